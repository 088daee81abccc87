// The back office's side of the leave guard (decision 047): its question, and the asks that are not
// navigations. Kept out of app/lib/leaveGuard.ts, which the public inquiry form loads too.
import { releaseGuards, unsavedQuestion, useLeaveGuard } from "~/lib/leaveGuard";

export const LEAVE_CONFIRM = "저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?";

/** A back-office form's guard, asking the back office's question. */
export const useFormGuard = (values: unknown) => useLeaveGuard(values, LEAVE_CONFIRM);

/** Before a form on screen is put away without a navigation (another tab of the screen): asks when one has unsaved work. */
export function confirmDiscard(): boolean {
  const question = unsavedQuestion();
  return question === null || window.confirm(question);
}

/**
 * Before the screen is left by a full page load (logging out): asks when a form has unsaved work,
 * and true when it may go; then the browser's own question is not asked a second time.
 */
export function confirmLeave(): boolean {
  if (!confirmDiscard()) return false;
  releaseGuards();
  return true;
}
