// What the Worker refuses before routing: methods the site does not serve (TRACE, CONNECT,
// PROPFIND, …), URLs longer than any of ours and page paths the router cannot read. Never a server
// error, never logged as one.
import { errorResponse, STATUS_MESSAGES, serverErrorMessage } from "./errors";
import { COMMON_HEADERS, PLAIN_PAGE_POLICY, setDocumentHeaders } from "./securityHeaders";

const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/** Far above any URL of the site (the longest are searches of 100 characters, percent-encoded). */
export const MAX_URL_LENGTH = 8 * 1024;

/** A page write from another origin (what Remix's own check would throw on, as a 500). */
const CROSS_ORIGIN_WRITE = "허용되지 않은 요청입니다.";

/** The refusal of a request the site cannot serve, or null when it may go on. */
export function refusal(request: Request, pathname: string, isApi: boolean): Response | null {
  if (!SERVED_METHODS.includes(request.method)) {
    return refuse(405, STATUS_MESSAGES[405] as string, isApi, { Allow: SERVED_METHODS.join(", ") });
  }
  if (request.url.length > MAX_URL_LENGTH) return refuse(414, STATUS_MESSAGES[414] as string, isApi);
  if (!isApi && isCrossOriginPageWrite(request)) return refuse(403, CROSS_ORIGIN_WRITE, isApi);
  if (!isApi && !isRoutablePath(pathname)) return refuse(404, STATUS_MESSAGES[404] as string, isApi);
  return null;
}

/**
 * Whether Remix's router can make a URL of a page path. It decodes each segment (keeping `%2F`)
 * and reads the result against a base URL, where a backslash counts as a slash: `/%5C` becomes
 * `//`, a URL with no host, and it throws (a 500, found by test/api/fuzz.test.ts). No page of
 * the site has such a path, so it is not found.
 */
export function isRoutablePath(pathname: string): boolean {
  // A backslash typed in a URL is already a slash; only an escaped one reaches the router.
  if (!/%5c/i.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return true; // a malformed escape: the router keeps the path as it is and answers 404 itself
  }
  return URL.canParse(decoded, "http://localhost");
}

/**
 * A page request Remix treats as an action (any method but GET and HEAD; on a `.data` URL any
 * but GET) whose Origin is not the host it was sent to, or no URL at all. Remix aborts those with
 * a plain Error, which would be a logged 500 (found by the fuzz tests); the same test as Remix's,
 * so what passes here never trips it.
 */
function isCrossOriginPageWrite(request: Request): boolean {
  if (request.method === "GET") return false;
  if (request.method === "HEAD" && !new URL(request.url).pathname.endsWith(".data")) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** A fault the Worker caught itself: the error shape on /api, a plain Korean page elsewhere. */
export function serverFault(isApi: boolean, errorId: string): Response {
  return refuse(500, serverErrorMessage(errorId), isApi);
}

/** The JSON error shape on /api; elsewhere a plain Korean page that loads nothing. */
function refuse(status: number, message: string, isApi: boolean, extra: Record<string, string> = {}): Response {
  if (isApi) return errorResponse(status, message, { ...COMMON_HEADERS, ...extra, "Cache-Control": "no-store" });
  const headers = new Headers({ ...extra, "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
  setDocumentHeaders(headers, PLAIN_PAGE_POLICY);
  return new Response(plainPage(message), { status, headers });
}

function plainPage(message: string): string {
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body><h1>${message}</h1><p><a href="/">홈으로 가기</a></p></body></html>`;
}
