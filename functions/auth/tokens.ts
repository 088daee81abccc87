// Access tokens: HS256 JWTs signed with jose, about 15 minutes, claims sub/username/role.
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import type { Env } from "../env";
import { AppError } from "../lib/errors";
import { secretConfigured } from "./secret";

export const ROLES = ["ROLE_ADMIN", "ROLE_USER"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_DESCRIPTIONS: Record<Role, string> = { ROLE_USER: "사용자", ROLE_ADMIN: "관리자" };

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface SessionUser {
  usersId: number;
  username: string;
  role: Role;
}

function secretKey(env: Env): Uint8Array {
  // Never sign with a guessable key; the Worker keeps such requests from getting here.
  if (!secretConfigured(env)) throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  return new TextEncoder().encode(env.JWT_SECRET);
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
 * so `alg: none` and other algorithms fail like a wrong signature; a token without `exp` fails
 * too (it would never expire). The guard then checks that the account still exists.
 */
export async function verifyAccessToken(env: Env, header: string | undefined | null): Promise<SessionUser> {
  const token = header?.replace(/^Bearer\s+/i, "").trim();
  if (!token) throw unauthorized();
  try {
    // Refuse other algorithms (alg: none included) before jose sees them; jose would refuse too,
    // but leaves a rejected promise behind in that case.
    if (decodeProtectedHeader(token).alg !== "HS256") throw unauthorized();
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: ["HS256"],
      requiredClaims: ["exp"],
    });
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
