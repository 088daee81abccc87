// Kept apart from tokens.ts (which loads jose) so the Worker can ask at start-up for nothing.
import type { Env } from "../env";

export const MIN_SECRET_LENGTH = 32;

/**
 * Whether a real signing key is configured. Without one the Worker still serves the public site
 * and the inquiry form, but the back office answers 503 (functions/worker.ts, decision 017).
 */
export function secretConfigured(env: Pick<Env, "JWT_SECRET">): boolean {
  return (env.JWT_SECRET?.length ?? 0) >= MIN_SECRET_LENGTH;
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** The HMAC-SHA256 key of a secret, imported once per isolate (rate-limit keys, device cookies). */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(secret, key);
  }
  return key;
}
