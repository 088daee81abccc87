// 게시 일시 (decision 053): staff date a notice ahead, the back office marks it 예약 with its time,
// visitors do not see it until then, and "지금으로" publishes it at once.

import { nowLocal } from "../../functions/lib/dates";
import { expectToast, startNotice, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { NOT_FOUND_RESOURCE } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

test("a notice dated tomorrow is 예약 for staff, hidden from visitors, and published by 지금으로", async ({
  dialogs,
  page,
  request,
  allowConsoleError,
}) => {
  const title = `예약 게시 ${Date.now().toString(36)}`;
  const tomorrow = `${nowLocal(Date.now() + DAY).slice(0, 10)}T09:00`;
  const shown = tomorrow.replace("T", " ");
  let postId = 0;
  try {
    await startNotice(page, title, "내일 아침에 공개되는 공지입니다.");
    const when = page.getByLabel("게시 일시");
    await expect(page.locator("#notice-regdate-hint")).toHaveText(
      "비워 두면 등록하는 시각으로 게시됩니다. 앞으로의 시각을 고르면 그때 공개됩니다(예약 게시).",
    );
    await when.fill(tomorrow);
    await expect(page.locator("#notice-regdate-hint")).toHaveText(
      `예약 게시: ${shown}에 공개됩니다. 그때까지 방문자에게는 보이지 않습니다.`,
    );
    await page.getByRole("button", { name: "등록" }).click();

    await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
    postId = Number(page.url().split("/").pop());
    await expect(page.locator(".notice-eyebrow .status-badge")).toHaveText("예약");
    await expect(page.locator(".notice-meta")).toContainText(`게시 일시${shown} (이 시각에 공개됩니다)`);

    await page.goto(`/admin/notice?searchKeyword=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.locator("td.status")).toHaveText("예약");
    await expect(row.locator("td.date")).toHaveText(shown);

    // The dashboard's newest posts mark it too.
    await page.goto("/admin");
    const dashRow = page.getByRole("region", { name: "공지사항" }).getByRole("row").filter({ hasText: title });
    await expect(dashRow.locator(".status-badge")).toHaveText("예약");

    // Visitors: not in the list, and its page is not found.
    await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
    await expect(page.getByText(`'${title}'에 해당하는 게시글이 없습니다.`)).toBeVisible();
    allowConsoleError(NOT_FOUND_RESOURCE);
    const hidden = await page.goto(`/notice/${postId}`);
    expect(hidden?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCount(0);

    // 지금으로: published now, the time the form sends.
    await page.goto(`/admin/notice/edit/${postId}`);
    await expect(page.getByLabel("게시 일시")).toHaveValue(tomorrow);
    await page.getByRole("button", { name: "지금으로" }).click();
    await expect(page.locator("#notice-regdate-hint")).toHaveText(
      "게시 일시를 바꾸면 목록에서의 순서와 표시되는 날짜도 바뀝니다.",
    );
    await page.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "수정 완료");
    await expect(page.locator(".notice-eyebrow .status-badge")).toHaveText("공개");

    await page.goto(`/notice?searchKeyword=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", `/notice/${postId}`);
    await page.goto(`/notice/${postId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    // A post left dated ahead would head every later spec's admin list.
    if (postId) {
      const res = await request.delete(`/api/admin/boards/detail?boardId=${postId}`, {
        headers: { Authorization: await token(request) },
      });
      expect(res.status()).toBe(200);
    }
  }
});

test.describe("staff abroad (decision 146)", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a device in another time zone is told every time is Korea time, and 게시 일시 says so", async ({ page }) => {
    await startNotice(page, `해외 작성 ${Date.now().toString(36)}`, "출장 중에 작성합니다.");
    await expect(page.getByText("이 기기는 한국과 시간대가 다릅니다.")).toHaveText(
      "이 기기는 한국과 시간대가 다릅니다. 모든 시각은 한국 시간입니다.",
    );
    await expect(page.getByLabel("게시 일시")).toHaveAccessibleDescription(/한국 시간/);
  });
});

test("a device in Korea gets no time-zone line", async ({ page }) => {
  await startNotice(page, `국내 작성 ${Date.now().toString(36)}`, "사무실에서 작성합니다.");
  await expect(page.getByLabel("게시 일시")).toBeVisible();
  await expect(page.getByText("이 기기는 한국과 시간대가 다릅니다.")).toHaveCount(0);
});
