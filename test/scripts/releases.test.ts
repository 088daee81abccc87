// npm run deploy's carrying of earlier releases' browser files (decision 156), on folders of its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs operator script without types
import { carryReleases, rememberRelease } from "../../scripts/lib/releases.mjs";

function build(root: string, files: Record<string, string>) {
  const dir = join(root, `build-${Object.keys(files).join("-")}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe("the releases kept by npm run deploy", () => {
  it("a new build gets the files of the kept releases beside its own, and only the newest three are kept", () => {
    const root = mkdtempSync(join(tmpdir(), "releases-"));
    const keep = join(root, "keep");
    const deploy = (release: string, files: Record<string, string>) => {
      const assets = build(root, files);
      const { own, carried } = carryReleases(assets, keep);
      rememberRelease(assets, own, keep, release);
      return { assets, own: own.sort(), carried };
    };

    // The first deploy on this machine carries nothing.
    const first = deploy("2026-12-01T01", { "root-A.js": "a1", "shared-S.js": "s" });
    expect(first.carried).toBe(0);
    expect(readdirSync(first.assets).sort()).toEqual(["root-A.js", "shared-S.js"]);

    // The next one serves the first one's files too, never over its own (same name, same bytes).
    const second = deploy("2026-12-01T02", { "root-B.js": "b1", "shared-S.js": "s" });
    expect(second.carried).toBe(1);
    expect(readdirSync(second.assets).sort()).toEqual(["root-A.js", "root-B.js", "shared-S.js"]);
    expect(readFileSync(join(second.assets, "root-A.js"), "utf8")).toBe("a1");
    // What it remembers is its own files only, not the ones it carried.
    expect(readdirSync(join(keep, "2026-12-01T02")).sort()).toEqual(["root-B.js", "shared-S.js"]);

    deploy("2026-12-01T03", { "root-C.js": "c1" });
    deploy("2026-12-01T04", { "root-D.js": "d1" });
    const fifth = deploy("2026-12-01T05", { "root-E.js": "e1" });
    // Releases 2, 3 and 4 were kept when the fifth was built: the first one's file is gone.
    expect(readdirSync(fifth.assets).sort()).toEqual([
      "root-B.js",
      "root-C.js",
      "root-D.js",
      "root-E.js",
      "shared-S.js",
    ]);
    expect(readdirSync(keep).sort()).toEqual(["2026-12-01T03", "2026-12-01T04", "2026-12-01T05"]);
  });
});
