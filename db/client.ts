import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A database, or a D1 session (read replication) that answers the same calls Drizzle makes. */
export function getDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

/** Public reads: any replica will do, the nearest first (D1 Sessions API). */
export const publicDb = (d1: D1Database) => getDb(d1.withSession("first-unconstrained"));

export type Db = ReturnType<typeof getDb>;
export { schema };
