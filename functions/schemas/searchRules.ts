// The search keyword's rules without zod (decision 013), so the public search boxes can share the
// limit without bringing the validation library into the visitor's JavaScript.

export const SEARCH_KEYWORD_MAX = 100;
export const SEARCH_MESSAGES = { tooLong: `검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해주세요.` } as const;

/**
 * Runs of spaces (a phone keyboard's double space, the IME's full-width one), C0 control characters
 * and DEL: one space, as the page shows the keyword back. Control characters are never typed in a
 * search box, and a NUL cut the FTS5 query short (a 500 the fuzz tests found).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it matches
const SPACES = /[\s\u0000-\u001f\u007f]+/g;

/** A keyword as every search reads it: each run of spaces or control characters one space, then trimmed. */
export const cleanKeyword = (raw: string) => raw.replace(SPACES, " ").trim();
