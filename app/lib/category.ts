// The secondary category bar (SPEC §2, §4): step 1 company intro, 2 products, 3 notice,
// 4 inquiries. The step is kept in localStorage under `step`.
import { useEffect, useState } from "react";

export type CategoryStep = 1 | 2 | 3 | 4;
export const STEP_STORAGE_KEY = "step";

/** The step a path belongs to, or null for paths outside the four groups. */
export function stepOfPath(pathname: string): CategoryStep | null {
  if (pathname === "/about" || pathname === "/location" || pathname === "/history") return 1;
  if (pathname.startsWith("/manu/")) return 2;
  if (pathname === "/notice" || pathname.startsWith("/notice/")) return 3;
  if (["/inquiryForm", "/help", "/faq", "/fag"].includes(pathname)) return 4;
  return null;
}

function storedStep(): CategoryStep | null {
  try {
    const value = Number(window.localStorage.getItem(STEP_STORAGE_KEY));
    return value >= 1 && value <= 4 ? (value as CategoryStep) : null;
  } catch {
    return null;
  }
}

/**
 * The current step: the path decides when it belongs to a group (so the server renders the right
 * bar); elsewhere the stored step is restored, default 1. Every change is saved.
 */
export function useCategoryStep(pathname: string): CategoryStep {
  const fromPath = stepOfPath(pathname);
  const [step, setStep] = useState<CategoryStep>(fromPath ?? 1);
  useEffect(() => {
    const next = fromPath ?? storedStep() ?? 1;
    setStep(next);
    try {
      window.localStorage.setItem(STEP_STORAGE_KEY, String(next));
    } catch {
      // Storage can be unavailable (private mode); the bar still follows the path.
    }
  }, [fromPath]);
  return step;
}

/** Saves the step of a navigation link the visitor clicked. */
export function rememberStep(step: CategoryStep) {
  try {
    window.localStorage.setItem(STEP_STORAGE_KEY, String(step));
  } catch {
    // See useCategoryStep.
  }
}
