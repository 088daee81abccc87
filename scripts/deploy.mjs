// npm run deploy: builds, applies the remote migrations, and deploys the production Worker with the
// browser files of the last releases beside the new ones (decision 156), so that tabs opened before
// the deploy keep working; then remembers this release's files in .deploy/ (not committed).
//   npm run deploy                 # build, migrations, wrangler deploy --env production
//   npm run deploy -- --dry-run    # build and bundle only (wrangler deploy --dry-run): no account needed
// Deploying from another machine (or after deleting .deploy/) carries nothing: open tabs then
// reload once on their next click, as before.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT, requireNode, wrangler } from "./lib/cli.mjs";
import { carryReleases, rememberRelease } from "./lib/releases.mjs";

requireNode();
const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
const dryRun = values["dry-run"];
const assets = join(ROOT, "build/client/assets");
const keep = join(ROOT, ".deploy/assets");

execFileSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], { cwd: ROOT, stdio: "inherit" });
if (!existsSync(assets)) throw new Error(`no ${assets} after the build`);
const { own, carried } = carryReleases(assets, keep);
console.log(`browser files: ${own.length} of this build, ${carried} kept from earlier releases`);

if (dryRun) {
  process.stdout.write(wrangler(["deploy", "--env", "production", "--dry-run"]));
} else {
  process.stdout.write(wrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", "production"]));
  process.stdout.write(wrangler(["deploy", "--env", "production"]));
  rememberRelease(assets, own, keep, new Date().toISOString().replace(/[:.]/g, "-"));
}
