// The operator commands against real local D1 and R2 states of their own (wrangler, no account):
// the first administrator, and a backup restored into a fresh state with the same rows and bytes.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { verifyPassword } from "../../functions/auth/password";
// @ts-expect-error: a plain .mjs operator script without types
import { applyLocalMigrations } from "../../scripts/lib/local-state.mjs";

const ROOT = join(import.meta.dirname, "../..");
const BIN = join(ROOT, "node_modules/.bin");
const env = { ...process.env, PATH: `${BIN}:${process.env.PATH}`, CI: "true", WRANGLER_SEND_METRICS: "false" };
const work = mkdtempSync(join(tmpdir(), "ops-test-"));
const seeded = join(work, "seeded");
const empty = join(work, "empty");
const restored = join(work, "restored");

function script(name: string, args: string[], extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(ROOT, "scripts", name), ...args], {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    input: "",
  });
}

/** Reads a local state through wrangler's platform proxy (the same local D1 and R2 as wrangler dev). */
async function withState<T>(
  state: string,
  read: (env: { DB: D1Database; BUCKET: R2Bucket }) => Promise<T>,
): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: D1Database; BUCKET: R2Bucket }>({
    configPath: join(ROOT, "wrangler.toml"),
    persist: { path: join(state, "v3") },
  });
  try {
    return await read(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

const rows = (state: string, sql: string) =>
  withState(state, async ({ DB }) => (await DB.prepare(sql).all<Record<string, unknown>>()).results);

/** Every table's rows and every object's bytes (as a hash) of a state. */
function snapshot(state: string, tables: string[]) {
  return withState(state, async ({ DB, BUCKET }) => {
    const data: Record<string, unknown[]> = {};
    for (const table of tables) data[table] = (await DB.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all()).results;
    const objects: Record<string, string> = {};
    for (const { key } of (await BUCKET.list()).objects) {
      const object = await BUCKET.get(key);
      const bytes = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
      objects[key] = `${object?.httpMetadata?.contentType} ${createHash("sha256").update(bytes).digest("hex")}`;
    }
    const fts = await DB.prepare("SELECT count(*) AS n FROM board_fts WHERE board_fts MATCH '홈페이지'").first("n");
    // The guards the restore lifts and puts back (decisions 033, 037), as the migrations left them.
    const guards = (await DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all())
      .results;
    return { data, objects, fts, guards };
  });
}

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/local-setup.mjs", "--persist-to", seeded], {
    cwd: ROOT,
    env,
    stdio: "ignore",
  });
  await applyLocalMigrations(empty);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm run admin:create", () => {
  it("creates the first administrator with the app's password hashing", async () => {
    const run = script("admin-create.mjs", ["--persist-to", empty, "--email", "owner@hanbit.kr", "--name", "김대표"], {
      ADMIN_PASSWORD: "correct horse 2026",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("owner@hanbit.kr");
    const [row] = await rows(empty, "SELECT username, name, role, user_mail, password_hash, password_salt FROM users");
    expect(row).toMatchObject({
      username: "owner@hanbit.kr",
      name: "김대표",
      role: "ROLE_ADMIN",
      user_mail: "owner@hanbit.kr",
    });
    expect(await verifyPassword("correct horse 2026", String(row?.password_hash), String(row?.password_salt))).toBe(
      true,
    );
    expect(await verifyPassword("wrong password", String(row?.password_hash), String(row?.password_salt))).toBe(false);
  });

  it("refuses a second administrator without --force, adds one with it", async () => {
    const refused = script(
      "admin-create.mjs",
      ["--persist-to", empty, "--email", "second@hanbit.kr", "--name", "이직원"],
      {
        ADMIN_PASSWORD: "another pass 2026",
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("--force");
    expect(await rows(empty, "SELECT count(*) AS n FROM users")).toEqual([{ n: 1 }]);

    const forced = script(
      "admin-create.mjs",
      ["--persist-to", empty, "--email", "second@hanbit.kr", "--name", "이직원", "--force"],
      { ADMIN_PASSWORD: "another pass 2026" },
    );
    expect(forced.status, forced.stderr).toBe(0);
    expect(await rows(empty, "SELECT username FROM users ORDER BY users_id")).toEqual([
      { username: "owner@hanbit.kr" },
      { username: "second@hanbit.kr" },
    ]);
  });

  it("refuses bad input with the form's Korean messages and stores nothing", async () => {
    const run = script(
      "admin-create.mjs",
      ["--persist-to", empty, "--email", "not-an-email", "--name", "", "--force"],
      {
        ADMIN_PASSWORD: "short",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("올바른 이메일 주소");
    expect(run.stderr).toContain("8자 이상");
    expect(await rows(empty, "SELECT count(*) AS n FROM users")).toEqual([{ n: 2 }]);
  });
});

describe("npm run admin:two-factor-off", () => {
  it("turns off an account's 2단계 인증 (secret and 복구 코드), leaves other accounts' alone, refuses an unknown one", async () => {
    await withState(empty, async ({ DB }) => {
      await DB.batch([
        DB.prepare(
          "INSERT INTO user_totp (users_id, secret, enabled_at) SELECT users_id, 'JBSWY3DPEHPK3PXP', '2026-11-28T10:00:00' FROM users",
        ),
        DB.prepare("INSERT INTO user_recovery_code (users_id, code_hash) SELECT users_id, 'h' || users_id FROM users"),
      ]);
    });
    const run = script("admin-two-factor-off.mjs", ["--persist-to", empty, "--email", "owner@hanbit.kr"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("owner@hanbit.kr 의 2단계 인증을 껐습니다.");
    const left = "SELECT u.username FROM users u JOIN {t} x ON x.users_id = u.users_id ORDER BY 1";
    expect(await rows(empty, left.replace("{t}", "user_totp"))).toEqual([{ username: "second@hanbit.kr" }]);
    expect(await rows(empty, left.replace("{t}", "user_recovery_code"))).toEqual([{ username: "second@hanbit.kr" }]);

    const again = script("admin-two-factor-off.mjs", ["--persist-to", empty, "--email", "owner@hanbit.kr"]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("사용하고 있지 않았습니다");

    const unknown = script("admin-two-factor-off.mjs", ["--persist-to", empty, "--email", "nobody@hanbit.kr"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("nobody@hanbit.kr 계정이 없습니다");
  });
});

describe("local migrations (npm start, the browser tests' servers, restore)", () => {
  it("record every migration as wrangler does: wrangler's own apply finds nothing to do, and a second run applies nothing", async () => {
    const files = readdirSync(join(ROOT, "migrations")).filter((f) => f.endsWith(".sql"));
    expect((await rows(empty, "SELECT name FROM d1_migrations ORDER BY id")).map((r) => r.name)).toEqual(files.sort());
    const wranglerApply = execFileSync(
      join(BIN, "wrangler"),
      ["d1", "migrations", "apply", "DB", "--local", "--persist-to", empty],
      { cwd: ROOT, env, encoding: "utf8" },
    );
    expect(wranglerApply).toContain("No migrations to apply");
    expect(await applyLocalMigrations(empty)).toEqual([]);
  });
});

describe("npm run backup / npm run restore", () => {
  it("restores a backup into a fresh local state with the same rows and object bytes", async () => {
    // An item picture with its thumbnail (decision 084), an object without a row of its own.
    const thumbKey = await withState(seeded, async ({ DB, BUCKET }) => {
      const key = await DB.prepare("SELECT r2_key FROM file_box WHERE owner_kind = 'ITEM' LIMIT 1").first<string>(
        "r2_key",
      );
      const picture = await BUCKET.get(String(key));
      const bytes = new Uint8Array(await (picture as R2ObjectBody).arrayBuffer());
      await BUCKET.put(`${key}.thumb`, bytes.slice(), { httpMetadata: { contentType: "image/webp" } });
      return `${key}.thumb`;
    });
    const out = join(work, "backups");
    const backup = script("backup.mjs", ["--persist-to", seeded, "--out", out]);
    expect(backup.status, backup.stderr).toBe(0);
    const [folder] = readdirSync(out);
    const restore = script("restore.mjs", [join(out, String(folder)), "--persist-to", restored]);
    expect(restore.status, restore.stderr).toBe(0);

    const manifest = JSON.parse(readFileSync(join(out, String(folder), "manifest.json"), "utf8"));
    expect(manifest.tables).toEqual(expect.arrayContaining(["board", "item", "file_box", "users", "inquiry"]));
    expect(manifest.tables).not.toContain("board_fts");
    // content_version is re-randomized on restore, so no copy cached before it is served.
    const tables = (manifest.tables as string[]).filter((t) => t !== "content_version");
    const before = await snapshot(seeded, tables);
    const after = await snapshot(restored, tables);
    expect(Object.keys(before.objects).length).toBeGreaterThan(0);
    expect((before.data.item ?? []).length).toBeGreaterThan(0);
    expect(after.data).toEqual(before.data);
    expect(after.objects).toEqual(before.objects);
    expect(after.objects[thumbKey]).toMatch(/^image\/webp [0-9a-f]{64}$/);
    // Search works on the restored rows: the triggers rebuilt the full-text index.
    expect(after.fts).toBe(before.fts);
    expect(before.fts).toBeGreaterThan(0);
    expect(after.guards).toEqual(before.guards);
    expect(JSON.stringify(after.guards)).toContain("-2 years");
  });

  it("a backup from before a migration that fills a column gets that fill on its rows (0023's done_at)", async () => {
    // As a database before 0023: an inquiry answered and 완료 long ago, no done_at; its backup
    // lists no migration from 0023 on.
    await withState(seeded, ({ DB }) =>
      DB.prepare(
        "INSERT INTO inquiry (title, content, status, update_at, done_at) VALUES ('오래된 완료 문의', '<p>내용</p>', '완료', '2024-01-11T09:00:00', NULL)",
      ).run(),
    );
    const out = join(work, "old-backups");
    const backup = script("backup.mjs", ["--persist-to", seeded, "--out", out]);
    expect(backup.status, backup.stderr).toBe(0);
    const [folder] = readdirSync(out);
    const manifestFile = join(out, String(folder), "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    manifest.migrations = (manifest.migrations as string[]).filter((m) => m < "0023");
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const target = join(work, "restored-old");
    const restore = script("restore.mjs", [join(out, String(folder)), "--persist-to", target]);
    expect(restore.status, restore.stderr).toBe(0);
    // The retention cron goes by done_at: without the fill it would keep this inquiry for good.
    expect(await rows(target, "SELECT title, done_at FROM inquiry WHERE status = '완료'")).toEqual([
      { title: "오래된 완료 문의", done_at: "2024-01-11T09:00:00" },
    ]);
  });
});
