// Which requests the Hono app answers; kept apart from functions/app.ts so the Worker can decide
// without loading the API.

/** Paths the API answers; every other request is a page for Remix. */
export function isApiPath(method: string, pathname: string): boolean {
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/item/")) return true;
  return method === "POST" && (pathname === "/login" || pathname === "/logout");
}
