// The inquiry form on a site configured with Cloudflare Turnstile (decision 017): the widget's
// module and script load only there, the token goes with the form, and the widget is reset after
// each sending. Cloudflare's script is stood in for (no internet here); the server's siteverify is
// out of reach too, so it refuses every token, which is the refusal the page must show.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillInquiryForm, hydrated } from "./helpers";
import { TURNSTILE_PORT, TURNSTILE_TEST_SITE_KEY } from "./ports";

const SITE = `http://127.0.0.1:${TURNSTILE_PORT}`;
const FAILED = "자동 등록 방지 확인에 실패했습니다. 다시 시도해주세요.";

/** Cloudflare's api.js as far as the form uses it: render puts a token field, reset a new token. */
const FAKE_TURNSTILE = `
  window.turnstileCalls = [];
  window.turnstile = {
    render(container, options) {
      window.turnstileCalls.push(["render", options.sitekey, options.language]);
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "cf-turnstile-response";
      field.value = "token-1";
      container.append(field);
      return "widget-1";
    },
    reset(id) {
      window.turnstileCalls.push(["reset", id]);
      const field = document.querySelector('[name="cf-turnstile-response"]');
      field.value = "token-" + window.turnstileCalls.length;
    },
  };
`;

async function standInForCloudflare(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  await page.route("https://challenges.cloudflare.com/**", (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE });
  });
  return scripts;
}

/** The multipart parts of each POST /api/inquiry the page sends, as text. */
function sentForms(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/inquiry") bodies.push(req.postData() ?? "");
  });
  return bodies;
}

test("the widget renders with the site key, its token goes with the form, and it is reset after a refusal", async ({
  page,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400 .* @ http:\/\/127\.0\.0\.1:\d+\/api\/inquiry$/);
  const scripts = await standInForCloudflare(page);
  const bodies = sentForms(page);
  await page.goto(`${SITE}/inquiryForm`);
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => (window as { turnstileCalls?: unknown[] }).turnstileCalls))
    .toEqual([["render", TURNSTILE_TEST_SITE_KEY, "ko"]]);
  expect(scripts).toEqual(["https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"]);
  await expect(page.locator('.turnstile [name="cf-turnstile-response"]')).toHaveValue("token-1");

  await fillInquiryForm(page, "자동 등록 방지 확인");
  await page.getByRole("button", { name: "문의 등록" }).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  // The server got the token (a missing one says "…확인을 완료해주세요.") and could not verify it.
  await expect(page.getByRole("alert").filter({ hasText: FAILED })).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatch(/name="cf-turnstile-response"\r\n\r\ntoken-1\r\n/);
  // A token works once: the widget was reset for the next try, which sends the new token.
  await expect
    .poll(() => page.evaluate(() => (window as { turnstileCalls?: unknown[] }).turnstileCalls?.at(-1)))
    .toEqual(["reset", "widget-1"]);
  await expect(page.locator('[name="cf-turnstile-response"]')).toHaveValue("token-2");
  await page.getByRole("button", { name: "문의 등록" }).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect.poll(() => bodies.length).toBe(2);
  expect(bodies[1]).toMatch(/name="cf-turnstile-response"\r\n\r\ntoken-2\r\n/);
  await expect(page.getByRole("alert").filter({ hasText: FAILED })).toBeVisible();
});

test("a site without Turnstile loads neither its module nor Cloudflare's script", async ({ page }) => {
  const scripts = await standInForCloudflare(page);
  const chunks: string[] = [];
  page.on("request", (req) => {
    if (/\/assets\/turnstile-/.test(req.url())) chunks.push(req.url());
  });
  await page.goto("/inquiryForm");
  await hydrated(page);
  await fillInquiryForm(page, "턴스타일 없음");
  await expect(page.locator('[name="cf-turnstile-response"]')).toHaveCount(0);
  expect(scripts).toEqual([]);
  expect(chunks).toEqual([]);
});
