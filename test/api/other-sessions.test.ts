// 로그인된 기기 (decision 062): GET /api/admin/info/sessions counts the account's other logins,
// POST /api/admin/info/sessions/revoke ends them and keeps this one.
import { exports } from "cloudflare:workers";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, refreshToken, users } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff, loginWith } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
/** A call with the session's token and its refresh cookie, as the browser sends both. */
const asBrowser = (s: LoggedIn, path: string, init: RequestInit = {}) =>
  callAs(s, path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: s.cookie } });
const others = async (s: LoggedIn) => {
  const res = await asBrowser(s, "/api/admin/info/sessions");
  expect(res.status).toBe(200);
  return ((await res.json()) as { others: number }).others;
};
/** Exchanges the session's refresh cookie; answers the status (and keeps the new cookie). */
async function refreshOf(s: LoggedIn): Promise<number> {
  const res = await exports.default.fetch(
    new Request(`${SITE}/api/auth`, { method: "POST", headers: { Cookie: s.cookie, Origin: SITE } }),
  );
  if (res.status === 200) {
    s.cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    s.authorization = res.headers.get("authorization") ?? s.authorization;
  }
  return res.status;
}

describe("로그인된 기기", () => {
  it("counts the other logins of the account (once each, however often they refreshed), not others' or ended ones", async () => {
    const phone = await loginAsStaff();
    const username = phone.username;
    expect(await others(phone)).toBe(0);
    const pc = await loginWith(username, "staff1234!");
    const tablet = await loginWith(username, "staff1234!");
    expect(await others(phone)).toBe(2);
    // Refreshing rotates the token inside the same login: still two.
    expect(await refreshOf(pc)).toBe(200);
    expect(await refreshOf(pc)).toBe(200);
    expect(await others(phone)).toBe(2);
    // Another account's logins are not these.
    await loginAsStaff();
    expect(await others(phone)).toBe(2);
    // A logout ends one.
    const out = await exports.default.fetch(
      new Request(`${SITE}/logout`, { method: "POST", headers: { Cookie: tablet.cookie, Origin: SITE } }),
    );
    expect(out.status).toBeLessThan(400);
    expect(await others(phone)).toBe(1);
    expect(await others(pc)).toBe(1);
  });

  it("ends every other login of the account and keeps this one, and records it", async () => {
    const phone = await loginAsStaff();
    const pc = await loginWith(phone.username, "staff1234!");
    const laptop = await loginWith(phone.username, "staff1234!");
    const someoneElse = await loginAsStaff();
    expect(await others(phone)).toBe(2);

    const res = await asBrowser(phone, "/api/admin/info/sessions/revoke", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("다른 기기의 로그인을 모두 끝냈습니다.");
    expect(await others(phone)).toBe(0);
    expect(await refreshOf(pc)).toBe(401);
    expect(await refreshOf(laptop)).toBe(401);
    // This browser and other accounts go on.
    expect(await refreshOf(phone)).toBe(200);
    expect(await refreshOf(someoneElse)).toBe(200);

    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(row).toMatchObject({ action: "update", resource: "info", actorUsername: phone.username });
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ path: "/sessions/revoke" });
  });

  it("without this browser's cookie counts and ends every login of the account", async () => {
    const a = await loginAsStaff();
    await loginWith(a.username, "staff1234!");
    const tokenOnly = { ...a, cookie: "" };
    expect(await others(tokenOnly)).toBe(2);
    expect((await asBrowser(tokenOnly, "/api/admin/info/sessions/revoke", { method: "POST" })).status).toBe(200);
    expect(await refreshOf(a)).toBe(401);
  });

  it("an administrator counts and ends another account's logins; staff may not", async () => {
    const admin = await loginAsAdmin();
    const worker = await loginAsStaff();
    const second = await loginWith(worker.username, "staff1234!");
    const [row] = await db().select({ usersId: users.usersId }).from(users).where(eq(users.username, worker.username));
    const usersId = row?.usersId;
    const count = async () => {
      const res = await asBrowser(admin, `/api/admin/users/sessions?usersId=${usersId}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { count: number }).count;
    };
    expect(await count()).toBe(2);
    await expectJsonError(await asBrowser(worker, `/api/admin/users/sessions?usersId=${usersId}`), 403);
    await expectJsonError(
      await asBrowser(worker, `/api/admin/users/sessions/revoke?usersId=${usersId}`, { method: "POST" }),
      403,
    );
    await expectJsonError(await asBrowser(admin, "/api/admin/users/sessions?usersId=99999"), 404);

    const res = await asBrowser(admin, `/api/admin/users/sessions/revoke?usersId=${usersId}`, { method: "POST" });
    expect(await res.text()).toBe("이 관리자의 로그인을 모두 끝냈습니다.");
    expect(await count()).toBe(0);
    expect(await refreshOf(worker)).toBe(401);
    expect(await refreshOf(second)).toBe(401);
    expect(await refreshOf(admin)).toBe(200);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(audit).toMatchObject({ action: "update", resource: "users", targetId: String(usersId) });

    // On one's own detail it is the others than this browser, as on 내 정보.
    const mine = await asBrowser(admin, "/api/admin/users/sessions/revoke?usersId=1", { method: "POST" });
    expect(await mine.text()).toBe("다른 기기의 로그인을 모두 끝냈습니다.");
    expect(await refreshOf(admin)).toBe(200);
  });

  it("answers 401 without a token", async () => {
    await expectJsonError(await call("/api/admin/info/sessions"), 401);
    await expectJsonError(await call("/api/admin/info/sessions/revoke", { method: "POST" }), 401);
  });
});

describe("로그인된 기기 as a list (decision 079)", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const WINDOWS =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  /** POST /login from a browser with this User-Agent. */
  async function loginFrom(username: string, userAgent: string): Promise<LoggedIn> {
    const res = await exports.default.fetch(
      new Request(`${SITE}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE, "User-Agent": userAgent },
        body: JSON.stringify({ username, password: "staff1234!" }),
      }),
    );
    expect(res.status).toBe(200);
    return {
      authorization: res.headers.get("authorization") ?? "",
      cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
    };
  }
  type Listed = {
    others: number;
    sessions: { loginId: string; device: string | null; signedInAt: number; lastActiveAt: number; current: boolean }[];
  };
  const listOf = async (s: LoggedIn) => (await (await asBrowser(s, "/api/admin/info/sessions")).json()) as Listed;

  it("names each login's browser and system, marks this one, newest activity first; a renewal keeps the name", async () => {
    const staff = await loginAsStaff();
    const phone = await loginFrom(staff.username, IPHONE);
    const pc = await loginFrom(staff.username, WINDOWS);
    // Two minutes later (without waiting) the phone renews: it is the most recently active.
    const [account] = await db()
      .select({ usersId: users.usersId })
      .from(users)
      .where(eq(users.username, staff.username));
    await db()
      .update(refreshToken)
      .set({ createdAt: sql`${refreshToken.createdAt} - 120` })
      .where(eq(refreshToken.usersId, account?.usersId ?? 0));
    expect(await refreshOf(phone)).toBe(200);
    const listed = await listOf(pc);
    expect(listed.others).toBe(2);
    // This browser first, then the most recently active; loginAsStaff's own login has no name
    // (the test's fetch sends no User-Agent).
    expect(listed.sessions.map((s) => [s.device, s.current])).toEqual([
      ["Chrome · Windows", true],
      ["Safari · iPhone", false],
      [null, false],
    ]);
    const iphone = listed.sessions[1];
    expect(iphone?.lastActiveAt).toBeGreaterThan(iphone?.signedInAt ?? 0);
    expect(JSON.stringify(listed)).not.toContain("Mozilla");
  });

  it("ends one login by its id: that browser cannot renew, the others go on; another's or an ended one is 404", async () => {
    const staff = await loginAsStaff();
    const phone = await loginFrom(staff.username, IPHONE);
    const pc = await loginFrom(staff.username, WINDOWS);
    const phoneLogin = (await listOf(pc)).sessions.find((s) => s.device === "Safari · iPhone")?.loginId ?? "";
    const res = await asBrowser(pc, `/api/admin/info/sessions/revoke?loginId=${phoneLogin}`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("선택한 기기의 로그인을 끝냈습니다.");
    expect(await refreshOf(phone)).toBe(401);
    expect(await refreshOf(pc)).toBe(200);
    expect(await refreshOf(staff)).toBe(200);
    expect((await listOf(pc)).sessions.map((s) => s.device).sort()).toEqual(["Chrome · Windows", null].sort());
    await expectJsonError(
      await asBrowser(pc, `/api/admin/info/sessions/revoke?loginId=${phoneLogin}`, { method: "POST" }),
      404,
      "이미 끝난 로그인입니다.",
    );
    // Another account's login is not this account's to end here.
    const other = await loginAsStaff();
    const otherLogin = (await listOf(other)).sessions[0]?.loginId ?? "";
    await expectJsonError(
      await asBrowser(pc, `/api/admin/info/sessions/revoke?loginId=${otherLogin}`, { method: "POST" }),
      404,
    );
    expect(await refreshOf(other)).toBe(200);
    await expectJsonError(await asBrowser(pc, "/api/admin/info/sessions/revoke?loginId=nope", { method: "POST" }), 400);
  });

  it("an administrator lists another account's logins and ends one", async () => {
    const admin = await loginAsAdmin();
    const staff = await loginAsStaff();
    const phone = await loginFrom(staff.username, IPHONE);
    const [row] = await db().select({ usersId: users.usersId }).from(users).where(eq(users.username, staff.username));
    const res = await asBrowser(admin, `/api/admin/users/sessions?usersId=${row?.usersId}`);
    const listed = (await res.json()) as { count: number; sessions: Listed["sessions"] };
    expect(listed.count).toBe(2);
    const phoneLogin = listed.sessions.find((s) => s.device === "Safari · iPhone");
    expect(phoneLogin?.current).toBe(false);
    const ended = await asBrowser(
      admin,
      `/api/admin/users/sessions/revoke?usersId=${row?.usersId}&loginId=${phoneLogin?.loginId}`,
      {
        method: "POST",
      },
    );
    expect(ended.status).toBe(200);
    expect(await refreshOf(phone)).toBe(401);
    expect(await refreshOf(staff)).toBe(200);
  });
});

describe("로그인된 기기 stays bounded", () => {
  const listOf = async (s: LoggedIn) =>
    ((await (await asBrowser(s, "/api/admin/info/sessions")).json()) as { sessions: { signedInAt: number }[] })
      .sessions;

  it("a sign-in and a renewal delete expired tokens; a login still alive keeps its first one (its 로그인 time)", async () => {
    const phone = await loginAsStaff();
    const [account] = await db()
      .select({ usersId: users.usersId })
      .from(users)
      .where(eq(users.username, phone.username));
    const usersId = account?.usersId ?? 0;
    const rowsOf = async () =>
      (await db().select({ id: refreshToken.id }).from(refreshToken).where(eq(refreshToken.usersId, usersId))).length;
    // The phone renews twice (three tokens); a PC signed in and was left (one token).
    expect(await refreshOf(phone)).toBe(200);
    expect(await refreshOf(phone)).toBe(200);
    const pc = await loginWith(phone.username, "staff1234!");
    expect(await rowsOf()).toBe(4);
    const signedIn = (await listOf(phone))[0]?.signedInAt;
    // Fifteen days later (without waiting): all of those have expired but the phone's newest, which
    // then renews. The PC's login is gone from the list already.
    const tokens = await db().select().from(refreshToken).where(eq(refreshToken.usersId, usersId));
    const phoneLogin = tokens[0]?.familyId;
    const newest = Math.max(...tokens.filter((t) => t.familyId === phoneLogin).map((t) => t.id));
    await db()
      .update(refreshToken)
      .set({ expiresAt: sql`${refreshToken.createdAt} - 1` })
      .where(and(eq(refreshToken.usersId, usersId), ne(refreshToken.id, newest)));
    expect(await listOf(phone)).toHaveLength(1);
    expect(await refreshOf(pc)).toBe(401);

    await loginWith(phone.username, "staff1234!");
    // The PC's login is deleted whole; the phone's keeps its first token and its newest.
    expect(await rowsOf()).toBe(3);
    expect(await refreshOf(phone)).toBe(200);
    const sessions = await listOf(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.signedInAt).toBe(signedIn);
    // A renewal prunes its own login too: the phone's used newest token once expired goes.
    await db()
      .update(refreshToken)
      .set({ expiresAt: sql`${refreshToken.createdAt} - 1` })
      .where(eq(refreshToken.id, newest));
    expect(await rowsOf()).toBe(4);
    expect(await refreshOf(phone)).toBe(200);
    expect(await rowsOf()).toBe(4);
    expect((await listOf(phone))[0]?.signedInAt).toBe(signedIn);
  });
});
