// The Content-Security-Policy in a real browser (docs/decisions/016-security-headers.md): Remix
// hydrates and navigates under it, the postcode widget's script and frame are allowed, and what an
// attacker would inject (an inline script, a tracking image) is refused and reported. Every other
// spec runs under the same policy and fails on any violation (fixtures.ts).

import { expect, test } from "./fixtures";
import { COMPANY, hydrated } from "./helpers";

test("pages carry the policy with a nonce, and Remix hydrates and navigates under it", async ({ page }) => {
  const response = await page.goto("/");
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(policy).not.toContain("'unsafe-inline' https");
  expect(await response?.headerValue("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  await hydrated(page);
  await page.getByRole("link", { name: "공지사항" }).first().click();
  await expect(page).toHaveURL("/notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("공지사항");
});

test("static files carry nosniff and HSTS too", async ({ request }) => {
  const res = await request.get("/favicon-32.png");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("the postcode widget's script (and the scripts it loads) and its search frame are allowed", async ({ page }) => {
  // The widget's hosts, answered here (no internet): a loader that defines daum.Postcode and, when
  // opened, loads more of itself from the same host and shows the search in a frame of
  // postcode.map.kakao.com, as Kakao's does.
  await page.route("https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.daum = { Postcode: function (options) {
        this.open = function () {
          window.__postcodeDone = function () {
            options.oncomplete({ zonecode: "18579", roadAddress: "${COMPANY.address}", jibunAddress: "" });
          };
          var core = document.createElement("script");
          core.src = "https://t1.daumcdn.net/postcode/api/core/test/core.js";
          document.head.appendChild(core);
        };
      } };`,
    }),
  );
  await page.route("https://t1.daumcdn.net/postcode/api/core/test/core.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function () {
        var frame = document.createElement("iframe");
        frame.title = "우편번호 검색";
        frame.src = "https://postcode.map.kakao.com/search";
        frame.onload = function () { window.__postcodeDone(); };
        document.body.appendChild(frame);
      })();`,
    }),
  );
  await page.route("https://postcode.map.kakao.com/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!DOCTYPE html><title>검색</title><p>주소 검색</p>",
    }),
  );
  await page.goto("/inquiryForm");
  await hydrated(page);
  await page.getByRole("button", { name: "주소 검색" }).click();
  await expect(page.getByLabel("주소", { exact: true })).toHaveValue(`(18579) ${COMPANY.address}`);
  await expect(page.frameLocator('iframe[title="우편번호 검색"]').getByText("주소 검색")).toBeVisible();
});

test("an injected inline script and an outside image are refused and reported", async ({
  page,
  cspViolations,
  allowConsoleError,
}) => {
  allowConsoleError(/Content Security Policy/);
  await page.goto("/notice");
  await hydrated(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.appendChild(script);
    const pixel = new Image();
    pixel.src = "https://tracker.example/pixel.gif";
    document.body.appendChild(pixel);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Each reported twice: the page's securitypolicyviolation event and the browser's console line.
  for (const seen of [
    /^script-src-elem blocked inline/,
    /^img-src blocked https:\/\/tracker\.example\/pixel\.gif/,
    /inline script.*Content Security Policy/,
    /image 'https:\/\/tracker\.example\/pixel\.gif'.*Content Security Policy/,
  ]) {
    await expect.poll(() => cspViolations.some((v) => seen.test(v))).toBe(true);
  }
  // Seen and checked: the detector works. Emptied so the fixture does not fail this test.
  cspViolations.splice(0);
});
