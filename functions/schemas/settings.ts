// The owner's site settings (issue 12, decision 030): documents, each read and replaced whole.
// `company` is what every page's header, footer and JSON-LD show; `pages` holds the home intro,
// the /about greeting and the /history timeline. The defaults are the site's values before the
// settings existed: a key never saved reads as its default (db/seed.ts also writes them).
import * as z from "zod";
import { addDays, todayLocal } from "../lib/dates";
import { enterMessage, tooLongMessage } from "../lib/korean";
import { day, link, withDates } from "./siteMedia";

export const SETTINGS_MESSAGES = {
  saved: "설정을 저장했습니다.",
  ownTwoFactorFirst: "모든 관리자에게 요구하기 전에 내 정보에서 본인의 2단계 인증을 먼저 켜 주세요.",
  phone: "전화번호 형식이 올바르지 않습니다. (예: 031-123-4567)",
  fax: "팩스 번호 형식이 올바르지 않습니다. (예: 031-123-4568)",
  email: "이메일 형식이 올바르지 않습니다.",
  url: "링크는 http:// 또는 https://로 시작하는 주소여야 합니다.",
  bizNo: "사업자등록번호 형식이 올바르지 않습니다. (예: 123-45-67890)",
  year: "연도는 4자리 숫자로 입력해주세요.",
  imageMissing: "인사말 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.",
  effectiveFuture: "처음 정하는 시행일은 오늘이나 그 전 날짜로 입력해주세요.",
  effectiveTooFar: "시행일은 1년 안의 날짜로 입력해주세요.",
  effectiveEarlier: (current: string) => `시행일은 지금 방침의 시행일(${current})보다 앞설 수 없습니다.`,
  effectiveAfter: (inForce: string) => `시행일은 지금 시행 중인 방침의 시행일(${inForce})보다 뒤여야 합니다.`,
  upcomingPast: "시행 예정인 방침의 시행일은 오늘이나 그 뒤 날짜로 입력해주세요.",
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: enterMessage(label) })
    .trim()
    .min(1, enterMessage(label))
    .max(max, tooLongMessage(label, max));
/** Optional text; blank is "". */
const optional = (label: string, max: number) => z.string().trim().max(max, tooLongMessage(label, max)).default("");
const matching = (label: string, max: number, re: RegExp, message: string) => required(label, max).regex(re, message);
const optionalMatching = (label: string, max: number, test: (v: string) => boolean, message: string) =>
  optional(label, max).refine((v) => v === "" || test(v), message);

// Korean numbers as written on a card: area or mobile code, then 3–4 and 4 digits; or 1588-style.
const PHONE = /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/;
const isHttpUrl = (v: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v);
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

export const companySchema = z.object({
  name: required("회사명", 50),
  representative: optional("대표자", 30),
  phone: matching("전화번호", 20, PHONE, SETTINGS_MESSAGES.phone),
  fax: optionalMatching("팩스 번호", 20, (v) => PHONE.test(v), SETTINGS_MESSAGES.fax),
  alertEmail: optionalMatching("알림 이메일", 100, isEmail, SETTINGS_MESSAGES.email),
  address: required("주소", 200),
  bizNo: matching("사업자등록번호", 12, /^\d{3}-\d{2}-\d{5}$/, SETTINGS_MESSAGES.bizNo),
  hours: required("상담 시간", 100),
  naverBlog: optionalMatching("네이버 블로그", 300, isHttpUrl, SETTINGS_MESSAGES.url),
  kakaoChannel: optionalMatching("카카오톡 채널", 300, isHttpUrl, SETTINGS_MESSAGES.url),
  instagram: optionalMatching("인스타그램", 300, isHttpUrl, SETTINGS_MESSAGES.url),
  naverVerification: optional("네이버 사이트 인증 코드", 100),
  googleVerification: optional("구글 사이트 인증 코드", 100),
  kakaoMapKey: optional("카카오맵 JavaScript 키", 100),
});
export type Company = z.output<typeof companySchema>;

/** A greeting card as sent: its picture stays unless `uploadId` names a newly staged image. */
const greetingCardSchema = z.object({
  title: required("카드 제목", 50),
  text: required("카드 설명", 200),
  alt: required("이미지 설명", 100),
  uploadId: z.string().trim().optional(),
});

export const GREETING_CARDS = 3;

export const pagesSchema = z.object({
  home: z.object({
    eyebrow: optional("홈 소개 머리글", 50),
    title: required("홈 소개 제목", 80),
    text: required("홈 소개 문구", 300),
  }),
  greeting: z.object({
    title: required("인사말 제목", 50),
    // Rich text, sanitized on the server before it is stored.
    html: required("인사말 본문", 20_000),
    cards: z.array(greetingCardSchema).length(GREETING_CARDS, `인사말 카드는 ${GREETING_CARDS}개여야 합니다.`),
  }),
  history: z
    .array(
      z.object({
        year: z
          .string()
          .trim()
          .regex(/^\d{4}$/, SETTINGS_MESSAGES.year),
        events: z
          .array(z.string().trim().max(200, "연혁 내용은 한 줄에 200자 이하로 입력해주세요."))
          .transform((lines) => lines.filter(Boolean))
          .pipe(z.array(z.string()).min(1, "연혁 내용을 입력해주세요.").max(20, "한 해의 연혁은 20줄까지입니다.")),
      }),
    )
    .max(100, "연혁은 100줄까지 입력할 수 있습니다."),
});
export type PagesInput = z.output<typeof pagesSchema>;

/** A stored greeting card: `image` is a public path (a built-in picture or /api/site-images/{stored name}). */
export type GreetingCard = Omit<PagesInput["greeting"]["cards"][number], "uploadId"> & { image: string };
export type Pages = Omit<PagesInput, "greeting"> & {
  greeting: Omit<PagesInput["greeting"], "cards"> & { cards: GreetingCard[] };
};

export const DEFAULT_COMPANY: Company = {
  name: "한빛창호",
  representative: "",
  phone: "031-123-4567",
  fax: "031-123-4568",
  alertEmail: "",
  address: "경기도 화성시 팔탄면 창호공단로 123",
  bizNo: "123-45-67890",
  hours: "평일 09:00 - 18:00 (주말·공휴일 휴무)",
  naverBlog: "",
  kakaoChannel: "",
  instagram: "",
  naverVerification: "",
  googleVerification: "",
  kakaoMapKey: "",
};

export const DEFAULT_PAGES: Pages = {
  home: {
    eyebrow: "직접 만들고 직접 시공합니다",
    title: "공장에서 현장까지, 책임지는 창호",
    text: "정직하고 합리적인 가격, 정품 자재, 빠르고 책임 있는 A/S, 친절한 상담을 약속드립니다.",
  },
  greeting: {
    title: "인사말",
    html: "<p>안녕하십니까. 저희 홈페이지를 찾아주셔서 감사합니다.</p><p>저희는 자체 공장을 운영하며 창호를 직접 만들고 시공합니다. 정직하고 합리적인 가격, 정품 자재, 빠르고 책임 있는 A/S, 그리고 친절한 상담을 약속드립니다. 고객님의 집에 꼭 맞는 창을 함께 찾겠습니다.</p>",
    cards: [
      {
        image: "/images/about-1.webp",
        alt: "공장에서 조립을 마친 흰색 창호",
        title: "정직하고 합리적인 가격",
        text: "자체 공장에서 직접 생산해 유통 단계를 줄였습니다.",
      },
      {
        image: "/images/about-2.webp",
        alt: "짙은 색 프레임의 창호",
        title: "정품 자재",
        text: "검증된 프레임과 유리, 하드웨어만 사용합니다.",
      },
      {
        image: "/images/about-3.webp",
        alt: "목질감 프레임의 창호",
        title: "빠르고 책임 있는 A/S",
        text: "시공 후에도 끝까지 책임지고 빠르게 찾아갑니다.",
      },
    ],
  },
  // The page existed with no content; the owner writes the timeline.
  history: [],
};

/** 문의 보관 기간 choices, in months (decision 077). */
export const RETENTION_MONTHS = [6, 12, 24, 36, 60] as const;
export type RetentionMonths = (typeof RETENTION_MONTHS)[number];

/** The privacy policy (개인정보처리방침) shown at /privacy: rich text, sanitized when saved. */
export const privacySchema = z.object({
  html: required("개인정보처리방침", 50_000),
  /**
   * 문의 보관 기간 (decision 077): months a 완료 inquiry is kept before it is destroyed. Optional:
   * a save without it (the spec-era client) keeps the stored period.
   */
  retentionMonths: z
    .literal(RETENTION_MONTHS, { error: "보관 기간은 6개월, 1년, 2년, 3년, 5년 중에서 골라주세요." })
    .optional(),
  /**
   * 시행일 (decision 093), a Korea day within a year. A later one than the stored policy's keeps that
   * policy as an 이전 개인정보처리방침 (in force until the day before: a change can be announced);
   * the same one corrects it in place (functions/services/privacy.ts). Optional: a save without it
   * keeps the stored day (none for the starting text).
   */
  effectiveDate: day.optional().refine((v) => !v || v <= addDays(todayLocal(), 365), SETTINGS_MESSAGES.effectiveTooFar),
});
export type Privacy = z.output<typeof privacySchema>;

// A starting text built from what this site collects and how it keeps it (the inquiry form, the
// abuse limit's keyed address, Cloudflare's storage). The owner completes and confirms it: the
// admin screen says so, and the retention periods and the officer are the company's to decide.
export const DEFAULT_PRIVACY: Required<Privacy> = {
  retentionMonths: 12,
  effectiveDate: null,
  html: [
    "<p>회사는 「개인정보 보호법」에 따라 고객의 개인정보를 보호하고, 이와 관련한 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 두고 있습니다.</p>",
    "<h2>1. 수집하는 개인정보 항목과 수집 방법</h2>",
    "<ul><li>1:1 문의: 작성자 이름과 연락처(둘 중 하나는 필수), 이메일, 주소, 첨부파일(선택), 문의 확인 비밀번호(선택, 되돌릴 수 없는 형태로 변환하여 저장)</li>",
    "<li>문의 남용 방지: 접속 IP 주소(복원할 수 없는 형태로 변환하여 문의 횟수 제한에만 사용하며, 제한 시간(기본 10분)이 지난 기록은 이후 문의가 접수될 때 삭제)</li></ul>",
    "<p>개인정보는 홈페이지의 1:1 문의 양식으로, 고객이 수집·이용에 동의한 경우에만 수집합니다.</p>",
    "<h2>2. 개인정보의 이용 목적</h2>",
    "<p>문의에 대한 답변, 견적·실측·시공 일정 안내, 시공 후 A/S 안내에만 이용합니다.</p>",
    "<h2>3. 보유 및 이용 기간</h2>",
    "<p>문의 답변을 마친 뒤 1년간 보관하고 파기합니다. 다만 관계 법령에 따라 보존해야 하는 경우에는 그 기간 동안 보관합니다.</p>",
    "<h2>4. 제3자 제공</h2>",
    "<p>회사는 고객의 개인정보를 제3자에게 제공하지 않습니다. 법령에 특별한 규정이 있는 경우는 예외로 합니다.</p>",
    "<h2>5. 처리 위탁 및 국외 보관</h2>",
    "<p>홈페이지 운영과 문의 자료 보관을 위해 Cloudflare, Inc.(미국)의 클라우드 서비스를 이용합니다. 자료는 전송 구간과 저장 시 암호화됩니다. 새 문의가 오면 문의 제목과 작성자 이름을 담은 알림 메일을 회사 담당자에게 보내며, 이때 메일 발송 서비스를 이용할 수 있습니다.</p>",
    "<h2>6. 파기 절차와 방법</h2>",
    "<p>보유 기간이 지나거나 처리 목적을 달성한 개인정보는 지체 없이 복구할 수 없는 방법으로 삭제합니다.</p>",
    "<h2>7. 정보주체의 권리와 행사 방법</h2>",
    "<p>고객은 언제든지 자신의 개인정보의 열람, 정정, 삭제, 처리 정지를 요구할 수 있으며, 아래 연락처로 요청하시면 지체 없이 조치하겠습니다.</p>",
    "<h2>8. 안전성 확보 조치</h2>",
    "<p>개인정보는 권한을 받은 관리자만 로그인하여 볼 수 있으며, 관리자의 접속과 작업 기록을 보관하고, 모든 통신은 암호화(HTTPS)합니다.</p>",
    "<h2>9. 개인정보 보호책임자</h2>",
    "<p>개인정보 관련 문의, 불만 처리, 피해 구제는 회사 대표 전화 또는 1:1 문의로 연락해 주십시오.</p>",
    "<h2>10. 시행일</h2>",
    "<p>이 개인정보처리방침은 홈페이지 공개일부터 적용합니다.</p>",
  ].join(""),
};

/** 보안 (decision 080): whether every account must sign in with 2단계 인증. */
export const securitySchema = z.object({
  requireTwoFactor: z.boolean({ error: "2단계 인증 필수 여부를 선택해주세요." }),
});
export type Security = z.output<typeof securitySchema>;
export const DEFAULT_SECURITY: Security = { requireTwoFactor: false };

/**
 * 팝업 공지 (decision 090): one notice shown over the home page from its start day to its end day
 * (Korea dates, either open), until a visitor closes it or hides it for the day.
 */
export const popupSchema = withDates(
  z.object({
    enabled: z.boolean({ error: "팝업을 보일지 선택해주세요." }),
    title: optional("팝업 제목", 50),
    text: optional("팝업 내용", 500),
    link,
    startDate: day,
    endDate: day,
  }),
).refine((v) => !v.enabled || v.title !== "", { message: enterMessage("팝업 제목"), path: ["title"] });
export type Popup = z.output<typeof popupSchema>;
export const DEFAULT_POPUP: Popup = {
  enabled: false,
  title: "",
  text: "",
  link: null,
  startDate: null,
  endDate: null,
};

/** Where the popup stands on `today` (a Korea day): off, before its start, past its end, or shown. */
export function popupState(popup: Popup, today: string): "off" | "upcoming" | "ended" | "showing" {
  if (!popup.enabled || !popup.title) return "off";
  if (popup.startDate && today < popup.startDate) return "upcoming";
  if (popup.endDate && today > popup.endDate) return "ended";
  return "showing";
}

/** What the home page shows of the popup on `today`, or null when it is not shown. */
export const activePopup = (popup: Popup, today: string): Pick<Popup, "title" | "text" | "link"> | null =>
  popupState(popup, today) === "showing" ? { title: popup.title, text: popup.text, link: popup.link } : null;

export const SETTING_DEFAULTS = {
  company: DEFAULT_COMPANY,
  pages: DEFAULT_PAGES,
  privacy: DEFAULT_PRIVACY,
  security: DEFAULT_SECURITY,
  popup: DEFAULT_POPUP,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
