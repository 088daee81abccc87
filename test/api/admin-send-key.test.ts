// Decision 111: the back office's memo/answer form, 일정 추가 and 방문 일정 잡기 send a key
// (Idempotency-Key) with what they add. Staff on a phone between cells whose answer was lost tap
// 등록 again: the second sending is answered as the first was and stores nothing (one memo, one
// answer mail, one event, one audit row). Without the key, as the spec's client sends, every
// sending is a new one.
import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, calendarEvent, inquiry, inquiryMemo, mailOutbox } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { db, expectJsonError, seedDatabase } from "../fixtures";

const BAD_KEY = "화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

let admin: LoggedIn;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  callAs(admin, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const keyed = (key: string, ifMatch?: string) => ({
  "Idempotency-Key": key,
  ...(ifMatch ? { "If-Match": ifMatch } : {}),
});

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

async function addInquiry(title: string) {
  const [row] = await db()
    .insert(inquiry)
    .values({
      title,
      content: "<p>베란다 샷시 교체 견적 부탁드립니다.</p>",
      writer: "박재전송",
      tel: "010-3333-4444",
      email: "park@example.com",
      createAt: "2026-11-28T09:00:00",
      updateAt: "2026-11-28T09:00:00",
    })
    .returning({ inquiryId: inquiry.inquiryId });
  return row?.inquiryId ?? 0;
}

const memosOf = (inquiryId: number) =>
  db()
    .select({ memoId: inquiryMemo.memoId, content: inquiryMemo.content, isAnswer: inquiryMemo.isAnswer })
    .from(inquiryMemo)
    .where(eq(inquiryMemo.inquiryId, inquiryId));
const mailsOf = async (inquiryId: number) =>
  (await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId)))[0]?.n;
const auditRows = async (resource: string, path: string) =>
  (
    await db()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, resource), like(auditLog.detail, `%"path":"${path}"%`)))
  )[0]?.n ?? 0;

describe("a memo or answer sent again after a lost answer (POST /api/admin/inquiry/memo)", () => {
  it("is answered as the first was: one answer, one mail, the same revision, one audit row", async () => {
    const inquiryId = await addInquiry("답변이 두 번 가면 안 되는 문의");
    const opened = (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).headers.get("ETag") ?? "";
    const body = { inquiryId, content: "다음 주 화요일에 실측 방문드리겠습니다.", answer: true, mail: true };
    const key = crypto.randomUUID();
    const audited = await auditRows("inquiry", "/memo");

    const first = await post("/api/admin/inquiry/memo", body, keyed(key, opened));
    expect(first.status).toBe(201);
    const firstText = await first.text();
    // The screen never saw the first answer, so it sends the history it opened again.
    const again = await post("/api/admin/inquiry/memo", body, keyed(key, opened));
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(firstText);
    expect(firstText).toBe(
      "답변이 등록되고 완료 처리되었습니다. 메일 발송이 설정되지 않아 답변 메일은 보내지 않고 대기합니다. 고객에게 직접 연락해주세요.",
    );
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));

    const memos = await memosOf(inquiryId);
    expect(memos.map((m) => [m.content, m.isAnswer])).toEqual([[body.content, true]]);
    expect(await mailsOf(inquiryId)).toBe(1);
    expect(await auditRows("inquiry", "/memo")).toBe(audited + 1);

    // The next memo on the same screen goes over the revision the repeat gave.
    const next = await post(
      "/api/admin/inquiry/memo",
      { inquiryId, content: "방문 시간 확정" },
      keyed(crypto.randomUUID(), first.headers.get("ETag") ?? ""),
    );
    expect(await next.text()).toBe("메모가 등록되었습니다.");
    expect(await memosOf(inquiryId)).toHaveLength(2);
  });

  it("a plain memo's repeat says 메모가 등록되었습니다 even after other memos", async () => {
    const inquiryId = await addInquiry("메모 재전송");
    const key = crypto.randomUUID();
    const body = { inquiryId, content: "고객 부재, 내일 다시 전화" };
    expect(await (await post("/api/admin/inquiry/memo", body, keyed(key))).text()).toBe("메모가 등록되었습니다.");
    await post("/api/admin/inquiry/memo", { inquiryId, content: "다른 직원의 메모" });
    const again = await post("/api/admin/inquiry/memo", body, keyed(key, '"0"'));
    expect(again.status).toBe(201);
    expect(await again.text()).toBe("메모가 등록되었습니다.");
    expect((await memosOf(inquiryId)).map((m) => m.content)).toEqual([body.content, "다른 직원의 메모"]);
  });

  it("two at once give one memo", async () => {
    const inquiryId = await addInquiry("동시에 두 번");
    const key = crypto.randomUUID();
    const body = { inquiryId, content: "견적서 보냄" };
    const answers = await Promise.all([1, 2].map(() => post("/api/admin/inquiry/memo", body, keyed(key))));
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual([
      "메모가 등록되었습니다.",
      "메모가 등록되었습니다.",
    ]);
    expect(await memosOf(inquiryId)).toHaveLength(1);
  });

  it("without a key, or with other keys, each sending is a memo of its own", async () => {
    const inquiryId = await addInquiry("키 없는 메모");
    const body = { inquiryId, content: "같은 내용" };
    await post("/api/admin/inquiry/memo", body);
    await post("/api/admin/inquiry/memo", body);
    await post("/api/admin/inquiry/memo", body, keyed(crypto.randomUUID()));
    await post("/api/admin/inquiry/memo", body, keyed(crypto.randomUUID()));
    expect(await memosOf(inquiryId)).toHaveLength(4);
  });

  it("refuses a key no screen makes, and another inquiry's key, storing nothing", async () => {
    const inquiryId = await addInquiry("잘못된 키");
    const other = await addInquiry("다른 문의");
    for (const bad of ["short-key", "a".repeat(65), "with space in it 12345", "semi;colon;key;12345"]) {
      await expectJsonError(
        await post("/api/admin/inquiry/memo", { inquiryId, content: "메모" }, keyed(bad)),
        400,
        BAD_KEY,
      );
    }
    const key = crypto.randomUUID();
    await post("/api/admin/inquiry/memo", { inquiryId: other, content: "메모" }, keyed(key));
    await expectJsonError(
      await post("/api/admin/inquiry/memo", { inquiryId, content: "메모" }, keyed(key)),
      400,
      BAD_KEY,
    );
    expect(await memosOf(inquiryId)).toEqual([]);
    expect(await memosOf(other)).toHaveLength(1);
  });
});

describe("an event or visit sent again after a lost answer (POST /api/admin/calendar)", () => {
  const eventsTitled = (title: string) =>
    db()
      .select({ calendarId: calendarEvent.calendarId, inquiryId: calendarEvent.inquiryId })
      .from(calendarEvent)
      .where(eq(calendarEvent.title, title));
  const event = (title: string, inquiryId?: number) => ({
    title,
    description: "",
    location: "서울시 강남구",
    startTime: "2026-12-03T10:00:00",
    endTime: "2026-12-03T11:00:00",
    calendarYN: "N",
    ...(inquiryId ? { inquiryId } : {}),
  });

  it("is one event, answered 201 with the spec's text both times, recorded once", async () => {
    const key = crypto.randomUUID();
    const audited = await auditRows("calendar", "/");
    const answers = [];
    for (const _ of [1, 2, 3]) answers.push(await post("/api/admin/calendar", event("실측 방문 (재전송)"), keyed(key)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set(["일정이 등록되었습니다."]));
    expect(await eventsTitled("실측 방문 (재전송)")).toHaveLength(1);
    expect(await auditRows("calendar", "/")).toBe(audited + 1);
  });

  it("a visit scheduled from an inquiry, sent twice at once, is one visit on it", async () => {
    const inquiryId = await addInquiry("방문 일정 재전송");
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => post("/api/admin/calendar", event("박재전송 방문", inquiryId), keyed(key))),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect((await eventsTitled("박재전송 방문")).map((e) => e.inquiryId)).toEqual([inquiryId]);
    const detail = (await (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).json()) as {
      visits: unknown[];
    };
    expect(detail.visits).toHaveLength(1);
  });

  it("without a key each sending is an event; a bad key is refused and adds none", async () => {
    await post("/api/admin/calendar", event("키 없는 일정"));
    await post("/api/admin/calendar", event("키 없는 일정"));
    expect(await eventsTitled("키 없는 일정")).toHaveLength(2);
    await expectJsonError(await post("/api/admin/calendar", event("나쁜 키 일정"), keyed("x y z")), 400, BAD_KEY);
    expect(await eventsTitled("나쁜 키 일정")).toEqual([]);
  });
});
