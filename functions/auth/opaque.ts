// Opaque secrets handed out once and kept only as SHA-256 hashes: refresh tokens (session.ts) and
// calendar subscription addresses (services/calendarFeed.ts).

const bytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** 32 random bytes as base64url (a cookie value). */
export const randomBase64Url = (): string =>
  btoa(String.fromCharCode(...bytes(32)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes as 64 hex digits (a path segment the request log masks: lib/log.ts routeOf). */
export const randomHex = (): string => Array.from(bytes(32), (b) => b.toString(16).padStart(2, "0")).join("");

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
