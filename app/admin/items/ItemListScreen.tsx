// /admin/item: the item list (SPEC §2 "Item list", §4 display order, §9 10 per page; API-SHAPES §5).
// Filters by type and manufacturer and a search over item name and number, kept in the URL; a
// thumbnail per row; a sort mode whose every move is sent at once, over one manufacturer's items
// or one type of them, the order a visitor sees (display order is per manufacturer, so sorting
// forces a manufacturer filter and no search; decision 155); and a select mode for bulk delete.

import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  replace,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { ItemTable, itemName, loadItems, useItemSelection } from "~/admin/items/ItemTable";
import { ITEM_TEXT, type ItemRow, OPTIONS } from "~/admin/items/itemForm";
import { notifyFailure } from "~/admin/shared/api";
import { useListOrigin } from "~/admin/shared/backToList";
import { busyProps } from "~/admin/shared/form";
import { Pager } from "~/admin/shared/Pager";
import { client, text } from "~/admin/shared/rpc";
import { LoadingCard, pageOf, pastLastPage } from "~/admin/shared/screen";
import { useKeywordField } from "~/lib/keywordField";
import { SEARCH_KEYWORD_MAX } from "../../../functions/schemas/search";

export const meta: MetaFunction = () => [{ title: "제품 관리 | 관리자" }];

const PAGE_SIZE = 10;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageOf(request);
  const manuName = params.get("manuName") ?? "";
  const typeName = params.get("typeName") ?? "";
  const searchKeyword = (params.get("searchKeyword") ?? "").trim();
  // Sort mode lives in the URL too, and only with a manufacturer and no search (see toggleSort).
  const sorting = params.get("sort") === "1" && manuName !== "" && searchKeyword === "";
  // Each call fails on its own: the global handler announces it and the screen shows what it has (SPEC §8).
  const [items, types, manus] = await Promise.all([
    loadItems({
      page,
      size: PAGE_SIZE,
      manuName: manuName || undefined,
      typeName: typeName || undefined,
      searchKeyword: searchKeyword || undefined,
    }),
    OPTIONS.types().catch(() => []),
    OPTIONS.manufacturers().catch(() => []),
  ]);
  const last = pastLastPage(request, page, items?.totalPages);
  if (last) return replace(last);
  return { page, manuName, typeName, searchKeyword, sorting, items, types, manus };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="제품 관리" text="제품 목록을 불러오는 중…" />;

type Mode = "list" | "select";

export default function AdminItemList() {
  const { page, manuName, typeName, searchKeyword, sorting, items, types, manus } =
    useLoaderData<typeof clientLoader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const keywordField = useKeywordField(searchKeyword);
  // The query the user asked for last (two quick filter changes must not lose the first one).
  const wanted = useRef(searchParams);
  useEffect(() => {
    wanted.current = searchParams;
  }, [searchParams]);
  const navigate = useNavigate();
  const origin = useListOrigin();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [selecting, setSelecting] = useState(false);
  const mode: Mode | "sort" = sorting ? "sort" : selecting ? "select" : "list";
  const focusAfter = useRef<string | null>(null);
  const rows = items?.content ?? [];
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const selection = useItemSelection(rows, page, `${page}|${manuName}|${typeName}`, (to) => {
    const next = new URLSearchParams(wanted.current);
    next.set("page", String(to));
    wanted.current = next;
    setSearchParams(next);
  });
  const { selected, busy, setBusy } = selection;

  // After a move, keep the keyboard focus on the control that was used.
  useEffect(() => {
    if (!focusAfter.current || loading) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [loading]);

  function go(next: URLSearchParams) {
    next.delete("page");
    wanted.current = next;
    setSearchParams(next, { preventScrollReset: true });
  }

  function setFilter(key: "manuName" | "typeName" | "searchKeyword", value: string) {
    const next = new URLSearchParams(wanted.current);
    if (value) next.set(key, value);
    else next.delete(key);
    go(next);
  }

  /** Sort mode: one manufacturer (the chosen one, else the first) and the chosen type, without search. */
  function toggleSort() {
    const next = new URLSearchParams(wanted.current);
    if (sorting) next.delete("sort");
    else {
      const manu = manuName || manus[0]?.manuName;
      if (!manu) return;
      next.set("sort", "1");
      next.set("manuName", manu);
      next.delete("searchKeyword");
    }
    setSelecting(false);
    selection.clear();
    go(next);
  }

  function toggleSelect() {
    setSelecting((on) => !on);
    selection.clear(); // leaving (or entering) select mode clears the selection
    if (sorting) {
      const next = new URLSearchParams(wanted.current);
      next.delete("sort");
      go(next);
    }
  }

  // In sort mode the list is exactly the manufacturer's items (of the chosen type) in display
  // order, so a row's position among them is its place in the list.
  const positionOf = (index: number) => ({ position: page * PAGE_SIZE + index + 1, count: items?.totalElements ?? 0 });

  async function move(row: ItemRow, index: number, displayId: number, focusId?: string) {
    const at = positionOf(index);
    if (busy || displayId === at.position || displayId < 1 || displayId > at.count) return;
    setBusy(true);
    try {
      const query = {
        itemId: String(row.itemId),
        displayId: String(displayId),
        ...(typeName ? { within: "type" as const } : {}),
      };
      await text(client.api.admin.items.update.displayorder.$post({ query }));
    } catch (error) {
      // SPEC §8/API-SHAPES §5: the screen's own message for this failure.
      notifyFailure(error, { instead: ITEM_TEXT.orderFailed });
    }
    focusAfter.current = focusId ?? null;
    revalidator.revalidate();
    setBusy(false);
  }

  function onOrderKey(row: ItemRow, index: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const value = Number(e.currentTarget.value);
    if (Number.isInteger(value)) move(row, index, value, e.currentTarget.id);
  }

  /** Sort mode: the row's moves, each saved at once. */
  function orderCell(row: ItemRow, i: number) {
    const at = positionOf(i);
    const name = itemName(row);
    return (
      <td className="item-order">
        {(["up", "down"] as const).map((way) => {
          const to = at.position + (way === "up" ? -1 : 1);
          const id = `item-${way}-${row.itemId}`;
          return (
            <button
              key={way}
              type="button"
              id={id}
              className="btn item-move"
              aria-label={`${name} ${way === "up" ? "위로" : "아래로"} 이동`}
              disabled={busy || loading || to < 1 || to > at.count}
              onClick={() => move(row, i, to, id)}
            >
              {way === "up" ? "▲" : "▼"}
            </button>
          );
        })}
        <input
          key={`${row.itemId}-${at.position}`}
          id={`item-order-${row.itemId}`}
          type="number"
          className="item-order-input"
          min={1}
          max={at.count}
          defaultValue={at.position}
          aria-label={`${name} 순서 (1~${at.count}, 입력 후 Enter)`}
          disabled={busy || loading}
          onKeyDown={(e) => onOrderKey(row, i, e)}
        />
        <span className="item-order-count">/ {at.count}</span>
      </td>
    );
  }

  return (
    <section className="admin-card" aria-labelledby="item-list-title">
      <div className="card-head">
        <h1 id="item-list-title">제품 관리</h1>
        <div className="card-actions">
          <button
            type="button"
            className="btn"
            aria-pressed={mode === "sort"}
            onClick={toggleSort}
            disabled={busy || (mode !== "sort" && manus.length === 0)}
          >
            {mode === "sort" ? "순서 변경 완료" : "순서 변경"}
          </button>
          <button type="button" className="btn" {...busyProps(busy, toggleSelect)}>
            {mode === "select" ? "취소" : "제품 선택"}
          </button>
          {mode === "select" ? (
            <>
              <button type="button" className="btn" {...busyProps(busy, () => selection.showSelected(true))}>
                공개
              </button>
              <button type="button" className="btn" {...busyProps(busy, () => selection.showSelected(false))}>
                비공개
              </button>
              <button type="button" className="btn btn-danger" {...busyProps(busy, selection.deleteSelected)}>
                선택 삭제{selected.size > 0 ? ` (${selected.size})` : ""}
              </button>
            </>
          ) : null}
          <Link to="/admin/add" className="btn btn-primary">
            제품 등록
          </Link>
        </div>
      </div>

      <Form
        className="item-search"
        role="search"
        aria-label="제품 검색"
        onSubmit={(e) => {
          e.preventDefault();
          keywordField.submitted();
          const value = new FormData(e.currentTarget).get("searchKeyword");
          setFilter("searchKeyword", typeof value === "string" ? value.trim() : "");
        }}
      >
        <label htmlFor="item-search-keyword">제품명·제품번호 검색</label>
        <div className="item-search-row">
          <input
            ref={keywordField.ref}
            id="item-search-keyword"
            name="searchKeyword"
            type="search"
            defaultValue={searchKeyword}
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder="예: 시스템창, SW-100"
            enterKeyHint="search"
            disabled={mode === "sort"}
          />
          <button type="submit" className="btn" disabled={mode === "sort"}>
            검색
          </button>
          {searchKeyword ? (
            <button type="button" className="btn" onClick={() => setFilter("searchKeyword", "")}>
              검색 해제
            </button>
          ) : null}
        </div>
      </Form>

      <form className="item-filters" aria-label="제품 필터" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="item-filter-type">제품 타입</label>
          <select id="item-filter-type" value={typeName} onChange={(e) => setFilter("typeName", e.target.value)}>
            <option value="">전체 타입</option>
            {types.map((t) => (
              <option key={t.itemTypeId} value={t.itemTypeName}>
                {t.itemTypeName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="item-filter-manu">제조사</label>
          <select id="item-filter-manu" value={manuName} onChange={(e) => setFilter("manuName", e.target.value)}>
            {mode === "sort" ? null : <option value="">전체 제조사</option>}
            {manus.map((m) => (
              <option key={m.manuId} value={m.manuName}>
                {m.manuName}
              </option>
            ))}
          </select>
        </div>
        <p className="item-count" aria-live="polite">
          {loading ? "불러오는 중…" : items ? `전체 ${items.totalElements}건` : ""}
        </p>
      </form>

      {mode === "sort" ? (
        <p className="hint item-mode-hint" role="status">
          순서 변경 모드:{" "}
          {typeName ? `${manuName}의 ${typeName} 제품 순서(제품소개 화면의 순서)` : `${manuName}의 제품 순서`}
          입니다. 위/아래 버튼이나 순서 번호(입력 후 Enter)로 바꾸면 바로 저장됩니다.{" "}
          {typeName
            ? "다른 타입이나 제조사는 위에서 고르세요."
            : "제품 타입을 고르면 그 타입 안의 순서만 바꿀 수 있습니다."}
        </p>
      ) : null}
      {mode === "select" ? (
        <p className="hint item-mode-hint" role="status">
          제품을 선택한 뒤 공개, 비공개 또는 선택 삭제를 누르세요. ({selected.size}개 선택됨)
        </p>
      ) : null}

      <ItemTable
        rows={rows}
        searchKeyword={searchKeyword}
        firstNumber={page * PAGE_SIZE}
        caption="제품 목록 (행을 누르면 상세 보기)"
        emptyText={
          !items
            ? "제품 목록을 불러오지 못했습니다."
            : searchKeyword
              ? `'${searchKeyword}'에 맞는 제품이 없습니다.`
              : "등록된 제품이 없습니다."
        }
        busy={loading || busy}
        selection={mode === "select" ? selection : null}
        thumbnails
        onOpen={mode === "list" ? (row) => navigate(`/admin/item/${row.itemId}`, { state: origin }) : undefined}
        extra={mode === "sort" ? { head: "순서", cell: orderCell } : undefined}
        compact={mode === "sort"}
      />
      <Pager
        page={page}
        totalPages={items?.totalPages ?? 0}
        totalAtLeast={items?.totalAtLeast}
        label="제품 목록 페이지"
      />
    </section>
  );
}
