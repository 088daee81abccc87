// 공유하기 (decision 063): a product or a post shared through the phone's share sheet, or its
// address copied where the browser has none; invisible (but in its place) without the page's script.
import { expect, test } from "./fixtures";
import { hydrated, NEWEST_NOTICE } from "./helpers";

test("on a phone the share sheet gets the product's own address and name", async ({ page }) => {
  // Chromium on Linux has no share sheet: this stands in for a phone's, keeping what it was given.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto("/manu/1");
  await hydrated(page);
  const itemName = await page.locator("#item-name").textContent();
  const itemLink = await page
    .getByRole("navigation", { name: "제품", exact: true })
    .locator("[aria-current=page]")
    .getAttribute("href");
  await page.getByRole("button", { name: "공유하기" }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.title).toBe(`${itemName} - 한빛 프리미엄`);
  const url = new URL(shared[0]?.url ?? "");
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(`${url.pathname}${url.search}`).toBe(itemLink);
  // Nothing to say after the sheet closes.
  await expect(page.getByRole("status").filter({ hasText: "주소" })).toHaveCount(0);
});

test("without a share sheet the post's address is copied and the page says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/notice/${NEWEST_NOTICE.id}`);
  await hydrated(page);
  expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
  await page.getByRole("button", { name: "공유하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "주소를 복사했습니다." })).toHaveText(
    "주소를 복사했습니다. 원하는 곳에 붙여 넣으세요.",
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/notice/${NEWEST_NOTICE.id}`, page.url()).href);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the button is not shown, and its place is kept", async ({ page }) => {
    await page.goto(`/notice/${NEWEST_NOTICE.id}`);
    const button = page.getByRole("button", { name: "공유하기", includeHidden: true });
    await expect(button).toBeHidden();
    const box = await page.locator(".share").boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "목록으로" })).toBeVisible();
  });
});
