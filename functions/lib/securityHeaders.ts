// Every security header the Worker sends, in one place (docs/decisions/016-security-headers.md).
// Documents get a CSP with the nonce of their render (app/entry.server.tsx); every response the
// Worker answers gets the common headers (functions/worker.ts); files from R2 are sandboxed
// (functions/files/storage.ts).

/** The Daum/Kakao postcode widget (/inquiryForm, the calendar's place field): its script and its search frame. */
const POSTCODE = {
  script: ["https://t1.daumcdn.net"],
  frame: ["https://postcode.map.kakao.com", "https://postcode.map.daum.net"],
};

/** The Kakao map of /location, allowed only when the settings have a map key: SDK, API calls, map tiles. */
const KAKAO_MAP = {
  script: ["https://dapi.kakao.com", "https://t1.daumcdn.net"],
  connect: ["https://dapi.kakao.com"],
  img: ["https://*.daumcdn.net"],
};

/** Cloudflare Turnstile on the inquiry form, allowed only when it is configured: its script and frame. */
const TURNSTILE = ["https://challenges.cloudflare.com"];

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy of a rendered page. Scripts run only from our origin, with this render's nonce (Remix's
 * inline scripts) or from the widget hosts; the one inline <style> (critical CSS) carries the nonce.
 * React's `style=` attributes (banner fades, editor height) need `style-src-attr 'unsafe-inline'`:
 * an attribute cannot load or run anything, and the HTML that visitors and staff write is sanitized.
 */
export function contentSecurityPolicy(nonce: string, options: { kakaoMap: boolean; turnstile: boolean }): string {
  const map = options.kakaoMap;
  const turnstile = options.turnstile ? TURNSTILE : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, ...POSTCODE.script, ...(map ? KAKAO_MAP.script : []), ...turnstile]],
    ["style-src", ["'self'", `'nonce-${nonce}'`]],
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(map ? KAKAO_MAP.img : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(map ? KAKAO_MAP.connect : [])]],
    ["frame-src", [...POSTCODE.frame, ...turnstile]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}

/** Pages the Worker writes itself (405, 414): no script, no style, nothing loaded. */
export const PLAIN_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Powerful features the site never uses, off for it and for any frame. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Every response of the Worker: HTTPS only, no type sniffing, no full referrer abroad, no framing. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/** A document's headers: its policy (with the nonce of the render) and the feature policy. */
export function setDocumentHeaders(headers: Headers, policy: string): void {
  headers.set("Content-Security-Policy", policy);
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
}

/**
 * Files from R2 (attachments, item and editor images): opened on their own, they are a sandboxed
 * document with no script and no access to our origin, whatever their bytes.
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "sandbox",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The response with the common headers added: in place, since every render passes here (a copy
 * cost an uncached page about 4 % of its throughput under bench/profile.mjs), or on a copy when
 * its headers are immutable (a fetched or a redirect response).
 */
export function withCommonHeaders(response: Response, extra?: Record<string, string>): Response {
  const added = { ...COMMON_HEADERS, ...extra };
  try {
    for (const [name, value] of Object.entries(added)) response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(added)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
