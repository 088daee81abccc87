// 캘린더 구독 (decision 069): an account's secret address for phone calendar apps. Made, shown
// once, replaced and deleted by its owner; the feed holds every event (public and private) as
// iCalendar, is never cached, and its secret is never in the request log.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { calendarEvent, calendarFeed, inquiry, users } from "../../db/schema";
import { sectionsOfRead, sectionsOfWrite } from "../../functions/cache/sections";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, callWith, db, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn & { username: string };
let inquiryId: number;

const NOT_FOUND = "캘린더 구독 주소를 찾을 수 없습니다. 일정 관리에서 새 주소를 받아주세요.";
const status = async (as: LoggedIn) =>
  ((await (await callAs(as, "/api/admin/calendar/feed")).json()) as { feed: { createAt: string } | null }).feed;
async function issue(as: LoggedIn) {
  const res = await callAs(as, "/api/admin/calendar/feed", { method: "POST" });
  expect(res.status, await res.clone().text()).toBe(201);
  expect(res.headers.get("cache-control")).toContain("no-store");
  return (await res.json()) as { message: string; url: string; createAt: string };
}
/** The feed as a calendar app asks for it: no session, no cookie. */
const fetchFeed = (url: string) => call(new URL(url).pathname);
/** Unfolded content lines of an iCalendar text. */
const linesOf = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
  [{ inquiryId }] = (await db()
    .insert(inquiry)
    .values({ title: "실측 요청", content: "<p>실측</p>" })
    .returning({ inquiryId: inquiry.inquiryId })) as [{ inquiryId: number }];
  await db().delete(calendarEvent);
  await db()
    .insert(calendarEvent)
    .values([
      {
        title: "방문: 김고객, 거실 창",
        description: "사다리차 필요\n주차 가능",
        location: "경기도 화성시 동탄대로 1; 101동",
        startTime: "2099-12-01T10:00:00",
        endTime: "2099-12-01T12:00:00",
        calendarYN: "N",
        inquiryId,
        updateAt: "2099-11-28T09:00:00",
      },
      {
        title: "창립기념일 휴무",
        startTime: "2099-12-24T00:00:00",
        endTime: "2099-12-25T00:00:00",
        calendarYN: "Y",
        holidays: true,
      },
      {
        title: "취소된 시공",
        startTime: "2099-12-03T09:00:00",
        endTime: "2099-12-03T18:00:00",
        scheduleStatus: "CANCELED",
      },
      // Ended more than 180 days ago: left out.
      { title: "오래된 일정", startTime: "2020-01-01T09:00:00", endTime: "2020-01-01T10:00:00" },
    ]);
});

afterEach(() => vi.restoreAllMocks());

describe("the subscription address", () => {
  it("is made once per account, its secret shown only in the answer and stored as a hash", async () => {
    expect(await status(admin)).toBeNull();
    const made = await issue(admin);
    expect(made.message).toBe("캘린더 구독 주소를 만들었습니다.");
    expect(made.url).toMatch(/^http:\/\/localhost\/api\/calendar\/feed\/[0-9a-f]{64}\.ics$/);
    expect(await status(admin)).toEqual({ createAt: made.createAt });
    const secret = /([0-9a-f]{64})\.ics$/.exec(made.url)?.[1] ?? "";
    const stored = await db().select().from(calendarFeed);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it("answers every event since 180 days ago as iCalendar, public and private, for no session", async () => {
    const { url } = await issue(admin);
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-cache")).toBeNull();
    const lines = linesOf(await res.text());
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.find((l) => l.startsWith("X-WR-CALNAME:"))).toMatch(/ 일정$/);
    const summaries = lines.filter((l) => l.startsWith("SUMMARY:"));
    expect(summaries).toEqual(["SUMMARY:방문: 김고객\\, 거실 창", "SUMMARY:취소된 시공", "SUMMARY:창립기념일 휴무"]);
    expect(lines).toContain("DTSTART:20991201T010000Z");
    expect(lines).toContain("LOCATION:경기도 화성시 동탄대로 1\\; 101동");
    expect(lines).toContain(
      `DESCRIPTION:사다리차 필요\\n주차 가능\\n\\n문의 보기: http://localhost/admin/inquiry/${inquiryId}`,
    );
    expect(lines).toContain("CATEGORIES:휴일");
    // 종일 (both at midnight, the end its last day): whole days, DTEND the day after.
    expect(lines).toContain("DTSTART;VALUE=DATE:20991224");
    expect(lines).toContain("DTEND;VALUE=DATE:20991226");
    expect(lines.filter((l) => l === "STATUS:CANCELLED")).toHaveLength(1);
    // Never a shared response: the path is not a cache key, and asking again is not a hit.
    expect(sectionsOfRead("GET", new URL(url).pathname)).toBeNull();
    expect((await fetchFeed(url)).headers.get("x-cache")).toBeNull();
  });

  it("a new address ends the old one; deleting ends it too", async () => {
    const old = await issue(admin);
    const fresh = await issue(admin);
    expect(fresh.url).not.toBe(old.url);
    await expectJsonError(await fetchFeed(old.url), 404, NOT_FOUND);
    expect((await fetchFeed(fresh.url)).status).toBe(200);

    const del = await callAs(admin, "/api/admin/calendar/feed", { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(await del.text()).toBe(
      "캘린더 구독 주소를 삭제했습니다. 이 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.",
    );
    await expectJsonError(await fetchFeed(fresh.url), 404, NOT_FOUND);
    expect(await status(admin)).toBeNull();
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/feed", { method: "DELETE" }),
      404,
      "삭제할 캘린더 구독 주소가 없습니다.",
    );
  });

  it("is each account's own, and goes with a deleted account", async () => {
    const mine = await issue(admin);
    const theirs = await issue(staff);
    expect(theirs.url).not.toBe(mine.url);
    expect((await fetchFeed(theirs.url)).status).toBe(200);
    const [account] = await db()
      .select({ usersId: users.usersId })
      .from(users)
      .where(eq(users.username, staff.username));
    expect((await callAs(admin, `/api/admin/users?usersId=${account?.usersId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    await expectJsonError(await fetchFeed(theirs.url), 404, NOT_FOUND);
    expect((await fetchFeed(mine.url)).status).toBe(200);
  });

  it("refuses what is not an address, and needs a session to make one", async () => {
    for (const name of ["abc.ics", `${"A".repeat(64)}.ics`, `${"a".repeat(64)}.txt`, "a".repeat(64)]) {
      await expectJsonError(await call(`/api/calendar/feed/${name}`), 404, NOT_FOUND);
    }
    expect((await call("/api/admin/calendar/feed", { method: "POST" })).status).toBe(401);
  });

  it("keeps the secret out of the request log, and making one changes no public page", async () => {
    const { url } = await issue(admin);
    const secret = /([0-9a-f]{64})\.ics$/.exec(url)?.[1] ?? "";
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => lines.push(args.join(" ")));
    // Production writes one line per request (functions/worker.ts).
    expect((await callWith(new Request(url), { ENVIRONMENT: "production" })).status).toBe(200);
    vi.restoreAllMocks();
    const logged = lines.join("\n");
    expect(logged).toContain("/api/calendar/feed/:file");
    expect(logged).not.toContain(secret);
    expect(sectionsOfWrite("/api/admin/calendar/feed")).toEqual([]);
  });
});
