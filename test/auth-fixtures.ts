// Signing in for admin API tests: real accounts in D1, real POST /login.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { SEED_ADMIN } from "../db/seed";
import { hashPassword } from "../functions/auth/password";

const SITE = "http://localhost";

export interface LoggedIn {
  /** The Authorization header value exactly as /login returned it. */
  authorization: string;
  /** The refresh cookie pair `refresh=…`, for /api/auth and /logout. */
  cookie: string;
}

export async function loginWith(username: string, password: string): Promise<LoggedIn> {
  const res = await exports.default.fetch(
    new Request(`${SITE}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ username, password }),
    }),
  );
  if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status} ${await res.text()}`);
  const authorization = res.headers.get("authorization") ?? "";
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { authorization, cookie };
}

/** The seeded administrator (ROLE_ADMIN); the seed must have run in this test file. */
export const loginAsAdmin = () => loginWith(SEED_ADMIN.username, SEED_ADMIN.password);

let staffCount = 0;
/** A fresh staff account (ROLE_USER) and its session. */
export async function loginAsStaff(): Promise<LoggedIn & { username: string }> {
  staffCount += 1;
  const username = `staff${staffCount}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await getDb(env.DB)
    .insert(users)
    .values({ username, name: `직원${staffCount}`, role: "ROLE_USER", ...(await hashPassword("staff1234!")) });
  return { username, ...(await loginWith(username, "staff1234!")) };
}

/** A request to the Worker carrying the session's access token. */
export function callAs(session: LoggedIn, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Authorization", session.authorization);
  return exports.default.fetch(new Request(`${SITE}${path}`, { ...init, headers }));
}
