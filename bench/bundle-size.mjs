// Reports the JavaScript each public route sends (gzip, from the production build) and checks
// that no admin-only library reaches a public route. Usage: npm run build && node bench/bundle-size.mjs
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET_HOME_KB = 100;
const ADMIN_ONLY = [/lexical/i, /schedule-x/i, /chart\.js|Chart\.register/];
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
  "routes/loginForm",
  "routes/error.$status",
  "routes/$",
];

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
let failed = false;
console.log("route                     JS gzip (KB)  admin libraries");
for (const route of PUBLIC_ROUTES) {
  const chunk = manifest.routes[route];
  if (!chunk) {
    console.log(`${route.padEnd(25)} (no chunk)`);
    continue;
  }
  const files = new Set([...base, ...filesOf(chunk)]);
  const total = [...files].reduce((sum, f) => sum + gz(f), 0) / 1024;
  const leaks = [...files].filter((f) => ADMIN_ONLY.some((re) => re.test(readFileSync(`${dir}${f}`, "utf8"))));
  if (leaks.length) failed = true;
  if (route === "routes/_index" && total > BUDGET_HOME_KB) failed = true;
  console.log(
    `${route.padEnd(25)} ${total.toFixed(1).padStart(8)}      ${leaks.length ? `LEAK: ${leaks.join(", ")}` : "none"}`,
  );
}
console.log(`\nBudget: home page at most ${BUDGET_HOME_KB} KB gzip; no admin-only library in public routes.`);
process.exit(failed ? 1 : 0);
