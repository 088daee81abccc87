// Which public responses depend on which content, and which admin writes change it
// (docs/decisions/012-edge-cache.md). Pure path rules, so they are easy to read and to test.

export const SECTIONS = ["catalog", "boards", "calendar", "site"] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Content that becomes public by itself at a set time: a post whose 게시 일시 is still to come
 * (decision 053). `soonest` (SQL, `?2` = now in Korea) gives that time; it is part of the section's
 * version, so every response showing posts gets a new key the moment one appears.
 */
export const SCHEDULED = {
  section: "boards",
  soonest: "SELECT min(board_reg_date) FROM board WHERE board_yn = 'Y' AND board_reg_date > ?2",
} as const satisfies { section: Section; soonest: string };

/** Public API reads and the content they show; anything under /api not listed is never cached. */
const API_READS: [prefix: string, sections: Section[]][] = [
  ["/api/manufacturers", ["catalog"]],
  ["/api/type", ["catalog"]],
  ["/api/items", ["catalog"]],
  ["/item/", ["catalog"]],
  // The detail counts each view (API-SHAPES §3: "the response includes this view"): never cached.
  ["/api/boards/detail/", []],
  ["/api/boards", ["boards"]],
  ["/api/boardFiles/download/", ["boards"]],
  // An account's subscription (decision 069): its secret address must never be a cache key.
  ["/api/calendar/feed/", []],
  ["/api/calendar", ["calendar"]],
  ["/api/site-images", ["site"]],
];

/** Pages that are not public content: the back office shell, the session endpoints. */
const PRIVATE_PAGES = /^\/(admin|login|logout)(\/|\.data$|$)/;

const startsWith = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

/**
 * The sections a public GET depends on, or null when the response must not be shared.
 * Every page shows the manufacturer menu and may show any section, so pages depend on all.
 */
export function sectionsOfRead(method: string, pathname: string): Section[] | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/item/")) {
    const rule = API_READS.find(([prefix]) => startsWith(pathname, prefix));
    return rule && rule[1].length > 0 ? rule[1] : null;
  }
  if (PRIVATE_PAGES.test(pathname)) return null;
  return [...SECTIONS];
}

/** What each admin write changes; a path not listed changes everything (the safe default). */
const ADMIN_WRITES: [prefix: string, sections: Section[]][] = [
  ["/api/admin/items", ["catalog"]],
  ["/api/admin/manu", ["catalog"]],
  ["/api/admin/type", ["catalog"]],
  ["/api/admin/glass", ["catalog"]],
  ["/api/admin/boards", ["boards"]],
  // A subscription address shows nowhere public.
  ["/api/admin/calendar/feed", []],
  ["/api/admin/calendar", ["calendar"]],
  ["/api/admin/settings", ["site"]],
  // Inquiries, release notes, accounts and profiles never appear on a public page
  // (posts keep the writer's name as written).
  ["/api/admin/inquiry", []],
  ["/api/admin/release", []],
  ["/api/admin/info", []],
  ["/api/admin/users", []],
  // Staged files show nowhere until a later write attaches them (and bumps its own sections).
  ["/api/admin/uploads", []],
];

export function sectionsOfWrite(pathname: string): Section[] {
  const rule = ADMIN_WRITES.find(([prefix]) => startsWith(pathname, prefix));
  return rule ? rule[1] : [...SECTIONS];
}
