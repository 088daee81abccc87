import { and, asc, count, desc, eq, exists, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarEvent, fileBox, inquiry, inquiryMemo, mailOutbox, telDigitsOf } from "../../db/schema";
import { inquiryCheckHash } from "../auth/password";
import { bumpVersion, versionsWritten } from "../cache/versions";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { removeObjects } from "../files/storage";
import { addMonths, nowLocal, todayLocal } from "../lib/dates";
import { type PageRequest, toPage } from "../lib/paging";
import { purgeDay } from "../lib/retention";
import { sanitizeInquiryHtml } from "../lib/sanitize";
import type { InquiryInput } from "../schemas/inquiry";
import type { InquiryFilter } from "../schemas/inquiryAdmin";
import { PHONE_DIGITS_MIN, SAME_CUSTOMER_MAX, telDigits } from "../schemas/inquiryRules";
import { visitsOf } from "./calendar";
import { inList } from "./dbUtil";
import { checkable } from "./inquiryCheck";
import { assigneeName, inquirySearch, markRead, memosOf } from "./inquiryWorkflow";
import { inForceDay, keptVersionOf } from "./privacy";
import { countMatches, searchCountLimit } from "./search";
import { settingOf, settingQuery } from "./settings";

/** The inquiry a form's key stored (decision 106), by its unique index. */
export async function inquiryIdBySendKey(db: Db, sendKey: string): Promise<number | undefined> {
  const [row] = await db.select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.sendKey, sendKey));
  return row?.inquiryId;
}

/**
 * Stores a visitor's inquiry with its attachments, already in R2 as pending uploads: the inquiry,
 * its file rows and the end of their pending state in one batch (one transaction).
 */
export async function createInquiry(
  db: Db,
  input: InquiryInput,
  files: readonly StoredUpload[],
  sendKey: string | null = null,
) {
  const now = nowLocal();
  const { checkPassword, ...fields } = input;
  // The schema allows a password only with a phone number to look it up by.
  const checkHash = checkPassword && fields.tel ? await inquiryCheckHash(checkPassword, telDigits(fields.tel)) : null;
  const [[created]] = await db.batch([
    db
      .insert(inquiry)
      .values({
        ...fields,
        content: sanitizeInquiryHtml(fields.content),
        checkHash,
        createAt: now,
        updateAt: now,
        // Sending is agreeing (the form's consent is required): the policy agreed to, decision 101.
        privacyEffectiveDate: inForceDay(todayLocal()),
        sendKey,
      })
      .returning({ inquiryId: inquiry.inquiryId }),
    // The batch is one serialized transaction, so the newest inquiry id is the one just inserted.
    ...files.map((f) =>
      db.insert(fileBox).values({
        ...claimedFile(f),
        ownerKind: "INQUIRY" as const,
        ownerId: sql`(SELECT max(${inquiry.inquiryId}) FROM ${inquiry})`,
        fileRegDate: now,
      }),
    ),
    ...(files.length > 0 ? [releaseClaimed(db, files)] : []),
  ] as const);
  return created?.inquiryId;
}

// ---- Admin (SPEC §7 "Admin: inquiries", API-SHAPES §8) ----

/**
 * 재문의 (decision 070): whether the same phone number asked before this inquiry; one index search
 * a row, on the same digits as the detail's list. Written out with table names: in a one-table
 * select Drizzle names columns bare, and a bare "tel" inside the subquery would be its own row's.
 */
export const repeatCustomer =
  sql`EXISTS (SELECT 1 FROM ${inquiry} AS earlier WHERE ${telDigitsOf(sql`earlier.tel`)} = ${telDigitsOf(sql`"inquiry"."tel"`)} AND earlier.inquiry_id < "inquiry"."inquiry_id" AND length(${telDigitsOf(sql`"inquiry"."tel"`)}) >= ${PHONE_DIGITS_MIN})`.mapWith(
    Boolean,
  );

/**
 * 방문 (decision 088): when the inquiry's next visit starts (the earliest one scheduled from it that
 * is neither over, in Korea time, nor done or cancelled), or null; one search of
 * calendar_inquiry_idx a row. Written with table names, as above.
 */
export const nextVisit = sql<
  string | null
>`(SELECT min(visit.start_time) FROM ${calendarEvent} AS visit WHERE visit.inquiry_id = "inquiry"."inquiry_id" AND visit.end_time >= strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours') AND (visit.schedule_status IS NULL OR visit.schedule_status IN ('PLANNED', 'ONGOING')))`;

const inquiryRowColumns = {
  inquiryId: inquiry.inquiryId,
  title: inquiry.title,
  writer: inquiry.writer,
  createAt: inquiry.createAt,
  status: inquiry.status,
  readAt: inquiry.readAt,
  manuName: inquiry.manuName,
  inquiryType: inquiry.inquiryType,
  assigneeId: inquiry.assigneeId,
  assignee: assigneeName,
  repeatCustomer,
  nextVisit,
};
export const newestFirst = [desc(inquiry.createAt), desc(inquiry.inquiryId)] as const;

export type InquiryQuery = PageRequest & InquiryFilter;

/** The inquiries matching the inbox's filters (all without any), newest first. */
export async function listInquiries(db: Db, q: InquiryQuery) {
  const { search, filters } = await inquirySearch(db, q);
  const where = and(search.where, filters);
  const inquiriesWhere = (condition: SQL | undefined) =>
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(inquiry)
      .where(and(filters, condition))
      .$dynamic();
  const [rows, [total]] = await db.batch([
    db
      .select(inquiryRowColumns)
      .from(inquiry)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.size)
      .offset(q.page * q.size),
    countMatches(db, search, inquiriesWhere, searchCountLimit(q, q.searchKeyword)),
  ]);
  return toPage(rows, total?.n ?? 0, q, searchCountLimit(q, q.searchKeyword));
}

/** Dashboard: the newest inquiries. */
export function listRecentInquiries(db: Db, limit = 2) {
  return db
    .select(inquiryRowColumns)
    .from(inquiry)
    .orderBy(...newestFirst)
    .limit(limit);
}

const ofInquiry = (inquiryId: number) => and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, inquiryId));

/**
 * 같은 연락처의 문의 (decision 070): the other inquiries left with the same phone number, however
 * it was typed, newest first, through the index on its digits.
 */
export const sameTel = (db: Db, inquiryId: number) => {
  const digits = sql`(SELECT ${telDigitsOf(inquiry.tel)} FROM ${inquiry} WHERE ${inquiry.inquiryId} = ${inquiryId})`;
  return db
    .select({ inquiryId: inquiry.inquiryId, title: inquiry.title, status: inquiry.status, createAt: inquiry.createAt })
    .from(inquiry)
    .where(
      and(
        eq(telDigitsOf(inquiry.tel), digits),
        sql`length(${digits}) >= ${PHONE_DIGITS_MIN}`,
        ne(inquiry.inquiryId, inquiryId),
      ),
    )
    .orderBy(...newestFirst)
    .limit(SAME_CUSTOMER_MAX);
};

/**
 * One inquiry with its attachments (by fileBoxId), memos, the same customer's other inquiries and
 * the visits scheduled from it, or undefined; staff opening it marks it read.
 */
export async function getInquiry(db: Db, inquiryId: number) {
  const [, [row], files, memos, sameCustomer, visits, privacy] = await db.batch([
    markRead(db, inquiryId),
    db
      .select({
        inquiryId: inquiry.inquiryId,
        title: inquiry.title,
        content: inquiry.content,
        writer: inquiry.writer,
        tel: inquiry.tel,
        email: inquiry.email,
        addr: inquiry.addr,
        detailAddr: inquiry.detailAddr,
        manuName: inquiry.manuName,
        itemTypeName: inquiry.itemTypeName,
        itemName: inquiry.itemName,
        inquiryType: inquiry.inquiryType,
        createAt: inquiry.createAt,
        updateAt: inquiry.updateAt,
        status: inquiry.status,
        readAt: inquiry.readAt,
        assigneeId: inquiry.assigneeId,
        assignee: assigneeName,
        // The customer chose a password and can read the answers on 내 문의 확인 (decision 071).
        checkable,
        doneAt: inquiry.doneAt,
        privacyEffectiveDate: inquiry.privacyEffectiveDate,
        privacyVersionId: keptVersionOf(sql`"inquiry"."privacy_effective_date"`),
      })
      .from(inquiry)
      .where(eq(inquiry.inquiryId, inquiryId)),
    db
      .select({
        fileBoxId: fileBox.fileBoxId,
        fileOrgName: fileBox.fileOrgName,
        fileName: fileBox.fileName,
        // Sent later with that 추가 문의 (decision 103); null for the inquiry's own.
        memoId: fileBox.memoId,
      })
      .from(fileBox)
      .where(ofInquiry(inquiryId))
      .orderBy(asc(fileBox.fileBoxId)),
    memosOf(db, inquiryId),
    sameTel(db, inquiryId),
    visitsOf(db, inquiryId),
    settingQuery(db, "privacy"),
  ]);
  if (!row) return undefined;
  const filesOf = (memoId: number | null) =>
    files.filter((f) => f.memoId === memoId).map(({ memoId: _, ...f }) => ({ id: f.fileBoxId, ...f }));
  // The day a 완료 inquiry will be destroyed (decision 077), so staff know what the policy does.
  const { retentionMonths } = settingOf("privacy", privacy);
  const purgeOn = row.status === "완료" && row.doneAt ? purgeDay(row.doneAt, retentionMonths) : null;
  // Sanitized again as it is shown: rows stored under older rules get today's (no outside images).
  const content = row.content === null ? null : sanitizeInquiryHtml(row.content);
  return {
    ...row,
    content,
    purgeOn,
    // The spec's attachments are the inquiry's own; a 추가 문의's files go with that memo (decision 103).
    inquiryFiles: filesOf(null),
    memos: memos.map((m) => ({ ...m, files: filesOf(m.memoId) })),
    sameCustomer,
    visits,
  };
}

/** Stored-file metadata of an inquiry attachment, or undefined. */
export async function getInquiryFile(db: Db, fileBoxId: number) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileBoxId, fileBoxId), eq(fileBox.ownerKind, "INQUIRY")));
  return row;
}

/** Deletes one inquiry as deleteInquiries does; false when it is unknown. */
export async function deleteInquiry(db: Db, bucket: R2Bucket, inquiryId: number): Promise<boolean> {
  return deleteInquiries(db, bucket, [inquiryId]);
}

/**
 * Deletes inquiries with their file rows, memos and mail in one batch, then their objects; a visit
 * scheduled from one stays on the calendar without its link or the customer's data (decision 138).
 * All or nothing: when any id is unknown (another staff member deleted it meanwhile), nothing is
 * deleted and false is returned.
 */
export async function deleteInquiries(db: Db, bucket: R2Bucket, inquiryIds: readonly number[]): Promise<boolean> {
  const ids = [...new Set(inquiryIds)];
  const [known] = await db.select({ n: count() }).from(inquiry).where(inList(inquiry.inquiryId, ids));
  if ((known?.n ?? 0) !== ids.length) return false;
  await removeInquiries(db, bucket, inList(inquiry.inquiryId, ids));
  return true;
}

/** The title of a visit whose inquiry was deleted or destroyed (decision 138). */
const VISIT_OF_REMOVED_INQUIRY = "방문 일정 (삭제된 문의)";

/**
 * Deletes the inquiries `which` names, each statement choosing them again inside the one batch (a
 * purge's condition still holds when it deletes), the inquiry rows last; then their objects.
 * Answers the ids deleted.
 */
export async function removeInquiries(db: Db, bucket: R2Bucket, which: SQL): Promise<number[]> {
  const chosen = db.select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(which);
  const [removedFiles, , madeStale, , , removed] = await db.batch([
    db
      .delete(fileBox)
      .where(and(eq(fileBox.ownerKind, "INQUIRY"), inArray(fileBox.ownerId, chosen)))
      .returning({ r2Key: fileBox.r2Key }),
    db.delete(inquiryMemo).where(inArray(inquiryMemo.inquiryId, chosen)),
    // A visit staff made public is on the public calendar's cached answers: they go stale with
    // the change below, as after a calendar write (decision 012). Chosen while still linked.
    bumpVersion(
      db,
      "calendar",
      exists(
        db
          .select({ one: sql`1` })
          .from(calendarEvent)
          .where(and(eq(calendarEvent.calendarYN, "Y"), inArray(calendarEvent.inquiryId, chosen))),
      ),
    ),
    // Before the rows their key points to go. Their visits keep their time and status but not the
    // customer's name, phone and address, which 방문 일정 잡기 wrote into them (decision 138); a
    // new revision, so an edit form opened before cannot save them back and feeds see the change.
    db
      .update(calendarEvent)
      .set({
        title: VISIT_OF_REMOVED_INQUIRY,
        location: null,
        description: null,
        inquiryId: null,
        updateAt: nowLocal(),
        calendarRev: sql`${calendarEvent.calendarRev} + 1`,
        saveKey: null,
      })
      .where(inArray(calendarEvent.inquiryId, chosen)),
    db.delete(mailOutbox).where(inArray(mailOutbox.inquiryId, chosen)),
    db.delete(inquiry).where(which).returning({ inquiryId: inquiry.inquiryId }),
  ]);
  if (madeStale.length > 0) versionsWritten();
  await removeObjects(
    bucket,
    removedFiles.map((f) => f.r2Key),
  );
  return removed.map((r) => r.inquiryId);
}

/**
 * Inquiries per month for the dashboard chart: the last `months` calendar months (Korea time)
 * up to and including the current one, oldest first, months without inquiries as 0; `asCount`
 * is how many of them were A/S requests (decision 096).
 */
export async function countInquiriesByMonth(db: Db, months = 6, now = Date.now()) {
  const current = todayLocal(now).slice(0, 7);
  const keys = Array.from({ length: months }, (_, i) => addMonths(current, i - (months - 1)));
  const rows = await db
    .select({
      month: sql<string>`substr(${inquiry.createAt}, 1, 7)`,
      count: count(),
      asCount: sql<number>`sum(${inquiry.inquiryType} = 'AS')`.mapWith(Number),
    })
    .from(inquiry)
    .where(gte(inquiry.createAt, `${keys[0]}-01T00:00:00`))
    .groupBy(sql`substr(${inquiry.createAt}, 1, 7)`);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return keys.map((m) => ({ month: m, count: byMonth.get(m)?.count ?? 0, asCount: byMonth.get(m)?.asCount ?? 0 }));
}
