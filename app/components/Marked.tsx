import { foldedSpans } from "../../functions/schemas/searchFold";

// Special characters of a regular expression, so a keyword such as "(주)" or "1+1" is matched as typed.
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A list cell's text with each occurrence of the searched keyword marked. Letter case is ignored,
 * as the search ignores it; a row found by another field (a post's text, an inquiry's phone)
 * shows this text unmarked. A text found by its folded form ("ABC-123" by "abc 123", decision
 * 158) has the stretch of the original that folds into the keyword marked.
 */
export function Marked({ text, keyword }: { text: string; keyword: string | undefined }) {
  if (!keyword) return text;
  // split() with a capture group keeps the matches at the odd positions.
  const parts = text.split(new RegExp(`(${keyword.replace(REGEX_SPECIAL, "\\$&")})`, "iu"));
  if (parts.length > 1) return marked(parts);
  const spans = foldedSpans(text, keyword);
  if (spans.length === 0) return text;
  const pieces: string[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    pieces.push(text.slice(at, start), text.slice(start, end));
    at = end;
  }
  pieces.push(text.slice(at));
  return marked(pieces);
}

/** The pieces with the odd ones marked. */
const marked = (parts: string[]) =>
  parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
    i % 2 === 1 ? <mark key={i}>{part}</mark> : part,
  );
