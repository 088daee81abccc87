// Edit revisions (decision 074): an edit form's GET answers the row's revision as an `ETag`; a
// save that sends it back in `If-Match` is refused with 412 when the row changed in between, so
// one person's save never silently undoes another's. A save without `If-Match` (the spec's client)
// is not checked.

import { minuteText } from "./dates";
import { AppError } from "./errors";
import { josa } from "./korean";

/** How many earlier versions a post or an item keeps (이전 버전, decision 075). */
export const VERSIONS_KEPT = 20;
export const VERSION_NOT_FOUND = "이전 버전을 찾을 수 없습니다.";

/** What an edit form saves (the subject of the refusal's sentence: 게시글이, 제품이, 배너가, …). */
export type EditedThing = "게시글" | "제품" | "일정" | "설정" | "자주 쓰는 답변" | "배너" | "로고" | "제조사";

/** The ETag of revision `rev` (strong: the revision names the whole edited state). */
export const revisionTag = (rev: number): string => `"r${rev}"`;

/**
 * What a save's `If-Match` allows: undefined when absent or `*` (no precondition), otherwise the
 * revisions it names (none when it names no revision of ours, which then never matches).
 */
export function allowedRevisions(ifMatch: string | undefined): ReadonlySet<number> | undefined {
  const value = ifMatch?.trim();
  if (!value || value === "*") return undefined;
  const revisions = new Set<number>();
  for (const tag of value.split(",")) {
    const rev = /^(?:W\/)?"r(0|[1-9][0-9]{0,15})"$/.exec(tag.trim())?.[1];
    if (rev) revisions.add(Number(rev));
  }
  return revisions;
}

/**
 * What a save (or a delete) was refused for: the row's current revision (as the ETag) and when it
 * changed.
 */
export function editConflict(
  what: EditedThing,
  current: { rev: number; updatedAt: string },
  refused: "저장" | "삭제" = "저장",
): AppError {
  return new AppError(
    412,
    `이 화면을 연 뒤 다른 곳에서 ${josa(what, "이/가")} 수정되었습니다(${minuteText(current.updatedAt)}). ${refused}하지 않았습니다.`,
    { ETag: revisionTag(current.rev) },
  );
}

/**
 * A memo refused because another was written since the inquiry was opened (the memo history's
 * revision is its newest memo's id, 0 for none): who wrote the newest one and when.
 */
export function newerMemo(newest: { memoId: number; writer: string | null; createAt: string } | undefined): AppError {
  const which = newest ? `(${newest.writer || "알 수 없음"}, ${minuteText(newest.createAt)})` : "";
  return new AppError(412, `이 화면을 연 뒤 새 메모가 등록되었습니다${which}. 등록하지 않았습니다.`, {
    ETag: revisionTag(newest?.memoId ?? 0),
  });
}

/** An edit form's row without its revision, and the ETag to answer it with. */
export function tagged<T extends { rev: number }>({ rev, ...row }: T): { row: Omit<T, "rev">; etag: string } {
  return { row, etag: revisionTag(rev) };
}

/**
 * Checks a save's (or a delete's) precondition against the row's current state (read just before
 * the write); the write itself then names the revision read, so one landing in between is caught too.
 */
export function checkRevision(
  allowed: ReadonlySet<number> | undefined,
  what: EditedThing,
  current: { rev: number; updatedAt: string },
  refused: "저장" | "삭제" = "저장",
) {
  if (allowed && !allowed.has(current.rev)) throw editConflict(what, current, refused);
}
