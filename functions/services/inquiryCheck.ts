// 내 문의 확인 (decision 071): a customer reads the state of, and the answers to, their own
// inquiries by the phone number and the password they left with them.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiry, inquiryMemo, telDigitsOf } from "../../db/schema";
import { inquiryCheckHash } from "../auth/password";
import { sanitizeInquiryHtml } from "../lib/sanitize";
import { CHECK_RESULTS_MAX, PHONE_DIGITS_MIN, telDigits } from "../schemas/inquiryRules";

/** Whether the customer chose a password and reads the answers on 내 문의 확인, as a column. */
export const checkable = sql<boolean>`${inquiry.checkHash} IS NOT NULL`.mapWith(Boolean);

/** A customer's inquiries by the digits of their number and the hash of their password. */
export const ownInquiries = (db: Db, digits: string, checkHash: string) =>
  db
    .select({
      inquiryId: inquiry.inquiryId,
      title: inquiry.title,
      content: inquiry.content,
      createAt: inquiry.createAt,
      status: inquiry.status,
      inquiryType: inquiry.inquiryType,
    })
    .from(inquiry)
    .where(and(eq(telDigitsOf(inquiry.tel), digits), eq(inquiry.checkHash, checkHash)))
    .orderBy(desc(inquiry.inquiryId))
    .limit(CHECK_RESULTS_MAX);

/**
 * The newest inquiries of that number whose password is this one, each with its answers (memos
 * marked as answers; staff's other memos stay internal), oldest answer first. One derivation and
 * one batch of indexed reads, whatever the number has; a number too short to be a phone finds nothing.
 */
export async function findOwnInquiries(db: Db, tel: string, password: string) {
  const digits = telDigits(tel);
  if (digits.length < PHONE_DIGITS_MIN) return [];
  const checkHash = await inquiryCheckHash(password, digits);
  const mine = ownInquiries(db, digits, checkHash);
  const mineIds = mine.as("mine");
  const [found, answers] = await db.batch([
    mine,
    db
      .select({ inquiryId: inquiryMemo.inquiryId, content: inquiryMemo.content, createAt: inquiryMemo.createAt })
      .from(inquiryMemo)
      .where(
        and(
          inArray(inquiryMemo.inquiryId, db.select({ inquiryId: mineIds.inquiryId }).from(mineIds)),
          eq(inquiryMemo.isAnswer, true),
        ),
      )
      .orderBy(asc(inquiryMemo.memoId)),
  ] as const);
  return found.map((f) => ({
    ...f,
    // As the back office shows it: rows stored under older rules get today's.
    content: sanitizeInquiryHtml(f.content),
    answers: answers.filter((a) => a.inquiryId === f.inquiryId).map(({ content, createAt }) => ({ content, createAt })),
  }));
}

export type OwnInquiry = Awaited<ReturnType<typeof findOwnInquiries>>[number];
