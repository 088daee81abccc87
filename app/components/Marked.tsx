// Special characters of a regular expression, so a keyword such as "(주)" or "1+1" is matched as typed.
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A list cell's text with each occurrence of the searched keyword marked. Letter case is ignored,
 * as the search ignores it; a row found by another field (a post's text, an inquiry's phone)
 * shows this text unmarked.
 */
export function Marked({ text, keyword }: { text: string; keyword: string | undefined }) {
  if (!keyword) return text;
  // split() with a capture group keeps the matches at the odd positions.
  const parts = text.split(new RegExp(`(${keyword.replace(REGEX_SPECIAL, "\\$&")})`, "iu"));
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
    i % 2 === 1 ? <mark key={i}>{part}</mark> : part,
  );
}
