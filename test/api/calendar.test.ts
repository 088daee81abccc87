// GET /api/calendar (API-SHAPES): public events only, under the original server's `find*`
// names, by start time; an admin calendar write shows on the next request (edge cache).
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, contentChanged, db, seedDatabase } from "../fixtures";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

interface PublicEvent {
  calendarId: number;
  findTitle: string | null;
  findStartTime: string;
  findEndTime: string;
  findCreateAt: string;
}

const event = (title: string, startTime: string, over: Partial<typeof calendarEvent.$inferInsert> = {}) => ({
  title,
  startTime,
  endTime: startTime,
  calendarYN: "Y" as const,
  writer: "관리자",
  description: "내부 메모",
  location: "본사",
  ...over,
});

async function publicEvents(): Promise<PublicEvent[]> {
  const res = await call("/api/calendar");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as PublicEvent[];
}

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  // Inserted out of order: the answer is ordered by start time, not by id.
  await db()
    .insert(calendarEvent)
    .values([
      event("성탄절 휴무", "2026-12-25T00:00:00", { holidays: true, createAt: "2026-11-01T10:00:00" }),
      event("비공개 회의", "2026-12-01T09:00:00", { calendarYN: "N" }),
      event("연말 재고 조사", "2026-12-10T09:00:00", { endTime: "2026-12-11T18:00:00" }),
      event("설 연휴", "2027-02-06T00:00:00", { holidays: true }),
    ]);
  await contentChanged();
  admin = await loginAsAdmin();
});

describe("GET /api/calendar", () => {
  it("gives exactly calendarId and the find* fields, times as YYYY-MM-DDTHH:mm:ss", async () => {
    const events = await publicEvents();
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(Object.keys(e).sort()).toEqual([
        "calendarId",
        "findCreateAt",
        "findEndTime",
        "findStartTime",
        "findTitle",
      ]);
      expect(e.findStartTime).toMatch(DATE_TIME);
      expect(e.findEndTime).toMatch(DATE_TIME);
      expect(e.findCreateAt).toMatch(DATE_TIME);
    }
    expect(events.find((e) => e.findTitle === "성탄절 휴무")).toEqual({
      calendarId: expect.any(Number),
      findTitle: "성탄절 휴무",
      findStartTime: "2026-12-25T00:00:00",
      findEndTime: "2026-12-25T00:00:00",
      findCreateAt: "2026-11-01T10:00:00",
    });
  });

  it("lists public events only, ordered by start time", async () => {
    const events = await publicEvents();
    expect(events.map((e) => e.findTitle)).toEqual([
      "아파트 발코니 창호 시공", // the seed's event, 2026-11-25
      "연말 재고 조사",
      "성탄절 휴무",
      "설 연휴",
    ]);
    const body = JSON.stringify(events);
    expect(body).not.toContain("비공개 회의");
    expect(body).not.toContain("관리자");
    expect(body).not.toContain("내부 메모");
  });

  it("shows an admin calendar write on the next request", async () => {
    expect((await publicEvents()).map((e) => e.findTitle)).not.toContain("임시 휴무");
    const res = await callAs(admin, "/api/admin/calendar", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        key: "k",
        highlight: "red",
        startTime: "2026-12-31T00:00",
        endTime: "2026-12-31T00:00",
        title: "임시 휴무",
        description: "",
        calendarYN: "Y",
        location: "",
        holidays: true,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const titles = (await publicEvents()).map((e) => e.findTitle);
    expect(titles).toContain("임시 휴무");
    expect(titles.indexOf("임시 휴무")).toBe(titles.indexOf("성탄절 휴무") + 1);

    // Made private: gone again on the next request.
    const created = (await publicEvents()).find((e) => e.findTitle === "임시 휴무");
    const update = await callAs(admin, "/api/admin/calendar/update", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ calendarId: created?.calendarId, calendarYN: "N" }),
    });
    expect(update.status, await update.clone().text()).toBe(200);
    expect((await publicEvents()).map((e) => e.findTitle)).not.toContain("임시 휴무");
  });
});
