// Seeds the local D1 and R2 of wrangler (under .wrangler/state, or --persist-to <dir>) once.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { Env } from "../functions/env";
import { getDb } from "./client";
import { type SeedImage, seed } from "./seed";

const at = process.argv.indexOf("--persist-to");
const persistTo = at >= 0 ? process.argv[at + 1] : undefined;

const TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg" };
const dir = join(import.meta.dirname, "seed-images");
const images: SeedImage[] = readdirSync(dir)
  .sort()
  .map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(join(dir, name))),
    contentType: TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream",
  }));

// wrangler keeps its local state in <persist-to>/v3; getPlatformProxy takes that inner path.
const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: join(persistTo, "v3") } : true });
try {
  const seeded = await seed(getDb(proxy.env.DB), proxy.env.BUCKET, images);
  console.log(seeded ? "Seeded local D1 and R2." : "Local data already present; seed skipped.");
} finally {
  await proxy.dispose();
}
