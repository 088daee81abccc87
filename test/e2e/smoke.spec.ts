import { expect, test } from "./fixtures";

test("home page renders the seeded content in Korean without console errors", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("오래가는 프리미엄 창호");
  const products = page.getByRole("region", { name: "제품 안내" });
  // SPEC §2: the home page has two manufacturer cards and cards for the inquiry and the FAQ.
  await expect(products.getByRole("link")).toHaveText([/한빛 프리미엄/, /청솔 시스템/]);
  await expect(page.getByRole("region", { name: "고객 지원" }).getByRole("link")).toHaveText([
    /1:1 문의/,
    /자주 묻는 질문/,
  ]);
  await expect(page.getByRole("contentinfo")).toContainText("사업자등록번호");
});

test("a public API call answers JSON in the browser's origin", async ({ request }) => {
  const res = await request.get("/api/boards?boardType=FAQ&size=2");
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = await res.json();
  expect(body.content).toHaveLength(2);
  expect(body.totalPages).toBe(3);
});
