// The open back office asks every minute for the inbox's counts (decision 072): a new inquiry or
// a new 담당 is told wherever the user is working, the sidebar's count follows, and a failed
// poll is silent.
import type { APIRequestContext, Page } from "@playwright/test";
import { QUEUE_POLL_MS } from "../../app/admin/inquiries/newCount";
import { ADMIN, expectToast, signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

/** A visitor's inquiry, sent through the public API as the form would. */
async function sendInquiry(request: APIRequestContext, title: string) {
  const res = await request.post("/api/inquiry", {
    multipart: { title, content: "<p>창호 교체 견적 부탁드립니다.</p>", writer: "박방문", tel: "010-1357-2468" },
  });
  expect(res.status()).toBe(200);
}

const sidebarCount = (page: Page) =>
  page
    .getByRole("navigation", { name: "관리자 메뉴" })
    .getByRole("link", { name: /^문의 관리/ })
    .locator(".menu-count");

test("a new inquiry and a new 담당 are told on any screen, and a failed poll says nothing", async ({
  page,
  allowConsoleError,
}) => {
  await page.clock.install();
  await signIn(page);
  // The screen's first count must be in before the inquiry is sent: answered after it, that count
  // would include the inquiry already, and the minute's poll would have nothing new to tell.
  const counted = page.waitForResponse("**/api/admin/inquiry/new-count");
  await page.goto("/admin/item");
  await hydrated(page);
  await counted;
  const headers = { authorization: await token(page.request) };

  const title = `새 문의 알림 ${Date.now()}`;
  await sendInquiry(page.request, title);
  await page.clock.fastForward(QUEUE_POLL_MS);
  const told = page.getByRole("region", { name: "알림" }).getByText(/^새 문의가 접수되었습니다\. \(신규 \d+건\)$/);
  await expect(told).toBeVisible();
  const count = (await told.textContent())?.match(/신규 (\d+)건/)?.[1];
  await expect(sidebarCount(page)).toHaveText(`신규 ${count}건`);
  await expectToast(page, `새 문의가 접수되었습니다. (신규 ${count}건)`);
  // Nothing new since: the next minute tells nothing.
  const asked = page.waitForResponse("**/api/admin/inquiry/new-count");
  await page.clock.fastForward(QUEUE_POLL_MS);
  await asked;
  await expect(page.getByRole("region", { name: "알림" }).getByRole("status")).toHaveCount(0);

  // Someone else hands it to this account.
  const list = await page.request.get(`/api/admin/inquiry?searchKeyword=${encodeURIComponent(title)}`, { headers });
  const inquiryId = ((await list.json()) as { content: { inquiryId: number }[] }).content[0]?.inquiryId;
  const accounts = await page.request.get("/api/admin/users/all?size=100", { headers });
  const me = ((await accounts.json()) as { content: { usersId: number; username: string }[] }).content.find(
    (a) => a.username === ADMIN.username,
  );
  const assigned = await page.request.post("/api/admin/inquiry/assignee", {
    headers,
    data: { inquiryId, usersId: me?.usersId },
  });
  expect(assigned.status()).toBe(200);
  await page.clock.fastForward(QUEUE_POLL_MS);
  await expectToast(page, /^내 담당 문의가 1건 늘었습니다\. \(내 담당 \d+건\)$/);

  // The server cannot be reached for a minute: no alert, no error screen, the count kept.
  allowConsoleError(/new-count/);
  await page.route("**/api/admin/inquiry/new-count", (route) => route.abort());
  await sendInquiry(page.request, `${title} 두 번째`);
  const failed = page.waitForEvent("requestfailed", (r) => r.url().includes("/new-count"));
  await page.clock.fastForward(QUEUE_POLL_MS);
  await failed;
  await expect(page).toHaveURL("/admin/item");
  await expect(page.getByRole("region", { name: "알림" }).getByRole("alert")).toHaveCount(0);
  await expect(sidebarCount(page)).toHaveText(`신규 ${count}건`);
  // Back again, the next minute tells what came meanwhile.
  await page.unroute("**/api/admin/inquiry/new-count");
  await page.clock.fastForward(QUEUE_POLL_MS);
  await expectToast(page, `새 문의가 접수되었습니다. (신규 ${Number(count) + 1}건)`);
});
