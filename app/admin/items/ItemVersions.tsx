// 이전 버전 of an item (decision 075) on its detail screen: what its edit form held, in the dialog.

import { dash, ItemSpecRows } from "~/admin/items/itemForm";
import { client, data, unhandled } from "~/admin/shared/rpc";
import { Versions } from "~/admin/shared/Versions";

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
            <ItemSpecRows item={v} />
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
