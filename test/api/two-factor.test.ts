// 2단계 인증 (decision 076): set-up with the password and an app's code, the login's second step,
// codes that work once, 복구 코드, turning it off, and an administrator's reset.
import { createScheduledController, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { and, count, desc, eq, isNull, notLike } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, refreshToken, userRecoveryCode, users, userTotp } from "../../db/schema";
import { seal } from "../../functions/auth/sealed";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { db, expectJsonError, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const SITE = "http://localhost";
const PASSWORD = "staff1234!";
const CODE_REQUIRED = "인증 앱에 표시된 6자리 코드를 입력해주세요.";
const CODE_WRONG = "인증 코드가 맞지 않습니다. 앱에 표시된 지금의 코드나 복구 코드를 입력해주세요.";

let addressCount = 0;
/** POST /login as the form sends it; each test's attempts come from an address of its own. */
function login(username: string, body: { password?: string; code?: string }, address = "203.0.113.1") {
  return exports.default.fetch(
    new Request(`${SITE}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, "CF-Connecting-IP": address },
      body: JSON.stringify({ username, password: PASSWORD, ...body }),
    }),
  );
}
const newAddress = () => `198.51.100.${++addressCount}`;

const post = (s: LoggedIn, path: string, json: unknown) =>
  callAs(s, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) });

/** The app's code for the time step `offset` steps from now (what a phone shows then). */
const codeOf = (secret: string, offset = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

async function usersIdOf(username: string): Promise<number> {
  const [row] = await db().select({ usersId: users.usersId }).from(users).where(eq(users.username, username));
  return row?.usersId ?? 0;
}

/** A staff account with 2단계 인증 on: its session, secret and 복구 코드. */
async function staffWithTwoFactor() {
  const staff = await loginAsStaff();
  const setup = await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await post(staff, "/api/admin/info/two-factor/enable", { code: codeOf(secret) });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { staff, secret, recoveryCodes, usersId: await usersIdOf(staff.username) };
}

const status = async (s: LoggedIn, path = "/api/admin/info/two-factor") => {
  const res = await callAs(s, path);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    enabled: boolean;
    enabledAt: string | null;
    recoveryCodesLeft: number;
    required?: boolean;
  };
};

describe("2단계 인증: set-up", () => {
  it("asks for the password, answers a key and its otpauth URI, and stays off until the app's code is right", async () => {
    const staff = await loginAsStaff();
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/setup", { password: "wrong-password" }),
      400,
      "비밀번호가 올바르지 않습니다.",
    );
    expect(
      await db()
        .select()
        .from(userTotp)
        .where(eq(userTotp.usersId, await usersIdOf(staff.username))),
    ).toEqual([]);

    const res = await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { secret, uri } = (await res.json()) as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(
      uri.startsWith(`otpauth://totp/${encodeURIComponent("한빛창호")}:${encodeURIComponent(staff.username)}?`),
    ).toBe(true);
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(parsed.searchParams.get("issuer")).toBe("한빛창호");
    // Still off: the login takes no code yet.
    expect(await status(staff)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await login(staff.username, {}, newAddress())).status).toBe(200);

    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/enable", {
        code: "000000" === codeOf(secret) ? "111111" : "000000",
      }),
      400,
      "인증 코드가 맞지 않습니다. 앱에 새로 추가한 항목의 6자리 코드를 입력해주세요.",
    );
    expect((await status(staff)).enabled).toBe(false);

    const enabled = await post(staff, "/api/admin/info/two-factor/enable", { code: codeOf(secret) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const after = await status(staff);
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(after.enabledAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // Only hashes are kept.
    const stored = await db()
      .select()
      .from(userRecoveryCode)
      .where(eq(userRecoveryCode.usersId, await usersIdOf(staff.username)));
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);

    // Once on, a new set-up cannot replace the secret.
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD }),
      409,
      "이미 2단계 인증을 사용하고 있습니다.",
    );
  });

  it("enabling without a set-up, or with an empty code, is a 400 with its message", async () => {
    const staff = await loginAsStaff();
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/enable", { code: "123456" }),
      400,
      "2단계 인증 설정을 처음부터 다시 해주세요.",
    );
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/enable", { code: " " }),
      400,
      "인증 코드를 입력해주세요.",
    );
  });
});

describe("2단계 인증: the login's second step", () => {
  it("a right password without a code gets no session, a 401 naming the step, and is not counted as a failure", async () => {
    const { staff, usersId } = await staffWithTwoFactor();
    const tokensBefore = await db().select({ n: count() }).from(refreshToken).where(eq(refreshToken.usersId, usersId));
    const address = newAddress();
    // More than the 5 failures an account may have from an address: none of these is one.
    for (let i = 0; i < 7; i++) {
      const res = await login(staff.username, {}, address);
      expect(res.headers.get("login-step")).toBe("code");
      expect(res.headers.get("authorization")).toBeNull();
      expect(res.headers.get("set-cookie")).toBeNull();
      await expectJsonError(res, 401, CODE_REQUIRED);
    }
    const tokensAfter = await db().select({ n: count() }).from(refreshToken).where(eq(refreshToken.usersId, usersId));
    expect(tokensAfter).toEqual(tokensBefore);
    // A wrong password still reads as before, without the step: it tells nothing about the account.
    const wrong = await login(staff.username, { password: "not-it-at-all" }, address);
    expect(wrong.headers.get("login-step")).toBeNull();
    await expectJsonError(wrong, 401, "아이디와 비밀번호를 다시 확인해주세요.");
  });

  it("the app's code signs in once; the same code again is refused", async () => {
    const { staff, secret } = await staffWithTwoFactor();
    const address = newAddress();
    // The step after the one the set-up used (a code the phone shows within 30 seconds).
    const code = codeOf(secret, 1);
    const ok = await login(staff.username, { code }, address);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("authorization")).toMatch(/^Bearer /);
    const again = await login(staff.username, { code }, address);
    expect(again.headers.get("login-step")).toBe("code");
    await expectJsonError(again, 401, CODE_WRONG);
    // The set-up's own code (an older step) is used up too.
    await expectJsonError(await login(staff.username, { code: codeOf(secret) }, address), 401, CODE_WRONG);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "login"))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit?.actorUsername).toBe(staff.username);
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({ address, factor: "app" });
    const [failed] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "login_failed"))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(JSON.parse(failed?.detail ?? "{}")).toEqual({ address, reason: "code" });
  });

  it("a 복구 코드 signs in once, typed in capitals or without its hyphen", async () => {
    const { staff, recoveryCodes, usersId } = await staffWithTwoFactor();
    const address = newAddress();
    const [first = "", second = ""] = recoveryCodes;
    expect((await login(staff.username, { code: first.toUpperCase() }, address)).status).toBe(200);
    await expectJsonError(await login(staff.username, { code: first }, address), 401, CODE_WRONG);
    expect((await login(staff.username, { code: ` ${second.replace("-", "")} ` }, address)).status).toBe(200);
    expect((await status(staff)).recoveryCodesLeft).toBe(8);
    const unused = await db()
      .select({ n: count() })
      .from(userRecoveryCode)
      .where(and(eq(userRecoveryCode.usersId, usersId), isNull(userRecoveryCode.usedAt)));
    expect(unused[0]?.n).toBe(8);
  });

  it("wrong codes count as wrong passwords: the sixth try from an address is throttled, even with the right code", async () => {
    const { staff, secret } = await staffWithTwoFactor();
    const address = newAddress();
    const right = codeOf(secret, 1);
    const wrong = right === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++)
      await expectJsonError(await login(staff.username, { code: wrong }, address), 401, CODE_WRONG);
    const throttled = await login(staff.username, { code: right }, address);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
    await expectJsonError(throttled, 429, /^로그인 시도가 너무 많습니다/);
    // From another address the owner signs in.
    expect((await login(staff.username, { code: right }, newAddress())).status).toBe(200);
  });

  it("accounts without it sign in as before, a code sent along is ignored", async () => {
    const staff = await loginAsStaff();
    expect((await login(staff.username, { code: "123456" }, newAddress())).status).toBe(200);
  });
});

describe("2단계 인증: 복구 코드, turning it off, an administrator's reset", () => {
  it("new 복구 코드 replace the old ones (password asked again)", async () => {
    const { staff, recoveryCodes } = await staffWithTwoFactor();
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/recovery-codes", { password: "nope-nope" }),
      400,
      "비밀번호가 올바르지 않습니다.",
    );
    const res = await post(staff, "/api/admin/info/two-factor/recovery-codes", { password: PASSWORD });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const address = newAddress();
    await expectJsonError(await login(staff.username, { code: recoveryCodes[0] }, address), 401, CODE_WRONG);
    expect((await login(staff.username, { code: fresh[0] }, address)).status).toBe(200);
  });

  it("turning it off needs the password and a code; then the login asks for none", async () => {
    const { staff, secret, usersId, recoveryCodes } = await staffWithTwoFactor();
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/disable", { password: PASSWORD, code: "12345" }),
      400,
      CODE_WRONG,
    );
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/disable", { password: "wrong-one!", code: codeOf(secret, 1) }),
      400,
      "비밀번호가 올바르지 않습니다.",
    );
    expect((await status(staff)).enabled).toBe(true);
    const res = await post(staff, "/api/admin/info/two-factor/disable", { password: PASSWORD, code: recoveryCodes[3] });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("2단계 인증을 껐습니다.");
    expect(await db().select().from(userTotp).where(eq(userTotp.usersId, usersId))).toEqual([]);
    expect(await db().select().from(userRecoveryCode).where(eq(userRecoveryCode.usersId, usersId))).toEqual([]);
    expect((await login(staff.username, {}, newAddress())).status).toBe(200);
    await expectJsonError(
      await post(staff, "/api/admin/info/two-factor/disable", { password: PASSWORD, code: "123456" }),
      400,
      "2단계 인증을 사용하고 있지 않습니다.",
    );
  });

  it("an administrator sees it and turns it off for another account (audited); staff may not; one's own is refused", async () => {
    const admin = await loginAsAdmin();
    const { staff, usersId } = await staffWithTwoFactor();
    expect(await status(admin, `/api/admin/users/two-factor?usersId=${usersId}`)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    await expectJsonError(await callAs(staff, `/api/admin/users/two-factor?usersId=${usersId}`), 403);
    await expectJsonError(
      await callAs(staff, `/api/admin/users/two-factor?usersId=${usersId}`, { method: "DELETE" }),
      403,
    );
    await expectJsonError(await callAs(admin, "/api/admin/users/two-factor?usersId=999999", { method: "DELETE" }), 404);
    const adminId = await usersIdOf("admin@example.com");
    await expectJsonError(
      await callAs(admin, `/api/admin/users/two-factor?usersId=${adminId}`, { method: "DELETE" }),
      400,
      "본인의 2단계 인증은 내 정보에서 인증 코드와 함께 끌 수 있습니다.",
    );

    const res = await callAs(admin, `/api/admin/users/two-factor?usersId=${usersId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("이 관리자의 2단계 인증을 해제했습니다.");
    expect((await status(admin, `/api/admin/users/two-factor?usersId=${usersId}`)).enabled).toBe(false);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(audit).toMatchObject({ action: "delete", resource: "users", targetId: String(usersId) });
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({ path: "/two-factor" });
    expect((await login(staff.username, {}, newAddress())).status).toBe(200);
    await expectJsonError(
      await callAs(admin, `/api/admin/users/two-factor?usersId=${usersId}`, { method: "DELETE" }),
      400,
      "2단계 인증을 사용하고 있지 않습니다.",
    );
  });

  it("deleting the account deletes its secret and codes", async () => {
    const admin = await loginAsAdmin();
    const { usersId } = await staffWithTwoFactor();
    expect((await callAs(admin, `/api/admin/users?usersId=${usersId}`, { method: "DELETE" })).status).toBe(200);
    expect(await db().select().from(userTotp).where(eq(userTotp.usersId, usersId))).toEqual([]);
    expect(await db().select().from(userRecoveryCode).where(eq(userRecoveryCode.usersId, usersId))).toEqual([]);
  });
});

describe("2단계 인증: the app's key at rest (decision 089)", () => {
  const storedKey = async (usersId: number) => {
    const [row] = await db().select({ secret: userTotp.secret }).from(userTotp).where(eq(userTotp.usersId, usersId));
    return row?.secret ?? "";
  };
  const storeKey = (usersId: number, secret: string) =>
    db().update(userTotp).set({ secret }).where(eq(userTotp.usersId, usersId));

  it("is stored sealed, never as the key the app was given; the app's codes still work", async () => {
    const staff = await loginAsStaff();
    const usersId = await usersIdOf(staff.username);
    const setup = await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD });
    const { secret } = (await setup.json()) as { secret: string };
    const waiting = await storedKey(usersId);
    expect(waiting).toMatch(/^v1\.[\w-]{16}\.[\w-]{40,}$/);
    expect(waiting).not.toContain(secret);
    expect((await post(staff, "/api/admin/info/two-factor/enable", { code: codeOf(secret) })).status).toBe(200);
    expect(await storedKey(usersId)).toBe(waiting);
    expect((await login(staff.username, { code: codeOf(secret, 1) }, newAddress())).status).toBe(200);
    // Using it does not write the key again.
    expect(await storedKey(usersId)).toBe(waiting);
  });

  it("a key stored plain before is sealed at its next use, and still signs in", async () => {
    const { staff, secret, usersId } = await staffWithTwoFactor();
    await storeKey(usersId, secret);
    expect((await login(staff.username, { code: codeOf(secret, 1) }, newAddress())).status).toBe(200);
    const sealed = await storedKey(usersId);
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealed).not.toContain(secret);
    // The key as now sealed opens too: with the step used forgotten, the current code signs in.
    await db().update(userTotp).set({ lastStep: 0 }).where(eq(userTotp.usersId, usersId));
    expect((await login(staff.username, { code: codeOf(secret) }, newAddress())).status).toBe(200);
  });

  it("the Cron Trigger seals the keys still stored plain, and only those", async () => {
    const plain = await staffWithTwoFactor();
    const other = await staffWithTwoFactor();
    await storeKey(plain.usersId, plain.secret);
    const untouched = await storedKey(other.usersId);
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" });
    await worker.scheduled(controller, env);
    const sealed = await storedKey(plain.usersId);
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealed).not.toContain(plain.secret);
    expect(await storedKey(other.usersId)).toBe(untouched);
    const [left] = await db().select({ n: count() }).from(userTotp).where(notLike(userTotp.secret, "v1.%"));
    expect(left?.n).toBe(0);
    expect((await login(plain.staff.username, { code: codeOf(plain.secret, 1) }, newAddress())).status).toBe(200);
  });

  it("a key sealed for another account or under another JWT_SECRET does not open: the app's code is refused, a 복구 코드 still signs in", async () => {
    const owner = await staffWithTwoFactor();
    const copier = await staffWithTwoFactor();
    // The owner's sealed key copied onto another account's row: the owner's codes do not work there.
    await storeKey(copier.usersId, await storedKey(owner.usersId));
    const address = newAddress();
    await expectJsonError(
      await login(copier.staff.username, { code: codeOf(owner.secret, 1) }, address),
      401,
      CODE_WRONG,
    );
    await expectJsonError(
      await login(copier.staff.username, { code: codeOf(copier.secret, 1) }, address),
      401,
      CODE_WRONG,
    );

    // Sealed under a secret this deployment does not have (JWT_SECRET replaced since).
    await storeKey(
      owner.usersId,
      await seal("another-deployment-secret-0123456789abcdef", "user_totp.secret", String(owner.usersId), owner.secret),
    );
    await expectJsonError(
      await login(owner.staff.username, { code: codeOf(owner.secret, 1) }, newAddress()),
      401,
      CODE_WRONG,
    );
    const byRecovery = await login(owner.staff.username, { code: owner.recoveryCodes[0] }, newAddress());
    expect(byRecovery.status).toBe(200);
  });
});

describe("2단계 인증 required of every account (decision 080)", () => {
  const SETUP_REQUIRED = "모든 관리자가 2단계 인증을 써야 합니다. 내 정보에서 2단계 인증을 설정한 뒤 이용해주세요.";
  const put = (s: LoggedIn, requireTwoFactor: unknown) =>
    callAs(s, "/api/admin/settings/security", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ requireTwoFactor }),
    });

  it("only an administrator who uses it may require it; then an account without it may only set it up", async () => {
    // An administrator of its own (the seeded one signs the other tests in with its password alone).
    const owner = await loginAsStaff();
    await db().update(users).set({ role: "ROLE_ADMIN" }).where(eq(users.username, owner.username));
    expect(await (await callAs(owner, "/api/admin/settings/security")).json()).toEqual({ requireTwoFactor: false });
    await expectJsonError(
      await put(owner, true),
      400,
      "모든 관리자에게 요구하기 전에 내 정보에서 본인의 2단계 인증을 먼저 켜 주세요.",
    );
    await expectJsonError(await put(owner, "yes"), 400);
    const ownerSetup = await post(owner, "/api/admin/info/two-factor/setup", { password: PASSWORD });
    const ownerSecret = ((await ownerSetup.json()) as { secret: string }).secret;
    expect((await post(owner, "/api/admin/info/two-factor/enable", { code: codeOf(ownerSecret) })).status).toBe(200);
    const staff = await loginAsStaff();
    await expectJsonError(await put(staff, true), 403);
    expect((await put(owner, true)).status).toBe(200);

    try {
      // Staff without it: every other call is refused with the header the back office acts on.
      for (const path of ["/api/admin/boards?page=0", "/api/admin/inquiry/new-count", "/api/admin/info/sessions"]) {
        const res = await callAs(staff, path);
        if (path.startsWith("/api/admin/info")) {
          expect(res.status, path).toBe(200);
          continue;
        }
        expect(res.headers.get("two-factor-setup"), path).toBe("required");
        await expectJsonError(res, 403, SETUP_REQUIRED);
      }
      expect(await status(staff)).toMatchObject({ enabled: false, required: true });
      // Setting it up is open to it, and then the rest is too.
      const setup = await post(staff, "/api/admin/info/two-factor/setup", { password: PASSWORD });
      const { secret } = (await setup.json()) as { secret: string };
      expect((await post(staff, "/api/admin/info/two-factor/enable", { code: codeOf(secret) })).status).toBe(200);
      expect((await callAs(staff, "/api/admin/boards?page=0")).status).toBe(200);
      // It cannot be turned off while required.
      await expectJsonError(
        await post(staff, "/api/admin/info/two-factor/disable", { password: PASSWORD, code: codeOf(secret, 1) }),
        400,
        "모든 관리자가 2단계 인증을 써야 하므로 끌 수 없습니다. 복구 코드를 새로 만들거나 관리자에게 문의하세요.",
      );
      expect((await status(staff)).enabled).toBe(true);
      // An administrator's reset (a lost phone) sends the account back to setting it up.
      const staffId = await usersIdOf(staff.username);
      expect((await callAs(owner, `/api/admin/users/two-factor?usersId=${staffId}`, { method: "DELETE" })).status).toBe(
        200,
      );
      await expectJsonError(await callAs(staff, "/api/admin/boards?page=0"), 403, SETUP_REQUIRED);
    } finally {
      expect((await put(owner, false)).status).toBe(200);
    }
    expect((await callAs(staff, "/api/admin/boards?page=0")).status).toBe(200);
  });
});
