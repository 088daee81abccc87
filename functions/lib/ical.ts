// iCalendar text (RFC 5545) for the calendar subscription (decision 069). Hand-written: the feed
// writes one kind of component with ten properties; `ics` would bring yup (a schema validator) and
// nanoid into the Worker for it (decision 069).
import { addDays, withKoreaOffset } from "./dates";

const CRLF = "\r\n";
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (§3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n?|\n/g, "\\n");

/**
 * A content line folded at 75 octets (§3.1): each continuation starts with a space, and no
 * character (a Korean one is 3 octets) is cut in two.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75.
    if (size + octets > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A stored Korea time `YYYY-MM-DDTHH:mm:ss` as a UTC DATE-TIME `YYYYMMDDTHHMMSSZ`. */
export const utcDateTime = (local: string): string =>
  new Date(withKoreaOffset(local.slice(0, 19)))
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");

/** A day `YYYY-MM-DD…` as a DATE `YYYYMMDD`. */
const date = (day: string) => day.slice(0, 10).replace(/-/g, "");

export interface ICalEvent {
  uid: string;
  start: string;
  end: string;
  /** 종일 (decision 024): whole days, `end` being the last one. */
  allDay?: boolean;
  stamp: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  categories?: string | null;
  cancelled?: boolean;
}

/** A VCALENDAR of the events; `name` is what calendar apps show for the subscription. */
export function toICalendar(name: string, events: readonly ICalEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//window-door-site//calendar feed//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Asia/Seoul",
    // Calendar apps that honour it ask again within the hour.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcDateTime(e.stamp)}`,
      ...(e.allDay
        ? // DTEND of a DATE is exclusive: the day after the last one.
          [`DTSTART;VALUE=DATE:${date(e.start)}`, `DTEND;VALUE=DATE:${date(addDays(e.end.slice(0, 10), 1))}`]
        : [`DTSTART:${utcDateTime(e.start)}`, `DTEND:${utcDateTime(e.end)}`]),
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.categories) lines.push(`CATEGORIES:${escapeText(e.categories)}`);
    if (e.cancelled) lines.push("STATUS:CANCELLED");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join(CRLF)}${CRLF}`;
}
