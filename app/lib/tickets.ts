// Answers that arrive out of order: a screen that asks again before an earlier answer came (a
// reload after a write, another choice, another file) applies only the answer to its latest
// request, so a slow earlier one never overwrites a newer one.
import { useState } from "react";

export interface Tickets {
  /** Starts a request of `kind`; the check stays true until a later request (or cancel) of it. */
  take(kind?: string): () => boolean;
  /** A check for the latest request of `kind` so far, without starting one. */
  since(kind?: string): () => boolean;
  /** Makes the pending answers of `kind` stale (e.g. the list that would show them was closed). */
  cancel(kind?: string): void;
}

export function tickets(): Tickets {
  const last = new Map<string, number>();
  const of = (kind: string) => last.get(kind) ?? 0;
  const check = (kind: string, mine: number) => () => of(kind) === mine;
  return {
    take(kind = "") {
      const mine = of(kind) + 1;
      last.set(kind, mine);
      return check(kind, mine);
    },
    since: (kind = "") => check(kind, of(kind)),
    cancel(kind = "") {
      last.set(kind, of(kind) + 1);
    },
  };
}

/** Tickets kept for the life of a component. */
export function useTickets(): Tickets {
  const [own] = useState(tickets);
  return own;
}
