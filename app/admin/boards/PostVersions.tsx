// 이전 버전 of a post (decision 075) on its detail screen: title, 공개/상단 고정 and content.

import { client, data, unhandled } from "~/admin/shared/rpc";
import { Versions } from "~/admin/shared/Versions";

/** Keyed by the post's last change where it is used, so a new save loads the list again. */
export function PostVersions({ boardId }: { boardId: number }) {
  const id = String(boardId);
  return (
    <Versions
      list={() => data(client.api.admin.boards.versions.$get({ query: { boardId: id } }))}
      one={(rev) =>
        data(client.api.admin.boards.versions.detail.$get({ query: { boardId: id, rev: String(rev) } }, unhandled))
      }
      titleOf={(v) => v.boardTitle}
      restorePath={(rev) => `/admin/notice/edit/${boardId}?version=${rev}`}
    >
      {(v) => (
        <>
          <p className="hint">
            {v.boardYN === "Y" ? "공개" : "비공개"}
            {v.boardPinned ? " · 상단 고정" : ""}
          </p>
          {/* Stored as it was saved: sanitized on the server then. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: v.boardContent }} />
        </>
      )}
    </Versions>
  );
}
