// 2단계 인증 (decision 076): turned on from 내 정보 with an authenticator app's code, the login form's
// second step, a 복구 코드, turning it off, and an administrator's reset from the account's detail.
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Account,
  expectToast,
  failedLoad,
  login,
  newAccount,
  open,
  registerAccount,
  submitLogin,
  usersIdOf,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { runOnLocalD1, seriousAxeViolations } from "./helpers";

/** What the phone shows for the secret, `offset` time steps from now. */
const codeOf = (secret: string, offset = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
const notThe = (code: string) => (code === "000000" ? "111111" : "000000");

/** 내 정보 after its password re-check. */
async function openProfile(page: Page, password: string) {
  await open(page, "/admin/myinfo");
  const check = page.getByRole("dialog", { name: "비밀번호 확인" });
  await check.getByLabel("비밀번호").fill(password);
  await check.getByRole("button", { name: "확인" }).click();
  await expect(check).toBeHidden();
  return page.getByRole("region", { name: "2단계 인증" });
}

/** Turns it on for the account through the API (as its own session); answers the secret. */
async function turnOnByApi(request: APIRequestContext, account: Account): Promise<string> {
  const signIn = await request.post("/login", { data: { username: account.username, password: account.password } });
  const headers = { Authorization: signIn.headers().authorization ?? "" };
  const setup = await request.post("/api/admin/info/two-factor/setup", {
    headers,
    data: { password: account.password },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post("/api/admin/info/two-factor/enable", { headers, data: { code: codeOf(secret) } });
  expect(enabled.status()).toBe(200);
  return secret;
}

test("turned on from 내 정보 with the app's code; the login then asks for it, a 복구 코드 signs in once; turned off with one", async ({
  browser,
  page,
  allowConsoleError,
}) => {
  allowConsoleError(failedLoad(400));
  allowConsoleError(failedLoad(401));
  const account = newAccount("e2etotp");
  await registerAccount(page.request, account);
  await login(page, account);
  const section = await openProfile(page, account.password);
  await expect(section.getByRole("status")).toHaveText("사용하지 않음");
  await section.getByRole("button", { name: "2단계 인증 설정" }).click();

  const setup = page.getByRole("dialog", { name: "2단계 인증 설정" });
  await setup.getByLabel("비밀번호").fill("not-my-password");
  await setup.getByRole("button", { name: "다음" }).click();
  await expect(setup.getByRole("alert")).toHaveText("비밀번호가 올바르지 않습니다.");
  await setup.getByLabel("비밀번호").fill(account.password);
  await setup.getByRole("button", { name: "다음" }).click();

  await expect(setup.getByRole("img", { name: "인증 앱에 추가할 QR 코드" })).toBeVisible();
  const openInApp = setup.getByRole("link", { name: "인증 앱에서 열기" });
  const uri = (await openInApp.getAttribute("href")) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  // The key as shown (groups of four) is the one in the link.
  await expect(setup.locator("code")).toHaveText(secret.replace(/(.{4})(?=.)/g, "$1 "));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await setup.getByLabel("인증 코드 (6자리)").fill(notThe(codeOf(secret)));
  await setup.getByRole("button", { name: "사용 시작" }).click();
  await expect(setup.getByRole("alert")).toHaveText(
    "인증 코드가 맞지 않습니다. 앱에 새로 추가한 항목의 6자리 코드를 입력해주세요.",
  );
  await setup.getByLabel("인증 코드 (6자리)").fill(codeOf(secret));
  await setup.getByRole("button", { name: "사용 시작" }).click();

  const codesDialog = page.getByRole("dialog", { name: "복구 코드" });
  await expect(codesDialog.getByRole("listitem")).toHaveCount(10);
  const codes = await codesDialog.getByRole("listitem").allInnerTexts();
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectToast(page, "2단계 인증을 켰습니다.");
  await codesDialog.getByRole("button", { name: "저장해 두었습니다" }).click();
  await expect(codesDialog).toBeHidden();
  await expect(section.getByRole("status")).toContainText("사용 중");
  await expect(section.getByRole("status")).toContainText("남은 복구 코드 10개");

  // Another browser: the password alone is not enough now.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await other.newPage();
  await submitLogin(phone, account);
  const codeField = phone.getByLabel("인증 코드");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(
    phone.getByText("2단계 인증을 사용하는 계정입니다. 인증 앱에 표시된 6자리 코드를 입력해주세요."),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/loginForm/);
  await codeField.fill(notThe(codeOf(secret, 1)));
  await phone.getByRole("button", { name: "로그인" }).click();
  await expect(phone.getByRole("alert")).toHaveText(
    "인증 코드가 맞지 않습니다. 앱에 표시된 지금의 코드나 복구 코드를 입력해주세요.",
  );
  await phone.getByRole("button", { name: "휴대폰을 쓸 수 없나요? 복구 코드 입력" }).click();
  const recoveryField = phone.getByLabel("복구 코드");
  await expect(recoveryField).toHaveAttribute("inputmode", "text");
  await recoveryField.fill(codes[0] ?? "");
  await phone.getByRole("button", { name: "로그인" }).click();
  await expect(phone).toHaveURL("/admin");
  await expectToast(phone, "로그인 성공");
  await other.close();

  // Turning it off takes the password and a code; a used 복구 코드 is refused.
  const again = await openProfile(page, account.password);
  await expect(again.getByRole("status")).toContainText("남은 복구 코드 9개");
  await again.getByRole("button", { name: "2단계 인증 끄기" }).click();
  const off = page.getByRole("dialog", { name: "2단계 인증 끄기" });
  await off.getByLabel("비밀번호").fill(account.password);
  await off.getByLabel("인증 코드 또는 복구 코드").fill(codes[0] ?? "");
  await off.getByRole("button", { name: "끄기" }).click();
  await expect(off.getByRole("alert")).toHaveText(
    "인증 코드가 맞지 않습니다. 앱에 표시된 지금의 코드나 복구 코드를 입력해주세요.",
  );
  await off.getByLabel("인증 코드 또는 복구 코드").fill(codes[1] ?? "");
  await off.getByRole("button", { name: "끄기" }).click();
  await expectToast(page, "2단계 인증을 껐습니다.");
  await expect(off).toBeHidden();
  await expect(again.getByRole("status")).toHaveText("사용하지 않음");
});

test("an administrator sees it on the account's detail and turns it off for a lost phone", async ({
  browser,
  dialogs,
  page,
  request,
}) => {
  const account = newAccount("e2etotpreset");
  await registerAccount(request, account);
  await turnOnByApi(request, account);
  const usersId = await usersIdOf(request, account.username);

  await login(page);
  await open(page, `/admin/user/${usersId}`);
  const section = page.getByRole("region", { name: "2단계 인증" });
  await expect(section.getByRole("status")).toContainText("사용 중");
  await expect(section.getByRole("status")).toContainText("남은 복구 코드 10개");
  await section.getByRole("button", { name: "2단계 인증 해제" }).click();
  await dialogs.expectConfirm(
    `${account.name}님의 2단계 인증을 해제할까요? 다음 로그인부터 비밀번호만 묻고, 본인이 다시 설정해야 합니다.`,
  );
  await expectToast(page, "이 관리자의 2단계 인증을 해제했습니다.");
  await expect(section.getByRole("status")).toHaveText("사용하지 않음");
  await expect(section.getByRole("button", { name: "2단계 인증 해제" })).toHaveCount(0);

  // The password alone signs in again.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await login(await other.newPage(), account);
  await other.close();
});

test("an administrator requires it of everyone: an account without it is sent to 내 정보 and set up before anything else", async ({
  browser,
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(failedLoad(403));
  allowConsoleError(failedLoad(401));
  const owner = newAccount("e2etotpowner");
  await registerAccount(request, owner);
  const ownerSecret = await turnOnByApi(request, owner);
  const staff = newAccount("e2etotpstaff");
  await registerAccount(request, staff);

  // The owner signs in with its code and turns the requirement on under 설정 → 보안.
  await submitLogin(page, owner);
  await page.getByLabel("인증 코드").fill(codeOf(ownerSecret, 1));
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  try {
    await open(page, "/admin/settings/security");
    const box = page.getByRole("checkbox", { name: "모든 관리자에게 2단계 인증 요구" });
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: "저장" }).click();
    await expectToast(page, "설정을 저장했습니다.");

    // The staff account signs in with its password and lands on 내 정보 with the reason.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const theirs = await other.newPage();
    await submitLogin(theirs, staff);
    await expect(theirs).toHaveURL("/admin/myinfo?reason=two-factor");
    // The reason, in the password re-check that opens first.
    await expect(theirs.getByRole("dialog", { name: "비밀번호 확인" })).toContainText(
      "모든 관리자가 2단계 인증을 써야 합니다. 비밀번호를 확인한 뒤 아래 2단계 인증에서 설정하면 다른 관리 화면을 쓸 수 있습니다.",
    );
    const section = await (async () => {
      const check = theirs.getByRole("dialog", { name: "비밀번호 확인" });
      await check.getByLabel("비밀번호").fill(staff.password);
      await check.getByRole("button", { name: "확인" }).click();
      return theirs.getByRole("region", { name: "2단계 인증" });
    })();
    await expect(section.getByRole("alert")).toHaveText(
      "모든 관리자가 2단계 인증을 써야 합니다. 지금 설정하면 다른 관리 화면을 쓸 수 있습니다.",
    );
    await section.getByRole("button", { name: "2단계 인증 설정" }).click();
    const setup = theirs.getByRole("dialog", { name: "2단계 인증 설정" });
    await setup.getByLabel("비밀번호").fill(staff.password);
    await setup.getByRole("button", { name: "다음" }).click();
    const uri = (await setup.getByRole("link", { name: "인증 앱에서 열기" }).getAttribute("href")) ?? "";
    await setup.getByLabel("인증 코드 (6자리)").fill(codeOf(new URL(uri).searchParams.get("secret") ?? ""));
    await setup.getByRole("button", { name: "사용 시작" }).click();
    await theirs.getByRole("button", { name: "저장해 두었습니다" }).click();
    // Back to the dashboard, which loads now.
    await expect(theirs).toHaveURL("/admin");
    await open(theirs, "/admin/notice");
    await expect(theirs.getByRole("table")).toBeVisible();
    await other.close();
  } finally {
    // Other specs share this server: the requirement goes, whatever happened above.
    runOnLocalD1("DELETE FROM site_setting WHERE key = 'security'");
  }
});

test("a QR code whose file cannot load (gone after a deploy, or offline) leaves the setup usable with its key and link (decision 149)", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource|dynamically imported module/);
  const account = newAccount("e2eqrgone");
  await registerAccount(page.request, account);
  await login(page, account);
  const section = await openProfile(page, account.password);
  await page.route("**/assets/QrCode.client-*.js", (route) => route.abort());
  await section.getByRole("button", { name: "2단계 인증 설정" }).click();
  const setup = page.getByRole("dialog", { name: "2단계 인증 설정" });
  await setup.getByLabel("비밀번호").fill(account.password);
  await setup.getByRole("button", { name: "다음" }).click();
  await expect(setup.getByRole("alert")).toContainText("화면 일부를 불러오지 못했습니다");
  await expect(setup.getByRole("button", { name: "다시 시도" })).toBeVisible();
  // The rest of the setup is there: the key can be typed into the app, and the code sent.
  await expect(setup.getByRole("link", { name: "인증 앱에서 열기" })).toBeVisible();
  await expect(setup.getByLabel("인증 코드 (6자리)")).toBeVisible();
  await expect(page.getByText("서버에서 오류가 발생했습니다")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeAttached();
});
