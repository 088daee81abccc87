// Notice/FAQ management (SPEC §2 "Notice management", §5, §8; API-SHAPES §9): the list (5 per page,
// search, select all, bulk delete), create with the rich-text editor and attachments, detail
// (download under the Korean name, image preview, reload on :id change), edit and delete, and the
// effect on the public /notice pages. Every test logs in itself and makes the posts it changes.
import { readFile, truncate, writeFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { ADMIN, createPost, expectToast, signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, loseFirstAnswer, NOT_FOUND_RESOURCE } from "./helpers";

/** A 1×1 PNG (real PNG bytes: the server checks the file's bytes, not only its name). */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const table = (page: Page) => page.getByRole("table");
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const titleCells = (page: Page) => bodyRows(page).locator("td.title");
const pager = (page: Page) => page.getByRole("navigation", { name: "페이지" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "제목 검색" });
const editor = (page: Page) => page.getByRole("textbox", { name: "내용" });
const titleInput = (page: Page) => page.getByRole("textbox", { name: /^제목/ });

/** Checks `text` is shown in bold inside `scope` (inside <strong>/<b> and rendered bold). */
async function expectBold(scope: Locator, text: string) {
  const el = scope.getByText(text, { exact: true });
  await expect(el).toBeVisible();
  expect(await el.evaluate((node) => Boolean(node.closest("strong, b")))).toBe(true);
  expect(Number(await el.evaluate((node) => getComputedStyle(node).fontWeight))).toBeGreaterThanOrEqual(600);
}

async function search(page: Page, keyword: string) {
  await searchBox(page).fill(keyword);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("searchKeyword")).toBe(keyword);
  await expect(page).toHaveURL(/\/admin\/notice\?searchKeyword=[^&]+$/);
}

test("the list shows the seeded posts 5 per page with their columns and pages through them", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "공지사항/FAQ" }).click();
  await expect(page).toHaveURL("/admin/notice");
  await expect(page.getByRole("heading", { name: "공지사항/FAQ 관리" })).toBeVisible();
  await expect(table(page).getByRole("columnheader")).toHaveText([
    "",
    "No",
    "유형",
    "제목",
    "작성자",
    "공개",
    "조회수",
    "등록일",
  ]);
  await expect(bodyRows(page)).toHaveCount(5);
  // 13 notices and 6 FAQ posts are seeded: at least 4 pages of 5.
  await expect(pager(page).getByRole("link", { name: "4 페이지" })).toBeVisible();
  await expect(pager(page).getByRole("link", { name: "1 페이지" })).toHaveAttribute("aria-current", "page");
  for (const date of await bodyRows(page).locator("td.date").allTextContents())
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const firstPage = await titleCells(page).allTextContents();
  const firstNumber = Number(await bodyRows(page).first().locator("td.num").first().textContent());
  // The total, as the other lists say it: the first row's No counts down from it.
  await expect(page.locator(".card-head .misc-count")).toHaveText(`전체 ${firstNumber}건`);

  await pager(page).getByRole("link", { name: "2 페이지" }).click();
  await expect(page).toHaveURL("/admin/notice?page=1");
  await expect(pager(page).getByRole("link", { name: "2 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(bodyRows(page)).toHaveCount(5);
  const secondPage = await titleCells(page).allTextContents();
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  // Row numbers keep counting down across pages.
  await expect(bodyRows(page).first().locator("td.num").first()).toHaveText(String(firstNumber - 5));

  // A seeded notice and a seeded FAQ with every column.
  await search(page, "무료 방문 실측");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().locator("td")).toHaveText([
    "",
    "1",
    "공지사항",
    "무료 방문 실측 서비스 지역 확대",
    "관리자",
    "공개",
    /^\d+$/,
    /^\d{4}-\d{2}-\d{2}$/,
  ]);
  await titleCells(page).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "무료 방문 실측 서비스 지역 확대" })).toBeVisible();

  await page.goBack();
  await search(page, "카드 결제");
  await expect(bodyRows(page).first().locator("td").nth(2)).toHaveText("FAQ");
});

test("search narrows the rows and keeps the keyword in the URL, the box and on reload", async ({ page }) => {
  await signIn(page, "/admin/notice");
  await expect(bodyRows(page)).toHaveCount(5);
  await search(page, "연휴");
  await expect(titleCells(page)).toContainText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);
  for (const title of await titleCells(page).allTextContents()) expect(title).toContain("연휴");
  await expect(searchBox(page)).toHaveValue("연휴");
  await expect(page.getByText(/‘연휴’ 검색 결과 \d+건/)).toBeVisible();
  // The searched word is marked in each title.
  for (const marks of await titleCells(page).all()) await expect(marks.locator("mark")).toHaveText("연휴");

  await page.reload();
  await expect(searchBox(page)).toHaveValue("연휴");
  await expect(titleCells(page)).toContainText(["추석 연휴 배송 및 시공 일정 안내", "설 연휴 고객센터 운영 안내"]);

  await search(page, "존재하지 않는 제목 zzqx");
  await expect(bodyRows(page)).toHaveText(["검색 결과가 없습니다."]);

  await page.getByRole("link", { name: "검색 해제" }).click();
  await expect(page).toHaveURL("/admin/notice");
  await expect(searchBox(page)).toHaveValue("");
  await expect(bodyRows(page)).toHaveCount(5);
});

test("the type filter shows one list, keeps the search, and stays in the URL", async ({ page }) => {
  await signIn(page, "/admin/notice");
  const filter = page.getByLabel("게시글 유형");
  await filter.selectOption("FAQ");
  await expect(page).toHaveURL("/admin/notice?boardType=FAQ");
  const types = () => bodyRows(page).locator("td.type .notice-type:not(.pinned)").allTextContents();
  await expect.poll(types).toEqual(expect.arrayContaining(["FAQ"]));
  expect(new Set(await types())).toEqual(new Set(["FAQ"]));
  await page.reload();
  await expect(filter).toHaveValue("FAQ");
  expect(new Set(await types())).toEqual(new Set(["FAQ"]));
  // The count is the filtered list's: 6 FAQ posts are seeded, fewer than every post.
  const faqCount = Number(await bodyRows(page).first().locator("td.num").first().textContent());
  await expect(page.locator(".card-head .misc-count")).toHaveText(`검색 결과 ${faqCount}건`);

  // A search within the FAQ keeps the type.
  const word = ((await titleCells(page).first().textContent()) ?? "").trim().slice(0, 2);
  await searchBox(page).fill(word);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("searchKeyword")).toBe(word);
  expect(new URL(page.url()).searchParams.get("boardType")).toBe("FAQ");
  await expect(titleCells(page).first()).toContainText(word);
  expect(new Set(await types())).toEqual(new Set(["FAQ"]));
  // 전체 유형: both lists again, the search kept.
  await filter.selectOption("");
  await expect.poll(() => new URL(page.url()).searchParams.get("boardType")).toBeNull();
  expect(new URL(page.url()).searchParams.get("searchKeyword")).toBe(word);
});

test("select all checks every row; bulk delete asks first and needs a selection", async ({
  dialogs,
  page,
  request,
}) => {
  const prefix = unique("일괄삭제");
  await createPost(request, {
    boardTitle: `${prefix} 첫째`,
    boardContent: "<p>a</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  await createPost(request, { boardTitle: `${prefix} 둘째`, boardContent: "<p>b</p>", boardType: "FAQ", boardYN: "N" });
  await signIn(page, "/admin/notice");
  await expect(bodyRows(page)).toHaveCount(5);

  // Nothing selected: the exact alert and no confirm.
  await page.getByRole("button", { name: "선택 삭제" }).click();
  await expectToast(page, "삭제할 게시글을 선택해주세요.", "alert");
  dialogs.expectNoMoreConfirms();

  const selectAll = page.getByRole("checkbox", { name: "전체 선택" });
  await selectAll.check();
  const rowBoxes = bodyRows(page).getByRole("checkbox");
  await expect(rowBoxes).toHaveCount(5);
  for (const box of await rowBoxes.all()) await expect(box).toBeChecked();
  await rowBoxes.first().uncheck();
  await expect(selectAll).not.toBeChecked();
  await rowBoxes.first().check();
  await expect(selectAll).toBeChecked();
  await selectAll.uncheck();
  for (const box of await rowBoxes.all()) await expect(box).not.toBeChecked();

  // Delete the two posts made for this test: cancel first, then confirm.
  await search(page, prefix);
  await expect(titleCells(page)).toHaveText([`${prefix} 둘째`, `${prefix} 첫째`]);
  await expect(bodyRows(page).first().locator("td").nth(5)).toHaveText("비공개");
  await selectAll.check();
  dialogs.answerNextConfirm(false);
  await page.getByRole("button", { name: "선택 삭제" }).click();
  await dialogs.expectConfirm("선택한 게시글을 삭제하시겠습니까?");
  await expectToast(page, "삭제가 취소 되었습니다.");
  await expect(bodyRows(page)).toHaveCount(2);

  await page.getByRole("button", { name: "선택 삭제" }).click();
  await dialogs.expectConfirm("선택한 게시글을 삭제하시겠습니까?");
  await expectToast(page, "삭제되었습니다.");
  await expect(bodyRows(page)).toHaveText(["검색 결과가 없습니다."]);
  await expect(selectAll).not.toBeChecked();
});

test("create without a type alerts and marks the field; refused files are explained", async ({ page }) => {
  await signIn(page, "/admin/notice");
  await page.getByRole("link", { name: "글쓰기" }).click();
  await expect(page).toHaveURL("/admin/notice/add");
  await expect(page.getByText(/최대 5개, 파일당 20MB까지/)).toBeVisible();

  await titleInput(page).fill("유형 없는 글");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByLabel("게시글 유형")).toBeFocused();
  await expectToast(page, "게시글 유형을 선택해주세요", "alert");
  // Closing the toast gives focus back to the field.
  await expect(page.getByLabel("게시글 유형")).toBeFocused();
  await expect(page.locator(".field-error")).toHaveText(["게시글 유형을 선택해주세요"]);
  await expect(page).toHaveURL("/admin/notice/add");

  // Title required too.
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await titleInput(page).fill("   ");
  await page.getByRole("button", { name: "등록" }).click();
  await expectToast(page, "게시글 제목을 입력해주세요.", "alert");
  await expect(page.locator(".field-error")).toHaveText(["게시글 제목을 입력해주세요."]);

  // Files the server would refuse are refused before upload.
  const files = page.getByLabel("첨부파일");
  await files.setInputFiles({
    name: "설치 프로그램.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ"),
  });
  await expect(page.getByRole("alert")).toContainText("첨부할 수 없는 파일 형식입니다.");
  // A file on disk (sent by path, not through the protocol): one byte over the limit.
  const big = test.info().outputPath("큰 도면.pdf");
  await writeFile(big, "");
  await truncate(big, 20 * 1024 * 1024 + 1);
  await files.setInputFiles(big);
  await expect(page.getByRole("alert")).toContainText("큰 도면.pdf: 파일 크기는 20MB 이하여야 합니다.");
  await files.setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({
      name: `메모${i}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("메모"),
    })),
  );
  await expect(page.getByRole("alert")).toContainText("파일은 최대 5개까지 첨부할 수 있습니다.");
  await expect(page.getByRole("list", { name: "선택한 파일" })).toHaveCount(0);
});

test("a file the server refuses shows its reason on that file, and the post waits for it", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/);
  await signIn(page, "/admin/notice/add");
  await page.getByLabel("게시글 유형").selectOption("FAQ");
  await titleInput(page).fill(unique("가짜 이미지"));
  // A .png whose bytes are text: allowed by name, refused by the server's byte check when staged.
  await page
    .getByLabel("첨부파일")
    .setInputFiles({ name: "가짜 사진.png", mimeType: "image/png", buffer: Buffer.from("text") });
  const message = "파일 내용이 확장자와 일치하지 않습니다. (가짜 사진.png)";
  const row = page.getByRole("list", { name: "선택한 파일" }).getByRole("listitem");
  await expect(row.getByRole("alert")).toHaveText(message);
  await expect(row.getByRole("button", { name: "다시 시도" })).toBeVisible();
  await page.getByRole("button", { name: "등록" }).click();
  await expectToast(page, "올리지 못한 파일이 있습니다. 다시 시도하거나 삭제해주세요.", "alert");
  await expect(page).toHaveURL("/admin/notice/add");
  await expect(page.getByRole("button", { name: "등록" })).toBeEnabled();
});

test.describe
  .serial("a post from creation to deletion", () => {
    const title = unique("E2E 견적 공지");
    const newTitle = `${title} (수정)`;
    let postId = 0;

    test("create with bold text and a Korean-named attachment opens its detail", async ({ dialogs, page }) => {
      await signIn(page, "/admin/notice/add");
      await page.getByLabel("게시글 유형").selectOption("NOTICE");
      await titleInput(page).fill(title);
      await page.getByRole("radio", { name: "공개", exact: true }).check();
      await editor(page).click();
      await page.keyboard.type("견적 방문 일정 안내입니다. ");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("토요일도 방문합니다");
      await page.keyboard.press("Control+b");
      await expectBold(editor(page), "토요일도 방문합니다");
      await page.getByLabel("첨부파일").setInputFiles([
        { name: "견적 안내.txt", mimeType: "text/plain", buffer: Buffer.from("견적 안내 파일입니다.\n", "utf8") },
        { name: "현장 사진.png", mimeType: "image/png", buffer: PNG_1PX },
      ]);
      await expect(page.getByRole("list", { name: "선택한 파일" }).getByRole("listitem")).toHaveCount(2);
      await page.getByRole("button", { name: "등록" }).click();

      await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
      await expectToast(page, "게시글이 등록되었습니다.");
      postId = Number(page.url().split("/").pop());
      dialogs.expectNoMoreConfirms();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectBold(page.locator(".notice-body"), "토요일도 방문합니다");
      await expect(page.locator(".notice-body")).toContainText("견적 방문 일정 안내입니다.");
      await expect(page.locator(".notice-meta")).toContainText("조회수0");
      await expect(page.getByRole("button", { name: "견적 안내.txt 다운로드" })).toBeVisible();
      // The image attachment is previewed from a blob URL.
      await expect(page.getByRole("img", { name: "현장 사진.png 미리보기" })).toHaveAttribute("src", /^blob:/);
    });

    test("the download button saves the attachment under its Korean name", async ({ page }) => {
      await signIn(page, `/admin/notice/${postId}`);
      const downloading = page.waitForEvent("download");
      const button = page.getByRole("button", { name: "견적 안내.txt 다운로드" });
      // A thumb's height at 1280 px too, as 삭제 beside the same names in the edit form.
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await button.click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe("견적 안내.txt");
      const path = await file.path();
      expect((await readFile(path)).toString("utf8")).toBe("견적 안내 파일입니다.\n");
    });

    test("the post appears on the public notice list and page", async ({ page }) => {
      await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
      await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", `/notice/${postId}`);
      await page.goto(`/notice/${postId}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("토요일도 방문합니다")).toBeVisible();
      // Each download is a thumb's size (a file name alone is a 20 px line).
      const downloads = page.getByRole("region", { name: "첨부파일" }).getByRole("link");
      await expect(downloads).toHaveText(["견적 안내.txt", "현장 사진.png"]);
      for (const height of await downloads.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height)))
        expect(height).toBeGreaterThanOrEqual(44);
    });

    test("edit asks first, changes the title and keeps the content and files", async ({ dialogs, page }) => {
      await signIn(page, `/admin/notice/${postId}`);
      await page.getByRole("link", { name: "수정" }).click();
      await expect(page).toHaveURL(`/admin/notice/edit/${postId}`);
      await expect(page.getByLabel("게시글 유형")).toHaveValue("공지사항");
      await expect(page.getByLabel("게시글 유형")).not.toBeEditable();
      await expect(titleInput(page)).toHaveValue(title);
      await expectBold(editor(page), "토요일도 방문합니다");
      await expect(page.getByRole("list", { name: "등록된 첨부파일" })).toContainText("견적 안내.txt");

      await titleInput(page).fill(newTitle);
      dialogs.answerNextConfirm(false);
      await page.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      await expectToast(page, "취소 되었습니다.");
      await expect(page).toHaveURL(`/admin/notice/edit/${postId}`);
      await page.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      await expectToast(page, "수정 완료");
      await expect(page).toHaveURL(`/admin/notice/${postId}`);
      await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
      await expectBold(page.locator(".notice-body"), "토요일도 방문합니다");
      await expect(page.getByRole("button", { name: "견적 안내.txt 다운로드" })).toBeVisible();
    });

    test("delete from the detail removes it from the list and the public site", async ({
      dialogs,
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(NOT_FOUND_RESOURCE);
      await signIn(page, `/admin/notice/${postId}`);
      await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
      dialogs.answerNextConfirm(false);
      await page.getByRole("button", { name: "삭제", exact: true }).click();
      await dialogs.expectConfirm("게시글을 삭제하시겠습니까?");
      await expectToast(page, "삭제가 취소 되었습니다.");
      await expect(page).toHaveURL(`/admin/notice/${postId}`);
      await page.getByRole("button", { name: "삭제", exact: true }).click();
      await dialogs.expectConfirm("게시글을 삭제하시겠습니까?");
      await expectToast(page, "삭제되었습니다.");
      await expect(page).toHaveURL("/admin/notice");
      await search(page, title);
      await expect(bodyRows(page)).toHaveText(["검색 결과가 없습니다."]);

      await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
      await expect(page.getByRole("link", { name: title })).toHaveCount(0);
      const res = await page.goto(`/notice/${postId}`);
      expect(res?.status()).toBe(404);
    });
  });

test("a new post whose answer was lost, sent again, is one post (decision 150)", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  const title = unique("답을 못 받은 새 글");
  await signIn(page, "/admin/notice/add");
  await hydrated(page);
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await titleInput(page).fill(title);
  await editor(page).fill("연말 휴무 안내입니다.");
  const posts = await loseFirstAnswer(page, "**/api/admin/boards");
  await page.getByRole("button", { name: "등록" }).click();
  await expectToast(page, "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.", "alert");
  await expect(page).toHaveURL("/admin/notice/add");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The public list has it once.
  await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(1);
  expect(posts.map((req) => req.headers()["idempotency-key"])).toEqual([
    expect.stringMatching(/^[0-9a-f-]{36}$/),
    posts[0]?.headers()["idempotency-key"],
  ]);
});

test("an edit whose answer was lost, saved again, is saved once with its file (decision 114)", async ({
  dialogs,
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  const title = unique("답을 못 받은 수정");
  const postId = await createPost(request, {
    boardTitle: title,
    boardContent: "<p>본문</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  await signIn(page, `/admin/notice/edit/${postId}`);
  await hydrated(page);
  await expect(titleInput(page)).toHaveValue(title);
  await titleInput(page).fill(`${title} (수정)`);
  await page
    .getByLabel("파일 추가")
    .setInputFiles({ name: "시공 일정.txt", mimeType: "text/plain", buffer: Buffer.from("12월 시공 일정\n") });
  await expect(page.getByRole("list", { name: "선택한 파일" }).getByRole("listitem")).toHaveCount(1);
  const saves = await loseFirstAnswer(page, "**/api/admin/boards/update");
  await page.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.", "alert");
  await expect(page).toHaveURL(`/admin/notice/edit/${postId}`);
  await page.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/notice/${postId}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (수정)` })).toBeVisible();
  await expect(page.getByRole("button", { name: "시공 일정.txt 다운로드" })).toBeVisible();
  await expect(page.getByRole("button", { name: /다운로드$/ })).toHaveCount(1);
  expect(saves.map((req) => req.headers()["idempotency-key"])).toEqual([
    expect.stringMatching(/^[0-9a-f-]{36}$/),
    saves[0]?.headers()["idempotency-key"],
  ]);
});

test("the detail reloads when the :id changes without leaving the page", async ({ page, request }) => {
  const first = unique("이동 테스트 첫 글");
  const second = unique("이동 테스트 둘째 글");
  const firstId = await createPost(request, {
    boardTitle: first,
    boardContent: "<p>첫 글 본문</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  const secondId = await createPost(request, {
    boardTitle: second,
    boardContent: "<p>둘째 글 본문</p>",
    boardType: "FAQ",
    boardYN: "N",
  });
  await signIn(page, `/admin/notice/${firstId}`);
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expect(page.locator(".notice-body")).toHaveText("첫 글 본문");

  // An in-app navigation to another post keeps the same route module mounted.
  await page.evaluate((to) => {
    (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(to);
  }, `/admin/notice/${secondId}`);
  await expect(page).toHaveURL(`/admin/notice/${secondId}`);
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
  await expect(page.locator(".notice-body")).toHaveText("둘째 글 본문");
  await expect(page.locator(".notice-eyebrow")).toContainText("FAQ");
  await expect(page.locator(".notice-eyebrow")).toContainText("비공개");

  await page.goBack();
  await expect(page).toHaveURL(`/admin/notice/${firstId}`);
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expect(page.locator(".notice-body")).toHaveText("첫 글 본문");

  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
  await expect(page.getByRole("link", { name: "수정" })).toHaveAttribute("href", `/admin/notice/edit/${secondId}`);

  // Clean up through the API.
  const auth = await request.post("/login", { data: ADMIN });
  const res = await request.delete("/api/admin/boards", {
    headers: { Authorization: auth.headers().authorization ?? "" },
    data: [firstId, secondId],
  });
  expect(res.status()).toBe(200);
});

test("목록, a saved edit and 삭제 return to the list as it was left; a post opened directly returns to the plain list (decision 115)", async ({
  dialogs,
  page,
  request,
}) => {
  await signIn(page, "/admin/notice");
  await hydrated(page);
  const filter = page.getByLabel("게시글 유형");
  const query = () => Object.fromEntries(new URL(page.url()).searchParams);

  // The FAQ list, page 2 (6 FAQ posts are seeded: at least one on it).
  await filter.selectOption("FAQ");
  await expect(page).toHaveURL("/admin/notice?boardType=FAQ");
  await pager(page).getByRole("link", { name: "2 페이지" }).click();
  await expect(page).toHaveURL("/admin/notice?boardType=FAQ&page=1");
  await expect(pager(page).getByRole("link", { name: "2 페이지" })).toHaveAttribute("aria-current", "page");
  const faqPage = await titleCells(page).allTextContents();
  await titleCells(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: faqPage[0] })).toBeVisible();
  await page.getByRole("link", { name: "목록", exact: true }).click();
  await expect(page).toHaveURL("/admin/notice?boardType=FAQ&page=1");
  await expect(filter).toHaveValue("FAQ");
  await expect(pager(page).getByRole("link", { name: "2 페이지" })).toHaveAttribute("aria-current", "page");
  await expect(titleCells(page)).toHaveText(faqPage);

  // Two notices of this test, found by the type and a search.
  const tag = unique("돌아갈 목록");
  const post = (boardTitle: string) =>
    createPost(request, { boardTitle, boardContent: "<p>본문</p>", boardType: "NOTICE", boardYN: "Y" });
  const firstId = await post(`${tag} 첫째`);
  await post(`${tag} 둘째`);
  await filter.selectOption("NOTICE");
  await expect(page).toHaveURL("/admin/notice?boardType=NOTICE");
  await searchBox(page).fill(tag);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  const left = { boardType: "NOTICE", searchKeyword: tag };
  await expect.poll(query).toEqual(left);
  await expect(titleCells(page)).toHaveText([`${tag} 둘째`, `${tag} 첫째`]);

  /** The list exactly as left: its address, its type and search fields, and its rows. */
  async function expectListAsLeft(titles: string[]) {
    await expect(page).toHaveURL(/\/admin\/notice\?/);
    await expect.poll(query).toEqual(left);
    await expect(filter).toHaveValue("NOTICE");
    await expect(searchBox(page)).toHaveValue(tag);
    await expect(page.getByText(`‘${tag}’ 검색 결과 ${titles.length}건`)).toBeVisible();
    await expect(titleCells(page)).toHaveText(titles);
  }

  // 수정 from the detail, saved: back on the detail, whose 목록 still returns to the list.
  await page.getByRole("link", { name: `${tag} 첫째` }).click();
  await page.getByRole("link", { name: "수정", exact: true }).click();
  await expect(titleInput(page)).toHaveValue(`${tag} 첫째`);
  await titleInput(page).fill(`${tag} 첫째 수정`);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/notice/${firstId}`);
  await page.getByRole("link", { name: "목록", exact: true }).click();
  await expectListAsLeft([`${tag} 둘째`, `${tag} 첫째 수정`]);

  // 삭제 on the detail: back to the list, one row fewer.
  await page.getByRole("link", { name: `${tag} 둘째` }).click();
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  await dialogs.expectConfirm("게시글을 삭제하시겠습니까?");
  await expectToast(page, "삭제되었습니다.");
  await expectListAsLeft([`${tag} 첫째 수정`]);

  // Opened directly: 목록 is the plain list, as before.
  await page.goto(`/admin/notice/${firstId}`);
  await hydrated(page);
  await page.getByRole("link", { name: "목록", exact: true }).click();
  await expect(page).toHaveURL("/admin/notice");
  await expect(filter).toHaveValue("");
  await expect(searchBox(page)).toHaveValue("");
  dialogs.expectNoMoreConfirms();

  const res = await request.delete("/api/admin/boards", {
    headers: { Authorization: (await request.post("/login", { data: ADMIN })).headers().authorization ?? "" },
    data: [firstId],
  });
  expect(res.status()).toBe(200);
});

test("an attachment marked 삭제 goes with the save; 취소 keeps it (decision 119)", async ({
  dialogs,
  page,
  request,
}) => {
  const title = unique("가격표 교체 공지");
  // A public notice with two attachments, made through the API as the create screen would.
  const form = new FormData();
  const dto = { boardTitle: title, boardContent: "<p>가격 안내</p>", boardType: "NOTICE", boardYN: "Y" };
  form.append("createBoardDTO", new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  form.append("files", new Blob(["2025년 가격표\n"], { type: "text/plain" }), "옛 가격표.txt");
  form.append("files", new Blob([PNG_1PX], { type: "image/png" }), "시공 사진.png");
  const created = await request.post("/api/admin/boards", {
    headers: { Authorization: await token(request) },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(200);
  const postId = Number(await created.text());
  const publicDownloads = () => page.getByRole("region", { name: "첨부파일" }).getByRole("link");
  const existing = () => page.getByRole("list", { name: "등록된 첨부파일" }).getByRole("listitem");
  const oldRow = () => existing().filter({ hasText: "옛 가격표.txt" });

  await signIn(page, `/admin/notice/edit/${postId}`);
  await hydrated(page);
  await expect(existing()).toHaveText([/^옛 가격표\.txt \(1KB\)\s*삭제$/, /^시공 사진\.png \(1KB\)\s*삭제$/]);
  await page.getByRole("button", { name: "옛 가격표.txt 삭제", exact: true }).click();
  await expect(oldRow()).toContainText("저장하면 삭제됩니다");
  await expect(oldRow().locator("del")).toHaveText("옛 가격표.txt");
  const undo = page.getByRole("button", { name: "옛 가격표.txt 삭제 되돌리기" });
  const box = await undo.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await undo.click();
  await expect(oldRow()).not.toContainText("저장하면 삭제됩니다");
  await page.getByRole("button", { name: "옛 가격표.txt 삭제", exact: true }).click();

  // 취소: the mark is unsaved work (the leave question), and nothing is removed.
  await page.getByRole("link", { name: "취소" }).click();
  await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?");
  await expect(page).toHaveURL(`/admin/notice/${postId}`);
  await expect(page.getByRole("button", { name: "옛 가격표.txt 다운로드" })).toBeVisible();
  await page.goto(`/notice/${postId}`);
  await expect(publicDownloads()).toHaveText(["옛 가격표.txt", "시공 사진.png"]);
  const removedHref = (await publicDownloads().first().getAttribute("href")) ?? "";

  // Marked again and saved: the confirm names it, and it is gone from the detail and the public page.
  await page.goto(`/admin/notice/edit/${postId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "옛 가격표.txt 삭제", exact: true }).click();
  await page.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm(
    "수정하시겠습니까?\n첨부파일 1개(옛 가격표.txt)가 삭제되며, 이전 버전으로도 되돌릴 수 없습니다.",
  );
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/notice/${postId}`);
  await expect(page.getByRole("button", { name: "시공 사진.png 다운로드" })).toBeVisible();
  await expect(page.getByRole("button", { name: /다운로드$/ })).toHaveCount(1);
  dialogs.expectNoMoreConfirms();
  await page.goto(`/notice/${postId}`);
  await expect(publicDownloads()).toHaveText(["시공 사진.png"]);
  const gone = await request.get(removedHref);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ status: 404, message: "파일을 찾을 수 없습니다." });
});
