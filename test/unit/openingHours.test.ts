// The JSON-LD openingHours of the home page come from the owner's free-text hours (settings).
import { describe, expect, it } from "vitest";
import { openingHoursOf } from "../../app/lib/seo";

describe("openingHoursOf", () => {
  it.each([
    ["평일 09:00 - 18:00 (주말·공휴일 휴무)", ["Mo-Fr 09:00-18:00"]],
    ["평일 08:30~17:30, 토요일 9:00-13:00", ["Mo-Fr 08:30-17:30", "Sa 09:00-13:00"]],
    ["월~토 08:00 - 19:00", ["Mo-Sa 08:00-19:00"]],
    ["월요일-금요일: 10:00-19:00", ["Mo-Fr 10:00-19:00"]],
    ["매일 07:00~22:00", ["Mo-Su 07:00-22:00"]],
    ["주말 10:00-16:00", ["Sa-Su 10:00-16:00"]],
    ["일 13:00-17:00", ["Su 13:00-17:00"]],
  ])("%s → %j", (text, expected) => {
    expect(openingHoursOf(text)).toEqual(expected);
  });

  it.each([
    ["상담 시간은 전화로 문의해 주세요"],
    ["연중무휴"],
    // A day inside a word is not a day: "공휴일" does not make a Sunday.
    ["공휴일 10:00-12:00"],
    ["평일 25:00-18:00"],
    ["평일 09:75-18:00"],
    [""],
  ])("%s → nothing", (text) => {
    expect(openingHoursOf(text)).toEqual([]);
  });
});
