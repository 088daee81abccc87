// Every screen under the development server, on a phone, with no warning or error in the console:
// React's development build reports duplicate keys, invalid nesting, hooks misused and hydration
// mismatches there, and only there. Pages are opened by URL and, where the app moves between
// screens itself, by their links.
import { expect, type Page, test } from "@playwright/test";
import { adminRoutes } from "../../app/admin/routes";
import { ADMIN } from "../e2e/admin-helpers";
import { fillInquiryForm, hydrated } from "../e2e/helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PUBLIC = ["/", "/about", "/history", "/location", "/help", "/manu/1", "/notice", "/faq", "/inquiryForm"];
const NOT_FOUND = "/없는-페이지";

/** Every /admin path of the back office's URL map, each parameter as a placeholder to fill. */
function adminPaths(): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  const route = (path: string, _file: string, options?: unknown, children?: () => void) => {
    const nested = typeof options === "function" ? (options as () => void) : children;
    paths.push(`/${[...parents, path].filter(Boolean).join("/")}`);
    if (nested) {
      parents.push(path);
      nested();
      parents.pop();
    }
  };
  adminRoutes(route as never);
  return paths;
}

/** What the console said, each line with the screen it was said on. */
function listen(page: Page) {
  const said: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    const path = decodeURI(new URL(page.url()).pathname);
    // The not-found screen is answered with its status: the browser reports that, not the app.
    if (path === NOT_FOUND && /status of 404/.test(message.text())) return;
    said.push(`${path} [${message.type()}] ${message.text().slice(0, 400)}`);
  });
  page.on("pageerror", (error) => said.push(`${page.url()} [pageerror] ${error.message}`));
  return said;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

test("public screens, opened and moved between, say nothing in the console", async ({ page }) => {
  const said = listen(page);
  for (const path of [...PUBLIC, NOT_FOUND]) await open(page, path);

  await open(page, "/");
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "공지사항" }).click();
  await expect(page).toHaveURL("/notice");
  await page.getByRole("searchbox", { name: "제목 검색" }).fill("연휴");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/searchKeyword=/);
  await page.getByRole("table").locator("tbody tr a").first().click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await page.waitForLoadState("networkidle");
  expect(said).toEqual([]);
});

test("back-office screens, opened and moved between, say nothing in the console", async ({ page }) => {
  const said = listen(page);
  // The seed has no inquiry: one is sent through the public form first.
  await open(page, "/inquiryForm");
  await fillInquiryForm(page, "개발 서버 점검 문의");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "문의 등록" }).click();
  // The first API call of a cold server waits for Vite to load the API.
  await expect(page.getByRole("status")).toContainText("문의 글 작성이 완료 되었습니다.", { timeout: 60_000 });

  await open(page, "/loginForm");
  await page.getByLabel("아이디").fill(ADMIN.username);
  await page.getByLabel("비밀번호").fill(ADMIN.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  // The inquiry just sent, from the inbox's link; every other id is one the seed has.
  await open(page, "/admin/inquiry");
  await page.locator('main a[href^="/admin/inquiry/"]').first().click();
  await expect(page).toHaveURL(/\/admin\/inquiry\/\d+$/);
  const inquiryPath = new URL(page.url()).pathname;
  await page.waitForLoadState("networkidle");
  const screens = adminPaths().map((path) =>
    path === "/admin/inquiry/:id" ? inquiryPath : path.replace(/:\w+/g, "1"),
  );
  expect(screens.length).toBeGreaterThan(25);
  for (const path of screens) await open(page, path);

  // The sidebar's way to another screen.
  await page.getByRole("button", { name: "메뉴", exact: true }).click();
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "일정 관리" }).click();
  await expect(page).toHaveURL("/admin/calendar");
  await page.waitForLoadState("networkidle");
  expect(said).toEqual([]);
});
