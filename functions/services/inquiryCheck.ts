// 내 문의 확인 (decision 071): a customer reads the state of, and the answers to, their own
// inquiries by the phone number and the password they left with them, and adds to one (추가 문의,
// decision 102) with the ticket the lookup gave, without typing the password again.
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, inquiry, inquiryMemo, telDigitsOf } from "../../db/schema";
import { inquiryCheckHash } from "../auth/password";
import { isSealed, seal, unseal } from "../auth/sealed";
import { secretConfigured } from "../auth/secret";
import type { Env } from "../env";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest } from "../lib/errors";
import { sanitizeInquiryHtml } from "../lib/sanitize";
import {
  CHECK_RESULTS_MAX,
  CUSTOMER_NOTE,
  CUSTOMER_NOTE_MESSAGES,
  INQUIRY_CHECK_MESSAGES,
  PHONE_DIGITS_MIN,
  telDigits,
} from "../schemas/inquiryRules";

/** Whether the customer chose a password and reads the answers on 내 문의 확인, as a column. */
export const checkable = sql<boolean>`${inquiry.checkHash} IS NOT NULL`.mapWith(Boolean);

/** Who the customer proved to be: their number's digits and the hash of their password. */
export interface InquiryOwner {
  digits: string;
  checkHash: string;
}

/** A customer's inquiries by the digits of their number and the hash of their password. */
export const ownInquiries = (db: Db, { digits, checkHash }: InquiryOwner) =>
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

/** The owner a number and a password name (one derivation), or null for a number too short to be a phone. */
export async function ownerOf(tel: string, password: string): Promise<InquiryOwner | null> {
  const digits = telDigits(tel);
  if (digits.length < PHONE_DIGITS_MIN) return null;
  return { digits, checkHash: await inquiryCheckHash(password, digits) };
}

/**
 * The newest inquiries of that owner, each with what the customer may read of its history, oldest
 * first: the answers, and their own 추가 문의 (staff's other memos stay internal). One batch of
 * indexed reads, whatever the number has.
 */
export async function listOwnInquiries(db: Db, owner: InquiryOwner) {
  const mine = ownInquiries(db, owner);
  const mineIds = mine.as("mine");
  const mineInquiryIds = db.select({ inquiryId: mineIds.inquiryId }).from(mineIds);
  const [found, replies, noteFiles] = await db.batch([
    mine,
    db
      .select({
        memoId: inquiryMemo.memoId,
        inquiryId: inquiryMemo.inquiryId,
        content: inquiryMemo.content,
        createAt: inquiryMemo.createAt,
        fromCustomer: inquiryMemo.fromCustomer,
      })
      .from(inquiryMemo)
      .where(
        and(
          inArray(inquiryMemo.inquiryId, mineInquiryIds),
          or(eq(inquiryMemo.isAnswer, true), eq(inquiryMemo.fromCustomer, true)),
        ),
      )
      .orderBy(asc(inquiryMemo.memoId)),
    // The names of the files sent with their notes (decision 103); the files stay with staff.
    db
      .select({ memoId: fileBox.memoId, fileOrgName: fileBox.fileOrgName })
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, "INQUIRY"), inArray(fileBox.ownerId, mineInquiryIds), isNotNull(fileBox.memoId)))
      .orderBy(asc(fileBox.fileBoxId)),
  ] as const);
  return found.map((f) => ({
    ...f,
    // As the back office shows it: rows stored under older rules get today's.
    content: sanitizeInquiryHtml(f.content),
    thread: replies
      .filter((r) => r.inquiryId === f.inquiryId)
      .map(({ memoId, content, createAt, fromCustomer }) => ({
        content,
        createAt,
        fromCustomer,
        files: noteFiles.filter((n) => n.memoId === memoId).map((n) => n.fileOrgName),
      })),
  }));
}

export type OwnInquiry = Awaited<ReturnType<typeof listOwnInquiries>>[number];

const TICKET_PURPOSE = "inquiry-check-ticket";

/** The key material of tickets: never a guessable one (as access tokens, functions/auth/tokens.ts). */
function ticketSecret(env: Pick<Env, "JWT_SECRET">): string {
  if (!secretConfigured(env)) throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  return env.JWT_SECRET ?? "";
}

/**
 * What the page keeps after a lookup so that the customer can add to an inquiry without typing
 * the password again: the owner, sealed (AES-GCM under a key of its own; the customer cannot read
 * or change it), valid for `CUSTOMER_NOTE.ticketMinutes`.
 */
export function ownerTicket(env: Pick<Env, "JWT_SECRET">, owner: InquiryOwner, now = Date.now()): Promise<string> {
  const expires = now + CUSTOMER_NOTE.ticketMinutes * 60_000;
  return seal(ticketSecret(env), TICKET_PURPOSE, "", JSON.stringify({ ...owner, expires }));
}

/** The owner a ticket names; an expired, altered or unsealed one is refused with the same message. */
export async function ticketOwner(
  env: Pick<Env, "JWT_SECRET">,
  ticket: string,
  now = Date.now(),
): Promise<InquiryOwner> {
  // unseal passes plain values through (for rows stored before sealing): a ticket must be sealed.
  const plain = isSealed(ticket) ? await unseal(ticketSecret(env), TICKET_PURPOSE, "", ticket) : null;
  const parsed = plain ? (JSON.parse(plain) as Partial<InquiryOwner & { expires: number }>) : null;
  if (!parsed?.digits || !parsed.checkHash || !parsed.expires || parsed.expires < now)
    throw badRequest(CUSTOMER_NOTE_MESSAGES.expired);
  return { digits: parsed.digits, checkHash: parsed.checkHash };
}

/** The inquiry of the 추가 문의 a page's key stored (decision 108), by its unique index. */
export async function noteInquiryBySendKey(db: Db, sendKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ inquiryId: inquiryMemo.inquiryId })
    .from(inquiryMemo)
    .where(eq(inquiryMemo.sendKey, sendKey));
  return row?.inquiryId;
}

/**
 * Adds the customer's 추가 문의 to one of their inquiries, as a memo marked as theirs, with the files
 * sent with it as the inquiry's attachments naming that memo (decision 103). The inquiry is unread
 * again, and a closed one is open again (처리중, its retention period cleared, decision 077), in one
 * batch. Refused for an inquiry that is not theirs (read like a lookup that finds nothing) and past
 * `CUSTOMER_NOTE.perInquiry` notes.
 */
export async function addCustomerNote(
  db: Db,
  owner: InquiryOwner,
  inquiryId: number,
  note: string,
  files: readonly StoredUpload[] = [],
  sendKey: string | null = null,
): Promise<void> {
  const own = and(
    eq(inquiry.inquiryId, inquiryId),
    eq(telDigitsOf(inquiry.tel), owner.digits),
    eq(inquiry.checkHash, owner.checkHash),
  );
  const [found] = await db
    .select({
      writer: inquiry.writer,
      // Counted on the (inquiry, memo) index; table names written out, as Drizzle writes columns bare here.
      notes: sql<number>`(SELECT count(*) FROM ${inquiryMemo} WHERE ${inquiryMemo}.inquiry_id = ${inquiry}.inquiry_id AND ${inquiryMemo}.from_customer = 1)`,
    })
    .from(inquiry)
    .where(own);
  if (!found) throw badRequest(INQUIRY_CHECK_MESSAGES.notFound);
  if ((found.notes ?? 0) >= CUSTOMER_NOTE.perInquiry) throw badRequest(CUSTOMER_NOTE_MESSAGES.limit);
  const now = nowLocal();
  await db.batch([
    db.insert(inquiryMemo).values({
      inquiryId,
      content: note,
      fromCustomer: true,
      writer: found.writer?.trim() || "고객",
      createAt: now,
      sendKey,
    }),
    // The batch is one serialized transaction, so the newest memo is the one just inserted.
    ...files.map((f) =>
      db.insert(fileBox).values({
        ...claimedFile(f),
        ownerKind: "INQUIRY" as const,
        ownerId: inquiryId,
        memoId: sql`(SELECT max(${inquiryMemo.memoId}) FROM ${inquiryMemo})`,
        fileRegDate: now,
      }),
    ),
    ...(files.length > 0 ? [releaseClaimed(db, files)] : []),
    db
      .update(inquiry)
      .set({
        readAt: null,
        updateAt: now,
        status: sql`CASE WHEN ${inquiry.status} = '완료' THEN '처리중' ELSE ${inquiry.status} END`,
        doneAt: null,
      })
      .where(own),
  ]);
}
