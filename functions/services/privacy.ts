// 개인정보처리방침 and its 변경 이력 (decisions 042, 077, 093). The policy is a settings document;
// a save with a later 시행일 keeps the policy it replaces, as it was, in privacy_version (in the
// same batch, copied from the stored row, so what is kept is exactly what was shown), and /privacy
// lists those with their days, as Korean privacy guidance asks of a changed policy.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { privacyVersion, siteSetting } from "../../db/schema";
import { addDays, nowLocal, todayLocal } from "../lib/dates";
import { badRequest } from "../lib/errors";
import { sanitizeHtml } from "../lib/sanitize";
import { type Privacy, SETTINGS_MESSAGES } from "../schemas/settings";
import { type Revised, readRevised, type Saver, settingOf, settingQuery, store } from "./settings";

const storedDay = sql<string | null>`json_extract(${siteSetting.value}, '$.effectiveDate')`;

/** Copies the stored policy into its history when its 시행일 is before `effectiveDate`. */
function keepReplaced(db: Db, effectiveDate: string, usersId: number) {
  return db.insert(privacyVersion).select(
    db
      .select({
        versionId: sql<number>`NULL`.as("version_id"),
        effectiveDate: sql<string>`${storedDay}`.as("effective_date"),
        endDate: sql<string>`${addDays(effectiveDate, -1)}`.as("end_date"),
        html: sql<string>`json_extract(${siteSetting.value}, '$.html')`.as("html"),
        archivedAt: sql<string>`${nowLocal()}`.as("archived_at"),
        archivedBy: sql<number>`${usersId}`.as("archived_by"),
      })
      .from(siteSetting)
      .where(and(eq(siteSetting.key, "privacy"), sql`${storedDay} < ${effectiveDate}`)),
  );
}

/** The newest kept policy: the one in force while the stored one is still to come. */
const newestKept = (db: Db) =>
  db
    .select({ versionId: privacyVersion.versionId, effectiveDate: privacyVersion.effectiveDate })
    .from(privacyVersion)
    .orderBy(desc(privacyVersion.versionId))
    .limit(1);

/**
 * Replaces the policy. A save without a period or a 시행일 (a client that does not know them) keeps
 * the stored ones. The history only goes forward:
 * - the stored policy in force (its 시행일 today or before): a later 시행일, even one to come (an
 *   announced change), keeps it in the history until the day before; the same day corrects it;
 *   an earlier one is refused;
 * - the stored policy still to come: it was never in force, so it is corrected in place, its
 *   시행일 may move (not before today, and after the one in force, whose last day follows);
 * - the starting text (no 시행일): its first one dates it in place, and cannot be ahead.
 */
export async function savePrivacy(db: Db, input: Privacy, who: Saver): Promise<Revised<Required<Privacy>>> {
  const today = todayLocal();
  const current = await readRevised(db, "privacy");
  const stored = current.value.effectiveDate;
  const effectiveDate = input.effectiveDate ?? stored;
  const before: BatchItem<"sqlite">[] = [];
  if (!stored) {
    if (effectiveDate && effectiveDate > today) throw badRequest(SETTINGS_MESSAGES.effectiveFuture);
  } else if (stored <= today) {
    if (effectiveDate && effectiveDate < stored) throw badRequest(SETTINGS_MESSAGES.effectiveEarlier(stored));
    // The copy goes before the upsert, while the row still holds the policy being replaced.
    if (effectiveDate && effectiveDate > stored) before.push(keepReplaced(db, effectiveDate, who.usersId));
  } else if (effectiveDate && effectiveDate !== stored) {
    const [inForce] = await newestKept(db);
    if (effectiveDate < today) throw badRequest(SETTINGS_MESSAGES.upcomingPast);
    if (inForce && effectiveDate <= inForce.effectiveDate)
      throw badRequest(SETTINGS_MESSAGES.effectiveAfter(inForce.effectiveDate));
    if (inForce)
      before.push(
        db
          .update(privacyVersion)
          .set({ endDate: addDays(effectiveDate, -1) })
          .where(eq(privacyVersion.versionId, inForce.versionId)),
      );
  }
  const privacy = {
    html: sanitizeHtml(input.html),
    retentionMonths: input.retentionMonths ?? current.value.retentionMonths,
    effectiveDate,
  };
  // Awaited, not returned: a 412 thrown before store's first await is a promise already rejected,
  // which workerd reports as unhandled if no handler is attached at once.
  return await store(db, "privacy", privacy, who, current, { before });
}

/** A kept policy's days, as /privacy lists them. */
export interface PrivacyVersionDays {
  versionId: number;
  effectiveDate: string;
  endDate: string;
}

/**
 * Which policy is in force on `today`: the stored one from its 시행일 on (or when it has none),
 * before that the newest kept one, the stored one then being announced (`upcoming`).
 */
export function policyOn<V extends PrivacyVersionDays>(
  stored: { effectiveDate: string | null },
  kept: readonly V[],
  today: string,
): { inForce: V | "stored"; earlier: V[]; upcoming: string | null } {
  const [newest, ...rest] = kept;
  if (!stored.effectiveDate || stored.effectiveDate <= today || !newest)
    return { inForce: "stored", earlier: [...kept], upcoming: null };
  return { inForce: newest, earlier: rest, upcoming: stored.effectiveDate };
}

/**
 * The 시행일 of the policy in force on `today`, chosen as `policyOn` does, as an expression for the
 * statement that records a customer's consent (decision 101): no extra round trip. Written with
 * table names: it is used inside another table's insert.
 */
export function inForceDay(today: string) {
  const day = sql`json_extract(s.value, '$.effectiveDate')`;
  return sql<
    string | null
  >`(SELECT CASE WHEN ${day} IS NULL OR ${day} <= ${today} THEN ${day} ELSE coalesce((SELECT v.effective_date FROM ${privacyVersion} AS v ORDER BY v.version_id DESC LIMIT 1), ${day}) END FROM ${siteSetting} AS s WHERE s.key = 'privacy')`;
}

/** The kept copy a recorded 시행일 names (its /privacy?version= page), or none: the stored policy's. */
export const keptVersionOf = (effectiveDate: SQL | string) =>
  sql<number | null>`(SELECT max(v.version_id) FROM ${privacyVersion} AS v WHERE v.effective_date = ${effectiveDate})`;

/** What /privacy?version= asks for: the policy in force, a kept one, or the announced one. */
export type PrivacyShown = undefined | number | "next";

/**
 * What /privacy shows, in one batch: the policy asked for (by default the one in force) with its
 * days, the 시행일 of the one in force, the announced one's, and the earlier ones to list.
 * Undefined when the page asked for does not exist.
 */
export async function privacyPage(db: Db, asked: PrivacyShown, today = todayLocal()) {
  const days = db
    .select({
      versionId: privacyVersion.versionId,
      effectiveDate: privacyVersion.effectiveDate,
      endDate: privacyVersion.endDate,
      // Only the newest kept text (in force while another is announced) and the one asked for.
      html: sql<
        string | null
      >`CASE WHEN ${privacyVersion.versionId} = ${typeof asked === "number" ? asked : 0} OR ${privacyVersion.versionId} = (SELECT max(${privacyVersion.versionId}) FROM ${privacyVersion}) THEN ${privacyVersion.html} END`,
    })
    .from(privacyVersion)
    .orderBy(desc(privacyVersion.versionId));
  const [rows, kept] = await db.batch([settingQuery(db, "privacy"), days]);
  const stored = settingOf("privacy", rows);
  const { inForce, earlier, upcoming } = policyOn(stored, kept, today);
  const current =
    inForce === "stored"
      ? { html: stored.html, effectiveDate: stored.effectiveDate }
      : { html: inForce.html ?? "", effectiveDate: inForce.effectiveDate };
  const list = earlier.map(({ html: _html, ...v }) => v);
  const page = { effectiveDate: current.effectiveDate, upcoming, versions: list };
  if (asked === "next") return upcoming ? { ...page, html: stored.html, shown: "next" as const } : undefined;
  const version = typeof asked === "number" ? earlier.find((v) => v.versionId === asked) : undefined;
  if (version) {
    const { html, ...days } = version;
    return { ...page, html: html ?? "", shown: days };
  }
  // The one in force asked for by its number is the page itself.
  if (asked === undefined || (inForce !== "stored" && inForce.versionId === asked))
    return { ...page, html: current.html, shown: null };
  return undefined;
}
