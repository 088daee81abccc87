// POST /login, POST /api/auth (refresh), POST /logout (SPEC §7 "Session", API-SHAPES §2).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as z from "zod";
import { LOGIN_FAILED_MESSAGE, login, logout, REFRESH_TOKEN_SECONDS, refresh } from "../auth/session";
import { AppError } from "../lib/errors";
import { type ApiEnv, createRouter } from "./router";

export const REFRESH_COOKIE = "refresh";

const credentials = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

function answerWithSession(c: Context<ApiEnv>, session: { accessToken: string; refreshToken: string }) {
  // Path=/ because the cookie is needed by both /api/auth and /logout (and the password change).
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    maxAge: REFRESH_TOKEN_SECONDS,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
  });
  c.header("Authorization", `Bearer ${session.accessToken}`);
  c.header("Cache-Control", "no-store");
  return c.body(null, 200);
}

/** Cookie-authenticated calls refuse other origins (CSRF); browsers always send Origin on POST. */
function assertSameOrigin(c: Context<ApiEnv>) {
  const origin = c.req.header("origin");
  if (origin && origin !== new URL(c.req.url).origin) throw new AppError(403, "허용되지 않은 요청입니다.");
}

export const sessionRouter = createRouter()
  .post("/login", async (c) => {
    const body = credentials.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw new AppError(401, LOGIN_FAILED_MESSAGE);
    return answerWithSession(c, await login(c.var.db, c.env, body.data.username, body.data.password));
  })
  .post("/api/auth", async (c) => {
    assertSameOrigin(c);
    return answerWithSession(c, await refresh(c.var.db, c.env, getCookie(c, REFRESH_COOKIE)));
  })
  .post("/logout", async (c) => {
    assertSameOrigin(c);
    await logout(c.var.db, getCookie(c, REFRESH_COOKIE));
    deleteCookie(c, REFRESH_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
    return c.body(null, 200);
  });
