// 이전 버전 (decision 075): what posts and items share about their kept versions.
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { VERSIONS_KEPT } from "../lib/revision";

/** A versions table: the row each version belongs to, and the version's own id (newest highest). */
interface Versions {
  table: SQLiteTable;
  owner: SQLiteColumn;
  versionId: SQLiteColumn;
}

/** Drops a row's versions beyond the newest VERSIONS_KEPT (a statement for the save's batch). */
export function pruneVersions(db: Db, { table, owner, versionId }: Versions, ownerId: number) {
  const newest = db
    .select({ id: versionId })
    .from(table)
    .where(eq(owner, ownerId))
    .orderBy(desc(versionId))
    .limit(VERSIONS_KEPT);
  return db.delete(table).where(and(eq(owner, ownerId), notInArray(versionId, newest)));
}
