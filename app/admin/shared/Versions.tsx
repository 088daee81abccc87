// 이전 버전 (decision 075): a post's or an item's earlier versions on its detail screen, newest first;
// one opens in a dialog, and "이 버전으로 되돌리기" opens the edit form filled with it (saved only by
// the form's 수정, as a new version, so nothing is lost by a restore either).
import { Link } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError, failureMessage } from "~/admin/shared/api";
import { useCarriedList } from "~/admin/shared/backToList";
import { busyProps } from "~/admin/shared/form";
import { Modal } from "~/admin/shared/Modal";
import { notify } from "~/components/notify";
import { minuteText } from "../../../functions/lib/dates";

interface Listed {
  rev: number;
  savedAt: string;
  replacedBy: string | null;
  replacedAt: string;
}

/** Whose save replaced a version, and when. */
const replacedText = (v: Listed) => `${v.replacedBy ?? "알 수 없음"}님이 ${minuteText(v.replacedAt)}에 수정하기 전`;

/**
 * Why an earlier version could not be had, or null when the api client told it already (no
 * answer, session gone). Versions are asked unhandled: one that is gone (404, the oldest are
 * dropped) is said where it was asked for, not with the error screen.
 */
function versionFailure(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 0 || error.status === 401)) return null;
  return (error instanceof ApiError && error.message) || "이전 버전을 불러오지 못했습니다.";
}

/** An earlier version for the edit form, or null after telling why there is none. */
export async function loadVersion<V>(read: () => Promise<V>): Promise<V | null> {
  try {
    return await read();
  } catch (error) {
    const message = versionFailure(error);
    if (message) notify(message, "alert");
    return null;
  }
}

/** What an earlier version gives its edit form: everything but when and by whom it was replaced. */
export function formFields<V extends Listed>({
  rev: _rev,
  savedAt: _saved,
  replacedBy: _by,
  replacedAt: _at,
  ...fields
}: V) {
  return fields;
}

/** The note above an edit form filled with an earlier version. */
export function VersionRestored({ savedAt, keeps }: { savedAt: string; keeps: string }) {
  return (
    <p className="version-restore" role="status">
      {minuteText(savedAt)}에 저장된 버전을 불러왔습니다. [수정]을 누르면 이 내용으로 저장됩니다. {keeps}
    </p>
  );
}

interface VersionsProps<L extends Listed, V extends Listed> {
  /** The list (the api client tells its failures). */
  list: () => Promise<L[]>;
  /** One version, read unhandled. */
  one: (rev: number) => Promise<V>;
  titleOf: (v: L | V) => string;
  /** The edit form filled with version `rev`. */
  restorePath: (rev: number) => string;
  /** A version's fields in the dialog, under its title. */
  children: (v: V) => ReactNode;
}

/** Keyed by the row's last change where it is used, so a new save loads the list again. */
export function Versions<L extends Listed, V extends Listed>({
  list,
  one,
  titleOf,
  restorePath,
  children,
}: VersionsProps<L, V>) {
  const [versions, setVersions] = useState<L[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<V | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  // The edit form's 목록 still returns to the list the detail was opened from (decision 115).
  const carried = useCarriedList();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per mount (keyed by the row's last change)
  useEffect(() => {
    let live = true;
    list()
      .then((listed) => live && setVersions(listed))
      .catch((err) => live && setError(failureMessage(err, "이전 버전을 불러오지 못했습니다.")));
    return () => {
      live = false;
    };
  }, []);

  async function show(rev: number) {
    setOpening(rev);
    try {
      setOpen(await one(rev));
    } catch (err) {
      const message = versionFailure(err);
      if (message) notify(message, "alert");
    } finally {
      setOpening(null);
    }
  }

  return (
    <section className="post-versions" aria-labelledby="versions-title">
      <h2 id="versions-title">이전 버전 {versions && versions.length > 0 ? `(${versions.length})` : ""}</h2>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : versions === null ? (
        <p className="hint" role="status">
          이전 버전을 불러오는 중…
        </p>
      ) : versions.length === 0 ? (
        <p className="hint">아직 수정된 적이 없습니다.</p>
      ) : (
        <>
          <p className="hint">수정할 때마다 그 전 내용이 최근 20개까지 남습니다.</p>
          <ol className="post-version-list">
            {versions.map((v) => (
              <li key={v.rev}>
                <span className="post-version-title">{titleOf(v)}</span>
                <small className="post-version-when">{replacedText(v)}</small>
                <button
                  type="button"
                  className="btn"
                  aria-label={`${replacedText(v)} 버전 보기`}
                  {...busyProps(opening === v.rev, () => show(v.rev))}
                >
                  {opening === v.rev ? "여는 중…" : "보기"}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      <Modal
        title="이전 버전"
        open={open !== null}
        onClose={() => setOpen(null)}
        actions={
          open ? (
            <>
              <Link to={restorePath(open.rev)} state={carried} className="btn btn-primary">
                이 버전으로 되돌리기
              </Link>
              <button type="button" className="btn" onClick={() => setOpen(null)}>
                닫기
              </button>
            </>
          ) : null
        }
      >
        {open ? (
          <div className="post-version">
            <p className="hint">
              {replacedText(open)}의 내용입니다. 되돌리기를 누르면 수정 화면에 이 내용이 채워지고, [수정]을 눌러야
              저장됩니다.
            </p>
            <h3>{titleOf(open)}</h3>
            {children(open)}
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
