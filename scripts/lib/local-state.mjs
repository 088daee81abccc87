// A local state (wrangler's local D1 and R2) opened in one runtime start, through wrangler's
// platform proxy: the same files `wrangler dev` serves.
//
// Migrations: applied to a local D1 state in one runtime start. `wrangler d1 migrations apply
// --local` starts a fresh runtime per migration (47 of them: 42 s on a two-core machine, against
// about 8 s here; decision 163). The result is the state wrangler would leave: the same statements
// (split by the Workers test pool's reader, as the Vitest suite applies them), one batch per
// migration with its row in wrangler's own `d1_migrations` table, so `wrangler d1 migrations apply`
// afterwards finds nothing left to do. Remote databases still go through wrangler.
import { join, resolve } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";
import { ROOT } from "./cli.mjs";

// wrangler's own definition (getCreateMigrationsTableQuery), text for text, so both tools see one table.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** Runs `use` with the local state's DB and BUCKET (`persistTo` relative to the project). */
export async function withLocalState(persistTo, use) {
  const proxy = await getPlatformProxy({
    configPath: join(ROOT, "wrangler.toml"),
    persist: { path: join(resolve(ROOT, persistTo ?? ".wrangler/state"), "v3") },
  });
  try {
    return await use(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

/**
 * Applies the migrations not yet recorded to the local state (`persistTo`, default
 * `.wrangler/state`, relative to the project); returns the names applied.
 */
export async function applyLocalMigrations(persistTo) {
  const migrations = await readD1Migrations(join(ROOT, "migrations"));
  return withLocalState(persistTo, async ({ DB: db }) => {
    await db.prepare(CREATE_TABLE).run();
    const done = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((r) => r.name));
    const applied = [];
    for (const { name, queries } of migrations) {
      if (done.has(name)) continue;
      // One batch is one transaction: a migration that fails leaves no half of itself behind.
      await db.batch([
        ...queries.map((query) => db.prepare(query)),
        db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
      ]);
      applied.push(name);
    }
    return applied;
  });
}
