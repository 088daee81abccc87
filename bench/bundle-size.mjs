// Size budgets of the production build, run by `npm test` right after the build (CI fails on a
// breach) and by `npm run bench:bundle`. Usage: npm run build && node bench/bundle-size.mjs
//   1. JavaScript per public route (gzip): each at most 100 KB, the home page included; no
//      admin-only library.
//   2. The server build (build/server) imports no browser-only library (they are `.client`
//      modules, loaded on demand in the browser) and no dev-only route (decision 001).
//   3. The Worker as deployed (`wrangler deploy --dry-run --env production`): at most 400 KB gzip, without
//      browser-only libraries or any zod locale but Korean (and zod's default English).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_ROUTE_KB = 100;
const BUDGET_WORKER_KB = 400;
// Text of admin-only libraries, as found in browser chunks.
const ADMIN_ONLY = [/lexical/i, /schedule-x/i, /chart\.js|Chart\.register/];
// Packages the server never needs: the admin screens' libraries and what only they pull in.
const BROWSER_ONLY_PACKAGES =
  /^(lexical|@lexical\/.*|chart\.js|@kurkle\/color|@schedule-x\/.*|temporal-polyfill|preact|@preact\/.*|uqr)$/;
const PUBLIC_ROUTES = [
  "routes/_index",
  "routes/about",
  "routes/location",
  "routes/history",
  "routes/help",
  "routes/manu.$id",
  "routes/notice._index",
  "routes/notice.$id",
  "routes/faq",
  "routes/fag",
  "routes/inquiryForm",
  "routes/inquiryCheck",
  "routes/search",
  "routes/privacy",
  "routes/loginForm",
  "routes/error.$status",
  "routes/$",
];

const failures = [];
const kb = (bytes) => (bytes / 1024).toFixed(1);

// ---- 1. Public routes (build/client) ----

const dir = "build/client";
// Remix's browser manifest (public anyway) lists each route's module and the chunks it imports.
const manifestFile = readdirSync(`${dir}/assets`).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(
  readFileSync(`${dir}/assets/${manifestFile}`, "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);
const filesOf = (entry) => (entry ? [entry.module, ...(entry.imports ?? [])] : []);

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`${dir}${file}`)).length);
  return sizes.get(file);
};
// With v3_lazyRouteDiscovery the page inlines the routes it needs; manifest-*.js is not loaded.
const base = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root)]);
console.log("route                     JS gzip (KB)  admin libraries");
for (const route of PUBLIC_ROUTES) {
  const chunk = manifest.routes[route];
  if (!chunk) {
    console.log(`${route.padEnd(25)} (no chunk)`);
    continue;
  }
  const files = new Set([...base, ...filesOf(chunk)]);
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const leaks = [...files].filter((f) => ADMIN_ONLY.some((re) => re.test(readFileSync(`${dir}${f}`, "utf8"))));
  if (leaks.length) failures.push(`${route}: admin-only library in ${leaks.join(", ")}`);
  // The issue's budget is the home page's and every public route's (the forms are the heaviest).
  if (total > BUDGET_ROUTE_KB * 1024) failures.push(`${route} JS ${kb(total)} KB gzip > ${BUDGET_ROUTE_KB} KB`);
  console.log(
    `${route.padEnd(25)} ${kb(total).padStart(8)}      ${leaks.length ? `LEAK: ${leaks.join(", ")}` : "none"}`,
  );
}

// ---- 2. Server build (build/server): packages stay imports there, so check the specifiers ----

const serverDir = "build/server";
const serverFiles = [
  "index.js",
  ...readdirSync(`${serverDir}/assets`)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`),
];
const specifier = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const packageOf = (spec) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");
for (const file of serverFiles) {
  const text = readFileSync(`${serverDir}/${file}`, "utf8");
  for (const [, spec] of text.matchAll(specifier)) {
    if (BROWSER_ONLY_PACKAGES.test(packageOf(spec)) || /\.css(\?|$)/.test(spec)) {
      failures.push(`${serverDir}/${file} imports ${spec}`);
    }
  }
  // The Worker answers /api and /item itself; Remix routes for them exist only under `npm run dev`.
  if (/"dev-routes\/|\bpath: "(api\/\*|item\/:fileName)"/.test(text)) {
    failures.push(`${serverDir}/${file} has a dev-only route (app/dev-routes, decision 001)`);
  }
}
console.log(`\nserver build: ${serverFiles.length} files checked for browser-only imports`);

// ---- 3. The Worker as wrangler deploys it ----

const out = mkdtempSync(join(tmpdir(), "worker-budget-"));
try {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", out, "--metafile"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const worker = readFileSync(join(out, "worker.js"));
  const workerGzip = gzipSync(worker).length;
  console.log(`worker: ${kb(worker.length)} KB raw, ${kb(workerGzip)} KB gzip (budget ${BUDGET_WORKER_KB} KB gzip)`);
  if (workerGzip > BUDGET_WORKER_KB * 1024) {
    failures.push(`Worker ${kb(workerGzip)} KB gzip > ${BUDGET_WORKER_KB} KB`);
  }
  const meta = JSON.parse(readFileSync(join(out, "bundle-meta.json"), "utf8"));
  const inputs = Object.values(meta.outputs).flatMap((o) =>
    Object.entries(o.inputs)
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([file]) => file),
  );
  const unwanted = new Set();
  for (const input of inputs) {
    const pkg = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    if (pkg && BROWSER_ONLY_PACKAGES.test(pkg)) unwanted.add(pkg);
    const locale = input.match(/zod\/v4\/locales\/([^/]+)\.js$/)?.[1];
    // ko is configured (functions/lib/validation.ts); en is zod's built-in default.
    // index.js is the `locales` namespace itself; only the locale files it brings count.
    if (locale && !["ko", "en", "index"].includes(locale)) unwanted.add("zod locales other than ko");
  }
  for (const what of unwanted) failures.push(`Worker bundles ${what}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log(
  `\nBudgets: JS of each public route (home included) at most ${BUDGET_ROUTE_KB} KB gzip; no admin-only library in public routes or on the` +
    ` server; Worker at most ${BUDGET_WORKER_KB} KB gzip.`,
);
if (failures.length) {
  console.error(`\nBUDGET EXCEEDED:\n${failures.map((f) => `- ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("All budgets met.");
