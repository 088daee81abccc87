// Admin calendar (SPEC §7 "Admin: calendar", API-SHAPES §10): the event list, the events of
// one day, create, partial update and delete, for administrators and staff alike.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const SUMMARY_KEYS = ["calendarId", "createAt", "endTime", "holidays", "startTime", "title"];
const EVENT_KEYS = [
  "calendarId",
  "calendarYN",
  "createAt",
  "description",
  "endTime",
  "holidays",
  // The inquiry a visit was scheduled from, or null (decision 032).
  "inquiryId",
  "location",
  "scheduleStatus",
  "startTime",
  "title",
  "updateAt",
  "usersId",
  "writer",
];

interface Summary {
  calendarId: number;
  title: string | null;
  startTime: string;
  endTime: string;
  createAt: string;
  holidays: boolean;
}
interface CalendarEvent extends Summary {
  description: string | null;
  location: string | null;
  calendarYN: "Y" | "N";
  scheduleStatus: string | null;
  updateAt: string;
  usersId: number | null;
  writer: string | null;
}

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** The body the create modal sends (API-SHAPES §10). */
const createBody = (over: Record<string, unknown> = {}) => ({
  key: "temp-key",
  highlight: "blue",
  startTime: "2026-12-01T00:00",
  endTime: "2026-12-01T00:00",
  title: "현장 실측",
  description: "거실 창 실측",
  calendarYN: "Y",
  location: "서울시 강남구 테헤란로 1 2층",
  holidays: false,
  ...over,
});

async function create(over: Record<string, unknown> = {}, session: LoggedIn = admin): Promise<CalendarEvent> {
  const before = await db().select({ id: calendarEvent.calendarId }).from(calendarEvent);
  const res = await callAs(session, "/api/admin/calendar", json(createBody(over)));
  expect(res.status, await res.clone().text()).toBe(201);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await res.text()).toBe("일정이 등록되었습니다.");
  const rows = await db().select().from(calendarEvent).orderBy(asc(calendarEvent.calendarId));
  expect(rows).toHaveLength(before.length + 1);
  return rows.at(-1) as CalendarEvent;
}

async function rowOf(calendarId: number) {
  const [row] = await db().select().from(calendarEvent).where(eq(calendarEvent.calendarId, calendarId));
  return row;
}

async function dayOf(day: string, session: LoggedIn = admin): Promise<CalendarEvent[]> {
  const res = await callAs(session, `/api/admin/calendar/detail?startTime=${encodeURIComponent(day)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CalendarEvent[];
}

async function expectNoNewEvent(res: Response, status: number, message?: string | RegExp) {
  const count = (await db().select({ id: calendarEvent.calendarId }).from(calendarEvent)).length;
  await expectJsonError(res, status, message);
  expect((await db().select({ id: calendarEvent.calendarId }).from(calendarEvent)).length).toBe(count);
}

describe("POST /api/admin/calendar", () => {
  it("stores the create modal's body: seconds added, the signed-in writer, no status", async () => {
    const row = await create({ startTime: "2026-12-01T00:00", endTime: "2026-12-03T00:00" });
    expect(row).toMatchObject({
      title: "현장 실측",
      description: "거실 창 실측",
      startTime: "2026-12-01T00:00:00",
      endTime: "2026-12-03T00:00:00",
      location: "서울시 강남구 테헤란로 1 2층",
      calendarYN: "Y",
      holidays: false,
      scheduleStatus: null,
      usersId: 1,
      writer: "관리자",
    });
    expect(row.createAt).toMatch(DATE_TIME);
    expect(row.updateAt).toMatch(DATE_TIME);
  });

  it('stores calendarYN "" as "N" and holidays "" as false; holidays true stays true', async () => {
    const blank = await create({ calendarYN: "", holidays: "" });
    expect([blank.calendarYN, blank.holidays]).toEqual(["N", false]);
    const holiday = await create({ title: "창립기념일", calendarYN: "N", holidays: true });
    expect([holiday.calendarYN, holiday.holidays]).toEqual(["N", true]);
    const absent = await create({ calendarYN: undefined, holidays: undefined });
    expect([absent.calendarYN, absent.holidays]).toEqual(["N", false]);
  });

  it("accepts times with seconds and a fraction, and keeps no fraction", async () => {
    const row = await create({ startTime: "2026-12-05T09:30:15", endTime: "2026-12-05T18:00:00.123" });
    expect([row.startTime, row.endTime]).toEqual(["2026-12-05T09:30:15", "2026-12-05T18:00:00"]);
  });

  it("stores blank description and location as null", async () => {
    const row = await create({ description: "", location: undefined });
    expect([row.title, row.description, row.location]).toEqual(["현장 실측", null, null]);
  });

  it("refuses a missing or blank title with 400 and a Korean message, storing nothing (decision 024)", async () => {
    for (const title of [undefined, null, "", "   ", "\t"]) {
      const res = await callAs(admin, "/api/admin/calendar", json(createBody({ title })));
      await expectNoNewEvent(res, 400, "제목을 입력해주세요.");
    }
  });

  it("stores an all-day event as midnight to midnight of its last day (decision 024)", async () => {
    const row = await create({ title: "창립기념 휴무", startTime: "2026-12-24T00:00", endTime: "2026-12-26T00:00" });
    expect([row.startTime, row.endTime]).toEqual(["2026-12-24T00:00:00", "2026-12-26T00:00:00"]);
    // Each day of it, the last one included, lists it.
    for (const day of ["2026-12-24", "2026-12-25", "2026-12-26"])
      expect((await dayOf(day)).map((e) => e.title)).toContain("창립기념 휴무");
    expect((await dayOf("2026-12-27")).map((e) => e.title)).not.toContain("창립기념 휴무");
  });

  it("answers 400 to unparseable or missing dates and stores nothing", async () => {
    for (const bad of [
      { startTime: "2026-13-01T00:00" },
      { startTime: "2026-02-30T00:00" },
      { startTime: "tomorrow" },
      { startTime: "2026-12-01" },
      { endTime: "2026-12-01T25:00" },
      { startTime: undefined },
      { endTime: null },
      { startTime: 20261201 },
    ]) {
      const res = await callAs(admin, "/api/admin/calendar", json(createBody(bad)));
      await expectNoNewEvent(res, 400, /일시/);
    }
  });

  it("answers 400 with a clear message when the end is before the start", async () => {
    const res = await callAs(
      admin,
      "/api/admin/calendar",
      json(createBody({ startTime: "2026-12-02T10:00", endTime: "2026-12-02T09:59" })),
    );
    await expectNoNewEvent(res, 400, "종료 일시는 시작 일시보다 빠를 수 없습니다.");
  });

  it("limits title (100), description (2000) and location (300)", async () => {
    await create({ title: "가".repeat(100), description: "나".repeat(2000), location: "다".repeat(300) });
    for (const [field, len, label] of [
      ["title", 101, /제목/],
      ["description", 2001, /내용/],
      ["location", 301, /장소/],
    ] as const) {
      const res = await callAs(admin, "/api/admin/calendar", json(createBody({ [field]: "가".repeat(len) })));
      await expectNoNewEvent(res, 400, label);
    }
  });

  it("answers 400 to a bad calendarYN, a bad holidays value, or an unreadable body", async () => {
    await expectNoNewEvent(
      await callAs(admin, "/api/admin/calendar", json(createBody({ calendarYN: "X" }))),
      400,
      /calendarYN/,
    );
    await expectNoNewEvent(
      await callAs(admin, "/api/admin/calendar", json(createBody({ holidays: "yes" }))),
      400,
      /holidays/,
    );
    await expectNoNewEvent(
      await callAs(admin, "/api/admin/calendar", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{not json",
      }),
      400,
    );
  });
});

describe("GET /api/admin/calendar", () => {
  it("lists every event, public and private, by start time, with the summary fields", async () => {
    const res = await callAs(admin, "/api/admin/calendar");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Summary[];
    const rows = await db().select().from(calendarEvent);
    expect(list).toHaveLength(rows.length);
    for (const e of list) {
      expect(Object.keys(e).sort()).toEqual(SUMMARY_KEYS);
      expect(typeof e.holidays).toBe("boolean");
      expect(e.startTime).toMatch(DATE_TIME);
    }
    const starts = list.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort());
    // The seeded event (2026-11-25) comes before everything created above (December).
    expect(list[0]).toMatchObject({
      title: "아파트 발코니 창호 시공",
      startTime: "2026-11-25T09:00:00",
      endTime: "2026-11-25T17:00:00",
      holidays: false,
    });
    expect(list.some((e) => e.title === "창립기념일" && e.holidays === true)).toBe(true);
    expect(new Set(rows.map((r) => r.calendarYN))).toEqual(new Set(["Y", "N"]));
  });
});

describe("GET /api/admin/calendar/detail", () => {
  let span: CalendarEvent;
  let morning: CalendarEvent;
  let evening: CalendarEvent;
  beforeAll(async () => {
    evening = await create({ title: "저녁 점검", startTime: "2027-03-10T18:00", endTime: "2027-03-10T23:59:59" });
    span = await create({ title: "3일 공사", startTime: "2027-03-09T08:00", endTime: "2027-03-11T00:00" });
    morning = await create({ title: "오전 상담", startTime: "2027-03-10T00:00", endTime: "2027-03-10T01:00" });
  });

  it("returns the full events whose span covers that day, by start time", async () => {
    const events = await dayOf("2027-03-10T00:00:00");
    expect(events.map((e) => e.calendarId)).toEqual([span.calendarId, morning.calendarId, evening.calendarId]);
    for (const e of events) expect(Object.keys(e).sort()).toEqual(EVENT_KEYS);
    expect(events[0]).toEqual({
      calendarId: span.calendarId,
      title: "3일 공사",
      description: "거실 창 실측",
      startTime: "2027-03-09T08:00:00",
      endTime: "2027-03-11T00:00:00",
      location: "서울시 강남구 테헤란로 1 2층",
      calendarYN: "Y",
      holidays: false,
      scheduleStatus: null,
      createAt: span.createAt,
      updateAt: span.updateAt,
      usersId: 1,
      writer: "관리자",
      inquiryId: null,
    });
  });

  it("includes the first and the last day of a span, and only those in between", async () => {
    expect((await dayOf("2027-03-09T00:00:00")).map((e) => e.title)).toEqual(["3일 공사"]);
    // Ends at 00:00 on the 11th: that day is still covered.
    expect((await dayOf("2027-03-11T00:00:00")).map((e) => e.title)).toEqual(["3일 공사"]);
    expect(await dayOf("2027-03-12T00:00:00")).toEqual([]);
    expect(await dayOf("2027-03-08T00:00:00")).toEqual([]);
  });

  it("uses only the date part of startTime", async () => {
    const titles = (await dayOf("2027-03-10T00:00:00")).map((e) => e.title);
    expect((await dayOf("2027-03-10T15:30:00")).map((e) => e.title)).toEqual(titles);
    expect((await dayOf("2027-03-10")).map((e) => e.title)).toEqual(titles);
    expect((await dayOf("2026-11-25T00:00:00")).map((e) => e.title)).toEqual(["아파트 발코니 창호 시공"]);
  });

  it("answers 400 to a missing or invalid day", async () => {
    for (const q of [
      "",
      "?startTime=",
      "?startTime=2027-02-30T00:00:00",
      "?startTime=tomorrow",
      "?startTime=2027-03-10Tx",
    ]) {
      await expectJsonError(await callAs(admin, `/api/admin/calendar/detail${q}`), 400, /날짜/);
    }
  });
});

describe("POST /api/admin/calendar/update", () => {
  it("changes only the fields given, adds seconds to times and moves updateAt", async () => {
    const event = await create({ title: "수정 전", startTime: "2027-04-01T00:00", endTime: "2027-04-02T00:00" });
    await db()
      .update(calendarEvent)
      .set({ updateAt: "2000-01-01T00:00:00" })
      .where(eq(calendarEvent.calendarId, event.calendarId));
    const res = await callAs(
      admin,
      "/api/admin/calendar/update",
      json({
        calendarId: String(event.calendarId),
        title: "수정 후",
        startTime: "2027-04-01T09:00",
        endTime: "2027-04-01T18:30:45",
        scheduleStatus: "ONGOING",
        description: null,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("일정이 수정되었습니다.");
    const row = await rowOf(event.calendarId);
    expect(row).toEqual({
      ...event,
      title: "수정 후",
      startTime: "2027-04-01T09:00:00",
      endTime: "2027-04-01T18:30:45",
      scheduleStatus: "ONGOING",
      updateAt: expect.stringMatching(DATE_TIME),
      // Every update moves the revision on (decision 085).
      calendarRev: 2,
    });
    expect(row?.updateAt).not.toBe("2000-01-01T00:00:00");
  });

  it("sets calendarYN, holidays, location and each scheduleStatus; absent and null keep values", async () => {
    const event = await create({ title: "상태", calendarYN: "N" });
    for (const status of ["PLANNED", "ONGOING", "COMPLETED", "CANCELED"]) {
      const res = await callAs(
        admin,
        "/api/admin/calendar/update",
        json({ calendarId: event.calendarId, scheduleStatus: status }),
      );
      expect(await res.text()).toBe("일정이 수정되었습니다.");
      expect((await rowOf(event.calendarId))?.scheduleStatus).toBe(status);
    }
    await callAs(
      admin,
      "/api/admin/calendar/update",
      json({ calendarId: event.calendarId, calendarYN: "Y", holidays: true, location: "부산시 해운대구" }),
    );
    expect(await rowOf(event.calendarId)).toMatchObject({
      calendarYN: "Y",
      holidays: true,
      location: "부산시 해운대구",
      scheduleStatus: "CANCELED",
      title: "상태",
    });
    await callAs(
      admin,
      "/api/admin/calendar/update",
      json({ calendarId: event.calendarId, title: null, scheduleStatus: null, calendarYN: null, startTime: null }),
    );
    expect(await rowOf(event.calendarId)).toMatchObject({
      title: "상태",
      scheduleStatus: "CANCELED",
      calendarYN: "Y",
      holidays: true,
      startTime: event.startTime,
    });
    // An empty text clears it; holidays "" is false.
    await callAs(
      admin,
      "/api/admin/calendar/update",
      json({ calendarId: event.calendarId, location: "", holidays: "" }),
    );
    expect(await rowOf(event.calendarId)).toMatchObject({ location: null, holidays: false });
  });

  it("answers 404 to an unknown id and 400 to a missing one", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/update", json({ calendarId: 999999, title: "없음" })),
      404,
      "일정을 찾을 수 없습니다.",
    );
    await expectJsonError(await callAs(admin, "/api/admin/calendar/update", json({ title: "번호 없음" })), 400);
    await expectJsonError(await callAs(admin, "/api/admin/calendar/update", json({ calendarId: "abc" })), 400);
  });

  it("answers 400 and changes nothing on bad values, or an end before the (kept) start", async () => {
    const event = await create({ title: "그대로", startTime: "2027-05-10T09:00", endTime: "2027-05-10T10:00" });
    const before = await rowOf(event.calendarId);
    const bad: [Record<string, unknown>, RegExp | string][] = [
      [{ scheduleStatus: "DONE" }, /scheduleStatus/],
      [{ startTime: "2027-05-32T00:00" }, /시작 일시/],
      [{ title: "가".repeat(101) }, /제목/],
      [{ title: "" }, "제목을 입력해주세요."],
      [{ title: "  " }, "제목을 입력해주세요."],
      [{ calendarYN: "maybe" }, /calendarYN/],
      [{ endTime: "2027-05-10T08:59" }, "종료 일시는 시작 일시보다 빠를 수 없습니다."],
      [{ startTime: "2027-05-10T10:00:01" }, "종료 일시는 시작 일시보다 빠를 수 없습니다."],
    ];
    for (const [patch, message] of bad) {
      const res = await callAs(admin, "/api/admin/calendar/update", json({ calendarId: event.calendarId, ...patch }));
      await expectJsonError(res, 400, message);
      expect(await rowOf(event.calendarId)).toEqual(before);
    }
  });
});

describe("DELETE /api/admin/calendar", () => {
  it("deletes the event and answers the text the client shows", async () => {
    const event = await create({ title: "삭제 대상" });
    const res = await callAs(admin, `/api/admin/calendar?calendarId=${event.calendarId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("일정이 삭제 되었습니다.");
    expect(await rowOf(event.calendarId)).toBeUndefined();
  });

  it("answers 404 to an unknown id and 400 to a missing or malformed one", async () => {
    const count = (await db().select().from(calendarEvent)).length;
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar?calendarId=999999", { method: "DELETE" }),
      404,
      "일정을 찾을 수 없습니다.",
    );
    await expectJsonError(await callAs(admin, "/api/admin/calendar", { method: "DELETE" }), 400);
    await expectJsonError(await callAs(admin, "/api/admin/calendar?calendarId=1;", { method: "DELETE" }), 400);
    expect((await db().select().from(calendarEvent)).length).toBe(count);
  });
});

describe("staff and anonymous callers", () => {
  it("lets staff (ROLE_USER) use the calendar, with the staff name as writer", async () => {
    const staff = await loginAsStaff();
    const row = await create({ title: "직원 일정", startTime: "2027-06-01T00:00", endTime: "2027-06-01T00:00" }, staff);
    expect(row.writer).toMatch(/^직원\d+$/);
    expect(row.usersId).not.toBe(1);
    expect((await dayOf("2027-06-01T00:00:00", staff)).map((e) => e.title)).toEqual(["직원 일정"]);
    const res = await callAs(staff, `/api/admin/calendar?calendarId=${row.calendarId}`, { method: "DELETE" });
    expect(await res.text()).toBe("일정이 삭제 되었습니다.");
  });

  it("answers 401 without a token and stores nothing", async () => {
    await expectJsonError(await call("/api/admin/calendar"), 401);
    await expectNoNewEvent(await call("/api/admin/calendar", json(createBody())), 401);
  });
});
