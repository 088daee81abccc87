// 개인정보 파기 (decision 077): an inquiry 완료 longer ago than the privacy settings' 보관 기간 is
// destroyed with its memos, attachments and mail, as the privacy policy promises. The Cron Trigger
// runs it; each run takes the oldest few hundred, so a backlog clears over a few runs.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiry } from "../../db/schema";
import { retentionCutoff } from "../lib/retention";
import { auditInsert } from "./audit";
import { inList } from "./dbUtil";
import { removeInquiries } from "./inquiries";
import { readSetting } from "./settings";

const PER_RUN = 200;

/**
 * Destroys the inquiries past their period (oldest first, at most PER_RUN) and records the ids in
 * the audit log (ids only, decision 033). Answers how many went.
 */
export async function purgeExpiredInquiries(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const { retentionMonths } = await readSetting(db, "privacy");
  const expired = and(eq(inquiry.status, "완료"), lt(inquiry.doneAt, retentionCutoff(retentionMonths, now)));
  const picked = await db
    .select({ inquiryId: inquiry.inquiryId })
    .from(inquiry)
    .where(expired)
    .orderBy(asc(inquiry.doneAt))
    .limit(PER_RUN);
  if (picked.length === 0) return 0;
  // The condition again: an inquiry reopened since it was picked stays.
  const ids = picked.map((p) => p.inquiryId);
  const which = and(expired, inList(inquiry.inquiryId, ids));
  if (!which) return 0;
  const removed = await removeInquiries(db, bucket, which);
  if (removed.length > 0) {
    await auditInsert(db, {
      actorId: null,
      // SYSTEM_ACTOR of the audit screen (app/admin/audit/labels.ts).
      username: "system",
      action: "delete",
      resource: "inquiry",
      targetIds: removed,
      detail: { reason: "retention", months: retentionMonths },
    });
  }
  return removed.length;
}
