import { defineConfig } from "vitest/config";

// The operator scripts (scripts/*.mjs) run in Node and drive wrangler against local D1 and R2
// states of their own; their tests run here, outside the Workers runtime.
export default defineConfig({
  test: {
    include: ["test/scripts/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
