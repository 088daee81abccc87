// The admin session in the browser (SPEC §4): the access token lives in memory only; the
// refresh token is an HttpOnly cookie the browser sends to /api/auth.

export interface SessionInfo {
  usersId: number;
  username: string;
  role: "ROLE_ADMIN" | "ROLE_USER";
  exp: number;
}

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;

/** The claims of a token, or null when it cannot be decoded. */
export function decodeToken(token: string | null): SessionInfo | null {
  const part = token?.replace(/^Bearer\s+/i, "").split(".")[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const claims = JSON.parse(decodeURIComponent(escapeBytes(json))) as Record<string, unknown>;
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

// atob gives one char per byte; this turns the UTF-8 bytes back into text (Korean usernames).
const escapeBytes = (s: string) => Array.from(s, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");

/** Missing, undecodable or past its exp (compared in seconds): expired (SPEC §4). */
export function isExpired(token: string | null, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const info = decodeToken(token);
  return !info || info.exp < nowSeconds;
}

export const getAccessToken = () => accessToken;
export const currentUser = () => decodeToken(accessToken);

/** Stores the Authorization header value exactly as the server sent it. */
export function setAccessToken(value: string | null) {
  accessToken = value;
}

/** Exchanges the refresh cookie for a new access token; concurrent callers share one request. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch("/api/auth", { method: "POST", credentials: "same-origin" })
    .then((res) => {
      const header = res.headers.get("authorization");
      if (res.ok && header) {
        setAccessToken(header);
        return true;
      }
      return false;
    })
    .catch(() => false)
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

/** A valid access token, refreshed when missing or expired; throws SessionError otherwise. */
export async function ensureSession(): Promise<string> {
  if (accessToken && !isExpired(accessToken)) return accessToken;
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
  }
}
