// The month grid of /admin/calendar on Schedule-X (with the Temporal polyfill it needs and its
// theme). A `.client` module: the server build gets an empty stub, and the calendar route loads it
// in the browser on demand, so none of it reaches the Worker.
import "temporal-polyfill/global";
import "@schedule-x/theme-default/dist/index.css";
import { type CalendarEvent, createViewMonthGrid } from "@schedule-x/calendar";
import { ScheduleXCalendar, useCalendarApp } from "@schedule-x/react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { EventSummary } from "~/admin/calendar/events";
import { monthLabel } from "../../../functions/lib/dates";
import { isAllDay } from "../../../functions/schemas/calendarRules";

/** The fields of an API calendar row (GET /api/admin/calendar) the grid draws. */
export type MonthEvent = Pick<EventSummary, "calendarId" | "title" | "startTime" | "endTime" | "holidays">;

export interface MonthCalendarProps {
  events: MonthEvent[];
  /** The month shown first: a day as YYYY-MM-DD. */
  selectedDate: string;
  /** The zone the API's local times are in; the grid shows them there whatever the browser's. */
  timezone: string;
  /** Title of an event without one. */
  untitled: string;
  /** A day (YYYY-MM-DD) was clicked, or an event in that day's cell. */
  onOpenDay: (date: string) => void;
}

/** Schedule-X calendars: the colour of an event comes from its calendar (SPEC §3: holidays red). */
const CALENDARS = {
  normal: {
    colorName: "normal",
    label: "일정",
    lightColors: { main: "#1e5bb8", container: "#dce8fb", onContainer: "#0b2a5c" },
  },
  holiday: {
    colorName: "holiday",
    label: "휴일",
    lightColors: { main: "#c62828", container: "#fde2e1", onContainer: "#6b0d0d" },
  },
};

const monthGrid = createViewMonthGrid();

/**
 * Every text Schedule-X shows or reads out in a month grid, in our Korean. Its own ko-KR set says
 * "+ 2 일정들" and "…개 이상의 이벤트로 이동"; a set given here replaces all of its languages, so
 * a key left out would show in English.
 */
const TRANSLATIONS = {
  koKR: {
    Date: "날짜",
    "MM/DD/YYYY": "년/월/일",
    "Next month": "다음 달",
    "Previous month": "이전 달",
    "Choose Date": "날짜 선택",
    Today: "오늘",
    Month: "월",
    Year: "연",
    Week: "주",
    Day: "일",
    List: "목록",
    View: "보기",
    "Select View": "보기 선택",
    // Short enough for a phone's 47 px wide day.
    "+ {{n}} events": "+{{n}}개",
    "+ 1 event": "+1개",
    "No events": "일정 없음",
    "Next period": "다음",
    "Previous period": "이전",
    to: "~",
    "Full day- and multiple day events": "종일·여러 날 일정",
    "Link to {{n}} more events on {{date}}": "{{date}} 일정 {{n}}개 더 보기",
    "Link to 1 more event on {{date}}": "{{date}} 일정 1개 더 보기",
    CW: "{{week}}주차",
  },
};

/**
 * The month the grid shows ("2026년 11월"), for the heading that replaces Schedule-X's (hidden in
 * admin.css), which puts the month first ("11월 2026년") in every locale.
 */
const ShownMonth = createContext("");

function MonthHeading() {
  return (
    <span className="cal-month-heading" aria-live="polite">
      {useContext(ShownMonth)}
    </span>
  );
}

// One object for the calendar's life: ScheduleXCalendar renders the calendar again when it changes.
const HEADER_PARTS = { headerContentLeftAppend: MonthHeading };

/** An API event as a Schedule-X event: whole days when it is all day (both times midnight), else timed. */
function toCalendarEvent(e: MonthEvent, timezone: string, untitled: string): CalendarEvent | null {
  const start = e.startTime?.slice(0, 16);
  if (!start || start.length < 10) return null;
  let end = e.endTime?.slice(0, 16) ?? start;
  if (end < start) end = start;
  const allDay = isAllDay(start, end);
  const kind = e.holidays ? "holiday" : "normal";
  return {
    id: e.calendarId,
    title: e.title || untitled,
    start: allDay
      ? Temporal.PlainDate.from(start.slice(0, 10))
      : Temporal.PlainDateTime.from(start).toZonedDateTime(timezone),
    end: allDay
      ? Temporal.PlainDate.from(end.slice(0, 10))
      : Temporal.PlainDateTime.from(end).toZonedDateTime(timezone),
    calendarId: kind,
    _options: { disableDND: true, disableResize: true, additionalClasses: [`cal-event-${kind}`] },
  };
}

const toCalendarEvents = (events: MonthEvent[], timezone: string, untitled: string) =>
  events.map((e) => toCalendarEvent(e, timezone, untitled)).filter((e) => e !== null);

export default function MonthCalendar({ events, selectedDate, timezone, untitled, onOpenDay }: MonthCalendarProps) {
  // Schedule-X keeps the callbacks of its first config: they call the latest onOpenDay via this ref.
  const onOpenDayRef = useRef(onOpenDay);
  onOpenDayRef.current = onOpenDay;
  const [shownMonth, setShownMonth] = useState(() => monthLabel(selectedDate));

  const calendarApp = useCalendarApp({
    views: [monthGrid],
    defaultView: monthGrid.name,
    locale: "ko-KR",
    translations: TRANSLATIONS,
    timezone,
    selectedDate: Temporal.PlainDate.from(selectedDate),
    firstDayOfWeek: 7,
    isResponsive: false,
    calendars: CALENDARS,
    events: toCalendarEvents(events, timezone, untitled),
    callbacks: {
      // A month grid's range runs from the week of the 1st to the week of the last day, so its
      // 15th day is always in the month shown.
      onRangeUpdate: (range) => setShownMonth(monthLabel(range.start.toPlainDate().add({ days: 14 }).toString())),
      onClickDate: (date) => onOpenDayRef.current(date.toString()),
      onClickPlusEvents: (date) => onOpenDayRef.current(date.toString()),
      onEventClick: (event, uiEvent) => {
        // Enter opens the day on keydown: its keypress must not also press the dialog's first button.
        if (uiEvent.type === "keydown") uiEvent.preventDefault();
        // The day cell the event was clicked in; a multi-day event starts in an earlier cell.
        const cell = (uiEvent.target as Element | null)?.closest?.("[data-date]");
        onOpenDayRef.current(cell?.getAttribute("data-date") ?? event.start.toString().slice(0, 10));
      },
    },
  });

  useEffect(() => {
    calendarApp?.events.set(toCalendarEvents(events, timezone, untitled));
  }, [calendarApp, events, timezone, untitled]);

  return (
    <ShownMonth.Provider value={shownMonth}>
      <ScheduleXCalendar calendarApp={calendarApp} customComponents={HEADER_PARTS} />
    </ShownMonth.Provider>
  );
}
