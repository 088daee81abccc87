// Backs up D1 (rows of every table) and the R2 objects the rows refer to into a dated folder.
//   npm run backup                          # local state (.wrangler/state)
//   npm run backup -- --env production      # the remote database and bucket of [env.production]
//   options: --persist-to <local state>  --out <folder, default backups/>
// The folder holds d1.sql (data only: the schema comes from migrations on restore), r2/<key> files
// (item pictures' thumbnails too) and manifest.json (tables, applied migrations, objects with
// their content types and sizes).
// Full-text tables are left out (`wrangler d1 export` refuses virtual tables); restore rebuilds
// them through the triggers as rows are inserted.
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileTypeFromFile } from "file-type";
import { d1Query, exportArgsDir, ROOT, requireNode, targetOf, wrangler } from "./lib/cli.mjs";
import { withLocalState } from "./lib/local-state.mjs";

requireNode();
const { values } = parseArgs({
  options: { env: { type: "string" }, "persist-to": { type: "string" }, out: { type: "string", default: "backups" } },
});
const target = targetOf({ env: values.env, persistTo: values["persist-to"] });

const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const dir = resolve(ROOT, values.out, `${stamp}-${target.env ?? "local"}`);
mkdirSync(join(dir, "r2"), { recursive: true });

// Plain tables only: not SQLite's or D1's own, not virtual (FTS5) tables nor their shadow tables.
const all = d1Query(target, "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name");
const virtual = all.filter((t) => /^CREATE VIRTUAL/i.test(t.sql ?? "")).map((t) => t.name);
const tables = all
  .map((t) => t.name)
  .filter((name) => !/^(sqlite_|_cf_|d1_)/.test(name))
  .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
const migrations = d1Query(target, "SELECT name FROM d1_migrations ORDER BY id").map((m) => m.name);

const exporter = exportArgsDir(target);
wrangler(
  [
    "d1",
    "export",
    "DB",
    ...exporter.args,
    "--no-schema",
    "--output",
    join(dir, "d1.sql"),
    ...tables.flatMap((t) => ["--table", t]),
  ],
  { cwd: exporter.cwd },
);

// Every stored file has its row in file_box (uploads, item images, editor images).
const files = d1Query(
  target,
  "SELECT r2_key AS key, file_type AS contentType, owner_kind AS ownerKind FROM file_box ORDER BY file_box_id",
);

/** Where an item picture's thumbnail is stored: `thumbnailKey` of functions/files/storage.ts. */
const thumbnailKey = (key) => `${key}.thumb`;

/** Where an object of the folder goes (keys are checked: an unsafe one would leave the folder). */
function fileOf(key) {
  if (key.split("/").includes("..")) throw new Error(`unsafe R2 key: ${key}`);
  const file = join(dir, "r2", key);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** From the remote bucket: one wrangler call per object; false when the bucket has no such object. */
function copyRemote(key, { quiet = false } = {}) {
  const file = fileOf(key);
  try {
    wrangler(["r2", "object", "get", `${target.bucket}/${key}`, ...target.where, "--file", file], { quiet });
    return true;
  } catch {
    rmSync(file, { force: true });
    return false;
  }
}

/** Copies every object the rows name with `copy(key, options)`; answers the manifest's list. */
async function copyObjects(copy) {
  const objects = [];
  for (const { key, contentType, ownerKind } of files) {
    if (!(await copy(key))) {
      console.error(`R2에 없는 객체 (row without object), skipped: ${key}`);
      continue;
    }
    objects.push({ key, contentType, size: statSync(join(dir, "r2", key)).size });
    // An item picture's smaller copy (decision 084) has no row of its own; pictures stored before
    // thumbnails existed have none, which is no error.
    const thumb = thumbnailKey(key);
    if (ownerKind === "ITEM" && (await copy(thumb, { quiet: true }))) {
      const file = join(dir, "r2", thumb);
      // Typed by its bytes, as the upload checked them (it has no row to say).
      const contentType = (await fileTypeFromFile(file))?.mime ?? "application/octet-stream";
      objects.push({ key: thumb, contentType, size: statSync(file).size });
    }
  }
  return objects;
}

// A local state is read in one runtime start (decision 163): a wrangler call per object took
// two minutes for the seed's 18 objects (27 calls, with the thumbnails looked for).
const objects = target.remote
  ? await copyObjects(copyRemote)
  : await withLocalState(target.persistTo, ({ BUCKET }) =>
      copyObjects(async (key) => {
        const object = await BUCKET.get(key);
        if (!object) return false;
        writeFileSync(fileOf(key), new Uint8Array(await object.arrayBuffer()));
        return true;
      }),
    );

writeFileSync(
  join(dir, "manifest.json"),
  `${JSON.stringify({ createdAt: new Date().toISOString(), env: target.env ?? "local", tables, migrations, objects }, null, 2)}\n`,
);
console.log(`백업 완료: ${dir} (tables ${tables.length}, objects ${objects.length})`);
