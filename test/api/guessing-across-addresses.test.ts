// Guessing spread over many addresses (decision 139, audit 40 item 1): an IPv6 /48 holds 65 536
// /64s, each of which decision 017's per-address limits count afresh. Failures are also counted per
// phone number, per username and per account's 2단계 인증 codes across all addresses; a browser
// that signed in as a username before (its trusted-device cookie) is not locked out by them.
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { beforeAll, describe, expect, it } from "vitest";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { call, checkedTitles, expectJsonError, lookUpInquiries, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
const ADMIN = { username: "admin@example.com", password: "admin1234!" };
const NOT_FOUND = "입력하신 연락처와 비밀번호로 확인할 수 있는 문의가 없습니다.";
const TOO_MANY_CHECKS = /문의 확인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./;
const TOO_MANY_LOGINS = /^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/;
const CODE_WRONG = "인증 코드가 맞지 않습니다. 앱에 표시된 지금의 코드나 복구 코드를 입력해주세요.";

let networks = 0;
/**
 * Addresses of the attacker's /48, `perNetwork` from each /64 before moving to the next: each /64
 * is a fresh client for decision 017's counters.
 */
function attacker(perNetwork: number) {
  let used = perNetwork;
  return () => {
    if (used === perNetwork) [networks, used] = [networks + 1, 0];
    used += 1;
    return `2001:db8:48:${networks.toString(16)}::${used}`;
  };
}
/** An address of a /64 not used before. */
const nextSlash64 = () => attacker(1)();

/** Expects a 429 from the counter across addresses: its hour-long window, not the 15 minutes. */
function expectHourLock(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(15 * 60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

describe("내 문의 확인: 10 failures per number an hour, from all addresses together", () => {
  const lookUp = lookUpInquiries;
  const titlesIn = checkedTitles;

  beforeAll(async () => {
    for (const [title, tel] of [
      ["방문 일정 문의", "010-5555-1234"],
      ["다른 고객 문의", "010-7777-1234"],
    ] as const) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ title, content: "<p>내용</p>", writer: "김고객", tel })) {
        form.set(name, value);
      }
      form.set("checkPassword", "0150");
      expect((await call("/api/inquiry", { method: "POST", body: form })).status).toBe(200);
    }
  });

  it("refuses the 11th guess for a number spread over /64s, even the right password from a fresh address", async () => {
    // Two guesses per /64: below decision 017's five per number and address.
    const from = attacker(2);
    for (let guess = 0; guess < 10; guess++) {
      const res = await lookUp("010-5555-1234", String(guess).padStart(4, "0"), from());
      expect(await res.text()).toContain(NOT_FOUND);
    }
    const right = await lookUp("010-5555-1234", "0150", nextSlash64());
    expectHourLock(right);
    const page = await right.text();
    expect(page).toMatch(TOO_MANY_CHECKS);
    expect(titlesIn(page)).toEqual([]);
    // Another customer's number is not held back by it, from the same addresses.
    expect(titlesIn(await (await lookUp("010-7777-1234", "0150", nextSlash64())).text())).toEqual(["다른 고객 문의"]);
  });

  it("counts a number without inquiries the same way: the limit tells nothing about a number", async () => {
    for (let guess = 0; guess < 10; guess++) {
      expect(await (await lookUp("010-4444-0000", `${guess}000`, nextSlash64())).text()).toContain(NOT_FOUND);
    }
    const refused = await lookUp("010-4444-0000", "0000", nextSlash64());
    expectHourLock(refused);
    expect(await refused.text()).toMatch(TOO_MANY_CHECKS);
  });

  it("the owner's right password gives back its own place only: an attacker's failures keep counting", async () => {
    for (let guess = 0; guess < 9; guess++) {
      expect(await (await lookUp("010-7777-1234", `${guess}999`, nextSlash64())).text()).toContain(NOT_FOUND);
    }
    // The owner looks (the 10th place, given back) …
    expect(titlesIn(await (await lookUp("010-7777-1234", "0150", nextSlash64())).text())).toEqual(["다른 고객 문의"]);
    // … and the attacker has one guess left, not ten.
    expect(await (await lookUp("010-7777-1234", "9999", nextSlash64())).text()).toContain(NOT_FOUND);
    expectHourLock(await lookUp("010-7777-1234", "8888", nextSlash64()));
  });
});

/** POST /login from `address`, with the browser's cookies when given. */
function loginFrom(address: string, body: { username: string; password: string; code?: string }, cookie?: string) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Origin: SITE,
    "CF-Connecting-IP": address,
  };
  if (cookie) headers.Cookie = cookie;
  return call("/login", { method: "POST", headers, body: JSON.stringify(body) });
}

/** The trusted-device cookie a successful login set: `device=…`, and its whole Set-Cookie line. */
function deviceCookieOf(res: Response) {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("device=")) ?? "";
  return { pair: line.split(";")[0] ?? "", line };
}

async function failLogins(username: string, times: number) {
  // Three per /64: below decision 017's five per username and address.
  const from = attacker(3);
  for (let i = 0; i < times; i++) {
    const res = await loginFrom(from(), { username, password: `wrong-${i}` });
    expect(res.status, `failure ${i + 1} for ${username}`).toBe(401);
  }
}

describe("POST /login: 30 failures per username an hour from all addresses; a trusted browser still signs in", () => {
  let trusted = "";

  beforeAll(async () => {
    // The administrator signed in on the office PC before the attack.
    const office = await loginFrom("203.0.113.10", ADMIN);
    expect(office.status).toBe(200);
    trusted = deviceCookieOf(office).pair;
  });

  it("sets the trusted-device cookie on a login: signed, HttpOnly, Secure, SameSite=Strict, for /login only, without the username", async () => {
    const res = await loginFrom(nextSlash64(), ADMIN);
    expect(res.headers.get("set-cookie")).toMatch(/^refresh=/);
    const { pair, line } = deviceCookieOf(res);
    expect(pair).toMatch(/^device=\d+\.[\w-]{16}\.[\w-]{43}$/);
    for (const attr of ["Max-Age=31536000", "Path=/login", "HttpOnly", "Secure", "SameSite=Strict"]) {
      expect(line).toContain(attr);
    }
    expect(line).not.toMatch(/admin|example/);
  });

  it("refuses the 31st attempt spread over /64s, even the right password, unless the browser signed in as that username before", async () => {
    await failLogins(ADMIN.username, 30);
    const fresh = await loginFrom(nextSlash64(), ADMIN);
    expectHourLock(fresh);
    await expectJsonError(fresh, 429, TOO_MANY_LOGINS);
    expect(fresh.headers.get("authorization")).toBeNull();
    // An altered cookie (its expiry pushed on, its signature's first character changed) is no cookie.
    const [expires = "", nonce, mac = ""] = trusted.slice("device=".length).split(".");
    for (const altered of [
      `device=${Number(expires) + 1}.${nonce}.${mac}`,
      `device=${expires}.${nonce}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`,
    ]) {
      expectHourLock(await loginFrom(nextSlash64(), ADMIN, altered));
    }

    // The office PC, from any address (its own /64 keeps decision 017's limits).
    const office = await loginFrom(nextSlash64(), ADMIN, trusted);
    expect(office.status).toBe(200);
    expect(office.headers.get("authorization")).toMatch(/^Bearer /);
    // A wrong password from it is still a failure, answered as one.
    await expectJsonError(await loginFrom(nextSlash64(), { ...ADMIN, password: "nope" }, trusted), 401);
  }, 60_000);

  it("a cookie of another username does not help, and an unknown username is locked the same way", async () => {
    const unknown = "nobody-here@example.com";
    await failLogins(unknown, 30);
    const refused = await loginFrom(nextSlash64(), { username: unknown, password: "whatever" }, trusted);
    expectHourLock(refused);
    await expectJsonError(refused, 429, TOO_MANY_LOGINS);
  }, 60_000);
});

describe("2단계 인증: 10 wrong codes per account in 15 minutes, from all addresses together", () => {
  const PASSWORD = "staff1234!";
  const codeOf = (secret: string, offset = 0) =>
    generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
  const post = (s: LoggedIn, path: string, json: unknown) =>
    callAs(s, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) });

  it("refuses the 11th code spread over /64s, even the right one; the owner's browser still signs in", async () => {
    const staff = await loginAsStaff();
    // The owner's phone signed in before turning it on: a trusted browser.
    const phone = deviceCookieOf(await loginFrom("203.0.113.20", { username: staff.username, password: PASSWORD }));
    const setup = await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD });
    const { secret } = (await setup.json()) as { secret: string };
    expect((await post(staff, "/api/admin/info/two-factor/enable", { code: codeOf(secret) })).status).toBe(200);

    const right = codeOf(secret, 1);
    const wrong = right === "999999" ? "999998" : "999999";
    for (let i = 0; i < 10; i++) {
      const res = await loginFrom(nextSlash64(), { username: staff.username, password: PASSWORD, code: wrong });
      await expectJsonError(res, 401, CODE_WRONG);
    }
    const refused = await loginFrom(nextSlash64(), { username: staff.username, password: PASSWORD, code: right });
    await expectJsonError(refused, 429, TOO_MANY_LOGINS);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const owner = await loginFrom(
      nextSlash64(),
      { username: staff.username, password: PASSWORD, code: right },
      phone.pair,
    );
    expect(owner.status).toBe(200);
  }, 60_000);
});

describe("the profile's password re-check: 10 failures per account in 15 minutes, counted apart from logins", () => {
  const TOO_MANY_PASSWORDS = /^비밀번호 입력 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/;
  const check = (session: LoggedIn, username: string, password: string, address: string) =>
    callAs(session, `/api/admin/info/check?username=${encodeURIComponent(username)}&password=${password}`, {
      method: "POST",
      headers: { "CF-Connecting-IP": address },
    });

  it("strangers' failed logins do not refuse the signed-in owner; a session's guesses over /64s stop at 10", async () => {
    const staff = await loginAsStaff();
    await failLogins(staff.username, 30);
    expect((await check(staff, staff.username, "staff1234!", nextSlash64())).status).toBe(200);

    // Someone holding the session (a stolen access token) guesses from many /64s.
    const from = attacker(2);
    for (let i = 0; i < 10; i++) await expectJsonError(await check(staff, staff.username, `wrong-${i}`, from()), 400);
    await expectJsonError(await check(staff, staff.username, "staff1234!", nextSlash64()), 429, TOO_MANY_PASSWORDS);
  }, 60_000);
});
