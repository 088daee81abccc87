import * as z from "zod";
import { badRequest, found } from "../../lib/errors";
import { id, pageQuery, parse, queryOf } from "../../lib/validation";
import { registerSchema, USER_MESSAGES } from "../../schemas/users";
import { changeRole, deleteUser, getUser, listRoles, listUsers, registerAdmin } from "../../services/users";
import { createRouter } from "../router";

// /api/admin/users (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts:
// ROLE_ADMIN only.
const byUsersId = z.object({ usersId: id("관리자 번호") });
const roleChange = z.object({ userId: id("관리자 번호"), roleType: z.string().trim() });

export const adminUsersRouter = createRouter()
  .post("/register", async (c) => {
    const input = parse(registerSchema, await c.req.json().catch(() => undefined));
    await registerAdmin(c.var.db, input);
    return c.text(USER_MESSAGES.registered, 201);
  })
  .get("/", async (c) => {
    const { usersId } = parse(byUsersId, queryOf(c.req.url));
    return c.json(found(await getUser(c.var.db, usersId), USER_MESSAGES.notFound));
  })
  .delete("/", async (c) => {
    const { usersId } = parse(byUsersId, queryOf(c.req.url));
    await deleteUser(c.var.db, c.var.user.usersId, usersId);
    return c.text(USER_MESSAGES.deleted);
  })
  .get("/roles", (c) => c.json(listRoles()))
  .patch("/role", async (c) => {
    // Every failure here answers the same text (API-SHAPES §11).
    const query = roleChange.safeParse(queryOf(c.req.url));
    if (!query.success) throw badRequest(USER_MESSAGES.roleChangeFailed);
    await changeRole(c.var.db, query.data.userId, query.data.roleType);
    return c.text(USER_MESSAGES.roleChanged);
  })
  .get("/all", async (c) => c.json(await listUsers(c.var.db, parse(pageQuery(5), queryOf(c.req.url)))));
