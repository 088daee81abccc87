// Brings a backup (npm run backup) back: migrations first, then the R2 objects with their content
// types, then the rows (replacing those of the backed-up tables) with the fills of the migrations
// made since the backup.
//   npm run restore -- backups/<folder>                          # local state (.wrangler/state)
//   npm run restore -- backups/<folder> --persist-to <state>     # another local state
//   npm run restore -- backups/<folder> --env production         # remote: asks to type the env name
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { d1File, ROOT, requireNode, targetOf, wrangler } from "./lib/cli.mjs";
import { applyLocalMigrations } from "./lib/local-state.mjs";

requireNode();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: "string" }, "persist-to": { type: "string" }, yes: { type: "boolean", default: false } },
});
const [folder] = positionals;
if (!folder) {
  console.error("사용법: npm run restore -- backups/<폴더> [--env production] [--persist-to <state>]");
  process.exit(1);
}
const dir = resolve(ROOT, folder);
const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
const target = targetOf({ env: values.env, persistTo: values["persist-to"] });

if (target.remote && !values.yes) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `원격 D1 ${target.d1.database_name} 과 R2 ${target.bucket} 의 데이터를 ${manifest.createdAt} 백업으로 덮어씁니다.\n` +
      `계속하려면 환경 이름(${target.env})을 입력하세요: `,
  );
  rl.close();
  if (answer.trim() !== target.env) {
    console.error("취소했습니다.");
    process.exit(1);
  }
}

if (target.remote) wrangler(["d1", "migrations", "apply", "DB", ...target.where]);
else await applyLocalMigrations(target.persistTo);

// Objects first, then the rows (as the seed does): a picture the restored rows name is there
// when they land, or a page asked for meanwhile stores its 404 under the new versions (audit 40).
// One bulk upload per content type (wrangler sets one type per command).
const byType = Map.groupBy(manifest.objects, (o) => o.contentType ?? "application/octet-stream");
for (const [contentType, objects] of byType) {
  const list = join(dir, ".restore-r2.json");
  writeFileSync(list, JSON.stringify(objects.map(({ key }) => ({ key, file: join(dir, "r2", key) }))));
  wrangler([
    "r2",
    "bulk",
    "put",
    target.bucket,
    ...target.where,
    "--filename",
    list,
    "--content-type",
    contentType,
    "--force",
  ]);
}

// The append-only tables' guards (the audit log, decisions 033 and 037) refuse the DELETE below:
// the restore lifts them for its one unit of work and puts the migrations' own definitions back,
// the latest migration's where one redefines a guard.
const migrationsDir = join(ROOT, "migrations");
const guards = new Map(
  readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => [
      ...readFileSync(join(migrationsDir, f), "utf8").matchAll(/CREATE TRIGGER `(\w+)`[^;]*append-only'\); END;/g),
    ])
    .map(([definition, name]) => [name, definition]),
);

// A backup taken before a migration that fills a new column from the others (0016, 0023): that fill
// ran on the empty tables above, before the rows came back, so it runs again on them. Only the
// top-level UPDATEs of the migrations the backup had not: schema changes are there already.
const backedUp = new Set(manifest.migrations ?? []);
const backfills = readdirSync(migrationsDir)
  .filter((f) => f.endsWith(".sql") && !backedUp.has(f))
  .sort()
  .flatMap((f) => readFileSync(join(migrationsDir, f), "utf8").split("--> statement-breakpoint"))
  .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
  .filter((statement) => /^UPDATE\s/i.test(statement))
  .map((statement) => (statement.endsWith(";") ? statement : `${statement};`));

// One file, so D1 applies it as one unit: empty the backed-up tables, then insert their rows.
// Foreign keys are checked at the end, when every row is back.
const rows = readFileSync(join(dir, "d1.sql"), "utf8");
const sql = [
  "PRAGMA defer_foreign_keys = true;",
  ...[...guards.keys()].map((name) => `DROP TRIGGER IF EXISTS "${name}";`),
  ...manifest.tables.map((t) => `DELETE FROM "${t}";`),
  rows,
  ...backfills,
  ...guards.values(),
  // Fresh versions, so no copy cached before the restore is served for the restored content.
  "UPDATE content_version SET version = abs(random());",
].join("\n");
const file = join(dir, ".restore.sql");
writeFileSync(file, sql);
d1File(target, file);

console.log(
  `복원 완료: tables ${manifest.tables.length}, objects ${manifest.objects.length} → ${target.remote ? `env ${target.env}` : (target.persistTo ?? ".wrangler/state")}`,
);
