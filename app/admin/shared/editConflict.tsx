// Saving against the revision a form opened (decision 074): the edit screens send it as If-Match;
// when someone saved in between, the server refuses with 412 and stores nothing. The form keeps
// what was typed, says when the other save was, and offers the saved version in a new tab and
// 내 내용으로 저장 (the same save again, over the revision the refusal named). A record deleted
// elsewhere meanwhile (404) is said the same way, with the typed text kept (decision 130).

import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api";
import { busyProps } from "./form";

interface Conflict {
  /** The server's Korean text, with the time of the other save (or "…을 찾을 수 없습니다."). */
  message: string;
  /** The revision stored now: 내 내용으로 저장 saves over it (and only over it). */
  revision: string | null;
  /** Deleted elsewhere: nothing to save over. */
  gone: boolean;
}

/** `opened`: the revision the screen loaded (it follows a reload of the screen's data). */
export function useEditRevision(opened: string | null) {
  const revision = useRef(opened);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  useEffect(() => {
    revision.current = opened;
  }, [opened]);
  return {
    conflict,
    /** The If-Match of the next save. */
    ifMatch: () => revision.current,
    /**
     * "stale" (412) or "gone" (404, deleted elsewhere), with the notice shown, when `error` is such
     * a refusal of the save; else false, for the screen's own handling.
     */
    caught(error: unknown): false | "stale" | "gone" {
      if (!(error instanceof ApiError) || (error.status !== 412 && error.status !== 404)) return false;
      const gone = error.status === 404;
      setConflict({ message: error.message, revision: error.etag, gone });
      return gone ? "gone" : "stale";
    },
    /** A save went through: the next one goes over the revision it made (its answer's ETag). */
    saved(etag: string | null) {
      if (etag) revision.current = etag;
      setConflict(null);
    },
    /** The next save goes over the revision stored now. */
    overwrite() {
      if (conflict && !conflict.gone) revision.current = conflict.revision;
      setConflict(null);
    },
  };
}

interface EditConflictNoticeProps {
  conflict: Conflict;
  /** The saved version's screen, opened in a new tab; none when this screen shows it already. */
  latest?: string;
  /** What the user can do now. */
  hint?: string;
  /** The button that saves anyway. */
  overwriteLabel?: string;
  onOverwrite: () => void;
  busy: boolean;
  /** What a deletion elsewhere means here: the typed text stays, and what to do with it. */
  goneHint?: string;
  /** Saves what was typed as a new record instead (a post: 새 글로 저장). */
  saveAsNew?: { label: string; onSave: () => void };
}

/** The hint of a form that shows the stored version under the notice (no screen of its own to open). */
export const SAVED_BELOW_HINT =
  "입력한 내용은 그대로 있습니다. 아래의 저장된 내용을 확인한 뒤 이 내용으로 저장하면, 다른 곳에서 수정한 내용은 이 내용으로 바뀝니다.";

/** Said when the record was deleted elsewhere, unless the screen says more. */
export const GONE_HINT =
  "다른 곳에서 삭제되어 저장하지 못했습니다. 입력한 내용은 그대로 있으니 필요한 내용은 복사해 두세요.";

const FORM_HINT =
  "입력한 내용은 그대로 있습니다. 저장된 내용을 새 창에서 확인한 뒤 이 내용으로 저장하면, 다른 곳에서 수정한 내용은 이 내용으로 바뀝니다.";

export function EditConflictNotice({
  conflict,
  latest,
  hint = FORM_HINT,
  overwriteLabel = "내 내용으로 저장",
  onOverwrite,
  busy,
  goneHint = GONE_HINT,
  saveAsNew,
}: EditConflictNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  // The save button may be far from the notice (a long form, a sticky save bar on a phone).
  useEffect(() => {
    if (conflict) box.current?.scrollIntoView({ block: "center" });
  }, [conflict]);
  if (conflict.gone) {
    return (
      <div ref={box} className="edit-conflict" role="alert">
        <p className="edit-conflict-message">{conflict.message}</p>
        <p className="hint">{goneHint}</p>
        {saveAsNew ? (
          <div className="edit-conflict-actions">
            <button type="button" className="btn btn-primary" {...busyProps(busy, saveAsNew.onSave)}>
              {saveAsNew.label}
            </button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={box} className="edit-conflict" role="alert">
      <p className="edit-conflict-message">{conflict.message}</p>
      <p className="hint">{hint}</p>
      <div className="edit-conflict-actions">
        {latest ? (
          <a href={latest} target="_blank" rel="noopener noreferrer" className="btn">
            저장된 내용 보기 (새 창)
          </a>
        ) : null}
        <button type="button" className="btn btn-primary" {...busyProps(busy, onOverwrite)}>
          {overwriteLabel}
        </button>
      </div>
    </div>
  );
}
