import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/notice". */
  path: string;
  siteUrl?: string;
  siteName?: string;
  image?: string;
}

/** Picture types every messenger's link preview shows (KakaoTalk, Naver, Facebook, X). */
const SHAREABLE = /\.(jpe?g|png|gif)$/i;

/** Title, description, canonical URL and Open Graph tags of a public page. */
export function seo({ title, description, path, siteUrl = "", siteName = "", image }: SeoInput): MetaDescriptor[] {
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const url = `${siteUrl}${path}`;
  // A page without its own picture shares the site's (a static file: the banner is the owner's
  // to change or remove); so does one whose picture is a WebP, which KakaoTalk's preview does not
  // reliably show (decision 161).
  const ogImage = `${siteUrl}${image && SHAREABLE.test(image) ? image : "/images/og-default.jpg"}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: ogImage },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

interface RootData {
  site: { url: string; name: string };
}

/** The site's URL and name from the root loader, for meta functions. */
export function siteFromMatches(matches: readonly { id: string; data: unknown }[]): RootData["site"] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return root?.site ?? { url: "", name: "" };
}

const DAYS = ["월", "화", "수", "목", "금", "토", "일"];
const SCHEMA_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const DAY_WORDS: Record<string, string> = { 평일: "Mo-Fr", 매일: "Mo-Su", 주말: "Sa-Su" };
const DAY = "[월화수목금토일](?:요일)?";
// A day word or day (range), then a time range: "평일 09:00 - 18:00", "월~토 08:30~17:30",
// "토요일: 9:00-13:00". Not after another Hangul letter, so "공휴일 10:00-12:00" is not a Sunday.
const SPAN = new RegExp(
  `(?<![가-힣])(평일|매일|주말|${DAY}(?:\\s*[~\\-–]\\s*${DAY})?)\\s*:?\\s*(\\d{1,2}):(\\d{2})\\s*[~\\-–]\\s*(\\d{1,2}):(\\d{2})`,
  "g",
);

const schemaDay = (word: string) => SCHEMA_DAYS[DAYS.indexOf(word.charAt(0))];
const clock = (h: string, m: string) => (Number(h) <= 24 && Number(m) < 60 ? `${h.padStart(2, "0")}:${m}` : null);

/**
 * The owner's free-text hours (settings, e.g. "평일 09:00 - 18:00 (주말·공휴일 휴무)") as schema.org
 * `openingHours` values, or none when the text names no day with a time range: structured data
 * that says nothing is better than a schedule the company does not keep.
 */
export function openingHoursOf(text: string): string[] {
  const spans: string[] = [];
  for (const [, days = "", h1 = "", m1 = "", h2 = "", m2 = ""] of text.matchAll(SPAN)) {
    const from = clock(h1, m1);
    const to = clock(h2, m2);
    if (!from || !to) continue;
    const [first = "", last] = days.split(/\s*[~\-–]\s*/);
    const day = DAY_WORDS[days] ?? (last ? `${schemaDay(first)}-${schemaDay(last)}` : schemaDay(first));
    spans.push(`${day} ${from}-${to}`);
  }
  return spans;
}
