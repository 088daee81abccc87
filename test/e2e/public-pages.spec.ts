// Every public route renders its own content (SPEC §2 "Public routes", "Error screens").
import { expect, test } from "./fixtures";
import { COMPANY, hydrated, NEWEST_NOTICE, NOT_FOUND_RESOURCE, PUBLIC_PAGES } from "./helpers";

test.describe("every public route renders its main heading", () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("banner")).toContainText(COMPANY.name);
      await expect(page.getByRole("contentinfo")).toContainText(COMPANY.phone);
      await hydrated(page);
    });
  }
});

test("the home page has the banner, the intro block, two manufacturer cards and the support cards", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "공장에서 현장까지, 책임지는 창호" })).toBeVisible();
  const products = page.getByRole("region", { name: "제품 안내" }).getByRole("link");
  await expect(products).toHaveText([/한빛 프리미엄/, /청솔 시스템/]);
  await expect(products.first()).toHaveAttribute("href", "/manu/1");
  const support = page.getByRole("region", { name: "고객 지원" }).getByRole("link");
  await expect(support).toHaveText([/1:1 문의/, /자주 묻는 질문/]);
  await support.first().click();
  await expect(page).toHaveURL("/inquiryForm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1:1 문의");
  await page.goBack();
  await page
    .getByRole("region", { name: "제품 안내" })
    .getByRole("link", { name: /청솔 시스템/ })
    .click();
  await expect(page).toHaveURL("/manu/2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("청솔 시스템");
});

test("/about shows the greeting and three images with Korean alt text", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main).toContainText("자체 공장을 운영하며");
  await expect(main).toContainText("정직하고 합리적인 가격");
  const images = main.getByRole("img");
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("alt", /[가-힣]/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
});

test("/location shows address, phone and fax, and the static map card without a map key", async ({ page }) => {
  await page.goto("/location");
  await hydrated(page);
  const card = page.getByRole("region", { name: COMPANY.name });
  await expect(card).toContainText(COMPANY.address);
  await expect(card.getByRole("link", { name: COMPANY.phone })).toHaveAttribute("href", `tel:${COMPANY.phone}`);
  await expect(card.locator("dt:text-is('전화') + dd")).toHaveText(COMPANY.phone);
  await expect(card.locator("dt:text-is('팩스') + dd")).toHaveText(COMPANY.fax);
  const map = page.getByRole("region", { name: "지도" });
  await expect(map).toContainText(COMPANY.address);
  const query = encodeURIComponent(COMPANY.address);
  await expect(map.getByRole("link", { name: "카카오맵에서 보기" })).toHaveAttribute(
    "href",
    `https://map.kakao.com/link/search/${query}`,
  );
  await expect(map.getByRole("link", { name: "네이버 지도에서 보기" })).toHaveAttribute(
    "href",
    `https://map.naver.com/p/search/${query}`,
  );
});

test("/history says its content is being prepared", async ({ page }) => {
  await page.goto("/history");
  await expect(page.getByRole("main")).toContainText("연혁 페이지를 준비하고 있습니다.");
});

test("/help shows the A/S phone as a tel: link and the hours", async ({ page }) => {
  await page.goto("/help");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: COMPANY.phone })).toHaveAttribute("href", `tel:${COMPANY.phone}`);
  await expect(main).toContainText("평일 09:00 - 18:00");
  await expect(main).toContainText("주말·공휴일 휴무");
});

test("a page shorter than a wide screen keeps its footer at the bottom, with no band below it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1200 });
  for (const path of ["/help", "/history"]) {
    await page.goto(path);
    await hydrated(page);
    const contentEnd = await page.locator("main").evaluate((main) => {
      const content = document.createRange();
      content.selectNodeContents(main);
      return content.getBoundingClientRect().bottom;
    });
    const footer = await page.getByRole("contentinfo").boundingBox();
    // The page's own content ends well above the footer, which sits at the bottom of the screen.
    expect(contentEnd + 150).toBeLessThan(footer?.y ?? 0);
    expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0))).toBe(1200);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1200);
  }
});

test("/loginForm shows the login form", async ({ page }) => {
  await page.goto("/loginForm");
  await expect(page.getByLabel("아이디")).toBeVisible();
  await expect(page.getByLabel("비밀번호")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "로그인" })).toBeEnabled();
});

test("/notice/{id} shows the post's title, content and view count", async ({ page }) => {
  await page.goto(`/notice/${NEWEST_NOTICE.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST_NOTICE.title);
  await expect(page.getByRole("article")).toContainText(`${NEWEST_NOTICE.title}에 대해 알려드립니다.`);
  await expect(page.getByRole("article")).toContainText("작성자 관리자");
  await expect(page.getByText(/^조회 \d+$/)).toBeVisible();
});

const ERROR_TEXTS = {
  401: "이 페이지에 접근할 권한이 없습니다.",
  403: "접근 권한이 없습니다. 관리자에게 권한을 요청해주세요.",
  404: "잘못된 페이지 접근입니다. 주소를 다시 확인해주세요.",
  500: "서버에서 오류가 발생했습니다. 이용에 불편을 드려 죄송합니다.",
} as const;
const ERROR_HEADINGS = {
  401: "로그인이 필요한 페이지입니다",
  403: "접근 권한이 없습니다",
  404: "페이지를 찾을 수 없습니다",
  500: "일시적인 오류가 발생했습니다",
} as const;

test.describe("error screens", () => {
  for (const [status, text] of Object.entries(ERROR_TEXTS)) {
    test(`/error/${status} shows its Korean heading, title, text and a working link to the main page`, async ({
      page,
    }) => {
      await page.goto(`/error/${status}`);
      await hydrated(page);
      const main = page.getByRole("main");
      const heading = ERROR_HEADINGS[Number(status) as keyof typeof ERROR_HEADINGS];
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(main).toContainText(status);
      await expect(page).toHaveTitle(`${heading} | ${COMPANY.name}`);
      await expect(main).toContainText(text);
      await main.getByRole("link", { name: "메인 페이지로 이동" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("오래가는 프리미엄 창호");
    });
  }
});

test("an unknown path answers 404 with the not-found screen inside the site frame", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(NOT_FOUND_RESOURCE);
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
  await expect(page).toHaveTitle(`페이지를 찾을 수 없습니다 | ${COMPANY.name}`);
  await expect(page.getByRole("main")).toContainText(ERROR_TEXTS[404]);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await hydrated(page);
  // Ways back to what a visitor came for: products and an inquiry, besides the main page.
  const ways = page.getByRole("navigation", { name: "다른 페이지로 이동" });
  await ways.getByRole("link", { name: "제품 안내" }).click();
  await expect(page).toHaveURL("/manu/1");
  await page.goBack();
  await ways.getByRole("link", { name: "1:1 문의" }).click();
  await expect(page).toHaveURL("/inquiryForm");
  await page.goBack();
  await ways.getByRole("link", { name: "메인 페이지로 이동" }).click();
  await expect(page).toHaveURL("/");
});

// docs/decisions/035-app-starts-after-load.md
test.describe("on a phone, the page's JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ["/", "/manu/1", "/notice"]) {
    test(`loads only after ${path} has loaded, and then the app works`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const { loadEnd, firstPaint, scriptStarts } = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((r) => /^\/assets\/.+\.js$/.test(new URL(r.name).pathname));
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return {
          loadEnd: nav.loadEventEnd,
          firstPaint: paint?.startTime,
          scriptStarts: scripts.map((r) => r.startTime),
        };
      });
      expect(scriptStarts.length).toBeGreaterThan(0);
      expect(firstPaint).toBeGreaterThan(0);
      // Not one module was fetched before the page had loaded and been painted.
      for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(Math.max(loadEnd, firstPaint ?? 0));
      // The app has started: the menu button opens the navigation and its links navigate in the page.
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.getByRole("button", { name: "메뉴 열기" }).tap();
      await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "공지사항" }).tap();
      await expect(page).toHaveURL("/notice");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("공지사항");
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    });
  }
});
