// Password guessing limits, shared by POST /login, the profile's password re-check, the
// password change (decision 017) and 내 문의 확인 (decision 071, the phone number as username).
// Two counters of failures, both in D1 (services/rateLimit.ts):
// - per client address, across usernames: stops credential stuffing from one address;
// - per username *and* address: stops guessing one account from one address without locking
//   its owner out everywhere else.
import type { Db } from "../../db/client";
import { AppError } from "../lib/errors";
import { type Counter, clear, consume, limitKey, refund } from "../services/rateLimit";

export const PASSWORD_LIMITS = {
  address: { bucket: "password-address", limit: 20, windowSeconds: 15 * 60 },
  account: { bucket: "password-account", limit: 5, windowSeconds: 15 * 60 },
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
}

function tooMany(kind: PasswordAttempt["kind"], retryAfter: number) {
  return new AppError(429, `${TOO_MANY[kind]} ${Math.ceil(retryAfter / 60)}분 후에 다시 시도해주세요.`, {
    "Retry-After": String(retryAfter),
  });
}

/**
 * Runs a password check under both limits. Each attempt takes its place in both counters
 * *before* the password is checked, so parallel attempts cannot pass a limit together; a right
 * password gives its place back and forgets that username's failures from this address.
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
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    await Promise.all([refund(db, byAddress), refund(db, byAccount)]);
    throw error;
  }
  if (result !== null) await Promise.all([refund(db, byAddress), clear(db, byAccount)]);
  return result;
}
