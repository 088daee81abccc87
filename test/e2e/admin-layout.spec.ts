// The back office on a phone and on a slow network (issue 11): below 1024 px the sidebar is a
// drawer behind a 메뉴 button, the screen's content starts in the first screen, no admin screen is
// wider than a 390 or a 320 px phone, the inbox and the notice list work by touch, and a slow screen change
// shows a progress bar. At 1280 px the sidebar stays beside the content.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { ADMIN, signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** Every /admin path of app/admin/routes.ts without a parameter, so a new screen is checked too. */
const PLAIN_ROUTES = [
  ...readFileSync(new URL("../../app/admin/routes.ts", import.meta.url), "utf8").matchAll(/route\("([^"]*)"/g),
]
  .map((m) => m[1] as string)
  .filter((path) => path !== "admin" && !path.includes(":"))
  .map((path) => (path ? `/admin/${path}` : "/admin"));

const LONG_WORD = "초고단열알루미늄시스템창호".repeat(5);
const LONG_EMAIL = "very.long.customer.name.for.window.quotes@window-and-door-company-example.co.kr";
const run = Date.now().toString(36);
const INQUIRY_TITLE = `모바일 문의 ${run} ${LONG_WORD}`;
const NOTICE_TITLE = `모바일 공지 ${run} ${LONG_WORD}`;
let inquiryId = 0;
let noticeId = 0;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const sent = await request.post("/api/inquiry", {
    multipart: {
      title: INQUIRY_TITLE,
      content: `<p>${LONG_WORD} 견적 부탁드립니다.</p>`,
      writer: "홍길동",
      tel: "010-2345-6789",
      email: LONG_EMAIL,
      addr: `경기도 화성시 팔탄면 ${LONG_WORD}로 1`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const auth = await request.post("/login", { data: ADMIN });
  expect(auth.ok()).toBe(true);
  const headers = { Authorization: auth.headers().authorization ?? "" };
  const list = await request.get("/api/admin/inquiry?page=0&size=5", { headers });
  const newest = (await list.json()) as { content: { inquiryId: number; title: string }[] };
  inquiryId = newest.content.find((row) => row.title === INQUIRY_TITLE)?.inquiryId ?? 0;
  expect(inquiryId).toBeGreaterThan(0);
  const dto = { boardTitle: NOTICE_TITLE, boardContent: `<p>${LONG_WORD}</p>`, boardType: "NOTICE", boardYN: "Y" };
  const board = await request.post("/api/admin/boards", {
    headers,
    multipart: {
      createBoardDTO: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) },
    },
  });
  expect(board.status()).toBe(200);
  noticeId = Number(await board.text());
  await request.dispose();
});

const adminMenu = (page: Page) => page.getByRole("navigation", { name: "관리자 메뉴" });
const menuButton = (page: Page) => page.getByRole("button", { name: "메뉴", exact: true });

/** Page width against the phone's, with the first elements reaching past its right edge. */
function measure(page: Page, deviceWidth: number) {
  return page.evaluate((width) => {
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().width)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
  }, deviceWidth);
}

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe("390 px phone", () => {
  test.use(PHONE);

  test("the 메뉴 button opens the drawer over the content; Escape, a backdrop tap and a link close it", async ({
    page,
  }) => {
    await signIn(page);
    await hydrated(page);
    const heading = page.getByRole("heading", { level: 1, name: "대시보드" });
    await expect(heading).toBeVisible();
    const button = menuButton(page);
    await expect(adminMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "admin-sidebar");
    await expectTouchTarget(button);
    const headingTop = (await heading.boundingBox())?.y;

    // Opened: over the content (which does not move), focus on its first link.
    await button.tap();
    await expect(adminMenu(page)).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "관리자", exact: true })).toBeFocused();
    expect((await heading.boundingBox())?.y).toBe(headingTop);
    await expectTouchTarget(adminMenu(page).getByRole("link", { name: "문의 관리" }));

    await page.keyboard.press("Escape");
    await expect(adminMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // A tap beside the drawer.
    await button.tap();
    await expect(adminMenu(page)).toBeVisible();
    await page.touchscreen.tap(370, 500);
    await expect(adminMenu(page)).toBeHidden();
    await expect(button).toBeFocused();

    // The button again.
    await button.tap();
    await expect(adminMenu(page)).toBeVisible();
    await button.tap();
    await expect(adminMenu(page)).toBeHidden();

    // A link: the next screen, the drawer closed.
    await button.tap();
    await adminMenu(page).getByRole("link", { name: "문의 관리" }).tap();
    await expect(page).toHaveURL("/admin/inquiry");
    await expect(page.getByRole("heading", { level: 1, name: "문의 관리" })).toBeVisible();
    await expect(adminMenu(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const [path, title] of [
    ["/admin", "대시보드"],
    ["/admin/inquiry", "문의 관리"],
  ] as const) {
    test(`${path}: the screen's heading is in the first screen, not below the menu`, async ({ page }) => {
      await signIn(page, path);
      await hydrated(page);
      const heading = page.getByRole("heading", { level: 1, name: title });
      await expect(heading).toBeInViewport();
      expect((await heading.boundingBox())?.y ?? 999).toBeLessThan(200);
    });
  }

  test("no admin screen is wider than a 390 or a 320 px phone", async ({ page }) => {
    // Some twenty screens, each loaded afresh at 390 px, then narrowed to 320 (the narrowest
    // phones still in use), as a phone turned or a split screen narrows it.
    test.setTimeout(180_000);
    await signIn(page);
    const paths = [...PLAIN_ROUTES, `/admin/inquiry/${inquiryId}`, `/admin/notice/${noticeId}`];
    expect(paths).toContain("/admin/inquiry");
    for (const path of paths) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        // The layout after the resize: the dashboard's chart follows its box a few frames later (a
        // ResizeObserver). A screen that never fits is reported by the checks below.
        await page
          .waitForFunction((w) => document.documentElement.scrollWidth <= w && window.innerWidth === w, width, {
            timeout: 3000,
          })
          .catch(() => undefined);
        const m = await measure(page, width);
        expect.soft(m.scrollWidth, `${path} wider than ${width} px: ${m.wide.join(", ")}`).toBeLessThanOrEqual(width);
        expect.soft(m.innerWidth, `${path} grew the layout viewport at ${width} px: ${m.wide.join(", ")}`).toBe(width);
      }
    }
  });

  test("the account menu closes on a tap beside it, on Escape from inside it and when focus leaves it", async ({
    page,
  }) => {
    await signIn(page, "/admin/user");
    await hydrated(page);
    const account = page.getByRole("button", { name: "admin@example.com ▾" });
    const menu = page.locator("#admin-user-menu");
    const register = page.getByRole("link", { name: "관리자 등록" });
    await expect(register).toBeVisible();

    // Open, it lies over the screen's own buttons; a tap elsewhere closes it.
    await account.tap();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(20, 600);
    await expect(menu).toBeHidden();
    await expect(account).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL("/admin/user");

    // Escape from a link inside it: closed, focus back on its button.
    await account.tap();
    await menu.getByRole("link", { name: "내 정보" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    // Tabbing out of it past its last entry closes it too.
    await account.click();
    await menu.getByRole("button", { name: "로그아웃" }).focus();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/admin/user");
  });

  test("320 px: an item's long number and name wrap inside its card, nothing cut off", async ({ page, request }) => {
    const headers = { Authorization: await token(request) };
    const itemNum = `LONG-${run}-${"0123456789".repeat(4)}`.slice(0, 50);
    const dto = {
      itemName: `긴 제품 ${LONG_WORD}`,
      itemNum,
      manuName: "한빛 프리미엄",
      itemYN: false,
      itemTypeId: 1,
      glassSpecId: 1,
    };
    const created = await request.post("/api/admin/items", {
      headers,
      multipart: {
        createItemDTO: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const found = await request.get("/api/admin/items", {
      headers,
      params: { page: 0, size: 5, searchKeyword: itemNum },
    });
    const itemId = ((await found.json()) as { content: { itemId: number }[] }).content[0]?.itemId ?? 0;
    expect(itemId).toBeGreaterThan(0);
    try {
      await page.setViewportSize({ width: 320, height: 844 });
      await signIn(page, `/admin/item?searchKeyword=${itemNum}`);
      await hydrated(page);
      const card = page.locator("tbody tr", { hasText: itemNum });
      await expect(card).toBeVisible();
      // Each cell within the card and showing all of its text.
      const cut = await card.evaluate((tr) => {
        const edge = tr.getBoundingClientRect().right;
        return [...tr.querySelectorAll("td")]
          .filter((td) => td.scrollWidth > td.clientWidth + 1 || td.getBoundingClientRect().right > edge + 0.5)
          .map((td) => `${td.className} ${Math.round(td.getBoundingClientRect().width)}px`);
      });
      expect(cut).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      expect((await request.delete("/api/admin/items", { headers, data: [itemId] })).status()).toBe(200);
    }
  });

  test("inbox → an inquiry: a card per inquiry, the detail with its long e-mail address wrapped", async ({ page }) => {
    await signIn(page, "/admin/inquiry");
    await hydrated(page);
    const link = page.getByRole("link", { name: INQUIRY_TITLE });
    await expect(link).toBeVisible();
    const card = page.locator("tbody tr", { has: link });
    await expect(card).toContainText("홍길동");
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await expectTouchTarget(link);
    for (const pageLink of await page.getByRole("navigation", { name: "문의 목록 페이지" }).getByRole("link").all())
      await expectTouchTarget(pageLink);

    await link.tap();
    await expect(page).toHaveURL(`/admin/inquiry/${inquiryId}`);
    await expect(page.getByRole("heading", { level: 1, name: INQUIRY_TITLE })).toBeVisible();
    const email = page.getByRole("link", { name: LONG_EMAIL });
    await expect(email).toHaveAttribute("href", `mailto:${LONG_EMAIL}`);
    const emailBox = await email.boundingBox();
    expect((emailBox?.x ?? 0) + (emailBox?.width ?? 999)).toBeLessThanOrEqual(390);
    await expect(page.getByText(`경기도 화성시 팔탄면 ${LONG_WORD}로 1`)).toBeVisible();
    await expectTouchTarget(page.getByRole("button", { name: "삭제" }));
    const back = page.getByRole("link", { name: "목록" });
    await expectTouchTarget(back);
    await back.tap();
    await expect(page).toHaveURL("/admin/inquiry");
  });

  test("notice list → a notice: cards with their check boxes, 전체 선택 and the detail", async ({ page }) => {
    await signIn(page, "/admin/notice");
    await hydrated(page);
    const link = page.getByRole("link", { name: NOTICE_TITLE });
    await expect(link).toBeVisible();
    const card = page.locator("tbody tr", { has: link });
    await expect(card).toContainText("공지사항");
    await expect(card).toContainText("공개");
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await expectTouchTarget(link);
    for (const name of ["선택 삭제", "글쓰기", "검색"])
      await expectTouchTarget(page.getByRole("main").getByRole(name === "글쓰기" ? "link" : "button", { name }));

    // The check boxes stay usable without the table's header row.
    const selectAll = page.getByRole("checkbox", { name: "전체 선택" });
    await expect(selectAll).toBeInViewport();
    await selectAll.tap();
    await expect(card.getByRole("checkbox")).toBeChecked();
    await card.getByRole("checkbox").tap();
    await expect(selectAll).not.toBeChecked();

    await link.tap();
    await expect(page).toHaveURL(`/admin/notice/${noticeId}`);
    const heading = page.getByRole("heading", { level: 1, name: NOTICE_TITLE });
    await expect(heading).toBeVisible();
    const headingBox = await heading.boundingBox();
    expect((headingBox?.x ?? 0) + (headingBox?.width ?? 999)).toBeLessThanOrEqual(390);
  });

  test("the editor's toolbar buttons and the manufacturers' check boxes are 44 px targets", async ({ page }) => {
    await signIn(page, "/admin/notice/add");
    await hydrated(page);
    // Its <button>s (the hidden file input behind 이미지 is a button to the accessibility tree too).
    const tools = page.getByRole("toolbar", { name: "편집 도구" }).locator("button");
    await expect(tools.first()).toBeVisible();
    const sizes = await tools.evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return { name: b.getAttribute("aria-label") ?? b.textContent, width: r.width, height: r.height };
      }),
    );
    expect(sizes.length).toBeGreaterThan(8);
    expect(sizes.filter((s) => s.width < 44 || s.height < 44)).toEqual([]);
    // 공개/비공개 and 목록 맨 위에 고정: each label is a thumb's height.
    for (const control of [
      page.getByRole("radio", { name: "공개", exact: true }),
      page.getByRole("radio", { name: "비공개", exact: true }),
      page.getByRole("checkbox", { name: /목록 맨 위에 고정/ }),
    ])
      await expectTouchTarget(page.locator("label", { has: control }));
    // And an item's 홈페이지에 공개.
    await page.goto("/admin/add");
    await hydrated(page);
    await expectTouchTarget(page.locator('label[for="item-public"]'));
    // 관리자 관리's count of an account's open inquiries (23 × 17 px before).
    await page.goto("/admin/user");
    await hydrated(page);
    const openCount = page.getByRole("link", { name: /담당 미완료 문의 \d+건$/ }).first();
    await expectTouchTarget(openCount);
    expect((await openCount.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
    // 방문 통계's periods (40 px) and the notice list's type and search box (41 and 40 px).
    await page.goto("/admin/visits");
    await hydrated(page);
    for (const period of await page.getByRole("navigation", { name: "기간" }).getByRole("link").all())
      await expectTouchTarget(period);
    await page.goto("/admin/notice");
    await hydrated(page);
    await expectTouchTarget(page.getByLabel("게시글 유형"));
    await expectTouchTarget(page.getByLabel("제목 검색"));

    // Deleting a manufacturer takes its products: its box must not be missed. A tap beside the box,
    // in its cell, ticks it.
    await page.goto("/admin/manu");
    await hydrated(page);
    await page.getByRole("tab", { name: "삭제" }).tap();
    const box = page.getByRole("checkbox", { name: "다온 창호 선택" });
    const hit = page.locator("label.check-hit", { has: box });
    await hit.scrollIntoViewIfNeeded();
    const area = await hit.boundingBox();
    if (!area) throw new Error("the check box's label is not laid out");
    expect(area.width).toBeGreaterThanOrEqual(44);
    expect(area.height).toBeGreaterThanOrEqual(44);
    await page.touchscreen.tap(area.x + 3, area.y + 3);
    await expect(box).toBeChecked();
    await page.touchscreen.tap(area.x + area.width - 3, area.y + area.height - 3);
    await expect(box).not.toBeChecked();
  });

  test("item list: a card per item with its picture; sort and select controls in reach without scrolling sideways", async ({
    page,
  }) => {
    await signIn(page, "/admin/item");
    await hydrated(page);
    /** The first card of the list on screen and its item's name. */
    const firstCard = async () => {
      const card = page.locator("table.item-table tbody tr").first();
      const name = (await card.getByRole("link").first().textContent()) ?? "";
      expect(name).not.toBe("");
      return { card, name };
    };
    /** How far the list scrolls sideways, and the right edge of the first card's rightmost cell. */
    const overflow = () =>
      page.evaluate(() => {
        const wrap = document.querySelector(".item-table-wrap") as HTMLElement;
        const cells = [...document.querySelectorAll<HTMLElement>("table.item-table tbody tr:first-child > td")];
        return {
          scroll: wrap.scrollWidth - wrap.clientWidth,
          right: Math.max(...cells.map((td) => td.getBoundingClientRect().right)),
        };
      });
    const expectInPhone = async () => {
      const { scroll, right } = await overflow();
      expect(scroll).toBe(0);
      expect(right).toBeLessThanOrEqual(390);
    };

    const pictured = page.locator("table.item-table tbody tr", { has: page.locator("td.item-thumb img") }).first();
    const pictureName = (await pictured.getByRole("link").first().textContent()) ?? "";
    await expect(pictured.getByRole("img", { name: `${pictureName} 대표 이미지` })).toBeVisible();
    await expectInPhone();

    // Sort mode: each row's ▲ ▼ and order number are on the card, big enough to tap.
    await page.getByRole("button", { name: "순서 변경", exact: true }).tap();
    await expect(page.getByRole("button", { name: "순서 변경 완료" })).toBeVisible();
    const sorting = await firstCard();
    const down = sorting.card.getByRole("button", { name: `${sorting.name} 아래로 이동` });
    const order = sorting.card.getByRole("spinbutton", { name: `${sorting.name} 순서` });
    for (const control of [down, order]) {
      await expectTouchTarget(control);
      const box = await control.boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
    await expectInPhone();
    await page.getByRole("button", { name: "순서 변경 완료" }).tap();

    // Select mode: the check box sits left of the card; tapping it selects the item.
    await page.getByRole("button", { name: "제품 선택" }).tap();
    const selecting = await firstCard();
    const check = selecting.card.getByRole("checkbox", { name: `${selecting.name} 선택` });
    await check.tap();
    await expect(check).toBeChecked();
    await expect(page.getByText("(1개 선택됨)")).toBeVisible();
    await expectInPhone();
    await page.getByRole("button", { name: "취소" }).tap();
  });

  test("administrators: a card each with the role in view; the name opens the detail. Product details fill their card", async ({
    page,
  }) => {
    await signIn(page, "/admin/user");
    await hydrated(page);
    const name = page.getByRole("button", { name: "관리자", exact: true });
    const card = page.locator("tbody tr", { has: name });
    const role = card.getByText("관리자", { exact: true }).last();
    for (const part of [card, role, card.getByText(ADMIN.username).first()]) {
      const box = await part.boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
    await expectTouchTarget(name);
    await name.tap();
    await expect(page.getByRole("dialog", { name: "관리자 상세 정보" })).toBeVisible();

    // Three narrow columns: the table is as wide as its card, not a block as wide as its text.
    await page.goto("/admin/detail");
    await hydrated(page);
    await expect(page.getByRole("cell", { name: "22mm", exact: true })).toBeVisible();
    const widths = await page.locator("table.admin-table").evaluate((table) => {
      const parent = table.parentElement as HTMLElement;
      const style = getComputedStyle(parent);
      return {
        header: (table.querySelector("thead tr") as HTMLElement).getBoundingClientRect().width,
        content: parent.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
    expect(widths.header).toBeGreaterThanOrEqual(widths.content - 1);
  });
});

test.describe("768 px tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });

  test("sort mode leaves out the manufacturer and date columns, so each row's order controls are in view", async ({
    page,
  }) => {
    await signIn(page, "/admin/item");
    await hydrated(page);
    const headers = page.locator("table.item-table thead th");
    await expect(headers).toContainText(["제조사", "등록일"]);
    await page.getByRole("button", { name: "순서 변경", exact: true }).tap();
    await expect(page.getByRole("columnheader", { name: "순서", exact: true })).toBeVisible();
    expect(await headers.allTextContents()).not.toContain("제조사");
    expect(await headers.allTextContents()).not.toContain("등록일");
    const wrap = page.locator(".item-table-wrap");
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const wrapBox = await wrap.boundingBox();
    const order = page.locator("table.item-table tbody tr").first().locator(".item-order-count");
    const box = await order.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual((wrapBox?.x ?? 0) + (wrapBox?.width ?? 0));
  });
});

test.describe("1280 px desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sidebar is beside the content without pressing anything; it still folds away", async ({ page }) => {
    await signIn(page);
    await hydrated(page);
    await expect(adminMenu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveCount(0);
    const nav = await adminMenu(page).boundingBox();
    const heading = await page.getByRole("heading", { level: 1, name: "대시보드" }).boundingBox();
    expect((nav?.x ?? 0) + (nav?.width ?? 999)).toBeLessThanOrEqual(heading?.x ?? 0);
    expect(heading?.y ?? 999).toBeLessThan(200);

    await page.getByRole("button", { name: "메뉴 접기" }).click();
    await expect(adminMenu(page)).toBeHidden();
    await page.getByRole("button", { name: "메뉴 펼치기" }).click();
    await expect(adminMenu(page)).toBeVisible();
  });

  test("본문 바로가기 is the first Tab stop and moves focus past the sidebar to the screen (decision 149)", async ({
    page,
  }) => {
    await signIn(page, "/admin/inquiry");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "본문 바로가기" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab is inside the screen, not on the sidebar's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
  });

  test("a 50-character manufacturer does not stretch the item list's filters: 타입 and 제조사 stay side by side", async ({
    page,
    request,
  }) => {
    const headers = { Authorization: await token(request) };
    const manuName = `긴제조사${run}${"한빛프리미엄시스템창호".repeat(5)}`.slice(0, 50);
    const added = await request.post("/api/admin/manu", { headers, data: { manuName, manuYN: "N" } });
    expect(added.status(), await added.text()).toBe(200);
    const { manuId } = (await added.json()) as { manuId: number };
    try {
      await signIn(page, "/admin/item");
      await hydrated(page);
      const maker = page.getByLabel("제조사", { exact: true });
      await expect(maker.getByRole("option", { name: manuName })).toHaveCount(1);
      const type = await page.getByLabel("제품 타입", { exact: true }).boundingBox();
      const box = await maker.boundingBox();
      expect(box?.width ?? 999).toBeLessThanOrEqual(320);
      expect(box?.y).toBe(type?.y);
    } finally {
      expect((await request.delete("/api/admin/manu", { headers, data: { manuIds: [manuId] } })).status()).toBe(200);
    }
  });

  test("a slow screen change shows the progress bar and a busy content until the next screen is in", async ({
    page,
  }) => {
    await signIn(page);
    await hydrated(page);
    // The inbox's data is held back until the bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/api/admin/inquiry",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const main = page.getByRole("main");
    const bar = page.getByRole("progressbar", { name: "화면을 불러오는 중" });
    await expect(bar).toHaveCount(0);
    await expect(main).toHaveAttribute("aria-busy", "false");

    await adminMenu(page).getByRole("link", { name: "문의 관리" }).click();
    await expect(bar).toBeVisible();
    await expect(main).toHaveAttribute("aria-busy", "true");
    // The old screen is still there meanwhile.
    await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();

    release();
    await expect(page.getByRole("heading", { level: 1, name: "문의 관리" })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(main).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("link", { name: INQUIRY_TITLE })).toBeVisible();
  });
});
