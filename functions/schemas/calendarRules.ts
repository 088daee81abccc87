// Calendar limits and the all-day rule without zod, so the calendar screens can use them without
// the validator (functions/schemas/calendar.ts builds the payload schemas on them).

export const CALENDAR_LIMITS = { title: 100, description: 2000, location: 300 } as const;

export const CALENDAR_TITLE_REQUIRED = "제목을 입력해주세요.";

export const CALENDAR_END_BEFORE_START = "종료 일시는 시작 일시보다 빠를 수 없습니다.";

/** What an all-day event shows where other events show their times. */
export const ALL_DAY_LABEL = "종일";

/** `HH:mm` or `HH:mm:ss` part of a date-time at midnight, or a bare date. */
const atMidnight = (t: string | null | undefined) => !!t && (t.length === 10 || /^T00:00(:00)?$/.test(t.slice(10)));

/**
 * An all-day event (decision 024): both times at midnight, the end being the event's last day,
 * as the original create modal's date pickers send them. It has no column of its own.
 */
export const isAllDay = (startTime: string | null | undefined, endTime: string | null | undefined) =>
  atMidnight(startTime) && atMidnight(endTime);
