// The new-inquiry notice (decision 011, 019): one outbox row per inquiry addressed to every
// account's mail, delivered after the response and by the Cron Trigger with growing delays, FAILED
// after the last attempt, and the failures the dashboard shows.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { asc, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry, mailOutbox, users } from "../../db/schema";
import type { Env } from "../../functions/env";
import {
  deliverPendingMail,
  MAX_MAIL_ATTEMPTS,
  mailTransport,
  type OutgoingMail,
  queueInquiryNotice,
  retryDelayMs,
} from "../../functions/services/mail";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, file, seedDatabase } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const MINUTE = 60 * 1000;
const RECIPIENTS = "admin@example.com, staff@example.com";
const SECRET_BYTES = "ATTACHMENT-SECRET-7431";

const fields = (title: string) => ({
  title,
  content: "<p>본문 비밀 CONTENT-9921</p>",
  writer: "알림테스트",
  tel: "010-9876-5432",
  email: "visitor@example.net",
  addr: "서울시 중구 세종대로 1",
});

function inquiryForm(title: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields(title))) form.append(name, value);
  const pdf = new TextEncoder().encode(`%PDF-1.4\n% ${SECRET_BYTES}\n%%EOF\n`);
  form.append("files", file(pdf, "견적 자료.pdf", "application/pdf"));
  return form;
}

/** The Worker with extra bindings, and its execution context to wait for waitUntil work. */
async function submitWith(extra: Partial<Env>, title: string) {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/inquiry", { method: "POST", body: inquiryForm(title) });
  const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...extra }, ctx);
  return { res, ctx };
}

async function inquiryIdByTitle(title: string): Promise<number> {
  const [row] = await db().select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, title));
  return row?.inquiryId ?? 0;
}

const outboxFor = (title: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${title}%`))
    .orderBy(asc(mailOutbox.id));

const allNotices = () => db().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** A notice as a test wants it, due now unless told otherwise. */
async function addNotice(values: Partial<typeof mailOutbox.$inferInsert> & { subject: string }) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ recipients: "a@example.com", body: "본문", ...values })
    .returning();
  return row as typeof mailOutbox.$inferSelect;
}

const failing = async () => {
  throw new TypeError("network down");
};

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  // The seeded admin has admin@example.com. Accounts without a usable address get no mail,
  // and an address two accounts share gets it once.
  const account = (username: string, userMail: string | null) => ({
    username,
    name: username,
    passwordHash: "unused",
    passwordSalt: "unused",
    userMail,
  });
  await db()
    .insert(users)
    .values([
      account("staff-a", "staff@example.com"),
      account("staff-b", ""),
      account("staff-c", null),
      account("staff-d", "   "),
      account("staff-e", " ADMIN@example.com "),
      account("staff-f", "not-an-address"),
    ]);
});

describe("queueing: one notice per inquiry", () => {
  it("addresses one PENDING notice to every account: title, writer, time and link, never the attachment", async () => {
    const title = "알림 대상 문의 A";
    const res = await call("/api/inquiry", { method: "POST", body: inquiryForm(title) });
    expect(await res.text()).toBe(DONE);
    const inquiryId = await inquiryIdByTitle(title);
    const [stored] = await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId));
    const rows = await outboxFor(title);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      inquiryId,
      recipients: RECIPIENTS,
      status: "PENDING",
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      sentAt: null,
      subject: `[1:1 문의] ${title}`,
    });
    expect(row?.body).toContain(`제목: ${title}`);
    expect(row?.body).toContain("작성자: 알림테스트");
    expect(row?.body).toContain(`등록 시각: ${stored?.createAt.replace("T", " ")}`);
    expect(row?.body).toContain(`http://localhost:8787/admin/inquiry/${inquiryId}`);
    for (const secret of [SECRET_BYTES, "CONTENT-9921", "010-9876-5432", "visitor@example.net", "견적 자료.pdf"]) {
      expect(row?.body).not.toContain(secret);
      expect(row?.subject).not.toContain(secret);
    }
  });

  it("writes as many rows as inquiries, whatever the number of accounts", async () => {
    await db().delete(mailOutbox);
    const [accounts] = await db().select({ n: count() }).from(users);
    expect(accounts?.n).toBeGreaterThanOrEqual(7);
    for (let i = 1; i <= 10; i++) {
      const res = await call("/api/inquiry", { method: "POST", body: inquiryForm(`팬아웃 문의 ${i}`) });
      expect(res.status).toBe(200);
    }
    const rows = await allNotices();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.inquiryId)).size).toBe(10);
    expect(rows.every((r) => r.recipients === RECIPIENTS)).toBe(true);
  });

  it("queues nothing for an unknown inquiry, and leaves notices PENDING without a transport", async () => {
    await db().delete(mailOutbox);
    expect(mailTransport(env)).toBeUndefined();
    const inquiryId = await inquiryIdByTitle("팬아웃 문의 1");
    expect(await queueInquiryNotice(db(), env, inquiryId)).toBe(2);
    expect(await queueInquiryNotice(db(), env, 999_999)).toBe(0);
    expect(await deliverPendingMail(db(), mailTransport(env))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await allNotices()).map((r) => [r.inquiryId, r.status, r.attempts])).toEqual([[inquiryId, "PENDING", 0]]);
  });

  it("goes with its inquiry when the inquiry is deleted", async () => {
    const inquiryId = await inquiryIdByTitle("팬아웃 문의 1");
    expect(await allNotices()).toHaveLength(1);
    const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await allNotices()).toEqual([]);
  });
});

describe("delivery after the response", () => {
  it("answers before delivery finishes, then sends the notice once to all recipients", async () => {
    await db().delete(mailOutbox);
    const sent: unknown[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const recording = {
      send: async (message: unknown) => {
        await gate;
        sent.push(message);
        return { messageId: `m${sent.length}` };
      },
    };
    const title = "알림 대상 문의 C";
    const { res, ctx } = await submitWith({ MAIL: recording as unknown as SendEmail }, title);
    // The answer is here while the transport is still blocked.
    expect(await res.text()).toBe(DONE);
    expect(sent).toEqual([]);
    release();
    await waitOnExecutionContext(ctx);

    const [row] = await outboxFor(title);
    expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
    expect(row?.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(sent).toEqual([
      {
        from: { name: "한빛창호", email: "noreply@localhost" },
        to: ["admin@example.com", "staff@example.com"],
        subject: row?.subject,
        text: row?.body,
      },
    ]);
  });

  it("keeps the inquiry when delivery throws: the attempt, the error and the next try are recorded", async () => {
    const title = "알림 대상 문의 B";
    const before = Date.now();
    const { res, ctx } = await submitWith({ MAIL: { send: failing } as unknown as SendEmail }, title);
    expect(await res.text()).toBe(DONE);
    await waitOnExecutionContext(ctx);
    expect(await inquiryIdByTitle(title)).toBeGreaterThan(0);
    const [row] = await outboxFor(title);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, sentAt: null, lastError: "TypeError: network down" });
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(before + 5 * MINUTE);
    expect(row?.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
  });

  it("keeps no address in what it records of a failure", async () => {
    await db().delete(mailOutbox);
    await addNotice({ subject: "[1:1 문의] 주소 없는 오류" });
    await deliverPendingMail(db(), async () => {
      throw new Error("550 mailbox unavailable: admin@example.com");
    });
    const [row] = await allNotices();
    expect(row?.lastError).toContain("550 mailbox unavailable");
    expect(row?.lastError).not.toContain("@");
  });
});

describe("retries: exponential backoff, then FAILED", () => {
  it("waits 5, 10, 20, 40 and 80 minutes between attempts", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / MINUTE)).toEqual([5, 10, 20, 40, 80]);
    expect(MAX_MAIL_ATTEMPTS).toBe(6);
  });

  it("tries a failing notice only when it is due, six times in all, and then marks it FAILED", async () => {
    await db().delete(mailOutbox);
    const start = Date.UTC(2025, 0, 1, 0, 0, 0);
    await addNotice({ subject: "[1:1 문의] 계속 실패", nextAttemptAt: start });
    const tries: number[] = [];
    let at = start;
    const transport = async () => {
      tries.push(at);
      throw new TypeError("network down");
    };
    const expected = [0, 5, 15, 35, 75, 155].map((m) => start + m * MINUTE);
    for (const [i, due] of expected.entries()) {
      // A minute early: nothing is tried.
      at = due - MINUTE;
      if (i > 0) expect(await deliverPendingMail(db(), transport, at)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      at = due;
      const last = i === expected.length - 1;
      expect(await deliverPendingMail(db(), transport, at)).toEqual({
        sent: 0,
        retrying: last ? 0 : 1,
        failed: last ? 1 : 0,
      });
    }
    expect(tries).toEqual(expected);
    const [row] = await allNotices();
    expect(row).toMatchObject({ status: "FAILED", attempts: 6, lastError: "TypeError: network down" });
    // FAILED is final: a working transport a day later sends nothing.
    const sent: OutgoingMail[] = [];
    const working = async (m: OutgoingMail) => void sent.push(m);
    expect(await deliverPendingMail(db(), working, start + 24 * 60 * MINUTE)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toEqual([]);
  });

  it("sends a notice that recovers on a later attempt, and never a SENT one again", async () => {
    await db().delete(mailOutbox);
    const now = Date.now();
    await addNotice({ subject: "[1:1 문의] 두 번째에 성공", recipients: "a@example.com, b@example.com" });
    expect(await deliverPendingMail(db(), failing, now)).toMatchObject({ retrying: 1 });
    const sent: OutgoingMail[] = [];
    const working = async (m: OutgoingMail) => void sent.push(m);
    expect(await deliverPendingMail(db(), working, now + 5 * MINUTE)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverPendingMail(db(), working, now + 60 * MINUTE)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual([["a@example.com", "b@example.com"]]);
    expect((await allNotices()).map((r) => [r.status, r.attempts])).toEqual([["SENT", 2]]);
  });

  it("the Cron Trigger delivers what is due", async () => {
    await db().delete(mailOutbox);
    await addNotice({ subject: "[1:1 문의] 크론 발송" });
    await addNotice({ subject: "[1:1 문의] 아직 아님", nextAttemptAt: Date.now() + 60 * MINUTE });
    const sent: unknown[] = [];
    const binding = { send: async (m: unknown) => void sent.push(m) } as unknown as SendEmail;
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" });
    await worker.scheduled(controller, { ...env, MAIL: binding });
    expect((await allNotices()).map((r) => [r.subject, r.status])).toEqual([
      ["[1:1 문의] 크론 발송", "SENT"],
      ["[1:1 문의] 아직 아님", "PENDING"],
    ]);
    expect(sent).toHaveLength(1);
  });
});

describe("GET /api/admin/inquiry/mail-failures (dashboard)", () => {
  it("counts FAILED notices and names their inquiries, newest first", async () => {
    await db().delete(mailOutbox);
    const empty = await callAs(admin, "/api/admin/inquiry/mail-failures");
    expect(empty.status).toBe(200);
    // No mail service in tests (decision 120): said, with what waits.
    expect(await empty.json()).toEqual({ count: 0, notices: [], waiting: 0, configured: false });

    const first = await inquiryIdByTitle("팬아웃 문의 2");
    const second = await inquiryIdByTitle("팬아웃 문의 3");
    await addNotice({ subject: "s", inquiryId: first, status: "FAILED", attempts: 6 });
    await addNotice({ subject: "s", inquiryId: second, status: "FAILED", attempts: 6 });
    await addNotice({ subject: "s", inquiryId: second, status: "SENT", attempts: 1 });
    await addNotice({ subject: "s", inquiryId: first, status: "PENDING", attempts: 2 });
    const res = await callAs(admin, "/api/admin/inquiry/mail-failures");
    const body = (await res.json()) as {
      count: number;
      waiting: number;
      notices: { inquiryId: number; title: string }[];
    };
    expect(body.count).toBe(2);
    // The one still PENDING.
    expect(body.waiting).toBe(1);
    expect(body.notices.map((n) => [n.inquiryId, n.title, (n as { attempts?: number }).attempts])).toEqual([
      [second, "팬아웃 문의 3", 6],
      [first, "팬아웃 문의 2", 6],
    ]);
  });

  it("is behind the admin guard", async () => {
    expect((await call("/api/admin/inquiry/mail-failures")).status).toBe(401);
  });
});

describe("HTTP mail API transport", () => {
  it("posts one JSON mail to all recipients when MAIL_API_URL and MAIL_API_KEY are set (the MAIL binding wins)", async () => {
    const requests: Request[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response(requests.length === 1 ? "{}" : "rejected", { status: requests.length === 1 ? 200 : 500 });
    }) as typeof fetch;
    const httpEnv = {
      ...env,
      MAIL_API_URL: "https://mail.example.test/emails",
      MAIL_API_KEY: "test-key",
      MAIL_FROM: "notice@company.example",
    };
    const send = mailTransport(httpEnv, fetcher);
    if (!send) throw new Error("expected an HTTP transport");
    await send({
      senderName: "한빛창호",
      to: ["admin@example.com", "staff@example.com"],
      subject: "[1:1 문의] 제목",
      text: "본문",
    });
    const [request] = requests;
    expect(request?.url).toBe("https://mail.example.test/emails");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("authorization")).toBe("Bearer test-key");
    expect(await request?.json()).toEqual({
      from: "한빛창호 <notice@company.example>",
      to: ["admin@example.com", "staff@example.com"],
      subject: "[1:1 문의] 제목",
      text: "본문",
    });
    await expect(send({ senderName: "한빛창호", to: ["admin@example.com"], subject: "s", text: "t" })).rejects.toThrow(
      /500/,
    );

    const viaBinding: unknown[] = [];
    const binding = { send: async (m: unknown) => void viaBinding.push(m) } as unknown as SendEmail;
    const mail = { senderName: "한빛창호", to: ["a@example.com"], subject: "s", text: "t" };
    await mailTransport({ ...httpEnv, MAIL: binding }, fetcher)?.(mail);
    expect(viaBinding).toEqual([
      { from: { name: "한빛창호", email: "notice@company.example" }, to: ["a@example.com"], subject: "s", text: "t" },
    ]);
    expect(requests).toHaveLength(2);
  });
});
