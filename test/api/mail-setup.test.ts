// Mail without a mail service (decision 120): answers and 담당 배정 say the mail waits, the
// inquiry's history says why it is not on its way, the dashboard's call says so with the count,
// and the Cron Trigger tells the operator. With one (a send_email binding) they leave as before.
import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inquiry, mailOutbox, users } from "../../db/schema";
import type { Env } from "../../functions/env";
import worker from "../../functions/worker";
import { type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { callWith, db, request, seedDatabase } from "../fixtures";

const WAITING =
  "답변이 등록되고 완료 처리되었습니다. 메일 발송이 설정되지 않아 답변 메일은 보내지 않고 대기합니다. 고객에게 직접 연락해주세요.";
const MAILED = "답변이 등록되고 완료 처리되었습니다. 고객 이메일로 답변을 보냅니다.";

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});
afterEach(() => vi.restoreAllMocks());

/** A send_email binding standing in for Cloudflare Email: what it was given. */
function mailService() {
  const sent: { to: string[]; subject: string }[] = [];
  const MAIL = { send: async (m: { to: string[]; subject: string }) => void sent.push(m) } as unknown as SendEmail;
  return { sent, bindings: { MAIL } as Partial<Env> };
}

/** The admin API as the signed-in administrator, with some bindings replaced (none: no mail service). */
function asAdmin(path: string, bindings: Partial<Env> = {}, body?: unknown) {
  const headers = new Headers({ Authorization: admin.authorization });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const init = body === undefined ? {} : { method: "POST", body: JSON.stringify(body) };
  return callWith(request(path, { ...init, headers }), bindings);
}

async function addInquiry(title: string) {
  const [row] = await db()
    .insert(inquiry)
    .values({
      title,
      content: "<p>창틀 교체 문의</p>",
      writer: "김고객",
      tel: "010-2222-3333",
      email: "kim@example.com",
    })
    .returning({ inquiryId: inquiry.inquiryId });
  return row?.inquiryId ?? 0;
}

type Detail = { mailConfigured: boolean; memos: { mailStatus: string | null; mailTo: string | null }[] };
type Dashboard = { count: number; waiting: number; configured: boolean };

describe("without a mail service", () => {
  it("an answer says its mail waits, and the history and the dashboard say the same", async () => {
    await db().delete(mailOutbox);
    const inquiryId = await addInquiry("메일 설정 없이 답변");
    const res = await asAdmin(
      "/api/admin/inquiry/memo",
      {},
      { inquiryId, content: "내일 방문드립니다.", answer: true, mail: true },
    );
    expect(res.status).toBe(201);
    expect(await res.text()).toBe(WAITING);

    const detail = (await (await asAdmin(`/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).json()) as Detail;
    expect(detail.mailConfigured).toBe(false);
    // Kept: it leaves once a mail service is set.
    expect(detail.memos.map((m) => [m.mailStatus, m.mailTo])).toEqual([["PENDING", "kim@example.com"]]);

    const dashboard = (await (await asAdmin("/api/admin/inquiry/mail-failures")).json()) as Dashboard;
    expect(dashboard).toMatchObject({ count: 0, waiting: 1, configured: false });
  });

  it("a 담당 배정 says its mail waits", async () => {
    const [other] = await db()
      .insert(users)
      .values({
        username: "setup-staff@example.com",
        name: "설치기사",
        role: "ROLE_USER",
        userMail: "setup-staff@example.com",
        passwordHash: "x",
        passwordSalt: "x",
      })
      .returning({ usersId: users.usersId });
    const inquiryId = await addInquiry("메일 설정 없이 담당 배정");
    const res = await asAdmin("/api/admin/inquiry/assignee", {}, { inquiryId, usersId: other?.usersId });
    expect(await res.text()).toBe(
      "담당자가 지정되었습니다. 메일 발송이 설정되지 않아 알림 메일은 보내지 않고 대기합니다.",
    );
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
    expect(queued.map((m) => [m.kind, m.status])).toEqual([["ASSIGNED", "PENDING"]]);
  });

  it("the Cron Trigger tells the operator how many mails wait, and sends nothing", async () => {
    const waiting = await db().select().from(mailOutbox).where(eq(mailOutbox.status, "PENDING"));
    expect(waiting.length).toBeGreaterThan(0);
    const warn = vi.spyOn(console, "warn");
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" });
    await worker.scheduled(controller, { ...(env as Env) });
    expect(warn.mock.calls.map((a) => String(a[0]))).toContain(
      `[mail] cron: no mail service configured, ${waiting.length} mail(s) waiting`,
    );
    const after = await db().select().from(mailOutbox).where(eq(mailOutbox.status, "PENDING"));
    expect(after.map((m) => [m.id, m.attempts])).toEqual(waiting.map((m) => [m.id, m.attempts]));
  });
});

describe("with a mail service", () => {
  it("an answer leaves after the response and the history says it was sent", async () => {
    await db().delete(mailOutbox);
    const { sent, bindings } = mailService();
    const inquiryId = await addInquiry("메일 설정 후 답변");
    const res = await asAdmin("/api/admin/inquiry/memo", bindings, {
      inquiryId,
      content: "견적서를 보내드립니다.",
      answer: true,
      mail: true,
    });
    expect(await res.text()).toBe(MAILED);
    expect(sent.map((m) => m.to)).toEqual([["kim@example.com"]]);

    const detail = (await (
      await asAdmin(`/api/admin/inquiry/detail?inquiryId=${inquiryId}`, bindings)
    ).json()) as Detail;
    expect(detail.mailConfigured).toBe(true);
    expect(detail.memos.map((m) => m.mailStatus)).toEqual(["SENT"]);
    const dashboard = (await (await asAdmin("/api/admin/inquiry/mail-failures", bindings)).json()) as Dashboard;
    expect(dashboard).toMatchObject({ count: 0, waiting: 0, configured: true });
  });

  it("다시 보내기 sends a mail that gave up at once", async () => {
    const { sent, bindings } = mailService();
    const inquiryId = await addInquiry("반송 후 메일 설정");
    await asAdmin(
      "/api/admin/inquiry/memo",
      {},
      { inquiryId, content: "부품이 입고되었습니다.", answer: true, mail: true },
    );
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
    await db()
      .update(mailOutbox)
      .set({ status: "FAILED", attempts: 6 })
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    const res = await asAdmin("/api/admin/inquiry/mail-retry", bindings, { mailId: mail?.id });
    expect(await res.text()).toBe("메일을 다시 보냅니다.");
    expect(sent.map((m) => m.to)).toEqual([["kim@example.com"]]);
    const [after] = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
    expect(after?.status).toBe("SENT");
  });

  it("the Cron Trigger says nothing of waiting mail", async () => {
    const warn = vi.spyOn(console, "warn");
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" });
    await worker.scheduled(controller, { ...(env as Env), ...mailService().bindings });
    expect(warn.mock.calls.some((a) => String(a[0]).includes("no mail service"))).toBe(false);
  });
});
