// Back-office writes sent with a screen's `Idempotency-Key` (decisions 111, 114): a sending repeated
// after its answer was lost is answered as the first was, and nothing is stored or recorded again.
import type { Context } from "hono";
import { type Db, getDb } from "../../db/client";
import { sendKeyOf } from "../lib/sendKey";
import { ifMatch } from "./revised";
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

/**
 * An edit screen's save sent again after its answer was lost (decision 114): with If-Match and a
 * key, the row that save's key is stored on, still at the revision that save made (one past a
 * revision the If-Match names), is answered as saved, before the body is read, so a repeated upload
 * is never stored and nothing is recorded again. Without If-Match the key is not used: the save is
 * not checked, and saving again changes nothing. Two at once: the one the revision refuses is
 * answered by the other's.
 */
export async function saveOnce<T extends { rev: number }>(
  c: Context<ApiEnv>,
  saved: (primary: Db, key: string) => Promise<T | undefined>,
  save: (key: string | null) => Promise<T>,
): Promise<T> {
  const allowed = ifMatch(c);
  const key = allowed ? sendKeyOf(c.req.header("Idempotency-Key")) : null;
  if (!allowed || key === null) return save(null);
  return storeOnce(
    c,
    async (primary) => {
      const first = await saved(primary, key);
      return first && allowed.has(first.rev - 1) ? first : undefined;
    },
    () => save(key),
  );
}
