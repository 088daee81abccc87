// The framework's floor for an uncached page (issue 8's "uncached SSR ≥ 0.35× static"): a bare
// Remix app (bench/floor/) with a page of the home page's shape and as many routes as the site,
// on the same runtime settings, against the site's own `/` with a new URL every request. Both
// servers run side by side and are loaded in turns, each against a static file of its page's size
// served by itself, so the machine's drift between runs falls on both alike.
// A third server runs the same bare app behind the Cache API as the site's miss uses it (a lookup
// before the render, a store after), which is what a miss costs when the cache is the local one.
// Usage: npm run bench:floor [-- --rounds 3 --duration 8 --connections 32 --skip-build]
// Prints a table and writes bench/results/floor-<date>.json.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  BUST_PARAM,
  build,
  bust,
  CHILD_ENV,
  environment,
  freshSeededState,
  median,
  STATIC_PAGE,
  serveStaticPage,
  snapshotBuild,
  startServer,
  timed,
  writeResult,
} from "./server.mjs";

const { values: opts } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "32" },
    port: { type: "string", default: "8791" },
    "skip-build": { type: "boolean", default: false },
  },
});
const rounds = Number(opts.rounds);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const sitePort = Number(opts.port);
const floorPort = sitePort + 1;
const floorCachePort = sitePort + 3;
if (!(rounds >= 1 && rounds <= 20 && duration > 0 && duration <= 60 && connections > 0 && sitePort > 1024)) {
  throw new Error("--rounds 1–20, --duration 1–60 s, --connections > 0, --port > 1024");
}

const FLOOR_DIR = resolve(".cache/bench-floor");
const runId = Date.now();
// One count for the whole run: a URL asked for again would be a hit.
let requestNumber = 0;

/** The site's route table size (root included), from the build's browser manifest. */
function siteRouteCount(buildDir) {
  const assets = join(buildDir, "client/assets");
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("no manifest in the build");
  const manifest = JSON.parse(readFileSync(join(assets, file), "utf8").replace(/^window\.__remixManifest=|;$/g, ""));
  return Object.keys(manifest.routes).length;
}

/** bench/floor/ copied to .cache, with trivial routes added up to `routes`, and built. */
function buildFloor(routes) {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  cpSync("bench/floor", FLOOR_DIR, { recursive: true });
  symlinkSync(resolve("node_modules"), join(FLOOR_DIR, "node_modules"));
  writeFileSync(join(FLOOR_DIR, "package.json"), '{ "private": true, "type": "module" }\n');
  // root and _index are two of them; the rest answer their own paths, as the site's other pages.
  for (let i = 1; i <= routes - 2; i++) {
    writeFileSync(
      join(FLOOR_DIR, `app/routes/page${i}.tsx`),
      `export default function Page() {\n  return <p>page ${i}</p>;\n}\n`,
    );
  }
  execFileSync(resolve("node_modules/.bin/remix"), ["vite:build"], {
    cwd: FLOOR_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: CHILD_ENV,
  });
}

async function load(url, everyRequestNew) {
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: everyRequestNew
      ? [{ method: "GET", setupRequest: (req) => ({ ...req, path: bust(path, `floor-${runId}-${++requestNumber}`) }) }]
      : undefined,
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function run() {
  const env = await environment();
  if (!opts["skip-build"]) {
    console.log("Building the site …");
    build();
  }
  const siteBuild = `.cache/bench-build-${sitePort}`;
  await snapshotBuild(siteBuild);
  const routes = siteRouteCount(siteBuild);
  console.log(`Building the floor app with ${routes} routes …`);
  buildFloor(routes);
  const siteState = `.wrangler/bench-${sitePort}`;
  freshSeededState(siteState);

  const floorBuild = join(FLOOR_DIR, "build");
  const floorServer = (port, name, args = []) =>
    startServer({
      port,
      state: join(FLOOR_DIR, `.state-${name}`),
      buildDir: floorBuild,
      cwd: FLOOR_DIR,
      readyPath: "/",
      site: false,
      args,
    });
  const servers = {
    site: await startServer({ port: sitePort, state: siteState, buildDir: siteBuild }),
    floor: await floorServer(floorPort, "floor"),
    "floor + Cache API": await floorServer(floorCachePort, "cache", ["--var", "CACHE_API:1"]),
  };
  const apps = ["floor", "floor + Cache API", "site"];
  const results = Object.fromEntries(apps.map((which) => [which, []]));
  const sizes = {};
  try {
    // Each one's static file is as large as its page, so all measure sending the same bytes.
    for (const which of apps) {
      const buildDir = which === "site" ? siteBuild : floorBuild;
      const { base } = servers[which];
      sizes[which] = (await timed(`${base}/?${BUST_PARAM}=size-${runId}`)).bytes;
      await serveStaticPage(base, buildDir, sizes[which]);
      for (let i = 0; i < 20; i++) await timed(`${base}/?${BUST_PARAM}=warm-${runId}-${i}`);
    }
    for (let round = 1; round <= rounds; round++) {
      for (const which of apps) {
        const { base } = servers[which];
        const before = await load(`${base}${STATIC_PAGE}`, false);
        const page = await load(`${base}/`, true);
        const after = await load(`${base}${STATIC_PAGE}`, false);
        const staticRps = (before.rps + after.rps) / 2;
        const row = { round, page: page.rps, staticRps, ratio: page.rps / staticRps, p99: page.p99 };
        results[which].push(row);
        console.log(
          `round ${round} ${which}: / uncached ${page.rps.toFixed(0)} req/s, static ${staticRps.toFixed(0)} → ${row.ratio.toFixed(2)}×`,
        );
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
  const summary = Object.fromEntries(
    Object.entries(results).map(([which, rows]) => [
      which,
      {
        bytes: sizes[which],
        "median req/s": Math.round(median(rows.map((r) => r.page))),
        "median static req/s": Math.round(median(rows.map((r) => r.staticRps))),
        "median ×static": Math.round(median(rows.map((r) => r.ratio)) * 100) / 100,
        "×static per round": rows.map((r) => r.ratio.toFixed(2)).join(" "),
      },
    ]),
  );
  console.table(summary);
  const siteToFloor = median(results.site.map((r, i) => r.page / results.floor[i].page));
  console.log(`The site's uncached / serves ${(siteToFloor * 100).toFixed(0)} % of the floor app's requests.`);
  const cachedToFloor = median(results["floor + Cache API"].map((r, i) => r.page / results.floor[i].page));
  console.log(`Behind the Cache API the floor app serves ${(cachedToFloor * 100).toFixed(0)} % of its own requests.`);
  const file = writeResult("floor", {
    env,
    routes,
    rounds,
    duration,
    connections,
    results,
    summary,
    siteToFloor,
    cachedToFloor,
  });
  console.log(`Written to ${file}`);
}

await run();
