// How the back office tells the user (decision 023, SPEC §8): toasts instead of alert(), and the
// messages that come with a navigation shown on the page it lands on; a screen that cannot load
// shows the back office's own error screen in its place, a failed save stays on its form (decision 130). The API's answer is faked
// for one call with page.route: it stands for what the server would answer the browser.
import type { Page } from "@playwright/test";
import { ADMIN, createPost, expectToast, login, signIn, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const SECTION_8 = {
  401: "로그인이 필요한 서비스 입니다.",
  403: "접근 권한이 없습니다.",
  404: "요청하신 페이지를 찾을 수 없습니다.",
  500: "서버 오류가 발생했습니다.",
} as const;
const NETWORK = "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.";
const LIST = "**/api/admin/manu/count";
/** The error screens' headings (SPEC §2). */
const SCREEN = { 403: "접근 권한이 없습니다", 404: "페이지를 찾을 수 없습니다", 500: "일시적인 오류가 발생했습니다" };

/** From the dashboard to the manufacturer screen through the menu (a client-side navigation). */
async function openManufacturers(page: Page) {
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "제조사 관리" }).click();
}

test("an anonymous visit to /admin goes to the login form", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401 .*\/api\/auth/); // the refresh attempt without a cookie
  await page.goto("/admin");
  await expect(page).toHaveURL("/loginForm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("관리자 로그인");
});

test("an anonymous visit to a back-office screen returns there after the login", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 401 .*\/api\/auth/);
  await page.goto("/admin/inquiry?status=%EC%8B%A0%EA%B7%9C");
  await expect(page).toHaveURL(`/loginForm?next=${encodeURIComponent("/admin/inquiry?status=%EC%8B%A0%EA%B7%9C")}`);
  await fillLogin(page);
  await expect(page).toHaveURL("/admin/inquiry?status=%EC%8B%A0%EA%B7%9C");
  await expect(page.getByLabel("상태")).toHaveValue("신규");
  await expectToast(page, "로그인 성공");
});

test("a login never follows a return path outside the back office", async ({ page }) => {
  for (const next of ["https://example.org/admin", "//example.org/admin", "/notice"]) {
    await page.goto(`/loginForm?next=${encodeURIComponent(next)}`);
    await fillLogin(page);
    await expect(page).toHaveURL("/admin");
    await expectToast(page, "로그인 성공");
    await page.context().clearCookies();
  }
});

test("login lands on /admin with a 로그인 성공 toast, no dialog", async ({ page }) => {
  await login(page); // asserts the status toast and closes it with 닫기
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the password can be shown before logging in (표시), and the login still works", async ({ page }) => {
  await page.goto("/loginForm");
  await hydrated(page);
  const password = page.getByLabel("비밀번호");
  const show = page.getByRole("button", { name: "비밀번호 표시" });
  await password.fill(ADMIN.password);
  await expect(password).toHaveAttribute("type", "password");
  await expect(show).toHaveAttribute("aria-pressed", "false");
  await show.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveValue(ADMIN.password);
  await show.click();
  await expect(password).toHaveAttribute("type", "password");
  await show.click();
  await page.getByLabel("아이디").fill(ADMIN.username);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  await expectToast(page, "로그인 성공");
});

test("a 401 from the API shows its message on the login form it lands on", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  await signIn(page);
  await page.route(LIST, (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"status":401,"message":"x"}' }),
  );
  await openManufacturers(page);
  // The login form names the screen to come back to.
  await expect(page).toHaveURL(`/loginForm?next=${encodeURIComponent("/admin/manu")}`);
  await expectToast(page, SECTION_8[401], "alert");
  await page.unroute(LIST);
  await fillLogin(page);
  await expect(page).toHaveURL("/admin/manu");
});

/** What the server says with each status (functions/lib/errors.ts). */
const SERVER_SAYS = {
  403: "접근 권한이 없습니다.",
  404: "제조사를 찾을 수 없습니다.",
  500: "서버 오류가 발생했습니다. (오류 번호: e2e-1)",
} as const;

for (const status of [403, 404, 500] as const) {
  test(`a ${status} on a screen's load shows the back office's error screen there, with the server's words`, async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(new RegExp(`status of ${status}`));
    await signIn(page);
    await page.route(LIST, (route) =>
      route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify({ status, message: SERVER_SAYS[status] }),
      }),
    );
    await openManufacturers(page);
    // Inside the back office (decision 130): the address asked for, the menu, a way back.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SCREEN[status]);
    await expect(page).toHaveURL("/admin/manu");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(SERVER_SAYS[status]);
    await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "삭제" })).toHaveCount(0);
    await expect(toast(page, SECTION_8[status], "alert")).toHaveCount(0);
    await page.unroute(LIST);
    await page.getByRole("link", { name: "대시보드로" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: SCREEN[status] })).toHaveCount(0);
    // The next screen shows as it is.
    await openManufacturers(page);
    await expect(page.getByRole("tab", { name: "삭제" })).toBeVisible();
  });
}

test("a 500 on a save stays on the form with the server's words and what was typed", async ({
  page,
  request,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 500/);
  const boardId = await createPost(request, {
    boardTitle: "저장 실패 시험",
    boardContent: "<p>본문</p>",
    boardType: "NOTICE",
    boardYN: "N",
  });
  await signIn(page, `/admin/notice/edit/${boardId}`);
  await hydrated(page);
  const title = page.getByRole("textbox", { name: /^제목/ });
  await expect(title).not.toHaveValue("");
  await title.fill("저장이 실패할 제목");
  await page.route("**/api/admin/boards/update", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ status: 500, message: SERVER_SAYS[500] }),
    }),
  );
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await dialogs.expectConfirm("수정하시겠습니까?");
  await expect(page.locator(".admin-form").getByRole("alert")).toHaveText(SERVER_SAYS[500]);
  await expect(page).toHaveURL(`/admin/notice/edit/${boardId}`);
  await expect(title).toHaveValue("저장이 실패할 제목");
  await expect(page.getByRole("heading", { level: 1, name: SCREEN[500] })).toHaveCount(0);
});

test("a call without an answer shows the network message and stays on the screen", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/net::ERR_FAILED/);
  await signIn(page);
  await page.route(LIST, (route) => route.abort("failed"));
  await openManufacturers(page);
  await expect(toast(page, NETWORK, "alert")).toBeVisible();
  await expect(page).toHaveURL("/admin/manu");
  await expectToast(page, NETWORK, "alert");
});

test("logout shows its toast on the home page after the full load", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "admin@example.com ▾" }).click();
  await page.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(page).toHaveURL("/");
  await hydrated(page);
  await expectToast(page, "로그아웃이 완료 되었습니다.");
  // Shown once: a reload does not bring it back.
  await page.reload();
  await hydrated(page);
  await expect(toast(page, "로그아웃이 완료 되었습니다.")).toHaveCount(0);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast spans the width at the bottom, clear of the TOP button, and goes on 닫기", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "admin@example.com ▾" }).click();
    await page.getByRole("button", { name: "로그아웃", exact: true }).click();
    await expect(page).toHaveURL("/");
    await hydrated(page);
    const shown = toast(page, "로그아웃이 완료 되었습니다.");
    await expect(shown).toBeVisible();
    await page.mouse.wheel(0, 1200); // the TOP button appears past 300 px
    const top = page.getByRole("button", { name: "TOP 맨 위로 이동" });
    await expect(top).toBeVisible();
    const box = await shown.boundingBox();
    const topBox = await top.boundingBox();
    expect(box && topBox).toBeTruthy();
    if (!box || !topBox) return;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(382);
    expect(box.y + box.height).toBeLessThanOrEqual(topBox.y); // above the TOP button
    expect(box.y).toBeGreaterThan(844 / 2); // in the lower half
    await shown.getByRole("button", { name: "닫기" }).click();
    await expect(shown).toHaveCount(0);
  });

  test("in a dialog a toast sits above its buttons, covering neither them nor its fields", async ({
    page,
    dialogs,
  }) => {
    await signIn(page, "/admin/user");
    await hydrated(page);
    const detail = page.getByRole("dialog", { name: "관리자 상세 정보" });
    const open = () => page.getByRole("cell", { name: ADMIN.username, exact: true }).first().click();
    await open();
    dialogs.answerNextConfirm(false);
    await detail.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm("관리자 정보를 모두 삭제하시겠습니까? 계속하려면 확인을 누르세요.");
    await expect(detail).toBeHidden();
    // The same toast, still showing, is shown by the dialog opened next.
    await open();
    const shown = detail.getByRole("status").filter({ hasText: "삭제가 취소 되었습니다." });
    await expect(shown).toBeVisible();
    // Measured where it rests, after its slide-in.
    await expect.poll(() => shown.evaluate((el) => el.getAnimations().length)).toBe(0);
    const box = await shown.boundingBox();
    const actions = await detail.locator(".modal-actions").boundingBox();
    const body = await detail.locator(".modal-body").boundingBox();
    const title = await detail.getByRole("heading", { name: "관리자 상세 정보" }).boundingBox();
    if (!box || !actions || !body || !title) throw new Error("the toast, body, title or buttons are not laid out");
    expect(box.y + box.height).toBeLessThanOrEqual(actions.y);
    // Below the title and the fields (it covered them at the top of the screen).
    expect(box.y).toBeGreaterThanOrEqual(body.y + body.height);
    expect(box.y).toBeGreaterThanOrEqual(title.y + title.height);
    // Inside the dialog.
    const dialog = await detail.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(dialog?.x ?? 0);
    expect(box.x + box.width).toBeLessThanOrEqual((dialog?.x ?? 0) + (dialog?.width ?? 0));
    // A tap on 닫기 reaches the button, not the toast.
    const close = detail.locator(".modal-actions").getByRole("button", { name: "닫기", exact: true });
    expect(
      await close.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
      }),
    ).toBe(true);
    await close.click({ trial: true, timeout: 1000 });
  });

  test("no slide-in animation when the visitor asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, "/admin/manu");
    await hydrated(page);
    await page.getByRole("tab", { name: "삭제" }).click();
    await page.getByRole("button", { name: "선택 삭제" }).click();
    const shown = toast(page, "삭제할 제조사를 선택해 주세요.", "alert");
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

/** Fills the login form the page is on and sends it. */
async function fillLogin(page: Page) {
  await hydrated(page);
  await page.getByLabel("아이디").fill(ADMIN.username);
  await page.getByLabel("비밀번호").fill(ADMIN.password);
  await page.getByRole("button", { name: "로그인" }).click();
}
