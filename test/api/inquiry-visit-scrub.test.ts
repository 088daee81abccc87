// Decision 138: 방문 일정 잡기 writes the customer's name, phone and address into the visit. When
// the inquiry is deleted by staff (one or 선택 삭제) or destroyed by the retention cron (decision
// 077), its visits stay on the calendar at their time but without those: a neutral title, no place,
// no notes, no link. The calendar's day list, the subscription feed (.ics) and, for a visit made
// public, the public calendar's cached answer show them so at once; other events are untouched.
import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent, inquiry } from "../../db/schema";
import { addDays, addMonthsToDay, nowLocal } from "../../functions/lib/dates";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, seedDatabase } from "../fixtures";

const SCRUBBED = "방문 일정 (삭제된 문의)";

let admin: LoggedIn;
let feedUrl: string;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const res = await callAs(admin, "/api/admin/calendar/feed", { method: "POST" });
  expect(res.status).toBe(201);
  feedUrl = ((await res.json()) as { url: string }).url;
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

interface Customer {
  writer: string;
  tel: string;
  addr: string;
  detailAddr: string;
}

let count = 0;
/** A public inquiry from the customer; answers its id and title. */
async function sendInquiry(customer: Customer): Promise<{ inquiryId: number; title: string }> {
  const title = `현관 중문 설치 문의 ${++count} ${crypto.randomUUID().slice(0, 6)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, content: "중문 견적 부탁드립니다", ...customer }))
    form.append(name, value);
  const res = await call("/api/inquiry", { method: "POST", body: form });
  expect(res.status).toBe(200);
  const [row] = await db().select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, title));
  return { inquiryId: row?.inquiryId ?? 0, title };
}

/** 방문 일정 잡기 as staff keep what its dialog fills in (app/admin/inquiries/InquiryWorkflow.tsx). */
async function scheduleVisit(customer: Customer, sent: { inquiryId: number; title: string }, day: string) {
  const title = `방문: ${customer.writer} - ${sent.title}`;
  const res = await callAs(
    admin,
    "/api/admin/calendar",
    json("POST", {
      title,
      startTime: `${day}T10:00`,
      endTime: `${day}T11:00`,
      location: `${customer.addr} ${customer.detailAddr}`,
      description: `고객: ${customer.writer}\n연락처: ${customer.tel}`,
      calendarYN: "N",
      inquiryId: sent.inquiryId,
    }),
  );
  expect(res.status).toBe(201);
  const [row] = await db().select().from(calendarEvent).where(eq(calendarEvent.title, title));
  if (!row) throw new Error("visit not stored");
  // Staff mark it as planned on the calendar.
  const planned = await callAs(
    admin,
    "/api/admin/calendar/update",
    json("POST", { calendarId: row.calendarId, scheduleStatus: "PLANNED" }),
  );
  expect(planned.status).toBe(200);
  return row.calendarId;
}

/** An event staff wrote themselves, linked to nothing. */
async function ownEvent(day: string) {
  const [row] = await db()
    .insert(calendarEvent)
    .values({
      title: `자재 입고 ${crypto.randomUUID().slice(0, 6)}`,
      description: "창고 담당: 박과장",
      location: "공장 2동",
      startTime: `${day}T14:00:00`,
      endTime: `${day}T15:00:00`,
    })
    .returning();
  return row?.calendarId as number;
}

const rowOf = async (calendarId: number) =>
  (await db().select().from(calendarEvent).where(eq(calendarEvent.calendarId, calendarId)))[0];
const dayList = async (day: string) => {
  const res = await callAs(admin, `/api/admin/calendar/detail?startTime=${day}T00:00:00`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
};
/** The feed as a phone's calendar app reads it, folded lines joined again. */
const feedText = async () => {
  const res = await call(new URL(feedUrl).pathname);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/\r\n /g, "");
};

/**
 * Two customers with a visit each and one event of staff's own, all on `day`; `remove` deletes or
 * destroys the first customer's inquiry. Checks the first visit lost the customer's data (row, day
 * list, feed) and kept the rest, and the others are as they were.
 */
async function expectScrubbedAfter(day: string, remove: (inquiryId: number) => Promise<void>) {
  const tag = crypto.randomUUID().slice(0, 4);
  const gone: Customer = {
    writer: `김민지${tag}`,
    tel: "010-8888-2222",
    addr: `서울시 마포구 월드컵로 1 ${tag}`,
    detailAddr: "101동 1203호",
  };
  const kept: Customer = {
    writer: `이서연${tag}`,
    tel: "010-3333-4444",
    addr: `경기도 고양시 중앙로 5 ${tag}`,
    detailAddr: "2층",
  };
  const goneInquiry = await sendInquiry(gone);
  const keptInquiry = await sendInquiry(kept);
  const visit = await scheduleVisit(gone, goneInquiry, day);
  const otherVisit = await scheduleVisit(kept, keptInquiry, day);
  const own = await ownEvent(day);
  const before = await rowOf(visit);
  const othersBefore = [await rowOf(otherVisit), await rowOf(own)];
  const feedBefore = await feedText();
  expect(feedBefore).toContain(`SUMMARY:방문: ${gone.writer}`);
  expect(feedBefore).toContain(gone.detailAddr);

  await remove(goneInquiry.inquiryId);

  const after = await rowOf(visit);
  expect(after).toMatchObject({
    title: SCRUBBED,
    location: null,
    description: null,
    inquiryId: null,
    // What staff planned the week around stays.
    startTime: before?.startTime,
    endTime: before?.endTime,
    scheduleStatus: "PLANNED",
    calendarYN: "N",
    holidays: false,
    writer: before?.writer,
    // A new revision: an edit form opened before cannot save the old fields back.
    calendarRev: (before?.calendarRev ?? 0) + 1,
  });
  const shown = (await dayList(day)).find((e) => e.calendarId === visit);
  expect(shown).toMatchObject({ title: SCRUBBED, location: null, description: null, inquiryId: null });

  const feed = await feedText();
  for (const personal of [gone.writer, gone.tel, gone.addr, gone.detailAddr, goneInquiry.title])
    expect(feed).not.toContain(personal);
  // Still in the feed at its time, with the neutral title only.
  const event = feed.split("BEGIN:VEVENT").find((e) => e.includes(`UID:calendar-${visit}@localhost\r\n`)) ?? "";
  expect(event).toContain(`SUMMARY:${SCRUBBED}\r\n`);
  expect(event).toContain("DTSTART:");
  expect(event).not.toMatch(/LOCATION:|DESCRIPTION:/);
  // The other customer's visit and staff's own event are as they were.
  expect([await rowOf(otherVisit), await rowOf(own)]).toEqual(othersBefore);
  expect(feed).toContain(`SUMMARY:방문: ${kept.writer}`);
  expect(feed).toContain(`DESCRIPTION:고객: ${kept.writer}\\n연락처: ${kept.tel}`);
  expect(feed).toContain("LOCATION:공장 2동");
}

describe("an inquiry's visits lose the customer's data when the inquiry goes", () => {
  it("on staff's 삭제 of the one inquiry", async () => {
    await expectScrubbedAfter("2099-05-04", async (inquiryId) => {
      const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" });
      expect(res.status).toBe(200);
    });
  });

  it("on the inbox's 선택 삭제", async () => {
    await expectScrubbedAfter("2099-05-05", async (inquiryId) => {
      const res = await callAs(admin, "/api/admin/inquiry/bulk", json("DELETE", [inquiryId]));
      expect(res.status).toBe(200);
    });
  });

  it("when the retention cron destroys it", async () => {
    await expectScrubbedAfter("2099-05-06", async (inquiryId) => {
      const answer = { inquiryId, content: "방문 일정 안내드립니다.", answer: true };
      expect((await callAs(admin, "/api/admin/inquiry/memo", json("POST", answer))).status).toBe(201);
      // Answered a year and a day ago.
      const doneAt = `${addDays(addMonthsToDay(nowLocal().slice(0, 10), -12), -1)}T12:00:00`;
      await db().update(inquiry).set({ doneAt }).where(eq(inquiry.inquiryId, inquiryId));
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);
      expect(await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId))).toEqual([]);
    });
  });
});

describe("a visit staff made public", () => {
  it("leaves the public calendar's cached answer on the next request", async () => {
    const customer: Customer = {
      writer: "정우성",
      tel: "010-7777-1111",
      addr: "부산시 해운대구 센텀로 9",
      detailAddr: "3층",
    };
    const sent = await sendInquiry(customer);
    const visit = await scheduleVisit(customer, sent, "2099-05-07");
    const shown = await callAs(
      admin,
      "/api/admin/calendar/update",
      json("POST", { calendarId: visit, calendarYN: "Y" }),
    );
    expect(shown.status).toBe(200);
    const publicTitle = async () => {
      const res = await call("/api/calendar");
      expect(res.status).toBe(200);
      const events = (await res.json()) as { calendarId: number; findTitle: string }[];
      return { cache: res.headers.get("x-cache"), title: events.find((e) => e.calendarId === visit)?.findTitle };
    };
    expect(await publicTitle()).toEqual({ cache: "MISS", title: `방문: 정우성 - ${sent.title}` });
    expect((await publicTitle()).cache).toBe("HIT");

    const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${sent.inquiryId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await publicTitle()).toEqual({ cache: "MISS", title: SCRUBBED });
  });
});
