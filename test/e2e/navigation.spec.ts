// Header, dropdowns, mobile menu, category bar and the TOP button (SPEC §2 "Navigation", §4, §9).
import type { Locator, Page, Request } from "@playwright/test";
import { cspViolationsOf, expect, test } from "./fixtures";
import { expectFirstTexts, hydrated, MANUFACTURERS } from "./helpers";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "주요 메뉴" });

/** The submenu a dropdown button controls (React's useId ids need an attribute selector). */
async function menuOf(page: Page, button: Locator) {
  return page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
}

test.describe("header navigation", () => {
  test("shows home, the three dropdowns, notice and the phone as a tel: link", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "홈", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("button")).toHaveCount(3);
    await expect(nav.getByRole("button").nth(0)).toHaveText("회사소개");
    await expect(nav.getByRole("button").nth(1)).toHaveAccessibleName("제품소개 목록");
    await expect(nav.getByRole("button").nth(2)).toHaveText("고객문의");
    // SPEC §2: the header product button goes to /manu/1.
    await expect(nav.getByRole("link", { name: "제품소개", exact: true })).toHaveAttribute("href", "/manu/1");
    await expect(nav.getByRole("link", { name: "공지사항" })).toHaveAttribute("href", "/notice");
    await expect(nav.getByRole("link", { name: /상담전화/ })).toHaveAttribute("href", "tel:031-123-4567");
  });

  test("a dropdown opens by click and its links navigate", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = mainNav(page).getByRole("button", { name: "제품소개" });
    const menu = await menuOf(page, button);
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expectFirstTexts(menu.getByRole("link"), MANUFACTURERS);
    await menu.getByRole("link", { name: "청솔 시스템" }).click();
    await expect(page).toHaveURL("/manu/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("청솔 시스템");
    await expect(menu).toBeHidden();
  });

  test("the product button goes to /manu/1 and its dropdown lists the manufacturers on hover", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const product = mainNav(page).getByRole("link", { name: "제품소개", exact: true });
    const toggle = mainNav(page).getByRole("button", { name: "제품소개 목록" });
    const menu = await menuOf(page, toggle);
    await product.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectFirstTexts(menu.getByRole("link"), MANUFACTURERS);
    await product.click();
    await expect(page).toHaveURL("/manu/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("한빛 프리미엄");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("step"))).toBe("2");
  });

  test("keyboard: focus on the product button lists the manufacturers, Tab reaches them", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const product = mainNav(page).getByRole("link", { name: "제품소개", exact: true });
    const toggle = mainNav(page).getByRole("button", { name: "제품소개 목록" });
    const menu = await menuOf(page, toggle);
    await mainNav(page).getByRole("button", { name: "회사소개" }).focus();
    await page.keyboard.press("Tab");
    await expect(product).toBeFocused();
    await expect(menu).toBeVisible();
    await expectFirstTexts(menu.getByRole("link"), MANUFACTURERS);
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: MANUFACTURERS[0] })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Enter on the link itself opens /manu/1.
    await product.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/manu/1");
  });

  test("hover opens a dropdown and a click on the hovered button keeps it open", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = mainNav(page).getByRole("button", { name: "회사소개" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "인사말" })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("one list at a time: hovering another dropdown closes one opened from the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const company = mainNav(page).getByRole("button", { name: "회사소개" });
    await company.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "인사말" })).toBeFocused();
    await mainNav(page).getByRole("button", { name: "고객문의" }).hover();
    await expect(mainNav(page).getByRole("link", { name: "자주 묻는 질문" })).toBeVisible();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "인사말" })).toBeHidden();
  });

  test("a second click closes the dropdown again", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = mainNav(page).getByRole("button", { name: "회사소개" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  for (const key of ["Enter", "Space"] as const) {
    test(`a dropdown opens with ${key} on its button and Escape closes it`, async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const button = mainNav(page).getByRole("button", { name: "고객문의" });
      const menu = await menuOf(page, button);
      await button.focus();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link")).toHaveText(["1:1 문의", "A/S 문의", "자주 묻는 질문", "내 문의 확인"]);
      // The menu links are reachable with Tab.
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "1:1 문의" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("keyboard: Enter on a dropdown link navigates there", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = mainNav(page).getByRole("button", { name: "회사소개" });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "오시는 길" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/location");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("오시는 길");
  });
});

test.describe("mobile header (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens and closes the navigation", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "메뉴 열기" });
    await expect(toggle).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "메뉴 닫기" })).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("button", { name: "고객문의" }).click();
    await mainNav(page).getByRole("link", { name: "자주 묻는 질문" }).click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("자주 묻는 질문");
    // A new page closes the menu.
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toHaveAttribute("aria-expanded", "false");
  });

  test("on touch, the menu lists the manufacturers and links 제품소개 to /manu/1", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
    const violations = await cspViolationsOf(context);
    const page = await context.newPage();
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await expect(mainNav(page).getByRole("link", { name: "제품소개", exact: true })).toHaveAttribute("href", "/manu/1");
    const toggle = mainNav(page).getByRole("button", { name: "제품소개 목록" });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = await menuOf(page, toggle);
    await expectFirstTexts(menu.getByRole("link"), MANUFACTURERS);
    await menu.getByRole("link", { name: MANUFACTURERS[1] }).tap();
    await expect(page).toHaveURL("/manu/2");
    await expect(mainNav(page)).toBeHidden();
    expect(violations, "Content-Security-Policy violations").toEqual([]);
    await context.close();
  });

  test("Tab past the open menu's last entry closes it: the focused link is never under it (audit 41)", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "메뉴 열기" }).focus();
    await page.keyboard.press("Enter");
    await expect(mainNav(page)).toBeVisible();
    // Through the menu, focus stays in it and the menu stays open.
    const call = mainNav(page).getByRole("link", { name: /^상담전화/ });
    await call.focus();
    await expect(mainNav(page)).toBeVisible();
    // One more Tab leaves it: closed, and what has focus is visible, not covered.
    await page.keyboard.press("Tab");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toHaveAttribute("aria-expanded", "false");
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !(top && (focused.contains(top) || top.contains(focused)));
    });
    expect(covered).toBe(false);
  });

  test("the desktop menu button is not shown on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe("mobile header on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap beside the open menu closes it and opens nothing below; Escape closes it too", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await expect(mainNav(page)).toBeVisible();
    // Below the menu lies the FAQ list: the tap must not open a post.
    const box = await mainNav(page).boundingBox();
    const below = (box?.y ?? 0) + (box?.height ?? 0) + 40;
    expect(below).toBeLessThan(844);
    await page.touchscreen.tap(200, below);
    await expect(mainNav(page)).toBeHidden();
    await expect(page).toHaveURL("/faq");
    // Escape, with focus in the menu: closed, and focus back on the button that opens it.
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await mainNav(page).getByRole("button", { name: "회사소개" }).focus();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeFocused();
  });

  test("held sideways, the open menu fits the screen and scrolls to its last entry; a link changing only the query closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`/notice?searchKeyword=${encodeURIComponent("안내")}`);
    await hydrated(page);
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await mainNav(page).getByRole("button", { name: "고객문의" }).tap();
    const box = await mainNav(page).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(390.5);
    const last = mainNav(page).getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    // 공지사항 from a notice search is the same path: the menu still closes on the way.
    await mainNav(page).getByRole("link", { name: "공지사항", exact: true }).tap();
    await expect(page).toHaveURL("/notice");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toHaveAttribute("aria-expanded", "false");
  });

  test("tapping a second dropdown opens that one, not the row that slides up under the finger", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    const company = mainNav(page).getByRole("button", { name: "회사소개" });
    const products = mainNav(page).getByRole("button", { name: "제품소개 목록" });
    const support = mainNav(page).getByRole("button", { name: "고객문의" });
    await company.tap();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    // The open list pushes 제품소개 down; closing it must wait for the tap to land.
    await products.tap();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(support).toHaveAttribute("aria-expanded", "false");
    await expectFirstTexts((await menuOf(page, products)).getByRole("link"), MANUFACTURERS);
    await support.tap();
    await expect(support).toHaveAttribute("aria-expanded", "true");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect((await menuOf(page, support)).getByRole("link", { name: "자주 묻는 질문" })).toBeVisible();
    // A tap on the page below the menu closes the menu, its open list with it.
    const nav = await mainNav(page).boundingBox();
    if (!nav) throw new Error("the menu has no box");
    await page.touchscreen.tap(200, nav.y + nav.height + 40);
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await expect(support).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("category bar", () => {
  const bar = (page: Page) => page.getByRole("navigation", { name: /하위 메뉴$/ });
  const storedStep = (page: Page) => page.evaluate(() => window.localStorage.getItem("step"));

  test("is absent on the home page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The header's menu and the footer's, no category bar.
    await expect(page.getByRole("navigation")).toHaveCount(2);
    await expect(page.getByRole("navigation", { name: "사이트 메뉴" })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  const STEPS = [
    { path: "/about", step: "1", title: "회사소개", links: ["인사말", "오시는 길"], current: "인사말" },
    { path: "/location", step: "1", title: "회사소개", links: ["인사말", "오시는 길"], current: "오시는 길" },
    { path: "/manu/1", step: "2", title: "제품소개", links: [...MANUFACTURERS], current: "한빛 프리미엄" },
    { path: "/notice", step: "3", title: "공지사항", links: ["공지사항"], current: "공지사항" },
    {
      path: "/inquiryForm",
      step: "4",
      title: "고객문의",
      links: ["1:1 문의", "A/S 문의", "자주 묻는 질문", "내 문의 확인"],
      current: "1:1 문의",
    },
    {
      path: "/faq",
      step: "4",
      title: "고객문의",
      links: ["1:1 문의", "A/S 문의", "자주 묻는 질문", "내 문의 확인"],
      current: "자주 묻는 질문",
    },
    {
      path: "/inquiryCheck",
      step: "4",
      title: "고객문의",
      links: ["1:1 문의", "A/S 문의", "자주 묻는 질문", "내 문의 확인"],
      current: "내 문의 확인",
    },
  ];
  for (const s of STEPS) {
    test(`${s.path} shows step ${s.step} (${s.title}) and stores it`, async ({ page }) => {
      await page.goto(s.path);
      await hydrated(page);
      await expect(bar(page)).toHaveAccessibleName(`${s.title} 하위 메뉴`);
      await expectFirstTexts(bar(page).getByRole("link"), s.links);
      if (s.step !== "2") await expect(bar(page).getByRole("link")).toHaveCount(s.links.length);
      await expect(bar(page).getByRole("link", { name: s.current, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect.poll(() => storedStep(page)).toBe(s.step);
    });
  }

  // Both kinds of post live under /notice/{id}; the bar shows the group of the list each belongs to.
  test("a FAQ post shows 고객문의 with 자주 묻는 질문 marked, a notice post 공지사항", async ({ page, request }) => {
    const firstId = async (boardType: string) =>
      (
        (await (await request.get(`/api/boards?boardType=${boardType}&size=1`)).json()) as {
          content: { boardId: number }[];
        }
      ).content[0]?.boardId;
    const cases = [
      { id: await firstId("FAQ"), title: "고객문의", list: "자주 묻는 질문", step: "4", links: 4 },
      { id: await firstId("NOTICE"), title: "공지사항", list: "공지사항", step: "3", links: 1 },
    ];
    for (const c of cases) {
      expect(c.id).toBeTruthy();
      await page.goto(`/notice/${c.id}`);
      await hydrated(page);
      await expect(bar(page)).toHaveAccessibleName(`${c.title} 하위 메뉴`);
      await expect(bar(page).getByRole("link")).toHaveCount(c.links);
      const list = bar(page).getByRole("link", { name: c.list, exact: true });
      await expect(list).toHaveAttribute("aria-current", "true");
      await expect(list).toHaveClass("active");
      await expect.poll(() => storedStep(page)).toBe(c.step);
    }
  });

  // The A/S form is /inquiryForm with a parameter; it belongs to A/S 문의, where its link is.
  test("the A/S form shows 고객문의 with A/S 문의 marked, not 1:1 문의", async ({ page }) => {
    await page.goto("/inquiryForm?inquiryType=AS");
    await hydrated(page);
    await expect(page).toHaveTitle(/^A\/S 접수/);
    await expect(bar(page)).toHaveAccessibleName("고객문의 하위 메뉴");
    const as = bar(page).getByRole("link", { name: "A/S 문의", exact: true });
    await expect(as).toHaveAttribute("aria-current", "true");
    await expect(as).toHaveClass("active");
    await expect(bar(page).getByRole("link", { name: "1:1 문의", exact: true })).not.toHaveAttribute("aria-current");
    await expect(bar(page).locator(".active")).toHaveCount(1);
    // Choosing 1:1 문의 from the bar marks it again.
    await bar(page).getByRole("link", { name: "1:1 문의", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1:1 문의");
    await expect(bar(page).getByRole("link", { name: "1:1 문의", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle(/^1:1 문의/);
  });

  test("the notice bar names 공지사항 once", async ({ page }) => {
    await page.goto("/notice");
    await hydrated(page);
    await expect(bar(page)).toHaveText("공지사항");
  });

  // A page outside the four groups shows no bar, whichever group was used last (app/lib/category.ts).
  test("/loginForm shows no category bar and keeps the stored step", async ({ page }) => {
    for (const [path, step] of [
      ["/faq", "4"],
      ["/notice", "3"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => storedStep(page)).toBe(step);
      await page.goto("/loginForm");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(bar(page)).toHaveCount(0);
      expect(await storedStep(page)).toBe(step);
    }
  });

  test("follows client-side navigation between groups", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await mainNav(page).getByRole("button", { name: "제품소개" }).click();
    await mainNav(page).getByRole("link", { name: "다온 창호" }).click();
    await expect(page).toHaveURL("/manu/3");
    await expectFirstTexts(bar(page).getByRole("link"), MANUFACTURERS);
    await expect.poll(() => storedStep(page)).toBe("2");
    await bar(page).getByRole("link", { name: "청솔 시스템" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("청솔 시스템");
  });
});

test.describe("TOP button", () => {
  test("is hidden at the top, appears past 300 px and scrolls back to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/notice");
    await hydrated(page);
    const top = page.getByRole("button", { name: "맨 위로 이동" });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await expect(top).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toBeHidden();
  });
});

test.describe("the footer's site menu (a phone without JavaScript)", () => {
  // Before the app starts (decision 035) or without it, the ☰ menu cannot open: the footer's plain
  // links still lead to every section.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("every section is one tap away from any page's footer", async ({ page }) => {
    await page.goto("/notice/13");
    await page.getByRole("button", { name: "메뉴 열기" }).tap();
    await expect(mainNav(page)).toBeHidden();
    const footerNav = page.getByRole("contentinfo").getByRole("navigation", { name: "사이트 메뉴" });
    const links = footerNav.getByRole("link");
    await expect(links).toHaveText([
      "인사말",
      "오시는 길",
      "제품소개",
      "공지사항",
      "1:1 문의",
      "A/S 문의",
      "자주 묻는 질문",
      "내 문의 확인",
    ]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/about",
      "/location",
      "/manu/1",
      "/notice",
      "/inquiryForm",
      "/help",
      "/faq",
      "/inquiryCheck",
    ]);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await footerNav.getByRole("link", { name: "자주 묻는 질문" }).tap();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "자주 묻는 질문" })).toBeVisible();
  });
});

/** A request's Sec-Purpose ("prefetch" for <link rel="prefetch">): not among the sync headers();
 * "" once the test has closed the page. */
const purposeOf = (request: Request) =>
  request.headerValue("sec-purpose").then(
    (v) => v ?? "",
    () => "",
  );

test.describe("links fetch the next page on intent (decision 044)", () => {
  test("hovering a menu link loads its page's data and code; the click then only revalidates the data", async ({
    page,
  }) => {
    const seen: { path: string; prefetch: boolean }[] = [];
    page.on("request", async (request) => {
      const url = new URL(request.url());
      seen.push({ path: url.pathname, prefetch: (await purposeOf(request)).includes("prefetch") });
    });
    await page.goto("/about");
    await hydrated(page);
    const noticeModule = (path: string) => /^\/assets\/notice\._index-[\w-]+\.js$/.test(path);
    expect(seen.some((r) => r.path === "/notice.data" || noticeModule(r.path))).toBe(false);

    await mainNav(page).getByRole("link", { name: "공지사항" }).hover();
    await expect.poll(() => seen.some((r) => r.path === "/notice.data" && r.prefetch)).toBe(true);
    await expect.poll(() => seen.some((r) => noticeModule(r.path))).toBe(true);

    const before = seen.length;
    await mainNav(page).getByRole("link", { name: "공지사항" }).click();
    await expect(page).toHaveURL("/notice");
    await expect(page.getByRole("heading", { level: 1, name: "공지사항" })).toBeVisible();
    // The page's code was already there; its data is asked for again (a 304 from the edge cache,
    // so a change made meanwhile still shows).
    const after = seen.slice(before);
    expect(after.some((r) => noticeModule(r.path))).toBe(false);
    expect(after.filter((r) => r.path === "/notice.data" && !r.prefetch)).toHaveLength(1);
  });

  test("keyboard focus on a notice title loads that notice before Enter", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", async (request) => {
      if ((await purposeOf(request)).includes("prefetch")) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/notice");
    await hydrated(page);
    const first = page.getByRole("main").locator("a[href^='/notice/']").first();
    const href = await first.getAttribute("href");
    await first.focus();
    await expect.poll(() => prefetched).toContain(`${href}.data`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href ?? "");
  });
});

test("a slow next page shows a progress bar after a moment, gone when the page arrives", async ({ page }) => {
  await page.goto("/notice");
  await hydrated(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The post's data (its prefetch on hover too) arrives only when released.
  await page.route(/\/notice\/\d+\.data/, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const bar = page.getByRole("progressbar", { name: "페이지를 불러오는 중" });
  await expect(bar).toHaveCount(0);
  await page.getByRole("table").locator("tbody tr").first().getByRole("link").click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL("/notice");
  release();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(bar).toHaveCount(0);
});
