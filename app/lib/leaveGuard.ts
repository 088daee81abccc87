// Unsaved work on a form is not lost to a stray tap (decision 047): leaving for another screen asks
// first (Remix's navigation blocker, the app's own confirm), and closing or reloading the tab gets
// the browser's own question (beforeunload, listened to only while something is unsaved, so the
// page stays eligible for the back/forward cache). What counts is the form's values: a form is
// unsaved while they differ from what was loaded or last saved.
import { type BlockerFunction, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** The state of a navigation that stays on the form (a choice put in the address): never asked. */
export const KEEP_FORM = { keepForm: true };

// The guards on screen, each with its question: any number of forms on one screen (the router has
// one blocker, LeaveBlocker, which asks for all of them).
const onScreen = new Map<() => boolean, string>();
let released = false;

/** The question of the first form on screen with unsaved work; null when none has any. */
export function unsavedQuestion(): string | null {
  for (const [unsaved, message] of onScreen) if (unsaved()) return message;
  return null;
}

/** The page is being left by a full load that was asked about already: the browser does not ask again. */
export function releaseGuards() {
  released = true;
}

/**
 * The router's one navigation blocker, for every guard on screen: rendered once by each layout
 * whose screens use useLeaveGuard (the back office's, the inquiry form).
 */
export function LeaveBlocker() {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation: from, nextLocation: to }) =>
        !to.state?.keepForm &&
        (from.pathname !== to.pathname || from.search !== to.search) &&
        unsavedQuestion() !== null,
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const question = unsavedQuestion();
    if (question === null || window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

/** One save under way: `failed` keeps its edits unsaved, `done` takes the values it leaves as saved. */
export interface GuardedSave {
  failed: () => void;
  done: () => void;
}

/**
 * Guards the screen while `values` (anything JSON can hold: the form's state) differ from the
 * values it started with or last saved. `saving()` is called as a save is sent: its values count
 * as saved at once (the save may navigate away), until it fails. A screen may hold several (each
 * form its own); LeaveBlocker asks for them when the app navigates.
 */
export function useLeaveGuard(values: unknown, message: string) {
  const now = JSON.stringify(values) ?? "";
  const latest = useRef(now);
  const kept = useRef(now);
  // After a save, the values the screen sets from the server's answer become the saved ones.
  const rebase = useRef(false);
  const [, rerender] = useState(0);
  useEffect(() => {
    latest.current = now;
    if (rebase.current) {
      rebase.current = false;
      kept.current = now;
    }
  });

  const unsaved = useCallback(() => latest.current !== kept.current, []);

  // Read at render for the listener below; the ref check at the event is what decides.
  const changed = now !== kept.current;
  useEffect(() => {
    onScreen.set(unsaved, message);
    return () => {
      onScreen.delete(unsaved);
    };
  }, [unsaved, message]);
  useEffect(() => {
    if (!changed) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (released || !unsaved()) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [changed, unsaved]);

  return useMemo(
    () => ({
      saving(): GuardedSave {
        const before = kept.current;
        const sent = latest.current;
        kept.current = sent;
        return {
          failed: () => {
            kept.current = before;
          },
          done: () => {
            // Typed while it was saving: those edits stay unsaved.
            if (latest.current !== sent) return;
            rebase.current = true;
            rerender((n) => n + 1);
          },
        };
      },
    }),
    [],
  );
}
