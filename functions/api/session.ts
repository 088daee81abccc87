// POST /login, POST /api/auth (refresh), POST /logout (SPEC §7 "Session", API-SHAPES §2).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { LOGIN_FAILED_MESSAGE, login, logout, REFRESH_TOKEN_SECONDS, refresh } from "../auth/session";
import { TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_SECONDS } from "../auth/trustedDevice";
import { TWO_FACTOR_MESSAGES } from "../auth/twoFactor";
import { clientAddress } from "../lib/clientAddress";
import { deviceLabel } from "../lib/device";
import { AppError } from "../lib/errors";
import { valid } from "../lib/validation";
import { recordAudit } from "../services/audit";
import { type ApiEnv, createRouter } from "./router";

export const REFRESH_COOKIE = "refresh";

const credentials = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  /** 2단계 인증's code (decision 076); ignored for accounts without it. */
  code: z.string().trim().max(20).optional(),
});

function answerWithSession(
  c: Context<ApiEnv>,
  session: { accessToken: string; refreshToken: string; trustedDevice?: string },
) {
  // Path=/ because the cookie is needed by both /api/auth and /logout (and the password change).
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    maxAge: REFRESH_TOKEN_SECONDS,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
  });
  // A login's: sent only to /login, the one place that reads it (decision 139).
  if (session.trustedDevice) {
    setCookie(c, TRUSTED_DEVICE_COOKIE, session.trustedDevice, {
      maxAge: TRUSTED_DEVICE_SECONDS,
      path: "/login",
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
    });
  }
  c.header("Authorization", `Bearer ${session.accessToken}`);
  c.header("Cache-Control", "no-store");
  return c.body(null, 200);
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Session calls refuse other origins (CSRF): browsers send Origin on every POST, and only the
 * site itself (SITE_URL, or the origin the request was sent to) may sign in, refresh or log out.
 * Tools that send no Origin are no CSRF risk.
 */
const ownOrigin = createMiddleware<ApiEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== new URL(c.req.url).origin && origin !== originOf(c.env.SITE_URL)) {
    throw new AppError(403, "허용되지 않은 요청입니다.");
  }
  await next();
});

/**
 * Login bodies are JSON only: a form or text/plain body is what a cross-site page can send
 * without asking (login CSRF), and our own client always sends application/json.
 */
const jsonOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new AppError(415, "로그인 요청은 JSON 형식으로 보내주세요.");
  await next();
});

/** Bad credentials and an unreadable body get the same answer as a wrong password. */
const loginBody = valid("json", credentials, { refusal: new AppError(401, LOGIN_FAILED_MESSAGE) });

export const sessionRouter = createRouter()
  .post("/login", ownOrigin, jsonOnly, loginBody, async (c) => {
    const address = clientAddress(c.req.raw.headers);
    const { username } = c.req.valid("json");
    try {
      const device = deviceLabel(c.req.header("user-agent"));
      const deviceCookie = getCookie(c, TRUSTED_DEVICE_COOKIE);
      return answerWithSession(
        c,
        await login(c.var.db, c.env, { ...c.req.valid("json"), address, device, deviceCookie }),
      );
    } catch (err) {
      // A wrong password (401) or too many of them (429); the attempted username and the address
      // are what tells a guessing run apart (docs/decisions/033-audit-log.md).
      // The form asking for the code is the login's second step, not a failure.
      if (err instanceof AppError && err.message === TWO_FACTOR_MESSAGES.codeRequired) throw err;
      if (err instanceof AppError && (err.status === 401 || err.status === 429)) {
        const reason = err.status === 429 ? "throttled" : err.message === LOGIN_FAILED_MESSAGE ? "credentials" : "code";
        const detail = { address, reason };
        await recordAudit(c.var.db, { actorId: null, username, action: "login_failed", resource: "session", detail });
      }
      throw err;
    }
  })
  // Refresh and logout read no body, only the SameSite=Strict cookie, which a cross-site request
  // does not carry; the Origin check refuses the rest.
  .post("/api/auth", ownOrigin, async (c) => {
    return answerWithSession(c, await refresh(c.var.db, c.env, getCookie(c, REFRESH_COOKIE)));
  })
  .post("/logout", ownOrigin, async (c) => {
    await logout(c.var.db, getCookie(c, REFRESH_COOKIE));
    deleteCookie(c, REFRESH_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
    return c.body(null, 200);
  });
