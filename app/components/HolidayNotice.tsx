// "휴무 안내": public holiday/closure events from the schedule, so "주말·공휴일 휴무" gets dates.

export interface Holiday {
  calendarId: number;
  title: string | null;
  startTime: string;
  endTime: string;
}

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** `YYYY-MM-DD (요일)` of a stored `YYYY-MM-DDTHH:mm:ss`. */
function dayLabel(dateTime: string): string {
  const day = dateTime.slice(0, 10);
  const [y, m, d] = day.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()];
  return `${day} (${weekday})`;
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
