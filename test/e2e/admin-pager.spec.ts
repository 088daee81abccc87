// Decision 153: the back office's pager reaches the first and the last page in one tap and moves
// ten pages at a time; on a phone its five numbers and six jumps fit 390 px with 44 px targets.
import type { Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, runOnLocalD1 } from "./helpers";

const WRITER = "페이저시험";
const ROWS = 63; // 13 pages of 5

// A search of more matches than the count reads ahead (SEARCH_COUNT_AHEAD, 1 000): "N건 이상".
const MANY_WRITER = "페이저많음";
const MANY_ROWS = 1010; // 202 pages of 5

const addInquiries = (writer: string, rows: number, title: string) =>
  `DELETE FROM inquiry WHERE writer = '${writer}';
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
   INSERT INTO inquiry (title, content, writer, tel, email, status, create_at, update_at)
   SELECT '${title} ' || i, '<p>내용</p>', '${writer}', '010-0000-0000', 'pager@example.com', '완료',
     strftime('%Y-%m-%dT%H:%M:%S', '2020-01-01T00:00:00', '+' || i || ' minutes'), '2020-01-01T00:00:00'
   FROM n`;

test.beforeAll(() => {
  runOnLocalD1(`${addInquiries(WRITER, ROWS, "페이저 문의")};\n${addInquiries(MANY_WRITER, MANY_ROWS, "많은 문의")}`);
});

// The other lists' tests count inquiries; only the small set stays (as before).
test.afterAll(() => {
  runOnLocalD1(`DELETE FROM inquiry WHERE writer = '${MANY_WRITER}'`);
});

const pager = (page: Page) => page.getByRole("navigation", { name: "페이지" });
const firstTitle = (page: Page) => page.getByRole("table").locator("tbody tr").first().getByRole("link").first();

test("처음, −10, +10 and 맨끝 move through a long list (decision 153)", async ({ page }) => {
  await signIn(page, `/admin/inquiry?searchKeyword=${encodeURIComponent(WRITER)}`);
  await hydrated(page);
  await expect(firstTitle(page)).toHaveText(/페이저 문의 63$/);
  await expect(pager(page).getByText("처음", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await pager(page).getByRole("link", { name: "맨끝 페이지" }).click();
  await expect(firstTitle(page)).toHaveText(/페이저 문의 3$/);
  await expect(pager(page).getByRole("link", { name: "13 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(pager(page).getByText("맨끝", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await pager(page).getByRole("link", { name: "이전 10페이지" }).click();
  await expect(pager(page).getByRole("link", { name: "3 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(firstTitle(page)).toHaveText(/페이저 문의 53$/);
  // Fewer than ten pages back: −10 goes nowhere, 처음 does.
  await expect(pager(page).getByText("−10", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await pager(page).getByRole("link", { name: "처음 페이지" }).click();
  await expect(firstTitle(page)).toHaveText(/페이저 문의 63$/);
  await pager(page).getByRole("link", { name: "다음 10페이지" }).click();
  await expect(pager(page).getByRole("link", { name: "11 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(firstTitle(page)).toHaveText(/페이저 문의 13$/);
});

test("on a phone the pager fits 390 px with 44 px targets (decision 153)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, `/admin/inquiry?searchKeyword=${encodeURIComponent(WRITER)}&page=6`);
  await hydrated(page);
  const targets = pager(page).locator("a:visible, span:visible");
  await expect(targets).toHaveText(["처음", "−10", "이전", "5", "6", "7", "8", "9", "다음", "+10", "맨끝"]);
  for (const box of await targets.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("맨끝 waits for a search's exact count: no last page while it says 'N건 이상' (decision 166)", async ({
  page,
}) => {
  await signIn(page, `/admin/inquiry?searchKeyword=${encodeURIComponent(MANY_WRITER)}`);
  await hydrated(page);
  await expect(page.getByText("검색 결과 1,000건 이상")).toBeVisible();
  await expect(firstTitle(page)).toHaveText(/많은 문의 1010$/);
  // 200 pages counted so far, 202 in truth: 맨끝 would open page 200, which is not the last.
  await expect(pager(page).getByText("맨끝", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await pager(page).getByRole("link", { name: "다음 10페이지" }).click();
  // From page 11 the count reaches the end: exact, and 맨끝 opens the oldest match.
  await expect(page.getByText("검색 결과 1010건")).toBeVisible();
  await expect(firstTitle(page)).toHaveText(/많은 문의 960$/);
  await pager(page).getByRole("link", { name: "맨끝 페이지" }).click();
  await expect(pager(page).getByRole("link", { name: "202 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(firstTitle(page)).toHaveText(/많은 문의 5$/);
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(5);
});
