// What the operator scripts (admin:create, backup, restore) share: the Node version check, one way
// to run wrangler, and the target they act on (local state, or a wrangler environment's remote
// database and bucket).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** wrangler and these scripts need Node 22.12+; `npm run …` puts the project's own Node 24 first. */
export function requireNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `Node.js ${process.versions.node}: 22.12 이상이 필요합니다. npm run … 으로 실행하세요 (the project's own Node 24).\n` +
      "Node.js 22.12+ is required: run this through npm (e.g. npm run backup), which uses the project's Node.",
  );
  process.exit(1);
}

/**
 * Runs the project's wrangler with the project's Node first on PATH; returns stdout. `quiet` keeps
 * its error output (a failure is still thrown), for a call that is expected to fail at times.
 */
export function wrangler(args, { cwd = ROOT, input, quiet = false } = {}) {
  const bin = join(ROOT, "node_modules/.bin");
  return execFileSync(join(bin, "wrangler"), args, {
    cwd,
    input,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: [input === undefined ? "inherit" : "pipe", "pipe", quiet ? "pipe" : "inherit"],
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
}

/**
 * The D1 database and R2 bucket a command acts on. `--env production` → the remote resources of
 * that wrangler environment; otherwise local state (`--persist-to`, default `.wrangler/state`).
 */
export function targetOf({ env, persistTo }) {
  const config = parse(readFileSync(join(ROOT, "wrangler.toml"), "utf8"));
  const scope = env ? config.env?.[env] : config;
  if (!scope) throw new Error(`wrangler.toml has no [env.${env}]`);
  const d1 = scope.d1_databases?.find((d) => d.binding === "DB");
  const r2 = scope.r2_buckets?.find((b) => b.binding === "BUCKET");
  if (!d1 || !r2) throw new Error(`wrangler.toml ${env ? `[env.${env}]` : "top level"} lacks the DB or BUCKET binding`);
  const where = env ? ["--remote", "--env", env] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  return { env, persistTo, d1, bucket: r2.bucket_name, where, remote: Boolean(env) };
}

/** Runs one SQL statement (or a file) on the target and returns the result rows. */
export function d1Query(target, sql) {
  const out = wrangler(["d1", "execute", "DB", ...target.where, "--json", "--command", sql]);
  return JSON.parse(out.slice(out.indexOf("[")))[0]?.results ?? [];
}

export function d1File(target, file) {
  wrangler(["d1", "execute", "DB", ...target.where, "--yes", "--file", file]);
}

/**
 * `wrangler d1 export --local` reads only the state next to its config file, so for another local
 * state (`--persist-to`) it runs against a throwaway config whose `.wrangler/state` links there.
 */
export function exportArgsDir(target) {
  if (target.remote || !target.persistTo)
    return { cwd: ROOT, args: target.where.filter((a) => a !== "--persist-to" && a !== target.persistTo) };
  const dir = mkdtempSync(join(tmpdir(), "wrangler-export-"));
  mkdirSync(join(dir, ".wrangler"));
  symlinkSync(resolve(ROOT, target.persistTo), join(dir, ".wrangler/state"));
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({ name: "export", compatibility_date: "2025-09-01", d1_databases: [target.d1] }),
  );
  return { cwd: dir, args: ["--local"] };
}

/** SQL text literal. */
export const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;
