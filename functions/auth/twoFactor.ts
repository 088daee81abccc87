// 2단계 인증 (decision 076): an authenticator app's 6-digit code (TOTP, RFC 6238) after the
// password, or one of ten one-time 복구 코드 for a lost phone. The codes come from @oslojs/otp;
// which time step matched is ours to know, so that a code works once. The app's key is stored
// sealed under JWT_SECRET (decision 089): `sealKey` below is that secret.
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { and, count, eq, isNotNull, isNull, lt, notLike } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRecoveryCode, userTotp } from "../../db/schema";
import { nowLocal } from "../lib/dates";
import { AppError, badRequest, conflict } from "../lib/errors";
import { sha256Hex } from "./opaque";
import { isSealed, SEALED_PREFIX, seal, unseal } from "./sealed";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps accepted either side of now: a phone's clock a little off, a code typed as it turns. */
const DRIFT_STEPS = 1;
const RECOVERY_CODES = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. 31 characters, 10 of them ≈ 49 bits. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** The 401 of a right password on an account with 2단계 인증 names the next step in this header. */
export const LOGIN_STEP_HEADER = "Login-Step";
/** The 403 of an account that must set 2단계 인증 up first (decision 080) carries this header. */
export const TWO_FACTOR_SETUP_HEADER = "Two-Factor-Setup";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "인증 앱에 표시된 6자리 코드를 입력해주세요.",
  codeWrong: "인증 코드가 맞지 않습니다. 앱에 표시된 지금의 코드나 복구 코드를 입력해주세요.",
  setupCodeWrong: "인증 코드가 맞지 않습니다. 앱에 새로 추가한 항목의 6자리 코드를 입력해주세요.",
  alreadyOn: "이미 2단계 인증을 사용하고 있습니다.",
  notOn: "2단계 인증을 사용하고 있지 않습니다.",
  setupMissing: "2단계 인증 설정을 처음부터 다시 해주세요.",
  wrongPassword: "비밀번호가 올바르지 않습니다.",
  disabled: "2단계 인증을 껐습니다.",
  reset: "이 관리자의 2단계 인증을 해제했습니다.",
  ownReset: "본인의 2단계 인증은 내 정보에서 인증 코드와 함께 끌 수 있습니다.",
  setupRequired: "모든 관리자가 2단계 인증을 써야 합니다. 내 정보에서 2단계 인증을 설정한 뒤 이용해주세요.",
  requiredCannotDisable:
    "모든 관리자가 2단계 인증을 써야 하므로 끌 수 없습니다. 복구 코드를 새로 만들거나 관리자에게 문의하세요.",
} as const;

/** What the key is sealed for: another purpose's key cannot open it. */
const SEAL_PURPOSE = "user_totp.secret";

const sealSecret = (sealKey: string, usersId: number, secret: string) =>
  seal(sealKey, SEAL_PURPOSE, String(usersId), secret);

/** The stored value to write back: sealed, also when the row was stored plain before decision 089. */
const resealed = (sealKey: string, usersId: number, stored: string, plain: string) =>
  isSealed(stored) ? stored : sealSecret(sealKey, usersId, plain);

let unreadableLogged = false;

/** The app's key of a stored row; null (logged once) when this JWT_SECRET cannot open it. */
async function openSecret(sealKey: string, usersId: number, stored: string): Promise<string | null> {
  const secret = await unseal(sealKey, SEAL_PURPOSE, String(usersId), stored);
  if (secret === null && !unreadableLogged) {
    unreadableLogged = true;
    console.warn(
      "[two-factor] 저장된 인증 앱 키를 열 수 없습니다(JWT_SECRET이 바뀌었나요?) / a stored authenticator key cannot be opened: was JWT_SECRET changed?",
    );
  }
  return secret;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** When it was turned on (Korea local time), or null. */
  enabledAt: string | null;
  /** Unused 복구 코드. */
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Db, usersId: number): Promise<TwoFactorStatus> {
  const [[totp], [codes]] = await db.batch([
    db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.usersId, usersId)),
    db
      .select({ n: count() })
      .from(userRecoveryCode)
      .where(and(eq(userRecoveryCode.usersId, usersId), isNull(userRecoveryCode.usedAt))),
  ]);
  const enabledAt = totp?.enabledAt ?? null;
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? (codes?.n ?? 0) : 0 };
}

/**
 * Starts (or starts over) the set-up: a new secret, kept unused until `enableTwoFactor` sees a
 * code made from it. The answer is what an authenticator app takes: the key and its otpauth URI.
 */
export async function startTwoFactor(db: Db, sealKey: string, usersId: number, issuer: string, accountName: string) {
  const key = crypto.getRandomValues(new Uint8Array(20));
  const secret = encodeBase32NoPadding(key);
  const row = {
    usersId,
    secret: await sealSecret(sealKey, usersId, secret),
    enabledAt: null,
    lastStep: 0,
    createAt: nowLocal(),
  };
  const started = await db
    .insert(userTotp)
    .values(row)
    .onConflictDoUpdate({ target: userTotp.usersId, set: row, where: isNull(userTotp.enabledAt) })
    .returning({ usersId: userTotp.usersId });
  if (started.length === 0) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  return { secret, uri: createTOTPKeyURI(issuer, accountName, key, PERIOD_SECONDS, DIGITS) };
}

/** The time step a 6-digit code was made for, within the drift allowed; null when none. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (generateHOTP(key, BigInt(step), DIGITS) === code) return step;
  }
  return null;
}

/** What a person typed, without the spaces and hyphens apps and our codes are shown with. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

function newRecoveryCodes(): string[] {
  const codes: string[] = [];
  while (codes.length < RECOVERY_CODES) {
    let code = "";
    // Bytes from 248 up would favour the first characters: they are skipped.
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < 248 && code.length < 10) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
    if (code.length === 10) codes.push(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return codes;
}

/** The statements that replace an account's 복구 코드 with `codes`. */
async function recoveryCodeWrites(db: Db, usersId: number, codes: string[]) {
  const hashes = await Promise.all(codes.map((code) => sha256Hex(normalized(code))));
  return [
    db.delete(userRecoveryCode).where(eq(userRecoveryCode.usersId, usersId)),
    db.insert(userRecoveryCode).values(hashes.map((codeHash) => ({ usersId, codeHash }))),
  ] as const;
}

/**
 * Turns 2단계 인증 on once the app shows the right code for the secret of `startTwoFactor`;
 * answers the 복구 코드, shown this once (only their hashes are kept).
 */
export async function enableTwoFactor(db: Db, sealKey: string, usersId: number, code: string): Promise<string[]> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.usersId, usersId));
  if (!row) throw badRequest(TWO_FACTOR_MESSAGES.setupMissing);
  if (row.enabledAt !== null) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = await openSecret(sealKey, usersId, row.secret);
  // A set-up this key cannot open (JWT_SECRET changed meanwhile) is started again.
  if (secret === null) throw badRequest(TWO_FACTOR_MESSAGES.setupMissing);
  const step = stepOf(secret, normalized(code));
  if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.setupCodeWrong);
  const codes = newRecoveryCodes();
  const [enabled] = await db.batch([
    // The secret read above, still waiting: a set-up started again in between is not turned on.
    db
      .update(userTotp)
      .set({ enabledAt: nowLocal(), lastStep: step, secret: await resealed(sealKey, usersId, row.secret, secret) })
      .where(and(eq(userTotp.usersId, usersId), eq(userTotp.secret, row.secret), isNull(userTotp.enabledAt)))
      .returning({ usersId: userTotp.usersId }),
    ...(await recoveryCodeWrites(db, usersId, codes)),
  ]);
  if (enabled.length === 0) {
    await db.delete(userRecoveryCode).where(eq(userRecoveryCode.usersId, usersId));
    throw badRequest(TWO_FACTOR_MESSAGES.setupMissing);
  }
  return codes;
}

/** Replaces the 복구 코드 of an account that uses 2단계 인증 (the old ones stop working). */
export async function replaceRecoveryCodes(db: Db, usersId: number): Promise<string[]> {
  const { enabled } = await twoFactorStatus(db, usersId);
  if (!enabled) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  const codes = newRecoveryCodes();
  await db.batch(await recoveryCodeWrites(db, usersId, codes));
  return codes;
}

/** Turns it off: the secret and every 복구 코드 go. False when it was not on. */
export async function disableTwoFactor(db: Db, usersId: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(userTotp).where(eq(userTotp.usersId, usersId)).returning({ enabledAt: userTotp.enabledAt }),
    db.delete(userRecoveryCode).where(eq(userRecoveryCode.usersId, usersId)),
  ]);
  return deleted.some((row) => row.enabledAt !== null);
}

/** Whether the account signs in with a second step. */
export async function usesTwoFactor(db: Db, usersId: number): Promise<boolean> {
  const [row] = await db
    .select({ usersId: userTotp.usersId })
    .from(userTotp)
    .where(and(eq(userTotp.usersId, usersId), isNotNull(userTotp.enabledAt)));
  return row !== undefined;
}

/**
 * Uses up a code of an account with 2단계 인증: an app's code for a step newer than the last one
 * accepted, or an unused 복구 코드. Answers which kind it was, or null (wrong, or used already).
 * The write is conditional, so two requests with the same code cannot both pass.
 */
export async function redeemCode(
  db: Db,
  sealKey: string,
  usersId: number,
  typed: string,
): Promise<"app" | "recovery" | null> {
  const code = normalized(typed);
  if (new RegExp(`^\\d{${DIGITS}}$`).test(code)) {
    const [row] = await db
      .select({ secret: userTotp.secret })
      .from(userTotp)
      .where(and(eq(userTotp.usersId, usersId), isNotNull(userTotp.enabledAt)));
    const secret = row ? await openSecret(sealKey, usersId, row.secret) : null;
    const step = row && secret !== null ? stepOf(secret, code) : null;
    if (!row || secret === null || step === null) return null;
    const used = await db
      .update(userTotp)
      .set({ lastStep: step, secret: await resealed(sealKey, usersId, row.secret, secret) })
      // The key read: one turned off and set up again in between keeps its own.
      .where(and(eq(userTotp.usersId, usersId), eq(userTotp.secret, row.secret), lt(userTotp.lastStep, step)))
      .returning({ usersId: userTotp.usersId });
    return used.length > 0 ? "app" : null;
  }
  if (code.length !== 10) return null;
  const used = await db
    .update(userRecoveryCode)
    .set({ usedAt: nowLocal() })
    .where(
      and(
        eq(userRecoveryCode.usersId, usersId),
        eq(userRecoveryCode.codeHash, await sha256Hex(code)),
        isNull(userRecoveryCode.usedAt),
      ),
    )
    .returning({ id: userRecoveryCode.id });
  return used.length > 0 ? "recovery" : null;
}

/** The 401 that asks the login form for the code (or says the one sent was wrong). */
export const secondStepNeeded = (message: string) => new AppError(401, message, { [LOGIN_STEP_HEADER]: "code" });

/**
 * Seals the keys still stored plain (set up before decision 089), a few per Cron Trigger run, so
 * an account that never signs in again does not keep its key in clear. Answers how many.
 */
export async function sealPlainSecrets(db: Db, sealKey: string, limit = 50): Promise<number> {
  const rows = await db
    .select({ usersId: userTotp.usersId, secret: userTotp.secret })
    .from(userTotp)
    .where(notLike(userTotp.secret, `${SEALED_PREFIX}%`))
    .limit(limit);
  if (rows.length === 0) return 0;
  const toSeal = await Promise.all(
    rows.map(async (row) => ({ ...row, sealed: await sealSecret(sealKey, row.usersId, row.secret) })),
  );
  const updates = toSeal.map(({ usersId, secret, sealed }) =>
    db
      .update(userTotp)
      // Only the value read: a set-up started again meanwhile is already sealed.
      .set({ secret: sealed })
      .where(and(eq(userTotp.usersId, usersId), eq(userTotp.secret, secret)))
      .returning({ usersId: userTotp.usersId }),
  );
  const [first, ...rest] = updates;
  if (!first) return 0;
  const done = await db.batch([first, ...rest]);
  return done.reduce((n, updated) => n + updated.length, 0);
}
