import { applyD1Migrations, env } from "cloudflare:test";
import { expect } from "vitest";

// test/unit checks functions on their own, without the database or the Worker: it skips both
// (about 5 s of set-up per file on a two-core machine).
if (!expect.getState().testPath?.includes("/test/unit/")) {
  // Every other test file starts from an empty, migrated database and an empty bucket.
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

  // The Worker loads its render path (Hono API, Remix build) on the first cache miss; load it here,
  // where module transforms are not charged to the first test's time limit.
  await Promise.all([import("../functions/app"), import("remix-build")]);
}
