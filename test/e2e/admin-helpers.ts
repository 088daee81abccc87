// Shared by the back-office specs: the seeded administrator, toasts, login through the form.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { fillInquiryForm, hydrated } from "./helpers";

export const ADMIN = { username: "admin@example.com", password: "admin1234!" };

/** A toast (decision 023): in the "알림" region, role status (done, cancelled) or alert (a problem). */
export function toast(page: Page, text: string | RegExp, role: "status" | "alert" = "status") {
  return page
    .getByRole("region", { name: "알림" })
    .getByRole(role)
    .filter({ has: page.getByText(text, { exact: true }) });
}

/**
 * The toast is shown with this text and role; then closed with its 닫기 button, so a later check
 * of the same text sees a new toast and nothing covers the page.
 */
export async function expectToast(page: Page, text: string | RegExp, role: "status" | "alert" = "status") {
  const shown = toast(page, text, role);
  await expect(shown).toBeVisible();
  await shown.getByRole("button", { name: "닫기" }).click();
  await expect(shown).toHaveCount(0);
}

/** Fills /loginForm with the account and sends it; what follows is the caller's to check. */
export async function submitLogin(page: Page, account: { username: string; password: string }) {
  await page.goto("/loginForm");
  await hydrated(page);
  await page.getByLabel("아이디").fill(account.username);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
}

/** Signs in through /loginForm and lands on /admin, where the 로그인 성공 toast shows. */
export async function login(page: Page, account: { username: string; password: string } = ADMIN) {
  await submitLogin(page, account);
  await expect(page).toHaveURL("/admin");
  await expectToast(page, "로그인 성공");
}

/**
 * Signs in as the form does (POST /login with the browser's own user agent; the page's context
 * keeps the refresh cookie) and opens `path`, which loads signed in as after a reload: for tests
 * of a screen, 2 s less than the form and the dashboard on the way (login() is for the form's).
 */
export async function signIn(page: Page, path = "/admin", account: { username: string; password: string } = ADMIN) {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const res = await page.request.post("/login", { data: account, headers: { "user-agent": userAgent } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

/** An access token (the Authorization header value) for API set-up calls. */
export async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post("/login", { data: ADMIN });
  expect(res.ok()).toBe(true);
  const value = res.headers().authorization;
  expect(value).toBeTruthy();
  return value ?? "";
}

/** Signs in and fills the notice form up to its options: type 공지사항, the title and typed content. */
export async function startNotice(page: Page, title: string, content: string) {
  await signIn(page, "/admin/notice/add");
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await page.getByRole("textbox", { name: /^제목/ }).fill(title);
  await page.getByRole("textbox", { name: "내용" }).click();
  await page.keyboard.type(content);
}

/** Posts a DTO part as the back office does (a JSON blob) with its own token; expects 200, answers the text. */
export async function postDto(request: APIRequestContext, path: string, part: string, dto: object): Promise<string> {
  const res = await request.post(path, {
    headers: { Authorization: await token(request) },
    multipart: { [part]: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.text();
}

/** Creates a post through the API (own login, own token) and returns its id. */
export async function createPost(
  request: APIRequestContext,
  dto: { boardTitle: string; boardContent: string; boardType: "NOTICE" | "FAQ"; boardYN: "Y" | "N" },
): Promise<number> {
  return Number(await postDto(request, "/api/admin/boards", "createBoardDTO", dto));
}

/** Saves a post through the API, as another screen would (no If-Match). */
export const updatePost = (request: APIRequestContext, dto: { boardId: number } & Record<string, unknown>) =>
  postDto(request, "/api/admin/boards/update", "updateBoardDTO", dto);

/**
 * Sends an inquiry through the public form (its confirm is the page's first dialog), then signs in
 * and opens it in the back office.
 */
export async function sendAndOpenInquiry(page: Page, title: string, email?: string) {
  await page.goto("/inquiryForm");
  await hydrated(page);
  await fillInquiryForm(page, title);
  if (email) await page.getByLabel("이메일").fill(email);
  await page.getByRole("button", { name: "문의 등록" }).click();
  await expect(page.getByRole("status")).toContainText("문의 글 작성이 완료 되었습니다.");
  await signIn(page, `/admin/inquiry?searchKeyword=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("row").filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/admin\/inquiry\/\d+$/);
}

// ---- Accounts and screens (as the seeded administrator) ----

/** Chromium's console line for a fetch answered with an error status. */
export const failedLoad = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

let counter = 0;
/** A name no other test (or earlier run against the same state) uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Opens an admin screen and waits until its data-bearing client code runs. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post("/login", { data: ADMIN });
  expect(res.status(), "seed admin login").toBe(200);
  return { Authorization: res.headers().authorization ?? "" };
}

export interface Account {
  username: string;
  password: string;
  name: string;
  userTel: string;
  userMail: string;
}

export function newAccount(prefix: string): Account {
  const id = unique(prefix);
  return {
    username: `${id}@example.com`,
    password: "e2e-pass-1234",
    name: `테스트${id.slice(-6)}`,
    userTel: "010-1234-5678",
    userMail: `${id}.mail@example.com`,
  };
}

export async function registerAccount(request: APIRequestContext, account: Account) {
  const res = await request.post("/api/admin/users/register", { headers: await adminHeaders(request), data: account });
  expect(res.status(), await res.text()).toBe(201);
}

export async function usersIdOf(request: APIRequestContext, username: string): Promise<number> {
  const headers = await adminHeaders(request);
  for (let page = 0; ; page++) {
    const res = await request.get(`/api/admin/users/all?page=${page}&size=100`, { headers });
    const body = (await res.json()) as { content: { usersId: number; username: string }[]; totalPages: number };
    const user = body.content.find((u) => u.username === username);
    if (user) return user.usersId;
    if (page + 1 >= body.totalPages) throw new Error(`no account ${username}`);
  }
}
