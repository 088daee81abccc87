// 이전 버전 (decision 075): the post's earlier versions on its detail screen, newest first; one opens
// in a dialog with its title and content, and "이 버전으로 되돌리기" opens the edit form filled with
// it (saved only by the form's 수정, as a new version, so nothing is lost by a restore either).
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { versionFailure } from "~/admin/boards/noticeForm";
import { failureMessage } from "~/admin/shared/api";
import { Modal } from "~/admin/shared/Modal";
import { client, data, type InferResponseType, unhandled } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { minuteText } from "../../../functions/lib/dates";

type Versions = typeof client.api.admin.boards.versions;
type Listed = InferResponseType<Versions["$get"], 200>[number];
type Version = InferResponseType<Versions["detail"]["$get"], 200>;

/** When a version was saved, and whose save replaced it when. */
const replacedText = (v: Listed) => `${v.replacedBy ?? "알 수 없음"}님이 ${minuteText(v.replacedAt)}에 수정하기 전`;

/** Keyed by the post's last change where it is used, so a new save loads the list again. */
export function PostVersions({ boardId }: { boardId: number }) {
  const [versions, setVersions] = useState<Listed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Version | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    data(client.api.admin.boards.versions.$get({ query: { boardId: String(boardId) } }))
      .then((listed) => live && setVersions(listed))
      .catch((err) => live && setError(failureMessage(err, "이전 버전을 불러오지 못했습니다.")));
    return () => {
      live = false;
    };
  }, [boardId]);

  async function show(rev: number) {
    setOpening(rev);
    try {
      setOpen(
        await data(
          client.api.admin.boards.versions.detail.$get(
            { query: { boardId: String(boardId), rev: String(rev) } },
            unhandled,
          ),
        ),
      );
    } catch (err) {
      const message = versionFailure(err);
      if (message) notify(message, "alert");
    } finally {
      setOpening(null);
    }
  }

  return (
    <section className="post-versions" aria-labelledby="post-versions-title">
      <h2 id="post-versions-title">이전 버전 {versions && versions.length > 0 ? `(${versions.length})` : ""}</h2>
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
                <span className="post-version-title">{v.boardTitle}</span>
                <small className="post-version-when">{replacedText(v)}</small>
                <button
                  type="button"
                  className="btn"
                  aria-label={`${replacedText(v)} 버전 보기`}
                  disabled={opening === v.rev}
                  onClick={() => show(v.rev)}
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
              <button type="button" className="btn" onClick={() => setOpen(null)}>
                닫기
              </button>
              <Link to={`/admin/notice/edit/${boardId}?version=${open.rev}`} className="btn btn-primary">
                이 버전으로 되돌리기
              </Link>
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
            <h3>{open.boardTitle}</h3>
            <p className="hint">
              {open.boardYN === "Y" ? "공개" : "비공개"}
              {open.boardPinned ? " · 상단 고정" : ""}
            </p>
            {/* Stored as it was saved: sanitized on the server then. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: open.boardContent }} />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
