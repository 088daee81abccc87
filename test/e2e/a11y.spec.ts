// axe-core on every public page and every back-office screen (DESIGN "Accessibility"): no
// serious or critical violations.
import { signIn } from "./admin-helpers";
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

  test.describe("mobile (390×844)", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("every public page", async ({ page }) => {
      const found: string[] = [];
      for (const { path } of PUBLIC_PAGES) {
        await page.goto(path);
        await hydrated(page);
        for (const violation of await seriousAxeViolations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found, found.join("\n")).toEqual([]);
    });
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

test.describe("axe on the back office: no serious or critical violations", () => {
  // Every screen of app/admin/routes.ts (/admin/profile and the release paths show the myinfo and
  // release screens again); {notice} is a public notice's id, 1 the seeded administrator's.
  const SCREENS = [
    "/admin",
    "/admin/item",
    "/admin/add",
    "/admin/item/1",
    "/admin/item/edit/1",
    "/admin/delete",
    "/admin/detail",
    "/admin/manu",
    "/admin/notice",
    "/admin/notice/add",
    "/admin/notice/{notice}",
    "/admin/notice/edit/{notice}",
    "/admin/calendar",
    "/admin/inquiry",
    "/admin/user",
    "/admin/user/1",
    "/admin/register",
    "/admin/myinfo",
    "/admin/settings",
    "/admin/settings/pages",
    "/admin/settings/banner",
    "/admin/settings/popup",
    "/admin/settings/logos",
    "/admin/settings/privacy",
    "/admin/settings/security",
    "/admin/audit",
    "/admin/visits",
    "/admin/release",
  ];
  const EDITOR_SCREENS = /\/(add|edit\/.+|settings\/(pages|privacy))$/;

  test("every screen at 1280 and at 390 px", async ({ page, request }) => {
    test.setTimeout(180_000);
    const boards = await request.get("/api/boards?boardType=NOTICE");
    const notice = ((await boards.json()) as { content: { boardId: number }[] }).content[0]?.boardId;
    expect(notice, "a public notice").toBeDefined();
    await signIn(page);
    const found: string[] = [];
    for (const screen of SCREENS) {
      const path = screen.replace("{notice}", String(notice));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await hydrated(page);
      // The screen's data, not its loading card, and the editor's toolbar where there is one.
      await expect(page.getByText(/불러오는 중/).filter({ visible: true })).toHaveCount(0);
      if (EDITOR_SCREENS.test(path)) await expect(page.getByRole("toolbar", { name: "편집 도구" })).toBeVisible();
      // One load, both layouts: the wide one, then the phone's (the sidebar becomes a drawer).
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        // Colours as they settle: no navigation in flight (the layout dims the screen while one is,
        // e.g. the calendar putting its month in the URL), and the fade back over.
        await expect(page.locator("main.admin-content")).not.toHaveAttribute("aria-busy", "true");
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        for (const violation of await seriousAxeViolations(page)) found.push(`${path} at ${width} px: ${violation}`);
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });
});
