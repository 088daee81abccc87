// 개인정보 파기 (decision 077): when an inquiry became 완료 is kept, the detail tells the day it will
// be destroyed, the privacy settings choose the period, and the Cron Trigger destroys what is past
// it: row, memos, files (and their R2 objects), mail and what its visits said of the customer (decision
// 138), audited by id.
import { createScheduledController, env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, calendarEvent, fileBox, inquiry, inquiryMemo, mailOutbox } from "../../db/schema";
import { addDays, addMonthsToDay, nowLocal } from "../../functions/lib/dates";
import { purgeDay, retentionCutoff } from "../../functions/lib/retention";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, call, db, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
const post = (path: string, body: unknown) => callAs(admin, path, json("POST", body));

let count = 0;
/** A public inquiry with one picture attached; answers its id. */
async function sendInquiry(): Promise<number> {
  const title = `보관 기간 문의 ${++count} ${crypto.randomUUID().slice(0, 6)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    content: "창호 교체 견적",
    writer: "김보관",
    tel: "010-2222-3333",
  }))
    form.append(name, value);
  form.append("email", "customer@example.com");
  form.append("files", file(PNG, "현장사진.png", "image/png"));
  const res = await call("/api/inquiry", { method: "POST", body: form });
  expect(res.status).toBe(200);
  const [row] = await db().select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, title));
  return row?.inquiryId ?? 0;
}

const rowOf = async (inquiryId: number) =>
  (await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId)))[0];
const detail = async (inquiryId: number) => {
  const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; doneAt: string | null; purgeOn: string | null };
};
const setStatus = (inquiryId: number, status: string) => post("/api/admin/inquiry/status", { inquiryId, status });
/** Moves when it became 완료 back in time (a year passing, without waiting a year). */
const doneOn = (inquiryId: number, doneAt: string) =>
  db().update(inquiry).set({ doneAt }).where(eq(inquiry.inquiryId, inquiryId));
const runCron = () =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);
const setRetention = async (retentionMonths: number) => {
  const current = (await (await callAs(admin, "/api/admin/settings/privacy")).json()) as { html: string };
  const res = await callAs(admin, "/api/admin/settings/privacy", json("PUT", { html: current.html, retentionMonths }));
  expect(res.status).toBe(200);
};

describe("when an inquiry became 완료", () => {
  it("an answer sets it, a plain memo keeps it, reopening clears it, 완료 by status sets it once", async () => {
    const id = await sendInquiry();
    expect((await rowOf(id))?.doneAt).toBeNull();
    expect((await detail(id)).purgeOn).toBeNull();

    expect((await post("/api/admin/inquiry/memo", { inquiryId: id, content: "전화 드림" })).status).toBe(201);
    expect((await rowOf(id))?.doneAt).toBeNull();
    expect((await post("/api/admin/inquiry/memo", { inquiryId: id, content: "견적 안내", answer: true })).status).toBe(
      201,
    );
    const answered = (await rowOf(id))?.doneAt ?? "";
    expect(answered).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(answered.slice(0, 10)).toBe(nowLocal().slice(0, 10));

    await doneOn(id, "2026-01-15T10:00:00");
    expect((await post("/api/admin/inquiry/memo", { inquiryId: id, content: "추가 메모" })).status).toBe(201);
    expect((await rowOf(id))?.doneAt).toBe("2026-01-15T10:00:00");
    // 완료 again by the status keeps the start.
    expect((await setStatus(id, "완료")).status).toBe(200);
    expect((await rowOf(id))?.doneAt).toBe("2026-01-15T10:00:00");

    expect((await setStatus(id, "처리중")).status).toBe(200);
    expect((await rowOf(id))?.doneAt).toBeNull();
    expect((await detail(id)).purgeOn).toBeNull();
    expect((await setStatus(id, "완료")).status).toBe(200);
    expect((await rowOf(id))?.doneAt?.slice(0, 10)).toBe(nowLocal().slice(0, 10));
  });

  it("the detail names the day it will be destroyed under the privacy settings' period", async () => {
    const id = await sendInquiry();
    expect((await setStatus(id, "완료")).status).toBe(200);
    await doneOn(id, "2026-03-31T18:30:00");
    const shown = await detail(id);
    expect(shown).toMatchObject({ status: "완료", doneAt: "2026-03-31T18:30:00", purgeOn: "2027-04-01" });
    await setRetention(6);
    // 09-31 does not exist: the period ends on 09-30, destroyed from the day after.
    expect((await detail(id)).purgeOn).toBe("2026-10-01");
    await setRetention(12);
  });
});

describe("문의 보관 기간 in the privacy settings", () => {
  it("is 1년 by default, takes 6/12/24/36/60 months, refuses others, and a save without it keeps it", async () => {
    const read = async () =>
      (await (await callAs(admin, "/api/admin/settings/privacy")).json()) as { html: string; retentionMonths: number };
    const before = await read();
    expect(before.retentionMonths).toBe(12);
    await expectJsonError(
      await callAs(admin, "/api/admin/settings/privacy", json("PUT", { html: before.html, retentionMonths: 13 })),
      400,
      /보관 기간은 6개월, 1년, 2년, 3년, 5년 중에서 골라주세요/,
    );
    expect((await read()).retentionMonths).toBe(12);
    await setRetention(36);
    expect((await read()).retentionMonths).toBe(36);
    const res = await callAs(admin, "/api/admin/settings/privacy", json("PUT", { html: before.html }));
    expect(res.status).toBe(200);
    expect((await read()).retentionMonths).toBe(36);
    await setRetention(12);
  });
});

describe("the Cron Trigger destroys inquiries past the period", () => {
  it("takes the row, memos, files and objects, mail and the calendar's link of an expired one; keeps the rest; audits ids", async () => {
    const expired = await sendInquiry();
    const recent = await sendInquiry();
    const open = await sendInquiry();
    // The expired one was answered by mail and had a visit planned.
    const answer = { inquiryId: expired, content: "견적서를 보내드렸습니다.", answer: true, mail: true };
    expect((await post("/api/admin/inquiry/memo", answer)).status).toBe(201);
    const [planned] = await db()
      .insert(calendarEvent)
      .values({ title: "실측 방문", startTime: "2026-02-01T10:00", endTime: "2026-02-01T11:00", inquiryId: expired })
      .returning({ calendarId: calendarEvent.calendarId });
    expect((await setStatus(recent, "완료")).status).toBe(200);
    const today = nowLocal().slice(0, 10);
    // Past a year by a day; a day short of it; the open one is years old but not 완료.
    await doneOn(expired, `${addDays(addMonthsToDay(today, -12), -1)}T12:00:00`);
    await doneOn(recent, `${addMonthsToDay(today, -12)}T00:00:01`);
    await db().update(inquiry).set({ createAt: "2020-01-01T09:00:00" }).where(eq(inquiry.inquiryId, open));

    const keyOf = async (id: number) =>
      (
        await db()
          .select({ key: fileBox.r2Key })
          .from(fileBox)
          .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, id)))
      )[0]?.key;
    const expiredKey = await keyOf(expired);
    expect(expiredKey).toBeTruthy();
    expect(await bucketKeys()).toContain(expiredKey);
    // The company's new-inquiry notice and the answer mailed to the customer.
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, expired))).toHaveLength(2);

    await runCron();

    expect(await rowOf(expired)).toBeUndefined();
    expect(await db().select().from(inquiryMemo).where(eq(inquiryMemo.inquiryId, expired))).toEqual([]);
    expect(await keyOf(expired)).toBeUndefined();
    expect(await bucketKeys()).not.toContain(expiredKey);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, expired))).toEqual([]);
    // The visit stays at its time, without the customer's data (decision 138).
    const [visit] = await db()
      .select()
      .from(calendarEvent)
      .where(eq(calendarEvent.calendarId, planned?.calendarId ?? 0));
    expect(visit).toMatchObject({ title: "방문 일정 (삭제된 문의)", startTime: "2026-02-01T10:00", inquiryId: null });
    await expectJsonError(await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${expired}`), 404);
    // The others stay, with their files.
    expect((await rowOf(recent))?.status).toBe("완료");
    expect(await keyOf(recent)).toBeTruthy();
    expect((await rowOf(open))?.status).toBe("신규");

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUsername, "system"))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit).toMatchObject({ actorId: null, action: "delete", resource: "inquiry", targetId: String(expired) });
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({ reason: "retention", months: 12 });

    // A shorter period reaches the recent one on the next run; nothing else is touched.
    await setRetention(6);
    await runCron();
    expect(await rowOf(recent)).toBeUndefined();
    expect((await rowOf(open))?.status).toBe("신규");
    await setRetention(12);
  });

  it("a run with nothing past the period deletes nothing and writes no audit row", async () => {
    const id = await sendInquiry();
    expect((await setStatus(id, "완료")).status).toBe(200);
    const audits = await db().select().from(auditLog).where(eq(auditLog.actorUsername, "system"));
    await runCron();
    expect((await rowOf(id))?.status).toBe("완료");
    expect(await db().select().from(auditLog).where(eq(auditLog.actorUsername, "system"))).toHaveLength(audits.length);
  });

  it("the cutoff and the announced day agree: destroyed on purgeDay, not the day before", () => {
    for (const [doneAt, months] of [
      ["2026-03-31T23:59:59", 1],
      ["2026-01-31T08:00:00", 1],
      ["2025-02-28T10:00:00", 12],
      ["2024-02-29T10:00:00", 12],
      ["2026-06-15T00:00:00", 60],
    ] as const) {
      const day = purgeDay(doneAt, months);
      const at = (d: string) => Date.parse(`${d}T00:00:00+09:00`);
      expect(doneAt < retentionCutoff(months, at(day)), `${doneAt} on ${day}`).toBe(true);
      expect(doneAt < retentionCutoff(months, at(addDays(day, -1))), `${doneAt} before ${day}`).toBe(false);
    }
  });
});
