// Passwords: PBKDF2-SHA256 through WebCrypto with a per-user random salt. 100 000 iterations
// is the most the Workers runtime allows.
const ITERATIONS = 100_000;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);

async function derive(password: string, salt: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations: ITERATIONS },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<{ passwordHash: string; passwordSalt: string }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { passwordHash: toHex(await derive(password, salt)), passwordSalt: toHex(salt) };
}

/** Constant-time comparison of the derived key with the stored hash. */
export async function verifyPassword(password: string, passwordHash: string, passwordSalt: string): Promise<boolean> {
  const actual = await derive(password, fromHex(passwordSalt));
  const expected = fromHex(passwordHash);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] as number) ^ (expected[i] as number);
  return diff === 0;
}

/**
 * An inquiry's own password (decision 071), salted with its phone number's digits rather than at
 * random: a lookup by phone and password is then one derivation and one indexed query, however
 * many inquiries that number has, and two numbers never share a hash.
 */
export async function inquiryCheckHash(password: string, telDigits: string): Promise<string> {
  return toHex(await derive(password, new TextEncoder().encode(`inquiry-check:${telDigits}`)));
}
