// Opaque secrets handed out once and kept only as SHA-256 hashes: refresh tokens (session.ts) and
// calendar subscription addresses (services/calendarFeed.ts).

const bytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const hex = (data: Uint8Array) => Array.from(data, (b) => b.toString(16).padStart(2, "0")).join("");

/** 32 random bytes as base64url (a cookie value). */
export const randomBase64Url = (): string =>
  btoa(String.fromCharCode(...bytes(32)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes as 64 hex digits (a path segment the request log masks: lib/log.ts routeOf). */
export const randomHex = (): string => hex(bytes(32));

export async function sha256Hex(value: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))));
}
