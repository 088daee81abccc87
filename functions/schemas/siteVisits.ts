// 방문 통계 (decision 091): the page's beacon and the back office's period. No server imports.
import * as z from "zod";

export const VISIT_MESSAGES = {
  path: "방문한 페이지 주소가 올바르지 않습니다.",
  days: "기간은 7일, 30일, 90일 중에서 골라주세요.",
} as const;

export const VISIT_PERIODS = [7, 30, 90] as const;

/** The site's public pages, ids of at most 9 digits: a beacon for any other path counts nothing. */
const COUNTED_PAGE =
  /^\/(?:|about|location|history|help|faq|fag|notice|inquiryForm|inquiryCheck|search|privacy)$|^\/(?:manu|notice)\/[1-9]\d{0,8}$/;

export const isCountedPage = (path: string) => COUNTED_PAGE.test(path);

/** The beacon's query (a body would cost the page's script more bytes). */
export const visitBeaconSchema = z.object({
  path: z.string({ error: VISIT_MESSAGES.path }).regex(/^\/\S{0,199}$/, VISIT_MESSAGES.path),
  /** The page the visit came from (its first page only); reduced to a kind of source, never stored. */
  referrer: z.string().max(2000).default(""),
  /** "1" on the visit's first page (the browser tab's session): it counts a visit as well as a view. */
  first: z
    .enum(["", "1"])
    .default("")
    .transform((v) => v === "1"),
});

export const visitStatsQuery = z.object({
  days: z.coerce.number({ error: VISIT_MESSAGES.days }).pipe(z.literal(VISIT_PERIODS, { error: VISIT_MESSAGES.days })),
});
