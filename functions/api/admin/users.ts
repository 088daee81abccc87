import { getCookie } from "hono/cookie";
import * as z from "zod";
import { listSessions, revokeOtherSessions, revokeSession } from "../../auth/session";
import { disableTwoFactor, TWO_FACTOR_MESSAGES, twoFactorStatus } from "../../auth/twoFactor";
import { badRequest, found, notFound } from "../../lib/errors";
import { id, pageQuery, valid } from "../../lib/validation";
import { oneLogin, registerSchema, USER_MESSAGES } from "../../schemas/users";
import { changeRole, deleteUser, getUser, listRoles, listUsers, registerAdmin } from "../../services/users";
import { createRouter } from "../router";
import { REFRESH_COOKIE } from "../session";

// /api/admin/users (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts:
// ROLE_ADMIN only.
const byUsersId = z.object({ usersId: id("관리자 번호") });
const roleChange = z.object({ userId: id("관리자 번호"), roleType: z.string().trim() });

export const adminUsersRouter = createRouter()
  .post("/register", valid("json", registerSchema), async (c) => {
    // The new id for the audit log: the answer is the spec's text.
    c.set("auditTarget", await registerAdmin(c.var.db, c.req.valid("json")));
    return c.text(USER_MESSAGES.registered, 201);
  })
  .get("/", valid("query", byUsersId), async (c) => {
    const { usersId } = c.req.valid("query");
    return c.json(found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound));
  })
  .delete("/", valid("query", byUsersId), async (c) => {
    const { usersId } = c.req.valid("query");
    await deleteUser(c.var.db, c.var.user.usersId, usersId);
    return c.text(USER_MESSAGES.deleted);
  })
  // An account's logins (decisions 062, 079): listed and ended, one or all, by an administrator (a
  // lost phone, a person who left). One's own keeps this browser's login when all are ended.
  .get("/sessions", valid("query", byUsersId), async (c) => {
    const { usersId } = c.req.valid("query");
    found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound);
    const sessions = await listSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.json({ count: sessions.filter((s) => !s.current).length, sessions });
  })
  .post("/sessions/revoke", valid("query", byUsersId.extend(oneLogin.shape)), async (c) => {
    const { usersId, loginId } = c.req.valid("query");
    found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound);
    if (loginId) {
      if (!(await revokeSession(c.var.db, usersId, loginId))) throw notFound(USER_MESSAGES.loginNotFound);
      return c.text(USER_MESSAGES.sessionEnded);
    }
    await revokeOtherSessions(c.var.db, usersId, getCookie(c, REFRESH_COOKIE));
    return c.text(usersId === c.var.user.usersId ? USER_MESSAGES.otherSessionsEnded : USER_MESSAGES.sessionsEnded);
  })
  // 2단계 인증 of an account (decision 076): whether it is on, and turning it off for someone who
  // lost the phone and the 복구 코드. One's own is turned off on 내 정보, with a code.
  .get("/two-factor", valid("query", byUsersId), async (c) => {
    const { usersId } = c.req.valid("query");
    found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound);
    return c.json(await twoFactorStatus(c.var.db, usersId));
  })
  .delete("/two-factor", valid("query", byUsersId), async (c) => {
    const { usersId } = c.req.valid("query");
    found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound);
    if (usersId === c.var.user.usersId) throw badRequest(TWO_FACTOR_MESSAGES.ownReset);
    if (!(await disableTwoFactor(c.var.db, usersId))) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
    return c.text(TWO_FACTOR_MESSAGES.reset);
  })
  .get("/roles", (c) => c.json(listRoles()))
  // Every failure here answers the same text (API-SHAPES §11).
  .patch("/role", valid("query", roleChange, { refusal: badRequest(USER_MESSAGES.roleChangeFailed) }), async (c) => {
    const { userId, roleType } = c.req.valid("query");
    await changeRole(c.var.db, userId, roleType);
    return c.text(USER_MESSAGES.roleChanged);
  })
  .get("/all", valid("query", pageQuery(5)), async (c) => c.json(await listUsers(c.var.db, c.req.valid("query"))));
