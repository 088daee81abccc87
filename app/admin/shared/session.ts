// The admin session in the browser (SPEC §4): the access token lives in memory only; the
// refresh token is an HttpOnly cookie the browser sends to /api/auth.
import { decodeJwt } from "jose";
import { clearDrafts } from "./draft";
import { learnServerTime, serverNow } from "./serverTime";

export interface SessionInfo {
  usersId: number;
  username: string;
  role: "ROLE_ADMIN" | "ROLE_USER";
  exp: number;
}

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;

/** The claims of a token, or null when it cannot be decoded (decoded only: the server verifies). */
export function decodeToken(token: string | null): SessionInfo | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token.replace(/^Bearer\s+/i, ""));
    if (typeof claims.exp !== "number") return null;
    return {
      usersId: Number(claims.sub),
      username: String(claims.username ?? ""),
      role: claims.role === "ROLE_ADMIN" ? "ROLE_ADMIN" : "ROLE_USER",
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}

/**
 * Missing, undecodable or past its exp (compared in seconds): expired (SPEC §4). "Now" is the
 * server's (decision 146): a PC clock minutes slow must not send a token the server has retired.
 */
export function isExpired(token: string | null, nowSeconds = Math.floor(serverNow() / 1000)): boolean {
  const info = decodeToken(token);
  return !info || info.exp < nowSeconds;
}

/**
 * The login form, naming the back-office screen to return to after signing in (a link from a
 * new-inquiry mail, a session that ran out mid-work). The dashboard needs no name.
 */
export function loginPath(from: { pathname: string; search: string }): string {
  const next = `${from.pathname}${from.search}`;
  return returnPath(next) && from.pathname !== "/admin" ? `/loginForm?next=${encodeURIComponent(next)}` : "/loginForm";
}

/**
 * Where a login goes: the named screen when it is a back-office path of this site, else the
 * dashboard. Anything else (another site, `//host`, a public page) is never followed.
 */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith("/admin") || next.includes("\\")) return null;
  const url = new URL(next, "https://site.invalid");
  const local = url.origin === "https://site.invalid" && /^\/admin(\/|$)/.test(url.pathname);
  return local ? `${url.pathname}${url.search}` : null;
}

function issuedAt(token: string | null): number | null {
  if (!token) return null;
  try {
    const { iat } = decodeJwt(token.replace(/^Bearer\s+/i, ""));
    return typeof iat === "number" ? iat : null;
  } catch {
    return null;
  }
}

/** Renewed this long before its exp: a call sent just before expiry must still be accepted. */
const RENEW_EARLY_SECONDS = 60;

export const getAccessToken = () => accessToken;
export const currentUser = () => decodeToken(accessToken);

const tokenListeners = new Set<() => void>();

/** Stores the Authorization header value exactly as the server sent it, and learns the server's clock. */
export function setAccessToken(value: string | null) {
  if (value === accessToken) return;
  accessToken = value;
  const iat = issuedAt(value);
  if (iat !== null) learnServerTime(iat);
  for (const listener of tokenListeners) listener();
}

/**
 * For the admin layout's menu (useSyncExternalStore with getAccessToken): a renewed token may
 * carry another role (decision 130).
 */
export function subscribeToken(listener: () => void) {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

/**
 * Exchanges the refresh cookie for a new access token; concurrent callers share one request.
 * False when the server says there is no session; a request that got no answer (a phone between
 * cells) or a server failure rejects with SessionUnreachable: the session may well be alive.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch("/api/auth", { method: "POST", credentials: "same-origin" })
    .catch(() => {
      throw new SessionUnreachable();
    })
    .then((res) => {
      const header = res.headers.get("authorization");
      if (res.ok && header) {
        setAccessToken(header);
        return true;
      }
      if (res.status >= 500 || res.status === 429) throw new SessionUnreachable();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export class SessionError extends Error {
  constructor() {
    super("Refresh token not found");
  }
}

/** The session could not be renewed for want of an answer; not a sign-out. */
export class SessionUnreachable extends Error {
  constructor() {
    super("Network error!");
  }
}

/**
 * A valid access token, refreshed when missing or expired; throws SessionError when there is no
 * session, SessionUnreachable when the renewal got no answer.
 */
export async function ensureSession(): Promise<string> {
  if (accessToken && !isExpired(accessToken, Math.floor(serverNow() / 1000) + RENEW_EARLY_SECONDS)) return accessToken;
  if ((await refreshSession()) && accessToken) return accessToken;
  throw new SessionError();
}

export async function logout(): Promise<void> {
  try {
    await fetch("/logout", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  } finally {
    setAccessToken(null);
    // Whoever uses this browser next must not find unsaved work (decision 048).
    clearDrafts();
  }
}
