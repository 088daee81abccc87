// 개인정보처리방침 and its 변경 이력 (decisions 042, 077, 093). The policy is a settings document;
// a save with a later 시행일 keeps the policy it replaces, as it was, in privacy_version (in the
// same batch, copied from the stored row, so what is kept is exactly what was shown), and /privacy
// lists those with their days, as Korean privacy guidance asks of a changed policy.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { privacyVersion, siteSetting } from "../../db/schema";
import { addDays, nowLocal } from "../lib/dates";
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

/**
 * Replaces the policy. A save without a period or a 시행일 (a client that does not know them) keeps
 * the stored ones. A 시행일 before the stored one is refused: the history only goes forward.
 */
export async function savePrivacy(db: Db, input: Privacy, who: Saver): Promise<Revised<Required<Privacy>>> {
  const current = await readRevised(db, "privacy");
  const stored = current.value.effectiveDate;
  const effectiveDate = input.effectiveDate ?? stored;
  if (stored && effectiveDate && effectiveDate < stored) throw badRequest(SETTINGS_MESSAGES.effectiveEarlier(stored));
  const privacy = {
    html: sanitizeHtml(input.html),
    retentionMonths: input.retentionMonths ?? current.value.retentionMonths,
    effectiveDate,
  };
  // The copy goes before the upsert, while the row still holds the policy being replaced.
  const before =
    effectiveDate && stored && effectiveDate > stored ? [keepReplaced(db, effectiveDate, who.usersId)] : [];
  // Awaited, not returned: a 412 thrown before store's first await is a promise already rejected,
  // which workerd reports as unhandled if no handler is attached at once.
  return await store(db, "privacy", privacy, who, current, { before });
}

/** An 이전 개인정보처리방침 as /privacy lists it. */
export interface PrivacyVersionDays {
  versionId: number;
  effectiveDate: string;
  endDate: string;
}

/**
 * What /privacy shows, in one batch: the policy in force (its html, unless `versionId` names an
 * earlier one to show instead; undefined when there is none of that id), its 시행일 and the list.
 */
export async function privacyPage(db: Db, versionId?: number) {
  const days = db
    .select({
      versionId: privacyVersion.versionId,
      effectiveDate: privacyVersion.effectiveDate,
      endDate: privacyVersion.endDate,
    })
    .from(privacyVersion)
    .orderBy(desc(privacyVersion.versionId));
  const one = db
    .select({ html: privacyVersion.html })
    .from(privacyVersion)
    .where(eq(privacyVersion.versionId, versionId ?? 0));
  const [rows, versions, [earlier]] = await db.batch([settingQuery(db, "privacy"), days, one]);
  const policy = settingOf("privacy", rows);
  if (versionId === undefined) {
    return { html: policy.html, effectiveDate: policy.effectiveDate, versions, shown: null };
  }
  const shown = versions.find((v) => v.versionId === versionId);
  if (!shown || !earlier) return undefined;
  return { html: earlier.html, effectiveDate: policy.effectiveDate, versions, shown };
}
