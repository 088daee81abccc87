// Secrets the Worker must read back (an authenticator app's key) are kept sealed in D1: AES-256-GCM
// under a key derived with HKDF from JWT_SECRET for one purpose, and bound to the row they belong
// to, so a copy of the database (a backup, an export) does not give them away (decision 089).
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/** How a sealed value begins (its format's version); a LIKE pattern finds the plain ones. */
export const SEALED_PREFIX = "v1.";
const IV_BYTES = 12;
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(purpose) },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

/** Whether a stored value is sealed (values stored before decision 089 are plain). */
export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

const bytesOf = (text: string) => new Uint8Array(decodeBase64urlIgnorePadding(text));

/** `v1.<iv>.<ciphertext>` of `plain`, for the row `owner` only. */
export async function seal(secret: string, purpose: string, owner: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(owner) },
    await keyFor(secret, purpose),
    new TextEncoder().encode(plain),
  );
  return `${SEALED_PREFIX}${encodeBase64urlNoPadding(iv)}.${encodeBase64urlNoPadding(new Uint8Array(sealed))}`;
}

/**
 * The plain value of a stored one: opened when sealed, as it is when plain (an older row). Null
 * when it cannot be opened: sealed under another JWT_SECRET, for another row, or altered.
 */
export async function unseal(secret: string, purpose: string, owner: string, stored: string): Promise<string | null> {
  if (!isSealed(stored)) return stored;
  const [, iv, data] = stored.split(".");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytesOf(iv ?? ""), additionalData: new TextEncoder().encode(owner) },
      await keyFor(secret, purpose),
      bytesOf(data ?? ""),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
