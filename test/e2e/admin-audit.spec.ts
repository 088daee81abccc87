// /admin/audit "활동 기록" (issue 12, decision 033): an administrator's change shows up there, the
// filters (kept in the URL) narrow the list, and staff have neither the menu entry nor the screen.
import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN, login, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const SHOTS = "/tmp/shots-audit";
const suffix = () => Date.now().toString(36);

/** A staff account (registered as ROLE_ADMIN, then made ROLE_USER: a role change on the log). */
async function staffAccount(request: APIRequestContext) {
  const id = `audit${suffix()}`;
  const account = { username: `${id}@example.com`, password: "e2e-pass-1234", name: "감사직원" };
  const headers = { Authorization: await token(request) };
  const body = { ...account, userTel: "010-1234-5678", userMail: `${id}.mail@example.com` };
  expect((await request.post("/api/admin/users/register", { headers, data: body })).status()).toBe(201);
  const list = await (await request.get("/api/admin/users/all?size=100", { headers })).json();
  const usersId = (list.content as { usersId: number; username: string }[]).find(
    (u) => u.username === account.username,
  )?.usersId;
  const demoted = await request.patch(`/api/admin/users/role?userId=${usersId}&roleType=ROLE_USER`, { headers });
  expect(demoted.status()).toBe(200);
  return account;
}

test("an administrator's change shows up on 활동 기록 and the filters narrow the list", async ({ page, request }) => {
  const manuName = `기록제조사${suffix()}`;
  const created = await request.post("/api/admin/manu", {
    headers: { Authorization: await token(request) },
    data: { manuName },
  });
  expect(created.status()).toBe(200);

  await login(page);
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "활동 기록" }).click();
  await expect(page).toHaveURL("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "활동 기록" })).toBeVisible();
  // How long the rows are kept (decision 037), said where the administrator reads them.
  await expect(page.getByText("기록은 2년간 보관되며, 그보다 오래된 기록은 자동으로 삭제됩니다.")).toBeVisible();
  await hydrated(page);

  const rows = page.getByRole("table", { name: /활동 기록 목록/ }).getByRole("row");
  // Newest first: the sign-in just made, then the manufacturer created before it.
  await expect(rows.nth(1)).toContainText("로그인");
  const manuRow = rows.filter({ hasText: "등록" }).filter({ hasText: "제조사 #" }).first();
  await expect(manuRow).toContainText(`관리자 (${ADMIN.username})`);

  const filters = page.getByRole("search", { name: "활동 기록 검색" });
  await filters.getByLabel("작업").selectOption({ label: "등록" });
  await filters.getByLabel("대상").selectOption({ label: "제조사" });
  await filters.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/action=create/);
  await expect(page).toHaveURL(/resource=manu/);
  await expect(rows.filter({ hasText: "로그인" })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText("등록");
  await expect(rows.nth(1)).toContainText("제조사 #");

  // A range with nothing in it.
  await filters.getByLabel("시작일").fill("2000-01-01");
  await filters.getByLabel("종료일").fill("2000-01-31");
  await filters.getByRole("button", { name: "검색" }).click();
  await expect(page.getByText("조건에 맞는 기록이 없습니다.")).toBeVisible();
  await page.getByRole("link", { name: "초기화" }).click();
  await expect(page).toHaveURL("/admin/audit");
  await expect(rows.nth(1)).toContainText("로그인");
  await expect(filters.getByLabel("작업")).toHaveValue("");
  await expect(filters.getByLabel("시작일")).toHaveValue("");

  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each row is a card: no side scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
});

test("staff (ROLE_USER) have no 활동 기록 menu and /admin/audit shows the 403 screen in the back office", async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: the server responded with a status of 403/);
  const staff = await staffAccount(request);
  await login(page, staff);
  const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
  await expect(menu.getByRole("link", { name: "문의 관리" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "활동 기록" })).toHaveCount(0);

  // The back office's own 403 screen, at the address asked for (decision 130).
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("접근 권한이 없습니다");
  await expect(page).toHaveURL("/admin/audit");
  await expect(page.getByRole("link", { name: "대시보드로" })).toBeVisible();
});
