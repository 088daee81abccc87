// A screen's key for one thing it adds (decision 111): a memo, an event or a visit sent again after
// its answer was lost is stored once, as the public inquiry form's is (decision 106).
import { useRef } from "react";

/**
 * The `Idempotency-Key` header of a sending: the same while what is sent is the same (`what`, as a
 * string), a new one when it changed or after `done`. Browsers give `crypto.randomUUID` only to
 * secure pages (https, localhost); elsewhere nothing is sent, and every sending is a new one.
 */
export function useSendKey() {
  const current = useRef<{ what: string; key: string } | null>(null);
  return {
    headers(what: string): Record<string, string> {
      if (current.current?.what !== what) current.current = { what, key: crypto.randomUUID?.() ?? "" };
      return current.current.key ? { "Idempotency-Key": current.current.key } : {};
    },
    /** Stored: the next sending is another one. */
    done() {
      current.current = null;
    },
  };
}
