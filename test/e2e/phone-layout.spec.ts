// Phone-first public site (issue 10): no page wider than the phone at 320, 360, 390 and 430 px,
// the banner caption inside the banner, one-line search buttons, a call link in the first screen,
// and a header that holds a long company name (a site setting) without widening the page.
import type { Page } from "@playwright/test";
import { DEFAULT_COMPANY } from "../../functions/schemas/settings";
import { ADMIN, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { COMPANY, hydrated, NOT_FOUND_RESOURCE } from "./helpers";

// 320: the narrowest phones still in use (iPhone SE of 2016, small Android phones).
const WIDTHS = [320, 360, 390, 430] as const;

/** A notice whose title and body hold a long URL and a long Korean word, made once per run. */
const LONG_URL = `https://example.com/${"very-long-path-segment-".repeat(8)}end?query=${"x".repeat(60)}`;
const LONG_WORD = "초고단열알루미늄시스템창호".repeat(6);
let longPostId = 0;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const auth = await request.post("/login", { data: ADMIN });
  expect(auth.ok()).toBe(true);
  const dto = {
    boardTitle: `긴 제목 ${LONG_WORD}`,
    boardContent: `<p>${LONG_URL}</p><p>${LONG_WORD}</p><table><tr>${"<td>유리사양비교표항목</td>".repeat(12)}</tr></table>`,
    boardType: "NOTICE",
    boardYN: "Y",
  };
  const res = await request.post("/api/admin/boards", {
    headers: { Authorization: auth.headers().authorization ?? "" },
    multipart: {
      createBoardDTO: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) },
    },
  });
  expect(res.status()).toBe(200);
  longPostId = Number(await res.text());
  await request.dispose();
});

/** Every public route; `notFound` ones answer 404 (Chromium logs that as a console error). */
const ROUTES: { path: () => string; name?: string; notFound?: boolean }[] = [
  { path: () => "/" },
  { path: () => "/about" },
  { path: () => "/history" },
  { path: () => "/location" },
  { path: () => "/help" },
  { path: () => "/manu/1" },
  { path: () => "/manu/1?type=2&item=2" },
  { path: () => "/notice" },
  { path: () => "/notice/13", name: "/notice/{id}" },
  { path: () => `/notice/${longPostId}`, name: "/notice/{id} with a long URL and word" },
  { path: () => "/faq" },
  { path: () => "/fag" },
  { path: () => "/inquiryForm" },
  { path: () => "/inquiryCheck" },
  { path: () => "/privacy" },
  { path: () => `/search?searchKeyword=${encodeURIComponent("안내")}`, name: "/search with results" },
  { path: () => "/loginForm" },
  { path: () => "/error/404", notFound: true },
  { path: () => "/no-such-page-here", notFound: true },
];

/** Page width, layout viewport and zoom, with the elements reaching past the right edge. */
function measure(page: Page, width: number) {
  return page.evaluate((deviceWidth) => {
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > deviceWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().width)}px`);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scale: window.visualViewport?.scale ?? 1,
      wide,
    };
  }, width);
}

for (const width of WIDTHS) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

    for (const route of ROUTES) {
      test(`no horizontal overflow: ${route.name ?? route.path()}`, async ({ page, allowConsoleError }) => {
        if (route.notFound) allowConsoleError(NOT_FOUND_RESOURCE);
        await page.goto(route.path());
        await hydrated(page);
        const m = await measure(page, width);
        expect(m.scrollWidth, `wider than ${width} px: ${m.wide.join(", ")}`).toBeLessThanOrEqual(width);
        // On a phone an over-wide page widens the layout viewport and zooms out instead of scrolling.
        expect(m.innerWidth, `layout viewport grew: ${m.wide.join(", ")}`).toBe(width);
        expect(m.scale).toBe(1);
      });
    }

    test("the banner caption fits inside the banner", async ({ page }) => {
      await page.goto("/");
      const banner = await page.locator(".banner-track").boundingBox();
      const caption = await page.locator(".banner-slide").first().locator(".banner-caption").boundingBox();
      expect(banner && caption).toBeTruthy();
      if (!banner || !caption) return;
      expect(banner.width).toBeLessThanOrEqual(width);
      expect(caption.x).toBeGreaterThanOrEqual(banner.x);
      expect(caption.y).toBeGreaterThanOrEqual(banner.y);
      expect(caption.x + caption.width).toBeLessThanOrEqual(banner.x + banner.width + 0.5);
      expect(caption.y + caption.height).toBeLessThanOrEqual(banner.y + banner.height + 0.5);
      // The whole description is laid out inside the caption box, not clipped by it.
      const clipped = await page
        .locator(".banner-slide")
        .first()
        .locator(".banner-caption p")
        .last()
        .evaluate((p) => p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight);
      expect(clipped).toBe(false);
    });

    test("the category bar's title keeps a margin from the bar's edge when the links wrap below it", async ({
      page,
    }) => {
      await page.goto("/manu/1");
      const bar = await page.locator(".category-bar").boundingBox();
      const title = await page.locator(".category-title").boundingBox();
      const links = await page.locator(".category-bar ul").boundingBox();
      if (!bar || !title || !links) throw new Error("the category bar is not laid out");
      expect(links.y, "the links wrap below the title").toBeGreaterThanOrEqual(title.y + title.height);
      expect(title.y - bar.y).toBeGreaterThanOrEqual(4);
      expect(bar.y + bar.height - (links.y + links.height)).toBeGreaterThanOrEqual(4);
    });

    for (const path of ["/notice", "/faq"]) {
      test(`the 검색 button of ${path} stays on one line`, async ({ page }) => {
        await page.goto(path);
        const lines = await page.getByRole("button", { name: "검색" }).evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
          return { rects: range.getClientRects().length, height: range.getBoundingClientRect().height, lineHeight };
        });
        expect(lines.rects).toBe(1);
        expect(lines.height).toBeLessThanOrEqual(lines.lineHeight + 1);
      });
    }
  });
}

test.describe("one-tap call (390 px phone)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  for (const route of ROUTES) {
    test(`a tel: link is in the first screen: ${route.name ?? route.path()}`, async ({ page, allowConsoleError }) => {
      if (route.notFound) allowConsoleError(NOT_FOUND_RESOURCE);
      await page.goto(route.path());
      const call = page.getByRole("banner").getByRole("link", { name: `전화 걸기 ${COMPANY.phone}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", `tel:${COMPANY.phone}`);
      await expect(call).toBeInViewport({ ratio: 1 });
      const box = await call.boundingBox();
      // Large enough for a thumb (DESIGN: touch targets at least 44 px).
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      // Without opening the ☰ menu.
      await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeHidden();
    });
  }

  test("every link of the footer is a thumb's size; the phone line keeps its place among the address lines", async ({
    page,
  }) => {
    await page.goto("/notice");
    const footer = page.locator("footer.site-footer");
    await footer.scrollIntoViewIfNeeded();
    const links = await footer
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => ({ text: a.textContent?.trim(), height: a.getBoundingClientRect().height })));
    expect(links.map((l) => l.text)).toEqual(expect.arrayContaining([COMPANY.phone, "관리자"]));
    for (const link of links) expect(link.height, link.text).toBeGreaterThanOrEqual(44);
    // The bigger target does not push the lines apart: the phone's line is as tall as the address's.
    const lines = await footer
      .locator("address > span")
      .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().height)));
    expect(new Set(lines).size, `line heights ${lines.join(", ")}`).toBe(1);
    // A tap at the number's top edge still reaches it.
    const tel = footer.getByRole("link", { name: COMPANY.phone });
    const box = await tel.boundingBox();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"), {
      x: (box?.x ?? 0) + 10,
      y: (box?.y ?? 0) + 2,
    });
    expect(hit).toBe(`tel:${COMPANY.phone}`);
  });

  test("the logo and /location's phone number are a thumb's size, and the number stays on its line", async ({
    page,
  }) => {
    await page.goto("/location");
    const home = await page.getByRole("link", { name: `${COMPANY.name} 홈` }).boundingBox();
    expect(home?.height ?? 0).toBeGreaterThanOrEqual(44);
    const card = page.locator(".location-contact");
    const tel = await card.getByRole("link", { name: COMPANY.phone }).boundingBox();
    expect(tel?.height ?? 0).toBeGreaterThanOrEqual(44);
    // The bigger target does not push the lines apart: 전화's line is as tall as 팩스's.
    const heights = await card
      .locator("dd")
      .evaluateAll((dds) =>
        dds.map((dd) => [dd.previousElementSibling?.textContent, Math.round(dd.getBoundingClientRect().height)]),
      );
    const of = (label: string) => heights.find(([dt]) => dt === label)?.[1];
    expect(of("전화")).toBe(of("팩스"));
  });

  test("the inquiry form's consent row, a toast's ×, and the login form's 표시 are a thumb's size", async ({
    page,
  }) => {
    await page.goto("/inquiryForm");
    await hydrated(page);
    const consent = page.locator("label", { hasText: "개인정보 수집 및 이용에 동의합니다." });
    const row = await consent.boundingBox();
    expect(row?.height ?? 0).toBeGreaterThanOrEqual(44);
    // A tap at the row's right end, away from the box and its text, ticks it.
    await consent.scrollIntoViewIfNeeded();
    const box = await consent.boundingBox();
    await page.touchscreen.tap((box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) - 4);
    await expect(page.getByRole("checkbox", { name: "개인정보 수집 및 이용에 동의합니다." })).toBeChecked();
    // Sent empty: the toast says what is missing, with its close button.
    await page.getByRole("button", { name: "문의 등록" }).tap();
    const close = page.getByRole("region", { name: "알림" }).getByRole("button", { name: "닫기" }).first();
    await expect(close).toBeVisible();
    const x = await close.boundingBox();
    expect(Math.min(x?.width ?? 0, x?.height ?? 0)).toBeGreaterThanOrEqual(44);
    // Two more refusals: the phone shows the two newest toasts, not a stack over a third of it.
    const region = page.getByRole("region", { name: "알림" });
    await page.getByLabel("문의 내용").fill("창문 교체 견적 부탁드립니다.");
    await page.getByRole("button", { name: "문의 등록" }).tap();
    await page.getByLabel("제목").fill("견적 문의");
    await page.getByRole("button", { name: "문의 등록" }).tap();
    await expect(region.getByText("작성자, 연락처는 필수 입력 사항입니다.")).toBeVisible();
    await expect(region.getByText("문의 제목을 입력하세요.")).toBeVisible();
    await expect(region.getByText("문의 내용을 입력하세요.")).toBeHidden();
    await expect(region.locator(".toast")).toHaveCount(3);

    await page.goto("/loginForm");
    const toggle = await page.getByRole("button", { name: "비밀번호 표시" }).boundingBox();
    const field = await page.getByLabel("비밀번호", { exact: true }).boundingBox();
    expect(toggle?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Inside its field.
    expect(toggle && field && toggle.y >= field.y && toggle.y + toggle.height <= field.y + field.height).toBe(true);
  });

  test("a #fragment and a focused field stop below the sticky header, not under it", async ({ page }) => {
    const header = page.getByRole("banner");
    const below = async (target: string) => {
      const top = await page.locator(target).evaluate((el) => el.getBoundingClientRect().top);
      const bottom = (await header.boundingBox())?.height ?? 0;
      expect(top, `${target} at ${top} px, the header ends at ${bottom} px`).toBeGreaterThanOrEqual(bottom);
    };
    // A link into the middle of a page (the refused form without JavaScript opens at #send-error).
    await page.goto("/inquiryForm#checkPassword");
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await below("#checkPassword");
    // The keyboard's way up the form: 작성자 was scrolled off above, focus brings it back in view.
    await hydrated(page);
    await page.locator(".checkbox").first().scrollIntoViewIfNeeded();
    await page.getByLabel("작성자").focus();
    await below("#writer");
  });

  for (const path of ["/help", "/location"]) {
    test(`${path} shows the business hours next to the phone`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: COMPANY.phone })).toHaveAttribute("href", `tel:${COMPANY.phone}`);
      await expect(main).toContainText("평일 09:00 - 18:00");
      await expect(main.getByText("평일 09:00 - 18:00")).toBeInViewport();
    });
  }
});

test.describe("a long company name in the header", () => {
  // Up to 50 characters are allowed (회사명); this one is longer than any phone's header.
  const LONG_NAME = "주식회사 한빛창호 윈도우시스템 본사";
  // A phone (or, at 900 px, a tablet): over-wide content would zoom the page out.
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test.beforeAll(async ({ request }) => {
    const headers = { authorization: await token(request) };
    const res = await request.put("/api/admin/settings/company", {
      headers,
      data: { ...DEFAULT_COMPANY, name: LONG_NAME },
    });
    expect(res.ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    const headers = { authorization: await token(request) };
    expect((await request.put("/api/admin/settings/company", { headers, data: DEFAULT_COMPANY })).ok()).toBe(true);
  });

  /** The name's lines, and whether the header row stayed within the width. */
  function header(page: Page) {
    return page.locator(".brand-name").evaluate((name) => {
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
      return {
        lines: Math.round(name.getBoundingClientRect().height / lineHeight),
        right: name.closest(".header-row")?.getBoundingClientRect().right ?? 0,
      };
    });
  }

  for (const width of [320, 390]) {
    test(`${width} px: the page keeps its width, the name takes two lines, the call button stays`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await hydrated(page);
      const m = await measure(page, width);
      expect(m.scrollWidth, `wider than ${width} px: ${m.wide.join(", ")}`).toBeLessThanOrEqual(width);
      expect(m.innerWidth).toBe(width);
      const brand = page.getByRole("banner").getByRole("link", { name: `${LONG_NAME} 홈` });
      await expect(brand).toBeVisible();
      expect(await header(page)).toEqual({ lines: 2, right: width });
      // Below 360 px the button shows only its icon; its name still says the number.
      const call = page.getByRole("banner").getByRole("link", { name: `전화 걸기 ${COMPANY.phone}` });
      await expect(call).toBeInViewport({ ratio: 1 });
      await expect(call.getByText(COMPANY.phone)).toBeVisible({ visible: width >= 360 });
      const box = await call.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    });
  }

  test("900 px: the menu stays on one line beside the name", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto("/");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
    // Each entry of the menu (홈 … 고객문의, 상담전화) on one line: its text's height is one line's.
    const entries = await page.getByRole("navigation", { name: "주요 메뉴" }).evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>(":scope > ul > li > a, :scope > ul > li > button, :scope > a")]
        .filter((el) => el.textContent?.trim())
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
          return `${el.textContent?.trim()}: ${Math.round(range.getBoundingClientRect().height / lineHeight)}`;
        }),
    );
    expect(entries).toEqual([
      "홈: 1",
      "회사소개: 1",
      "제품소개: 1",
      "공지사항: 1",
      "고객문의: 1",
      "검색: 1",
      `상담전화 ${COMPANY.phone}: 1`,
    ]);
    expect((await header(page)).lines).toBeLessThanOrEqual(2);
  });
});

test.describe("a larger text size set in the browser (390 px phone)", () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  /** The browser's default text size (Chrome's 글꼴 크기 setting; 16 px unless changed). */
  async function setTextSize(page: Page, px: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: px } });
  }
  const sizes = (page: Page) =>
    page.evaluate(() => {
      const size = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? Number.parseFloat(getComputedStyle(el).fontSize) : null;
      };
      return { text: size("main p"), label: size("main label"), input: size("main input, main textarea") };
    });

  test("the body text, labels and fields are 17 px at the default size and grow with the setting", async ({ page }) => {
    await page.goto("/inquiryForm");
    expect(await sizes(page)).toEqual({ text: 17, label: 17, input: 17 });
    await setTextSize(page, 24);
    await page.reload();
    expect(await sizes(page)).toEqual({ text: 25.5, label: 25.5, input: 25.5 });
  });

  test("at 24 px every public page keeps the phone's width, and the company name is shown whole", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(NOT_FOUND_RESOURCE);
    await setTextSize(page, 24);
    for (const route of ROUTES) {
      const name = route.name ?? route.path();
      await page.goto(route.path());
      await hydrated(page);
      expect(Number.parseFloat(await page.evaluate(() => getComputedStyle(document.body).fontSize)), name).toBe(25.5);
      const m = await measure(page, 390);
      expect(m.scrollWidth, `${name} wider than 390 px: ${m.wide.join(", ")}`).toBeLessThanOrEqual(390);
      expect(m.innerWidth, name).toBe(390);
    }
    // The call button gives way to its icon (its name still says the number), not the name to "한빛…".
    const brand = await page.locator(".brand-name").evaluate((el) => el.scrollHeight <= el.clientHeight);
    expect(brand).toBe(true);
    await expect(page.getByRole("banner").getByRole("link", { name: `전화 걸기 ${COMPANY.phone}` })).toBeInViewport({
      ratio: 1,
    });
  });
});
