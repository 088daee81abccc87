// Tables in the back office's rich-text editor (audit 39 item 2, decision 132): a stored table
// survives an edit of its post, a table pasted from Excel stays a table, 표 삽입 and the table
// tools build one, and on a phone the tools are thumb-sized and a wide table scrolls inside the
// editor. What was saved is checked on the public notice page.
import type { Locator, Page } from "@playwright/test";
import { createPost, expectToast, signIn, token, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, seriousAxeViolations } from "./helpers";

const editor = (page: Page) => page.getByRole("textbox", { name: "내용" });
const publicTable = (page: Page) => page.locator(".post-body table");
const tableTools = (page: Page) => page.getByRole("group", { name: "표 편집" });

/** A table's rows as its cells' texts, a header cell marked "th:". */
function rowsOf(table: Locator) {
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => `${cell.tagName === "TH" ? "th:" : ""}${(cell.textContent ?? "").trim()}`),
      ),
    );
}

/** The public posts made here go at the end: the public list's tests count the seeded newest ten. */
const made: number[] = [];
test.afterAll(async ({ request }) => {
  if (made.length === 0) return;
  const headers = { authorization: await token(request) };
  expect((await request.delete("/api/admin/boards", { headers, data: made })).status()).toBe(200);
});

/** Opens 글 등록 with type 공지사항, the title and 공개 chosen. */
async function startPublicNotice(page: Page, title: string) {
  await signIn(page, "/admin/notice/add");
  await hydrated(page);
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await page.getByRole("textbox", { name: /^제목/ }).fill(title);
  await page.getByRole("radio", { name: "공개", exact: true }).check();
}

/** Presses 등록 and answers the new post's id. */
async function register(page: Page): Promise<number> {
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expectToast(page, "게시글이 등록되었습니다.");
  const postId = Number(page.url().split("/").pop());
  made.push(postId);
  return postId;
}

test("a post's stored table, with its header cells and a merged cell, survives an edit of the text before it", async ({
  dialogs,
  page,
  request,
}) => {
  const title = unique("단가표 공지 ");
  const postId = await createPost(request, {
    boardTitle: title,
    boardContent:
      "<p>2025년 단가 안내</p>" +
      "<table><tbody><tr><th>제품번호</th><th>제품명</th><th>단가</th></tr>" +
      "<tr><td>HB-241</td><td>슈퍼세이브 241</td><td>1,250,000원</td></tr>" +
      '<tr><td>HB-242</td><td colspan="2">별도 문의</td></tr></tbody></table>' +
      "<p>부가세 별도</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  made.push(postId);
  const stored = [
    ["th:제품번호", "th:제품명", "th:단가"],
    ["HB-241", "슈퍼세이브 241", "1,250,000원"],
    ["HB-242", "별도 문의"],
  ];
  await signIn(page, `/admin/notice/edit/${postId}`);
  await hydrated(page);
  await expect.poll(() => rowsOf(editor(page).locator("table"))).toEqual(stored);
  await editor(page).getByText("2025년 단가 안내").click();
  await page.keyboard.press("Home");
  await page.keyboard.type("[수정] ");
  await page.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");

  await page.goto(`/notice/${postId}`);
  await expect(page.locator(".post-body")).toContainText("[수정] 2025년 단가 안내");
  await expect(page.locator(".post-body")).toContainText("부가세 별도");
  expect(await rowsOf(publicTable(page))).toEqual(stored);
  await expect(publicTable(page).getByRole("cell", { name: "별도 문의" })).toHaveAttribute("colspan", "2");
});

/** A 3×3 range as Excel puts it on the clipboard (its HTML part; the text part is tab-separated). */
const EXCEL_HTML =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
  '<head><meta charset="utf-8"><style>.xl65{mso-number-format:"\\#\\,\\#\\#0";}</style></head><body>' +
  "<table border=0 cellpadding=0 cellspacing=0 width=216 style='border-collapse:collapse;width:162pt'>" +
  "<col width=72 span=3 style='width:54pt'><!--StartFragment-->" +
  "<tr height=22 style='height:16.5pt'><td height=22 width=72 style='height:16.5pt;width:54pt'>제품번호</td>" +
  "<td width=72 style='width:54pt'>제품명</td><td width=72 style='width:54pt'>단가</td></tr>" +
  "<tr height=22><td height=22>HB-241</td><td>슈퍼세이브 241</td><td class=xl65 align=right>1,250,000</td></tr>" +
  "<tr height=22><td height=22>HB-242</td><td>슈퍼세이브 242</td><td class=xl65 align=right>1,390,000</td></tr>" +
  "<!--EndFragment--></table></body></html>";
const EXCEL_TEXT = "제품번호\t제품명\t단가\nHB-241\t슈퍼세이브 241\t1,250,000\nHB-242\t슈퍼세이브 242\t1,390,000\n";

test("a table pasted from Excel stays a table in the saved post", async ({ page }) => {
  const title = unique("붙여넣은 단가표 ");
  await startPublicNotice(page, title);
  await editor(page).click();
  await page.keyboard.type("아래 단가를 참고해주세요.");
  await page.keyboard.press("Enter");
  await editor(page).evaluate(
    (element, { html, text }) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", text);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html: EXCEL_HTML, text: EXCEL_TEXT },
  );
  const pasted = [
    ["제품번호", "제품명", "단가"],
    ["HB-241", "슈퍼세이브 241", "1,250,000"],
    ["HB-242", "슈퍼세이브 242", "1,390,000"],
  ];
  await expect.poll(() => rowsOf(editor(page).locator("table"))).toEqual(pasted);
  const postId = await register(page);

  await page.goto(`/notice/${postId}`);
  await expect(page.locator(".post-body")).toContainText("아래 단가를 참고해주세요.");
  expect(await rowsOf(publicTable(page))).toEqual(pasted);
});

test("표 삽입 adds a 3×3 table with a header row, and 행 추가 and 열 추가 grow it where the cursor is", async ({
  page,
}) => {
  const title = unique("시공비 표 ");
  await startPublicNotice(page, title);
  await editor(page).click();
  await page.keyboard.type("시공비 안내");
  await expect(tableTools(page)).toBeHidden();
  await page.getByRole("button", { name: "표 삽입" }).click();
  const table = editor(page).locator("table");
  await expect
    .poll(() => rowsOf(table))
    .toEqual([
      ["th:", "th:", "th:"],
      ["", "", ""],
      ["", "", ""],
    ]);
  // The cursor is in the first cell, and the table's tools are shown.
  await page.keyboard.type("구분");
  await page.keyboard.press("Tab");
  await page.keyboard.type("단가");
  await expect(tableTools(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "표 삽입" })).toBeDisabled();

  await tableTools(page).getByRole("button", { name: "행 추가" }).click();
  await page.keyboard.type("창호 교체");
  await page.keyboard.press("Tab");
  await page.keyboard.type("30만원");
  await tableTools(page).getByRole("button", { name: "열 추가" }).click();
  await page.keyboard.type("1일");
  const built = [
    ["th:구분", "th:단가", "th:", "th:"],
    ["창호 교체", "30만원", "1일", ""],
    ["", "", "", ""],
    ["", "", "", ""],
  ];
  await expect.poll(() => rowsOf(table)).toEqual(built);
  const postId = await register(page);

  await page.goto(`/notice/${postId}`);
  await expect(page.locator(".post-body")).toContainText("시공비 안내");
  expect(await rowsOf(publicTable(page))).toEqual(built);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the table tools are thumb-sized, a wide table scrolls inside the editor, and 행 삭제, 열 삭제 and 표 삭제 remove", async ({
    dialogs,
    page,
  }) => {
    await startPublicNotice(page, unique("휴대폰 표 "));
    await editor(page).click();
    await page.getByRole("button", { name: "표 삽입" }).click();
    await page.keyboard.type("제품번호");
    await page.keyboard.press("Tab");
    await page.keyboard.type("제품명");
    const tools = tableTools(page).getByRole("button");
    await expect(tools).toHaveText(["행 추가", "열 추가", "행 삭제", "열 삭제", "표 삭제"]);
    for (const box of await tools.evaluateAll((buttons) =>
      buttons.map((b) => ({ width: b.getBoundingClientRect().width, height: b.getBoundingClientRect().height })),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const addColumn = tableTools(page).getByRole("button", { name: "열 추가" });
    for (let i = 0; i < 4; i++) await addColumn.click();
    const table = editor(page).locator("table");
    await expect(table.locator("tr").first().locator("th")).toHaveCount(7);
    // The page does not widen: the editor's box scrolls sideways to the table's last column.
    const widths = await table.evaluate((element) => {
      const box = element.closest(".rte-scroll") as HTMLElement;
      return {
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
        table: element.getBoundingClientRect().width,
        box: box.clientWidth,
        scrolls: box.scrollWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.table).toBeGreaterThan(widths.box);
    expect(widths.scrolls).toBeGreaterThan(widths.box);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await table.locator("tr").nth(1).locator("td").first().click();
    await tableTools(page).getByRole("button", { name: "행 삭제" }).click();
    await expect(table.locator("tr")).toHaveCount(2);
    await tableTools(page).getByRole("button", { name: "열 삭제" }).click();
    await expect(table.locator("tr").first().locator("th")).toHaveCount(6);
    await expect(table.locator("tr").first().locator("th").first()).toHaveText("제품명");
    // A table that holds text is removed only when confirmed.
    dialogs.answerNextConfirm(false);
    await tableTools(page).getByRole("button", { name: "표 삭제" }).click();
    await dialogs.expectConfirm("표를 삭제하시겠습니까? 표 안의 내용도 함께 삭제됩니다.");
    await expect(table).toHaveCount(1);
    await tableTools(page).getByRole("button", { name: "표 삭제" }).click();
    await dialogs.expectConfirm("표를 삭제하시겠습니까? 표 안의 내용도 함께 삭제됩니다.");
    await expect(table).toHaveCount(0);
    await expect(tableTools(page)).toBeHidden();
  });
});
