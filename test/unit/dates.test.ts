// functions/lib/dates.ts: every stored and returned date is Korea local time (UTC+9) as
// `YYYY-MM-DDTHH:mm:ss`, no offset and no fraction (API-SHAPES §1).
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addMonthsToDay,
  daysBetween,
  monthBounds,
  monthLabel,
  nowLocal,
  parseLocalDateTime,
  todayLocal,
  weekdayOf,
} from "../../functions/lib/dates";

const FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe("nowLocal", () => {
  it("gives the UTC+9 wall-clock time without offset or fraction", () => {
    expect(nowLocal(Date.UTC(2025, 0, 31, 1, 20, 30, 987))).toBe("2025-01-31T10:20:30");
  });

  it("moves to the next Korean day at 15:00 UTC, across months and years", () => {
    expect(nowLocal(Date.UTC(2025, 1, 28, 14, 59, 59))).toBe("2025-02-28T23:59:59");
    expect(nowLocal(Date.UTC(2025, 1, 28, 15, 0, 0))).toBe("2025-03-01T00:00:00");
    expect(nowLocal(Date.UTC(2025, 11, 31, 15, 0, 0))).toBe("2026-01-01T00:00:00");
  });

  it("defaults to the current time", () => {
    const before = Date.now();
    const now = nowLocal();
    const after = Date.now();
    expect(now).toMatch(FORMAT);
    expect(now >= nowLocal(before) && now <= nowLocal(after)).toBe(true);
  });
});

describe("parseLocalDateTime", () => {
  it("accepts minutes only and fills in the seconds", () => {
    expect(parseLocalDateTime("2025-01-31T10:20")).toBe("2025-01-31T10:20:00");
    expect(parseLocalDateTime("2025-01-31T00:00")).toBe("2025-01-31T00:00:00");
  });

  it("accepts seconds and drops a fraction of 1 to 6 digits", () => {
    expect(parseLocalDateTime("2025-01-31T10:20:30")).toBe("2025-01-31T10:20:30");
    expect(parseLocalDateTime("2025-01-31T10:20:30.5")).toBe("2025-01-31T10:20:30");
    expect(parseLocalDateTime("2025-01-31T10:20:30.123")).toBe("2025-01-31T10:20:30");
    expect(parseLocalDateTime("2025-01-31T10:20:30.123456")).toBe("2025-01-31T10:20:30");
  });

  it("accepts surrounding spaces and a real leap day", () => {
    expect(parseLocalDateTime("  2025-01-31T10:20  ")).toBe("2025-01-31T10:20:00");
    expect(parseLocalDateTime("2024-02-29T12:00")).toBe("2024-02-29T12:00:00");
    expect(parseLocalDateTime("2025-12-31T23:59:59")).toBe("2025-12-31T23:59:59");
  });

  it("rejects dates and times that do not exist", () => {
    for (const input of [
      "2025-02-30T00:00",
      "2025-02-29T00:00",
      "2025-04-31T00:00",
      "2025-13-01T00:00",
      "2025-00-10T00:00",
      "2025-01-00T00:00",
      "2025-01-31T24:00",
      "2025-01-31T10:60",
      "2025-01-31T10:20:60",
    ]) {
      expect(parseLocalDateTime(input), input).toBeNull();
    }
  });

  it("rejects garbage and other formats", () => {
    for (const input of [
      "",
      "garbage",
      "2025-01-31",
      "2025-01-31 10:20",
      "2025/01/31T10:20",
      "25-01-31T10:20",
      "2025-1-31T10:20",
      "2025-01-31T1:20",
      "2025-01-31T10:20:30.",
      "2025-01-31T10:20:30abc",
      "T10:20",
    ]) {
      expect(parseLocalDateTime(input), input).toBeNull();
    }
  });
});

describe("todayLocal and addDays", () => {
  it("gives Korea's date, which turns at 15:00 UTC", () => {
    expect(todayLocal(Date.UTC(2026, 11, 31, 14, 59, 59))).toBe("2026-12-31");
    expect(todayLocal(Date.UTC(2026, 11, 31, 15, 0, 0))).toBe("2027-01-01");
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("daysBetween is addDays' inverse, across years and leap days, and negative backwards", () => {
    expect(daysBetween("2026-12-25", "2027-01-08")).toBe(14);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-11-28", "2026-11-28")).toBe(0);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
    for (const n of [-400, -1, 0, 1, 59, 366]) expect(daysBetween("2026-01-31", addDays("2026-01-31", n))).toBe(n);
  });
});

describe("months: addMonths, monthBounds, monthLabel, weekdayOf", () => {
  it("steps months across years in both directions", () => {
    expect(addMonths("2026-11", 1)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-03", -5)).toBe("2025-10");
    expect(addMonths("2026-01", 0)).toBe("2026-01");
  });

  it("gives a month's first and last day, leap Februaries included", () => {
    expect(monthBounds("2026-11")).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
  });

  it("names a month the Korean way, year first, from a month or a day in it", () => {
    expect(monthLabel("2026-11")).toBe("2026년 11월");
    expect(monthLabel("2027-01")).toBe("2027년 1월");
    expect(monthLabel("2026-11-27")).toBe("2026년 11월");
  });

  it("names the weekday of a day (0 Sunday) whatever the machine's zone", () => {
    expect(weekdayOf("2026-11-01")).toBe(0);
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-28")).toBe(6);
  });
});

describe("addMonthsToDay", () => {
  it("moves by calendar months and keeps a day the month lacks at its last (decision 077)", () => {
    expect(addMonthsToDay("2026-03-15", 12)).toBe("2027-03-15");
    expect(addMonthsToDay("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToDay("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonthsToDay("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonthsToDay("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonthsToDay("2026-11-28", -60)).toBe("2021-11-28");
  });
});
