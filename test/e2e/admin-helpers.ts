// Shared by the back-office specs: the seeded administrator, dialogs, login through the form.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

export const ADMIN = { username: "admin@example.com", password: "admin1234!" };

export interface Dialogs {
  /** Every alert/confirm/prompt message, in order. */
  seen: string[];
  /** The answer to the next confirm (default: OK). */
  answerNextConfirm(ok: boolean): void;
}

export function watchDialogs(page: Page): Dialogs {
  const seen: string[] = [];
  const answers: boolean[] = [];
  page.on("dialog", async (d) => {
    seen.push(d.message());
    if (d.type() === "confirm" && answers.length > 0 && answers.shift() === false) await d.dismiss();
    else await d.accept();
  });
  return { seen, answerNextConfirm: (ok) => answers.push(ok) };
}

export async function expectDialog(dialogs: Dialogs, message: string) {
  await expect.poll(() => dialogs.seen).toContain(message);
}

/** Signs in as the seeded administrator through /loginForm and lands on /admin. */
export async function login(page: Page): Promise<Dialogs> {
  const dialogs = watchDialogs(page);
  await page.goto("/loginForm");
  await hydrated(page);
  await page.getByLabel("아이디").fill(ADMIN.username);
  await page.getByLabel("비밀번호").fill(ADMIN.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  return dialogs;
}

/** An access token (the Authorization header value) for API set-up calls. */
export async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post("/login", { data: ADMIN });
  expect(res.ok()).toBe(true);
  const value = res.headers().authorization;
  expect(value).toBeTruthy();
  return value ?? "";
}
