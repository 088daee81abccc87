// Inquiry texts and limits without zod, so the public form can use them without the validator.
export const INQUIRY_MESSAGES = {
  title: "문의 제목을 입력하세요.",
  content: "문의 내용을 입력하세요.",
  writerOrTel: "작성자, 연락처는 필수 입력 사항입니다.",
  confirm: "문의를 등록 하시겠습니까?",
  done: "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.",
  tooMany: "문의 등록이 너무 많습니다.",
  honeypot: "자동 등록으로 의심되어 접수하지 않았습니다. 입력 내용을 확인한 뒤 다시 시도해주세요.",
  turnstileMissing: "자동 등록 방지 확인을 완료해주세요.",
  turnstileFailed: "자동 등록 방지 확인에 실패했습니다. 다시 시도해주세요.",
  leave: "작성 중인 문의 내용이 있습니다. 이 페이지를 나가시겠습니까?",
  asContact: "A/S 문의는 방문 확인을 위해 연락처와 주소를 입력해주세요.",
} as const;

/**
 * 문의 유형 (decision 096): a general 1:1 inquiry, or an A/S request for an installed product. A
 * form without the part (the spec's client) is a general one.
 */
export const INQUIRY_TYPES = ["GENERAL", "AS"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = { GENERAL: "일반 1:1 문의", AS: "A/S 문의" };

/**
 * The form's honeypot: a field humans never see or fill (visually hidden, out of the tab order,
 * no autofill). A value in it marks the sender as a bot.
 */
export const INQUIRY_HONEYPOT = "homepage";

/** The part Cloudflare Turnstile's widget adds to the form it sits in. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** Content limit shown to visitors as "0/4000 byte" (UTF-8 bytes of the visible text). */
export const INQUIRY_CONTENT_MAX_BYTES = 4000;

/** Visible text of rich content (tags and entities of spacing removed). */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export const utf8Bytes = (s: string) => new TextEncoder().encode(s).byteLength;

/** Plain text typed by the visitor, as safe paragraphs of HTML (the server sanitizes again). */
export function textToHtml(text: string): string {
  const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // A browser's plain form post sends a textarea's line breaks as CRLF.
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The back office's workflow states of an inquiry (decision 032), in their usual order. */
export const INQUIRY_STATUSES = ["신규", "처리중", "완료"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** The inbox's status filter for 신규 and 처리중 together (decision 068): what is still to answer. */
export const NOT_DONE = "미완료";
export type InquiryStatusFilter = InquiryStatus | typeof NOT_DONE;

/** How many of the same phone number's other inquiries a detail lists (decision 070). */
export const SAME_CUSTOMER_MAX = 10;

/** Fewer digits than a phone number (a typo, "-"): the same customer, or a lookup, by them matches nothing. */
export const PHONE_DIGITS_MIN = 8;

/** What a phone number may be typed with: digits and the separators people use. */
export const TEL_CHARS = /^[0-9+().\- ]+$/;

/** An e-mail address an answer can be mailed to; the form checks it before its confirm (decision 123). */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as the inquiry's index keeps it (db/schema.ts `telDigitsOf`): separators removed. */
export const telDigits = (tel: string) => tel.replace(/[-\s.()]/g, "");

/** 내 문의 확인 (decision 071): the customer's own password, and the texts of the lookup. */
export const CHECK_PASSWORD = { min: 4, max: 30 } as const;
export const INQUIRY_CHECK_MESSAGES = {
  passwordLength: `문의 확인 비밀번호는 ${CHECK_PASSWORD.min}자 이상 ${CHECK_PASSWORD.max}자 이하로 입력해주세요.`,
  passwordNeedsTel: "문의 확인 비밀번호를 정하시려면 연락처를 정확히 입력해주세요.",
  tel: "연락처를 입력해주세요.",
  telFormat: "연락처는 숫자와 - 만 입력해주세요.",
  emailFormat: "이메일 형식이 올바르지 않습니다.",
  password: "비밀번호를 입력해주세요.",
  notFound: "입력하신 연락처와 비밀번호로 확인할 수 있는 문의가 없습니다.",
} as const;
/** How many of a customer's inquiries one lookup shows, newest first. */
export const CHECK_RESULTS_MAX = 10;

/** The longest memo or answer staff may record. */
export const MEMO_MAX = 2000;

/**
 * 추가 문의 (decision 102): what a customer adds to an inquiry on 내 문의 확인, as long as a memo;
 * at most `perInquiry` of them, within `ticketMinutes` of entering the password.
 */
export const CUSTOMER_NOTE = { max: MEMO_MAX, perInquiry: 20, ticketMinutes: 30 } as const;
export const CUSTOMER_NOTE_MESSAGES = {
  empty: "추가 문의 내용을 입력하거나 파일을 첨부해주세요.",
  tooLong: `추가 문의는 ${MEMO_MAX}자 이하로 입력해주세요.`,
  limit: `한 문의에 추가 문의는 ${CUSTOMER_NOTE.perInquiry}번까지 남길 수 있습니다. 전화로 연락해주세요.`,
  expired: "확인한 지 오래되어 추가 문의를 남길 수 없습니다. 연락처와 비밀번호로 다시 확인해주세요.",
  added: "추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.",
  /** Counted with new inquiries from the same address (decision 017); the wait follows it. */
  tooMany: "문의와 추가 문의가 너무 많습니다.",
} as const;

/** 자주 쓰는 답변 (decision 061): how many, and the longest title; a text is at most MEMO_MAX. */
export const REPLY_LIMITS = { count: 20, title: 40 } as const;
/** Replaced by the customer's name (or "고객") when a saved answer is put in the memo box. */
export const CUSTOMER_NAME_SLOT = "{고객명}";

// The sanitizer stores text with HTML's entities; readers of plain text (the feed, the CSV export,
// the answer mail) get the characters.
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML's entities in text as their characters (named ones of the sanitizer, and any numeric one). */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/** The stored (sanitized) inquiry HTML as plain text: block ends and <br> become line breaks. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, "\n").replace(/<[^>]*>/g, ""))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
