// 방문 통계 (decision 091): pages a visitor opens on a phone are counted by their beacon, with where
// the visit came from; the back office shows the figures at 390 and 1280 px.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn, token } from "./admin-helpers";
import { hydrated, seriousAxeViolations } from "./helpers";

const SHOTS = "/tmp/shots-visits";

interface Stats {
  visits: number;
  views: number;
  pages: { path: string; views: number }[];
  sources: { source: string; visits: number }[];
  devices: { device: string; visits: number }[];
}

async function stats(request: APIRequestContext, authorization: string): Promise<Stats> {
  const res = await request.get("/api/admin/visits?days=7", { headers: { authorization } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Stats;
}
const fromNaver = (s: Stats) => s.sources.find((x) => x.source === "naver")?.visits ?? 0;
const fromPhones = (s: Stats) => s.devices.find((x) => x.device === "mobile")?.visits ?? 0;
const viewsOf = (s: Stats, path: string) => s.pages.find((p) => p.path === path)?.views ?? 0;

test("a phone's visit from Naver is counted page by page, and 방문 통계 shows it at 390 and 1280 px", async ({
  page,
  browser,
  request,
}) => {
  const authorization = await token(request);
  const before = await stats(request, authorization);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });
  const visitor = await phone.newPage();
  await visitor.goto("/", { referer: "https://m.search.naver.com/search.naver?query=%EC%B0%BD%ED%98%B8" });
  await hydrated(visitor);
  // Its next page in the same tab: a view, not another visit.
  await visitor.goto("/faq");
  await hydrated(visitor);
  await phone.close();

  // Other specs' pages count too (they share the server): only this visit came from Naver.
  await expect.poll(async () => fromNaver(await stats(request, authorization))).toBe(fromNaver(before) + 1);
  const after = await stats(request, authorization);
  expect(after.visits).toBeGreaterThanOrEqual(before.visits + 1);
  expect(after.views).toBeGreaterThanOrEqual(before.views + 2);
  // The top ten pages: the home page, the most viewed, is always among them.
  expect(viewsOf(after, "/")).toBeGreaterThanOrEqual(viewsOf(before, "/") + 1);
  // The other specs' browsers say they are desktop Chrome.
  expect(fromPhones(after)).toBe(fromPhones(before) + 1);

  // The back office's own pages are not counted.
  await signIn(page, "/admin/visits?days=7");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "방문 통계" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "최근 7일" })).toHaveAttribute("aria-current", "page");
  const sources = page.getByRole("table", { name: "유입 경로" });
  await expect(sources.getByRole("row", { name: /^네이버/ })).toContainText(`${fromNaver(before) + 1}회`);
  const topPages = page.getByRole("table", { name: "많이 본 페이지" });
  await expect(topPages.getByRole("link", { name: "홈", exact: true })).toHaveAttribute("href", "/");
  // The chart is drawn (Chart.js loaded on demand) over a table with the same figures.
  await expect(page.locator(".dash-chart canvas")).toHaveAttribute("width", /\d+/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, "visits");
  const final = await stats(request, authorization);
  expect(viewsOf(final, "/admin/visits")).toBe(0);

  await page.getByRole("link", { name: "최근 90일" }).click();
  await expect(page).toHaveURL("/admin/visits?days=90");
  await expect(page.getByRole("link", { name: "최근 90일" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "날짜별 방문" }).locator("tbody tr")).toHaveCount(90);
});

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Chart.js follows its box's new width on the next resize observation, not at once.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: name })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}
