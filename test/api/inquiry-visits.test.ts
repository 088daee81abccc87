// An inquiry's visits (decision 086): the admin detail lists the calendar events scheduled from it
// ("방문 일정 잡기"), by start time, with their status, through an index; another inquiry's events
// and unlinked ones are not there, a moved visit shows its new time, a deleted one is gone. The
// inbox's rows carry the next visit still to come (decision 088).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent, inquiry } from "../../db/schema";
import { visitsOf } from "../../functions/services/calendar";
import { nextVisit } from "../../functions/services/inquiries";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { db, queryPlan, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let mine: number;
let other: number;

interface Visit {
  calendarId: number;
  title: string | null;
  startTime: string;
  endTime: string;
  scheduleStatus: string | null;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

async function visitsShown(inquiryId: number): Promise<Visit[]> {
  const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { visits: Visit[] }).visits;
}

async function schedule(inquiryId: number | undefined, title: string, day: string, hour: string): Promise<number> {
  const res = await callAs(
    admin,
    "/api/admin/calendar",
    json({ title, startTime: `${day}T${hour}:00`, endTime: `${day}T${hour}:30`, calendarYN: "N", inquiryId }),
  );
  expect(res.status).toBe(201);
  const [row] = await db()
    .select({ calendarId: calendarEvent.calendarId })
    .from(calendarEvent)
    .where(eq(calendarEvent.title, title));
  return row?.calendarId as number;
}

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const made = await db()
    .insert(inquiry)
    .values([
      { title: "거실 창 교체", tel: "010-2222-3333", content: "<p>문의</p>" },
      { title: "다른 고객", tel: "010-4444-5555", content: "<p>문의</p>" },
    ])
    .returning({ inquiryId: inquiry.inquiryId });
  mine = made[0]?.inquiryId as number;
  other = made[1]?.inquiryId as number;
});

describe("GET /api/admin/inquiry/detail: visits", () => {
  it("is empty for an inquiry with no visit", async () => {
    expect(await visitsShown(mine)).toEqual([]);
  });

  it("lists the inquiry's own visits by start time, with title, times and status", async () => {
    const install = await schedule(mine, "방문: 시공", "2027-01-20", "09");
    const measure = await schedule(mine, "방문: 실측", "2027-01-12", "14");
    await schedule(other, "방문: 다른 고객", "2027-01-15", "10");
    await schedule(undefined, "연결 없는 일정", "2027-01-13", "10");
    await callAs(admin, "/api/admin/calendar/update", json({ calendarId: measure, scheduleStatus: "COMPLETED" }));

    expect(await visitsShown(mine)).toEqual([
      {
        calendarId: measure,
        title: "방문: 실측",
        startTime: "2027-01-12T14:00:00",
        endTime: "2027-01-12T14:30:00",
        scheduleStatus: "COMPLETED",
      },
      {
        calendarId: install,
        title: "방문: 시공",
        startTime: "2027-01-20T09:00:00",
        endTime: "2027-01-20T09:30:00",
        scheduleStatus: null,
      },
    ]);
    expect((await visitsShown(other)).map((v) => v.title)).toEqual(["방문: 다른 고객"]);
  });

  it("shows a visit moved on the calendar at its new time, and no longer one deleted there", async () => {
    const [first, second] = await visitsShown(mine);
    await callAs(
      admin,
      "/api/admin/calendar/update",
      json({ calendarId: second?.calendarId, startTime: "2027-01-05T11:00", endTime: "2027-01-05T12:00" }),
    );
    expect((await visitsShown(mine)).map((v) => [v.title, v.startTime])).toEqual([
      ["방문: 시공", "2027-01-05T11:00:00"],
      ["방문: 실측", "2027-01-12T14:00:00"],
    ]);
    const gone = await callAs(admin, `/api/admin/calendar?calendarId=${first?.calendarId}`, { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect((await visitsShown(mine)).map((v) => v.title)).toEqual(["방문: 시공"]);
  });

  it("are found through the index on the inquiry link, already in start order", async () => {
    const steps = await queryPlan(visitsOf(db(), mine).toSQL());
    expect(steps).toContain("USING INDEX calendar_inquiry_idx");
    expect(steps).not.toMatch(/^SCAN calendar_event\b/m);
    expect(steps).not.toContain("USE TEMP B-TREE FOR ORDER BY");
  });
});

describe("GET /api/admin/inquiry: nextVisit", () => {
  let customer: number;
  const nextOf = async (inquiryId: number) => {
    const res = await callAs(admin, "/api/admin/inquiry?page=0&size=50");
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { content: { inquiryId: number; nextVisit: string | null }[] }).content;
    const row = rows.find((r) => r.inquiryId === inquiryId);
    expect(row).toBeDefined();
    return row?.nextVisit;
  };

  beforeAll(async () => {
    const [row] = await db()
      .insert(inquiry)
      .values({ title: "방문 예정 확인", tel: "010-7777-8888", content: "<p>문의</p>" })
      .returning({ inquiryId: inquiry.inquiryId });
    customer = row?.inquiryId as number;
  });

  it("is null without a visit, and for a visit that is over", async () => {
    expect(await nextOf(customer)).toBeNull();
    await schedule(customer, "지난 방문", "2001-05-02", "10");
    expect(await nextOf(customer)).toBeNull();
  });

  it("is the earliest visit still to come, skipping cancelled and done ones", async () => {
    await schedule(customer, "시공 방문", "2099-03-10", "09");
    const cancelled = await schedule(customer, "취소된 방문", "2099-03-01", "09");
    const done = await schedule(customer, "일찍 끝난 방문", "2099-03-02", "09");
    await callAs(admin, "/api/admin/calendar/update", json({ calendarId: cancelled, scheduleStatus: "CANCELED" }));
    await callAs(admin, "/api/admin/calendar/update", json({ calendarId: done, scheduleStatus: "COMPLETED" }));
    // Another inquiry's earlier visit does not count.
    await schedule(other, "다른 고객 방문", "2099-03-03", "09");
    expect(await nextOf(customer)).toBe("2099-03-10T09:00:00");
    const planned = await schedule(customer, "실측 방문", "2099-03-05", "14");
    await callAs(admin, "/api/admin/calendar/update", json({ calendarId: planned, scheduleStatus: "PLANNED" }));
    expect(await nextOf(customer)).toBe("2099-03-05T14:00:00");
  });

  it("is one search of the inquiry link's index per row", async () => {
    const steps = await queryPlan(db().select({ nextVisit }).from(inquiry).limit(10).toSQL());
    expect(steps).toMatch(/CORRELATED SCALAR SUBQUERY[\s\S]*SEARCH visit USING INDEX calendar_inquiry_idx/);
    expect(steps).not.toMatch(/SCAN visit\b/);
  });
});
