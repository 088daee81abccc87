import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import * as z from "zod";
import { revokeOtherSessions } from "../../auth/session";
import { type PasswordAttempt, throttledPasswordCheck } from "../../auth/throttle";
import { clientAddress } from "../../lib/clientAddress";
import { badRequest } from "../../lib/errors";
import { parse } from "../../lib/validation";
import { passwordChangeSchema, profileSchema, USER_MESSAGES } from "../../schemas/users";
import { changePassword, checkProfile, updateProfile } from "../../services/users";
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

export const adminInfoRouter = createRouter()
  .post("/check", async (c) => {
    // Query only (API-SHAPES §11); empty values count as given, so they fail like wrong ones.
    const url = new URL(c.req.url);
    const query = credentials.safeParse({
      username: url.searchParams.get("username") ?? undefined,
      password: url.searchParams.get("password") ?? undefined,
    });
    if (!query.success) throw badRequest(USER_MESSAGES.checkFailed);
    const { username, password } = query.data;
    const profile = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), () =>
      checkProfile(c.var.db, c.var.user.usersId, username, password),
    );
    if (!profile) throw badRequest(USER_MESSAGES.checkFailed);
    return c.json(profile);
  })
  .post("/", async (c) => {
    const input = parse(profileSchema, await c.req.json().catch(() => undefined));
    await updateProfile(c.var.db, c.var.user.usersId, input);
    return c.text(USER_MESSAGES.profileUpdated);
  })
  .post("/password", async (c) => {
    const { currentPassword, newPassword } = parse(passwordChangeSchema, await c.req.json().catch(() => undefined));
    const { usersId } = c.var.user;
    const changed = await throttledPasswordCheck(c.var.db, c.env.JWT_SECRET, passwordAttempt(c), () =>
      changePassword(c.var.db, usersId, currentPassword, newPassword),
    );
    if (!changed) throw badRequest(USER_MESSAGES.wrongCurrentPassword);
    await revokeOtherSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.text(USER_MESSAGES.passwordChanged);
  });
