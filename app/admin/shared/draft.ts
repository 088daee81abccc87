// A long form's unsaved work kept in this browser (decision 048): a phone that drops the tab (the
// camera opened for a picture), a lost session or a crash no longer takes a half-written post with
// it. The form's values are written to localStorage a moment after each change while they differ
// from what was loaded; the next time the same form opens, it offers them back. A save, 버리기, a
// week's age or logging out removes them. Files cannot be kept: they are chosen again.
import { useCallback, useEffect, useRef, useState } from "react";

const PREFIX = "draft:";
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 800;

export interface Draft<T> {
  savedAt: number;
  values: T;
}

/**
 * Where drafts are kept: this browser, or only this tab (a draft that may hold a customer's
 * details, e.g. a memo: it goes with the tab, decision 048).
 */
type Scope = "browser" | "tab";

function storage(scope: Scope = "browser"): Storage | null {
  try {
    return scope === "tab" ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage off (a private window's policy): the form works, nothing is kept.
    return null;
  }
}

function read<T>(key: string, scope: Scope): Draft<T> | null {
  const store = storage(scope);
  const raw = store?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<T>;
    if (typeof draft.savedAt === "number" && Date.now() - draft.savedAt < MAX_AGE_MS) return draft;
  } catch {
    // Not ours, or cut short: dropped below.
  }
  store?.removeItem(PREFIX + key);
  return null;
}

function remove(key: string, scope: Scope) {
  storage(scope)?.removeItem(PREFIX + key);
}

/** Every kept draft of this browser, on logging out (the next person here must not find them). */
export function clearDrafts() {
  for (const store of [storage("browser"), storage("tab")]) {
    if (!store) continue;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k) => k?.startsWith(PREFIX));
    for (const k of keys) if (k) store.removeItem(k);
  }
}

/** "11월 27일 오후 11:10": when the draft was last written, in the browser's own time. */
export const draftTime = (savedAt: number) =>
  new Intl.DateTimeFormat("ko-KR", { month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    savedAt,
  );

/**
 * Keeps `values` under `key` while they differ from `loaded`. `found` is the draft the form
 * opened with (when it differs from `loaded`), until `take` (the caller puts its values in the
 * form) or `discard`; `clear` after a save.
 */
export function useDraft<T>(key: string, values: T, loaded: T, scope: Scope = "browser") {
  const now = JSON.stringify(values);
  const base = JSON.stringify(loaded);
  const [found, setFound] = useState<Draft<T> | null>(null);
  const pending = useRef<number | undefined>(undefined);

  // Read in the browser only, once the form is on screen.
  useEffect(() => {
    const draft = read<T>(key, scope);
    setFound(draft && JSON.stringify(draft.values) !== base ? draft : null);
  }, [key, base, scope]);

  useEffect(() => {
    if (now === base) return;
    pending.current = window.setTimeout(() => {
      try {
        storage(scope)?.setItem(PREFIX + key, JSON.stringify({ savedAt: Date.now(), values: JSON.parse(now) }));
      } catch {
        // Storage full: the leave guard still asks before the work is lost.
      }
    }, WRITE_DELAY_MS);
    return () => window.clearTimeout(pending.current);
  }, [key, now, base, scope]);

  const take = useCallback(() => {
    setFound(null);
  }, []);
  const discard = useCallback(() => {
    setFound(null);
    remove(key, scope);
  }, [key, scope]);
  const clear = useCallback(() => {
    window.clearTimeout(pending.current);
    remove(key, scope);
  }, [key, scope]);
  return { found, take, discard, clear };
}
