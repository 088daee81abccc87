// 상단 고정 (decision 057): staff tick "목록 맨 위에 고정", the post heads the public list on every
// page marked 공지, and unticking it puts the list back as it was.
import { expectToast, startNotice, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test("a pinned notice heads every page of /notice as 공지 until unpinned", async ({ dialogs, page, request }) => {
  const title = `고정 공지 ${Date.now().toString(36)}`;
  let postId = 0;
  try {
    await startNotice(page, title, "연말 배송 일정이 바뀝니다.");
    await page.getByRole("checkbox", { name: "목록 맨 위에 고정" }).check();
    await page.getByRole("button", { name: "등록" }).click();
    await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
    postId = Number(page.url().split("/").pop());
    await expect(page.locator(".notice-eyebrow")).toContainText("고정");

    for (const path of ["/notice", "/notice?page=2"]) {
      await page.goto(path);
      const first = page.locator(".board-table tbody tr").first();
      await expect(first.locator("td.num")).toHaveText("공지");
      await expect(first.getByRole("link")).toHaveText(title);
    }
    await page.goto("/notice");
    await hydrated(page);
    await page.locator(".board-table tbody tr.pinned").getByRole("link").click();
    await expect(page).toHaveURL(`/notice/${postId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    await page.goto(`/admin/notice/edit/${postId}`);
    await expect(page.getByRole("checkbox", { name: "목록 맨 위에 고정" })).toBeChecked();
    await page.getByRole("checkbox", { name: "목록 맨 위에 고정" }).uncheck();
    await page.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "수정 완료");
    await page.goto("/notice?page=2");
    await expect(page.locator(".board-table tbody tr.pinned")).toHaveCount(0);
  } finally {
    // A pinned post left behind would add a row to every later list.
    if (postId) {
      const res = await request.delete(`/api/admin/boards/detail?boardId=${postId}`, {
        headers: { Authorization: await token(request) },
      });
      expect(res.status()).toBe(200);
    }
  }
});
