// Administrator and profile payloads (SPEC §7 "Admin: users and profile", API-SHAPES §11).
// No server imports: the register and profile forms can check the same rules.
import * as z from "zod";
// With its extension: scripts/admin-create.mjs loads this schema in Node, which resolves no
// extensionless path.
import { enterMessage, josa, notTextMessage, tooLongMessage } from "../lib/korean.ts";

export const USER_MESSAGES = {
  registered: "관리자 등록 성공",
  deleted: "관리자 정보가 삭제 되었습니다.",
  roleChanged: "권한 변경 완료",
  roleChangeFailed: "권한 변경 실패",
  profileUpdated: "정보 수정이 완료 되었습니다.",
  passwordChanged: "비밀번호가 변경되었습니다.",
  otherSessionsEnded: "다른 기기의 로그인을 모두 끝냈습니다.",
  sessionsEnded: "이 관리자의 로그인을 모두 끝냈습니다.",
  sessionEnded: "선택한 기기의 로그인을 끝냈습니다.",
  loginNotFound: "이미 끝난 로그인입니다.",
  checkFailed: "사용자 정보를 잘못 입력하셨습니다.",
  wrongCurrentPassword: "현재 비밀번호가 올바르지 않습니다.",
  samePassword: "새 비밀번호는 현재 비밀번호와 달라야 합니다.",
  usernameTaken: "이미 사용 중인 아이디입니다.",
  notFound: "관리자 정보를 찾을 수 없습니다.",
  deleteSelf: "본인 계정은 삭제할 수 없습니다.",
  lastAdminDelete: "마지막 관리자(ROLE_ADMIN) 계정은 삭제할 수 없습니다.",
  lastAdminDemote: "마지막 관리자(ROLE_ADMIN)의 권한은 변경할 수 없습니다. 다른 관리자를 먼저 지정해주세요.",
  body: "입력 정보를 확인해주세요.",
} as const;

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (label: string, max: number) =>
  z
    .string({ error: enterMessage(label) })
    .trim()
    .min(1, enterMessage(label))
    .max(max, tooLongMessage(label, max));

const email = (label: string) =>
  required(label, 100).regex(EMAIL, `${josa(label, "은/는")} 올바른 이메일 주소여야 합니다.`);

const newPassword = (label: string) =>
  z
    .string({ error: enterMessage(label) })
    .min(1, enterMessage(label))
    .min(PASSWORD_MIN, `${josa(label, "은/는")} ${PASSWORD_MIN}자 이상이어야 합니다.`)
    .max(PASSWORD_MAX, tooLongMessage(label, PASSWORD_MAX));

/** POST /api/admin/users/register. */
export const registerSchema = z.object(
  {
    username: email("아이디(이메일)"),
    password: newPassword("비밀번호"),
    name: required("이름", 50),
    userTel: required("연락처", 30).regex(/^[0-9+()\- ]+$/, "연락처는 숫자와 - 만 입력해주세요."),
    userMail: email("메일"),
  },
  { error: USER_MESSAGES.body },
);
export type RegisterInput = z.output<typeof registerSchema>;

/** Optional text: blank or null clears it, absent leaves it unchanged. */
const clearable = (label: string, max: number, pattern?: { re: RegExp; message: string }) =>
  z
    .string({ error: notTextMessage(label) })
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((v) => !v || !pattern || pattern.re.test(v), pattern?.message ?? "")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** POST /api/admin/info: only name, userTel and userMail are read; everything else is ignored. */
export const profileSchema = z.object(
  {
    name: required("이름", 50),
    userTel: clearable("연락처", 30, { re: /^[0-9+()\- ]+$/, message: "연락처는 숫자와 - 만 입력해주세요." }),
    userMail: clearable("메일", 100, { re: EMAIL, message: "메일은 올바른 이메일 주소여야 합니다." }),
  },
  { error: USER_MESSAGES.body },
);
export type ProfileInput = z.output<typeof profileSchema>;

/** POST /api/admin/info/password. */
export const passwordChangeSchema = z.object(
  {
    currentPassword: z
      .string({ error: "현재 비밀번호를 입력해주세요." })
      .min(1, "현재 비밀번호를 입력해주세요.")
      .max(PASSWORD_MAX, USER_MESSAGES.wrongCurrentPassword),
    newPassword: newPassword("새 비밀번호"),
  },
  { error: USER_MESSAGES.body },
);

/** 2단계 인증 (decision 076): the password asked again before its set-up and its 복구 코드. */
export const twoFactorPasswordSchema = z.object(
  {
    password: z
      .string({ error: enterMessage("비밀번호") })
      .min(1, enterMessage("비밀번호"))
      .max(PASSWORD_MAX, USER_MESSAGES.wrongCurrentPassword),
  },
  { error: USER_MESSAGES.body },
);

const otpCode = z
  .string({ error: "인증 코드를 입력해주세요." })
  .trim()
  .min(1, "인증 코드를 입력해주세요.")
  .max(20, "인증 코드를 다시 확인해주세요.");

/** The code the app shows for the new secret. */
export const twoFactorCodeSchema = z.object({ code: otpCode }, { error: USER_MESSAGES.body });

/** Turning it off takes both: the password and a code (or a 복구 코드). */
export const twoFactorOffSchema = twoFactorPasswordSchema.extend({ code: otpCode });

/** 로그인된 기기 (decision 079): the one login to end; without it, every other login ends. */
export const oneLogin = z.object({
  loginId: z.uuid({ error: "이미 끝난 로그인입니다." }).optional(),
});
