// Access tokens must expire and belong to an account that still exists; one refresh token wins
// rotation; tabs of one browser refreshing at once all go on (decisions 017, 006, 078).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { refreshToken, users } from "../../db/schema";
import { callAs, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
const key = () => new TextEncoder().encode(env.JWT_SECRET ?? "");
const claims = { username: "admin@example.com", role: "ROLE_ADMIN" };

describe("access tokens", () => {
  it("refuses a correctly signed token without exp, and takes the same one with exp", async () => {
    const iat = Math.floor(Date.now() / 1000);
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("1")
      .setIssuedAt(iat)
      .sign(key());
    const res = await call("/api/admin/inquiry", { headers: { Authorization: `Bearer ${forever}` } });
    await expectJsonError(res, 401, "로그인이 필요한 서비스 입니다.");

    const expiring = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("1")
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(key());
    expect((await call("/api/admin/inquiry", { headers: { Authorization: `Bearer ${expiring}` } })).status).toBe(200);
  });

  it("stops a deleted account's token at once, before it expires", async () => {
    const admin = await loginAsAdmin();
    const staff = await loginAsStaff();
    expect((await callAs(staff, "/api/admin/inquiry")).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.username, staff.username));
    expect(row).toBeDefined();
    const deleted = await callAs(admin, `/api/admin/users?usersId=${row?.usersId}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);

    for (const path of ["/api/admin/inquiry", "/api/admin/inquiry/simple", "/api/admin/info/check"]) {
      const res = await callAs(staff, path, { method: path.endsWith("check") ? "POST" : "GET" });
      await expectJsonError(res, 401, "로그인이 필요한 서비스 입니다.");
    }
  });

  it("refuses a signed token whose account never existed", async () => {
    const iat = Math.floor(Date.now() / 1000);
    const ghost = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("999999")
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(key());
    const res = await call("/api/admin/inquiry", { headers: { Authorization: `Bearer ${ghost}` } });
    await expectJsonError(res, 401);
  });
});

describe("concurrent refresh with one refresh token (decision 078)", () => {
  const refreshWith = (cookie: string) =>
    call("/api/auth", { method: "POST", headers: { Origin: SITE, Cookie: cookie } });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const familyRows = async () => {
    const rows = await db().select().from(refreshToken).where(eq(refreshToken.usersId, 1));
    return rows.filter((r) => r.familyId === rows.at(-1)?.familyId);
  };

  it("tabs opening at once each get a token of their own, and the login goes on", async () => {
    const session = await loginAsAdmin();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(session.cookie)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const cookies = answers.map(cookieOf);
    expect(new Set(cookies).size).toBe(10);
    for (const cookie of cookies) expect(cookie).toMatch(/^refresh=/);
    expect((await familyRows()).every((r) => r.revokedAt === null)).toBe(true);
    // Whichever the browser kept (the last answer's cookie) goes on.
    expect((await refreshWith(cookies[7] ?? "")).status).toBe(200);
  });

  it("the copies the browser no longer holds end at the next rotation after the grace; one presented then ends the login", async () => {
    const session = await loginAsAdmin();
    const answers = await Promise.all(Array.from({ length: 3 }, () => refreshWith(session.cookie)));
    const [kept = "", dropped = ""] = answers.map(cookieOf);
    // Half a minute later (the grace passing, without waiting).
    for (const row of await familyRows()) {
      await db()
        .update(refreshToken)
        .set({ createdAt: row.createdAt - 31, usedAt: row.usedAt === null ? null : row.usedAt - 31 })
        .where(eq(refreshToken.id, row.id));
    }
    const next = await refreshWith(kept);
    expect(next.status).toBe(200);
    const unused = (await familyRows()).filter((r) => r.usedAt === null);
    // Only the new token is live; the other two copies are revoked.
    expect(unused.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect(unused.filter((r) => r.revokedAt !== null)).toHaveLength(2);
    // A copy that turns up now is a stolen one: the whole login ends.
    await expectJsonError(await refreshWith(dropped), 401, "로그인이 필요한 서비스 입니다.");
    await expectJsonError(await refreshWith(cookieOf(next)), 401);
    expect((await familyRows()).every((r) => r.revokedAt !== null)).toBe(true);
  });
});
