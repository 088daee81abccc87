// axe-core on every public page (DESIGN "Accessibility"): no serious or critical violations.
import { expect, test } from "./fixtures";
import { hydrated, PUBLIC_PAGES, seriousAxeViolations } from "./helpers";

test.describe("axe: no serious or critical violations", () => {
  for (const { path } of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const violations = await seriousAxeViolations(page);
      expect(violations, violations.join("\n")).toEqual([]);
    });
  }

  test("/notice search with no result", async ({ page }) => {
    await page.goto(`/notice?searchKeyword=${encodeURIComponent("없는제목")}`);
    await hydrated(page);
    const violations = await seriousAxeViolations(page);
    expect(violations, violations.join("\n")).toEqual([]);
  });

  test("/inquiryForm with the selects, a file and the address note filled in", async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource: net::ERR_FAILED @ https:\/\/t1\.daumcdn\.net\//);
    await page.route("https://t1.daumcdn.net/**", (route) => route.abort("failed"));
    await page.goto("/inquiryForm");
    await hydrated(page);
    await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
    await page.getByLabel("제품 타입").selectOption({ label: "발코니 이중창" });
    await expect(page.getByLabel("제품", { exact: true })).toBeEnabled();
    await page
      .getByLabel("첨부파일")
      .setInputFiles({ name: "a.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByRole("button", { name: "주소 검색" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    const violations = await seriousAxeViolations(page);
    expect(violations, violations.join("\n")).toEqual([]);
  });

  test.describe("mobile (390×844) with the menu open", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const path of ["/", "/notice", "/manu/1"]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await page.getByRole("button", { name: "메뉴 열기" }).click();
        await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("button", { name: "회사소개" }).click();
        await expect(page.getByRole("link", { name: "인사말" }).first()).toBeVisible();
        const violations = await seriousAxeViolations(page);
        expect(violations, violations.join("\n")).toEqual([]);
      });
    }
  });
});
