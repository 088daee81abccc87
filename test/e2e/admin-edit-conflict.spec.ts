// Two people editing the same post or item (decision 074): the form saves against the revision it
// opened; when someone saved in between, the save is refused, the typed text stays, a notice says
// when the other save was, links the saved version (new tab), and 내 내용으로 저장 saves over it.
// An inquiry's answer written while someone else added a memo is held the same way.
import type { Page } from "@playwright/test";
import { createPost, expectToast, login, sendAndOpenInquiry, token, updatePost } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, seriousAxeViolations } from "./helpers";

const CHANGED = (what: "게시글" | "제품") =>
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
  await login(page);
  await page.goto(`/admin/notice/edit/${boardId}`);
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
  await login(page);
  await page.goto(`/admin/item/edit/${itemId}`);
  await hydrated(page);
  const nameInput = page.getByLabel("제품명");
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
