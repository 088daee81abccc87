import { defineConfig } from "@playwright/test";

// The development server's check (`npm run test:dev`): React and Remix report mistakes such as
// duplicate keys, invalid nesting or a hook misused only in their development builds, which the
// browser tests (production build) never see. `npm run dev` on a state of its own and port 8796.
const PORT = 8796;
const STATE = ".wrangler/dev-check";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "../../test-results/dev",
  // The first page of a cold server waits for Vite to pre-bundle the dependencies.
  timeout: 300_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "ko-KR",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
    },
  },
  webServer: {
    command: `rm -rf ${STATE} && node scripts/local-setup.mjs --persist-to ${STATE} && remix vite:dev --port ${PORT} --strictPort --host 127.0.0.1`,
    cwd: "../..",
    env: { DEV_STATE: STATE },
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
