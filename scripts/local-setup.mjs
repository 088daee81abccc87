// Prepares local state before `npm start` / `npm run dev` (and the browser tests):
// .dev.vars with a fresh JWT secret, local D1 migrations, and the seed on first start.
// Usage: node scripts/local-setup.mjs [--persist-to <dir>]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { requireNode } from "./lib/cli.mjs";
import { applyLocalMigrations } from "./lib/local-state.mjs";

requireNode();

const args = process.argv.slice(2);
const at = args.indexOf("--persist-to");
const persistTo = at >= 0 ? args[at + 1] : undefined;
const persistArgs = persistTo ? ["--persist-to", persistTo] : [];

if (!existsSync(".dev.vars")) {
  const example = readFileSync(".dev.vars.example", "utf8");
  writeFileSync(
    ".dev.vars",
    example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${randomBytes(32).toString("base64url")}`),
  );
  console.log("Created .dev.vars with a new local JWT secret.");
}

const bin = (name) => `node_modules/.bin/${name}`;
// The project's own Node 24 first on PATH, for the seed's tsx as for wrangler (Node 22.12+).
const env = { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`, CI: "true" };
const applied = await applyLocalMigrations(persistTo);
console.log(applied.length ? `Applied ${applied.length} migration(s) to local D1.` : "Local D1 is up to date.");
execFileSync(bin("tsx"), ["db/seed-local.ts", ...persistArgs], { stdio: "inherit", env });
