import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from an empty, migrated database and an empty bucket.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The Worker loads its render path (Hono API, Remix build) on the first cache miss; load it here,
// where module transforms are not charged to the first test's time limit.
await Promise.all([import("../functions/app"), import("remix-build")]);
