// Which requests the Hono app answers; kept apart from functions/app.ts so the Worker can decide
// without loading the API.

/** Paths the API answers; every other request is a page for Remix. */
export function isApiRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/item/")) return true;
  return request.method === "POST" && (pathname === "/login" || pathname === "/logout");
}
