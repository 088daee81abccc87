// Korea local dates, the one place that knows the zone (decision 005). Korea has one fixed offset
// (UTC+9, no daylight saving), so local date-times are plain arithmetic. No imports: screens in the
// browser use the same functions as the Worker.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The zone name, for libraries that take one (the admin calendar's Schedule-X). */
export const KOREA_TIME_ZONE = "Asia/Seoul";

/** Now as Korea local date-time text `YYYY-MM-DDTHH:mm:ss`, the format of every stored date. */
export function nowLocal(now: number = Date.now()): string {
  return new Date(now + KST_OFFSET_MS).toISOString().slice(0, 19);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

/**
 * Normalises an input date-time (`YYYY-MM-DDTHH:mm`, with optional seconds and fraction) to
 * `YYYY-MM-DDTHH:mm:ss`, or null when it is not a real date-time.
 */
export function parseLocalDateTime(input: string): string | null {
  const m = DATE_TIME.exec(input.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = "00"] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  const normal = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  return date.toISOString().slice(0, 19) === normal ? normal : null;
}

/** A stored local date-time as ISO 8601 with Korea's offset, for readers outside the site
 * (structured data, the RSS feed). */
export const withKoreaOffset = (localDateTime: string): string => `${localDateTime}+09:00`;

/** A stored date-time as people read it, to the minute: "2026-11-28 14:05". */
export const minuteText = (at: string): string => at.replace("T", " ").slice(0, 16);

/** Today in Korea as `YYYY-MM-DD`. */
export const todayLocal = (now: number = Date.now()): string => nowLocal(now).slice(0, 10);

/** A calendar day or month as a UTC date, for arithmetic only (never a moment in time). */
function utcDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
}

/** The day `days` after a `YYYY-MM-DD` day (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

/** The month `months` after a `YYYY-MM` month (negative goes back). */
export function addMonths(month: string, months: number): string {
  const date = utcDay(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/**
 * The day `months` after a `YYYY-MM-DD` day (negative goes back), kept in its month: a day the
 * month lacks becomes its last (01-31 + 1 month = 02-28).
 */
export function addMonthsToDay(day: string, months: number): string {
  const month = addMonths(day.slice(0, 7), months);
  const { last } = monthBounds(month);
  return `${month}-${String(Math.min(Number(day.slice(8, 10)), Number(last.slice(8, 10)))).padStart(2, "0")}`;
}

/** First and last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** A `YYYY-MM` month (or a day in it) as the screens name it: "2026년 11월", the year first. */
export const monthLabel = (month: string): string => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** "2026-03-01" → "2026년 3월 1일" (a day as Korean text says it). */
export const dayLabel = (day: string): string => `${monthLabel(day)} ${Number(day.slice(8, 10))}일`;

/** Day of the week of a `YYYY-MM-DD` day: 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number => utcDay(day).getUTCDay();

/** Korean names of the days of the week, Sunday first (index = weekdayOf). */
export const WEEKDAY_NAMES = ["일", "월", "화", "수", "목", "금", "토"] as const;
