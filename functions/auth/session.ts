// Sessions: password login with throttling, rotating refresh tokens with reuse detection, logout.
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, max, min, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { refreshToken, users } from "../../db/schema";
import type { Env } from "../env";
import { AppError } from "../lib/errors";
import { auditInsert } from "../services/audit";
import { randomBase64Url, sha256Hex } from "./opaque";
import { hashPassword, verifyPassword } from "./password";
import { throttledCodeCheck, throttledPasswordCheck } from "./throttle";
import { type Role, type SessionUser, signAccessToken } from "./tokens";
import { issueTrustedDevice, trustedDeviceOf } from "./trustedDevice";
import { redeemCode, secondStepNeeded, TWO_FACTOR_MESSAGES, usesTwoFactor } from "./twoFactor";

export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;
/**
 * A used refresh token presented again this soon is a lost answer or another tab of the same
 * browser, not a thief (decision 078): it gets a token of its own in the same login.
 */
export const REUSE_GRACE_SECONDS = 30;
export const LOGIN_FAILED_MESSAGE = "아이디와 비밀번호를 다시 확인해주세요.";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

/**
 * `alongside`: statements written in the same batch as the token, before it (the login's audit
 * row, a rotation's end of the login's stray copies).
 */
async function issue(
  db: Db,
  env: Env,
  user: SessionUser,
  login: { familyId: string; device: string | null },
  alongside: BatchItem<"sqlite">[] = [],
): Promise<IssuedSession> {
  const token = randomBase64Url();
  const now = nowSeconds();
  const stored = db.insert(refreshToken).values({
    tokenHash: await sha256Hex(token),
    ...login,
    usersId: user.usersId,
    expiresAt: now + REFRESH_TOKEN_SECONDS,
    createdAt: now,
  });
  const [first, ...rest] = alongside;
  await (first ? db.batch([first, ...rest, stored]) : stored);
  return { accessToken: await signAccessToken(env, user), refreshToken: token };
}

/**
 * Deletes expired refresh tokens, which can no longer renew anything, so the table and the 로그인된
 * 기기 query do not grow with every sign-in and every 15-minute renewal forever. A login that is
 * still alive keeps its first token: its signedInAt and device are read from it. `scope`: a user's
 * logins (at sign-in) or one login (at each renewal).
 */
export function pruneExpiredTokens(db: Db, scope: { usersId: number } | { familyId: string }, now = nowSeconds()) {
  const inScope: SQL = "usersId" in scope ? sql`users_id = ${scope.usersId}` : sql`family_id = ${scope.familyId}`;
  return db.delete(refreshToken).where(
    and(
      "usersId" in scope ? eq(refreshToken.usersId, scope.usersId) : eq(refreshToken.familyId, scope.familyId),
      lte(refreshToken.expiresAt, now),
      sql`(${refreshToken.id} NOT IN (SELECT min(id) FROM refresh_token WHERE ${inScope} GROUP BY family_id)
          OR ${refreshToken.familyId} NOT IN (SELECT family_id FROM refresh_token WHERE ${inScope} AND expires_at > ${now}))`,
    ),
  );
}

/** A fake hash to spend the same time on unknown usernames as on wrong passwords. */
let dummy: Promise<{ passwordHash: string; passwordSalt: string }> | undefined;
function dummyHash() {
  if (!dummy) dummy = hashPassword("not-a-password");
  return dummy;
}

export interface LoginAttempt {
  username: string;
  password: string;
  /** clientAddress() of the request: failures are limited per address (auth/throttle.ts). */
  address: string;
  /** The second step of an account with 2단계 인증 (decision 076): an app's code or a 복구 코드. */
  code?: string | undefined;
  /** 로그인된 기기's label of the browser (lib/device.ts), or null. */
  device?: string | null;
  /** The browser's trusted-device cookie (auth/trustedDevice.ts), as presented. */
  deviceCookie?: string | undefined;
}

/** A new session and the trusted-device cookie's new value for the browser that signed in. */
export interface LoginSession extends IssuedSession {
  trustedDevice: string;
}

/**
 * Checks the credentials under the password limits: too many failures from the address, for
 * this username from the address, or for this username from anywhere (unless the browser holds
 * its trusted-device cookie) answer 429 with Retry-After before the password is checked.
 * An account with 2단계 인증 also needs its code: a right password without one answers 401 with
 * the Login-Step header (not counted as a failure: the form asks for the code); a wrong code
 * counts as a wrong password, and also against the account's code counter across addresses.
 * A success writes its audit row; the route records failures (functions/api/session.ts).
 */
export async function login(db: Db, env: Env, attempt: LoginAttempt): Promise<LoginSession> {
  const { username, password, address, code } = attempt;
  const trustedDevice = await trustedDeviceOf(env.JWT_SECRET, username, attempt.deviceCookie);
  let codeWrong = false;
  const limited = { username, address, kind: "login", trustedDevice } as const;
  const passed = await throttledPasswordCheck(db, env.JWT_SECRET, limited, async () => {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    const stored = row ?? (await dummyHash());
    const ok = await verifyPassword(password, stored.passwordHash, stored.passwordSalt);
    if (!row || !ok) return null;
    if (!(await usesTwoFactor(db, row.usersId))) return { user: row, factor: undefined };
    if (!code) throw secondStepNeeded(TWO_FACTOR_MESSAGES.codeRequired);
    const factor = await throttledCodeCheck(db, env.JWT_SECRET, { usersId: row.usersId, trustedDevice }, () =>
      redeemCode(db, env.JWT_SECRET ?? "", row.usersId, code),
    );
    codeWrong = factor === null;
    return factor ? { user: row, factor } : null;
  });
  if (!passed) {
    throw codeWrong ? secondStepNeeded(TWO_FACTOR_MESSAGES.codeWrong) : new AppError(401, LOGIN_FAILED_MESSAGE);
  }
  const { user, factor } = passed;
  const account: SessionUser = { usersId: user.usersId, username: user.username, role: user.role as Role };
  // The audit row rides in the token's batch: one round trip, and no session without its row.
  const audit = auditInsert(db, {
    actorId: user.usersId,
    username,
    action: "login",
    resource: "session",
    detail: factor ? { address, factor } : { address },
  });
  const [session, trusted] = await Promise.all([
    issue(db, env, account, { familyId: crypto.randomUUID(), device: attempt.device ?? null }, [
      audit,
      pruneExpiredTokens(db, { usersId: user.usersId }),
    ]),
    issueTrustedDevice(env.JWT_SECRET ?? "", username),
  ]);
  return { ...session, trustedDevice: trusted };
}

const refreshFailed = () => new AppError(401, "로그인이 필요한 서비스 입니다.");

/**
 * Exchanges a refresh token for a new access token and a new refresh token. Each refresh token
 * rotates once; presenting a revoked one, or a used one later than REUSE_GRACE_SECONDS after its
 * use or after its login went on with a newer token, revokes its whole family (a stolen token was
 * used). Within the grace, with nothing newer used, it is the same browser (several tabs opening at
 * once, an answer lost to a reload) and gets a token of its own in the login (decision 078).
 */
export async function refresh(db: Db, env: Env, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw refreshFailed();
  const now = nowSeconds();
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, await sha256Hex(presented)));
  if (!row) throw refreshFailed();
  if (row.revokedAt !== null) {
    await revokeFamily(db, row.familyId);
    throw refreshFailed();
  }
  if (row.expiresAt <= now) throw refreshFailed();
  // Only one request can mark it used: the rotation. Another is a retry or a theft.
  const marked =
    row.usedAt === null
      ? await db
          .update(refreshToken)
          .set({ usedAt: now })
          .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedAt)))
          .returning({ id: refreshToken.id })
      : [];
  const rotated = marked.length > 0;
  if (!rotated && !(await isRetry(db, row, now))) {
    await revokeFamily(db, row.familyId);
    throw refreshFailed();
  }
  const [user] = await db
    .select({ usersId: users.usersId, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.usersId, row.usersId));
  if (!user) throw refreshFailed();
  // A rotation ends the login's other unused tokens issued before the grace: copies handed to
  // retries that this browser no longer holds. Newer ones may still be on their way to a tab.
  const strays = db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshToken.familyId, row.familyId),
        isNull(refreshToken.usedAt),
        isNull(refreshToken.revokedAt),
        lt(refreshToken.createdAt, now - REUSE_GRACE_SECONDS),
      ),
    );
  const login = { familyId: row.familyId, device: row.device };
  const pruned = pruneExpiredTokens(db, { familyId: row.familyId }, now);
  return issue(db, env, { ...user, role: user.role as Role }, login, rotated ? [strays, pruned] : []);
}

/** A used token presented again within the grace, its login not yet gone on with a newer token. */
async function isRetry(db: Db, row: typeof refreshToken.$inferSelect, now: number): Promise<boolean> {
  // Null: another request marked it used a moment ago.
  if (now - (row.usedAt ?? now) > REUSE_GRACE_SECONDS) return false;
  const [newerUsed] = await db
    .select({ id: refreshToken.id })
    .from(refreshToken)
    .where(and(eq(refreshToken.familyId, row.familyId), gt(refreshToken.id, row.id), isNotNull(refreshToken.usedAt)))
    .limit(1);
  return newerUsed === undefined;
}

async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshToken)
    .set({ revokedAt: nowSeconds() })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

/** Revokes the login the refresh token belongs to; unknown tokens are ignored (idempotent). */
export async function logout(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const [row] = await db
    .select({ familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, await sha256Hex(presented)));
  if (row) await revokeFamily(db, row.familyId);
}

/** The login (refresh family) of the presented token, if it is this user's. */
async function currentFamily(db: Db, usersId: number, presented: string | undefined) {
  if (!presented) return undefined;
  const [current] = await db
    .select({ familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(and(eq(refreshToken.tokenHash, await sha256Hex(presented)), eq(refreshToken.usersId, usersId)));
  return current;
}

/** One login (refresh family) as 로그인된 기기 lists it (decisions 062, 079). */
export interface SignedInDevice {
  /** The login's id, for ending just this one. */
  loginId: string;
  /** "Chrome · Windows", or null when the browser could not be told. */
  device: string | null;
  /** When it signed in and when it last renewed (epoch seconds). */
  signedInAt: number;
  lastActiveAt: number;
  /** The browser that asks. */
  current: boolean;
}

/**
 * The user's logins that can still renew (a token neither used, revoked nor expired): the presented
 * token's login (`current`) first, then the most recently active.
 */
export async function listSessions(db: Db, usersId: number, presented: string | undefined): Promise<SignedInDevice[]> {
  const now = nowSeconds();
  const [current, rows] = await Promise.all([
    currentFamily(db, usersId, presented),
    db
      .select({
        loginId: refreshToken.familyId,
        device: max(refreshToken.device),
        signedInAt: min(refreshToken.createdAt),
        lastActiveAt: max(refreshToken.createdAt),
      })
      .from(refreshToken)
      .where(eq(refreshToken.usersId, usersId))
      .groupBy(refreshToken.familyId)
      .having(
        sql`max(${refreshToken.usedAt} IS NULL AND ${refreshToken.revokedAt} IS NULL AND ${refreshToken.expiresAt} > ${now}) = 1`,
      )
      .orderBy(desc(max(refreshToken.createdAt))),
  ]);
  const listed = rows.map((row) => ({
    loginId: row.loginId,
    device: row.device,
    signedInAt: row.signedInAt ?? 0,
    lastActiveAt: row.lastActiveAt ?? 0,
    current: row.loginId === current?.familyId,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/** Ends one of the user's logins; false when the user has no such login. */
export async function revokeSession(db: Db, usersId: number, loginId: string): Promise<boolean> {
  const ended = await db
    .update(refreshToken)
    .set({ revokedAt: nowSeconds() })
    .where(and(eq(refreshToken.usersId, usersId), eq(refreshToken.familyId, loginId), isNull(refreshToken.revokedAt)))
    .returning({ id: refreshToken.id });
  return ended.length > 0;
}

/** Revokes every login of a user except the one the presented refresh token belongs to. */
export async function revokeOtherSessions(db: Db, usersId: number, presented: string | undefined): Promise<void> {
  const current = await currentFamily(db, usersId, presented);
  await db
    .update(refreshToken)
    .set({ revokedAt: nowSeconds() })
    .where(
      and(
        eq(refreshToken.usersId, usersId),
        isNull(refreshToken.revokedAt),
        current ? ne(refreshToken.familyId, current.familyId) : undefined,
      ),
    );
}
