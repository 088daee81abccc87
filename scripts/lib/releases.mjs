// The hashed browser files of recent releases, kept so that a tab opened before a deploy still finds
// the code it asks for (decision 156). Workers static assets serve only what the deploy uploads;
// without this, an open tab's next click loads a file the new release no longer has.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** How many earlier releases' files each deploy carries. */
export const KEPT_RELEASES = 3;

/**
 * Copies the files of the kept releases (`keepDir/<release>/…`) into the new build's `assetsDir`,
 * never over a file of the new build (content-hashed names: the same name is the same bytes).
 * Answers the new build's own file names (taken before the copy) and how many were carried.
 */
export function carryReleases(assetsDir, keepDir) {
  const own = readdirSync(assetsDir);
  const present = new Set(own);
  let carried = 0;
  for (const release of existsSync(keepDir) ? readdirSync(keepDir).sort() : []) {
    for (const name of readdirSync(join(keepDir, release))) {
      if (present.has(name)) continue;
      copyFileSync(join(keepDir, release, name), join(assetsDir, name));
      present.add(name);
      carried++;
    }
  }
  return { own, carried };
}

/**
 * After a successful deploy: keeps the new build's own files as release `release` and drops all
 * but the newest `keep` releases. Release names sort by time (an ISO stamp).
 */
export function rememberRelease(assetsDir, own, keepDir, release, keep = KEPT_RELEASES) {
  const dir = join(keepDir, release);
  mkdirSync(dir, { recursive: true });
  for (const name of own) copyFileSync(join(assetsDir, name), join(dir, name));
  const releases = readdirSync(keepDir).sort();
  for (const old of releases.slice(0, Math.max(0, releases.length - keep))) {
    rmSync(join(keepDir, old), { recursive: true, force: true });
  }
}
