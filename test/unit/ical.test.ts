// functions/lib/ical.ts: the calendar subscription's iCalendar text (RFC 5545, decision 069).
import { describe, expect, it } from "vitest";
import { escapeText, fold, toICalendar, utcDateTime } from "../../functions/lib/ical";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("101동, 1001호; 경비실 \\ 문의\r\n2층\n3층\r4층")).toBe(
      "101동\\, 1001호\\; 경비실 \\\\ 문의\\n2층\\n3층\\n4층",
    );
  });
});

describe("fold", () => {
  it("keeps a short line as it is", () => {
    expect(fold("SUMMARY:거실 창 교체")).toBe("SUMMARY:거실 창 교체");
  });

  it("folds at 75 octets, continuation lines led by a space, never inside a Korean character", () => {
    const line = `DESCRIPTION:${"창호 실측 방문 ".repeat(20)}`;
    const folded = fold(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const [i, l] of lines.entries()) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(" ")).toBe(true);
      // A cut character would decode as U+FFFD.
      expect(l).not.toContain("\uFFFD");
    }
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("utcDateTime", () => {
  it("turns a stored Korea time into UTC, across the date line", () => {
    expect(utcDateTime("2026-11-28T09:30:00")).toBe("20261128T003000Z");
    expect(utcDateTime("2026-01-01T08:00:00")).toBe("20251231T230000Z");
  });
});

describe("toICalendar", () => {
  it("writes a calendar with its name and one VEVENT per event, CRLF throughout", () => {
    const text = toICalendar("한빛창호 일정", [
      {
        uid: "calendar-7@example.com",
        start: "2026-12-01T10:00:00",
        end: "2026-12-01T12:00:00",
        stamp: "2026-11-28T09:00:00",
        summary: "방문: 김고객, 거실 창",
        location: "경기도 화성시 동탄대로 1",
        description: "사다리차 필요\n주차 가능",
        categories: "휴일",
        cancelled: true,
      },
      {
        uid: "calendar-8@example.com",
        start: "2026-12-02T09:00:00",
        end: "2026-12-02T10:00:00",
        stamp: "2026-11-28T09:00:00",
        summary: "제목",
      },
    ]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("X-WR-CALNAME:한빛창호 일정");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    const first = lines.slice(lines.indexOf("BEGIN:VEVENT"), lines.indexOf("END:VEVENT") + 1);
    expect(first).toEqual([
      "BEGIN:VEVENT",
      "UID:calendar-7@example.com",
      "DTSTAMP:20261128T000000Z",
      "DTSTART:20261201T010000Z",
      "DTEND:20261201T030000Z",
      "SUMMARY:방문: 김고객\\, 거실 창",
      "LOCATION:경기도 화성시 동탄대로 1",
      "DESCRIPTION:사다리차 필요\\n주차 가능",
      "CATEGORIES:휴일",
      "STATUS:CANCELLED",
      "END:VEVENT",
    ]);
    const allDay = toICalendar("x", [
      {
        uid: "u",
        start: "2026-12-31T00:00:00",
        end: "2027-01-01T00:00:00",
        stamp: "2026-11-28T09:00:00",
        summary: "연말 휴무",
        allDay: true,
      },
    ]).split("\r\n");
    expect(allDay).toContain("DTSTART;VALUE=DATE:20261231");
    expect(allDay).toContain("DTEND;VALUE=DATE:20270102");
    // The second has no place, notes, category or status lines.
    const second = lines.slice(lines.lastIndexOf("BEGIN:VEVENT"), lines.lastIndexOf("END:VEVENT") + 1);
    expect(second.map((l) => l.split(":")[0])).toEqual([
      "BEGIN",
      "UID",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "END",
    ]);
  });
});
