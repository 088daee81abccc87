// 방문 통계 (decision 091): the public pages' beacon counted per Korea day, page, source and device,
// with nothing that tells a visitor apart; crawlers, made-up paths and bad beacons count nothing;
// the back office's figures by day; two years kept.
import { createScheduledController, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { siteVisitDaily } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { IsolateCounter } from "../../functions/services/rateLimit";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, callWith, db, expectJsonError, request, seedDatabase } from "../fixtures";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1";
const PC = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const KAKAO = `${PHONE} KAKAOTALK 10.8.0`;
const YETI = "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)";

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

/** The beacon as a page sends it. */
const beacon = (query: Record<string, string>, userAgent = PHONE) =>
  call(`/api/visit?${new URLSearchParams(query)}`, { method: "POST", headers: { "User-Agent": userAgent } });

const rows = async () =>
  (await db().select().from(siteVisitDaily)).map(({ day, path, source, device, views, visits }) => ({
    day,
    path,
    source,
    device,
    views,
    visits,
  }));

const clear = () => db().delete(siteVisitDaily);

describe("POST /api/visit", () => {
  it("counts a visit on its first page with where it came from, then views of its next pages", async () => {
    await clear();
    const today = todayLocal();
    const first = await beacon({ path: "/", first: "1", referrer: "https://search.naver.com/search.naver?query=창호" });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    expect((await beacon({ path: "/manu/1", first: "", referrer: "" })).status).toBe(204);
    await beacon({ path: "/manu/1" });
    await beacon({ path: "/notice", first: "1", referrer: "https://www.google.co.kr/" }, PC);
    expect((await rows()).sort((a, b) => a.path.localeCompare(b.path) || a.source.localeCompare(b.source))).toEqual([
      { day: today, path: "/", source: "naver", device: "mobile", views: 1, visits: 1 },
      { day: today, path: "/manu/1", source: "internal", device: "mobile", views: 2, visits: 0 },
      { day: today, path: "/notice", source: "google", device: "desktop", views: 1, visits: 1 },
    ]);
  });

  it.each([
    ["https://m.search.naver.com/", PHONE, "naver"],
    ["", `${PHONE} NAVER(inapp; search; 1000; 12.0.0)`, "naver"],
    ["https://www.google.com/", PC, "google"],
    ["https://search.daum.net/search?q=창호", PC, "daum"],
    ["", KAKAO, "kakao"],
    ["https://blog.example.kr/post/1", PC, "other"],
    ["http://localhost/notice", PC, "direct"],
    ["", PC, "direct"],
    ["not a url", PC, "direct"],
  ])("a first page from %o (%s) is a visit from %s", async (referrer, userAgent, source) => {
    await clear();
    await beacon({ path: "/", first: "1", referrer }, userAgent);
    expect((await rows()).map((r) => r.source)).toEqual([source]);
  });

  it("counts nothing for crawlers, paths that are no public page, or a Lighthouse run", async () => {
    await clear();
    expect((await beacon({ path: "/", first: "1" }, YETI)).status).toBe(204);
    expect((await beacon({ path: "/", first: "1" }, `${PHONE} Chrome-Lighthouse`)).status).toBe(204);
    for (const path of [
      "/admin",
      "/admin/visits",
      "/loginForm",
      "/zzz",
      "/notice/0",
      "/manu/1234567890",
      "/item/x.jpg",
    ]) {
      expect((await beacon({ path, first: "1" })).status).toBe(204);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a malformed beacon with a Korean message and stores nothing", async () => {
    await clear();
    const message = "방문한 페이지 주소가 올바르지 않습니다.";
    await expectJsonError(await beacon({ first: "1" }), 400, message);
    await expectJsonError(await beacon({ path: "notice" }), 400, message);
    await expectJsonError(await beacon({ path: "/ notice" }), 400, message);
    await expectJsonError(await beacon({ path: `/${"a".repeat(200)}` }), 400, message);
    await expectJsonError(await beacon({ path: "/", first: "yes" }), 400);
    await expectJsonError(await beacon({ path: "/", referrer: "x".repeat(2001) }), 400);
    expect(await rows()).toEqual([]);
  });

  it("counts at most VISIT_LIMIT beacons per client address (IPv6 by /64), still answering 204 (decision 097)", async () => {
    await clear();
    const from = (address: string) =>
      callWith(
        request("/api/visit?path=%2Ffaq", {
          method: "POST",
          headers: { "User-Agent": PHONE, "CF-Connecting-IP": address },
        }),
        { VISIT_LIMIT: "3/60" },
      );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from("203.0.113.50")).status);
    // The same /64 is the same client, another address is not.
    statuses.push((await from("2001:db8:5:6::1")).status, (await from("2001:db8:5:6::ffff")).status);
    statuses.push((await from("2001:db8:5:6::2")).status, (await from("2001:db8:5:6::3")).status);
    statuses.push((await from("198.51.100.50")).status);
    expect(statuses).toEqual(new Array(10).fill(204));
    const [faq] = await rows();
    // 3 from the IPv4 address, 3 from the /64, 1 from the other address.
    expect(faq).toMatchObject({ path: "/faq", views: 7 });
  });
});

describe("the in-isolate counter (decision 097)", () => {
  const limit = { limit: 2, windowSeconds: 60 };
  it("starts a new window once the last one ended, per key", () => {
    const counter = new IsolateCounter();
    const t = 1_000_000;
    const hits = [t, t + 1, t + 2, t + 59_999, t + 60_000, t + 60_001, t + 60_002].map((now) =>
      counter.consume("a", limit, now),
    );
    expect(hits).toEqual([true, true, false, false, true, true, false]);
    expect(counter.consume("b", limit, t + 60_002)).toBe(true);
  });

  it("keeps a bounded number of keys, dropping expired ones first, all only when none has expired", () => {
    const counter = new IsolateCounter(3);
    const t = 5_000_000;
    counter.consume("old 1", limit, t);
    counter.consume("old 2", limit, t);
    counter.consume("open", limit, t + 59_000);
    counter.consume("open", limit, t + 59_000);
    // Full: a new key drops the two expired ones and keeps the open one's count.
    expect(counter.consume("new", limit, t + 61_000)).toBe(true);
    expect(counter.size).toBe(2);
    expect(counter.consume("open", limit, t + 61_000)).toBe(false);
    counter.consume("third", limit, t + 61_000);
    // Full and nothing expired: everything goes, memory first.
    expect(counter.consume("fourth", limit, t + 62_000)).toBe(true);
    expect(counter.size).toBe(1);
  });
});

describe("GET /api/admin/visits", () => {
  it("answers each day of the period, the totals, the most viewed pages, sources and devices", async () => {
    await clear();
    const today = todayLocal();
    const add = (day: string, path: string, source: string, device: string, views: number, visits: number) =>
      env.DB.prepare("INSERT INTO site_visit_daily VALUES (?, ?, ?, ?, ?, ?)")
        .bind(day, path, source, device, views, visits)
        .run();
    await add(today, "/", "naver", "mobile", 5, 5);
    await add(today, "/manu/1", "internal", "mobile", 7, 0);
    await add(addDays(today, -2), "/", "kakao", "mobile", 2, 2);
    await add(addDays(today, -2), "/notice", "direct", "desktop", 3, 3);
    // Outside the last 7 days.
    await add(addDays(today, -7), "/", "google", "desktop", 100, 100);

    const res = await callAs(admin, "/api/admin/visits?days=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const stats = (await res.json()) as {
      from: string;
      to: string;
      views: number;
      visits: number;
      days: { day: string; views: number; visits: number }[];
      pages: { path: string; views: number }[];
      sources: { source: string; visits: number }[];
      devices: { device: string; visits: number }[];
    };
    expect(stats.from).toBe(addDays(today, -6));
    expect(stats.to).toBe(today);
    expect(stats.days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(stats.days.at(-1)).toEqual({ day: today, views: 12, visits: 5 });
    expect(stats.days.at(-3)).toEqual({ day: addDays(today, -2), views: 5, visits: 5 });
    expect(stats.days.filter((d) => d.views === 0)).toHaveLength(5);
    expect([stats.views, stats.visits]).toEqual([17, 10]);
    // Most viewed first; a tie in the order of the paths.
    expect(stats.pages).toEqual([
      { path: "/", views: 7 },
      { path: "/manu/1", views: 7 },
      { path: "/notice", views: 3 },
    ]);
    expect(stats.sources).toEqual([
      { source: "naver", visits: 5 },
      { source: "direct", visits: 3 },
      { source: "kakao", visits: 2 },
    ]);
    expect(stats.devices).toEqual([
      { device: "mobile", visits: 7 },
      { device: "desktop", visits: 3 },
    ]);
  });

  it("is for every back-office account, not the public; the period is 7, 30 or 90 days", async () => {
    const staff: LoggedIn = await loginAsStaff();
    expect((await callAs(staff, "/api/admin/visits?days=30")).status).toBe(200);
    await expectJsonError(await call("/api/admin/visits?days=30"), 401);
    for (const days of ["5", "", "x"]) {
      await expectJsonError(
        await callAs(admin, `/api/admin/visits?days=${days}`),
        400,
        "기간은 7일, 30일, 90일 중에서 골라주세요.",
      );
    }
    const ninety = (await (await callAs(admin, "/api/admin/visits?days=90")).json()) as { days: unknown[] };
    expect(ninety.days).toHaveLength(90);
  });

  it("keeps two years: the Cron Trigger drops older days", async () => {
    await clear();
    const today = todayLocal();
    for (const day of [addDays(today, -731), addDays(today, -730), today]) {
      await env.DB.prepare("INSERT INTO site_visit_daily VALUES (?, '/', 'direct', 'mobile', 1, 1)").bind(day).run();
    }
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);
    expect((await rows()).map((r) => r.day).sort()).toEqual([addDays(today, -730), today]);
  });
});
