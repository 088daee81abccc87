import { backOfficeOpen } from "../config";
import { logError } from "../lib/log";
import { createRouter } from "./router";

// GET /api/health (decision 144): for an uptime monitor. 200 when the database answers on the
// primary at the migration this code was built for and the back office is open; 503 naming what
// is wrong otherwise. A monitor on "/" stays green while the back office is closed or the
// database is behind the code (a deploy without its migrations, a Time Travel restore).

/** The newest file in migrations/: test/unit/health.test.ts keeps it in step with the folder. */
export const LATEST_MIGRATION = "0046_search_fold.sql";

type Check = "ok" | "failed" | "behind" | "closed";

export const healthRouter = createRouter().get("/", async (c) => {
  let database: Check = "ok";
  let migrations: Check = "ok";
  try {
    const row = await c.env.DB.withSession("first-primary")
      .prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1")
      .first<{ name: string }>();
    if (row?.name !== LATEST_MIGRATION) migrations = "behind";
  } catch (error) {
    logError("health", "GET /api/health", error);
    database = "failed";
    migrations = "failed";
  }
  const configuration: Check = backOfficeOpen(c.env) ? "ok" : "closed";
  const ok = database === "ok" && migrations === "ok" && configuration === "ok";
  return c.json({ status: ok ? "ok" : "failed", database, migrations, configuration }, ok ? 200 : 503, {
    "Cache-Control": "no-store",
  });
});
