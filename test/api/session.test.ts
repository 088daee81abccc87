import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { refreshToken } from "../../db/schema";
import { sha256Hex } from "../../functions/auth/opaque";
import { loginAsAdmin, loginWith } from "../auth-fixtures";
import { call, db, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
const post = (path: string, init: { cookie?: string; origin?: string; body?: string } = {}) =>
  call(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      Origin: init.origin ?? SITE,
    },
    body: init.body ?? "{}",
  });
const loginBody = (username: string, password: string) => JSON.stringify({ username, password });
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

describe("POST /login", () => {
  it("answers the access token in the Authorization header and a refresh cookie", async () => {
    const res = await post("/login", { body: loginBody("admin@example.com", "admin1234!") });
    expect(res.status).toBe(200);
    const authorization = res.headers.get("authorization") ?? "";
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = decodeJwt(authorization.slice(7));
    expect(claims).toMatchObject({ sub: "1", username: "admin@example.com", role: "ROLE_ADMIN" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^refresh=[\w-]{40,};/);
    for (const attr of ["Max-Age=1209600", "Path=/", "HttpOnly", "Secure", "SameSite=Strict"]) {
      expect(setCookie).toContain(attr);
    }
    // Stored only as a hash.
    const value = cookieOf(res).slice("refresh=".length);
    const rows = await db().select().from(refreshToken);
    expect(rows.some((r) => r.tokenHash === value)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("gives the same answer for a wrong password and an unknown username", async () => {
    const wrong = await post("/login", { body: loginBody("admin@example.com", "nope-nope") });
    const unknown = await post("/login", { body: loginBody("ghost@example.com", "nope-nope") });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { status: 401, message: "아이디와 비밀번호를 다시 확인해주세요." };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(wrong.headers.get("authorization")).toBeNull();
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("answers 401 to an unreadable body", async () => {
    const res = await post("/login", { body: "{not json" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: "아이디와 비밀번호를 다시 확인해주세요." });
  });
});

describe("POST /api/auth (refresh)", () => {
  it("rotates: a new access token and a new cookie; each refresh token works once", async () => {
    const session = await loginAsAdmin();
    const first = await post("/api/auth", { cookie: session.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get("authorization")).toMatch(/^Bearer /);
    const next = cookieOf(first);
    expect(next).toMatch(/^refresh=/);
    expect(next).not.toBe(session.cookie);

    const second = await post("/api/auth", { cookie: next });
    expect(second.status).toBe(200);
    expect(decodeJwt((second.headers.get("authorization") ?? "").slice(7)).sub).toBe("1");
  });

  /** The login (refresh family) of a session's cookie, every token of it. */
  const familyOf = async (cookie: string) => {
    const all = await db().select().from(refreshToken);
    const hash = await sha256Hex(cookie.slice("refresh=".length));
    const familyId = all.find((r) => r.tokenHash === hash)?.familyId;
    return all.filter((r) => r.familyId === familyId);
  };
  /** Moves the token's use back in time by `seconds` (the grace passing, without waiting). */
  const usedEarlier = async (cookie: string, seconds: number) => {
    const hash = await sha256Hex(cookie.slice("refresh=".length));
    const [row] = await db().select().from(refreshToken).where(eq(refreshToken.tokenHash, hash));
    await db()
      .update(refreshToken)
      .set({ usedAt: (row?.usedAt ?? 0) - seconds })
      .where(eq(refreshToken.tokenHash, hash));
  };

  it("revokes the whole family when a used token is presented again after the grace", async () => {
    const session = await loginAsAdmin();
    const rotated = cookieOf(await post("/api/auth", { cookie: session.cookie }));
    await usedEarlier(session.cookie, 31);
    const reuse = await post("/api/auth", { cookie: session.cookie });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ status: 401, message: "로그인이 필요한 서비스 입니다." });
    // The thief's reuse also ends the legitimate chain.
    const legit = await post("/api/auth", { cookie: rotated });
    expect(legit.status).toBe(401);
    expect((await familyOf(rotated)).every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("a used token presented again within the grace (its answer lost to a reload) gets a token of its own", async () => {
    const session = await loginAsAdmin();
    const lost = await post("/api/auth", { cookie: session.cookie });
    expect(lost.status).toBe(200);
    // The browser never stored the answer's cookie and sends the old one again.
    const retry = await post("/api/auth", { cookie: session.cookie });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("authorization")).toMatch(/^Bearer /);
    const kept = cookieOf(retry);
    expect(kept).not.toBe(cookieOf(lost));
    expect((await familyOf(kept)).every((r) => r.revokedAt === null)).toBe(true);
    // The login goes on from the token the browser holds.
    expect((await post("/api/auth", { cookie: kept })).status).toBe(200);
  });

  it("within the grace, a used token is refused once its login went on with the newer token", async () => {
    const session = await loginAsAdmin();
    const second = cookieOf(await post("/api/auth", { cookie: session.cookie }));
    const third = cookieOf(await post("/api/auth", { cookie: second }));
    // Someone else holds the first token: the login already moved past it.
    expect((await post("/api/auth", { cookie: session.cookie })).status).toBe(401);
    expect((await post("/api/auth", { cookie: third })).status).toBe(401);
    expect((await familyOf(third)).every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("answers 401 without a cookie, with a forged one and with an expired one", async () => {
    expect((await post("/api/auth")).status).toBe(401);
    expect((await post("/api/auth", { cookie: "refresh=forged-value-0123456789" })).status).toBe(401);
    const session = await loginAsAdmin();
    const all = await db().select().from(refreshToken);
    const newest = all.at(-1);
    if (!newest) throw new Error("no refresh token stored");
    await db().update(refreshToken).set({ expiresAt: 1 }).where(eq(refreshToken.id, newest.id));
    const res = await post("/api/auth", { cookie: session.cookie });
    expect(res.status).toBe(401);
    expect(res.headers.get("authorization")).toBeNull();
  });

  it("refuses a foreign Origin with 403 and keeps the token usable", async () => {
    const session = await loginAsAdmin();
    const res = await post("/api/auth", { cookie: session.cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { status: number }).status).toBe(403);
    expect((await post("/api/auth", { cookie: session.cookie })).status).toBe(200);
  });

  it("ignores an Authorization header, even an invalid one", async () => {
    const session = await loginAsAdmin();
    const res = await call("/api/auth", {
      method: "POST",
      headers: { Cookie: session.cookie, Origin: SITE, Authorization: "Bearer expired.or.garbage" },
    });
    expect(res.status).toBe(200);
  });
});

describe("POST /logout", () => {
  it("revokes the refresh token and clears the cookie", async () => {
    const session = await loginAsAdmin();
    const res = await post("/logout", { cookie: session.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^refresh=;.*Max-Age=0/);
    expect((await post("/api/auth", { cookie: session.cookie })).status).toBe(401);
  });

  it("is idempotent without a cookie and refuses a foreign Origin", async () => {
    expect((await post("/logout")).status).toBe(200);
    const session = await loginAsAdmin();
    expect((await post("/logout", { cookie: session.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/api/auth", { cookie: session.cookie })).status).toBe(200);
  });
});

describe("secrets", () => {
  it("signs with the configured secret only", async () => {
    const session = await loginWith("admin@example.com", "admin1234!");
    expect(env.JWT_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(session.authorization.split(".")).toHaveLength(3);
  });
});
