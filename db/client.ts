import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
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

/** `column IN (values)` with one bound parameter for any number of values (D1 allows 100 per statement). */
export const inList = (column: SQLWrapper, values: readonly (number | string)[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
