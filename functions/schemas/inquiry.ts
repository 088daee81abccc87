// The public inquiry payload (SPEC §5). No server imports: the inquiry form checks the same rules.
import * as z from "zod";
import { tooLongMessage } from "../lib/korean";
import {
  CHECK_PASSWORD,
  CUSTOMER_NOTE,
  CUSTOMER_NOTE_MESSAGES,
  EMAIL_FORMAT,
  INQUIRY_CHECK_MESSAGES,
  INQUIRY_CONTENT_MAX_BYTES,
  INQUIRY_MESSAGES,
  INQUIRY_TYPES,
  PHONE_DIGITS_MIN,
  TEL_CHARS,
  telDigits,
  utf8Bytes,
  visibleText,
} from "./inquiryRules";

export { INQUIRY_CONTENT_MAX_BYTES, INQUIRY_MESSAGES, utf8Bytes, visibleText };

/** The inquiry form's refusal of a key it does not make (`Idempotency-Key`, decision 106). */
export const SEND_KEY_MESSAGE = "문의 화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

const CONTENT_HTML_MAX = 100_000;

/** Only an API client can send another 문의 유형 (the form offers the two): not in the form's bundle. */
export const INQUIRY_TYPE_MESSAGE = "문의 유형은 일반 1:1 문의(GENERAL) 또는 A/S 문의(AS) 중에서 골라주세요.";

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((v) => v || null);

export const inquirySchema = z
  .object({
    title: z
      .string({ error: INQUIRY_MESSAGES.title })
      .trim()
      .min(1, INQUIRY_MESSAGES.title)
      .max(200, "문의 제목은 200자 이하로 입력해주세요."),
    content: z
      .string({ error: INQUIRY_MESSAGES.content })
      .max(CONTENT_HTML_MAX, "문의 내용이 너무 깁니다.")
      .refine((html) => visibleText(html).length > 0, INQUIRY_MESSAGES.content)
      .refine(
        (html) => utf8Bytes(visibleText(html)) <= INQUIRY_CONTENT_MAX_BYTES,
        `문의 내용은 ${INQUIRY_CONTENT_MAX_BYTES}byte 이하로 입력해주세요.`,
      ),
    writer: text("작성자", 50),
    tel: text("연락처", 30).refine((v) => v === null || TEL_CHARS.test(v), INQUIRY_CHECK_MESSAGES.telFormat),
    email: text("이메일", 100).refine((v) => v === null || EMAIL_FORMAT.test(v), INQUIRY_CHECK_MESSAGES.emailFormat),
    addr: text("주소", 200),
    detailAddr: text("상세주소", 200),
    itemName: text("제품명", 100),
    manuName: text("제조사명", 100),
    itemTypeName: text("제품 타입", 100),
    // Not a spec part (decision 096): absent or blank is a general inquiry, as the spec's client sends.
    inquiryType: z
      .string({ error: INQUIRY_TYPE_MESSAGE })
      .trim()
      .optional()
      .transform((v) => v || "GENERAL")
      .pipe(z.enum(INQUIRY_TYPES, { error: INQUIRY_TYPE_MESSAGE })),
    // Not a spec part: the customer's own password for 내 문의 확인 (decision 071). Kept as typed.
    checkPassword: z
      .string()
      .optional()
      .transform((v) => v || null)
      .refine(
        (v) => v === null || (v.length >= CHECK_PASSWORD.min && v.length <= CHECK_PASSWORD.max),
        INQUIRY_CHECK_MESSAGES.passwordLength,
      ),
  })
  .refine((v) => v.writer !== null || v.tel !== null, { message: INQUIRY_MESSAGES.writerOrTel })
  // A technician calls and visits: an A/S request needs both.
  .refine((v) => v.inquiryType !== "AS" || (v.tel !== null && v.addr !== null), { message: INQUIRY_MESSAGES.asContact })
  .refine((v) => v.checkPassword === null || telDigits(v.tel ?? "").length >= PHONE_DIGITS_MIN, {
    message: INQUIRY_CHECK_MESSAGES.passwordNeedsTel,
  });

/** 내 문의 확인: the phone number and password a customer looks their inquiries up with. */
export const inquiryCheckSchema = z.object({
  tel: z
    .string({ error: INQUIRY_CHECK_MESSAGES.tel })
    .trim()
    .min(1, INQUIRY_CHECK_MESSAGES.tel)
    .max(30, INQUIRY_CHECK_MESSAGES.telFormat)
    .regex(TEL_CHARS, INQUIRY_CHECK_MESSAGES.telFormat),
  password: z
    .string({ error: INQUIRY_CHECK_MESSAGES.password })
    .min(1, INQUIRY_CHECK_MESSAGES.password)
    .max(CHECK_PASSWORD.max, INQUIRY_CHECK_MESSAGES.notFound),
});

/**
 * 추가 문의 (decision 102): the ticket 내 문의 확인 gave, the inquiry, and the text (plain, as a memo);
 * the text may be left out when files come with it (decision 103), `files` being their count.
 * A ticket that does not parse reads as an expired one.
 */
export const customerNoteSchema = z
  .object({
    ticket: z.string({ error: CUSTOMER_NOTE_MESSAGES.expired }).min(1, CUSTOMER_NOTE_MESSAGES.expired).max(2000),
    inquiryId: z.coerce.number({ error: CUSTOMER_NOTE_MESSAGES.expired }).int().positive(),
    note: z.string().trim().max(CUSTOMER_NOTE.max, CUSTOMER_NOTE_MESSAGES.tooLong).default(""),
    files: z.number().int().min(0).default(0),
  })
  .refine((n) => n.note !== "" || n.files > 0, { message: CUSTOMER_NOTE_MESSAGES.empty, path: ["note"] });

export type InquiryInput = z.output<typeof inquirySchema>;
