// Walks every route of the API's router table under /api/admin (and the editor image upload):
// a route added later without the guard, or with the wrong role rule, fails here.
import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../functions/app";
import { isAdminOnly } from "../../functions/auth/guard";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const normal = (path: string) => path.replace(/:\w+/g, ":param").replace(/\/$/, "");
const guarded = createApi()
  .routes.filter((r) => r.method !== "ALL")
  .map((r) => ({ method: r.method, path: normal(r.path) }))
  .filter((r) => r.path.startsWith("/api/admin") || r.path === "/api/image/upload")
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

/** Every admin call of SPEC §7 must be in the router table. */
const SPEC_ADMIN_CALLS = [
  "GET /api/admin/glass",
  "POST /api/admin/glass/update",
  "POST /api/admin/glass",
  "DELETE /api/admin/glass",
  "GET /api/admin/type",
  "POST /api/admin/type/update",
  "POST /api/admin/type",
  "DELETE /api/admin/type",
  "GET /api/admin/items",
  "DELETE /api/admin/items",
  "POST /api/admin/items/update/displayorder",
  "POST /api/admin/items",
  "GET /api/admin/items/detail",
  "GET /api/admin/items/modify",
  "POST /api/admin/items/update",
  "POST /api/image/upload",
  "GET /api/admin/manu/list",
  "GET /api/admin/manu/count",
  "POST /api/admin/manu",
  "POST /api/admin/manu/update",
  "DELETE /api/admin/manu",
  "GET /api/admin/inquiry",
  "GET /api/admin/inquiry/detail",
  "DELETE /api/admin/inquiry",
  "GET /api/admin/inquiry/files/download/:param",
  "GET /api/admin/inquiry/files/preview/:param",
  "GET /api/admin/inquiry/simple",
  "GET /api/admin/inquiry/new-count",
  "POST /api/admin/inquiry/status",
  "POST /api/admin/inquiry/memo",
  "GET /api/admin/inquiry/export",
  "GET /api/admin/boards",
  "GET /api/admin/boards/simple",
  "GET /api/admin/boards/detail/:param",
  "DELETE /api/admin/boards",
  "DELETE /api/admin/boards/detail",
  "GET /api/admin/boardfiles/download/:param",
  "GET /api/admin/boardfiles/preview/:param",
  "POST /api/admin/boards",
  "GET /api/admin/boards/modify",
  "POST /api/admin/boards/update",
  "GET /api/admin/calendar",
  "GET /api/admin/calendar/detail",
  "POST /api/admin/calendar",
  "POST /api/admin/calendar/update",
  "DELETE /api/admin/calendar",
  "GET /api/admin/release/simple",
  "POST /api/admin/info/check",
  "POST /api/admin/info",
  "POST /api/admin/users/register",
  "GET /api/admin/users",
  "DELETE /api/admin/users",
  "GET /api/admin/users/roles",
  "PATCH /api/admin/users/role",
  "GET /api/admin/users/all",
];

/** Calls of issue 12 that must be in the router table too. */
const ADMIN_ONLY_CALLS = [
  "GET /api/admin/settings/company",
  "PUT /api/admin/settings/company",
  "GET /api/admin/settings/pages",
  "PUT /api/admin/settings/pages",
];
const urlOf = (path: string) => path.replace(/:param/g, "999999");
const label = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

async function sign(claims: Record<string, unknown>, secret: string, expSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("1")
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expSeconds)
    .sign(new TextEncoder().encode(secret));
}
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

describe("the router table", () => {
  it("has every admin call of the spec", () => {
    const present = new Set(guarded.map(label));
    expect([...SPEC_ADMIN_CALLS, ...ADMIN_ONLY_CALLS].filter((c) => !present.has(c))).toEqual([]);
  });

  it("has the audit log's calls, administrators only (issue 12)", () => {
    const audit = guarded.filter((r) => r.path.startsWith("/api/admin/audit")).map(label);
    expect(audit).toEqual(["GET /api/admin/audit", "GET /api/admin/audit/actors"]);
    expect(audit.every((c) => isAdminOnly(c.split(" ")[1] ?? ""))).toBe(true);
  });
});

describe("every admin route", () => {
  let badTokens: Record<string, string>;
  let staff: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    const secret = env.JWT_SECRET ?? "";
    const adminClaims = { username: "admin@example.com", role: "ROLE_ADMIN" };
    badTokens = {
      expired: `Bearer ${await sign(adminClaims, secret, -60)}`,
      "wrong signature": `Bearer ${await sign(adminClaims, "another-secret-of-at-least-32-characters!!", 600)}`,
      "alg none": `Bearer ${b64url({ alg: "none", typ: "JWT" })}.${b64url({ sub: "1", ...adminClaims, exp: 9999999999 })}.`,
      malformed: "Bearer not-a-jwt",
      "no token": "",
    };
    staff = await loginAsStaff();
    admin = await loginAsAdmin();
  });

  it("answers 401 with the JSON error without a valid token", async () => {
    expect(guarded.length).toBeGreaterThanOrEqual(SPEC_ADMIN_CALLS.length);
    for (const route of guarded) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await call(urlOf(route.path), {
          method: route.method,
          headers: token ? { Authorization: token } : {},
        });
        expect(res.status, `${label(route)} with ${kind}`).toBe(401);
        expect(await res.json()).toEqual({ status: 401, message: "로그인이 필요한 서비스 입니다." });
      }
    }
    // Every admin route with every bad token: hundreds of requests, beyond the default 5 s on a busy machine.
  }, 30_000);

  it("covers the settings routes of issue 12", () => {
    const present = new Set(guarded.map(label));
    for (const list of ["banner", "logos"]) {
      const base = `/api/admin/settings/${list}`;
      for (const c of [`GET ${base}`, `POST ${base}`, `POST ${base}/update`, `POST ${base}/order`, `DELETE ${base}`]) {
        expect(present.has(c), c).toBe(true);
      }
    }
  });

  it("refuses the administrator-only routes (users, settings, audit, export) to staff (403) and lets staff do the rest", async () => {
    expect(guarded.length).toBeGreaterThanOrEqual(SPEC_ADMIN_CALLS.length);
    for (const route of guarded) {
      const res = await callAs(staff, urlOf(route.path), { method: route.method });
      if (isAdminOnly(route.path)) {
        expect(res.status, label(route)).toBe(403);
        expect(await res.json()).toEqual({ status: 403, message: "접근 권한이 없습니다." });
      } else {
        expect([401, 403], label(route)).not.toContain(res.status);
        // Empty input is the caller's mistake, never a server fault.
        expect(res.status, label(route)).toBeLessThan(500);
      }
    }
    // Every admin route once: over a hundred requests, beyond the default 5 s on a busy machine.
  }, 30_000);

  it("lets an administrator use every route, and no route fails with 500 on empty input", async () => {
    expect(guarded.length).toBeGreaterThanOrEqual(SPEC_ADMIN_CALLS.length);
    for (const route of guarded) {
      const res = await callAs(admin, urlOf(route.path), { method: route.method });
      expect([401, 403], label(route)).not.toContain(res.status);
      expect(res.status, label(route)).toBeLessThan(500);
      expect(res.headers.get("cache-control"), label(route)).toBe("no-store");
    }
    // As above: every admin route once.
  }, 30_000);

  it("guards unknown paths under /api/admin before answering 404", async () => {
    const res = await call("/api/admin/not-a-route");
    expect(res.status).toBe(401);
    const known = await callAs(admin, "/api/admin/not-a-route");
    expect(known.status).toBe(404);
    expect(((await known.json()) as { status: number }).status).toBe(404);
  });
});
