// Pieces every back-office form and card shares: the card's heading row, a required field's label,
// a field's error, the form's end (the server's refusal above the submit button), and the busy
// state of a form's or a button's action.
import { Link } from "@remix-run/react";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  useCallback,
  useRef,
  useState,
} from "react";
import { josa } from "../../../functions/lib/korean";
import { notifyFailure } from "./api";
import { type ListPath, useCarriedList, useListHref } from "./backToList";
import { draftTime } from "./draft";

/**
 * An action that runs one at a time: `busy` while it runs (its buttons disabled, "… 중"), and a
 * failure told by a toast, or handed to `onError` when the screen says it its own way (a field's
 * error, a message of its own). `run` resolves true when the action succeeded.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      if (onError) onError(error);
      else notifyFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/**
 * A button's props while its action runs (decision 149): marked unavailable and ignoring presses
 * (a submit is not sent), but still focusable. A `disabled` button drops the keyboard's focus to
 * <body> the moment a save starts, and screen readers lose their place.
 */
export function busyProps<E extends HTMLElement = HTMLButtonElement>(
  busy: boolean,
  onClick?: (e: ReactMouseEvent<E>) => void,
) {
  return {
    "aria-disabled": busy || undefined,
    // On a checkbox a prevented click leaves it as it was, but React still calls its onChange:
    // that needs its own check of `busy`.
    onClick: (e: ReactMouseEvent<E>) => {
      if (busy) e.preventDefault();
      else onClick?.(e);
    },
  };
}

/** Keys that move a closed select's choice one option at a time (browsing, not choosing). */
const BROWSE_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

interface CommitSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  value: string;
  busy: boolean;
  /** Saves the choice; called once per choice, never while busy. */
  onCommit: (value: string) => void;
}

/**
 * A select whose choice is saved at once (WCAG 3.2.2, decision 149): a pick with the mouse, a
 * finger or the opened list saves it; the arrow keys on the closed select only browse, and the
 * choice is saved on Enter or on leaving the select (Escape goes back). It stays focusable while
 * saving, unlike a disabled one.
 */
export function CommitSelect({ value, busy, onCommit, children, ...rest }: CommitSelectProps) {
  const [browsed, setBrowsed] = useState<string | null>(null);
  // Whether the coming change event comes from a browsing key (read in the same event turn).
  const keyed = useRef(false);
  const commit = (next: string | null) => {
    setBrowsed(null);
    if (next !== null && next !== value && !busy) onCommit(next);
  };
  const onKeyDown = (e: ReactKeyboardEvent<HTMLSelectElement>) => {
    // Space and Alt+↓ open the list: a pick there is a choice, saved at once.
    const browsing = !e.altKey && (BROWSE_KEYS.has(e.key) || (e.key.length === 1 && e.key !== " "));
    keyed.current = browsing;
    if (e.key === "Enter" && browsed !== null) {
      e.preventDefault();
      commit(browsed);
    } else if (e.key === "Escape" && browsed !== null) setBrowsed(null);
  };
  return (
    <select
      {...rest}
      value={browsed ?? value}
      aria-disabled={busy || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        keyed.current = false;
      }}
      onBlur={() => commit(browsed)}
      onChange={(e) => {
        if (busy) return;
        if (keyed.current) setBrowsed(e.target.value);
        else commit(e.target.value);
      }}
    >
      {children}
    </select>
  );
}

/** A card's title with its links or buttons on the right. */
export function CardHead({ id, title, children }: { id?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="card-head">
      <h1 id={id}>{title}</h1>
      {children ? <div className="card-actions">{children}</div> : null}
    </div>
  );
}

/**
 * A form's ways back: to the record's own page when it has one, and to the list, as it was left
 * when the record was opened from it (decision 115).
 */
export function BackLinks({ detail, list }: { detail?: string; list: ListPath }) {
  const carried = useCarriedList();
  const listHref = useListHref(list);
  return (
    <>
      {detail ? (
        <Link to={detail} state={carried} className="btn">
          상세로
        </Link>
      ) : null}
      <Link to={listHref} className="btn">
        목록
      </Link>
    </>
  );
}

/** The label of a required field: a visible star, "(필수)" for screen readers. */
export function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor}>
      {children}{" "}
      <span className="required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">(필수)</span>
    </label>
  );
}

/** What marks a field refused and names its message (FieldError with the same id). */
export const errorProps = (errorId: string, message?: string | null) => ({
  "aria-invalid": message ? true : undefined,
  "aria-describedby": message ? errorId : undefined,
});

/** A field's own message, named by the field's aria-describedby. */
export function FieldError({ id, message, alert }: { id: string; message?: string | null; alert?: boolean }) {
  return message ? (
    <p id={id} className="field-error" role={alert ? "alert" : undefined}>
      {message}
    </p>
  ) : null;
}

interface FormEndProps {
  /** What the server refused, shown above the buttons. */
  error?: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Buttons or links after the submit button. */
  children?: ReactNode;
  className?: string;
}

export function FormEnd({
  error,
  busy,
  label,
  busyLabel,
  children,
  className = "card-actions misc-form-actions",
}: FormEndProps) {
  return (
    <>
      {error ? (
        <p className="field-error form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className={className}>
        <button type="submit" className="btn btn-primary" {...busyProps(busy)}>
          {busy ? busyLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}

interface DraftOfferProps {
  /** The form's kept draft (useDraft): nothing is shown without one. */
  draft: { found: { savedAt: number } | null; discard: () => void };
  /** Puts the draft's values in the form. */
  onTake: () => void;
  /** What the draft could not keep (files), to be chosen again; none for a form without files. */
  chooseAgain?: string;
}

/** A kept draft of this form (decision 048), offered back: 불러오기 or 버리기. */
export function DraftOffer({ draft, onTake, chooseAgain }: DraftOfferProps) {
  if (!draft.found) return null;
  return (
    <div className="draft-offer" role="status">
      <p>
        저장하지 않은 작성 내용이 있습니다 <span className="draft-time">({draftTime(draft.found.savedAt)})</span>.
        불러오시겠습니까?{chooseAgain ? ` ${josa(chooseAgain, "은/는")} 다시 선택해 주세요.` : null}
      </p>
      <div className="card-actions">
        <button type="button" className="btn btn-primary" onClick={onTake}>
          불러오기
        </button>
        <button type="button" className="btn" onClick={draft.discard}>
          버리기
        </button>
      </div>
    </div>
  );
}

/**
 * Ctrl+S (⌘S on a Mac) saves the form being typed in, as in the editors staff know (Word, 한글),
 * instead of the browser's "save page as". A search form is left alone; outside a form the key
 * does nothing, since a back-office page saved as HTML is never what was meant. As Enter in a
 * field, it does nothing while the form's own submit button is busy (busyProps) or disabled:
 * requestSubmit() skips that button's click, so a second press would send a second save.
 */
export function saveShortcut(e: KeyboardEvent) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== "s") return;
  e.preventDefault();
  const form = (e.target instanceof Element ? e.target : null)?.closest("form");
  if (!form || form.closest('search, [role="search"]')) return;
  // The default button: the form's first submit button, also one outside it named by form="…".
  const submit = Array.from(form.elements).find(
    (el): el is HTMLButtonElement | HTMLInputElement =>
      (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === "submit",
  );
  if (submit && (submit.disabled || submit.getAttribute("aria-disabled") === "true")) return;
  form.requestSubmit();
}
