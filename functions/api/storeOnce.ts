// Back-office creations sent with a screen's `Idempotency-Key` (decision 111): a sending repeated
// after its answer was lost is answered as the first was, and nothing is stored or recorded again.
import type { Context } from "hono";
import { type Db, getDb } from "../../db/client";
import { sendKeyOf } from "../lib/sendKey";
import type { ApiEnv } from "./router";

/**
 * What `store` makes (given the request's key, or null without one), once per key. A key stored
 * already is answered by `stored`, read on the primary: a replica a moment behind would not know
 * the first sending yet. Two at once: the unique index refuses one, answered by the other's.
 */
export async function storeOnce<T>(
  c: Context<ApiEnv>,
  stored: (primary: Db, key: string) => Promise<T | undefined>,
  store: (key: string | null) => Promise<T>,
): Promise<T> {
  const key = sendKeyOf(c.req.header("Idempotency-Key"));
  if (key === null) return store(null);
  const repeat = async () => {
    const first = await stored(getDb(c.env.DB), key);
    // Nothing changed: the audit log keeps the first sending only.
    if (first !== undefined) c.set("repeat", true);
    return first;
  };
  const first = await repeat();
  if (first !== undefined) return first;
  try {
    return await store(key);
  } catch (error) {
    const other = await repeat().catch(() => undefined);
    if (other !== undefined) return other;
    throw error;
  }
}
