// The search keyword of every list that searches (API-SHAPES "Search"): one rule, one message.
// No server imports: a search box may check the same limit.
import * as z from "zod";

export const SEARCH_KEYWORD_MAX = 100;
export const SEARCH_MESSAGES = { tooLong: `검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해주세요.` } as const;

/** Optional keyword of a list query: trimmed, blank = no search, longer than the limit → 400. */
export const searchKeyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, SEARCH_MESSAGES.tooLong)
  .optional()
  .transform((v) => v || undefined);
