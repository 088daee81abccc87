// A screen's key for one thing it sends (decisions 111, 114): a memo, an event, a visit or an edit's
// save sent again after its answer was lost is stored once, as the public inquiry form's is
// (decision 106).
import { useRef } from "react";

/**
 * The `Idempotency-Key` header of a sending (with the edit's `If-Match`, when it has one): the same
 * while what is sent is the same (`what`, as a string), a new one when it changed or after `done`.
 * Browsers give `crypto.randomUUID` only to secure pages (https, localhost); elsewhere no key is sent,
 * and every sending is a new one.
 */
export function useSendKey() {
  const current = useRef<{ what: string; key: string } | null>(null);
  return {
    headers(what: string, ifMatch?: string | null): Record<string, string> {
      if (current.current?.what !== what) current.current = { what, key: crypto.randomUUID?.() ?? "" };
      return {
        ...(current.current.key ? { "Idempotency-Key": current.current.key } : {}),
        ...(ifMatch ? { "If-Match": ifMatch } : {}),
      };
    },
    /** Stored: the next sending is another one. */
    done() {
      current.current = null;
    },
  };
}

/**
 * A multipart form as a key's `what`: its text parts and JSON parts as they are, other files by name,
 * size and date (an edit's pictures and attachments are staged uploads, named by id).
 */
export async function formWhat(form: FormData): Promise<string> {
  const parts: unknown[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") parts.push([name, value]);
    else if (value.type === "application/json") parts.push([name, await value.text()]);
    else parts.push([name, value.name, value.size, value.lastModified]);
  }
  return JSON.stringify(parts);
}
