// Lighthouse (mobile preset) on the production build served by wrangler dev, in Debian Chromium.
// Usage: npm run bench:lighthouse   (builds, serves on its own port and state, prints the scores)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const PORT = 8798;
const STATE = ".wrangler/bench";
const PAGES = ["/", "/manu/1", "/notice"];
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

rmSync(STATE, { recursive: true, force: true });
execFileSync("node", ["scripts/local-setup.mjs", "--persist-to", STATE], { stdio: "inherit" });
const server = spawn(
  "node_modules/.bin/wrangler",
  ["dev", "--port", String(PORT), "--ip", "127.0.0.1", "--inspector-port", "9398", "--persist-to", STATE],
  { stdio: "ignore", detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/manufacturers`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("wrangler dev did not start");
}

await waitForServer();
mkdirSync(".cache/lighthouse", { recursive: true });
const rows = [];
for (const path of PAGES) {
  const out = `.cache/lighthouse/${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}.json`;
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@13",
      `http://127.0.0.1:${PORT}${path}`,
      "--chrome-path=/usr/bin/chromium",
      `--chrome-flags=${CHROME_FLAGS}`,
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { stdio: "inherit" },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (k) => Math.round((report.categories[k]?.score ?? 0) * 100);
  rows.push({
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    LCP: report.audits["largest-contentful-paint"]?.displayValue,
    CLS: report.audits["cumulative-layout-shift"]?.displayValue,
  });
}
console.table(rows);
stop();
process.exit(0);
