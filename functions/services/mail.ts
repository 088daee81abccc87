// New-inquiry notices. The request writes one mail_outbox row per inquiry, addressed to every
// account's mail at once; delivery runs after the response (waitUntil) and on a Cron Trigger, with
// growing delays between attempts, and never fails or delays the visitor's inquiry. Without a
// configured transport (local, tests) the rows simply stay PENDING: the outbox is the local mailbox.
// The recipients are the settings' alert address when set, else every account (decision 030).
import { and, asc, count, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiry, mailOutbox, users } from "../../db/schema";
import type { Env } from "../env";
import { nowLocal } from "../lib/dates";
import { logError } from "../lib/log";
import { htmlToText, type InquiryType } from "../schemas/inquiryRules";
import { inList } from "./dbUtil";
import { readSetting } from "./settings";

/** After this many failed attempts a notice is FAILED and no longer retried. */
export const MAX_MAIL_ATTEMPTS = 6;
const RETRY_BASE_MS = 5 * 60 * 1000;

/** The wait after failed attempt n: 5, 10, 20, 40, 80 minutes (the cron runs every 5 minutes). */
export const retryDelayMs = (attempt: number) => RETRY_BASE_MS * 2 ** (attempt - 1);
/** Rows tried per delivery run; the rest wait for the next run. */
const DELIVERY_BATCH = 50;

export interface OutgoingMail {
  /** The sender's display name: the company name of the settings. */
  senderName: string;
  to: string[];
  subject: string;
  text: string;
}

/** Sends one mail or throws; the sender address is the transport's concern. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

type MailEnv = Pick<Env, "MAIL" | "MAIL_API_URL" | "MAIL_API_KEY" | "MAIL_FROM" | "SITE_URL">;

function senderAddress(env: MailEnv): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  let host = "localhost";
  try {
    host = new URL(env.SITE_URL).hostname;
  } catch {
    // A malformed SITE_URL still leaves a usable sender.
  }
  return `noreply@${host}`;
}

/**
 * The configured transport: a `send_email` binding named MAIL (Cloudflare Email), else an HTTP
 * mail API (MAIL_API_URL + MAIL_API_KEY, Resend-style JSON), else none.
 */
export function mailTransport(env: MailEnv, fetcher: typeof fetch = fetch): MailTransport | undefined {
  const email = senderAddress(env);
  const binding = env.MAIL;
  if (binding) {
    return async (mail) => {
      const from = { name: mail.senderName, email };
      await binding.send({ from, to: mail.to, subject: mail.subject, text: mail.text });
    };
  }
  const url = env.MAIL_API_URL;
  const key = env.MAIL_API_KEY;
  if (url && key) {
    return async (mail) => {
      const res = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
        body: JSON.stringify({
          from: `${mail.senderName} <${email}>`,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        }),
      });
      // The response body is not kept: it may echo the recipient.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`메일 API가 ${res.status} 상태로 응답했습니다.`);
    };
  }
  return undefined;
}

/** Whether mails leave at all (decision 120): without a transport they wait in the outbox. */
export const mailConfigured = (env: MailEnv) => mailTransport(env) !== undefined;

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export interface InquirySummary {
  inquiryId: number;
  title: string;
  writer: string | null;
  createAt: string;
  // Absent in mails that do not say which (the assignment mail).
  inquiryType?: InquiryType;
}

/**
 * The notice for one new inquiry: title, writer, time and a link to the admin screen. Never the
 * content, contact details or attachments: those stay behind the admin login.
 */
export function composeInquiryNotice(site: { name: string; url: string }, q: InquirySummary, followUp?: FollowUp) {
  // An A/S request (decision 096) says so first, so whoever handles repairs sees it in the inbox.
  const kind = q.inquiryType === "AS" ? "A/S 문의" : "1:1 문의";
  // A customer's 추가 문의 (decision 102) on an inquiry staff may have closed.
  if (followUp)
    return {
      subject: `[추가 문의] ${oneLine(q.title, 100)}`,
      text: [
        `${site.name} 홈페이지의 내 문의 확인에서 고객이 ${kind}에 추가 문의를 남겼습니다.${followUp.files > 0 ? ` 첨부파일 ${followUp.files}개가 함께 왔습니다.` : ""}`,
        "",
        ...summaryLines(site, q),
      ].join("\n"),
    };
  return {
    subject: `[${kind}] ${oneLine(q.title, 100)}`,
    text: [`${site.name} 홈페이지에 새 ${kind}가 등록되었습니다.`, "", ...summaryLines(site, q)].join("\n"),
  };
}

/** A customer's 추가 문의 (decision 102), and how many files came with it (decision 103). */
export interface FollowUp {
  files: number;
}

/** The mail telling an account it is an inquiry's 담당자 now: who chose it, the inquiry, its link. */
export function composeAssignmentMail(
  site: { name: string; url: string },
  q: InquirySummary,
  people: { by: string; to: string },
) {
  return {
    subject: `[담당 배정] ${oneLine(q.title, 100)}`,
    text: [
      `${oneLine(people.to, 50)}님, ${oneLine(people.by, 50)}님이 ${site.name} 1:1 문의의 담당자로 지정했습니다.`,
      "",
      ...summaryLines(site, q),
    ].join("\n"),
  };
}

/** What staff mails say of an inquiry: title, writer, time and the admin link, nothing personal. */
function summaryLines(site: { url: string }, q: InquirySummary): string[] {
  return [
    `제목: ${oneLine(q.title, 200)}`,
    `작성자: ${q.writer ? oneLine(q.writer, 50) : "(입력 안 함)"}`,
    `등록 시각: ${q.createAt.replace("T", " ")}`,
    "",
    "문의 내용과 연락처, 첨부파일은 관리자 페이지에서 확인해주세요.",
    `${site.url.replace(/\/+$/, "")}/admin/inquiry/${q.inquiryId}`,
  ];
}

export const MAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/;

export interface AnsweredInquiry {
  title: string;
  writer: string | null;
  /** The inquiry's stored HTML. */
  content: string;
  /** The customer chose a password for 내 문의 확인 (decision 071). */
  checkable: boolean;
}

/**
 * An answer for the customer (decision 052): the answer as staff wrote it, then what they asked,
 * as plain text, and how to reach the company again. The subject is one line (no header breaks).
 */
export function composeAnswerMail(
  site: { name: string; url: string; phone: string },
  q: AnsweredInquiry,
  answer: string,
) {
  const asked = htmlToText(q.content);
  const home = site.url.replace(/\/+$/, "");
  return {
    subject: `[${oneLine(site.name, 50)}] 문의하신 "${oneLine(q.title, 80)}"에 답변드립니다`,
    text: [
      `${q.writer ? oneLine(q.writer, 50) : "고객"}님, 안녕하세요. ${site.name}입니다.`,
      "문의하신 내용에 답변드립니다.",
      "",
      "[답변]",
      answer.replace(/\r\n?/g, "\n").trim(),
      "",
      "[문의하신 내용]",
      `제목: ${oneLine(q.title, 200)}`,
      asked.length > 2000 ? `${asked.slice(0, 1999)}…` : asked,
      "",
      `더 궁금하신 점은 전화(${site.phone})나 홈페이지의 1:1 문의로 연락해 주세요.`,
      `${home}/inquiryForm`,
      "",
      ...(q.checkable
        ? [
            "이 답변은 홈페이지의 ‘내 문의 확인’에서 연락처와 문의 확인 비밀번호로 다시 보실 수 있고, 추가 문의와 사진도 남기실 수 있습니다.",
            `${home}/inquiryCheck`,
            "",
          ]
        : []),
      "이 메일은 발신 전용입니다.",
    ].join("\n"),
  };
}

/**
 * Writes one PENDING notice for the inquiry, addressed to the settings' alert address, or without
 * one to every distinct usable userMail. Never
 * throws: a failure is logged (without personal data) and the inquiry stands. Returns the number
 * of recipients.
 */
export async function queueInquiryNotice(
  db: Db,
  env: Pick<Env, "SITE_URL">,
  inquiryId: number,
  /** A customer's 추가 문의 on it rather than the inquiry itself (decision 102). */
  followUp?: FollowUp,
): Promise<number> {
  try {
    const company = await readSetting(db, "company");
    const [[row], accounts] = await db.batch([
      db
        .select({
          inquiryId: inquiry.inquiryId,
          title: inquiry.title,
          writer: inquiry.writer,
          createAt: inquiry.createAt,
          inquiryType: inquiry.inquiryType,
        })
        .from(inquiry)
        .where(eq(inquiry.inquiryId, inquiryId)),
      db.select({ userMail: users.userMail }).from(users).orderBy(asc(users.usersId)),
    ]);
    if (!row) return 0;
    const seen = new Set<string>();
    const recipients: string[] = [];
    const addresses = company.alertEmail ? [{ userMail: company.alertEmail }] : accounts;
    for (const { userMail } of addresses) {
      const address = userMail?.trim() ?? "";
      if (!MAIL_ADDRESS.test(address) || seen.has(address.toLowerCase())) continue;
      seen.add(address.toLowerCase());
      recipients.push(address);
    }
    if (recipients.length === 0) return 0;
    const { subject, text } = composeInquiryNotice({ name: company.name, url: env.SITE_URL }, row, followUp);
    await db.insert(mailOutbox).values({
      inquiryId,
      recipients: recipients.join(", "),
      subject,
      body: text,
      status: "PENDING",
      createAt: nowLocal(),
    });
    return recipients.length;
  } catch (error) {
    logError("mail", `queueing the notice for inquiry ${inquiryId}`, error);
    return 0;
  }
}

/**
 * 담당 배정 (decision 068): tells an account that someone else made it an inquiry's 담당자, with
 * what the new-inquiry notice shows (never the content or contact details). Never throws: the
 * assignment stands without its mail. Returns whether a mail was queued.
 */
export async function queueAssignmentMail(
  db: Db,
  env: Pick<Env, "SITE_URL">,
  q: InquirySummary,
  actorId: number,
  assigneeId: number,
): Promise<boolean> {
  try {
    const [company, accounts] = await Promise.all([
      readSetting(db, "company"),
      db
        .select({ usersId: users.usersId, name: users.name, userMail: users.userMail })
        .from(users)
        .where(inList(users.usersId, [actorId, assigneeId])),
    ]);
    const actor = accounts.find((a) => a.usersId === actorId);
    const assignee = accounts.find((a) => a.usersId === assigneeId);
    const address = assignee?.userMail?.trim() ?? "";
    if (!assignee || !MAIL_ADDRESS.test(address)) return false;
    const { subject, text } = composeAssignmentMail({ name: company.name, url: env.SITE_URL }, q, {
      by: actor?.name ?? "다른 관리자",
      to: assignee.name,
    });
    await db.insert(mailOutbox).values({
      inquiryId: q.inquiryId,
      kind: "ASSIGNED",
      recipients: address,
      subject,
      body: text,
      status: "PENDING",
      createAt: nowLocal(),
    });
    return true;
  } catch (error) {
    logError("mail", `queueing the assignment of inquiry ${q.inquiryId}`, error);
    return false;
  }
}

/** What is kept of a transport failure: no addresses, bounded length. */
function describeFailure(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[^\s@<>"']+@[^\s@<>"']+/g, "[주소]").slice(0, 300);
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again on the next run. */
  retrying: number;
  /** Failed for the last time (MAX_MAIL_ATTEMPTS reached). */
  failed: number;
}

/**
 * Tries every PENDING notice that is due (oldest first, at most DELIVERY_BATCH) once. Each attempt
 * is counted, and the next one scheduled, before sending: concurrent runs never send a notice
 * twice and a run cut short still waits its turn. Never throws: meant for `waitUntil` and the cron.
 */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport | undefined,
  now = Date.now(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (!transport) return report;
  try {
    const pending = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "PENDING"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(DELIVERY_BATCH);
    if (pending.length === 0) return report;
    const senderName = (await readSetting(db, "company")).name;
    for (const mail of pending) {
      const attempt = mail.attempts + 1;
      const [claimed] = await db
        .update(mailOutbox)
        .set({ attempts: attempt, nextAttemptAt: now + retryDelayMs(attempt) })
        .where(
          and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "PENDING"), eq(mailOutbox.attempts, mail.attempts)),
        )
        .returning({ id: mailOutbox.id });
      if (!claimed) continue; // another run has it
      try {
        await transport({ senderName, to: mail.recipients.split(", "), subject: mail.subject, text: mail.body });
        await db
          .update(mailOutbox)
          .set({ status: "SENT", sentAt: nowLocal(now), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        report.sent += 1;
      } catch (error) {
        const final = attempt >= MAX_MAIL_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({ lastError: describeFailure(error), ...(final && { status: "FAILED" as const }) })
          .where(eq(mailOutbox.id, mail.id));
        logError("mail", `outbox ${mail.id}: attempt ${attempt}`, error);
        if (final) report.failed += 1;
        else report.retrying += 1;
      }
    }
  } catch (error) {
    logError("mail", "delivery run", error);
  }
  return report;
}

/**
 * Gives a mail that gave up (FAILED) a new round of attempts: PENDING, no attempts, due now. The
 * caller starts a delivery. Returns the mail's inquiry when retried; "unknown" when there is no
 * such mail, "not-failed" when it is still being tried or was sent (a double click must not send
 * it twice).
 */
export async function retryFailedMail(
  db: Db,
  id: number,
): Promise<{ inquiryId: number | null } | "unknown" | "not-failed"> {
  const [retried] = await db
    .update(mailOutbox)
    .set({ status: "PENDING", attempts: 0, nextAttemptAt: 0 })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "FAILED")))
    .returning({ inquiryId: mailOutbox.inquiryId });
  if (retried) return retried;
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return exists ? "not-failed" : "unknown";
}

/** Mails not sent yet (PENDING), on the outbox's status index. */
const waitingMail = (db: Db) => db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "PENDING"));

export async function countWaitingMail(db: Db): Promise<number> {
  const [row] = await waitingMail(db);
  return row?.n ?? 0;
}

/**
 * Dashboard: how many mails gave up (staff notices and answers), the newest with their inquiry's
 * title, and how many wait to be sent (without a transport they wait for good, decision 120).
 */
export async function listFailedNotices(db: Db, limit = 5) {
  const failed = eq(mailOutbox.status, "FAILED");
  const [[total], [pending], notices] = await db.batch([
    db.select({ n: count() }).from(mailOutbox).where(failed),
    waitingMail(db),
    db
      .select({
        id: mailOutbox.id,
        inquiryId: mailOutbox.inquiryId,
        // Set for an answer mailed to the customer (decision 052), null for a staff notice.
        memoId: mailOutbox.memoId,
        kind: mailOutbox.kind,
        title: inquiry.title,
        attempts: mailOutbox.attempts,
        createAt: mailOutbox.createAt,
      })
      .from(mailOutbox)
      .leftJoin(inquiry, eq(inquiry.inquiryId, mailOutbox.inquiryId))
      .where(failed)
      .orderBy(desc(mailOutbox.id))
      .limit(limit),
  ]);
  return { count: total?.n ?? 0, notices, waiting: pending?.n ?? 0 };
}
