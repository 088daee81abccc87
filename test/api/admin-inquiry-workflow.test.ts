// The inquiry workflow of issue 12 (decision 032): status, read mark, memos and answers, the count
// of new inquiries, the inbox's search and filters, the visit on the calendar, the CSV export.
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent, inquiry, mailOutbox } from "../../db/schema";
import { deliverPendingMail, type OutgoingMail } from "../../functions/services/mail";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bytesOf, db, expectJsonError, seedDatabase } from "../fixtures";

interface Row {
  inquiryId: number;
  title: string;
  status: string;
  readAt: string | null;
}
interface Page {
  content: Row[];
  totalElements: number;
  totalPages: number;
}
interface Memo {
  memoId: number;
  content: string;
  isAnswer: boolean;
  writer: string | null;
  createAt: string;
}

let admin: LoggedIn;
let staff: LoggedIn;
const get = (path: string, as = admin) => callAs(as, path);
const post = (path: string, body: unknown, as = admin) =>
  callAs(as, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const titles = async (query: string) =>
  ((await (await get(`/api/admin/inquiry?${query}`)).json()) as Page).content.map((r) => r.title);
const newCount = async () => ((await (await get("/api/admin/inquiry/new-count")).json()) as { count: number }).count;

const LONG_KOREAN = "창호 교체 견적을 받고 싶습니다 거실 발코니 이중창 전체 시공 가능한지 문의드립니다";

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
  const at = (day: string) => ({ createAt: `${day}T09:00:00`, updateAt: `${day}T09:00:00` });
  await db()
    .insert(inquiry)
    .values([
      {
        title: "거실 창 교체",
        content: "<p>거실 창</p>",
        writer: "김하나",
        tel: "010-1234-5678",
        manuName: "한빛",
        ...at("2026-11-01"),
      },
      {
        title: "방충망 문의",
        content: `<p>${LONG_KOREAN}</p>`,
        writer: "이둘",
        tel: "02 555 0101",
        manuName: "대성",
        ...at("2026-11-10"),
      },
      {
        title: '=HYPERLINK("http://x")',
        content: '<p>a, "b"<br>c</p>',
        writer: "+82 박셋",
        tel: "-1",
        manuName: "한빛",
        ...at("2026-11-20"),
      },
      { title: "@SUM(1)", content: "<p>plain</p>", writer: "최넷", tel: null, manuName: null, ...at("2026-10-31") },
    ]);
});

describe("status, read mark and memos", () => {
  it("starts 신규 and unread; the first opening marks it read, later ones keep the time", async () => {
    const before = await db().select().from(inquiry).where(eq(inquiry.inquiryId, 1)).get();
    expect(before).toMatchObject({ status: "신규", readAt: null });
    expect(await newCount()).toBe(4);
    const first = (await (await get("/api/admin/inquiry/detail?inquiryId=1", staff)).json()) as Row;
    expect(first.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    await db().update(inquiry).set({ readAt: "2026-11-02T10:00:00" }).where(eq(inquiry.inquiryId, 1));
    const again = (await (await get("/api/admin/inquiry/detail?inquiryId=1")).json()) as Row;
    expect(again.readAt).toBe("2026-11-02T10:00:00");
    const listed = ((await (await get("/api/admin/inquiry")).json()) as Page).content;
    expect(listed.find((r) => r.inquiryId === 1)?.readAt).toBe("2026-11-02T10:00:00");
    expect(listed.find((r) => r.inquiryId === 2)?.readAt).toBeNull();
  });

  it("changes the status any way round, counts 신규, and refuses what is not a status", async () => {
    const res = await post("/api/admin/inquiry/status", { inquiryId: 4, status: "처리중" }, staff);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("상태가 변경되었습니다.");
    expect(await newCount()).toBe(3);
    await post("/api/admin/inquiry/status", { inquiryId: 4, status: "완료" });
    await post("/api/admin/inquiry/status", { inquiryId: 4, status: "신규" });
    expect(await newCount()).toBe(4);
    await expectJsonError(
      await post("/api/admin/inquiry/status", { inquiryId: 4, status: "DONE" }),
      400,
      "상태는 신규, 처리중, 완료 중 하나여야 합니다.",
    );
    await expectJsonError(
      await post("/api/admin/inquiry/status", { inquiryId: 999, status: "완료" }),
      404,
      "문의를 찾을 수 없습니다.",
    );
  });

  it("keeps memos with their writer; a memo takes a new inquiry up, an answer closes it", async () => {
    const memo = await post("/api/admin/inquiry/memo", { inquiryId: 2, content: "  고객에게 전화함  " }, staff);
    expect(memo.status).toBe(201);
    expect(await memo.text()).toBe("메모가 등록되었습니다.");
    const answer = await post("/api/admin/inquiry/memo", { inquiryId: 2, content: "견적 안내 완료", answer: true });
    expect(await answer.text()).toBe("답변이 등록되고 완료 처리되었습니다.");
    const detail = (await (await get("/api/admin/inquiry/detail?inquiryId=2")).json()) as Row & { memos: Memo[] };
    expect(detail.status).toBe("완료");
    expect(detail.memos.map((m) => [m.content, m.isAnswer])).toEqual([
      ["고객에게 전화함", false],
      ["견적 안내 완료", true],
    ]);
    expect(detail.memos[0]?.writer).toBeTruthy();
    expect(detail.memos[0]?.writer).not.toBe(detail.memos[1]?.writer);
    await expectJsonError(
      await post("/api/admin/inquiry/memo", { inquiryId: 2, content: "   " }),
      400,
      "메모 내용을 입력해주세요.",
    );
    await expectJsonError(
      await post("/api/admin/inquiry/memo", { inquiryId: 2, content: "가".repeat(2001) }),
      400,
      "메모는 2000자 이하로 입력해주세요.",
    );
    await expectJsonError(await post("/api/admin/inquiry/memo", { inquiryId: 999, content: "메모" }), 404);
    // Back to 신규 for the filters below.
    await post("/api/admin/inquiry/status", { inquiryId: 2, status: "신규" });
  });
});

describe("the inbox's search and filters", () => {
  it("searches title, writer and content, short and long Korean keywords", async () => {
    expect(await titles("searchKeyword=거실")).toEqual(["방충망 문의", "거실 창 교체"]);
    expect(await titles("searchKeyword=거실 창")).toEqual(["거실 창 교체"]);
    expect(await titles("searchKeyword=박셋")).toEqual(['=HYPERLINK("http://x")']);
    expect(await titles(`searchKeyword=${encodeURIComponent(LONG_KOREAN)}`)).toEqual(["방충망 문의"]);
  });

  it("finds a phone number by its digits, whatever the separators", async () => {
    expect(await titles("searchKeyword=01012345678")).toEqual(["거실 창 교체"]);
    expect(await titles("searchKeyword=1234-5678")).toEqual(["거실 창 교체"]);
    expect(await titles(`searchKeyword=${encodeURIComponent("025550101")}`)).toEqual(["방충망 문의"]);
    expect(await titles(`searchKeyword=${"1".repeat(60)}`)).toEqual([]);
  });

  it("filters by status, Korea dates and manufacturer, together and with paging", async () => {
    await post("/api/admin/inquiry/status", { inquiryId: 3, status: "처리중" });
    expect(await titles("status=처리중")).toEqual(['=HYPERLINK("http://x")']);
    expect(await titles("from=2026-11-01&to=2026-11-10")).toEqual(["방충망 문의", "거실 창 교체"]);
    expect(await titles("to=2026-10-31")).toEqual(["@SUM(1)"]);
    expect(await titles(`manuName=${encodeURIComponent("한빛")}`)).toEqual(['=HYPERLINK("http://x")', "거실 창 교체"]);
    expect(await titles(`manuName=${encodeURIComponent("한빛")}&status=신규`)).toEqual(["거실 창 교체"]);
    const page = (await (await get("/api/admin/inquiry?status=신규&size=1&page=1")).json()) as Page;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 3 });
    expect(page.content.map((r) => r.title)).toEqual(["거실 창 교체"]);
  });

  it("refuses bad filters with Korean messages", async () => {
    await expectJsonError(
      await get("/api/admin/inquiry?status=new"),
      400,
      "상태는 신규, 처리중, 완료, 미완료 중 하나여야 합니다.",
    );
    await expectJsonError(
      await get("/api/admin/inquiry?from=2026-02-30"),
      400,
      "날짜는 YYYY-MM-DD 형식으로 입력해주세요.",
    );
    await expectJsonError(
      await get("/api/admin/inquiry?from=2026-11-10&to=2026-11-01"),
      400,
      "종료일은 시작일보다 빠를 수 없습니다.",
    );
  });
});

describe("a visit scheduled from an inquiry", () => {
  it("links the calendar event to the inquiry; an unknown inquiry links nothing", async () => {
    const event = {
      title: "방문: 거실 창 교체",
      startTime: "2026-12-01T10:00",
      endTime: "2026-12-01T11:00",
      inquiryId: 1,
    };
    expect((await post("/api/admin/calendar", event, staff)).status).toBe(201);
    expect((await post("/api/admin/calendar", { ...event, title: "방문: 없음", inquiryId: 999 })).status).toBe(201);
    const day = (await (await get("/api/admin/calendar/detail?startTime=2026-12-01")).json()) as {
      title: string;
      inquiryId: number | null;
      calendarYN: string;
    }[];
    const visits = day.filter((e) => e.title.startsWith("방문"));
    expect(visits.map((e) => [e.title, e.inquiryId, e.calendarYN])).toEqual([
      ["방문: 거실 창 교체", 1, "N"],
      ["방문: 없음", null, "N"],
    ]);
  });

  it("keeps the event without its link or title when the inquiry is deleted", async () => {
    const [created] = await db().insert(inquiry).values({ title: "삭제될 문의", content: "x" }).returning();
    const inquiryId = created?.inquiryId as number;
    await post("/api/admin/inquiry/memo", { inquiryId, content: "메모" });
    await post("/api/admin/calendar", {
      title: "방문",
      startTime: "2026-12-02T10:00",
      endTime: "2026-12-02T11:00",
      inquiryId,
    });
    const [scheduled] = await db().select().from(calendarEvent).where(eq(calendarEvent.inquiryId, inquiryId));
    const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const events = await db()
      .select()
      .from(calendarEvent)
      .where(eq(calendarEvent.calendarId, scheduled?.calendarId ?? 0));
    // Decision 138: the title staff kept from the inquiry goes with it.
    expect(events.map((e) => [e.title, e.inquiryId, e.startTime])).toEqual([
      ["방문 일정 (삭제된 문의)", null, "2026-12-02T10:00:00"],
    ]);
  });
});

describe("GET /api/admin/inquiry/export", () => {
  it("is for administrators only", async () => {
    await expectJsonError(await get("/api/admin/inquiry/export", staff), 403, "접근 권한이 없습니다.");
  });

  it("answers UTF-8 CSV with a BOM, CRLF, RFC 4180 quoting, escaped formulae and a Korean file name", async () => {
    const res = await get(`/api/admin/inquiry/export?manuName=${encodeURIComponent("한빛")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inquiries\.csv"; filename\*=UTF-8''%EB%AC%B8%EC%9D%98%EB%AA%A9%EB%A1%9D_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await bytesOf(res);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "번호,상태,제목,작성자,연락처,이메일,주소,상세주소,제조사,제품 타입,제품명,문의 내용,등록일,확인일,담당자,완료일,다음 방문,문의 유형,동의한 방침 시행일",
    );
    // The formula title quoted with its quotes doubled and a leading ', the +/- cells escaped,
    // the content's comma, quotes and line break kept inside one quoted cell.
    expect(text).toContain(
      `3,처리중,"'=HYPERLINK(""http://x"")","'+82 박셋","'-1",,,,한빛,,,"a, ""b""\nc",2026-11-20T09:00:00,,,,,일반 1:1 문의,\r\n`,
    );
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => [r[0], r[2], r[11]])).toEqual([
      ["번호", "제목", "문의 내용"],
      ["3", `'=HYPERLINK("http://x")`, 'a, "b"\nc'],
      ["1", "거실 창 교체", "거실 창"],
    ]);
  });

  it("ends each row with when it was completed, its next visit and its type (decisions 077, 088, 096)", async () => {
    const [done] = await db()
      .insert(inquiry)
      .values({
        title: "CSV 방문 확인",
        content: "<p>현관 중문</p>",
        writer: "정다섯",
        tel: "010-5555-0000",
        status: "완료",
        doneAt: "2026-11-21T15:30:00",
        createAt: "2026-11-21T09:00:00",
        updateAt: "2026-11-21T15:30:00",
      })
      .returning({ inquiryId: inquiry.inquiryId });
    const inquiryId = done?.inquiryId ?? 0;
    const visit = (startTime: string, scheduleStatus: "PLANNED" | "CANCELED") => ({
      title: "CSV 실측",
      startTime,
      endTime: startTime.replace("T10", "T11"),
      scheduleStatus,
      inquiryId,
    });
    // The cancelled one comes first: the column names the one still planned.
    await db()
      .insert(calendarEvent)
      .values([visit("2099-03-02T10:00:00", "CANCELED"), visit("2099-03-09T10:00:00", "PLANNED")]);
    try {
      const text = new TextDecoder().decode(await bytesOf(await get("/api/admin/inquiry/export?status=완료")));
      const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
      const row = rows.find((r) => r[0] === String(inquiryId));
      expect(row?.slice(-5, -1)).toEqual(["", "2026-11-21T15:30:00", "2099-03-09T10:00:00", "일반 1:1 문의"]);
    } finally {
      await db().delete(calendarEvent).where(eq(calendarEvent.inquiryId, inquiryId));
      await db().delete(inquiry).where(eq(inquiry.inquiryId, inquiryId));
    }
  });

  it("escapes @ and applies the other filters", async () => {
    const text = new TextDecoder().decode(await bytesOf(await get("/api/admin/inquiry/export?to=2026-10-31")));
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((r) => r[2])).toEqual(["'@SUM(1)"]);
    await expectJsonError(await get("/api/admin/inquiry/export?status=x"), 400);
  });
});

describe("an answer mailed to the customer (decision 052)", () => {
  const addInquiry = async (values: { title: string; email: string | null }) => {
    const [row] = await db()
      .insert(inquiry)
      .values({
        ...values,
        content: "<p>안방 창문이 끝까지 안 닫혀요.<br>틈으로 바람이 들어옵니다.</p><p>A/S 가능할까요?</p>",
        writer: "홍길동",
        tel: "010-2222-3333",
        createAt: "2026-11-25T09:00:00",
        updateAt: "2026-11-25T09:00:00",
      })
      .returning({ inquiryId: inquiry.inquiryId });
    return row?.inquiryId ?? 0;
  };
  const outboxOf = (inquiryId: number) => db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
  const detailOf = async (inquiryId: number) =>
    (await (await get(`/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).json()) as Row & {
      memos: (Memo & { mailId: number | null; mailTo: string | null; mailStatus: string | null })[];
    };

  it("queues the answer with what was asked for the customer's address, linked to its memo", async () => {
    const inquiryId = await addInquiry({ title: '창문 "A/S" & 점검', email: " hong@example.com " });
    await post("/api/admin/inquiry/memo", { inquiryId, content: "방문 전에 전화드림" });
    const res = await post("/api/admin/inquiry/memo", {
      inquiryId,
      content: "내일 오전 10시에 방문해 점검하겠습니다.\r\n부품 교체는 무상입니다.",
      answer: true,
      mail: true,
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe(
      "답변이 등록되고 완료 처리되었습니다. 메일 발송이 설정되지 않아 답변 메일은 보내지 않고 대기합니다. 고객에게 직접 연락해주세요.",
    );

    const detail = await detailOf(inquiryId);
    expect(detail.status).toBe("완료");
    const [memo, answer] = detail.memos;
    expect([memo?.mailTo, memo?.mailStatus]).toEqual([null, null]);
    // No transport in tests: the mail waits in the outbox (the local mailbox).
    expect([answer?.isAnswer, answer?.mailTo, answer?.mailStatus]).toEqual([true, "hong@example.com", "PENDING"]);

    const [mail, ...more] = await outboxOf(inquiryId);
    expect(more).toEqual([]);
    expect(mail?.memoId).toBe(answer?.memoId);
    expect(mail?.recipients).toBe("hong@example.com");
    expect(mail?.subject).toBe('[한빛창호] 문의하신 "창문 "A/S" & 점검"에 답변드립니다');
    expect(mail?.body).toBe(
      [
        "홍길동님, 안녕하세요. 한빛창호입니다.",
        "문의하신 내용에 답변드립니다.",
        "",
        "[답변]",
        "내일 오전 10시에 방문해 점검하겠습니다.\n부품 교체는 무상입니다.",
        "",
        "[문의하신 내용]",
        '제목: 창문 "A/S" & 점검',
        "안방 창문이 끝까지 안 닫혀요.\n틈으로 바람이 들어옵니다.\nA/S 가능할까요?",
        "",
        "더 궁금하신 점은 전화(031-123-4567)나 홈페이지의 1:1 문의로 연락해 주세요.",
        "http://localhost:8787/inquiryForm",
        "",
        "이 메일은 발신 전용입니다.",
      ].join("\n"),
    );
  });

  it("다시 보내기 gives a mail that gave up a new round of attempts, once, and it is delivered", async () => {
    const inquiryId = await addInquiry({ title: "메일이 반송된 문의", email: "lee@example.com" });
    await post("/api/admin/inquiry/memo", { inquiryId, content: "부품 도착했습니다.", answer: true, mail: true });
    const [queued] = await outboxOf(inquiryId);
    const mailId = queued?.id ?? 0;
    expect((await detailOf(inquiryId)).memos[0]).toMatchObject({ mailId, mailStatus: "PENDING" });
    // Still being tried: nothing to retry.
    await expectJsonError(
      await post("/api/admin/inquiry/mail-retry", { mailId }),
      409,
      "발송에 실패한 메일만 다시 보낼 수 있습니다.",
    );
    // Six attempts failed (the cron's backoff): FAILED, counted on the dashboard.
    await db()
      .update(mailOutbox)
      .set({ status: "FAILED", attempts: 6, nextAttemptAt: Date.now() + 3_600_000, lastError: "Error: 502" })
      .where(eq(mailOutbox.id, mailId));
    const failures = async () =>
      ((await (await get("/api/admin/inquiry/mail-failures")).json()) as { count: number; notices: { id: number }[] })
        .notices;
    expect((await failures()).map((n) => n.id)).toContain(mailId);
    expect((await detailOf(inquiryId)).memos[0]?.mailStatus).toBe("FAILED");

    const res = await post("/api/admin/inquiry/mail-retry", { mailId }, staff);
    expect(res.status).toBe(200);
    // No mail service in tests: it waits again (decision 120).
    expect(await res.text()).toBe("메일 발송이 설정되지 않아 메일은 보내지 않고 대기합니다.");
    const [row] = await outboxOf(inquiryId);
    expect([row?.status, row?.attempts, row?.nextAttemptAt]).toEqual(["PENDING", 0, 0]);
    expect((await detailOf(inquiryId)).memos[0]?.mailStatus).toBe("PENDING");
    expect((await failures()).map((n) => n.id)).not.toContain(mailId);
    // A second click finds it pending: it is not queued twice.
    expect((await post("/api/admin/inquiry/mail-retry", { mailId })).status).toBe(409);
    expect(await outboxOf(inquiryId)).toHaveLength(1);

    // The next delivery sends it (no transport in tests: a recording one).
    const sent: OutgoingMail[] = [];
    const report = await deliverPendingMail(db(), async (mail) => {
      sent.push(mail);
    });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(sent.find((m) => m.to.includes("lee@example.com"))?.subject).toBe(
      '[한빛창호] 문의하신 "메일이 반송된 문의"에 답변드립니다',
    );
    expect((await detailOf(inquiryId)).memos[0]?.mailStatus).toBe("SENT");

    await expectJsonError(
      await post("/api/admin/inquiry/mail-retry", { mailId: 999_999 }),
      404,
      "메일을 찾을 수 없습니다.",
    );
    await expectJsonError(await post("/api/admin/inquiry/mail-retry", { mailId: "abc" }), 400);
  });

  it("refuses to mail a customer who left no address, writing nothing; a memo is never mailed", async () => {
    const inquiryId = await addInquiry({ title: "메일 없는 문의", email: null });
    await expectJsonError(
      await post("/api/admin/inquiry/memo", { inquiryId, content: "답변", answer: true, mail: true }),
      400,
      "고객이 이메일을 남기지 않아 답변 메일을 보낼 수 없습니다.",
    );
    const detail = await detailOf(inquiryId);
    expect([detail.status, detail.memos]).toEqual(["신규", []]);

    const withMail = await addInquiry({ title: "메모만 남긴 문의", email: "kim@example.com" });
    const memo = await post("/api/admin/inquiry/memo", { inquiryId: withMail, content: "내부 메모", mail: true });
    expect(await memo.text()).toBe("메모가 등록되었습니다.");
    expect(await outboxOf(inquiryId)).toEqual([]);
    expect(await outboxOf(withMail)).toEqual([]);
  });
});
