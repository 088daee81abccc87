// No personal data in the logs, on the failure paths too (issue 9): an inquiry and an account
// registration, once normally and once with an injected D1 failure. The fault is injected by
// wrapping the real D1 binding (the matching statement throws, everything else runs for real);
// the captured console output holds the error id the answer shows and none of the values.
import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fileBox, inquiry, users } from "../../db/schema";
import { type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, callWith, db, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything written to the console while `run` runs, one string. */
async function consoleOf(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const level of ["error", "warn", "log", "info", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}\n${a.stack}` : String(a))).join(" "));
    });
  }
  await run();
  vi.restoreAllMocks();
  return lines.join("\n");
}

interface Fault {
  /** Values bound to the statements that failed: what a careless log line would carry. */
  params: unknown[];
  failures: number;
}

/**
 * The real D1 binding, except that statements whose SQL matches `failing` throw as D1 does when
 * run, alone or in a batch. Sessions (withSession) are wrapped the same way.
 */
function withFailingStatement(real: D1Database, failing: RegExp, fault: Fault): D1Database {
  const broken = new WeakSet<object>();
  // Fails after a turn, as a real D1 call does after its I/O (not already rejected when returned).
  const d1Error = async (): Promise<never> => {
    await null;
    fault.failures += 1;
    throw new Error("D1_ERROR: injected fault: SQLITE_IOERR");
  };
  const failingStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy: D1PreparedStatement = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") {
          return (...values: unknown[]) => {
            fault.params.push(...values);
            return proxy;
          };
        }
        if (prop === "run" || prop === "all" || prop === "raw" || prop === "first") {
          return d1Error;
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    broken.add(proxy);
    return proxy;
  };
  const wrap = <T extends D1Database | D1DatabaseSession>(db: T): T =>
    new Proxy(db, {
      get(target, prop) {
        if (prop === "prepare") {
          return (sql: string) => {
            const statement = target.prepare(sql);
            return failing.test(sql) ? failingStatement(statement) : statement;
          };
        }
        if (prop === "batch") {
          return (statements: D1PreparedStatement[]) =>
            statements.some((s) => broken.has(s)) ? d1Error() : target.batch(statements);
        }
        if (prop === "withSession") {
          return (constraint?: string) => wrap((target as D1Database).withSession(constraint));
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return wrap(real);
}

const send = (request: Request, d1: D1Database = env.DB) => callWith(request, { DB: d1 });

const ERROR_ID = /\(오류 번호: ([0-9a-f]{8})\)$/;

/** The values that must never reach a log: each of them, and each long enough to be unambiguous. */
function expectNoneOf(log: string, values: unknown[]) {
  const secrets = values.filter((v): v is string => typeof v === "string" && v.length >= 6);
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
}

describe("an inquiry", () => {
  const PERSON = {
    writer: "김비밀",
    tel: "010-9876-5432",
    email: "secret.person@example.com",
    addr: "서울특별시 종로구 비밀로 77",
    detailAddr: "303동 1204호",
  };

  function inquiryRequest(title: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...PERSON, title, content: "<p>견적 부탁드립니다.</p>" })) {
      form.append(name, value);
    }
    form.append("files", file(PNG, "현장 사진.png", "image/png"));
    return new Request("http://localhost/api/inquiry", { method: "POST", body: form });
  }

  it("is stored without a word of the visitor's data in the log", async () => {
    const log = await consoleOf(async () => {
      const res = await send(inquiryRequest("정상 문의"));
      expect(res.status).toBe(200);
    });
    const [stored] = await db().select().from(inquiry).where(eq(inquiry.title, "정상 문의"));
    expect(stored?.writer).toBe(PERSON.writer);
    expectNoneOf(log, Object.values(PERSON));
  });

  it("fails its D1 batch with a 500 that names an error id; the log has the id and none of the data", async () => {
    const keysBefore = await bucketKeys();
    const fileRows = async () =>
      (await db().select({ n: count() }).from(fileBox).where(eq(fileBox.ownerKind, "INQUIRY")))[0]?.n;
    const fileRowsBefore = await fileRows();
    const fault: Fault = { params: [], failures: 0 };
    let errorId = "";
    const log = await consoleOf(async () => {
      const res = await send(
        inquiryRequest("실패할 문의"),
        withFailingStatement(env.DB, /^insert into "inquiry"/i, fault),
      );
      const message = await expectJsonError(res, 500, ERROR_ID);
      errorId = ERROR_ID.exec(message)?.[1] ?? "";
    });
    expect(fault.failures).toBe(1);
    expect(log).toContain(`(error id ${errorId})`);
    expect(log).toContain("POST /api/inquiry");
    expectNoneOf(log, [...Object.values(PERSON), ...fault.params]);
    // Nothing half-written: no row, no file row, no object.
    expect(await db().select().from(inquiry).where(eq(inquiry.title, "실패할 문의"))).toEqual([]);
    expect(await fileRows()).toBe(fileRowsBefore);
    expect(await bucketKeys()).toEqual(keysBefore);
  });
});

describe("an account registration", () => {
  const person = () => ({
    username: `new-admin-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: "registration-password-1!",
    name: "박관리",
    userTel: "010-5555-7777",
    userMail: `mail-${crypto.randomUUID().slice(0, 8)}@portal.example.com`,
  });
  const registerRequest = (body: unknown) =>
    new Request("http://localhost/api/admin/users/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: admin.authorization },
      body: JSON.stringify(body),
    });

  it("succeeds without the account's data in the log", async () => {
    const body = person();
    const log = await consoleOf(async () => {
      expect((await send(registerRequest(body))).status).toBe(201);
    });
    const [row] = await db().select().from(users).where(eq(users.username, body.username));
    expect(row?.name).toBe(body.name);
    expectNoneOf(log, [...Object.values(body), row?.passwordHash, row?.passwordSalt]);
  });

  it("fails its single D1 insert with a 500 and an error id; the log has no e-mail, hash, salt, name or phone", async () => {
    const body = person();
    const fault: Fault = { params: [], failures: 0 };
    let errorId = "";
    const log = await consoleOf(async () => {
      const res = await send(registerRequest(body), withFailingStatement(env.DB, /^insert into "users"/i, fault));
      const message = await expectJsonError(res, 500, ERROR_ID);
      errorId = ERROR_ID.exec(message)?.[1] ?? "";
    });
    expect(fault.failures).toBe(1);
    // The statement's values were the hash and salt too: they are what Drizzle's message carries.
    expect(fault.params).toEqual(expect.arrayContaining([body.username, body.name, body.userTel, body.userMail]));
    expect(fault.params.length).toBeGreaterThanOrEqual(7);
    expect(log).toContain(`(error id ${errorId})`);
    expect(log).toMatch(
      /\[api\] POST \/api\/admin\/users\/register: Error < Error \[SQLITE_IOERR\] \(error id [0-9a-f]{8}\)$/m,
    );
    expectNoneOf(log, [...Object.values(body), ...fault.params]);
    expect(await db().select().from(users).where(eq(users.username, body.username))).toEqual([]);
  });
});

describe("a database behind the code (a migration not applied)", () => {
  it("logs SQLite's naming of the missing column with the error id, and still no values", async () => {
    // As if migration 0042 were pending.
    await env.DB.exec("DROP INDEX manufacturer_save_key_idx");
    await env.DB.exec("ALTER TABLE manufacturer DROP COLUMN save_key");
    try {
      let errorId = "";
      const log = await consoleOf(async () => {
        const res = await send(
          new Request("http://localhost/api/admin/manu/update", {
            method: "POST",
            headers: { Authorization: admin.authorization, "Content-Type": "application/json" },
            body: JSON.stringify({ manuId: 1, manuIntro: "비밀이 아닌 소개 문구 원문" }),
          }),
        );
        const message = await expectJsonError(res, 500, ERROR_ID);
        errorId = ERROR_ID.exec(message)?.[1] ?? "";
      });
      expect(log).toMatch(new RegExp(`no such column: save_key.*\\(error id ${errorId}\\)`));
      expect(log).not.toContain("비밀이 아닌 소개 문구 원문");
    } finally {
      await env.DB.exec("ALTER TABLE manufacturer ADD save_key text");
    }
  });
});
