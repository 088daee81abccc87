// Printing (decision 041): a product, a notice and an inquiry print as their content in black on
// white, without the menus, buttons and controls that do nothing on paper. Each check first sees
// the element on the screen, so a hidden element is hidden by the print styles, not missing.
import type { Locator, Page } from "@playwright/test";
import { signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { COMPANY, hydrated } from "./helpers";

const run = Date.now().toString(36);
const LINK = "https://www.energy.or.kr/efficiency";

/** Shown on the screen, gone on paper. */
async function expectScreenOnly(page: Page, locators: Locator[]) {
  await page.emulateMedia({ media: "screen" });
  for (const locator of locators) await expect(locator).toBeVisible();
  await page.emulateMedia({ media: "print" });
  for (const locator of locators) await expect(locator).toBeHidden();
}

const colorOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test.describe("the public site printed", () => {
  test.use({ viewport: { width: 794, height: 1123 } });

  test("a product: its name, picture and specification; no menu, call or inquiry button; a black footer", async ({
    page,
  }) => {
    await page.goto("/manu/1");
    await hydrated(page);
    const banner = page.getByRole("banner");
    await expectScreenOnly(page, [
      banner.getByRole("link", { name: `전화 걸기 ${COMPANY.phone}` }),
      banner.getByRole("button", { name: "메뉴 열기" }),
      page.getByRole("navigation", { name: "제품 타입" }),
      page.getByRole("link", { name: "이 제품 문의하기" }),
      page.getByRole("contentinfo").getByRole("link", { name: "관리자" }),
    ]);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "슈퍼세이브 242" }).first()).toBeVisible();
    await expect(main.getByRole("img").first()).toBeVisible();
    await expect(main.getByText("제품번호")).toBeVisible();
    await expect(main.getByText("HB-242")).toBeVisible();
    // The footer's light text on its dark background would print white on white.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(COMPANY.address).first()).toBeVisible();
    expect(await colorOf(footer.getByText(COMPANY.address).first())).toBe("rgb(0, 0, 0)");
    expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  });

  test("a notice: its text, and where a link in it leads", async ({ page, request }) => {
    const headers = { Authorization: await token(request) };
    const dto = {
      boardTitle: `인쇄 공지 ${run}`,
      boardContent: `<p>자세한 기준은 <a href="${LINK}">에너지공단 안내</a>를 보세요.</p>`,
      boardType: "NOTICE",
      boardYN: "Y",
    };
    const created = await request.post("/api/admin/boards", {
      headers,
      multipart: {
        createBoardDTO: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) },
      },
    });
    expect(created.status()).toBe(200);
    const boardId = Number(await created.text());
    try {
      await page.goto(`/notice/${boardId}`);
      await hydrated(page);
      await expectScreenOnly(page, [page.getByRole("link", { name: "목록으로" })]);
      await expect(page.getByRole("heading", { level: 1, name: dto.boardTitle })).toBeVisible();
      const link = page.getByRole("main").getByRole("link", { name: "에너지공단 안내" });
      await expect(link).toBeVisible();
      expect(await link.evaluate((a) => getComputedStyle(a, "::after").content)).toBe(`" (${LINK})"`);
      expect(await colorOf(link)).toBe("rgb(0, 0, 0)");
    } finally {
      expect((await request.delete("/api/admin/boards/detail", { headers, params: { boardId } })).status()).toBe(200);
    }
  });
});

test.describe("the back office printed", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an inquiry: 인쇄 prints its details, status and memos without the sidebar or any control", async ({
    page,
    request,
  }) => {
    const title = `인쇄할 문의 ${run}`;
    const sent = await request.post("/api/inquiry", {
      multipart: {
        title,
        content: "<p>거실 분합창 교체 견적 부탁드립니다.</p>",
        writer: "김민수",
        tel: "010-2345-6789",
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const headers = { Authorization: await token(request) };
    const list = await request.get("/api/admin/inquiry", { headers, params: { page: 0, size: 5 } });
    const rows = ((await list.json()) as { content: { inquiryId: number; title: string }[] }).content;
    const inquiryId = rows.find((row) => row.title === title)?.inquiryId ?? 0;
    expect(inquiryId).toBeGreaterThan(0);
    try {
      await signIn(page, `/admin/inquiry/${inquiryId}`);
      await hydrated(page);
      const heading = page.getByRole("heading", { level: 1, name: title });
      await expect(heading).toBeVisible();

      // 인쇄 opens the browser's print dialog.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "인쇄" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

      await expectScreenOnly(page, [
        page.getByRole("navigation", { name: "관리자 메뉴" }),
        page.getByRole("link", { name: "홈페이지 보기" }),
        page.getByRole("button", { name: "인쇄" }),
        page.getByRole("button", { name: "삭제" }),
        page.getByLabel("상태 변경"),
        page.getByLabel("담당자", { exact: true }),
        page.getByRole("button", { name: "방문 일정 잡기" }),
        page.getByLabel("메모 / 답변 내용"),
      ]);
      const main = page.getByRole("main");
      await expect(heading).toBeVisible();
      await expect(main.getByText("김민수")).toBeVisible();
      await expect(main.getByText("010-2345-6789")).toBeVisible();
      await expect(main.getByText("거실 분합창 교체 견적 부탁드립니다.")).toBeVisible();
      await expect(main.getByRole("heading", { name: "처리 현황" })).toBeVisible();
      await expect(main.getByText("담당자: 없음")).toBeVisible();
      await expect(main.getByText("신규", { exact: true }).first()).toBeVisible();
      // The card starts at the page's left edge: no room kept for the sidebar.
      expect((await heading.boundingBox())?.x ?? 999).toBeLessThan(40);
    } finally {
      expect((await request.delete("/api/admin/inquiry", { headers, params: { inquiryId } })).status()).toBe(200);
    }
  });
});
