// The item list and its selection, shared by /admin/item (list, select and sort modes) and the
// older delete page /admin/delete (SPEC §2): one table, one check-box selection, one bulk delete.
import { Link, useRevalidator } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { confirmAndDelete, ITEM_TEXT, type ItemRow, itemThumbnailUrl, StatusBadge } from "~/admin/items/itemForm";
import { notifyFailure } from "~/admin/shared/api";
import { useListOrigin } from "~/admin/shared/backToList";
import { client, data, text } from "~/admin/shared/rpc";
import { orNull } from "~/admin/shared/screen";
import { useRowSelection } from "~/admin/shared/table";
import { ymd } from "~/admin/shared/types";
import { Marked } from "~/components/Marked";
import { notify } from "~/components/notify";

/** One page of the admin item list (API-SHAPES §5), or null when the call failed. */
export const loadItems = (query: {
  page: number;
  size: number;
  manuName?: string;
  typeName?: string;
  searchKeyword?: string;
}) =>
  orNull(
    data(client.api.admin.items.$get({ query: { ...query, page: String(query.page), size: String(query.size) } })),
  );

/**
 * The check boxes of a page of items and their bulk delete. A new `resetKey` (page or filter)
 * starts with nothing selected; `toPage` opens another page when the last rows of one were deleted.
 */
export function useItemSelection(rows: ItemRow[], page: number, resetKey: string, toPage: (page: number) => void) {
  const revalidator = useRevalidator();
  const rowSelection = useRowSelection(rows, (r) => r.itemId, resetKey);
  const [busy, setBusy] = useState(false);

  async function deleteSelected() {
    if (busy) return;
    setBusy(true);
    const ids = rowSelection.chosen;
    const done = await confirmAndDelete(ids);
    setBusy(false);
    if (!done) return;
    rowSelection.clear();
    if (ids.length === rows.length && page > 0) toPage(page - 1);
    else revalidator.revalidate();
  }

  /** 공개 / 비공개 of the selected items (decision 064); the list shows their new status. */
  async function showSelected(itemYN: boolean) {
    if (busy) return;
    if (rowSelection.chosen.length === 0) {
      notify(ITEM_TEXT.noneToShow, "alert");
      return;
    }
    setBusy(true);
    try {
      notify(await text(client.api.admin.items.visibility.$post({ json: { itemIds: rowSelection.chosen, itemYN } })));
      rowSelection.clear();
      revalidator.revalidate();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    selected: rowSelection.selected,
    busy,
    setBusy,
    showSelected,
    toggle: (id: number) => rowSelection.toggle(id),
    allOnPage: rowSelection.allSelected,
    toggleAll: () => rowSelection.setAll(!rowSelection.allSelected),
    clear: rowSelection.clear,
    deleteSelected,
  };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;

export const itemName = (row: { itemName: string | null }) => row.itemName || "(이름 없음)";

export function ItemTable({
  rows,
  firstNumber,
  caption,
  emptyText,
  busy,
  selection,
  thumbnails,
  onOpen,
  extra,
  compact = false,
  searchKeyword,
}: {
  rows: ItemRow[];
  /** The number shown on the first row, less one (rows before this page). */
  firstNumber: number;
  caption: string;
  emptyText: string;
  busy: boolean;
  /** With a selection, a check box per row, and a click on the row toggles it. */
  selection: ItemSelection | null;
  thumbnails: boolean;
  /** Without a selection, what a click on the row does. */
  onOpen?: (row: ItemRow) => void;
  /** A last column (the sort mode's order controls). */
  extra?: { head: string; cell: (row: ItemRow, index: number) => ReactNode };
  /** Without the manufacturer and registration date columns (sort mode: one manufacturer, named
   * above the list, and an order that is not about dates), so the order controls fit a tablet. */
  compact?: boolean;
  /** The searched keyword, marked in the names and numbers. */
  searchKeyword?: string;
}) {
  const columns = (compact ? 5 : 7) + (selection ? 1 : 0) + (thumbnails ? 1 : 0) + (extra ? 1 : 0);
  const clickable = Boolean(selection || onOpen);
  // An item opened from here returns to this list as it is now (decision 115).
  const origin = useListOrigin();
  return (
    <div className="item-table-wrap">
      <table className="admin-table stack-table item-table" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="check">
                <input
                  type="checkbox"
                  aria-label="이 페이지 전체 선택"
                  checked={selection.allOnPage}
                  disabled={rows.length === 0}
                  onChange={selection.toggleAll}
                />
              </th>
            ) : null}
            <th scope="col" className="num">
              No
            </th>
            {thumbnails ? (
              <th scope="col" className="item-thumb">
                이미지
              </th>
            ) : null}
            <th scope="col">제품번호</th>
            <th scope="col">제품명</th>
            <th scope="col">타입</th>
            {compact ? null : (
              <>
                <th scope="col">제조사</th>
                <th scope="col" className="date">
                  등록일
                </th>
              </>
            )}
            <th scope="col">상태</th>
            {extra ? <th scope="col">{extra.head}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="admin-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => {
              const name = itemName(row);
              const checked = selection?.selected.has(row.itemId) ?? false;
              return (
                <tr
                  key={row.itemId}
                  className={`${clickable ? "clickable" : ""}${checked ? " selected" : ""}`}
                  data-item-id={row.itemId}
                  onClick={(e) => {
                    if ((e.target as HTMLElement).closest("a, button, input, label")) return;
                    if (selection) selection.toggle(row.itemId);
                    else onOpen?.(row);
                  }}
                >
                  {selection ? (
                    <td className="check">
                      <input
                        type="checkbox"
                        aria-label={`${name} 선택`}
                        checked={checked}
                        onChange={() => selection.toggle(row.itemId)}
                      />
                    </td>
                  ) : null}
                  <td className="num">{firstNumber + i + 1}</td>
                  {thumbnails ? (
                    <td className="item-thumb">
                      {row.mainFileName ? (
                        <img
                          src={itemThumbnailUrl(row.mainFileName)}
                          alt={`${name} 대표 이미지`}
                          width={56}
                          height={56}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <span className="item-thumb-none">없음</span>
                      )}
                    </td>
                  ) : null}
                  <td className="code">
                    <Marked text={row.itemNum ?? ""} keyword={searchKeyword} />
                  </td>
                  <td className="title">
                    <Link to={`/admin/item/${row.itemId}`} state={origin}>
                      <Marked text={name} keyword={searchKeyword} />
                    </Link>
                  </td>
                  <td className="type">{row.itemType}</td>
                  {compact ? null : (
                    <>
                      <td className="manu">{row.manuName}</td>
                      <td className="date">{ymd(row.itemRegDate)}</td>
                    </>
                  )}
                  <td className="status">
                    <StatusBadge on={row.itemYN} />
                  </td>
                  {extra ? extra.cell(row, i) : null}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
