// 이전 버전 of an item (decision 075) on its detail screen: what its edit form held, in the dialog.

import { client, data, unhandled } from "~/admin/shared/rpc";
import { Versions } from "~/admin/shared/Versions";

const dash = (value: string | null | undefined) => (value?.trim() ? value : "-");

/** Keyed by the item's last change where it is used, so a new save loads the list again. */
export function ItemVersions({ itemId }: { itemId: number }) {
  const id = String(itemId);
  return (
    <Versions
      list={() => data(client.api.admin.items.versions.$get({ query: { itemId: id } }))}
      one={(rev) =>
        data(client.api.admin.items.versions.detail.$get({ query: { itemId: id, rev: String(rev) } }, unhandled))
      }
      titleOf={(v) => v.itemName || "(이름 없음)"}
      restorePath={(rev) => `/admin/item/edit/${itemId}?version=${rev}`}
    >
      {(v) => (
        <>
          <dl className="detail-list">
            <dt>제품번호</dt>
            <dd>{dash(v.itemNum)}</dd>
            <dt>제품 타입</dt>
            <dd>{dash(v.itemType)}</dd>
            <dt>유리 사양</dt>
            <dd>{dash(v.glassSize)}</dd>
            <dt>용도</dt>
            <dd>{dash(v.itemUse)}</dd>
            <dt>외부 색상</dt>
            <dd>{dash(v.itemOutColor)}</dd>
            <dt>내부 색상</dt>
            <dd>{dash(v.itemInColor)}</dd>
            <dt>프레임 폭</dt>
            <dd>{v.itemFrameWidth?.trim() ? `${v.itemFrameWidth} mm` : "-"}</dd>
            <dt>제품 설명</dt>
            <dd className="item-description">{dash(v.itemDescription)}</dd>
            <dt>상태</dt>
            <dd>{v.itemYN ? "공개" : "비공개"}</dd>
          </dl>
          {v.freeContent?.trim() ? (
            // Stored as it was saved: sanitized on the server then.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text
            <div className="rich-html item-content" dangerouslySetInnerHTML={{ __html: v.freeContent }} />
          ) : (
            <p className="hint">상세 내용이 없었습니다.</p>
          )}
        </>
      )}
    </Versions>
  );
}
