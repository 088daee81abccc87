// Which requests the Hono app answers; kept apart from functions/app.ts so the Worker can decide
// without loading the API.

/** Paths the API answers; every other request is a page for Remix. */
export function isApiPath(method: string, pathname: string): boolean {
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/item/")) return true;
  return method === "POST" && (pathname === "/login" || pathname === "/logout");
}

/**
 * The back office: its screens, the login form, the session calls and the admin API (plus the
 * editor's image upload). Everything here needs the signing key.
 */
export function isBackOfficePath(pathname: string): boolean {
  return (
    /^\/(admin|loginForm|login|logout)(\/|\.data$|$)/.test(pathname) ||
    /^\/api\/(admin|auth)(\/|$)/.test(pathname) ||
    pathname === "/api/image/upload"
  );
}

/**
 * The page of one item: its manufacturer's page with the type and item chosen (the URL the
 * page's item links lead to, its canonical URL and its sitemap entry).
 */
export const itemPagePath = (manuId: number, itemTypeId: number, itemId: number) =>
  `/manu/${manuId}?type=${itemTypeId}&item=${itemId}`;
