import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Tests run inside the Workers runtime (workerd via miniflare) against real local D1 and R2,
// with the bindings of wrangler.toml; each test file gets its own fresh storage.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
          JWT_SECRET: "test-only-secret-that-is-long-enough-0123456789",
          // Many tests post inquiries and stage files from one (unknown) address; test/api/abuse.test.ts
          // checks the default limits with an env of its own.
          INQUIRY_LIMIT: "10000/600",
          // The same for the visit beacon's limit in the isolate; site-visits.test.ts sets its own.
          VISIT_LIMIT: "10000/60",
          // Tests that need a page rendered afresh give it a new ?t= (decision 073); every other
          // parameter a page does not read is left out of its key, as in production.
          CACHE_VARY_PARAM: "t",
          UPLOAD_LIMIT: "10000/600",
          // test/api/fuzz.test.ts: runs per route and seed; `npm run fuzz` sets them for a longer run.
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
          FUZZ_SEED: process.env.FUZZ_SEED ?? "",
        },
      },
    }),
  ],
  resolve: {
    alias: {
      "remix-build": new URL("./build/server/index.js", import.meta.url).pathname,
      "build-id": new URL("./build/server/build-id.js", import.meta.url).pathname,
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Node-side tests of the operator scripts: vitest.node.config.ts.
    exclude: ["test/scripts/**", "**/node_modules/**"],
    setupFiles: ["./test/setup.ts"],
    // A test file waits on workerd's storage much of its time, so two run side by side even on a
    // two-core machine (CI's): 345 s instead of 445 s for the whole suite there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          // keen-slider/react is CommonJS that requires React: pre-bundle it so SSR gets React's hooks.
          include: [
            "@remix-run/cloudflare",
            "@remix-run/server-runtime",
            "cookie",
            "set-cookie-parser",
            "xss",
            "keen-slider/react.js",
            // Each test file loads the Worker in a fresh runtime, a module fetch per file of a
            // package: one pre-bundled file per package instead (20 API files: 111 → 92 s here).
            "zod",
            "zod/v4/locales/ko.js",
            "drizzle-orm",
            "drizzle-orm/sqlite-core",
            "drizzle-orm/batch",
            "drizzle-orm/d1",
            "hono",
            "hono/factory",
            "hono/cookie",
            "hono/http-exception",
            "@hono/zod-validator",
            "jose",
            "file-type",
            "multipasta",
            "es-hangul",
            "temporal-polyfill",
            "react",
            "react/jsx-runtime",
            "react-dom/server",
            "@remix-run/react",
            "isbot",
            "ipaddr.js",
            "@oslojs/encoding",
            "@oslojs/otp",
            "papaparse",
          ],
        },
      },
    },
  },
}));
