// 이전 버전 (decision 075): a post's or an item's detail lists what each save replaced; one opens in a
// dialog, and 이 버전으로 되돌리기 fills the edit form with it, saved by 수정 as a new version.
import type { APIRequestContext } from "@playwright/test";
import { createPost, expectToast, postDto, signIn, token, updatePost } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated, seriousAxeViolations } from "./helpers";

const saveElsewhere = (request: APIRequestContext, boardId: number, boardTitle: string, body: string) =>
  updatePost(request, { boardId, boardTitle, boardContent: `<p>${body}</p>` });

// Posts made here are 비공개, so that the public lists other tests count stay as seeded.
test("an earlier version is listed, shown, and brought back through the edit form", async ({
  page,
  request,
  dialogs,
}) => {
  const stamp = Date.now().toString(36);
  const first = `버전 원본 ${stamp}`;
  const boardId = await createPost(request, {
    boardTitle: first,
    boardContent: "<p>원래 <strong>본문</strong></p>",
    boardType: "FAQ",
    boardYN: "N",
  });
  await saveElsewhere(request, boardId, `버전 둘 ${stamp}`, "잘못 고친 본문");
  await saveElsewhere(request, boardId, `버전 셋 ${stamp}`, "또 고친 본문");

  await signIn(page, `/admin/notice/${boardId}`);
  await hydrated(page);
  const section = page.getByRole("region", { name: /이전 버전/ });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("이전 버전 (2)");
  const rows = section.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`버전 둘 ${stamp}`);
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.nth(1)).toContainText(/관리자님이 \d{4}-\d{2}-\d{2} \d{2}:\d{2}에 수정하기 전/);

  await rows
    .nth(1)
    .getByRole("button", { name: /버전 보기$/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "이전 버전" });
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(first);
  await expect(dialog.locator(".prose strong")).toHaveText("본문");
  await expect(dialog).toContainText("비공개");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByRole("link", { name: "이 버전으로 되돌리기" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/notice/edit/${boardId}\\?version=1$`));
  await expect(page.getByRole("status").filter({ hasText: "저장된 버전을 불러왔습니다." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^제목/ })).toHaveValue(first);
  await expect(page.getByRole("textbox", { name: "내용" }).locator("strong")).toHaveText("본문");

  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/notice/${boardId}`);
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  await expect(page.locator(".notice-body strong")).toHaveText("본문");
  // The restore is a save like any other: what it replaced is kept too.
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("이전 버전 (3)");
  await expect(rows.nth(0)).toContainText(`버전 셋 ${stamp}`);
  dialogs.expectNoMoreConfirms();
});

test("a version that is gone says so and the form opens with the post as it is", async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  const title = `버전 없는 글 ${Date.now().toString(36)}`;
  const boardId = await createPost(request, {
    boardTitle: title,
    boardContent: "<p>본문</p>",
    boardType: "NOTICE",
    boardYN: "N",
  });
  await signIn(page, `/admin/notice/edit/${boardId}?version=7`);
  await expectToast(page, "이전 버전을 찾을 수 없습니다.", "alert");
  await expect(page).toHaveURL(`/admin/notice/edit/${boardId}?version=7`);
  await expect(page.getByRole("textbox", { name: /^제목/ })).toHaveValue(title);
  await expect(page.locator(".version-restore")).toHaveCount(0);
});

test("an item's earlier version: its fields in the dialog, brought back through the item form", async ({
  page,
  request,
  dialogs,
}) => {
  const copy = await request.post("/api/admin/items/copy?itemId=1", {
    headers: { Authorization: await token(request) },
  });
  expect(copy.status()).toBe(201);
  const { itemId } = (await copy.json()) as { itemId: number };
  const before = await (
    await request.get(`/api/admin/items/modify?itemId=${itemId}`, { headers: { Authorization: await token(request) } })
  ).json();
  const changed = `바뀐 제품 ${Date.now().toString(36)}`;
  await postDto(request, "/api/admin/items/update", "updateItemDTO", {
    itemId,
    itemName: changed,
    itemNum: "CHG-1",
    freeContent: "<p>바뀐 상세</p>",
  });

  await signIn(page, `/admin/item/${itemId}`);
  await hydrated(page);
  const section = page.getByRole("region", { name: /이전 버전/ });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("이전 버전 (1)");
  await section.getByRole("button", { name: /버전 보기$/ }).click();
  const dialog = page.getByRole("dialog", { name: "이전 버전" });
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(before.itemName);
  await expect(dialog.locator("dd").first()).toHaveText(before.itemNum ?? "-");
  await expect(dialog).toContainText(before.itemType);

  await dialog.getByRole("link", { name: "이 버전으로 되돌리기" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/item/edit/${itemId}\\?version=1$`));
  await expect(page.getByRole("status").filter({ hasText: "이미지는 지금 그대로입니다." })).toBeVisible();
  await expect(page.getByLabel("제품명", { exact: true })).toHaveValue(before.itemName);
  await expect(page.getByLabel("제품 타입")).toHaveValue(String(before.itemTypeId));

  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/item/${itemId}`);
  await expect(page.getByRole("heading", { level: 1, name: before.itemName })).toBeVisible();
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("이전 버전 (2)");
  await expect(section.getByRole("listitem").first()).toContainText(changed);
  dialogs.expectNoMoreConfirms();
});
