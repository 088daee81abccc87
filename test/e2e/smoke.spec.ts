import { expect, test } from "./fixtures";

test("home page renders the seeded content in Korean without console errors", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("오래가는 프리미엄 창호");
  const products = page.getByRole("region", { name: "제품 안내" });
  await expect(products.getByRole("link")).toHaveText([/한빛 프리미엄/, /청솔 시스템/, /다온 창호/]);
  await expect(page.getByRole("region", { name: "공지사항" }).getByRole("link").first()).toHaveText(
    "무료 방문 실측 서비스 지역 확대",
  );
  await expect(page.getByRole("contentinfo")).toContainText("사업자등록번호");
});

test("a public API call answers JSON in the browser's origin", async ({ request }) => {
  const res = await request.get("/api/boards?boardType=FAQ&size=2");
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = await res.json();
  expect(body.content).toHaveLength(2);
  expect(body.totalPages).toBe(3);
});
