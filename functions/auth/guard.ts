// The one guard of the admin API. Mounted by path in functions/app.ts, so every route under
// /api/admin (and the editor image upload) is behind it, including routes added later.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { siteSetting, users, userTotp } from "../../db/schema";
import type { ApiEnv } from "../api/router";
import { AppError } from "../lib/errors";
import { type Role, verifyAccessToken } from "./tokens";
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_HEADER } from "./twoFactor";

/** What an account must reach to set 2단계 인증 up when it is required: its own 내 정보 calls. */
const SET_UP_PATHS = ["/api/admin/info"];

/** 보안's requirement (decision 080), read in the account's own lookup. */
const twoFactorRequired = sql<number>`coalesce((SELECT json_extract(${siteSetting.value}, '$.requireTwoFactor') FROM ${siteSetting} WHERE ${siteSetting.key} = 'security'), 0)`;

/**
 * Any signed-in account (ROLE_ADMIN or ROLE_USER staff) that still exists. The account is read
 * again from D1 on every call (one primary-key lookup, decision 017): a deleted account's token
 * stops at once, and a demotion takes effect on the next call, not when the token expires. The
 * same lookup tells whether the account still has to set up a required 2단계 인증.
 */
export const requireLogin = createMiddleware<ApiEnv>(async (c, next) => {
  const claims = await verifyAccessToken(c.env, c.req.header("authorization"));
  const [account] = await c.var.db
    .select({
      usersId: users.usersId,
      username: users.username,
      role: users.role,
      required: twoFactorRequired,
      twoFactorOn: isNotNull(userTotp.usersId),
    })
    .from(users)
    .leftJoin(userTotp, and(eq(userTotp.usersId, users.usersId), isNotNull(userTotp.enabledAt)))
    .where(eq(users.usersId, claims.usersId));
  if (!account) throw new AppError(401, "로그인이 필요한 서비스 입니다.");
  const { required, twoFactorOn, ...user } = account;
  // 2단계 인증 required of every account (decision 080): one without it may only set it up.
  if (Number(required) === 1 && !twoFactorOn && !SET_UP_PATHS.some((p) => c.req.path.startsWith(p))) {
    throw new AppError(403, TWO_FACTOR_MESSAGES.setupRequired, { [TWO_FACTOR_SETUP_HEADER]: "required" });
  }
  c.set("user", { ...user, role: user.role as Role });
  await next();
});

/**
 * What only administrators may use (issue 12): administrator management, site settings, the
 * audit log and the inquiry export. Staff keep every content screen.
 */
const ADMIN_ONLY = ["/api/admin/users", "/api/admin/settings", "/api/admin/audit", "/api/admin/inquiry/export"];
export const isAdminOnly = (path: string) => ADMIN_ONLY.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * ROLE_ADMIN for the administrator-only paths (isAdminOnly). Mounted on the whole admin API after
 * requireLogin and decides on the role just read, so a route added under those paths is covered.
 */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (isAdminOnly(c.req.path) && c.var.user.role !== "ROLE_ADMIN") throw new AppError(403, "접근 권한이 없습니다.");
  await next();
});
