import { defineConfig } from "@playwright/test";
import { PORT, TURNSTILE_PORT, TURNSTILE_TEST_SITE_KEY } from "./ports";

// Browser tests: Debian's Chromium against the production build served by `wrangler dev`
// on a port and a local state of their own, so they never collide with `npm start`.
// Every browser test posts from 127.0.0.1, so the inquiry limit per address is raised (decision 017).
// E2E_PORT lets several runs (e.g. while developing) use their own server and state side by side.
const STATE = `.wrangler/e2e-${PORT}`;
const TURNSTILE_STATE = `.wrangler/e2e-${TURNSTILE_PORT}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "ko-KR",
    // Staff and visitors are in Korea; a test of a device elsewhere sets its own (decision 146).
    timezoneId: "Asia/Seoul",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Each server applies the migrations and seed first (one runtime start, decision 163): about 11 s alone.
  webServer: [
    {
      command: `rm -rf ${STATE} && node scripts/local-setup.mjs --persist-to ${STATE} && wrangler dev --port ${PORT} --ip 127.0.0.1 --inspector-port ${PORT + 600} --persist-to ${STATE} --var INQUIRY_LIMIT:1000/600 --var UPLOAD_LIMIT:1000/600 --var VISIT_LIMIT:10000/60 --show-interactive-dev-session=false`,
      cwd: "../..",
      url: `http://127.0.0.1:${PORT}/api/manufacturers`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    // A second site, configured with Turnstile (decision 017), for turnstile.spec.ts only; the test
    // stands in for Cloudflare's script, and its siteverify is out of reach here, so tokens fail.
    {
      command: `rm -rf ${TURNSTILE_STATE} && node scripts/local-setup.mjs --persist-to ${TURNSTILE_STATE} && wrangler dev --port ${TURNSTILE_PORT} --ip 127.0.0.1 --inspector-port ${TURNSTILE_PORT + 600} --persist-to ${TURNSTILE_STATE} --var TURNSTILE_SITE_KEY:${TURNSTILE_TEST_SITE_KEY} --var TURNSTILE_SECRET:e2e-secret --show-interactive-dev-session=false`,
      cwd: "../..",
      url: `http://127.0.0.1:${TURNSTILE_PORT}/api/manufacturers`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
