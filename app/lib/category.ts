// The secondary category bar (SPEC §2, §4): step 1 company intro, 2 products, 3 notice,
// 4 inquiries. The step is kept in localStorage under `step`.
//
// Paths outside the four groups (/loginForm, error screens, unknown paths) show no bar: the bar of
// whichever group the visitor used last named a group the page does not belong to, and the server
// cannot know that stored step, so the page also changed after hydration.
import { useEffect } from "react";

export type CategoryStep = 1 | 2 | 3 | 4;
export const STEP_STORAGE_KEY = "step";

export const STEP_TITLES = { 1: "회사소개", 2: "제품소개", 3: "공지사항", 4: "고객문의" } as const;

/** The step a path belongs to, or null for paths outside the four groups. */
export function stepOfPath(pathname: string): CategoryStep | null {
  if (pathname === "/about" || pathname === "/location" || pathname === "/history") return 1;
  if (pathname.startsWith("/manu/")) return 2;
  if (pathname === "/notice" || pathname.startsWith("/notice/")) return 3;
  if (["/inquiryForm", "/help", "/faq", "/fag", "/inquiryCheck"].includes(pathname)) return 4;
  return null;
}

/**
 * A route's `handle` may name the list a page belongs to (its data decides: a FAQ post lives under
 * /notice/{id} but belongs to /faq); the bar then shows that list's group with the list marked.
 */
export interface CategoryHandle {
  listOf: (data: unknown) => string | undefined;
}

/** The public list a post belongs to, by its type: where 목록으로 leads and what the section is called. */
export const listOfPost = (boardType: string) =>
  boardType === "FAQ" ? { path: "/faq", name: "자주 묻는 질문" } : { path: "/notice", name: "공지사항" };

interface Manufacturer {
  manuId: number;
  manuName: string;
  manuYN: string;
}

/** The links of a step's bar; manufacturers only when registered (manuYN Y). */
export function categoryLinks(step: CategoryStep, manufacturers: Manufacturer[]): { to: string; label: string }[] {
  switch (step) {
    case 1:
      return [
        { to: "/about", label: "인사말" },
        { to: "/location", label: "오시는 길" },
      ];
    case 2:
      return manufacturers.filter((m) => m.manuYN === "Y").map((m) => ({ to: `/manu/${m.manuId}`, label: m.manuName }));
    case 3:
      return [{ to: "/notice", label: "공지사항" }];
    case 4:
      return [
        { to: "/inquiryForm", label: "1:1 문의" },
        { to: "/help", label: "A/S 문의" },
        { to: "/faq", label: "자주 묻는 질문" },
        // Ours (decision 105): a customer coming back for the answer finds it where they asked.
        { to: "/inquiryCheck", label: "내 문의 확인" },
      ];
  }
}

/** The step of the current path (null outside the groups); a group's step is saved on every change. */
export function useCategoryStep(pathname: string): CategoryStep | null {
  const step = stepOfPath(pathname);
  useEffect(() => {
    if (step) rememberStep(step);
  }, [step]);
  return step;
}

/** Saves the step of a navigation link the visitor clicked. */
export function rememberStep(step: CategoryStep) {
  try {
    window.localStorage.setItem(STEP_STORAGE_KEY, String(step));
  } catch {
    // Storage can be unavailable (private mode); the bar follows the path anyway.
  }
}
