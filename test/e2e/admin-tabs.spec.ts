// Several back-office tabs opened at once (decision 078): each new tab renews its session with the
// same refresh cookie at the same moment, and every tab stays signed in.
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("three screens opened in new tabs at once all load signed in, and the first tab stays signed in", async ({
  context,
  page,
}) => {
  await signIn(page);
  const screens = [
    { path: "/admin/inquiry", heading: "문의 관리" },
    { path: "/admin/notice", heading: "공지사항/FAQ 관리" },
    { path: "/admin/user", heading: "관리자" },
  ];
  const tabs = await Promise.all(screens.map(() => context.newPage()));
  await Promise.all(tabs.map((tab, i) => tab.goto(screens[i]?.path ?? "/admin")));
  for (const [i, tab] of tabs.entries()) {
    await expect(tab.getByRole("heading", { level: 1 })).toContainText(screens[i]?.heading ?? "");
    // The list came from the API (the loading card has no table), and no login form took over.
    await expect(tab.getByRole("table")).toBeVisible();
    await expect(tab).toHaveURL(screens[i]?.path ?? "");
  }
  // The browser kept one of the new cookies: a reload renews with it.
  await page.reload();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const tab of tabs) {
    await tab.reload();
    await expect(tab.getByRole("table")).toBeVisible();
    await expect(tab).not.toHaveURL(/loginForm/);
  }
});
