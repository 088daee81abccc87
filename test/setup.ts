import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from an empty, migrated database and an empty bucket.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
