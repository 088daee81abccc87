import { getCookie } from "hono/cookie";
import * as z from "zod";
import { revokeOtherSessions } from "../../auth/session";
import { badRequest } from "../../lib/errors";
import { parse } from "../../lib/validation";
import { passwordChangeSchema, profileSchema, USER_MESSAGES } from "../../schemas/users";
import { changePassword, checkProfile, updateProfile } from "../../services/users";
import { createRouter } from "../router";
import { REFRESH_COOKIE } from "../session";

// /api/admin/info (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts.
// Every call acts on the signed-in account (c.var.user), never on an id from the request.
const credentials = z.object({ username: z.string().trim().min(1), password: z.string().min(1).max(200) });

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
    return c.json(await checkProfile(c.var.db, c.var.user.usersId, username, password));
  })
  .post("/", async (c) => {
    const input = parse(profileSchema, await c.req.json().catch(() => undefined));
    await updateProfile(c.var.db, c.var.user.usersId, input);
    return c.text(USER_MESSAGES.profileUpdated);
  })
  .post("/password", async (c) => {
    const { currentPassword, newPassword } = parse(passwordChangeSchema, await c.req.json().catch(() => undefined));
    const { usersId } = c.var.user;
    await changePassword(c.var.db, usersId, currentPassword, newPassword);
    await revokeOtherSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.text(USER_MESSAGES.passwordChanged);
  });
