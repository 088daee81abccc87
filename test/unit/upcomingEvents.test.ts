// The dashboard's 다가오는 일정 (decision 087): what is still to come in the next two weeks, across
// the month's end, not only this month's remaining days.
import { describe, expect, it } from "vitest";
import { upcomingEvents } from "../../app/admin/calendar/events";

const event = (title: string, startTime: string | null, endTime: string | null = startTime) => ({
  title,
  startTime,
  endTime,
});

const titles = (events: { title: string }[]) => events.map((e) => e.title);

describe("upcomingEvents", () => {
  const events = [
    event("다음 달 첫날 시공", "2026-12-01T09:00:00", "2026-12-01T17:00:00"),
    event("어제 끝난 실측", "2026-11-29T10:00:00", "2026-11-29T11:00:00"),
    event("어제부터 내일까지", "2026-11-29T00:00:00", "2026-12-01T00:00:00"),
    event("오늘 오후 상담", "2026-11-30T14:00:00", "2026-11-30T15:00:00"),
    event("2주째 마지막 날", "2026-12-13T09:00:00"),
    event("2주 뒤", "2026-12-14T09:00:00"),
    event("날짜 없음", null),
    event("끝이 시작보다 빠름", "2026-12-02T10:00:00", "2026-11-01T10:00:00"),
  ];

  it("on the month's last day, lists tomorrow's visit (next month) and the rest of two weeks, by start", () => {
    expect(titles(upcomingEvents(events, "2026-11-30"))).toEqual([
      "어제부터 내일까지",
      "오늘 오후 상담",
      "다음 달 첫날 시공",
      "끝이 시작보다 빠름",
      "2주째 마지막 날",
    ]);
  });

  it("drops what ended before today and what starts after the two weeks", () => {
    const listed = titles(upcomingEvents(events, "2026-12-01"));
    expect(listed).not.toContain("오늘 오후 상담");
    expect(listed).toContain("어제부터 내일까지");
    expect(listed).toContain("2주 뒤");
  });

  it("says nothing when nothing is to come, and keeps the caller's list as it was", () => {
    const before = titles(events);
    expect(upcomingEvents(events, "2027-03-01")).toEqual([]);
    expect(titles(events)).toEqual(before);
  });
});
