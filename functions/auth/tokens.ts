// Access tokens: HS256 JWTs signed with jose, about 15 minutes, claims sub/username/role.
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import type { Env } from "../env";
import { AppError } from "../lib/errors";

export const ROLES = ["ROLE_ADMIN", "ROLE_USER"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_DESCRIPTIONS: Record<Role, string> = { ROLE_USER: "사용자", ROLE_ADMIN: "관리자" };

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface SessionUser {
  usersId: number;
  username: string;
  role: Role;
}

const MIN_SECRET_LENGTH = 32;

function secretKey(env: Env): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    // Refuse to run without a real signing key rather than sign with a guessable one.
    throw new Error("JWT_SECRET is missing or shorter than 32 characters (wrangler secret put JWT_SECRET)");
  }
  return new TextEncoder().encode(secret);
}

/** Throws at start-up when the signing key is missing, so a misconfigured Worker never serves. */
export function assertSecretConfigured(env: Env): void {
  secretKey(env);
}

export async function signAccessToken(env: Env, user: SessionUser, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ username: user.username, role: user.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.usersId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(secretKey(env));
}

const unauthorized = () => new AppError(401, "로그인이 필요한 서비스 입니다.");

/**
 * Verifies an Authorization header value (with or without "Bearer "). Only HS256 is accepted,
 * so `alg: none` and other algorithms fail like a wrong signature.
 */
export async function verifyAccessToken(env: Env, header: string | undefined | null): Promise<SessionUser> {
  const token = header?.replace(/^Bearer\s+/i, "").trim();
  if (!token) throw unauthorized();
  try {
    // Refuse other algorithms (alg: none included) before jose sees them; jose would refuse too,
    // but leaves a rejected promise behind in that case.
    if (decodeProtectedHeader(token).alg !== "HS256") throw unauthorized();
    const { payload } = await jwtVerify(token, secretKey(env), { algorithms: ["HS256"] });
    const usersId = Number(payload.sub);
    const role = payload.role as Role;
    if (!Number.isInteger(usersId) || typeof payload.username !== "string" || !ROLES.includes(role)) {
      throw unauthorized();
    }
    return { usersId, username: payload.username, role };
  } catch {
    throw unauthorized();
  }
}
