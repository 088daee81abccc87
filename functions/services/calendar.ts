// Calendar events of the back office (SPEC §7 "Admin: calendar", API-SHAPES §10).
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarEvent, inquiry, users } from "../../db/schema";
import { nowLocal } from "../lib/dates";
import { AppError, badRequest, found } from "../lib/errors";
import { checkRevision, editConflict } from "../lib/revision";
import { CALENDAR_MESSAGES, type CreateEventInput, type UpdateEventInput } from "../schemas/calendar";

const summaryColumns = {
  calendarId: calendarEvent.calendarId,
  title: calendarEvent.title,
  startTime: calendarEvent.startTime,
  endTime: calendarEvent.endTime,
  createAt: calendarEvent.createAt,
  holidays: calendarEvent.holidays,
};

const eventColumns = {
  calendarId: calendarEvent.calendarId,
  title: calendarEvent.title,
  description: calendarEvent.description,
  startTime: calendarEvent.startTime,
  endTime: calendarEvent.endTime,
  location: calendarEvent.location,
  calendarYN: calendarEvent.calendarYN,
  holidays: calendarEvent.holidays,
  scheduleStatus: calendarEvent.scheduleStatus,
  createAt: calendarEvent.createAt,
  updateAt: calendarEvent.updateAt,
  usersId: calendarEvent.usersId,
  writer: calendarEvent.writer,
  inquiryId: calendarEvent.inquiryId,
};

/**
 * Public events (calendarYN Y) by start time under the original server's `find*` names
 * (GET /api/calendar); no writer, place or description.
 */
export function listPublicEvents(db: Db) {
  return db
    .select({
      calendarId: calendarEvent.calendarId,
      findTitle: calendarEvent.title,
      findStartTime: calendarEvent.startTime,
      findEndTime: calendarEvent.endTime,
      findCreateAt: calendarEvent.createAt,
    })
    .from(calendarEvent)
    .where(eq(calendarEvent.calendarYN, "Y"))
    .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId));
}

/**
 * Public holiday/closure events that have not ended by `today` (`YYYY-MM-DD`), by start time;
 * with `until`, only those starting on or before that day. Shown as "휴무 안내" on /help and /.
 */
export function listUpcomingHolidays(db: Db, today: string, until?: string) {
  return db
    .select({
      calendarId: calendarEvent.calendarId,
      title: calendarEvent.title,
      startTime: calendarEvent.startTime,
      endTime: calendarEvent.endTime,
    })
    .from(calendarEvent)
    .where(
      and(
        eq(calendarEvent.calendarYN, "Y"),
        eq(calendarEvent.holidays, true),
        gte(calendarEvent.endTime, `${today}T00:00:00`),
        until ? lte(calendarEvent.startTime, `${until}T23:59:59`) : undefined,
      ),
    )
    .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId))
    .limit(10);
}

/** Every event, public and private, by start time. */
export function listEvents(db: Db) {
  return db
    .select(summaryColumns)
    .from(calendarEvent)
    .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId));
}

/**
 * Full events whose span covers the day `YYYY-MM-DD` (date(start) ≤ day ≤ date(end)), by start
 * time. Stored times are `YYYY-MM-DDTHH:mm:ss` text, so the day's bounds compare as text.
 */
export function listEventsOfDay(db: Db, day: string) {
  return db
    .select(eventColumns)
    .from(calendarEvent)
    .where(and(lte(calendarEvent.startTime, `${day}T23:59:59`), gte(calendarEvent.endTime, `${day}T00:00:00`)))
    .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId));
}

/** A new event written by the signed-in account; its name is kept as the writer. */
export async function createEvent(
  db: Db,
  usersId: number,
  input: CreateEventInput,
  sendKey: string | null = null,
): Promise<number> {
  const author = await db.select({ name: users.name }).from(users).where(eq(users.usersId, usersId)).get();
  // A valid token whose account was deleted since it was issued.
  if (!author) throw new AppError(401, "로그인이 필요한 서비스 입니다.");
  const now = nowLocal();
  const [row] = await db
    .insert(calendarEvent)
    .values({
      title: input.title ?? null,
      description: input.description ?? null,
      startTime: input.startTime,
      endTime: input.endTime,
      location: input.location ?? null,
      calendarYN: input.calendarYN,
      holidays: input.holidays,
      // An id of no inquiry (deleted meanwhile) links nothing.
      inquiryId: input.inquiryId
        ? sql`(SELECT ${inquiry.inquiryId} FROM ${inquiry} WHERE ${inquiry.inquiryId} = ${input.inquiryId})`
        : null,
      scheduleStatus: null,
      usersId,
      writer: author.name,
      createAt: now,
      updateAt: now,
      sendKey,
    })
    .returning({ calendarId: calendarEvent.calendarId });
  return row?.calendarId as number;
}

/** The event a screen's key added (decision 111), by its unique index. */
export async function eventIdBySendKey(db: Db, sendKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ calendarId: calendarEvent.calendarId })
    .from(calendarEvent)
    .where(eq(calendarEvent.sendKey, sendKey));
  return row?.calendarId;
}

/**
 * The visits scheduled from an inquiry ("방문 일정 잡기", decision 086), by start time: what its
 * detail shows, each leading to its day on the calendar. As a query for the detail's `db.batch`.
 */
export const visitsOf = (db: Db, inquiryId: number) =>
  db
    .select({
      calendarId: calendarEvent.calendarId,
      title: calendarEvent.title,
      startTime: calendarEvent.startTime,
      endTime: calendarEvent.endTime,
      scheduleStatus: calendarEvent.scheduleStatus,
    })
    .from(calendarEvent)
    .where(eq(calendarEvent.inquiryId, inquiryId))
    .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.calendarId));

/** An event for its edit form, with its revision (decision 085). */
export function getEventForEdit(db: Db, calendarId: number) {
  return db
    .select({ ...eventColumns, rev: calendarEvent.calendarRev })
    .from(calendarEvent)
    .where(eq(calendarEvent.calendarId, calendarId))
    .get();
}

/** The event a save's key was stored with, at its revision now (decision 114). */
export async function eventSavedBy(db: Db, saveKey: string) {
  const [row] = await db
    .select({ calendarId: calendarEvent.calendarId, rev: calendarEvent.calendarRev })
    .from(calendarEvent)
    .where(eq(calendarEvent.saveKey, saveKey));
  return row;
}

/** An event's revision and last change, for a save's precondition. */
function eventRevision(db: Db, calendarId: number) {
  return db
    .select({ rev: calendarEvent.calendarRev, updatedAt: calendarEvent.updateAt })
    .from(calendarEvent)
    .where(eq(calendarEvent.calendarId, calendarId))
    .get();
}

/**
 * Partial update: undefined fields stay as they are; the revision goes up. One conditional
 * statement, so the merged times are checked against the row as it is at the moment of writing.
 * With `allowed` (a save's If-Match, decision 085), an event changed since the form opened is
 * refused with 412 and nothing is stored. Returns the new revision.
 */
export async function updateEvent(
  db: Db,
  calendarId: number,
  patch: UpdateEventInput,
  allowed?: ReadonlySet<number>,
  /** The edit form's key (decision 114), kept with the revision this save makes. */
  saveKey: string | null = null,
): Promise<number> {
  let opened: number | undefined;
  if (allowed) {
    const current = found(await eventRevision(db, calendarId), CALENDAR_MESSAGES.notFound);
    checkRevision(allowed, "일정", current);
    opened = current.rev;
  }
  const startTime = patch.startTime ?? calendarEvent.startTime;
  const endTime = patch.endTime ?? calendarEvent.endTime;
  const [updated] = await db
    .update(calendarEvent)
    .set({
      title: patch.title,
      description: patch.description,
      startTime: patch.startTime,
      endTime: patch.endTime,
      location: patch.location,
      calendarYN: patch.calendarYN,
      scheduleStatus: patch.scheduleStatus,
      holidays: patch.holidays,
      updateAt: nowLocal(),
      calendarRev: sql`${calendarEvent.calendarRev} + 1`,
      saveKey,
    })
    .where(
      and(
        eq(calendarEvent.calendarId, calendarId),
        sql`${startTime} <= ${endTime}`,
        // The revision read above: a save landing in between is caught too.
        opened === undefined ? undefined : eq(calendarEvent.calendarRev, opened),
      ),
    )
    .returning({ rev: calendarEvent.calendarRev });
  if (updated) return updated.rev;
  const latest = found(await eventRevision(db, calendarId), CALENDAR_MESSAGES.notFound);
  if (opened !== undefined && latest.rev !== opened) throw editConflict("일정", latest);
  throw badRequest(CALENDAR_MESSAGES.endBeforeStart);
}

/**
 * Deletes an event. With `allowed` (the delete's If-Match: the revision the list showed, decision
 * 094), an event changed since is refused with 412 and stays; the delete names the revision read.
 */
export async function deleteEvent(db: Db, calendarId: number, allowed?: ReadonlySet<number>): Promise<void> {
  let opened: number | undefined;
  if (allowed) {
    const current = found(await eventRevision(db, calendarId), CALENDAR_MESSAGES.notFound);
    checkRevision(allowed, "일정", current, "삭제");
    opened = current.rev;
  }
  const [deleted] = await db
    .delete(calendarEvent)
    .where(
      and(
        eq(calendarEvent.calendarId, calendarId),
        opened === undefined ? undefined : eq(calendarEvent.calendarRev, opened),
      ),
    )
    .returning({ calendarId: calendarEvent.calendarId });
  if (deleted) return;
  const latest = found(await eventRevision(db, calendarId), CALENDAR_MESSAGES.notFound);
  throw editConflict("일정", latest, "삭제");
}
