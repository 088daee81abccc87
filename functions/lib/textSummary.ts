// A rich text's summary as search results, chat previews and feed readers show it (decision 127).
import { decodeEntities } from "../schemas/inquiryRules";

/** Where one piece of the sanitized HTML ends: a line break, a block, a table row or cell. */
const PIECE_END = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|figcaption)>/i;

/**
 * The text of stored (sanitized) HTML in at most `max` characters: entities decoded once, each
 * block, line or table cell a piece of its own (after a sentence's end a space, else " · " between
 * them, so cells and headings do not run together), and cut after a whole word with "…", never in
 * the middle of a word or a phone number.
 */
export function summaryOf(html: string, max: number): string {
  const text = html
    .split(PIECE_END)
    .map((piece) =>
      decodeEntities(piece.replace(/<[^>]*>/g, " "))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .reduce((all, piece) => (all ? `${all}${/[.!?…:]$/.test(all) ? " " : " · "}${piece}` : piece), "");
  if (text.length <= max) return text;
  // The last space before the limit (leaving room for "…"); one word longer than half is cut.
  const space = text.lastIndexOf(" ", max - 1);
  const kept = text.slice(0, space > max / 2 ? space : max - 1);
  return `${kept.replace(/[\s·,]+$/, "")}…`;
}
