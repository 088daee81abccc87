// A browser that has signed in as a username before (decision 139, OWASP's "device cookie"): a
// successful login leaves a signed cookie naming that username, and a login presenting it is not
// held back by that username's failures from other addresses, so nobody can lock the owner out of
// their own browser by failing on purpose. The username is bound in the signature, not written in
// the cookie (a shared PC's cookie jar does not tell who signed in there).
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { hmacKey } from "./secret";

export const TRUSTED_DEVICE_COOKIE = "device";
/** About a year; each login renews it. */
export const TRUSTED_DEVICE_SECONDS = 365 * 24 * 60 * 60;

/** What is signed: the purpose, the username as the limits count it, the expiry and a nonce. */
const signed = (username: string, expires: string, nonce: string) =>
  new TextEncoder().encode(["trusted-device", username.trim().toLowerCase(), expires, nonce].join("\n"));

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `<expires>.<nonce>.<mac>`, for the browser that just signed in as `username`. */
export async function issueTrustedDevice(secret: string, username: string, now = nowSeconds()): Promise<string> {
  const expires = String(now + TRUSTED_DEVICE_SECONDS);
  const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(12)));
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), signed(username, expires, nonce));
  return `${expires}.${nonce}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

/**
 * The presented cookie's nonce when it was issued to `username` by this deployment and has not
 * expired, else undefined. The nonce tells one browser from another (their failures count apart).
 */
export async function trustedDeviceOf(
  secret: string | undefined,
  username: string,
  presented: string | undefined,
  now = nowSeconds(),
): Promise<string | undefined> {
  const [expires = "", nonce = "", mac = "", ...rest] = (presented ?? "").split(".");
  if (!secret || rest.length > 0 || !/^\d{1,12}$/.test(expires) || Number(expires) <= now) return undefined;
  if (!/^[\w-]{16}$/.test(nonce) || !/^[\w-]{43}$/.test(mac)) return undefined;
  // verify() compares in constant time.
  const ok = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    new Uint8Array(decodeBase64urlIgnorePadding(mac)),
    signed(username, expires, nonce),
  );
  return ok ? nonce : undefined;
}
