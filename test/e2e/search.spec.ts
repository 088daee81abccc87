// The site search (decision 056): from the header's 검색 to a product page, by name or part number,
// with and without JavaScript, and the posts found linking on to their own searched lists.
import { expect, test } from "./fixtures";
import { holdScripts, hydrated } from "./helpers";

test("검색 in the header finds a product by part number and opens its page", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "검색" }).click();
  await expect(page).toHaveURL("/search");
  await expect(page.getByText("제품명이나 품번, 공지사항과 자주 묻는 질문의 제목으로 찾을 수 있습니다.")).toBeVisible();
  const box = page.getByRole("searchbox", { name: "검색어" });
  await box.fill("hb-242");
  await box.press("Enter");
  await expect(page).toHaveURL("/search?searchKeyword=hb-242");
  const products = page.getByRole("region", { name: /^제품/ });
  await expect(products.getByRole("heading")).toHaveText("제품 1건");
  const result = products.getByRole("link", { name: /슈퍼세이브 242/ });
  await expect(result).toContainText("한빛 프리미엄 · ");
  await expect(result.locator("mark")).toHaveText("HB-242");
  await expect(page.getByRole("region", { name: /^공지사항/ })).toHaveCount(0);
  await result.click();
  await expect(page).toHaveURL(/^.*\/manu\/1\?type=\d+&item=\d+$/);
  await expect(page.getByRole("heading", { name: "슈퍼세이브 242" }).first()).toBeVisible();
});

test("posts found link to their own searched list; nothing found offers the inquiry form", async ({ page }) => {
  await page.goto(`/search?searchKeyword=${encodeURIComponent("안내")}`);
  await hydrated(page);
  const notices = page.getByRole("region", { name: /^공지사항/ });
  await expect(notices.getByRole("listitem")).toHaveCount(5);
  const all = notices.getByRole("link", { name: /^공지사항 검색 결과 \d+건 모두 보기$/ });
  await all.click();
  await expect(page).toHaveURL(`/notice?searchKeyword=${encodeURIComponent("안내")}`);
  await expect(page.getByRole("searchbox")).toHaveValue("안내");

  await page.goto(`/search?searchKeyword=${encodeURIComponent("없는제품명")}`);
  await expect(page.getByText("'없는제품명'에 대한 검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByRole("link", { name: "1:1 문의" }).last()).toHaveAttribute("href", "/inquiryForm");
});

test("a keyword typed before the page's script starts stays in the box and is searched (decision 125)", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/search?searchKeyword=hb-242", { waitUntil: "load" });
  const box = page.getByRole("searchbox", { name: "검색어" });
  await box.fill("안내");
  release();
  await hydrated(page);
  // Past the start's effects: the page answers a search by itself now.
  await expect(box).toHaveValue("안내");
  await box.press("Enter");
  await expect(page).toHaveURL(`/search?searchKeyword=${encodeURIComponent("안내")}`);
  await expect(box).toHaveValue("안내");
  await expect(page.getByRole("region", { name: /^공지사항/ })).toBeVisible();
  // A link elsewhere still brings the box to that page's keyword.
  await page.goBack();
  await expect(page).toHaveURL("/search?searchKeyword=hb-242");
  await expect(box).toHaveValue("hb-242");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search box still sends the keyword and shows the results", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "검색어" }).fill("중문");
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect(page).toHaveURL(`/search?searchKeyword=${encodeURIComponent("중문")}`);
    await expect(page.getByRole("region", { name: /^제품/ }).getByRole("link", { name: /3연동 중문/ })).toBeVisible();
  });
});
