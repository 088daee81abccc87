// The search keyword of every list that searches (API-SHAPES "Search"): one rule, one message.
// No server imports: a search box may check the same limit (the rules alone: searchRules.ts).
import * as z from "zod";
import { cleanKeyword, SEARCH_KEYWORD_MAX, SEARCH_MESSAGES } from "./searchRules";

export { cleanKeyword, SEARCH_KEYWORD_MAX, SEARCH_MESSAGES };

/** Optional keyword of a list query: cleaned, blank = no search, longer than the limit → 400. */
export const searchKeyword = z
  .string()
  .transform(cleanKeyword)
  .pipe(z.string().max(SEARCH_KEYWORD_MAX, SEARCH_MESSAGES.tooLong))
  .optional()
  .transform((v) => v || undefined);
