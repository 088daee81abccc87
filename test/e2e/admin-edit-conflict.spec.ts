// Two people editing the same post or item (decision 074): the form saves against the revision it
// opened; when someone saved in between, the save is refused, the typed text stays, a notice says
// when the other save was, links the saved version (new tab), and 내 내용으로 저장 saves over it.
// An inquiry's answer written while someone else added a memo is held the same way, and so is a
// calendar event's edit (decision 085), on a phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { createPost, expectToast, open, sendAndOpenInquiry, signIn, token, unique, updatePost } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, loseFirstAnswer, seriousAxeViolations } from "./helpers";

const CHANGED = (what: "게시글" | "제품" | "일정") =>
  new RegExp(
    `이 화면을 연 뒤 다른 곳에서 ${what}이 수정되었습니다\\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\)\\. 저장하지 않았습니다\\.`,
  );
const REFUSED = /status of 412/;

const conflictNotice = (page: Page) => page.locator(".edit-conflict");

test("a post saved elsewhere meanwhile: the save is refused, the text stays, 내 내용으로 저장 saves it", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(REFUSED);
  const title = `동시 수정 공지 ${Date.now().toString(36)}`;
  const boardId = await createPost(request, {
    boardTitle: title,
    boardContent: "<p>처음 본문</p>",
    boardType: "NOTICE",
    boardYN: "N",
  });
  await signIn(page, `/admin/notice/edit/${boardId}`);
  await hydrated(page);
  const titleInput = page.getByRole("textbox", { name: /^제목/ });
  await expect(titleInput).toHaveValue(title);

  await updatePost(request, {
    boardId,
    boardTitle: `${title} (다른 사람)`,
  });

  await titleInput.fill(`${title} (나)`);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText(CHANGED("게시글"));
  await expect(notice).toContainText("입력한 내용은 그대로 있습니다.");
  const latest = notice.getByRole("link", { name: "저장된 내용 보기 (새 창)" });
  await expect(latest).toHaveAttribute("href", `/admin/notice/${boardId}`);
  await expect(latest).toHaveAttribute("target", "_blank");
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing was saved, nothing typed was lost.
  await expect(page).toHaveURL(`/admin/notice/edit/${boardId}`);
  await expect(titleInput).toHaveValue(`${title} (나)`);
  const stored = await request.get(`/api/admin/boards/modify?boardId=${boardId}`, {
    headers: { Authorization: await token(request) },
  });
  expect((await stored.json()).boardTitle).toBe(`${title} (다른 사람)`);

  // Saving over it asks nothing more: the button is the decision.
  await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/notice/${boardId}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (나)` })).toBeVisible();
  dialogs.expectNoMoreConfirms();
});

test("an item made public from the list meanwhile: the form's save is refused until it saves over it", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(REFUSED);
  const auth = { Authorization: await token(request) };
  const copy = await request.post("/api/admin/items/copy?itemId=1", { headers: auth });
  expect(copy.status()).toBe(201);
  const { itemId } = (await copy.json()) as { itemId: number };
  await signIn(page, `/admin/item/edit/${itemId}`);
  await hydrated(page);
  const nameInput = page.getByLabel("제품명", { exact: true });
  await expect(nameInput).toHaveValue(/\(사본\)$/);

  const shown = await request.post("/api/admin/items/visibility", {
    headers: auth,
    data: { itemIds: [itemId], itemYN: true },
  });
  expect(shown.status()).toBe(200);

  const name = `동시 수정 제품 ${Date.now().toString(36)}`;
  await nameInput.fill(name);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toContainText(CHANGED("제품"));
  await expect(notice.getByRole("link", { name: "저장된 내용 보기 (새 창)" })).toHaveAttribute(
    "href",
    `/admin/item/${itemId}`,
  );
  await expect(page).toHaveURL(`/admin/item/edit/${itemId}`);
  const before = await (await request.get(`/api/admin/items/modify?itemId=${itemId}`, { headers: auth })).json();
  expect(before).toMatchObject({ itemYN: true, itemName: expect.stringMatching(/\(사본\)$/) });

  await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/item/${itemId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The form's own 공개 (unticked, as it opened) went over the list's change, as the notice said.
  const after = await (await request.get(`/api/admin/items/modify?itemId=${itemId}`, { headers: auth })).json();
  expect(after).toMatchObject({ itemName: name, itemYN: false });
  dialogs.expectNoMoreConfirms();
});

test("an item's save whose answer was lost is no conflict: saved again, it is saved (decision 114)", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  const auth = { Authorization: await token(request) };
  const copy = await request.post("/api/admin/items/copy?itemId=1", { headers: auth });
  const { itemId } = (await copy.json()) as { itemId: number };
  await signIn(page, `/admin/item/edit/${itemId}`);
  await hydrated(page);
  const nameInput = page.getByLabel("제품명", { exact: true });
  await expect(nameInput).toHaveValue(/\(사본\)$/);
  const name = `답을 못 받은 제품 ${Date.now().toString(36)}`;
  await nameInput.fill(name);
  const saves = await loseFirstAnswer(page, "**/api/admin/items/update");
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expect(
    page.getByText("서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요."),
  ).toBeVisible();
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/item/${itemId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(conflictNotice(page)).toHaveCount(0);
  expect(saves.map((req) => [req.headers()["idempotency-key"], req.headers()["if-match"]])).toEqual([
    [expect.stringMatching(/^[0-9a-f-]{36}$/), '"r1"'],
    [saves[0]?.headers()["idempotency-key"], '"r1"'],
  ]);
});

test("an answer written while someone else left a memo: held, the memo shown, 그래도 답변 등록 sends it", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(REFUSED);
  const title = `동시 답변 ${Date.now().toString(36)}`;
  await sendAndOpenInquiry(page, title);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  const inquiryId = Number(new URL(page.url()).pathname.split("/").pop());
  const box = page.getByLabel("메모 / 답변 내용");
  await box.fill("내일 오전에 방문하겠습니다.");

  const other = await request.post("/api/admin/inquiry/memo", {
    headers: { Authorization: await token(request) },
    data: { inquiryId, content: "제가 이미 통화했습니다." },
  });
  expect(other.status()).toBe(201);

  await page.getByRole("button", { name: "답변 등록 후 완료" }).click();
  const notice = conflictNotice(page);
  await expect(notice).toContainText(
    /이 화면을 연 뒤 새 메모가 등록되었습니다\(.+, \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 등록하지 않았습니다\./,
  );
  // The other memo is on screen now; the answer is still in the box, not sent.
  const history = page.locator(".inquiry-memos");
  await expect(history).toContainText("제가 이미 통화했습니다.");
  await expect(history).not.toContainText("내일 오전에 방문하겠습니다.");
  await expect(box).toHaveValue("내일 오전에 방문하겠습니다.");

  await notice.getByRole("button", { name: "그래도 답변 등록" }).click();
  await expectToast(page, "답변이 등록되고 완료 처리되었습니다.");
  await expect(history.locator("li")).toHaveCount(2);
  await expect(history.locator("li.answer")).toContainText("내일 오전에 방문하겠습니다.");
  await expect(box).toHaveValue("");
  await expect(notice).toHaveCount(0);
  dialogs.expectNoMoreConfirms();
});

// ---- deleted elsewhere while being edited (decision 130) ----

const GONE = /status of 404 .*\/api\/admin\/(boards\/update|items\/update|inquiry\/memo)/;

/** The form is where it was, with no error screen and none of its toast. */
async function stillOnForm(page: Page, url: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toHaveCount(0);
  await expect(page.getByText("요청하신 페이지를 찾을 수 없습니다.")).toHaveCount(0);
}

test("a post deleted elsewhere while it was edited: the form stays with the text, 새 글로 저장 keeps it", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(GONE);
  const title = unique("삭제될 공지 ");
  const boardId = await createPost(request, {
    boardTitle: title,
    boardContent: "<p>처음 본문</p>",
    boardType: "NOTICE",
    boardYN: "N",
  });
  await signIn(page, `/admin/notice/edit/${boardId}`);
  await hydrated(page);
  const titleInput = page.getByRole("textbox", { name: /^제목/ });
  await expect(titleInput).toHaveValue(title);
  const body = page.getByRole("textbox", { name: "내용" });
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" 새 단가는 다음 달부터 적용됩니다.");

  // A colleague deletes the post meanwhile.
  const removed = await request.delete(`/api/admin/boards/detail?boardId=${boardId}`, {
    headers: { Authorization: await token(request) },
  });
  expect(removed.status()).toBe(200);

  await titleInput.fill(`${title} (수정)`);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText("게시글을 찾을 수 없습니다.");
  await expect(notice).toContainText("다른 곳에서 이 게시글이 삭제되었습니다. 입력한 내용은 그대로 있습니다.");
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole("button", { name: "내 내용으로 저장" })).toHaveCount(0);
  await stillOnForm(page, `/admin/notice/edit/${boardId}`);
  await expect(titleInput).toHaveValue(`${title} (수정)`);
  await expect(body).toContainText("처음 본문 새 단가는 다음 달부터 적용됩니다.");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 새 글로 저장: what was typed becomes a new post, as the form held it.
  await notice.getByRole("button", { name: "새 글로 저장" }).click();
  await expectToast(page, "게시글이 등록되었습니다.");
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/admin/notice/${boardId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${title} (수정)` })).toBeVisible();
  await expect(page.locator(".notice-detail")).toContainText("처음 본문 새 단가는 다음 달부터 적용됩니다.");
  dialogs.expectNoMoreConfirms();
});

test("an item deleted elsewhere while it was edited: the form stays with the text and says so", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(GONE);
  // The item's pictures went with it: the form's thumbnails may be asked for after that.
  allowConsoleError(/status of 404 .*\/item\/thumb\//);
  const auth = { Authorization: await token(request) };
  const copy = await request.post("/api/admin/items/copy?itemId=1", { headers: auth });
  expect(copy.status()).toBe(201);
  const { itemId } = (await copy.json()) as { itemId: number };
  await signIn(page, `/admin/item/edit/${itemId}`);
  await hydrated(page);
  const nameInput = page.getByLabel("제품명", { exact: true });
  await expect(nameInput).toHaveValue(/\(사본\)$/);

  expect((await request.delete("/api/admin/items", { headers: auth, data: [itemId] })).status()).toBe(200);

  const name = unique("삭제된 제품 ");
  await nameInput.fill(name);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toContainText("제품을 찾을 수 없습니다.");
  await expect(notice).toContainText("다른 곳에서 이 제품이 삭제되었습니다. 입력한 내용은 그대로 있으니");
  await expect(notice.getByRole("button", { name: "내 내용으로 저장" })).toHaveCount(0);
  await stillOnForm(page, `/admin/item/edit/${itemId}`);
  await expect(nameInput).toHaveValue(name);
  dialogs.expectNoMoreConfirms();
});

test("an inquiry deleted elsewhere while an answer was typed: the answer stays in the box, said so", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(GONE);
  const title = unique("삭제될 문의 ");
  await sendAndOpenInquiry(page, title);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  const url = page.url();
  const inquiryId = Number(new URL(url).pathname.split("/").pop());
  const box = page.getByLabel("메모 / 답변 내용");
  const answer = "고객님, 견적은 320만원입니다. 다음 주 화요일에 방문드리겠습니다.";
  await box.fill(answer);

  const removed = await request.delete(`/api/admin/inquiry?inquiryId=${inquiryId}`, {
    headers: { Authorization: await token(request) },
  });
  expect(removed.status()).toBe(200);

  await page.getByRole("button", { name: "메모 등록" }).click();
  const notice = conflictNotice(page);
  await expect(notice).toContainText("문의를 찾을 수 없습니다.");
  await expect(notice).toContainText("다른 곳에서 이 문의가 삭제되었습니다. 입력한 내용은 그대로 있으니");
  await expect(notice.getByRole("button", { name: /그래도/ })).toHaveCount(0);
  await stillOnForm(page, new URL(url).pathname);
  await expect(box).toHaveValue(answer);
  dialogs.expectNoMoreConfirms();
});

// ---- calendar events (decision 085) ----

const VISIT_DAY = "2099-05-12";

/** A private visit on VISIT_DAY made through the API; its id. */
async function newVisit(request: APIRequestContext, auth: Record<string, string>, title: string): Promise<number> {
  const made = await request.post("/api/admin/calendar", {
    headers: auth,
    data: {
      title,
      startTime: `${VISIT_DAY}T10:00`,
      endTime: `${VISIT_DAY}T12:00`,
      description: "거실 창 교체",
      calendarYN: "N",
      location: "경기도 수원시 팔달구 1",
      holidays: false,
    },
  });
  expect(made.status()).toBe(201);
  const day = await request.get(`/api/admin/calendar/detail?startTime=${VISIT_DAY}T00:00:00`, { headers: auth });
  const found = ((await day.json()) as { calendarId: number; title: string }[]).find((e) => e.title === title);
  expect(found).toBeDefined();
  return found?.calendarId as number;
}

/** The day's list from 날짜별 일정 보기, and the 수정 button of the event titled `title`. */
async function editFromDayList(page: Page, title: string) {
  await open(page, "/admin/calendar");
  await page.getByLabel("날짜별 일정 보기").fill(VISIT_DAY);
  await page.getByRole("button", { name: "일정 보기" }).click();
  const list = page.getByRole("dialog", { name: `${VISIT_DAY} 일정` });
  return list.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "수정" });
}

/** A new visit's edit form, opened from its day's list after logging in. */
async function openVisitForm(page: Page, request: APIRequestContext, prefix: string) {
  const auth = { Authorization: await token(request) };
  const title = unique(prefix);
  const calendarId = await newVisit(request, auth, title);
  await signIn(page);
  await (await editFromDayList(page, title)).click();
  const edit = page.getByRole("dialog", { name: "일정 수정" });
  await expect(edit.getByLabel("제목")).toHaveValue(title);
  return { auth, title, calendarId, edit };
}

test("a visit moved by someone else while its edit form was open: refused, both shown, 내 내용으로 저장 saves", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(REFUSED);
  await page.setViewportSize({ width: 390, height: 844 });
  const { auth, calendarId, edit } = await openVisitForm(page, request, "동시 수정 방문 ");
  await expect(edit.getByLabel("시작 일시")).toHaveValue(`${VISIT_DAY}T10:00`);

  // Someone else moves the visit to the afternoon.
  const moved = await request.post("/api/admin/calendar/update", {
    headers: auth,
    data: { calendarId, startTime: `${VISIT_DAY}T14:00`, endTime: `${VISIT_DAY}T16:00` },
  });
  expect(moved.status()).toBe(200);

  await edit.getByLabel("내용").fill("거실 창 교체, 사다리차 필요");
  await edit.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm("일정을 수정 하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText(CHANGED("일정"));
  await expect(notice).toContainText("아래의 저장된 내용을 확인한 뒤");
  await expect(notice).toBeInViewport();
  // The stored version beside it: the afternoon the other person chose.
  const saved = edit.getByRole("region", { name: "저장된 내용" });
  await expect(saved).toContainText(`${VISIT_DAY} 14:00 ~ ${VISIT_DAY} 16:00`);
  await expect(saved).toContainText("거실 창 교체");
  // Nothing was saved, nothing typed was lost; nothing wider than the phone.
  await expect(edit.getByRole("textbox", { name: "내용", exact: true })).toHaveValue("거실 창 교체, 사다리차 필요");
  const stored = await request.get(`/api/admin/calendar/event?calendarId=${calendarId}`, { headers: auth });
  expect(await stored.json()).toMatchObject({ description: "거실 창 교체", startTime: `${VISIT_DAY}T14:00:00` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Saving over it asks nothing more: the form's morning goes over the afternoon, as the notice said.
  await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
  await expectToast(page, "일정이 수정 되었습니다.");
  await expect(edit).toBeHidden();
  const after = await request.get(`/api/admin/calendar/event?calendarId=${calendarId}`, { headers: auth });
  expect(await after.json()).toMatchObject({
    description: "거실 창 교체, 사다리차 필요",
    startTime: `${VISIT_DAY}T10:00:00`,
  });
  expect(after.headers().etag).toBe('"r3"');
  dialogs.expectNoMoreConfirms();
});

test("수정 opens the event as stored now, not as the day list showed it; a deleted one is said so", async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404 .*\/api\/admin\/calendar\/event/);
  const auth = { Authorization: await token(request) };
  const title = unique("목록 뒤 변경 ");
  const calendarId = await newVisit(request, auth, title);
  await signIn(page);
  const editButton = await editFromDayList(page, title);
  await expect(editButton).toBeVisible();
  // Changed after the list was shown: the form holds the new place.
  await request.post("/api/admin/calendar/update", {
    headers: auth,
    data: { calendarId, location: "서울특별시 중구 세종대로 110" },
  });
  await editButton.click();
  const edit = page.getByRole("dialog", { name: "일정 수정" });
  await expect(edit.getByLabel("주소", { exact: true })).toHaveValue("서울특별시 중구 세종대로 110");
  await edit.getByRole("button", { name: "닫기" }).click();

  // Deleted after the list was shown.
  const other = unique("목록 뒤 삭제 ");
  const goneId = await newVisit(request, auth, other);
  const goneButton = await editFromDayList(page, other);
  await expect(goneButton).toBeVisible();
  expect((await request.delete(`/api/admin/calendar?calendarId=${goneId}`, { headers: auth })).status()).toBe(200);
  await goneButton.click();
  await expect(edit.getByRole("alert")).toHaveText("일정을 찾을 수 없습니다.");
  await expect(page).toHaveURL("/admin/calendar");
  await edit.getByRole("button", { name: "닫기" }).click();
  await expect(edit).toBeHidden();
});

test("삭제 in a day list takes a visit only as the list shows it; one changed or deleted since stays, said so", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404 .*\/api\/admin\/calendar\/event/);
  await page.setViewportSize({ width: 390, height: 844 });
  const auth = { Authorization: await token(request) };
  const title = unique("목록 뒤 삭제 시도 ");
  const calendarId = await newVisit(request, auth, title);
  const event = () => request.get(`/api/admin/calendar/event?calendarId=${calendarId}`, { headers: auth });
  await signIn(page);
  await editFromDayList(page, title);
  const list = page.getByRole("dialog", { name: `${VISIT_DAY} 일정` });
  const item = list.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("10:00");

  // Moved to the afternoon after the list was shown (decision 094): 삭제 leaves it, and says why.
  const moved = await request.post("/api/admin/calendar/update", {
    headers: auth,
    data: { calendarId, startTime: `${VISIT_DAY}T14:00`, endTime: `${VISIT_DAY}T16:00` },
  });
  expect(moved.status()).toBe(200);
  await item.getByRole("button", { name: "삭제" }).click();
  await dialogs.expectConfirm("일정을 삭제 하시겠습니까?");
  await expect(list.getByRole("alert")).toHaveText(
    "목록을 연 뒤 다른 곳에서 일정이 수정되었습니다. 삭제하지 않았습니다. 바뀐 내용을 확인한 뒤 다시 삭제하세요.",
  );
  expect((await event()).status()).toBe(200);
  // The list now shows the visit as stored: the afternoon.
  await expect(item).toContainText("14:00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // As the list now shows it, 삭제 takes it.
  await item.getByRole("button", { name: "삭제" }).click();
  await dialogs.expectConfirm("일정을 삭제 하시겠습니까?");
  await expectToast(page, "일정이 삭제 되었습니다.");
  await expect(item).toHaveCount(0);
  expect((await event()).status()).toBe(404);

  // Deleted elsewhere after the list was shown: said so in the list, which drops it.
  const other = unique("다른 곳에서 삭제 ");
  const goneId = await newVisit(request, auth, other);
  await editFromDayList(page, other);
  const gone = list.getByRole("listitem").filter({ hasText: other });
  await expect(gone).toBeVisible();
  expect((await request.delete(`/api/admin/calendar?calendarId=${goneId}`, { headers: auth })).status()).toBe(200);
  await gone.getByRole("button", { name: "삭제" }).click();
  await dialogs.expectConfirm("일정을 삭제 하시겠습니까?");
  await expect(list.getByRole("alert")).toHaveText("일정을 찾을 수 없습니다.");
  await expect(gone).toHaveCount(0);
  await expect(page).toHaveURL("/admin/calendar");
  dialogs.expectNoMoreConfirms();
});

test("a visit deleted elsewhere while its form was open: the save says so in the form, the text stays", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404 .*\/api\/admin\/calendar\/update/);
  const { auth, calendarId, edit } = await openVisitForm(page, request, "열린 채 삭제 ");
  expect((await request.delete(`/api/admin/calendar?calendarId=${calendarId}`, { headers: auth })).status()).toBe(200);

  await edit.getByRole("textbox", { name: "내용", exact: true }).fill("사다리차 예약함");
  await edit.getByRole("button", { name: "수정" }).click();
  await dialogs.expectConfirm("일정을 수정 하시겠습니까?");
  const notice = conflictNotice(page);
  await expect(notice).toContainText("일정을 찾을 수 없습니다.");
  await expect(notice).toContainText("다른 곳에서 이 일정이 삭제되었습니다. 입력한 내용은 그대로 있으니");
  await expect(notice.getByRole("button", { name: "내 내용으로 저장" })).toHaveCount(0);
  // No error screen: the form and what was typed are still there.
  await expect(page).toHaveURL(`/admin/calendar`);
  await expect(edit.getByRole("textbox", { name: "내용", exact: true })).toHaveValue("사다리차 예약함");
  dialogs.expectNoMoreConfirms();
});

test.describe("a footer logo on a phone (decision 098)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("its edit is refused over someone else's, shows the list as stored, and 내 내용으로 저장 saves it; a stale 삭제 deletes nothing", async ({
    page,
    request,
    dialogs,
    allowConsoleError,
  }) => {
    allowConsoleError(REFUSED);
    const name = unique("동시 수정 로고 ");
    const headers = { Authorization: await token(request) };
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const staged = await request.post("/api/admin/uploads?purpose=LOGO", {
      headers,
      multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
    });
    const { uploadId } = (await staged.json()) as { uploadId: string };
    const created = await request.post("/api/admin/settings/logos", { headers, data: { name, uploadId } });
    const logo = ((await created.json()) as { logoId: number; name: string }[]).find((l) => l.name === name);
    if (!logo) throw new Error("the logo was not created");
    const rename = (to: string) =>
      request.post("/api/admin/settings/logos/update", { headers, data: { logoId: logo.logoId, name: to } });
    try {
      await signIn(page, "/admin/settings/logos");
      await hydrated(page);
      await page.getByRole("button", { name: `${name} 수정` }).click();
      const dialog = page.getByRole("dialog", { name: "로고 수정" });
      await expect(dialog.getByLabel("이름")).toHaveValue(name);

      expect((await rename(`${name} 다른 사람`)).ok()).toBe(true);
      await dialog.getByLabel("이름").fill(`${name} 나`);
      await dialog.getByRole("button", { name: "저장" }).click();
      const notice = conflictNotice(page);
      await expect(notice).toContainText(
        /이 화면을 연 뒤 다른 곳에서 로고가 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\./,
      );
      await expect(notice).toContainText("뒤의 목록은 저장된 내용으로 새로 불러왔습니다.");
      await expect(notice).toBeInViewport();
      // The typed name stays; the list behind shows the other person's.
      await expect(dialog.getByLabel("이름")).toHaveValue(`${name} 나`);
      await expect(page.getByRole("button", { name: `${name} 다른 사람 수정` })).toBeAttached();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
      await expectToast(page, "수정되었습니다.");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: `${name} 나 수정` })).toBeVisible();

      // Renamed elsewhere again: 삭제 from the list as it shows the logo deletes nothing.
      expect((await rename(`${name} 셋째`)).ok()).toBe(true);
      dialogs.answerNextConfirm(true);
      await page.getByRole("button", { name: `${name} 나 삭제` }).click();
      await dialogs.expectConfirm(`"${name} 나"를 삭제할까요? 이미지도 함께 삭제됩니다.`);
      await expectToast(
        page,
        /로고가 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 삭제하지 않았습니다\. 목록을 새로 불러왔습니다\./,
        "alert",
      );
      await expect(page.getByRole("button", { name: `${name} 셋째 수정` })).toBeVisible();
      const stored = (await (await request.get("/api/admin/settings/logos", { headers })).json()) as { name: string }[];
      expect(stored.map((l) => l.name)).toContain(`${name} 셋째`);
    } finally {
      await request.delete(`/api/admin/settings/logos?id=${logo.logoId}`, { headers });
    }
  });
});

/** A new, unregistered manufacturer for one test, with the admin API's headers. */
async function newManufacturer(request: APIRequestContext, prefix: string) {
  const name = unique(prefix);
  const headers = { Authorization: await token(request) };
  const created = await request.post("/api/admin/manu", {
    headers,
    data: { manuName: name, manuYN: "N", manuIntro: "처음 소개" },
  });
  const { manuId } = (await created.json()) as { manuId: number };
  return { name, manuId, headers };
}

/** 제조사 관리's 수정 tab, signed in, with the manufacturer `name` chosen. */
async function openManufacturerEdit(page: Page, name: string) {
  await signIn(page, "/admin/manu");
  await hydrated(page);
  await page.getByRole("tab", { name: "수정" }).click();
  const edit = page.getByRole("tabpanel", { name: "수정" });
  await edit.getByLabel("수정할 제조사").selectOption({ label: name });
  return edit;
}

test.describe("a manufacturer edited by two people (decision 133)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the later save is refused, the typed text stays, the stored version is shown, and 내 내용으로 저장 saves it", async ({
    page,
    request,
    dialogs,
    allowConsoleError,
  }) => {
    allowConsoleError(REFUSED);
    const { name, manuId, headers } = await newManufacturer(request, "동시 수정 제조사 ");
    const stored = async () =>
      (await (await request.get(`/api/admin/manu/detail?manuId=${manuId}`, { headers })).json()) as Record<
        string,
        unknown
      >;
    try {
      const edit = await openManufacturerEdit(page, name);
      await expect(edit.getByLabel("소개 문구")).toHaveValue("처음 소개");

      // A colleague rewrites the intro meanwhile (the spec's client: no If-Match).
      const theirs = await request.post("/api/admin/manu/update", {
        headers,
        data: { manuId, manuName: name, manuYN: "N", manuIntro: "동료가 고친 소개" },
      });
      expect(theirs.ok()).toBe(true);

      // This form still holds the old intro and changes only 등록 여부.
      await edit.getByRole("radio", { name: "등록", exact: true }).check();
      await edit.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      const notice = conflictNotice(page);
      await expect(notice).toHaveAttribute("role", "alert");
      await expect(notice).toContainText(
        /이 화면을 연 뒤 다른 곳에서 제조사가 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\./,
      );
      await expect(notice).toContainText("아래의 저장된 내용을 확인한 뒤");
      await expect(notice).toBeInViewport();
      const saved = edit.getByRole("region", { name: "저장된 내용" });
      await expect(saved).toContainText("동료가 고친 소개");
      await expect(saved).toContainText("미등록");
      // Nothing was saved, nothing typed was lost; nothing wider than the phone.
      await expect(edit.getByLabel("소개 문구")).toHaveValue("처음 소개");
      await expect(edit.getByRole("radio", { name: "등록", exact: true })).toBeChecked();
      expect(await stored()).toMatchObject({ manuYN: "N", manuIntro: "동료가 고친 소개" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The colleague's text is what this person wanted after all: copied in, then saved over.
      await edit.getByLabel("소개 문구").fill("동료가 고친 소개 (확인)");
      await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
      await expectToast(page, "수정 완료");
      await expect(notice).toBeHidden();
      expect(await stored()).toMatchObject({ manuYN: "Y", manuIntro: "동료가 고친 소개 (확인)" });
      // The next save goes over the revision this one made: no refusal.
      await edit.getByLabel("소개 문구").fill("한 번 더 고친 소개");
      await edit.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      await expectToast(page, "수정 완료");
      await expect(notice).toBeHidden();
      expect(await stored()).toMatchObject({ manuIntro: "한 번 더 고친 소개" });
      dialogs.expectNoMoreConfirms();
    } finally {
      await request.delete("/api/admin/manu", { headers, data: { manuIds: [manuId] } });
    }
  });

  test("a save whose answer was lost is no conflict: saved again, it is saved (decision 137)", async ({
    page,
    request,
    dialogs,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const { name, manuId, headers } = await newManufacturer(request, "답을 못 받은 제조사 ");
    try {
      const edit = await openManufacturerEdit(page, name);
      await edit.getByLabel("소개 문구").fill("지하철 역 근처 전시장 운영");
      const saves = await loseFirstAnswer(page, "**/api/admin/manu/update");
      await edit.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      await expect(
        page.getByText("서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요."),
      ).toBeVisible();
      // Tapped again: saved, not "changed elsewhere" by its own first sending.
      await edit.getByRole("button", { name: "수정" }).click();
      await dialogs.expectConfirm("수정하시겠습니까?");
      await expectToast(page, "수정 완료");
      await expect(conflictNotice(page)).toHaveCount(0);
      const stored = await request.get(`/api/admin/manu/detail?manuId=${manuId}`, { headers });
      // Saved once: one revision past the one the form opened.
      expect([stored.headers().etag, await stored.json()]).toMatchObject([
        '"r2"',
        { manuIntro: "지하철 역 근처 전시장 운영" },
      ]);
      expect(saves.map((req) => [req.headers()["idempotency-key"], req.headers()["if-match"]])).toEqual([
        [expect.stringMatching(/^[0-9a-f-]{36}$/), '"r1"'],
        [saves[0]?.headers()["idempotency-key"], '"r1"'],
      ]);
    } finally {
      await request.delete("/api/admin/manu", { headers, data: { manuIds: [manuId] } });
    }
  });
});
