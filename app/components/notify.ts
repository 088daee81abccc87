// The one way to tell the user something (decision 023): a toast, shown by the <Toaster/> of
// app/root.tsx (or inside an open modal dialog, whose backdrop would hide it). No React here,
// so the admin API client can call it too.

/** "status" (polite) for done/cancelled, "alert" for what went wrong; also the toast's ARIA role. */
export type ToastRole = "status" | "alert";

export interface Toast {
  id: number;
  text: string;
  role: ToastRole;
}

/** Older toasts give way when more pile up. */
const MAX_SHOWN = 4;

let nextId = 1;
let toasts: readonly Toast[] = [];
/** Open modal dialogs: the innermost shows the toasts, as the page behind it is inert. */
let modals = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const fn of listeners) fn();
};

/** Shows a toast on the current page. */
export function notify(text: string, role: ToastRole = "status") {
  // The same message again replaces the old one (a repeated click shows one toast), and a success
  // puts away the alerts before it (a refused save, then the save that worked).
  const others = toasts.filter((t) => (t.text !== text || t.role !== role) && (role === "alert" || t.role !== "alert"));
  toasts = [...others, { id: nextId++, text, role }].slice(-MAX_SHOWN);
  changed();
}

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  changed();
}

/** Puts away the alerts shown: a success said in the page, not by a toast, outdates them too. */
export function dismissAlerts() {
  toasts = toasts.filter((t) => t.role !== "alert");
  changed();
}

// A message that comes with a navigation waits in the tab's sessionStorage, so a full page load
// (logout) does not lose it either; the Toaster takes it once the next page is shown.
const FLASH_KEY = "flash";

/** Shows a toast on the page the following navigation lands on. */
export function flash(text: string, role: ToastRole = "status") {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text, role }));
  } catch {
    notify(text, role); // storage refused: at least show it now
  }
}

export function takeFlash() {
  try {
    const raw = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    const { text, role } = JSON.parse(raw ?? "null") ?? {};
    if (typeof text === "string") notify(text, role === "alert" ? "alert" : "status");
  } catch {
    // no storage, or not ours: nothing to show
  }
}

// For useSyncExternalStore.
export function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}
export const currentToasts = () => toasts;
const none: readonly Toast[] = [];
export const noToasts = () => none;
export const modalOpen = () => modals > 0;

/** A modal dialog opened (returns its closing): toasts show inside it meanwhile. */
export function modalOpened() {
  modals++;
  changed();
  return () => {
    modals--;
    changed();
  };
}
