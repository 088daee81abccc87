// Property-based fuzzing (fast-check) of every route in the Hono router table and every public
// page: hostile requests (test/fuzz-inputs.ts) never get a 5xx or a stack trace, on /api a 4xx
// is always the JSON error shape with a Korean message, and the back office stays shut to every
// token but a valid one. Routes are read from the app itself, so a new route is fuzzed too.
// CI: fixed seed, FUZZ_RUNS per route (default 30). `npm run fuzz`: more runs, a fresh seed
// (printed; replay with FUZZ_SEED=<seed> FUZZ_RUNS=<runs>).
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { SignJWT } from "jose";
import * as build from "remix-build";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { SEED_ADMIN } from "../../db/seed";
import { createApi } from "../../functions/app";
import { isApiPath } from "../../functions/lib/paths";
import { MAX_URL_LENGTH } from "../../functions/lib/refusals";
import { type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { db, KOREAN, seedDatabase } from "../fixtures";
import {
  badAuthorization,
  body,
  encodeLoose,
  type FuzzBody,
  hugeBody,
  hugeValue,
  methodFor,
  pathFor,
  queryString,
} from "../fuzz-inputs";

const LONG_RUN = env.FUZZ_RUNS !== "";
const RUNS = Number(env.FUZZ_RUNS) || 30;
const SEED = env.FUZZ_SEED !== "" ? Number(env.FUZZ_SEED) : LONG_RUN ? Date.now() % 2 ** 31 : 20_250_909;
const TIMEOUT = 60_000 * Math.max(1, RUNS / 30);
if (LONG_RUN) console.log(`fuzz: ${RUNS} runs per route, seed ${SEED}`);

const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
/** A frame of a JavaScript stack trace, or a source path: never shown to a client. */
const STACK_TRACE = /^\s*at .+:\d+:\d+\)?$|\.(ts|js):\d+:\d+|node_modules\//m;

interface Route {
  method: string;
  path: string;
}

/** The router table as Hono exposes it: one entry per method and path, middleware left out. */
const API_ROUTES: Route[] = [
  ...new Map(
    createApi()
      .routes.filter((r) => r.method !== "ALL")
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

/** Page URLs of the Remix build: the public pages, and apart the back office's screens (whose data
 * comes from the API, fuzzed above; their own paths and params are fuzzed here). */
const [PAGE_ROUTES, ADMIN_SCREENS]: [string[], string[]] = (() => {
  const routes = build.routes as Record<string, { id: string; parentId?: string; path?: string }>;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const isAdmin = (id: string): boolean => id.startsWith("admin/");
  const pathsOf = (admin: boolean) => [
    ...new Set(
      Object.values(routes)
        .filter((r) => r.id !== "root" && isAdmin(r.id) === admin)
        .map((r) => fullPath(r.id) || "/"),
    ),
  ];
  return [pathsOf(false), pathsOf(true)];
})();

const isGuarded = (pathname: string) => pathname.startsWith("/api/admin/") || pathname === "/api/image/upload";

interface FuzzRequest {
  method: string;
  path: string;
  body: FuzzBody;
  authorization?: string;
  origin?: string;
  host?: string;
}

let requests = 0;
/** A distinct client address per request, so the abuse limits never mask an answer. */
function nextAddress(): string {
  requests += 1;
  return `100.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
}

async function send(r: FuzzRequest, cookie?: string): Promise<{ res: Response; text: string }> {
  const headers = new Headers({ "CF-Connecting-IP": nextAddress() });
  if (cookie !== undefined) headers.set("Cookie", cookie);
  if (r.authorization !== undefined) headers.set("Authorization", r.authorization);
  if (r.origin !== undefined) headers.set("Origin", r.origin);
  if (r.host !== undefined) headers.set("Host", r.host);
  if (r.body.contentType !== undefined) headers.set("Content-Type", r.body.contentType);
  const withBody = r.method !== "GET" && r.method !== "HEAD" && r.body.bytes !== undefined;
  const res = await exports.default.fetch(
    new Request(`http://localhost${r.path}`, {
      method: r.method,
      headers,
      body: withBody ? (r.body.bytes as BodyInit) : undefined,
    }),
  );
  return { res, text: await res.text() };
}

/** What holds for every answer: no 5xx, no stack trace, the error shape on /api. */
function expectSafe(r: FuzzRequest, res: Response, text: string) {
  const where = `${r.method} ${r.path.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(text, where).not.toMatch(STACK_TRACE);
  const { pathname } = new URL(`http://localhost${r.path}`);
  if (isApiPath(r.method, pathname) && res.status >= 400 && r.method !== "HEAD") {
    expect(res.headers.get("content-type"), where).toMatch(/^application\/json/);
    const json = JSON.parse(text) as { status: unknown; message: unknown };
    expect(Object.keys(json).sort(), where).toEqual(["message", "status"]);
    expect(json.status, where).toBe(res.status);
    expect(json.message, where).toMatch(KOREAN);
  }
}

/** Whether the back office's guard must answer (the runtime refuses odd methods and long URLs first). */
function guardAnswers(r: FuzzRequest): boolean {
  const url = `http://localhost${r.path}`;
  return SERVED_METHODS.has(r.method) && url.length <= MAX_URL_LENGTH && isGuarded(new URL(url).pathname);
}

/** Real clients always send Host; a forged one now and then. */
const host = fc.constantFrom<string | undefined>("localhost", "localhost", "localhost", "evil.example", undefined);

const requestFor = (route: Route, authorization: fc.Arbitrary<string | undefined>) =>
  fc.record({
    method: methodFor(route.method),
    path: fc.tuple(pathFor(route.path), queryString).map(([p, q]) => p + q),
    body,
    authorization,
    origin: fc.constantFrom(undefined, "http://localhost", "https://evil.example", "null"),
    host,
  });

const check = (seedOffset: number, property: fc.IAsyncProperty<[FuzzRequest]>) =>
  fc.assert(property, { seed: SEED + seedOffset, numRuns: RUNS });

let admin: LoggedIn;
let forged: string[] = [];

beforeAll(async () => {
  await seedDatabase();
  const [row] = await db().select().from(users).where(eq(users.username, SEED_ADMIN.username));
  const key = new TextEncoder().encode(env.JWT_SECRET);
  const iat = Math.floor(Date.now() / 1000);
  const claims = { username: SEED_ADMIN.username, role: "ROLE_ADMIN" };
  const token = (sub: string, exp: number | null, signWith = key, alg = "HS256") => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).setSubject(sub).setIssuedAt(iat);
    return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(signWith);
  };
  const adminId = String(row?.usersId);
  forged = await Promise.all([
    token(adminId, iat - 60), // expired
    token(adminId, null), // never expires
    token("999999", iat + 600), // no such account
    token(adminId, iat + 600, new TextEncoder().encode("a-different-secret-of-enough-length-0123456789")),
    token(adminId, iat + 600, key, "HS512"),
  ]);
});

describe("the fuzzed tables", () => {
  it("hold every route of the Hono app and every public page", () => {
    expect(API_ROUTES.length).toBeGreaterThan(60);
    const listed = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    for (const route of [
      "POST /api/inquiry",
      "POST /login",
      "GET /api/boards",
      "GET /api/items",
      "POST /api/admin/items/update/displayorder",
      "PATCH /api/admin/users/role",
      "GET /item/:fileName",
    ]) {
      expect(listed).toContain(route);
    }
    expect(PAGE_ROUTES).toEqual(
      expect.arrayContaining(["/", "/notice", "/notice/:id", "/manu/:id", "/inquiryForm", "/*"]),
    );
    expect(PAGE_ROUTES.some((p) => p.startsWith("/admin"))).toBe(false);
    expect(ADMIN_SCREENS).toEqual(expect.arrayContaining(["/admin", "/admin/item/:itemId", "/admin/notice/edit/:id"]));
  });
});

describe("every API route", () => {
  API_ROUTES.forEach((route, i) => {
    const name = `${route.method} ${route.path}`;
    if (!isGuarded(route.path)) {
      it(
        `${name}: no 5xx, no stack trace, the error shape`,
        () =>
          check(
            i,
            fc.asyncProperty(requestFor(route, badAuthorization(forged)), async (r) => {
              const { res, text } = await send(r);
              expectSafe(r, res, text);
            }),
          ),
        TIMEOUT,
      );
      return;
    }
    it(
      `${name}: shut (401/403 JSON) without a valid token`,
      () =>
        check(
          i,
          fc.asyncProperty(requestFor(route, badAuthorization(forged)), async (r) => {
            const { res, text } = await send(r);
            expectSafe(r, res, text);
            if (guardAnswers(r)) expect([401, 403], `${r.method} ${r.path}`).toContain(res.status);
          }),
        ),
      TIMEOUT,
    );
    it(
      `${name}: with an administrator's token, no 5xx, no stack trace, the error shape`,
      async () => {
        admin = await loginAsAdmin();
        await check(
          1000 + i,
          fc.asyncProperty(
            requestFor(route, fc.constant(undefined)).map((r) => ({ ...r, authorization: admin.authorization })),
            async (r) => {
              const { res, text } = await send(r);
              expectSafe(r, res, text);
            },
          ),
        );
      },
      TIMEOUT,
    );
  });
});

describe("every public page", () => {
  PAGE_ROUTES.forEach((path, i) => {
    it(
      `${path}: no 5xx, no stack trace`,
      () =>
        check(
          2000 + i,
          fc.asyncProperty(
            fc.record({
              method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST"),
              path: fc.tuple(pathFor(path), queryString).map(([p, q]) => p + q),
              body,
              authorization: badAuthorization(forged),
              origin: fc.constantFrom(undefined, "http://localhost", "https://evil.example", "null", ""),
              host,
            }),
            async (r) => {
              const { res, text } = await send(r);
              expectSafe(r, res, text);
            },
          ),
        ),
      TIMEOUT,
    );
  });
});

describe("every back-office screen", () => {
  it(
    "no 5xx, no stack trace, with or without a session",
    async () => {
      admin = await loginAsAdmin();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ADMIN_SCREENS).chain((screen) =>
            fc.record({
              method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST"),
              path: fc.tuple(pathFor(screen), queryString).map(([p, q]) => p + q),
              body,
              authorization: badAuthorization(forged),
              origin: fc.constantFrom(undefined, "http://localhost", "https://evil.example"),
              host,
              withSession: fc.boolean(),
            }),
          ),
          async ({ withSession, ...r }) => {
            const { res, text } = await send(r, withSession ? admin.cookie : undefined);
            expectSafe(r, res, text);
          },
        ),
        { seed: SEED + 4000, numRuns: RUNS * 3 },
      );
    },
    TIMEOUT * 3,
  );
});

describe("huge values (100 KB – 1 MB)", () => {
  const targets = [
    ...API_ROUTES.map((route) => ({ ...route, page: false })),
    ...PAGE_ROUTES.map((path) => ({ method: "POST", path, page: true })),
  ];
  it(
    "in bodies and URLs of any route: no 5xx, no stack trace, the error shape",
    async () => {
      admin = await loginAsAdmin();
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            target: fc.constantFrom(...targets),
            body: hugeBody,
            inUrl: fc.option(hugeValue, { freq: 4 }),
            asAdmin: fc.boolean(),
          }),
          async ({ target, body: huge, inUrl, asAdmin }) => {
            const [path] = fc.sample(pathFor(target.path), { numRuns: 1, seed: SEED });
            const r: FuzzRequest = {
              method: target.method,
              path: `${path}${inUrl ? `?searchKeyword=${encodeLoose(inUrl.slice(0, 200_000))}` : ""}`,
              body: huge,
              authorization: asAdmin && !target.page ? admin.authorization : undefined,
              host: "localhost",
            };
            const { res, text } = await send(r);
            expectSafe(r, res, text);
          },
        ),
        { seed: SEED + 3000, numRuns: LONG_RUN ? RUNS : 24 },
      );
    },
    TIMEOUT * 2,
  );
});
