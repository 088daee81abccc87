// /admin/delete: the older item delete page (SPEC §2, §9: 5 per page): a list with check boxes and a
// bulk delete, with the same texts as the item list's select mode.
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { confirmAndDelete, type ItemRow, StatusBadge } from "~/admin/items/itemForm";
import { api } from "~/admin/shared/api";
import { Pager } from "~/admin/shared/Pager";
import { type Page, ymd } from "~/admin/shared/types";

export const meta: MetaFunction = () => [{ title: "제품 삭제 | 관리자" }];

const PAGE_SIZE = 5;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const raw = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 0;
  try {
    return { page, items: await api.get<Page<ItemRow>>("/api/admin/items", { page, size: PAGE_SIZE }) };
  } catch {
    return { page, items: null };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <section className="admin-card">
      <h1>제품 삭제</h1>
      <p role="status">제품 목록을 불러오는 중…</p>
    </section>
  );
}

export default function AdminItemDelete() {
  const { page, items } = useLoaderData<typeof clientLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const rows = items?.content ?? [];
  const loading = navigation.state === "loading" || revalidator.state === "loading";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts with nothing selected
  useEffect(() => setSelected(new Set()), [page]);

  function toggle(id: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    const ids = rows.filter((r) => selected.has(r.itemId)).map((r) => r.itemId);
    const done = await confirmAndDelete(ids);
    setBusy(false);
    if (!done) return;
    setSelected(new Set());
    if (ids.length === rows.length && page > 0) setSearchParams({ page: String(page - 1) });
    else revalidator.revalidate();
  }

  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.itemId));
  return (
    <section className="admin-card" aria-labelledby="item-delete-title">
      <div className="card-head">
        <h1 id="item-delete-title">제품 삭제</h1>
        <div className="card-actions">
          <Link to="/admin/item" className="btn">
            제품 목록
          </Link>
          <button type="button" className="btn btn-danger" onClick={remove} disabled={busy}>
            선택 삭제{selected.size > 0 ? ` (${selected.size})` : ""}
          </button>
        </div>
      </div>
      <p className="item-count" aria-live="polite">
        {loading ? "불러오는 중…" : items ? `전체 ${items.totalElements}건, ${selected.size}개 선택됨` : ""}
      </p>
      <div className="item-table-wrap">
        <table className="admin-table item-table" aria-busy={loading || busy}>
          <caption className="visually-hidden">삭제할 제품 선택</caption>
          <thead>
            <tr>
              <th scope="col" className="check">
                <input
                  type="checkbox"
                  aria-label="이 페이지 전체 선택"
                  checked={allOnPage}
                  disabled={rows.length === 0}
                  onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.itemId)))}
                />
              </th>
              <th scope="col" className="num">
                No
              </th>
              <th scope="col">제품번호</th>
              <th scope="col">제품명</th>
              <th scope="col">타입</th>
              <th scope="col">제조사</th>
              <th scope="col" className="date">
                등록일
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="admin-empty">
                  {items ? "등록된 제품이 없습니다." : "제품 목록을 불러오지 못했습니다."}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const name = row.itemName || "(이름 없음)";
                return (
                  <tr
                    key={row.itemId}
                    className={selected.has(row.itemId) ? "clickable selected" : "clickable"}
                    onClick={(e) => {
                      if (!(e.target as HTMLElement).closest("a, input, button")) toggle(row.itemId);
                    }}
                  >
                    <td className="check">
                      <input
                        type="checkbox"
                        aria-label={`${name} 선택`}
                        checked={selected.has(row.itemId)}
                        onChange={() => toggle(row.itemId)}
                      />
                    </td>
                    <td className="num">{page * PAGE_SIZE + i + 1}</td>
                    <td>{row.itemNum}</td>
                    <td>
                      <Link to={`/admin/item/${row.itemId}`}>{name}</Link>
                    </td>
                    <td>{row.itemType}</td>
                    <td>{row.manuName}</td>
                    <td className="date">{ymd(row.itemRegDate)}</td>
                    <td>
                      <StatusBadge on={row.itemYN} />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} totalPages={items?.totalPages ?? 0} label="제품 삭제 목록 페이지" />
    </section>
  );
}
