// Shared by the API's schemas and the back office's forms: zod only, no server code.
import * as z from "zod";

/**
 * A one-line name or title as people see it (audit 40): NFC, no zero-width characters, every run of
 * spaces (NBSP, from a name copied out of a web page or Word, included) one space, trimmed. Two
 * names that look the same are then the same, and one with nothing visible is empty.
 */
export const visibleText = (required: string, max: number, maxMessage: string) =>
  z
    .string({ error: required })
    .transform((v) =>
      v
        .normalize("NFC")
        .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .pipe(z.string().min(1, required).max(max, maxMessage));
