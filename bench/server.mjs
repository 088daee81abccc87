// Shared by the load and scale benchmarks: a private copy of the production build, a local D1/R2
// state (seeded, optionally filled with the large data set), `wrangler dev` on its own port and
// a login as the seeded administrator. Everything is bounded and talks only to 127.0.0.1.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fillLocalD1 } from "../scripts/fill-large.mjs";

const BIN = "node_modules/.bin";
// Children run on this Node (24 under `npm run`), even when the system `node` is older.
// NODE_ENV: `wrangler dev` bundles with "development" unless told (React's development build, several
// times slower to render); a deploy bundles with "production", which is what is measured here.
export const CHILD_ENV = {
  ...process.env,
  PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
  CI: "true",
  NODE_ENV: "production",
};
const setup = (dir) =>
  execFileSync(process.execPath, ["scripts/local-setup.mjs", "--persist-to", dir], {
    stdio: ["ignore", "ignore", "inherit"],
    env: CHILD_ENV,
  });
export const SEED_ADMIN = { username: "admin@example.com", password: "admin1234!" };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function build() {
  execFileSync(`${BIN}/remix`, ["vite:build"], { stdio: ["ignore", "ignore", "inherit"], env: CHILD_ENV });
}

/**
 * Copies build/ to a directory of our own: other developers may rebuild build/ (emptying
 * build/client) while a benchmark runs, which would turn the measurement into 404s.
 */
export async function snapshotBuild(dir) {
  const complete = (d) => existsSync(join(d, "server/index.js")) && existsSync(join(d, "client/assets"));
  for (let i = 0; i < 60 && !complete("build"); i++) await sleep(2000);
  rmSync(dir, { recursive: true, force: true });
  cpSync("build", dir, { recursive: true });
  if (!complete(dir)) throw new Error("build/ is incomplete (someone rebuilding?); run again");
  // The server build imports functions/ and db/ from source, relative to build/server (see
  // vite.config.ts): point the copy at the same files.
  const index = join(dir, "server/index.js");
  const root = process.cwd();
  writeFileSync(index, readFileSync(index, "utf8").replace(/(["'])\.\.\/\.\.\/(functions|db)\//g, `$1${root}/$2/`));
}

/** A freshly migrated and seeded state, as `npm start` has on first start. */
export function freshSeededState(dir) {
  rmSync(dir, { recursive: true, force: true });
  setup(dir);
}

/**
 * A seeded state filled with `counts` rows (see scripts/fill-large.mjs). Filling 100k rows takes
 * a minute or two, so a complete fill is kept (marker file) and reused; new migrations are still
 * applied on every run by local-setup, and `fresh` starts over.
 */
export function dataState(counts, { fresh = false, log = console.log } = {}) {
  const dir = `.wrangler/bench-data-${counts.boards}-${counts.inquiries}-${counts.items}`;
  const marker = join(dir, "bench-data.json");
  const wanted = JSON.stringify({ ...counts, seed: counts.seed ?? 8, format: 1 });
  if (!fresh && existsSync(marker) && readFileSync(marker, "utf8") === wanted) {
    setup(dir);
    log(`Reusing ${dir} (delete it or pass --fresh to refill).`);
    return dir;
  }
  log(`Filling ${dir} …`);
  freshSeededState(dir);
  fillLocalD1(dir, counts, log);
  writeFileSync(marker, wanted);
  return dir;
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `wrangler dev` on the build copy and state; resolves once `readyPath` answers. The caller
 * must call stop() (also registered for exit and signals, so an error never leaves it running).
 */
export async function startServer({
  port,
  state,
  buildDir,
  log = console.log,
  timeoutMs = 180_000,
  args = [],
  // Another Worker (bench/floor.mjs): its own folder and wrangler.toml, a page to wait for, and
  // none of the site's aliases and variables.
  cwd = process.cwd(),
  readyPath = "/api/manufacturers",
  site = true,
}) {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}${readyPath}`)) throw new Error(`port ${port} is already in use by another server`);
  mkdirSync(".cache/bench-logs", { recursive: true });
  const logFile = `.cache/bench-logs/wrangler-${port}.log`;
  const out = createWriteStream(logFile);
  const child = spawn(
    join(process.cwd(), BIN, "wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(port + 600),
      "--persist-to",
      state,
      "--assets",
      join(buildDir, "client"),
      ...(site
        ? [
            "--alias",
            `remix-build=./${join(buildDir, "server/index.js")}`,
            "--alias",
            `build-id=./${join(buildDir, "server/build-id.js")}`,
            "--var",
            `CACHE_VARY_PARAM:${BUST_PARAM}`,
          ]
        : []),
      "--show-interactive-dev-session=false",
      "--live-reload=false",
      ...args,
    ],
    // Own process group: stop() ends wrangler and the workerd it starts, and nothing else.
    { stdio: ["ignore", "pipe", "pipe"], detached: true, env: CHILD_ENV, cwd },
  );
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  const exitedPromise = new Promise((resolve) => child.on("exit", resolve)).then(() => {
    exited = true;
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  const onExit = () => kill("SIGKILL");
  const onSignal = (signal) => {
    kill("SIGKILL");
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("exit", onExit);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const stop = async () => {
    if (!exited) {
      kill("SIGTERM");
      await Promise.race([exitedPromise, sleep(5000)]);
      if (!exited) kill("SIGKILL");
      await Promise.race([exitedPromise, sleep(2000)]);
    }
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  const startedAt = Date.now();
  try {
    for (let i = 0; Date.now() - startedAt < timeoutMs && i < 1000; i++) {
      if (exited) throw new Error(`wrangler dev exited; see ${logFile}`);
      if (await answers(`${base}${readyPath}?_ready=${i}`)) break;
      await sleep(250);
    }
    if (!(await answers(`${base}${readyPath}?_ready=last`)))
      throw new Error(`wrangler dev did not start; see ${logFile}`);
  } catch (err) {
    await stop();
    throw err;
  }
  log(`wrangler dev on ${base} (pid ${child.pid}, state ${state}) ready in ${Date.now() - startedAt} ms`);
  return { base, pid: child.pid, stop, logFile };
}

/** Where the benchmarks' static reference is served. */
export const STATIC_PAGE = "/__bench/page";

/**
 * Writes the static reference, a file of `bytes` (a page's size), into the served build copy and
 * waits until the running server answers it (its assets are watched); returns that first answer.
 * Written as page.html, asked for without the extension: wrangler's assets answer `/x.html` with a
 * 307 to `/x` (html_handling "auto-trailing-slash"), and autocannon does not follow redirects.
 */
export async function serveStaticPage(base, buildDir, bytes) {
  mkdirSync(join(buildDir, "client/__bench"), { recursive: true });
  writeFileSync(join(buildDir, "client/__bench/page.html"), `<!DOCTYPE html>${"x".repeat(Math.max(0, bytes - 15))}`);
  let first;
  for (let i = 0; i < 60 && first?.status !== 200; i++) {
    if (i > 0) await sleep(500);
    first = await timed(`${base}${STATIC_PAGE}`);
  }
  if (first.status !== 200) throw new Error("wrangler dev does not serve the static benchmark file");
  return first;
}

/** Logs in as the seeded administrator; returns the Authorization header value. */
export async function login(base) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(SEED_ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  const authorization = res.headers.get("authorization");
  if (res.status !== 200 || !authorization) throw new Error(`login failed: ${res.status}`);
  return authorization;
}

/** One timed request: status, milliseconds to the end of the body, body size and a few headers. */
export async function timed(url, headers = {}) {
  const t = performance.now();
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t;
  return { status: res.status, ms, bytes: body.byteLength, body, headers: res.headers };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The query parameter the benchmark's servers also key pages by (CACHE_VARY_PARAM, decision 073):
 * in production a page ignores parameters it does not read, so nobody can get past its cache.
 */
export const BUST_PARAM = "_nc";

/** Appends a never-seen value of BUST_PARAM, so the response cache misses. */
export const bust = (path, n) => `${path}${path.includes("?") ? "&" : "?"}${BUST_PARAM}=${n}`;

export function writeResult(prefix, data) {
  mkdirSync("bench/results", { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(":", "-");
  const file = `bench/results/${prefix}-${stamp}.json`;
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** What the figures were measured on: commit, uncommitted changes, runtime, machine load. */
export async function environment() {
  const git = (args) => {
    try {
      return execFileSync("git", args, { encoding: "utf8" }).trim();
    } catch {
      return undefined;
    }
  };
  const os = await import("node:os");
  return {
    date: new Date().toISOString(),
    commit: git(["rev-parse", "--short", "HEAD"]),
    uncommittedChanges: (git(["status", "--porcelain"]) ?? "").split("\n").filter(Boolean).length,
    node: process.version,
    cpus: os.cpus().length,
    loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}
