// Fixed-window counters in D1 (decision 017): exact, shared by every isolate and location, and
// updated by one conditional UPSERT, so parallel requests can never pass a limit together.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimit } from "../../db/schema";
import { hmacKey } from "../auth/secret";

export interface Limit {
  /** How many hits one key may make in one window. */
  limit: number;
  windowSeconds: number;
}

export interface Counter extends Limit {
  /** What is limited, e.g. "inquiry" or "login-address". */
  bucket: string;
  /** Whose hits: a keyed hash from limitKey(). */
  key: string;
}

export type Verdict = { allowed: true; remaining: number } | { allowed: false; retryAfter: number };

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Counts one hit against the counter and tells whether it was allowed. A refused hit is not
 * counted. The window starts with a key's first hit and ends windowSeconds later; expired rows of
 * every key are removed in the same transaction.
 */
export async function consume(db: Db, counter: Counter, now = nowSeconds()): Promise<Verdict> {
  const { bucket, key, limit, windowSeconds } = counter;
  const expired = sql`${rateLimit.resetAt} <= ${now}`;
  const [, counted, [current]] = await db.batch([
    db.delete(rateLimit).where(lte(rateLimit.resetAt, now)),
    db
      .insert(rateLimit)
      .values({ bucket, key, count: 1, resetAt: now + windowSeconds })
      .onConflictDoUpdate({
        target: [rateLimit.bucket, rateLimit.key],
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN ${now + windowSeconds} ELSE ${rateLimit.resetAt} END`,
        },
        // The whole check: only a row still under the limit (or a new window) is counted.
        setWhere: sql`${expired} OR ${rateLimit.count} < ${limit}`,
      })
      .returning({ count: rateLimit.count }),
    db
      .select({ resetAt: rateLimit.resetAt })
      .from(rateLimit)
      .where(and(eq(rateLimit.bucket, bucket), eq(rateLimit.key, key))),
  ] as const);
  const hit = counted[0];
  if (hit) return { allowed: true, remaining: Math.max(0, limit - hit.count) };
  return { allowed: false, retryAfter: Math.max(1, (current?.resetAt ?? now + windowSeconds) - now) };
}

/** Gives back one hit (e.g. an attempt that turned out fine), within the current window only. */
export async function refund(db: Db, counter: Pick<Counter, "bucket" | "key">, now = nowSeconds()): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`${rateLimit.count} - 1` })
    .where(
      and(
        eq(rateLimit.bucket, counter.bucket),
        eq(rateLimit.key, counter.key),
        gt(rateLimit.count, 0),
        gt(rateLimit.resetAt, now),
      ),
    );
}

/** Forgets a key's hits (e.g. failed logins after a successful one). */
export async function clear(db: Db, counter: Pick<Counter, "bucket" | "key">): Promise<void> {
  await db.delete(rateLimit).where(and(eq(rateLimit.bucket, counter.bucket), eq(rateLimit.key, counter.key)));
}

/**
 * The stored key of a client: an HMAC-SHA256 of its parts (address, username, …) under the
 * deployment's secret, so the table holds no address or username in clear and a copy of it
 * cannot be reversed by trying every IPv4 address. Without a secret (a misconfigured Worker,
 * which still takes inquiries) a fixed key is used.
 */
export async function limitKey(secret: string | undefined, ...parts: string[]): Promise<string> {
  const key = hmacKey(secret || "rate-limit-without-secret");
  const mac = await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(parts.join("\n")));
  // 128 bits are plenty to keep keys apart.
  return Array.from(new Uint8Array(mac).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A limit written as "<count>/<seconds>" (wrangler var), or the fallback when unset or malformed. */
export function parseLimit(value: string | undefined, fallback: Limit): Limit {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(value ?? "");
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  return match && limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}

/**
 * Fixed windows counted in this isolate's memory only (decision 097), for a request too frequent
 * and too cheap to pay a D1 write for its limit: the visit beacon. Each isolate counts on its own,
 * so a client spread over many isolates gets more. The keys kept are bounded (a flood of
 * addresses cannot grow the isolate), expired ones going first.
 */
export class IsolateCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly keysMax = 5000) {}

  /** Counts one hit of `key`; answers whether it is within the limit. */
  consume(key: string, { limit, windowSeconds }: Limit, now = Date.now()): boolean {
    const window = this.#windows.get(key);
    if (window && now < window.resetAt) return ++window.count <= limit;
    if (!window && this.#windows.size >= this.keysMax) {
      for (const [old, { resetAt }] of this.#windows) if (resetAt <= now) this.#windows.delete(old);
      if (this.#windows.size >= this.keysMax) this.#windows.clear();
    }
    this.#windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
    return true;
  }

  get size() {
    return this.#windows.size;
  }
}
