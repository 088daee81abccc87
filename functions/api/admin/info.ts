import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import * as z from "zod";
import { listSessions, revokeOtherSessions, revokeSession } from "../../auth/session";
import { type PasswordAttempt, throttledPasswordCheck } from "../../auth/throttle";
import {
  disableTwoFactor,
  enableTwoFactor,
  redeemCode,
  replaceRecoveryCodes,
  startTwoFactor,
  TWO_FACTOR_MESSAGES,
  twoFactorStatus,
} from "../../auth/twoFactor";
import { clientAddress } from "../../lib/clientAddress";
import { badRequest, notFound } from "../../lib/errors";
import { valid } from "../../lib/validation";
import {
  oneLogin,
  passwordChangeSchema,
  profileSchema,
  twoFactorCodeSchema,
  twoFactorOffSchema,
  twoFactorPasswordSchema,
  USER_MESSAGES,
} from "../../schemas/users";
import { readSetting } from "../../services/settings";
import { changePassword, checkPassword, checkProfile, updateProfile } from "../../services/users";
import { type ApiEnv, createRouter } from "../router";
import { REFRESH_COOKIE } from "../session";

// /api/admin/info (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts.
// Every call acts on the signed-in account (c.var.user), never on an id from the request.
const credentials = z.object({ username: z.string().trim().min(1), password: z.string().min(1).max(200) });

/**
 * Password guesses here count with the login's (auth/throttle.ts): the signed-in account's
 * username and the client address, so a stolen access token cannot guess its way further.
 */
const passwordAttempt = (c: Context<ApiEnv>): PasswordAttempt => ({
  username: c.var.user.username,
  address: clientAddress(c.req.raw.headers),
  kind: "password",
});

/** The secret the authenticator keys are sealed under (set: the guard answered 503 without it). */
const sealKey = (c: Context<ApiEnv>) => c.env.JWT_SECRET ?? "";

/** The password asked again (counted with the login's guesses); 400 when wrong. */
async function passwordAgain(c: Context<ApiEnv>, password: string) {
  const ok = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), () =>
    checkPassword(c.var.db, c.var.user.usersId, password),
  );
  if (!ok) throw badRequest(TWO_FACTOR_MESSAGES.wrongPassword);
}

export const adminInfoRouter = createRouter()
  // Query only (API-SHAPES §11); a missing or empty value fails like a wrong one, with the same text.
  .post("/check", valid("query", credentials, { refusal: badRequest(USER_MESSAGES.checkFailed) }), async (c) => {
    const { username, password } = c.req.valid("query");
    const profile = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), () =>
      checkProfile(c.var.db, c.var.user.usersId, username, password),
    );
    if (!profile) throw badRequest(USER_MESSAGES.checkFailed);
    return c.json(profile);
  })
  .post("/", valid("json", profileSchema), async (c) => {
    await updateProfile(c.var.db, c.var.user.usersId, c.req.valid("json"));
    return c.text(USER_MESSAGES.profileUpdated);
  })
  // 로그인된 기기 (decisions 062, 079): this account's logins, and ending one or all the others.
  .get("/sessions", async (c) => {
    const sessions = await listSessions(c.var.db, c.var.user.usersId, getCookie(c, REFRESH_COOKIE));
    return c.json({ others: sessions.filter((s) => !s.current).length, sessions });
  })
  .post("/sessions/revoke", valid("query", oneLogin), async (c) => {
    const { loginId } = c.req.valid("query");
    const { usersId } = c.var.user;
    if (loginId) {
      if (!(await revokeSession(c.var.db, usersId, loginId))) throw notFound(USER_MESSAGES.loginNotFound);
      return c.text(USER_MESSAGES.sessionEnded);
    }
    await revokeOtherSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.text(USER_MESSAGES.otherSessionsEnded);
  })
  .post("/password", valid("json", passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { usersId } = c.var.user;
    const changed = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), () =>
      changePassword(c.var.db, usersId, currentPassword, newPassword),
    );
    if (!changed) throw badRequest(USER_MESSAGES.wrongCurrentPassword);
    await revokeOtherSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.text(USER_MESSAGES.passwordChanged);
  })
  // 2단계 인증 (decision 076). Every change asks for the password again: a token taken from an
  // open browser must not lock its owner out or weaken the login.
  .get("/two-factor", async (c) => {
    const [status, security] = await Promise.all([
      twoFactorStatus(c.var.db, c.var.user.usersId),
      readSetting(c.var.db, "security"),
    ]);
    // `required`: every account must use it (decision 080), so it cannot be turned off here.
    return c.json({ ...status, required: security.requireTwoFactor });
  })
  .post("/two-factor/setup", valid("json", twoFactorPasswordSchema), async (c) => {
    await passwordAgain(c, c.req.valid("json").password);
    const company = await readSetting(c.var.db, "company");
    c.header("Cache-Control", "no-store");
    return c.json(await startTwoFactor(c.var.db, sealKey(c), c.var.user.usersId, company.name, c.var.user.username));
  })
  .post("/two-factor/enable", valid("json", twoFactorCodeSchema), async (c) => {
    const recoveryCodes = await enableTwoFactor(c.var.db, sealKey(c), c.var.user.usersId, c.req.valid("json").code);
    c.header("Cache-Control", "no-store");
    return c.json({ recoveryCodes });
  })
  .post("/two-factor/recovery-codes", valid("json", twoFactorPasswordSchema), async (c) => {
    await passwordAgain(c, c.req.valid("json").password);
    c.header("Cache-Control", "no-store");
    return c.json({ recoveryCodes: await replaceRecoveryCodes(c.var.db, c.var.user.usersId) });
  })
  .post("/two-factor/disable", valid("json", twoFactorOffSchema), async (c) => {
    const { password, code } = c.req.valid("json");
    const { usersId } = c.var.user;
    if ((await readSetting(c.var.db, "security")).requireTwoFactor) {
      throw badRequest(TWO_FACTOR_MESSAGES.requiredCannotDisable);
    }
    // A wrong code counts as a wrong password: the code cannot be guessed here either.
    let codeWrong = false;
    const ok = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), async () => {
      if (!(await checkPassword(c.var.db, usersId, password))) return null;
      if (!(await twoFactorStatus(c.var.db, usersId)).enabled) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      codeWrong = (await redeemCode(c.var.db, sealKey(c), usersId, code)) === null;
      return codeWrong ? null : true;
    });
    if (!ok) throw badRequest(codeWrong ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.wrongPassword);
    await disableTwoFactor(c.var.db, usersId);
    return c.text(TWO_FACTOR_MESSAGES.disabled);
  });
