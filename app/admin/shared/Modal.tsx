import { type ReactNode, useEffect, useId, useRef } from "react";
import { ModalToasts } from "~/components/Toaster";

/** Asked before a dialog with typed work closes without saving (닫기, 취소, Escape). */
export const DIALOG_LEAVE_CONFIRM = "저장하지 않은 내용이 있습니다. 창을 닫으시겠습니까?";

/** Whether a dialog may close: at once without typed work, else when the user agrees. */
export const mayDiscard = (dirty: boolean) => !dirty || window.confirm(DIALOG_LEAVE_CONFIRM);

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the modal. */
  actions?: ReactNode;
  /**
   * Focus the title on opening, not the first button: a list whose first button is 추가 would
   * otherwise start a new record on the next Enter (decision 149).
   */
  focusTitle?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays
 * inside) and Escape closes it; focus returns to the opener when it closes.
 */
export function Modal({ title, open, onClose, children, actions, focusTitle }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: where focus starts matters only on opening
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      if (focusTitle) titleRef.current?.focus();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="modal-title" ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </h2>
          <div className="modal-body">{children}</div>
          <ModalToasts />
          <div className="modal-actions">{actions}</div>
        </>
      ) : null}
    </dialog>
  );
}
