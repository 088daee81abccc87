// 캘린더 구독 (decision 069): an account's secret address that phone and desktop calendar apps
// poll for every event of the back office's calendar, public and private, with place and notes.
import { asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarEvent, calendarFeed, users } from "../../db/schema";
import { randomHex, sha256Hex } from "../auth/opaque";
import { addDays, nowLocal, todayLocal } from "../lib/dates";
import { type ICalEvent, toICalendar } from "../lib/ical";
import { isAllDay } from "../schemas/calendarRules";
import { readSetting } from "./settings";

/** The address's last segment: the secret and the extension calendar apps look for. */
export const FEED_FILE = /^([0-9a-f]{64})\.ics$/;
/** How far back the feed reaches; older events stay in the back office. */
const PAST_DAYS = 180;
/** More than years of installations at this company's rate; the file stays a few hundred KB. */
const FEED_MAX = 2000;

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** When the account's address was made, or null when it has none. */
export async function feedStatus(db: Db, usersId: number): Promise<{ createAt: string } | null> {
  const row = await db
    .select({ createAt: calendarFeed.createAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.usersId, usersId))
    .get();
  return row ?? null;
}

/** A new address for the account; the one it had stops working. The secret is returned only now. */
export async function issueFeed(db: Db, usersId: number): Promise<{ token: string; createAt: string }> {
  const token = randomHex();
  const row = { usersId, tokenHash: await sha256Hex(token), createAt: nowLocal() };
  await db
    .insert(calendarFeed)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeed.usersId, set: { tokenHash: row.tokenHash, createAt: row.createAt } });
  return { token, createAt: row.createAt };
}

/** Ends the account's address; false when it had none. */
export async function revokeFeed(db: Db, usersId: number): Promise<boolean> {
  const gone = await db
    .delete(calendarFeed)
    .where(eq(calendarFeed.usersId, usersId))
    .returning({ usersId: calendarFeed.usersId });
  return gone.length > 0;
}

/**
 * The calendar as iCalendar text for the address's secret, or null when no account holds it (a
 * new address was made, the account was deleted). `origin` links a visit to its inquiry.
 */
export async function feedCalendar(db: Db, token: string, origin: string, now = Date.now()): Promise<string | null> {
  // The address first: an unknown one (anyone can ask) costs one indexed read, not the calendar.
  const owner = await db
    .select({ usersId: calendarFeed.usersId })
    .from(calendarFeed)
    .innerJoin(users, eq(users.usersId, calendarFeed.usersId))
    .where(eq(calendarFeed.tokenHash, await sha256Hex(token)))
    .get();
  if (!owner) return null;
  const [events, company] = await Promise.all([
    db
      .select({
        calendarId: calendarEvent.calendarId,
        title: calendarEvent.title,
        description: calendarEvent.description,
        location: calendarEvent.location,
        startTime: calendarEvent.startTime,
        endTime: calendarEvent.endTime,
        holidays: calendarEvent.holidays,
        scheduleStatus: calendarEvent.scheduleStatus,
        updateAt: calendarEvent.updateAt,
        inquiryId: calendarEvent.inquiryId,
      })
      .from(calendarEvent)
      .where(gte(calendarEvent.endTime, `${addDays(todayLocal(now), -PAST_DAYS)}T00:00:00`))
      .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId))
      .limit(FEED_MAX),
    readSetting(db, "company"),
  ]);
  const host = new URL(origin).host;
  const feed: ICalEvent[] = events.map((e) => ({
    uid: `calendar-${e.calendarId}@${host}`,
    start: e.startTime,
    end: e.endTime,
    allDay: isAllDay(e.startTime, e.endTime),
    stamp: e.updateAt,
    summary: e.title?.trim() || "제목 없음",
    location: e.location?.trim() || null,
    description:
      [e.description?.trim(), e.inquiryId ? `문의 보기: ${origin}/admin/inquiry/${e.inquiryId}` : null]
        .filter(Boolean)
        .join("\n\n") || null,
    categories: e.holidays ? "휴일" : null,
    cancelled: e.scheduleStatus === "CANCELED",
  }));
  return toICalendar(`${company.name} 일정`, feed);
}
