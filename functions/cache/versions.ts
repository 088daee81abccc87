// Content versions (table content_version): read at most once a second per isolate, so the hit
// path of the edge cache costs no D1 query; bumped by every admin write (functions/app.ts).
import { type SQL, sql } from "drizzle-orm";
import { type Db, getDb, raiseReadFloor } from "../../db/client";
import { contentVersion } from "../../db/schema";
import { nowLocal, withKoreaOffset } from "../lib/dates";
import { SCHEDULED, SECTIONS, type Section } from "./sections";

/**
 * What each section's public content is at, as a cache key part: its written version and, for
 * content that appears by itself at a set time (SCHEDULED), the soonest such time still to come.
 */
export type Versions = Record<Section, string>;

/** How long an isolate trusts the versions it read: the bound on how stale another isolate is. */
export const VERSIONS_TTL_MS = 1000;
/** From this age on, one request renews the versions in the background, so under steady traffic
 * the memo is renewed before it expires and no request waits for D1 (at expiry, every request
 * arriving before the first read settled read D1 itself: a burst each second under load). */
export const VERSIONS_RENEW_MS = VERSIONS_TTL_MS / 2;

/** `at`: when read; `until`: when scheduled content appears, after which they are read again. */
let memo: { versions: Versions; at: number; until: number } | undefined;
// Counts bumps made by this isolate: a read that started before a bump must not be remembered.
let generation = 0;
// When the background renewal in flight started (0: none). A renewal whose request was cancelled
// never settles; after VERSIONS_RENEW_MS another request may start one.
let renewingSince = 0;

async function readVersions(d1: D1Database): Promise<Versions> {
  const startedAt = generation;
  const now = Date.now();
  // From the primary: a lagging read replica would add its lag to the bound. One statement: the
  // written versions, then the soonest scheduled time (its section named, NULL when none).
  const primary = d1.withSession("first-primary");
  const { results } = await primary
    .prepare(
      `SELECT section, version, NULL AS due FROM content_version UNION ALL SELECT ?1, NULL, (${SCHEDULED.soonest})`,
    )
    .bind(SCHEDULED.section, nowLocal(now))
    .all<{ section: string; version: number | null; due: string | null }>();
  // Pages rendered under these versions read no replica older than them (decision 145).
  raiseReadFloor(primary.getBookmark());
  const versions = Object.fromEntries(SECTIONS.map((s) => [s, "0"])) as Versions;
  let until = Number.POSITIVE_INFINITY;
  for (const row of results) {
    if (!(SECTIONS as readonly string[]).includes(row.section)) continue;
    if (row.version !== null) versions[row.section as Section] = String(row.version);
  }
  const due = results.find((row) => row.version === null)?.due;
  if (due) {
    versions[SCHEDULED.section] += `~${due}`;
    until = Date.parse(withKoreaOffset(due));
  }
  if (startedAt === generation) memo = { versions, at: now, until };
  return versions;
}

/**
 * The versions this isolate trusts. With `background` (the request's `waitUntil`), a request that
 * finds them half their lifetime old answers with them and renews them after its answer.
 */
export async function currentVersions(
  d1: D1Database,
  background?: (renewal: Promise<unknown>) => void,
): Promise<Versions> {
  const now = Date.now();
  if (memo && now - memo.at < VERSIONS_TTL_MS && now < memo.until) {
    if (background && now - memo.at >= VERSIONS_RENEW_MS && now - renewingSince >= VERSIONS_RENEW_MS) {
      renewingSince = now;
      background(
        readVersions(d1)
          .catch(() => undefined) // the memo expires as before; the next request reads and reports
          .finally(() => {
            renewingSince = 0;
          }),
      );
    }
    return memo.versions;
  }
  // Each request that finds the memo stale reads for itself: a read started by another request is
  // never awaited, because when that request is cancelled (its visitor left) its I/O is dropped
  // and whoever waited on it hangs or fails (workerd: "Cannot perform I/O on behalf of a
  // different request"). Only settled values are shared between requests.
  return readVersions(d1);
}

/**
 * The statement giving `section` a new random version, for a batch; with `when`, only if that
 * condition holds as the batch reaches it (a deletion makes the calendar stale only when it took a
 * public visit, decision 138). Random rather than +1: a restored backup or a fresh database can
 * never meet the key of an old cached response again. Call versionsWritten() after the batch.
 */
export function bumpVersion(db: Db, section: Section, when: SQL = sql`1`) {
  // The query builder, not db.run(sql): Drizzle cannot batch a raw statement with parameters.
  const chosen = db
    .select({ section: sql<string>`${section}`.as("section"), version: sql<number>`abs(random())`.as("version") })
    .from(sql`(SELECT 1)`)
    .where(when); // a WHERE also keeps SQLite from reading the upsert's ON as a join's
  return db
    .insert(contentVersion)
    .select(chosen)
    .onConflictDoUpdate({ target: contentVersion.section, set: { version: sql`excluded.version` } })
    .returning({ section: contentVersion.section });
}

/** Gives each section a new version, now. */
export async function bumpVersions(d1: D1Database, sections: readonly Section[]): Promise<void> {
  const [first, ...rest] = sections;
  if (first === undefined) return;
  const db = getDb(d1);
  await db.batch([bumpVersion(db, first), ...rest.map((s) => bumpVersion(db, s))]);
  versionsWritten();
}

/** This isolate reads the versions again on its very next request: they were just written. */
export function versionsWritten(): void {
  generation += 1;
  memo = undefined;
  renewingSince = 0;
}
