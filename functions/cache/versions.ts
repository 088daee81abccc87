// Content versions (table content_version): read at most once a second per isolate, so the hit
// path of the edge cache costs no D1 query; bumped by every admin write (functions/app.ts).
import { SECTIONS, type Section } from "./sections";

export type Versions = Record<Section, number>;

/** How long an isolate trusts the versions it read: the bound on how stale another isolate is. */
export const VERSIONS_TTL_MS = 1000;
/** From this age on, one request renews the versions in the background, so under steady traffic
 * the memo is renewed before it expires and no request waits for D1 (at expiry, every request
 * arriving before the first read settled read D1 itself: a burst each second under load). */
export const VERSIONS_RENEW_MS = VERSIONS_TTL_MS / 2;

let memo: { versions: Versions; at: number } | undefined;
// Counts bumps made by this isolate: a read that started before a bump must not be remembered.
let generation = 0;
// When the background renewal in flight started (0: none). A renewal whose request was cancelled
// never settles; after VERSIONS_RENEW_MS another request may start one.
let renewingSince = 0;

async function readVersions(d1: D1Database): Promise<Versions> {
  const startedAt = generation;
  // From the primary: a lagging read replica would add its lag to the bound.
  const { results } = await d1
    .withSession("first-primary")
    .prepare("SELECT section, version FROM content_version")
    .all<{ section: string; version: number }>();
  const versions = Object.fromEntries(SECTIONS.map((s) => [s, 0])) as Versions;
  for (const row of results)
    if ((SECTIONS as readonly string[]).includes(row.section)) versions[row.section as Section] = row.version;
  if (startedAt === generation) memo = { versions, at: Date.now() };
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
  if (memo && now - memo.at < VERSIONS_TTL_MS) {
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
 * Gives each section a new random version. Random rather than +1: a restored backup or a fresh
 * database can never meet the key of an old cached response again.
 */
export async function bumpVersions(d1: D1Database, sections: readonly Section[]): Promise<void> {
  if (sections.length === 0) return;
  const bump = d1.prepare(
    "INSERT INTO content_version (section, version) VALUES (?, abs(random())) " +
      "ON CONFLICT (section) DO UPDATE SET version = excluded.version",
  );
  await d1.batch(sections.map((s) => bump.bind(s)));
  // This isolate reads the new versions on its very next request.
  generation += 1;
  memo = undefined;
  renewingSince = 0;
}
