// "휴무 안내": public holiday/closure events from the schedule, so "주말·공휴일 휴무" gets dates.
import { WEEKDAY_NAMES, weekdayOf } from "../../functions/lib/dates";

export interface Holiday {
  calendarId: number;
  title: string | null;
  startTime: string;
  endTime: string;
}

/** `YYYY-MM-DD (요일)` of a stored `YYYY-MM-DDTHH:mm:ss`. */
function dayLabel(dateTime: string): string {
  const day = dateTime.slice(0, 10);
  return `${day} (${WEEKDAY_NAMES[weekdayOf(day)]})`;
}

export function HolidayNotice({ holidays }: { holidays: readonly Holiday[] }) {
  if (holidays.length === 0) return null;
  return (
    <section className="holiday-notice" aria-labelledby="holiday-title">
      <h2 id="holiday-title">휴무 안내</h2>
      <ul>
        {holidays.map((h) => {
          const oneDay = h.startTime.slice(0, 10) === h.endTime.slice(0, 10);
          return (
            <li key={h.calendarId}>
              <span className="holiday-date">
                <time dateTime={h.startTime.slice(0, 10)}>{dayLabel(h.startTime)}</time>
                {oneDay ? null : (
                  <>
                    {" ~ "}
                    <time dateTime={h.endTime.slice(0, 10)}>{dayLabel(h.endTime)}</time>
                  </>
                )}
              </span>
              <span className="holiday-title">{h.title || "휴무"}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
