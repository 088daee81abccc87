// The back office's inquiry workflow (issue 12, decision 032): the inbox's filters (text, phone,
// status, Korea dates, manufacturer), the count of new inquiries, status changes and memos.
import { and, asc, count, desc, eq, gte, isNull, lte, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiry, inquiryMemo, mailOutbox, telDigitsOf, users } from "../../db/schema";
import type { Env } from "../env";
import { nowLocal } from "../lib/dates";
import { badRequest, notFound } from "../lib/errors";
import { newerMemo } from "../lib/revision";
import { STAFF_SEND_KEY_MESSAGE } from "../lib/sendKey";
import { INQUIRY_ADMIN_MESSAGES, type InquiryFilter } from "../schemas/inquiryAdmin";
import { type InquiryStatus, NOT_DONE } from "../schemas/inquiryRules";
import { accountName } from "./dbUtil";
import { checkable } from "./inquiryCheck";
import { composeAnswerMail, MAIL_ADDRESS, queueAssignmentMail } from "./mail";
import { searchFilter, type TextSearch } from "./search";
import { readSetting } from "./settings";

export const INQUIRY_NOT_FOUND = "문의를 찾을 수 없습니다.";

/** A keyword that is only a phone number as people type it: digits, spaces, dashes, dots, +, (). */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/** Longer than any phone number; keeps the LIKE pattern far below D1's 50 bytes. */
const PHONE_DIGITS_MAX = 20;
const PHONE_DIGITS_MIN = 3;

/** The stored phone number with its separators removed, as SQL. */
const telDigits = telDigitsOf(inquiry.tel);

/** Rows whose phone number contains the keyword's digits, whatever separators either side used. */
export function phoneCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword || !PHONE_LIKE.test(keyword)) return undefined;
  const digits = keyword.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) return undefined;
  return sql`${telDigits} LIKE ${`%${digits}%`}`;
}

/** Still to answer: 신규 or 처리중 (the filter's 미완료, an account's 내 담당). */
const notDone = ne(inquiry.status, "완료");

/** The inbox's filters apart from the keyword. */
const inquiryFilters = (f: InquiryFilter) =>
  and(
    f.status === NOT_DONE ? notDone : f.status ? eq(inquiry.status, f.status) : undefined,
    f.from ? gte(inquiry.createAt, `${f.from}T00:00:00`) : undefined,
    f.to ? lte(inquiry.createAt, `${f.to}T23:59:59`) : undefined,
    f.manuName ? eq(inquiry.manuName, f.manuName) : undefined,
    f.inquiryType ? eq(inquiry.inquiryType, f.inquiryType) : undefined,
    f.assignee === "none" ? isNull(inquiry.assigneeId) : undefined,
    typeof f.assignee === "number" ? eq(inquiry.assigneeId, f.assignee) : undefined,
  );

/**
 * The inbox's keyword search and other filters. A keyword that looks like a phone number also
 * matches the phone column, which the text index does not hold: that search counts without it.
 */
export async function inquirySearch(
  db: Db,
  f: InquiryFilter,
): Promise<{ search: TextSearch; filters: SQL | undefined }> {
  const text = await searchFilter(db, "inquiry", f.searchKeyword);
  const phone = phoneCondition(f.searchKeyword);
  return { search: phone ? { where: or(text.where, phone) } : text, filters: inquiryFilters(f) };
}

/** The WHERE condition of the inbox's filters (and of the CSV export). */
export async function inquiryCondition(db: Db, f: InquiryFilter): Promise<SQL | undefined> {
  const { search, filters } = await inquirySearch(db, f);
  return and(search.where, filters);
}

/**
 * For the sidebar and the dashboard: `count`, the inquiries nobody has taken up yet (신규),
 * `mine`, the account's own that are not 완료 (decision 068), and `newestId`, the latest inquiry's id.
 */
export async function countInquiryQueue(
  db: Db,
  usersId: number,
): Promise<{ count: number; mine: number; newestId: number | null }> {
  const [[fresh], [own], [newest]] = await db.batch([
    db.select({ n: count() }).from(inquiry).where(eq(inquiry.status, "신규")),
    db
      .select({ n: count() })
      .from(inquiry)
      .where(and(eq(inquiry.assigneeId, usersId), notDone)),
    // The back office tells "새 문의" when this grows between two of its polls (decision 072).
    db.select({ id: max(inquiry.inquiryId) }).from(inquiry),
  ]);
  return { count: fresh?.n ?? 0, mine: own?.n ?? 0, newestId: newest?.id ?? null };
}

/** The first opening by staff marks it read; later openings keep that time. */
export const markRead = (db: Db, inquiryId: number) =>
  db
    .update(inquiry)
    .set({ readAt: nowLocal() })
    .where(and(eq(inquiry.inquiryId, inquiryId), isNull(inquiry.readAt)));

/** An inquiry's memos, oldest first; an answer mailed to the customer says where and how it went. */
export const memosOf = (db: Db, inquiryId: number) =>
  db
    .select({
      memoId: inquiryMemo.memoId,
      content: inquiryMemo.content,
      isAnswer: inquiryMemo.isAnswer,
      // A customer's 추가 문의 (decision 102).
      fromCustomer: inquiryMemo.fromCustomer,
      writer: inquiryMemo.writer,
      createAt: inquiryMemo.createAt,
      mailId: mailOutbox.id,
      mailTo: mailOutbox.recipients,
      mailStatus: mailOutbox.status,
    })
    .from(inquiryMemo)
    .leftJoin(mailOutbox, eq(mailOutbox.memoId, inquiryMemo.memoId))
    .where(eq(inquiryMemo.inquiryId, inquiryId))
    .orderBy(asc(inquiryMemo.memoId));

/**
 * The assignee's name as a column of an inquiry row (null when nobody is assigned). Columns named
 * with their tables: in a one-table select Drizzle writes them bare.
 */
export const assigneeName = accountName(sql`${inquiry}.assignee_id`);

/** Every account, by name: anyone signed in to the back office can take an inquiry. */
export const listAssignees = (db: Db) =>
  db.select({ usersId: users.usersId, name: users.name }).from(users).orderBy(asc(users.name), asc(users.usersId));

/**
 * Makes an account the inquiry's 담당자, or nobody (null), for `actorId`. The change is one
 * conditional statement, so an account deleted meanwhile is refused (404) rather than left dangling.
 * Handed to someone else, the new 담당자 is told by mail (when their account has an address).
 * Returns whether a mail was queued.
 */
export async function setInquiryAssignee(
  db: Db,
  env: Pick<Env, "SITE_URL">,
  actorId: number,
  inquiryId: number,
  usersId: number | null,
): Promise<{ mailed: boolean }> {
  const before = await db
    .select({
      assigneeId: inquiry.assigneeId,
      title: inquiry.title,
      writer: inquiry.writer,
      createAt: inquiry.createAt,
    })
    .from(inquiry)
    .where(eq(inquiry.inquiryId, inquiryId))
    .get();
  if (!before) throw notFound(INQUIRY_NOT_FOUND);
  const accountExists =
    usersId === null ? sql`1` : sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.usersId} = ${usersId})`;
  const updated = await db
    .update(inquiry)
    .set({ assigneeId: usersId })
    .where(and(eq(inquiry.inquiryId, inquiryId), accountExists))
    .returning({ inquiryId: inquiry.inquiryId });
  if (updated.length === 0) throw notFound(INQUIRY_ADMIN_MESSAGES.assigneeNotFound);
  if (usersId === null || usersId === actorId || before.assigneeId === usersId) return { mailed: false };
  return { mailed: await queueAssignmentMail(db, env, { inquiryId, ...before }, actorId, usersId) };
}

/** Sets the status; any state may follow any other (a closed inquiry can be reopened). */
export async function setInquiryStatus(db: Db, inquiryId: number, status: InquiryStatus) {
  const updated = await db
    .update(inquiry)
    // 완료 starts the retention period (decision 077), set again to 완료 it keeps its start.
    .set({ status, doneAt: status === "완료" ? sql`coalesce(${inquiry.doneAt}, ${nowLocal()})` : null })
    .where(eq(inquiry.inquiryId, inquiryId))
    .returning({ inquiryId: inquiry.inquiryId });
  if (updated.length === 0) throw notFound(INQUIRY_NOT_FOUND);
}

/**
 * Adds a memo by the signed-in account. An answer closes the inquiry (완료); any other memo on a
 * new one means someone has taken it up (처리중). An answer with `mail` is also queued for the
 * customer's e-mail (decision 052), refused when they left none. The writer becomes the 담당자 of
 * an inquiry that has none. Memo, status and mail are one batch; the screen's key (decision 111)
 * goes with the memo. Returns the memo, and whether a mail was queued.
 */
export async function addInquiryMemo(
  db: Db,
  env: Pick<Env, "SITE_URL">,
  usersId: number,
  input: { inquiryId: number; content: string; answer: boolean; mail: boolean },
  /** The memo history the writer saw (a save's If-Match, decision 074): a newer memo is a 412. */
  allowed?: ReadonlySet<number>,
  sendKey: string | null = null,
): Promise<AddedMemo> {
  const current = await db
    .select({
      status: inquiry.status,
      title: inquiry.title,
      writer: inquiry.writer,
      content: inquiry.content,
      email: inquiry.email,
      checkable,
      // The memo history's revision, read with the inquiry (the (inquiry, memo) index answers it).
      newestMemoId: sql<
        number | null
      >`(SELECT max(${inquiryMemo}.memo_id) FROM ${inquiryMemo} WHERE ${inquiryMemo}.inquiry_id = ${inquiry}.inquiry_id)`,
    })
    .from(inquiry)
    .where(eq(inquiry.inquiryId, input.inquiryId))
    .get();
  if (!current) throw notFound(INQUIRY_NOT_FOUND);
  if (allowed && !allowed.has(current.newestMemoId ?? 0)) {
    // Who wrote the memo the writer did not see, and when: read only for the refusal.
    const [newest] = await db
      .select({ memoId: inquiryMemo.memoId, writer: inquiryMemo.writer, createAt: inquiryMemo.createAt })
      .from(inquiryMemo)
      .where(eq(inquiryMemo.inquiryId, input.inquiryId))
      .orderBy(desc(inquiryMemo.memoId))
      .limit(1);
    throw newerMemo(newest);
  }
  const mailTo = current.email?.trim() ?? "";
  const mailed = input.answer && input.mail;
  if (mailed && !MAIL_ADDRESS.test(mailTo)) throw badRequest(INQUIRY_ADMIN_MESSAGES.noEmail);
  const status: InquiryStatus = input.answer ? "완료" : current.status === "신규" ? "처리중" : current.status;
  const memo = db
    .insert(inquiryMemo)
    .values({
      inquiryId: input.inquiryId,
      content: input.content,
      isAnswer: input.answer,
      usersId,
      writer: accountName(usersId),
      createAt: nowLocal(),
      sendKey,
    })
    .returning({ memoId: inquiryMemo.memoId });
  // Whoever first writes on an inquiry nobody has taken becomes its 담당자 (decision 068).
  const setStatus = db
    .update(inquiry)
    .set({
      status,
      assigneeId: sql`coalesce(${inquiry.assigneeId}, ${usersId})`,
      // An answer starts the retention period again (decision 077); a plain memo leaves it.
      ...(input.answer && { doneAt: nowLocal() }),
    })
    .where(eq(inquiry.inquiryId, input.inquiryId));
  if (!mailed) {
    const [[added]] = await db.batch([memo, setStatus]);
    return { mailed: false, memoId: memoIdOf(added), answer: input.answer };
  }
  const company = await readSetting(db, "company");
  const { subject, text } = composeAnswerMail(
    { name: company.name, url: env.SITE_URL, phone: company.phone },
    current,
    input.content,
  );
  const [[added]] = await db.batch([
    memo,
    // Right after the memo's insert, in the same transaction: its rowid is the memo's id.
    db.insert(mailOutbox).values({
      inquiryId: input.inquiryId,
      memoId: sql`last_insert_rowid()`,
      kind: "ANSWER",
      recipients: mailTo,
      subject,
      body: text,
      status: "PENDING",
      createAt: nowLocal(),
    }),
    setStatus,
  ]);
  return { mailed: true, memoId: memoIdOf(added), answer: true };
}

/** A memo staff added: what its answer says (the memo or answer message) and its revision. */
export interface AddedMemo {
  mailed: boolean;
  memoId: number;
  answer: boolean;
}

/**
 * The staff memo a screen's key stored (decision 111), as it was added: for a memo sent again after
 * its answer was lost. A key of a customer's note or of another inquiry's memo is refused.
 */
export async function staffMemoBySendKey(db: Db, sendKey: string, inquiryId: number): Promise<AddedMemo | undefined> {
  const [row] = await db
    .select({
      memoId: inquiryMemo.memoId,
      inquiryId: inquiryMemo.inquiryId,
      fromCustomer: inquiryMemo.fromCustomer,
      answer: inquiryMemo.isAnswer,
      // Its answer mail, on the outbox's memo index.
      mailed: sql<number>`exists (SELECT 1 FROM ${mailOutbox} WHERE ${mailOutbox}.memo_id = ${inquiryMemo}.memo_id)`,
    })
    .from(inquiryMemo)
    .where(eq(inquiryMemo.sendKey, sendKey));
  if (!row) return undefined;
  if (row.inquiryId !== inquiryId || row.fromCustomer) throw badRequest(STAFF_SEND_KEY_MESSAGE);
  return { memoId: row.memoId, answer: Boolean(row.answer), mailed: Boolean(row.mailed) };
}

function memoIdOf(added: { memoId: number } | undefined): number {
  if (!added) throw new Error("memo insert returned no id");
  return added.memoId;
}
