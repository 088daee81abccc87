// Public notice and FAQ lists (SPEC §2 "Public lists", §9): search, number/title/date rows,
// 10 per page, previous/next and numbered paging, all kept in the URL and working without JavaScript.
// The expected rows come from the public API: the admin spec files share the server state and may
// have added posts of their own; the seeded ones are checked where they are certain to be.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createPost, token, updatePost } from "./admin-helpers";
import { cspViolationsOf, expect, test } from "./fixtures";
import {
  FAQ_COUNT,
  holdFirstAnswer,
  hydrated,
  NEWEST_NOTICE,
  NOT_FOUND_RESOURCE,
  NOTICE_COUNT,
  todayInKorea,
} from "./helpers";

const rows = (page: Page) => page.getByRole("table").locator("tbody tr");
const titles = (page: Page) => rows(page).locator("td.title");
/** The titles as their links read (a recent post also has its N mark in the cell, decision 065). */
const titleLinks = (page: Page) => rows(page).locator("td.title a");
const paging = (page: Page) => page.getByRole("navigation", { name: "페이지" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "제목 검색" });
const summary = (page: Page) => page.locator(".board-summary");

/** Titles of every public post of that type, newest first, as the public API lists them. */
async function publicTitles(request: APIRequestContext, boardType: "NOTICE" | "FAQ"): Promise<string[]> {
  const res = await request.get("/api/boards", { params: { boardType, size: 100 } });
  expect(res.status()).toBe(200);
  const titles = ((await res.json()) as { content: { boardTitle: string }[] }).content.map((r) => r.boardTitle);
  expect(titles.length).toBeGreaterThanOrEqual(boardType === "NOTICE" ? NOTICE_COUNT : FAQ_COUNT);
  return titles;
}

/** The list shows page `n` (1-based) of `all`: those titles, numbered down from the total, with dates. */
async function expectPage(page: Page, all: string[], n: number) {
  const shown = all.slice((n - 1) * 10, n * 10);
  await expect(titleLinks(page)).toHaveText(shown);
  await expect(rows(page).locator("td.num")).toHaveText(shown.map((_, i) => String(all.length - (n - 1) * 10 - i)));
  for (const date of await rows(page).locator("td.date").allTextContents()) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

/** Runs `body` in a page whose JavaScript is off: only server-rendered HTML and plain links/forms. */
async function withoutJs(browser: Browser, body: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const violations = await cspViolationsOf(context);
  try {
    await body(await context.newPage());
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  } finally {
    await context.close();
  }
}

test("the notice list shows the 10 newest notices on page 1", async ({ page, request }) => {
  const all = await publicTitles(request, "NOTICE");
  await page.goto("/notice");
  await expect(page.getByRole("columnheader")).toHaveText(["번호", "제목", "등록일"]);
  await expect(rows(page)).toHaveCount(10);
  await expectPage(page, all, 1);
  await expect(titles(page).getByRole("link", { name: NEWEST_NOTICE.title })).toHaveAttribute(
    "href",
    `/notice/${NEWEST_NOTICE.id}`,
  );
  await expect(paging(page).getByRole("link", { name: "1 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(paging(page).getByText("이전")).toHaveAttribute("aria-disabled", "true");
  await expect(paging(page).getByRole("link", { name: "다음" })).toHaveAttribute("href", "/notice?page=2");
});

test("numbered paging, 다음 and 이전 work and keep the page in the URL", async ({ page, request }) => {
  const all = await publicTitles(request, "NOTICE");
  const lastPage = Math.ceil(all.length / 10);
  await page.goto("/notice");
  await hydrated(page);
  await paging(page).getByRole("link", { name: "2 페이지" }).click();
  await expect(page).toHaveURL("/notice?page=2");
  await expectPage(page, all, 2);
  await expect(paging(page).getByRole("link", { name: "2 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(paging(page).getByRole("link", { name: "1 페이지" })).not.toHaveAttribute("aria-current", "page");

  await paging(page).getByRole("link", { name: "이전" }).click();
  await expect(page).toHaveURL("/notice");
  await expectPage(page, all, 1);

  await paging(page).getByRole("link", { name: "다음" }).click();
  await expect(page).toHaveURL("/notice?page=2");
  await expectPage(page, all, 2);

  // A page URL renders that page on its own; the last page has no 다음.
  await page.goto(`/notice?page=${lastPage}`);
  await expectPage(page, all, lastPage);
  await expect(paging(page).getByText("다음")).toHaveAttribute("aria-disabled", "true");
  await expect(paging(page).getByRole("link", { name: `${lastPage} 페이지` })).toHaveAttribute("aria-current", "page");
});

test("search by a title word narrows the rows and keeps the keyword in the URL and the box", async ({ page }) => {
  await page.goto("/notice");
  await hydrated(page);
  await searchBox(page).fill("연휴");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("연휴")}`);
  await expect(titleLinks(page)).toHaveText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);
  await expect(rows(page).locator("td.num")).toHaveText(["2", "1"]);
  await expect(searchBox(page)).toHaveValue("연휴");
  await expect(paging(page)).toHaveCount(0);
  // The count of the results, the searched word marked in each title, and the way back.
  await expect(summary(page)).toContainText("'연휴' 검색 결과 2건");
  await expect(titles(page).locator("mark")).toHaveText(["연휴", "연휴"]);

  await page.reload();
  await expect(titles(page)).toHaveCount(2);
  await expect(searchBox(page)).toHaveValue("연휴");
});

test("a campaign link (utm, Naver ad and click ids) shows the same list, and searching from it works", async ({
  page,
  request,
}) => {
  // With a parameter of nobody's too (decision 073): the same copy.
  const tracking = `utm_source=naver&utm_medium=cpc&n_media=27758&n_query=${encodeURIComponent("창호")}&fbclid=IwAR0x&ref=kakao&v=2`;
  // The page is the plain list's copy (test/api/edge-cache.test.ts); here the app starts on it
  // without a console error (the fixture fails the test on one) and works.
  await page.goto(`/notice?${tracking}`);
  await hydrated(page);
  await expectPage(page, await publicTitles(request, "NOTICE"), 1);
  await searchBox(page).fill("연휴");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("연휴")}`);
  await expect(titleLinks(page)).toHaveText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);
});

test("leaving a search through the menu empties the search box", async ({ page }) => {
  await page.goto("/notice");
  await hydrated(page);
  await searchBox(page).fill("연휴");
  await searchBox(page).press("Enter");
  await expect(titles(page)).toHaveCount(2);
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "공지사항" }).click();
  await expect(page).toHaveURL("/notice");
  await expect(rows(page)).toHaveCount(10);
  await expect(searchBox(page)).toHaveValue("");
});

test("what is typed while a search's results are on their way stays in the box, with the focus", async ({ page }) => {
  await page.goto("/notice");
  await hydrated(page);
  // The search's data request is held while the visitor keeps typing.
  const held = await holdFirstAnswer(page, "**/notice.data?**");
  await searchBox(page).fill("연휴");
  await searchBox(page).press("Enter");
  await expect.poll(held.seen).toBe(1);
  await searchBox(page).pressSequentially(" 안내");
  held.release();
  await expect(titleLinks(page)).toHaveText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);
  await expect(searchBox(page)).toHaveValue("연휴 안내");
  await expect(searchBox(page)).toBeFocused();

  // Back to the page before the search: the box shows that page's (empty) keyword again.
  await page.goBack();
  await expect(page).toHaveURL("/notice");
  await expect(rows(page)).toHaveCount(10);
  await expect(searchBox(page)).toHaveValue("");
});

test("the list says how many posts it holds; a search's 전체 목록 goes back to all of them", async ({
  page,
  request,
}) => {
  const all = await publicTitles(request, "NOTICE");
  await page.goto("/notice");
  await expect(summary(page)).toHaveText(`전체 ${all.length}건`);
  await expect(titles(page).locator("mark")).toHaveCount(0);
  await hydrated(page);
  // Letter case is ignored by the search and by the marking: "a/s" finds and marks "A/S".
  await searchBox(page).fill("a/s");
  await searchBox(page).press("Enter");
  await expect(summary(page)).toContainText("'a/s' 검색 결과 1건");
  await expect(titleLinks(page)).toHaveText(["A/S 접수 방법 변경 안내"]);
  await expect(titles(page).locator("mark")).toHaveText(["A/S"]);
  await summary(page).getByRole("link", { name: "전체 목록" }).click();
  await expect(page).toHaveURL("/notice");
  await expect(summary(page)).toHaveText(`전체 ${all.length}건`);
  await expectPage(page, all, 1);
  await expect(searchBox(page)).toHaveValue("");
});

test("a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/notice");
  await hydrated(page);
  await searchBox(page).fill("없는제목");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("없는제목")}`);
  await expect(page.getByRole("main")).toContainText("'없는제목'에 해당하는 게시글이 없습니다.");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue("없는제목");
  await page.getByRole("main").getByRole("link", { name: "전체 목록 보기" }).click();
  await expect(page).toHaveURL("/notice");
  await expect(rows(page)).toHaveCount(10);
});

test("paging and search work with JavaScript disabled", async ({ browser, request }) => {
  const notices = await publicTitles(request, "NOTICE");
  const faqs = await publicTitles(request, "FAQ");
  await withoutJs(browser, async (page) => {
    await page.goto("/notice");
    await expectPage(page, notices, 1);
    await paging(page).getByRole("link", { name: "다음" }).click();
    await expect(page).toHaveURL("/notice?page=2");
    await expectPage(page, notices, 2);
    await paging(page).getByRole("link", { name: "1 페이지" }).click();
    await expect(page).toHaveURL("/notice");
    await expectPage(page, notices, 1);

    await searchBox(page).fill("연휴");
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("연휴")}`);
    await expect(titleLinks(page)).toHaveText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);
    await expect(searchBox(page)).toHaveValue("연휴");

    await searchBox(page).fill("없는제목");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("main")).toContainText("'없는제목'에 해당하는 게시글이 없습니다.");

    await page.goto("/faq");
    await expectPage(page, faqs, 1);
    await titles(page).getByRole("link", { name: "카드 결제가 가능한가요?" }).click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("카드 결제가 가능한가요?");
    await expect(page.getByRole("article")).toContainText("카드 결제와 계좌이체가 가능합니다.");
  });
});

test("a row link opens the post with title, content and a view count that goes up", async ({ page, request }) => {
  await page.goto("/notice");
  await hydrated(page);
  await titles(page).getByRole("link", { name: NEWEST_NOTICE.title }).click();
  await expect(page).toHaveURL(`/notice/${NEWEST_NOTICE.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST_NOTICE.title);
  const article = page.getByRole("article");
  await expect(article).toContainText(`${NEWEST_NOTICE.title}에 대해 알려드립니다.`);
  await expect(article).toContainText("자세한 내용은 고객센터로 문의해 주세요.");
  await expect(article.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(article.getByText(/^조회 [1-9]\d*$/)).toBeVisible();
  // Each visit counts once. The page is cached for everyone (decision 012), so the number it shows
  // is the count of its last render; the stored count is what goes up.
  const auth = await token(request);
  const stored = async () => {
    const res = await request.get(`/api/admin/boards/detail/${NEWEST_NOTICE.id}`, { headers: { Authorization: auth } });
    return ((await res.json()) as { boardViewCount: number }).boardViewCount;
  };
  const before = await stored();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST_NOTICE.title);
  await expect.poll(stored).toBe(before + 1);

  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL("/notice");
  await expect(rows(page)).toHaveCount(10);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the whole row opens the post: a tap on its date lands there", async ({ page }) => {
    await page.goto("/notice");
    await hydrated(page);
    const row = rows(page).filter({ has: page.getByRole("link", { name: NEWEST_NOTICE.title }) });
    // Pinned posts from other tests may push it below the first screen; a tap reaches only the screen.
    await row.scrollIntoViewIfNeeded();
    const date = await row.locator("td.date").boundingBox();
    const whole = await row.boundingBox();
    if (!date || !whole) throw new Error("the row is not laid out");
    expect(whole.height).toBeGreaterThanOrEqual(44);
    await page.touchscreen.tap(date.x + date.width / 2, date.y + date.height / 2);
    await expect(page).toHaveURL(`/notice/${NEWEST_NOTICE.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST_NOTICE.title);
  });
});

test.describe("a post that is gone, on a small phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("says so and offers its list first, on the first screen", async ({ page, allowConsoleError }) => {
    allowConsoleError(NOT_FOUND_RESOURCE);
    const response = await page.goto("/notice/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main")).toContainText(
      "요청하신 게시글을 찾을 수 없습니다. 삭제되었거나 비공개로 바뀌었을 수 있습니다.",
    );
    const first = page.getByRole("navigation", { name: "다른 페이지로 이동" }).getByRole("link").first();
    await expect(first).toHaveText("공지사항 목록");
    const box = await first.boundingBox();
    expect((box?.y ?? 640) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
    await hydrated(page);
    await first.tap();
    await expect(page).toHaveURL("/notice");
    await expect(titleLinks(page).first()).toBeVisible();
  });
});

test("목록으로 goes back to the page, search and place of the list the post was opened from", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto("/notice?page=2");
  await hydrated(page);
  const row = rows(page).first();
  // Scrolled down the list, the row still in view.
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(row).toBeInViewport({ ratio: 1 });
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBe(200);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL("/notice?page=2");
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled);

  // Through 이전글 first: the list is still the one it returns to (at its top).
  await rows(page).first().getByRole("link").click();
  await page.getByRole("navigation", { name: "이전글, 다음글" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole("link", { name: "목록으로" })).toHaveAttribute("href", "/notice?page=2");
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL("/notice?page=2");

  // A search, likewise; a post opened from elsewhere (a shared link) goes to the list's first page.
  await page.goto(`/notice?searchKeyword=${encodeURIComponent("안내")}`);
  await hydrated(page);
  await rows(page).first().getByRole("link").click();
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("안내")}`);
  await page.goto("/notice/13");
  await expect(page.getByRole("link", { name: "목록으로" })).toHaveAttribute("href", "/notice");
});

test("the FAQ list (also at /fag) shows the questions and opens an answer", async ({ page, request }) => {
  const all = await publicTitles(request, "FAQ");
  await page.goto("/faq");
  await hydrated(page);
  await expectPage(page, all, 1);
  // The six seeded questions, newest first.
  const seeded = [
    "카드 결제가 가능한가요?",
    "결로가 생기면 어떻게 하나요?",
    "겨울에도 시공할 수 있나요?",
    "A/S 보증 기간은 어떻게 되나요?",
    "시공 기간은 얼마나 걸리나요?",
    "견적은 어떻게 받을 수 있나요?",
  ];
  expect(seeded).toHaveLength(FAQ_COUNT);
  expect(all.filter((t) => seeded.includes(t))).toEqual(seeded);
  await expect(paging(page)).toHaveCount(all.length > 10 ? 1 : 0);
  await titles(page).getByRole("link", { name: "A/S 보증 기간은 어떻게 되나요?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A/S 보증 기간은 어떻게 되나요?");
  await expect(page.getByRole("article")).toContainText("프레임과 하드웨어는 시공일로부터 5년");
  await expect(page.getByRole("article")).toContainText("자주 묻는 질문");
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL("/faq");

  await page.goto("/fag");
  // Typed before hydration, the text would be reset by it and the search sent empty.
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: /하위 메뉴$/ }).locator("[aria-current]")).toHaveText(
    "자주 묻는 질문",
  );
  await expectPage(page, all, 1);
  await searchBox(page).fill("결로");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(`/fag?searchKeyword=${encodeURIComponent("결로")}`);
  await expect(titleLinks(page)).toHaveText(["결로가 생기면 어떻게 하나요?"]);
});

test("a post of the last three days is marked N (새 글); older ones are not", async ({ page, request }) => {
  const title = `새 글 표시 ${Date.now().toString(36)}`;
  const id = await createPost(request, {
    boardTitle: title,
    boardContent: "<p>최근 글</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
  const fresh = rows(page).filter({ hasText: title });
  await expect(fresh.locator(".new-mark")).toHaveText("N새 글");
  await expect(fresh.locator(".new-mark [aria-hidden=true]")).toBeVisible();
  // Seeded notices are dated more than three days ago.
  await page.goto(`/notice?searchKeyword=${encodeURIComponent(NEWEST_NOTICE.title)}`);
  await expect(rows(page).filter({ hasText: NEWEST_NOTICE.title }).locator(".new-mark")).toHaveCount(0);

  // Backdated three days, it is no longer new (the list follows the edit on the next request).
  const threeDaysAgo = new Date(Date.now() + 9 * 3_600_000 - 3 * 86_400_000).toISOString().slice(0, 16);
  await updatePost(request, { boardId: id, boardRegDate: threeDaysAgo });
  await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: title }).locator(".new-mark")).toHaveCount(0);
  // The post itself is dated as its row is; the edit of today is said beside it.
  await expect(rows(page).filter({ hasText: title }).locator(".date")).toHaveText(threeDaysAgo.slice(0, 10));
  await page.goto(`/notice/${id}`);
  const meta = page.locator(".post-meta");
  await expect(meta).toContainText(`등록일 ${threeDaysAgo.slice(0, 10)}`);
  await expect(meta).toContainText(`수정일 ${todayInKorea()}`);
});
