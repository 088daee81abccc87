// Login that resists credential stuffing and lock-out (decision 017): failures limited per client
// address across usernames, and per username *and* address; counters in D1, updated atomically.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimit, users } from "../../db/schema";
import { hashPassword } from "../../functions/auth/password";
import { callAs, loginWith } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
const ADMIN = { username: "admin@example.com", password: "admin1234!" };
const TOO_MANY_LOGINS = /^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/;
const TOO_MANY_PASSWORDS = /^비밀번호 입력 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/;

let addressCount = 0;
/** A fresh client address for each test, so their counters never meet. */
const nextAddress = () => `198.51.100.${++addressCount}`;

function loginFrom(address: string, username: string, password: string) {
  return call("/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, "CF-Connecting-IP": address },
    body: JSON.stringify({ username, password }),
  });
}

async function expectTooMany(res: Response, message: RegExp) {
  await expectJsonError(res, 429, message);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.headers.get("authorization")).toBeNull();
  expect(res.headers.get("set-cookie")).toBeNull();
}

async function failTimes(address: string, username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await loginFrom(address, username, `wrong-${i}`);
    expect(res.status, `failure ${i + 1} of ${username}`).toBe(401);
  }
}

/** Moves every counter's window into the past, as if 15 minutes had gone by. */
const windowsPass = () =>
  db()
    .update(rateLimit)
    .set({ resetAt: sql`${rateLimit.resetAt} - 901` });

describe("POST /login: per username and address", () => {
  it("throttles a username after 5 failures from one address, even for the right password", async () => {
    const address = nextAddress();
    await failTimes(address, ADMIN.username, 5);
    await expectTooMany(await loginFrom(address, ADMIN.username, ADMIN.password), TOO_MANY_LOGINS);
    await expectTooMany(await loginFrom(address, ADMIN.username, "wrong-again"), TOO_MANY_LOGINS);
  });

  it("lets the administrator in from another address while one address hammers the account", async () => {
    const attacker = nextAddress();
    await failTimes(attacker, ADMIN.username, 5);
    await expectTooMany(await loginFrom(attacker, ADMIN.username, ADMIN.password), TOO_MANY_LOGINS);

    const office = await loginFrom(nextAddress(), ADMIN.username, ADMIN.password);
    expect(office.status).toBe(200);
    expect(office.headers.get("authorization")).toMatch(/^Bearer /);
    // Without any address (local tools) is one more, separate client.
    expect((await call("/login", loginInit(ADMIN.username, ADMIN.password))).status).toBe(200);
  });

  it("lets the username in again from that address once the window has passed", async () => {
    const address = nextAddress();
    await failTimes(address, ADMIN.username, 5);
    await expectTooMany(await loginFrom(address, ADMIN.username, ADMIN.password), TOO_MANY_LOGINS);
    await windowsPass();
    expect((await loginFrom(address, ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it("forgets the username's failures from an address after a successful login there", async () => {
    const address = nextAddress();
    await failTimes(address, ADMIN.username, 4);
    expect((await loginFrom(address, ADMIN.username, ADMIN.password)).status).toBe(200);
    // Four more failures are answered 401 again, not 429: the count started over.
    await failTimes(address, ADMIN.username, 4);
    expect((await loginFrom(address, ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it("lets 30 parallel wrong attempts for one username check exactly 5 passwords", async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(address, ADMIN.username, `parallel-${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const res of answers.filter((r) => r.status === 429)) await expectTooMany(res, TOO_MANY_LOGINS);
  });
});

const loginInit = (username: string, password: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: SITE },
  body: JSON.stringify({ username, password }),
});

describe("POST /login: per address across usernames", () => {
  it("answers 429 after 20 failures from one address, whatever the usernames, and only there", async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(address, `victim${i}@example.com`, "Password1!");
      expect(res.status, `stuffing attempt ${i + 1}`).toBe(401);
    }
    await expectTooMany(await loginFrom(address, "victim99@example.com", "Password1!"), TOO_MANY_LOGINS);
    // Not even the right password is checked from that address until the window passes …
    await expectTooMany(await loginFrom(address, ADMIN.username, ADMIN.password), TOO_MANY_LOGINS);
    // … while every other address is served.
    expect((await loginFrom(nextAddress(), ADMIN.username, ADMIN.password)).status).toBe(200);
    await windowsPass();
    expect((await loginFrom(address, ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it("lets 50 parallel attempts with 50 usernames check exactly 20 passwords", async () => {
    const address = nextAddress();
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => loginFrom(address, `parallel${i}@example.com`, "Password1!")),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("successful logins do not use up the address's allowance", async () => {
    const address = nextAddress();
    for (let i = 0; i < 25; i++) expect((await loginFrom(address, ADMIN.username, ADMIN.password)).status).toBe(200);
    await failTimes(address, "someone@example.com", 5);
    // 30 password hashes: seconds on a busy 2-core machine.
  }, 30_000);

  it("counts an IPv6 client by its /64", async () => {
    const sameNetwork = ["2001:db8:7:1::1", "2001:db8:7:1:ffff:ffff:ffff:fffe", "2001:0db8:0007:0001::abcd"];
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(sameNetwork[i % 3] as string, `v6-${i}@example.com`, "Password1!");
      expect(res.status).toBe(401);
    }
    await expectTooMany(await loginFrom("2001:db8:7:1:1234::9", "v6-x@example.com", "Password1!"), TOO_MANY_LOGINS);
    // The next /64 is someone else.
    expect((await loginFrom("2001:db8:7:2::1", ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it("stores no address or username in clear", async () => {
    await failTimes("203.0.113.77", "clear-text@example.com", 1);
    const rows = await db().select().from(rateLimit);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|clear-text|example\.com/);
    }
  });
});

describe("POST /api/admin/info/check and /password: the same limits", () => {
  async function staffAccount() {
    const username = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ username, name: "직원", role: "ROLE_USER", ...(await hashPassword("right-pass-1")) })
      .returning();
    return { row: row as typeof users.$inferSelect, session: await loginWith(username, "right-pass-1") };
  }
  const check = (session: Awaited<ReturnType<typeof loginWith>>, username: string, password: string, ip: string) =>
    callAs(session, `/api/admin/info/check?username=${encodeURIComponent(username)}&password=${password}`, {
      method: "POST",
      headers: { "CF-Connecting-IP": ip },
    });
  const change = (session: Awaited<ReturnType<typeof loginWith>>, currentPassword: string, ip: string) =>
    callAs(session, "/api/admin/info/password", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({ currentPassword, newPassword: "brand-new-pass-9" }),
    });

  it("the password re-check answers 429 after 5 wrong passwords from one address", async () => {
    const { row, session } = await staffAccount();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      await expectJsonError(await check(session, row.username, `wrong-${i}`, address), 400);
    }
    await expectTooMany(await check(session, row.username, "right-pass-1", address), TOO_MANY_PASSWORDS);
    // The account's owner elsewhere is not locked out.
    expect((await check(session, row.username, "right-pass-1", nextAddress())).status).toBe(200);
  });

  it("the password change answers 429 after 5 wrong current passwords, and changes nothing", async () => {
    const { row, session } = await staffAccount();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      await expectJsonError(await change(session, `wrong-${i}`, address), 400, "현재 비밀번호가 올바르지 않습니다.");
    }
    await expectTooMany(await change(session, "right-pass-1", address), TOO_MANY_PASSWORDS);
    const [after] = await db().select().from(users).where(eq(users.usersId, row.usersId));
    expect(after?.passwordHash).toBe(row.passwordHash);
  });

  it("shares the counter with the login: guesses through the re-check lock that username's login there", async () => {
    const { row, session } = await staffAccount();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) await check(session, row.username, `wrong-${i}`, address);
    await expectTooMany(await loginFrom(address, row.username, "right-pass-1"), TOO_MANY_LOGINS);
  });

  it("parallel wrong re-checks check exactly 5 passwords", async () => {
    const { row, session } = await staffAccount();
    const address = nextAddress();
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => check(session, row.username, `p-${i}`, address)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});

describe("POST /login: only JSON from the site itself (login CSRF)", () => {
  const attempt = (headers: Record<string, string>, body = JSON.stringify(ADMIN)) =>
    call("/login", { method: "POST", headers, body });

  async function expectNoSession(res: Response, status: number) {
    await expectJsonError(res, status);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("authorization")).toBeNull();
  }

  it("refuses text/plain from a foreign origin, the shape a cross-site form can send", async () => {
    await expectNoSession(await attempt({ "Content-Type": "text/plain", Origin: "https://evil.example" }), 403);
  });

  it("refuses JSON from a foreign origin or from an opaque one", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      await expectNoSession(await attempt({ "Content-Type": "application/json", Origin: origin }), 403);
    }
  });

  it("refuses anything but application/json, also from our own origin", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      await expectNoSession(await attempt({ "Content-Type": type, Origin: SITE }), 415);
    }
    await expectNoSession(await attempt({ Origin: SITE }), 415);
  });

  it("still signs in our own form: JSON from the request's origin, from SITE_URL, or with no Origin", async () => {
    const siteUrl = new URL(env.SITE_URL).origin;
    for (const headers of [
      { "Content-Type": "application/json", Origin: SITE } as Record<string, string>,
      { "Content-Type": "application/json; charset=utf-8", Origin: siteUrl },
      { "Content-Type": "application/json" },
    ]) {
      const res = await attempt(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/^refresh=/);
    }
  });

  it("refresh and logout refuse a foreign origin too", async () => {
    const session = await loginWith(ADMIN.username, ADMIN.password);
    for (const path of ["/api/auth", "/logout"]) {
      const res = await call(path, {
        method: "POST",
        headers: { "Content-Type": "text/plain", Origin: "https://evil.example", Cookie: session.cookie },
      });
      await expectNoSession(res, 403);
    }
    // The session was neither rotated nor ended.
    const own = await call("/api/auth", { method: "POST", headers: { Origin: SITE, Cookie: session.cookie } });
    expect(own.status).toBe(200);
  });
});
