// Calendar event payloads (SPEC §7 "Admin: calendar", API-SHAPES §10). No server imports:
// the calendar modals can check the same rules.
import * as z from "zod";
import { parseLocalDateTime } from "../lib/dates";
import { josa, notTextMessage, tooLongMessage } from "../lib/korean";
import { id } from "../lib/validation";
import { CALENDAR_END_BEFORE_START, CALENDAR_LIMITS, CALENDAR_TITLE_REQUIRED } from "./calendarRules";

export const CALENDAR_MESSAGES = {
  created: "일정이 등록되었습니다.",
  updated: "일정이 수정되었습니다.",
  deleted: "일정이 삭제 되었습니다.",
  notFound: "일정을 찾을 수 없습니다.",
  endBeforeStart: CALENDAR_END_BEFORE_START,
  body: "일정 정보를 확인해주세요.",
  day: "조회할 날짜(startTime)를 YYYY-MM-DD 형식으로 입력해주세요.",
  titleRequired: CALENDAR_TITLE_REQUIRED,
  feedIssued: "캘린더 구독 주소를 만들었습니다.",
  feedRevoked: "캘린더 구독 주소를 삭제했습니다. 이 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.",
  feedNone: "삭제할 캘린더 구독 주소가 없습니다.",
  feedNotFound: "캘린더 구독 주소를 찾을 수 없습니다. 일정 관리에서 새 주소를 받아주세요.",
} as const;

export const SCHEDULE_STATUSES = ["PLANNED", "ONGOING", "COMPLETED", "CANCELED"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Text that may be cleared: blank becomes null; null or absent is undefined (unchanged on update). */
const text = (label: string, max: number) =>
  z
    .string({ error: notTextMessage(label) })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : v || null));

/** The title: required on create, never blank on update (decision 024). */
const title = z
  .string({ error: CALENDAR_MESSAGES.titleRequired })
  .trim()
  .min(1, CALENDAR_MESSAGES.titleRequired)
  .max(CALENDAR_LIMITS.title, tooLongMessage("제목", CALENDAR_LIMITS.title));

const dateTimeText = (label: string) => `${josa(label, "을/를")} YYYY-MM-DDTHH:mm 형식의 올바른 날짜로 입력해주세요.`;

/** A required date-time, normalised to `YYYY-MM-DDTHH:mm:ss`. */
const dateTime = (label: string) =>
  z.string({ error: dateTimeText(label) }).transform((v, ctx) => {
    const parsed = parseLocalDateTime(v);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message: dateTimeText(label) });
      return z.NEVER;
    }
    return parsed;
  });

/** An optional date-time: blank, null or absent is undefined (unchanged). */
const optionalDateTime = (label: string) =>
  z
    .union([z.literal(""), dateTime(label)], { error: dateTimeText(label) })
    .nullish()
    .transform((v) => v || undefined);

/** "Y" or "N"; "" counts as absent. */
const yn = z
  .enum(["Y", "N", ""], { error: "공개 여부(calendarYN)는 Y 또는 N 이어야 합니다." })
  .nullish()
  .transform((v) => v || undefined);

/** A JSON boolean; "" counts as false, null or absent as undefined. "true"/"false" text is accepted. */
const flag = z
  .union([z.boolean(), z.enum(["", "true", "false"])], { error: "휴일 여부(holidays)는 true 또는 false 여야 합니다." })
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : v === true || v === "true"));

const ordered = <T extends { startTime?: string; endTime?: string }>(v: T) =>
  !v.startTime || !v.endTime || v.startTime <= v.endTime;

/** POST /api/admin/calendar. `key` and `highlight` are dropped (not declared). */
export const createEventSchema = z
  .object(
    {
      title,
      description: text("내용", CALENDAR_LIMITS.description),
      startTime: dateTime("시작 일시(startTime)"),
      endTime: dateTime("종료 일시(endTime)"),
      location: text("장소", CALENDAR_LIMITS.location),
      calendarYN: yn.transform((v) => v ?? "N"),
      holidays: flag.transform((v) => v ?? false),
      /** A visit scheduled from this inquiry ("방문 일정 잡기", decision 032). */
      inquiryId: id("문의 번호").nullish(),
    },
    { error: CALENDAR_MESSAGES.body },
  )
  .refine(ordered, { message: CALENDAR_MESSAGES.endBeforeStart });

export type CreateEventInput = z.output<typeof createEventSchema>;

/** POST /api/admin/calendar/update: absent or null fields stay as they are. */
export const updateEventSchema = z.object(
  {
    calendarId: id("일정 번호"),
    /** null or absent: unchanged (partial update); blank: refused like on create. */
    title: title.nullish().transform((v) => v ?? undefined),
    description: text("내용", CALENDAR_LIMITS.description),
    startTime: optionalDateTime("시작 일시(startTime)"),
    endTime: optionalDateTime("종료 일시(endTime)"),
    location: text("장소", CALENDAR_LIMITS.location),
    calendarYN: yn,
    scheduleStatus: z
      .enum([...SCHEDULE_STATUSES, ""], {
        error: "일정 상태(scheduleStatus)는 PLANNED, ONGOING, COMPLETED, CANCELED 중 하나여야 합니다.",
      })
      .nullish()
      .transform((v) => v || undefined),
    holidays: flag,
  },
  { error: CALENDAR_MESSAGES.body },
);

export type UpdateEventInput = Omit<z.output<typeof updateEventSchema>, "calendarId">;

/** GET /api/admin/calendar/detail?startTime=: the day, from `YYYY-MM-DD` or a full date-time. */
export const dayQuerySchema = z.object({
  startTime: z.string({ error: CALENDAR_MESSAGES.day }).transform((v, ctx) => {
    const value = v.trim();
    const day = value.slice(0, 10);
    // Only the date part is used, but what follows it must still be a real time.
    if (parseLocalDateTime(value.length > 10 ? value : `${day}T00:00`) === null) {
      ctx.addIssue({ code: "custom", message: CALENDAR_MESSAGES.day });
      return z.NEVER;
    }
    return day;
  }),
});
