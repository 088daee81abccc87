import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { currentToasts, dismiss, modalOpen, modalOpened, noToasts, subscribe, type Toast, takeFlash } from "./notify";

/** Long enough to read a sentence twice; errors a little longer. Paused while pointed at or focused. */
const LIFETIME = { status: 5000, alert: 8000 } as const;

/** The toasts of every page (decision 023), rendered once in the root layout. */
export function Toaster() {
  const { key } = useLocation();
  // A message that came with the navigation: on the page it landed on (after a full load too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per shown location
  useEffect(() => takeFlash(), [key]);
  const hidden = useSyncExternalStore(subscribe, modalOpen, () => false);
  return <Toasts hidden={hidden} />;
}

/**
 * Inside an open modal <dialog>: the page behind it, root toaster included, is inert. Its toasts sit
 * in the dialog above its buttons, covering neither them nor its fields (admin.css).
 */
export function ModalToasts() {
  useEffect(() => modalOpened(), []);
  return <Toasts inModal />;
}

function Toasts({ hidden = false, inModal = false }: { hidden?: boolean; inModal?: boolean }) {
  const toasts = useSyncExternalStore(subscribe, currentToasts, noToasts);
  return (
    <section className={inModal ? "toaster toaster-modal" : "toaster"} aria-label="알림">
      {hidden ? null : toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  // Where focus was before it came into the toast: 닫기 gives it back (e.g. the field to fix).
  const returnTo = useRef<HTMLElement | null>(null);
  // The live region is in the page before its text: screen readers announce a change, not an insert.
  const [text, setText] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setText(toast.text), 50);
    return () => clearTimeout(t);
  }, [toast.text]);
  useEffect(() => {
    if (paused) return;
    const t = setTimeout(() => dismiss(toast.id), LIFETIME[toast.role]);
    return () => clearTimeout(t);
  }, [paused, toast.id, toast.role]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: status/alert role; the handlers only pause the timer
    <div
      role={toast.role}
      className={`toast toast-${toast.role}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={(e) => {
        setPaused(true);
        if (!e.currentTarget.contains(e.relatedTarget)) returnTo.current = e.relatedTarget as HTMLElement | null;
      }}
      onBlur={() => setPaused(false)}
    >
      <p>{text}</p>
      <button
        type="button"
        className="toast-close"
        aria-label="닫기"
        onClick={() => {
          returnTo.current?.focus();
          dismiss(toast.id);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
