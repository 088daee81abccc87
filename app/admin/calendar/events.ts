// The calendar's answers as the back office reads them (the server's types, through the typed
// client): the month list of /admin/calendar and the dashboard, and one day's full events; and how
// an event's time and status read wherever one is shown (the calendar, an inquiry's visits).
import type { client, InferResponseType } from "~/admin/shared/rpc";
import { addDays } from "../../../functions/lib/dates";
import { ALL_DAY_LABEL, isAllDay } from "../../../functions/schemas/calendarRules";

/** A row of GET /api/admin/calendar. */
export type EventSummary = InferResponseType<typeof client.api.admin.calendar.$get>[number];

/** A row of GET /api/admin/calendar/detail: the full event. */
export type EventDetail = InferResponseType<typeof client.api.admin.calendar.detail.$get>[number];

export type ScheduleStatus = NonNullable<EventDetail["scheduleStatus"]>;

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  PLANNED: "예정",
  ONGOING: "진행 중",
  COMPLETED: "완료",
  CANCELED: "취소",
};
export const statusLabel = (s: ScheduleStatus | null) => (s ? SCHEDULE_STATUS_LABELS[s] : "없음");

const NO_DATE = "날짜 없음";

/** `YYYY-MM-DD HH:mm` of an API date-time (SPEC §9), or 날짜 없음. */
const dateTimeText = (value: string | null) => (value ? `${value.slice(0, 10)} ${value.slice(11, 16)}` : NO_DATE);

/** An event's span on one line: `시작 ~ 끝`, or `YYYY-MM-DD 종일` for a one-day all-day event. */
export function spanText(e: { startTime: string | null; endTime: string | null }) {
  if (!e.startTime) return NO_DATE;
  const end = e.endTime ?? e.startTime;
  if (isAllDay(e.startTime, end)) {
    const first = e.startTime.slice(0, 10);
    const last = end.slice(0, 10);
    return last > first ? `${first} ~ ${last} ${ALL_DAY_LABEL}` : `${first} ${ALL_DAY_LABEL}`;
  }
  return `${dateTimeText(e.startTime)} ~ ${dateTimeText(end)}`;
}

/** The calendar screen with a day's list open (`?day=`, decision 086). */
export const calendarDayPath = (day: string) => `/admin/calendar?day=${day}`;

/** How far the dashboard's 다가오는 일정 looks, from today (decision 087): across the month's end. */
export const UPCOMING_DAYS = 14;

/** An event's first and last day (`YYYY-MM-DD`); an end before the start counts as the start. */
export function eventDays(e: { startTime: string | null; endTime: string | null }): [string, string] | null {
  if (!e.startTime) return null;
  const start = e.startTime.slice(0, 10);
  const end = e.endTime ? e.endTime.slice(0, 10) : start;
  return [start, end >= start ? end : start];
}

/**
 * The events still to come: not ended before `today` and starting within UPCOMING_DAYS of it
 * (today included), by start. On the month's last day the next days are the next month's.
 */
export function upcomingEvents<T extends { startTime: string | null; endTime: string | null }>(
  events: readonly T[],
  today: string,
): T[] {
  const horizon = addDays(today, UPCOMING_DAYS - 1);
  return events
    .filter((e) => {
      const days = eventDays(e);
      return days !== null && days[1] >= today && days[0] <= horizon;
    })
    .sort((a, b) => (a.startTime ?? "").localeCompare(b.startTime ?? ""));
}
