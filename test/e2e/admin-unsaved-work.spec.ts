// Unsaved back-office work is not lost to a stray tap (decision 047): leaving a form whose values
// changed asks first (the app's confirm for its own links, the browser's question for closing or
// reloading the tab); an untouched form, or one just saved, leaves without a question. And a long
// form's work is kept in the browser until it is saved (decision 048): opened again, the form
// offers it back; 버리기, a save or logging out removes it. Ctrl+S saves the form being typed in.
import type { Page } from "@playwright/test";
import { createPost, expectToast, sendAndOpenInquiry, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const LEAVE = "저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?";
const DRAFT_OFFER = /^저장하지 않은 작성 내용이 있습니다 \(\d+월 \d+일 (오전|오후) \d+:\d\d\)\. 불러오시겠습니까\?/;
const offer = (page: Page) => page.getByRole("status").filter({ hasText: "저장하지 않은 작성 내용이 있습니다" });
const kept = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(`draft:${k}`), key);
/** A draft kept only in this tab (a memo, decision 048). */
const keptInTab = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(`draft:${k}`), key);

const titleInput = (page: Page) => page.getByRole("textbox", { name: /^제목/ });
const editor = (page: Page) => page.getByRole("textbox", { name: "내용" });
const cardLink = (page: Page, name: string) => page.locator(".card-head").getByRole("link", { name, exact: true });

async function openNoticeForm(page: Page) {
  await page.goto("/admin/notice/add");
  await hydrated(page);
  await expect(editor(page)).toBeVisible();
}

test("a typed notice title asks before the list opens; 취소 keeps it, 확인 leaves", async ({ page, dialogs }) => {
  await signIn(page);
  await openNoticeForm(page);
  const title = `쓰다 만 공지 ${Date.now().toString(36)}`;
  await titleInput(page).fill(title);

  dialogs.answerNextConfirm(false);
  await cardLink(page, "목록").click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/notice/add");
  await expect(titleInput(page)).toHaveValue(title);

  // Text typed into the editor alone counts too.
  await titleInput(page).fill("");
  await editor(page).click();
  await page.keyboard.type("본문만 쓰는 중");
  dialogs.answerNextConfirm(false);
  await page
    .getByRole("navigation", { name: "관리자 메뉴" })
    .getByRole("link", { name: /제품 관리/ })
    .click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/notice/add");
  await expect(editor(page)).toHaveText("본문만 쓰는 중");

  await cardLink(page, "목록").click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/notice");
  dialogs.expectNoMoreConfirms();
});

test("an untouched form leaves without a question, and a saved post opens without one", async ({
  page,
  request,
  dialogs,
}) => {
  await signIn(page);
  await openNoticeForm(page);
  await cardLink(page, "목록").click();
  await expect(page).toHaveURL("/admin/notice");

  // An existing post's edit form, opened and left as it is (its editor loads the saved HTML).
  const id = await createPost(request, {
    boardTitle: `손대지 않은 글 ${Date.now().toString(36)}`,
    boardContent: "<p>첫 줄 <strong>굵게</strong></p><ul><li>목록</li></ul>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  await page.goto(`/admin/notice/edit/${id}`);
  await hydrated(page);
  await expect(editor(page)).toContainText("첫 줄");
  await cardLink(page, "상세로").click();
  await expect(page).toHaveURL(`/admin/notice/${id}`);

  // A new post saved: the form opens its page without asking.
  await openNoticeForm(page);
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  const title = `바로 저장한 공지 ${Date.now().toString(36)}`;
  await titleInput(page).fill(title);
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  dialogs.expectNoMoreConfirms();
  expect(dialogs.leaveQuestions()).toBe(0);
});

test("closing the tab with unsaved text gets the browser's question; staying keeps the text", async ({
  page,
  dialogs,
}) => {
  await signIn(page);
  await openNoticeForm(page);
  await titleInput(page).fill("닫기 전에 묻는 글");
  // The change has been rendered and its effects run (the guard among them) once its draft is kept.
  await expect.poll(() => kept(page, "notice:new")).toContain("닫기 전에 묻는 글");
  dialogs.answerNextLeave(false);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.leaveQuestions()).toBe(1);
  expect(page.isClosed()).toBe(false);
  await expect(titleInput(page)).toHaveValue("닫기 전에 묻는 글");

  // Emptied again, the form has nothing to lose: the tab closes without a question.
  await titleInput(page).fill("");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs.leaveQuestions()).toBe(1);
});

test("a settings change asks until it is saved; after the save the tabs switch freely", async ({ page, dialogs }) => {
  await signIn(page, "/admin/settings");
  await hydrated(page);
  const field = page.getByLabel("대표자");
  const before = await field.inputValue();
  const changed = before === "김한빛" ? "이한빛" : "김한빛";
  const tabs = page.getByRole("navigation", { name: "설정 메뉴" });

  await field.fill(changed);
  dialogs.answerNextConfirm(false);
  await tabs.getByRole("link", { name: "배너" }).click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/settings");

  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await tabs.getByRole("link", { name: "배너" }).click();
  await expect(page).toHaveURL("/admin/settings/banner");

  // Put back as it was (and saved), again without a question.
  await tabs.getByRole("link", { name: "회사 정보" }).click();
  await expect(field).toHaveValue(changed);
  await field.fill(before);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await tabs.getByRole("link", { name: "배너" }).click();
  await expect(page).toHaveURL("/admin/settings/banner");
  dialogs.expectNoMoreConfirms();
});

test("a new item's typed name asks before leaving the form", async ({ page, dialogs }) => {
  await signIn(page, "/admin/add");
  await hydrated(page);
  await page.getByLabel("제품명", { exact: true }).fill("이름만 적은 창호");
  dialogs.answerNextConfirm(false);
  await page.locator(".card-head").getByRole("link", { name: "목록" }).click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/add");
  await expect(page.getByLabel("제품명", { exact: true })).toHaveValue("이름만 적은 창호");
});

test("a memo being written asks before leaving; once posted it does not", async ({ page, dialogs }) => {
  const title = `메모 보호 문의 ${Date.now().toString(36)}`;
  await sendAndOpenInquiry(page, title);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  const memo = page.getByLabel("메모 / 답변 내용");
  const listLink = page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: /문의 관리/ });

  await memo.fill("내일 오전에 다시 전화 드리기로 함");
  dialogs.answerNextConfirm(false);
  await listLink.click();
  await dialogs.expectConfirm(LEAVE);
  await expect(memo).toHaveValue("내일 오전에 다시 전화 드리기로 함");

  await page.getByRole("button", { name: "메모 등록" }).click();
  await expectToast(page, "메모가 등록되었습니다.");
  await expect(memo).toHaveValue("");
  await listLink.click();
  await expect(page).toHaveURL(/\/admin\/inquiry(\?|$)/);
  dialogs.expectNoMoreConfirms();
});

test("a half-written notice comes back after the tab was reloaded, and is gone once saved", async ({
  page,
  dialogs,
}) => {
  await signIn(page);
  await openNoticeForm(page);
  const title = `다시 여는 초안 ${Date.now().toString(36)}`;
  await page.getByLabel("게시글 유형").selectOption("FAQ");
  await titleInput(page).fill(title);
  await page.getByRole("radio", { name: "비공개" }).check();
  await editor(page).click();
  await page.keyboard.type("겨울철 결로 줄이는 법");
  await expect.poll(() => kept(page, "notice:new")).toContain("겨울철 결로 줄이는 법");

  // The tab reloads (the browser asked; the answer was to leave): the form opens empty, with the offer.
  await page.reload();
  expect(dialogs.leaveQuestions()).toBe(1);
  await hydrated(page);
  await expect(offer(page)).toHaveText(DRAFT_OFFER);
  await expect(offer(page)).toContainText("첨부파일은 다시 선택해 주세요.");
  await expect(titleInput(page)).toHaveValue("");
  await offer(page).getByRole("button", { name: "불러오기" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel("게시글 유형")).toHaveValue("FAQ");
  await expect(titleInput(page)).toHaveValue(title);
  await expect(page.getByRole("radio", { name: "비공개" })).toBeChecked();
  await expect(editor(page)).toHaveText("겨울철 결로 줄이는 법");

  // Saved: the post has what the draft had, and the next new form opens empty without an offer.
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("겨울철 결로 줄이는 법")).toBeVisible();
  expect(await kept(page, "notice:new")).toBeNull();
  await openNoticeForm(page);
  await expect(titleInput(page)).toHaveValue("");
  await expect(offer(page)).toHaveCount(0);
  dialogs.expectNoMoreConfirms();
});

test("버리기 drops a post's draft; another post's form does not offer it", async ({ page, request }) => {
  await signIn(page);
  const original = `초안을 버릴 글 ${Date.now().toString(36)}`;
  const id = await createPost(request, {
    boardTitle: original,
    boardContent: "<p>원래 내용</p>",
    boardType: "NOTICE",
    boardYN: "Y",
  });
  await page.goto(`/admin/notice/edit/${id}`);
  await hydrated(page);
  await expect(editor(page)).toHaveText("원래 내용");
  await titleInput(page).fill(`${original} (고치는 중)`);
  await expect.poll(() => kept(page, `notice:${id}`)).toContain("고치는 중");

  // The new-post form has its own draft (none).
  await page.goto("/admin/notice/add");
  await hydrated(page);
  await expect(editor(page)).toBeVisible();
  await expect(offer(page)).toHaveCount(0);

  await page.goto(`/admin/notice/edit/${id}`);
  await hydrated(page);
  await expect(offer(page)).toHaveText(DRAFT_OFFER);
  await offer(page).getByRole("button", { name: "버리기" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(titleInput(page)).toHaveValue(original);
  expect(await kept(page, `notice:${id}`)).toBeNull();
  await page.reload();
  await hydrated(page);
  await expect(editor(page)).toHaveText("원래 내용");
  await expect(offer(page)).toHaveCount(0);
});

test("a new item's draft comes back with its fields", async ({ page }) => {
  await signIn(page, "/admin/add");
  await hydrated(page);
  await page.getByLabel("제품명", { exact: true }).fill("초안 시스템창 240");
  await page.getByLabel("용도").fill("거실 발코니");
  await expect.poll(() => kept(page, "item:new")).toContain("거실 발코니");
  await page.reload();
  await hydrated(page);
  await expect(offer(page)).toContainText("이미지는 다시 선택해 주세요.");
  await offer(page).getByRole("button", { name: "불러오기" }).click();
  await expect(page.getByLabel("제품명", { exact: true })).toHaveValue("초안 시스템창 240");
  await expect(page.getByLabel("용도")).toHaveValue("거실 발코니");
});

test("logging out asks about unsaved work first, and leaves no draft in the browser", async ({ page, dialogs }) => {
  await signIn(page);
  await openNoticeForm(page);
  await titleInput(page).fill("공용 PC에서 쓰던 글");
  await expect.poll(() => kept(page, "notice:new")).toContain("공용 PC");
  const signOut = page.getByRole("button", { name: "로그아웃", exact: true });

  await page.getByRole("button", { name: /admin@example\.com/ }).click();
  dialogs.answerNextConfirm(false);
  await signOut.click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/notice/add");
  await expect(titleInput(page)).toHaveValue("공용 PC에서 쓰던 글");

  // The menu stays open after 취소.
  await signOut.click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/");
  expect(dialogs.leaveQuestions()).toBe(0);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("draft:")))).toEqual([]);
});

test("a session lost while saving returns to the form after the login, with the draft to take back", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 401/);
  await signIn(page);
  await openNoticeForm(page);
  const title = `세션이 끊긴 공지 ${Date.now().toString(36)}`;
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await titleInput(page).fill(title);
  await editor(page).click();
  await page.keyboard.type("로그인 뒤에도 남는 본문");
  await expect.poll(() => kept(page, "notice:new")).toContain("로그인 뒤에도 남는 본문");

  // The server no longer knows the session when the post is sent.
  await page.route("**/api/admin/boards", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 401, contentType: "application/json", body: '{"status":401,"message":"x"}' })
      : route.continue(),
  );
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(`/loginForm?next=${encodeURIComponent("/admin/notice/add")}`);
  await expectToast(page, "로그인이 필요한 서비스 입니다.", "alert");
  await page.unroute("**/api/admin/boards");

  await page.getByLabel("아이디").fill("admin@example.com");
  await page.getByLabel("비밀번호").fill("admin1234!");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin/notice/add");
  await offer(page).getByRole("button", { name: "불러오기" }).click();
  await expect(titleInput(page)).toHaveValue(title);
  await expect(editor(page)).toHaveText("로그인 뒤에도 남는 본문");
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("Ctrl+S saves the form being typed in, and leaves a search box alone", async ({ page, dialogs }) => {
  await signIn(page);
  await openNoticeForm(page);
  const title = `단축키로 저장한 공지 ${Date.now().toString(36)}`;
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await titleInput(page).fill(title);
  await editor(page).click();
  await page.keyboard.type("Ctrl+S 한 번이면 됩니다");
  await page.keyboard.press("Control+s");
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Ctrl+S 한 번이면 됩니다")).toBeVisible();

  // In the list's search box it is not a search.
  await page.goto("/admin/notice");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "제목 검색" });
  await search.fill("단축키");
  await search.press("Control+s");
  await expect(search).toHaveValue("단축키");
  expect(new URL(page.url()).search).toBe("");

  // A settings form: saved in place, with its toast.
  await page.goto("/admin/settings");
  await hydrated(page);
  const field = page.getByLabel("대표자");
  const before = await field.inputValue();
  await field.fill(before === "김한빛" ? "이한빛" : "김한빛");
  await field.press("Meta+s");
  await expectToast(page, "설정을 저장했습니다.");
  await field.fill(before);
  await field.press("Control+s");
  await expectToast(page, "설정을 저장했습니다.");
  dialogs.expectNoMoreConfirms();
});

test("a half-written memo comes back on its inquiry after the tab was reloaded, and is gone once saved", async ({
  page,
  dialogs,
}) => {
  await sendAndOpenInquiry(page, `메모 초안 ${Date.now().toString(36)}`);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await hydrated(page);
  const key = `memo:${page.url().split("/").pop()}`;
  const box = page.getByLabel("메모 / 답변 내용");
  const memo = "고객과 통화함. 다음 주 화요일 오후 실측 희망.\n주차는 건물 뒤편.";
  await box.fill(memo);
  await expect.poll(() => keptInTab(page, key)).toContain("다음 주 화요일 오후 실측 희망");
  // Never in the browser's lasting storage: it may hold the customer's details.
  expect(await kept(page, key)).toBeNull();

  // The tab reloads (or the session ran out and the login came between): the box is empty, with the offer.
  await page.reload();
  expect(dialogs.leaveQuestions()).toBe(1);
  await hydrated(page);
  await expect(offer(page)).toHaveText(DRAFT_OFFER);
  // A memo has no files to choose again.
  await expect(offer(page)).not.toContainText("다시 선택");
  await expect(box).toHaveValue("");
  await offer(page).getByRole("button", { name: "불러오기" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(box).toHaveValue(memo);
  await expect(box).toBeFocused();

  await page.getByRole("button", { name: "메모 등록" }).click();
  await expectToast(page, "메모가 등록되었습니다.");
  await expect(page.locator(".inquiry-memos li")).toHaveCount(1);
  expect(await keptInTab(page, key)).toBeNull();
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".inquiry-memos li")).toHaveCount(1);
  await expect(offer(page)).toHaveCount(0);

  // Another tab (a closed one reopened, a colleague's later) finds nothing.
  await page.getByLabel("메모 / 답변 내용").fill("다른 탭에는 남지 않는 메모");
  await expect.poll(() => keptInTab(page, key)).toContain("다른 탭에는 남지 않는 메모");
  const other = await page.context().newPage();
  await other.goto(page.url());
  await hydrated(other);
  await expect(other.getByLabel("메모 / 답변 내용")).toBeVisible();
  await expect(offer(other)).toHaveCount(0);
  await other.close();
  dialogs.expectNoMoreConfirms();
});

test("every form on a screen guards it: 방문 일정 잡기 beside the memo box asks before the back button leaves", async ({
  page,
  dialogs,
}) => {
  await sendAndOpenInquiry(page, `방문 뒤로가기 ${Date.now().toString(36)}`);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await hydrated(page);
  const inquiryUrl = page.url();
  await page.getByRole("button", { name: "방문 일정 잡기" }).click();
  const visit = page.getByRole("dialog", { name: "방문 일정 잡기" });
  await visit.getByLabel("내용").fill("주차는 건물 뒤편. 오전만 가능.");
  dialogs.answerNextConfirm(false);
  await page.goBack();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL(inquiryUrl);
  await expect(visit.getByLabel("내용")).toHaveValue("주차는 건물 뒤편. 오전만 가능.");
  dialogs.expectNoMoreConfirms();
});

test("제조사 관리 and 관리자 등록 ask before a tab, a menu link or 목록 puts typed text away", async ({
  page,
  dialogs,
}) => {
  await signIn(page, "/admin/manu");
  await hydrated(page);
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  const menuLink = page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "제품 관리" });

  // 추가: a typed name asks before another tab; 취소 keeps it.
  await tab("추가").click();
  await page.getByLabel("제조사명").fill("새 창호 브랜드");
  dialogs.answerNextConfirm(false);
  await tab("목록").click();
  await dialogs.expectConfirm(LEAVE);
  await expect(tab("추가")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("제조사명")).toHaveValue("새 창호 브랜드");
  await tab("수정").click();
  await dialogs.expectConfirm(LEAVE);

  // 수정: choosing a manufacturer is not a change; rewriting its intro is, for tabs and links alike.
  await page.getByLabel("수정할 제조사").selectOption({ label: "청솔 시스템" });
  await tab("목록").click();
  await expect(tab("목록")).toHaveAttribute("aria-selected", "true");
  dialogs.expectNoMoreConfirms();
  await tab("수정").click();
  await page.getByLabel("수정할 제조사").selectOption({ label: "청솔 시스템" });
  await page.getByLabel("소개 문구").fill("고쳐 쓰는 중인 소개");
  dialogs.answerNextConfirm(false);
  await menuLink.click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/manu");
  await expect(page.getByLabel("소개 문구")).toHaveValue("고쳐 쓰는 중인 소개");

  // 관리자 등록: a half-filled form asks before 목록. Leaving the typed intro by a full load is the
  // browser's own question (beforeunload), not a confirm: a confirm answer queued for it would be
  // left over for 목록's question.
  dialogs.answerNextLeave(true);
  await page.goto("/admin/register");
  await hydrated(page);
  dialogs.expectNoMoreConfirms();
  await page.getByLabel("이름").fill("김신입");
  dialogs.answerNextConfirm(false);
  await cardLink(page, "목록").click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/admin/register");
  await expect(page.getByLabel("이름")).toHaveValue("김신입");
  dialogs.expectNoMoreConfirms();
});
