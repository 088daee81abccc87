// The audit log (docs/decisions/033-audit-log.md): rows are only ever added, and hold ids and
// codes, never a customer's name, phone or text.
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type AUDIT_ACTIONS, auditLog } from "../../db/schema";
import { addDays } from "../lib/dates";
import { logError } from "../lib/log";
import { type PageRequest, toPage } from "../lib/paging";
import { accountName } from "./dbUtil";

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The signed-in account, or null with `username` the name a failed login tried. */
  actorId: number | null;
  username: string;
  action: AuditAction;
  resource: string;
  targetIds?: readonly number[];
  detail?: Record<string, string | number>;
}

/**
 * Adds a row, awaited within the request after the change succeeded. A failure is logged, not
 * thrown: the change is already committed, and an error answer would tell the user it failed.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  try {
    await auditInsert(db, entry);
  } catch (err) {
    logError("audit", `${entry.action} ${entry.resource}`, err);
  }
}

/** The row's INSERT, to await or to put in a batch with the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: entry.actorId,
    actorUsername: entry.username.slice(0, 100),
    // The name as it is now, read in the same statement.
    actorName: entry.actorId === null ? null : accountName(entry.actorId),
    action: entry.action,
    resource: entry.resource,
    targetId: entry.targetIds?.length ? entry.targetIds.join(",").slice(0, 500) : null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  });
}

export interface AuditFilter extends PageRequest {
  actor?: string;
  action?: AuditAction;
  resource?: string;
  /** Korea dates `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

/** Newest first; `at` is Korea local time text, so a date range is a text range. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const where: (SQL | undefined)[] = [
    filter.actor ? eq(auditLog.actorUsername, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.resource ? eq(auditLog.resource, filter.resource) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, addDays(filter.to, 1)) : undefined,
  ];
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.at), desc(auditLog.auditId))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(and(...where)),
  ]);
  const content = rows.map(({ detail, ...row }) => ({
    ...row,
    detail: detail ? (JSON.parse(detail) as Record<string, string | number>) : null,
  }));
  return toPage(content, total?.n ?? 0, filter);
}

/** The usernames that appear in the log, for the screen's person filter. */
export async function listAuditActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ username: auditLog.actorUsername })
    .from(auditLog)
    .where(sql`${auditLog.actorId} IS NOT NULL`)
    .orderBy(auditLog.actorUsername);
  return rows.map((r) => r.username);
}

/** How long rows are kept (decision 037). migrations/0010 lets older rows, and only those, go. */
const RETENTION = "-2 years";
/** Rows removed per scheduled run at most: one bounded statement, the rest next time. */
const PRUNE_BATCH = 5000;

/**
 * Deletes rows older than the retention period, oldest first. The cut-off is computed by the
 * database with the same expression as the delete guard's, in the same statement, so the guard
 * never refuses a row this picks.
 */
export async function pruneAudit(db: Db): Promise<number> {
  const cutoff = sql`strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours', ${RETENTION})`;
  const old = db
    .select({ id: auditLog.auditId })
    .from(auditLog)
    .where(lt(auditLog.at, cutoff))
    .orderBy(auditLog.at)
    .limit(PRUNE_BATCH);
  const removed = await db.delete(auditLog).where(inArray(auditLog.auditId, old)).returning({ id: auditLog.auditId });
  return removed.length;
}
