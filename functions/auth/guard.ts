// The one guard of the admin API. Mounted by path in functions/app.ts, so every route under
// /api/admin (and the editor image upload) is behind it, including routes added later.
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { users } from "../../db/schema";
import type { ApiEnv } from "../api/router";
import { AppError } from "../lib/errors";
import { verifyAccessToken } from "./tokens";

/** Any signed-in account (ROLE_ADMIN or ROLE_USER staff). */
export const requireLogin = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("user", await verifyAccessToken(c.env, c.req.header("authorization")));
  await next();
});

/**
 * Administrator management: ROLE_ADMIN only. Runs after requireLogin. The role is read again
 * from D1, so a demoted or deleted administrator loses access at once, not when the token expires.
 */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  const [current] = await c.var.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.usersId, c.var.user.usersId));
  if (current?.role !== "ROLE_ADMIN") throw new AppError(403, "접근 권한이 없습니다.");
  await next();
});
