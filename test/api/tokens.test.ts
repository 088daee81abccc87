// Access tokens must expire and belong to an account that still exists; one refresh token wins
// one refresh (decision 017, 006).
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

describe("concurrent refresh with one refresh token", () => {
  it("has exactly one winner, and the reuse revokes the whole family", async () => {
    const session = await loginAsAdmin();
    const refreshWith = (cookie: string) =>
      call("/api/auth", { method: "POST", headers: { Origin: SITE, Cookie: cookie } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(session.cookie)));
    const winners = answers.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((r) => r.status !== 200)) {
      await expectJsonError(loser, 401, "로그인이 필요한 서비스 입니다.");
      expect(loser.headers.get("set-cookie")).toBeNull();
    }
    // The winner's new token belongs to the revoked family too: the thief's race ends the login.
    const winnerCookie = (winners[0]?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(winnerCookie).toMatch(/^refresh=/);
    await expectJsonError(await refreshWith(winnerCookie), 401);
    const rows = await db().select().from(refreshToken).where(eq(refreshToken.usersId, 1));
    const family = rows.filter((r) => r.familyId === rows.at(-1)?.familyId);
    expect(family.length).toBeGreaterThanOrEqual(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });
});
