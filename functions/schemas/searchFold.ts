// How a search forgives the way a model number or a Korean phrase is typed (decision 158):
// "ABC123", "abc 123" and full-width "ＡＢＣ－１２３" all find "ABC-123", "시스템창호" finds
// "시스템 창호". A text's folded form is compared with the keyword's. The same fold exists twice:
// here for the keyword (and the highlight), and as SQL for the stored text (FOLD_SQL, the
// generated columns of migrations/0046); a test checks they agree character by character.
// No server imports: the highlight (app/components/Marked.tsx) uses it in the browser.

/** The full-width form of an ASCII character (U+FF01–FF5E are U+0021–007E moved up by 0xFEE0). */
const wideOf = (c: string) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0);

/** Full-width ASCII letters and digits (U+FF10–FF19, U+FF21–FF3A, U+FF41–FF5A) and their folds. */
const WIDE: [string, string][] = [
  ...[..."0123456789abcdefghijklmnopqrstuvwxyz"].map((c): [string, string] => [wideOf(c), c]),
  ...[..."abcdefghijklmnopqrstuvwxyz"].map((c): [string, string] => [wideOf(c.toUpperCase()), c]),
];

/**
 * Characters a model number or phrase may or may not have between its parts: spaces (also the
 * IME's full-width one and NBSP) and hyphens, dashes and minus signs, full-width included.
 */
export const FOLD_DROPPED = [
  " ",
  "\t",
  "\n",
  "\r",
  "\u00a0",
  "\u3000",
  "-",
  "\u2010",
  "\u2011",
  "\u2012",
  "\u2013",
  "\u2014",
  "\u2015",
  "\u2212",
  "\uff0d",
];

const wide = new Map(WIDE);
const dropped = new Set(FOLD_DROPPED);

/** One character's fold: "" (dropped), its ASCII lower-case form, or itself. */
function foldChar(c: string): string {
  if (dropped.has(c)) return "";
  const ascii = wide.get(c);
  if (ascii) return ascii;
  return c >= "A" && c <= "Z" ? c.toLowerCase() : c;
}

/** The folded form: spaces and hyphens out, full-width letters and digits ASCII, ASCII lower case. */
export function foldText(text: string): string {
  let out = "";
  for (const c of text) out += foldChar(c);
  return out;
}

/** Only the width: full-width letters and digits as ASCII (a 1–2 character keyword's second form). */
export function narrowText(text: string): string {
  let out = "";
  for (const c of text) out += wide.get(c) ?? (c === "\u3000" ? " " : c);
  return out;
}

/**
 * FOLD_SQL(column) is foldText in SQLite: nested replace() (D1 allows an expression 100 deep; this
 * one is 78) around lower(), which folds ASCII only, as foldText does.
 */
export function foldSql(column: string): string {
  let expr = `lower(${column})`;
  for (const [from, to] of WIDE) expr = `replace(${expr}, '${from}', '${to}')`;
  for (const c of FOLD_DROPPED) expr = `replace(${expr}, ${sqlChar(c)}, '')`;
  return expr;
}

/** A character as an SQL literal; the control characters by char(), so the statement stays one line. */
const sqlChar = (c: string) => (c < " " ? `char(${c.codePointAt(0)})` : `'${c}'`);

/**
 * Where the keyword occurs in the text by the folded forms: [start, end) UTF-16 offsets into the
 * original text, each span from the first to the last character that folded into the match.
 */
export function foldedSpans(text: string, keyword: string): [number, number][] {
  const needle = foldText(keyword);
  if (!needle) return [];
  let folded = "";
  // starts[i] / ends[i]: the original offsets of the character that gave folded[i].
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const c of text) {
    const f = foldChar(c);
    for (let k = 0; k < f.length; k++) {
      starts.push(offset);
      ends.push(offset + c.length);
    }
    folded += f;
    offset += c.length;
  }
  const spans: [number, number][] = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    spans.push([starts[at] ?? 0, ends[at + needle.length - 1] ?? 0]);
  }
  return spans;
}
