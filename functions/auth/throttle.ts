// Password guessing limits, shared by POST /login, the profile's password re-check, the
// password change (decision 017) and 내 문의 확인 (decision 071, the phone number as username).
// Counters of failures, all in D1 (services/rateLimit.ts):
// - per client address, across usernames: stops credential stuffing from one address;
// - per username *and* address: stops guessing one account from one address without locking
//   its owner out everywhere else;
// - per username across all addresses (decision 139): stops guessing spread over many addresses
//   (an IPv6 /48 holds 65 536 /64s). A login from a browser that signed in as that username
//   before (auth/trustedDevice.ts) counts under that browser instead.
// Wrong 2단계 인증 codes have a counter per account across addresses of their own.
import type { Db } from "../../db/client";
import { AppError } from "../lib/errors";
import { type Counter, clear, consume, limitKey, refund } from "../services/rateLimit";

export const PASSWORD_LIMITS = {
  address: { bucket: "password-address", limit: 20, windowSeconds: 15 * 60 },
  account: { bucket: "password-account", limit: 5, windowSeconds: 15 * 60 },
  /**
   * Across addresses, by kind. The profile's re-check and password change ("password") need a
   * session: theirs are counted apart from the login's, so strangers' failed logins never refuse
   * the signed-in owner, while a stolen access token cannot guess over many addresses either.
   */
  target: {
    login: { bucket: "password-target", limit: 30, windowSeconds: 60 * 60 },
    inquiry: { bucket: "password-target", limit: 10, windowSeconds: 60 * 60 },
    password: { bucket: "password-target", limit: 10, windowSeconds: 15 * 60 },
  },
  /** Wrong 2단계 인증 codes of one account (only someone with its password gets that far). */
  code: { bucket: "two-factor-code", limit: 10, windowSeconds: 15 * 60 },
} as const;

const TOO_MANY = {
  login: "로그인 시도가 너무 많습니다.",
  password: "비밀번호 입력 시도가 너무 많습니다.",
  inquiry: "문의 확인 시도가 너무 많습니다.",
} as const;

export interface PasswordAttempt {
  username: string;
  /** clientAddress() of the request. */
  address: string;
  /** Which screen asked, for the wording of the 429 message. */
  kind: keyof typeof TOO_MANY;
  /** trustedDeviceOf() of the login's device cookie for this username, when valid. */
  trustedDevice?: string | undefined;
}

function tooMany(kind: PasswordAttempt["kind"], retryAfter: number) {
  return new AppError(429, `${TOO_MANY[kind]} ${Math.ceil(retryAfter / 60)}분 후에 다시 시도해주세요.`, {
    "Retry-After": String(retryAfter),
  });
}

/**
 * The counter across addresses: the username's per kind (a login's username never meets a
 * 내 문의 확인 number's or a signed-in re-check's), or a trusted browser's own.
 */
async function targetCounter(secret: string | undefined, attempt: PasswordAttempt): Promise<Counter> {
  const key = attempt.trustedDevice
    ? await limitKey(secret, "device", attempt.trustedDevice)
    : await limitKey(secret, attempt.kind, attempt.username.trim().toLowerCase());
  return { ...PASSWORD_LIMITS.target[attempt.kind], key };
}

/**
 * Runs a password check under the limits. Each attempt takes its place in every counter
 * *before* the password is checked, so parallel attempts cannot pass a limit together; a right
 * password gives its places back and forgets that username's failures from this address (not
 * those from everywhere: an attacker's failures keep counting while the owner signs in).
 * `check` answers null for a wrong password; what it throws is not counted as a failure.
 * Over a limit: 429 with Retry-After, and the password is not checked at all.
 */
export async function throttledPasswordCheck<T>(
  db: Db,
  secret: string | undefined,
  attempt: PasswordAttempt,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const byAddress: Counter = { ...PASSWORD_LIMITS.address, key: await limitKey(secret, attempt.address) };
  const byAccount: Counter = {
    ...PASSWORD_LIMITS.account,
    key: await limitKey(secret, attempt.username.trim().toLowerCase(), attempt.address),
  };
  const address = await consume(db, byAddress);
  if (!address.allowed) throw tooMany(attempt.kind, address.retryAfter);
  const account = await consume(db, byAccount);
  if (!account.allowed) {
    await refund(db, byAddress);
    throw tooMany(attempt.kind, account.retryAfter);
  }
  const byTarget = await targetCounter(secret, attempt);
  const target = await consume(db, byTarget);
  if (!target.allowed) {
    await Promise.all([refund(db, byAddress), refund(db, byAccount)]);
    throw tooMany(attempt.kind, target.retryAfter);
  }
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    await Promise.all([refund(db, byAddress), refund(db, byAccount), refund(db, byTarget)]);
    throw error;
  }
  if (result !== null) await Promise.all([refund(db, byAddress), clear(db, byAccount), refund(db, byTarget)]);
  return result;
}

/**
 * Runs a 2단계 인증 code check under the account's counter across addresses (or, from a trusted
 * browser, that browser's): taken before the check, given back when the code is right. Over the
 * limit: 429 with the login's wording, and the code is not checked.
 */
export async function throttledCodeCheck<T>(
  db: Db,
  secret: string | undefined,
  attempt: { usersId: number; trustedDevice?: string | undefined },
  check: () => Promise<T | null>,
): Promise<T | null> {
  const key = attempt.trustedDevice
    ? await limitKey(secret, "code-device", attempt.trustedDevice)
    : await limitKey(secret, "code", String(attempt.usersId));
  const counter: Counter = { ...PASSWORD_LIMITS.code, key };
  const verdict = await consume(db, counter);
  if (!verdict.allowed) throw tooMany("login", verdict.retryAfter);
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    await refund(db, counter);
    throw error;
  }
  if (result !== null) await refund(db, counter);
  return result;
}
