import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A database, or a D1 session (read replication) that answers the same calls Drizzle makes. */
export function getDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

/**
 * The floor of public reads (decision 145): the bookmark of the content versions this isolate read
 * last, on the primary (functions/cache/versions.ts). A page rendered and cached under those
 * versions must not read a replica older than them, or a lagging replica's old content would be
 * stored under the new versions' key for the cache's lifetime. Bookmarks compare as strings.
 */
let readFloor: string | null = null;
export function raiseReadFloor(bookmark: string | null) {
  if (bookmark && (readFloor === null || bookmark > readFloor)) readFloor = bookmark;
}

/** Public reads: the nearest replica at least as new as the versions read (D1 Sessions API). */
export const publicDb = (d1: D1Database) => getDb(d1.withSession(readFloor ?? "first-unconstrained"));

export type Db = ReturnType<typeof getDb>;
export { schema };
