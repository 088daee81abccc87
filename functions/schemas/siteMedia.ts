// Banner slides and footer logos (issue 12, decision 031): payloads and messages, shared with the
// settings screens. No server imports, so the forms check the same rules.
import * as z from "zod";
import { id, optionalText } from "../lib/validation";

export const BANNER_MAX = 5;

export const SITE_MEDIA_MESSAGES = {
  bannerLimit: `배너는 최대 ${BANNER_MAX}개까지 등록할 수 있습니다.`,
  slideNotFound: "배너를 찾을 수 없습니다.",
  logoNotFound: "로고를 찾을 수 없습니다.",
  imageRequired: "이미지를 올려주세요.",
  headlineRequired: "제목을 입력해주세요.",
  altRequired: "이미지 설명을 입력해주세요.",
  nameRequired: "이름을 입력해주세요.",
  link: "링크는 /로 시작하는 사이트 경로나 http:// 또는 https:// 주소로 입력해주세요.",
  date: "날짜를 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요.",
  endBeforeStart: "종료일은 시작일보다 빠를 수 없습니다.",
  listChanged: "목록이 그사이 바뀌었습니다. 새로 고친 뒤 다시 정렬해주세요.",
  mobileImage: "모바일 이미지는 새로 올리거나 삭제하거나 하나만 선택해주세요.",
  created: "등록되었습니다.",
  updated: "수정되었습니다.",
  deleted: "삭제되었습니다.",
  reordered: "순서를 바꿨습니다.",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max}자 이하로 입력해주세요.`);

/** A site path (`/notice`, never `//host`) or an http(s) address; blank is no link. */
export function isSiteLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An optional link (null when blank): a site path or an http(s) address. */
export const link = optionalText("링크", 500).refine((v) => v === null || isSiteLink(v), SITE_MEDIA_MESSAGES.link);

const realDay = (v: string) => new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
/** A Korea day `YYYY-MM-DD`; blank is none. */
export const day = z
  .string({ error: SITE_MEDIA_MESSAGES.date })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && realDay(v)), SITE_MEDIA_MESSAGES.date);

const uploadId = z
  .string({ error: SITE_MEDIA_MESSAGES.imageRequired })
  .trim()
  .min(1, SITE_MEDIA_MESSAGES.imageRequired);

// Fields in the order of the form, so the first message is about the first field in error.
const slideFields = {
  imageAlt: required(SITE_MEDIA_MESSAGES.altRequired, 120),
  headline: required(SITE_MEDIA_MESSAGES.headlineRequired, 60),
  description: z.string().trim().max(200, "설명은 200자 이하로 입력해주세요.").default(""),
  linkUrl: link,
  enabled: z.boolean({ error: "사용 여부를 확인해주세요." }).default(true),
  startDate: day,
  endDate: day,
};

/** A start and an end day where the end, when both are given, is not before the start. */
export const withDates = <T extends { startDate: string | null; endDate: string | null }>(s: z.ZodType<T>) =>
  s.refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: SITE_MEDIA_MESSAGES.endBeforeStart,
    path: ["endDate"],
  });

/** The picture for phones (decision 038): optional, staged like the main one, another upload. */
const mobileUploadId = z.string().trim().min(1).optional();
const mobileApart = <T extends { uploadId?: string; mobileUploadId?: string; removeMobileImage?: boolean }>(
  s: z.ZodType<T>,
) =>
  s.refine((v) => !v.mobileUploadId || (v.mobileUploadId !== v.uploadId && !v.removeMobileImage), {
    message: SITE_MEDIA_MESSAGES.mobileImage,
    path: ["mobileUploadId"],
  });

export const slideCreateSchema = mobileApart(withDates(z.object({ uploadId, mobileUploadId, ...slideFields })));
/**
 * An update keeps each image unless a new upload is named for it (the old one is then removed);
 * `removeMobileImage` takes the phone picture away, so phones show the main image again.
 */
export const slideUpdateSchema = mobileApart(
  withDates(
    z.object({
      slideId: id("배너 번호"),
      uploadId: uploadId.optional(),
      mobileUploadId,
      removeMobileImage: z.boolean({ error: SITE_MEDIA_MESSAGES.mobileImage }).default(false),
      ...slideFields,
    }),
  ),
);

const logoFields = { name: required(SITE_MEDIA_MESSAGES.nameRequired, 60), linkUrl: link };
export const logoCreateSchema = z.object({ uploadId, ...logoFields });
export const logoUpdateSchema = z.object({ logoId: id("로고 번호"), uploadId: uploadId.optional(), ...logoFields });

/** Every id of the list, once each, in the new order. */
export const orderSchema = z.object({ ids: z.array(id(), { error: SITE_MEDIA_MESSAGES.listChanged }).max(50) });
export const idQuery = z.object({ id: id() });

export type SlideInput = z.output<typeof slideCreateSchema>;
export type SlideUpdate = z.output<typeof slideUpdateSchema>;
export type LogoInput = z.output<typeof logoCreateSchema>;
export type LogoUpdate = z.output<typeof logoUpdateSchema>;
