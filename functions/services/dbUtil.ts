// Small helpers for D1 statements shared by the services.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "../../db/schema";

/** D1 binds at most 100 parameters per statement; id lists are split well below that. */
export const IDS_PER_STATEMENT = 90;

export function chunks<T>(values: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** The statements as the non-empty tuple `db.batch` wants (callers never pass an empty list). */
export function nonEmpty<T extends BatchItem<"sqlite">>(statements: T[]): [T, ...T[]] {
  if (statements.length === 0) throw new Error("empty batch");
  return statements as [T, ...T[]];
}

/** Whether a (possibly Drizzle-wrapped) D1 error is a failed UNIQUE or FOREIGN KEY constraint. */
export function isConstraintError(error: unknown, kind: "UNIQUE" | "FOREIGN KEY"): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth += 1) {
    if (e.message.includes(`${kind} constraint failed`)) return true;
    e = e.cause;
  }
  return false;
}

/** R2 deletes at most 1000 keys per call. */
export const R2_KEYS_PER_DELETE = 1000;

/** A column with its table, for raw SQL (Drizzle leaves columns bare there, ambiguous in a subquery). */
export const q = (column: AnySQLiteColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * `column IN (values)` with one bound parameter for any number of values (D1 binds at most 100 per
 * statement): the values travel as one JSON array.
 */
export const inList = (column: SQLWrapper, values: readonly (number | string)[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/**
 * The name of account `usersId` (a value or a column) as it is now, as a scalar subquery; null
 * when there is none. Columns named with their table: in a one-table select Drizzle writes them bare.
 */
export const accountName = (usersId: number | SQL) =>
  sql<string | null>`(SELECT ${users}.name FROM ${users} WHERE ${users}.users_id = ${usersId})`;
