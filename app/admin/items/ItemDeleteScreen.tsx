// /admin/delete: the older item delete page (SPEC §2, §9: 5 per page): the item list's table and
// selection (ItemTable.tsx) always in select mode, with the same texts as the list's bulk delete.

import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { ItemTable, loadItems, useItemSelection } from "~/admin/items/ItemTable";
import { busyProps } from "~/admin/shared/form";
import { Pager } from "~/admin/shared/Pager";
import { LoadingCard, pageOf } from "~/admin/shared/screen";

export const meta: MetaFunction = () => [{ title: "제품 삭제 | 관리자" }];

const PAGE_SIZE = 5;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const page = pageOf(request);
  return { page, items: await loadItems({ page, size: PAGE_SIZE }) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="제품 삭제" text="제품 목록을 불러오는 중…" />;

export default function AdminItemDelete() {
  const { page, items } = useLoaderData<typeof clientLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const rows = items?.content ?? [];
  const selection = useItemSelection(rows, page, String(page), (to) => setSearchParams({ page: String(to) }));
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const { selected, busy } = selection;

  return (
    <section className="admin-card" aria-labelledby="item-delete-title">
      <div className="card-head">
        <h1 id="item-delete-title">제품 삭제</h1>
        <div className="card-actions">
          <Link to="/admin/item" className="btn">
            제품 목록
          </Link>
          <button type="button" className="btn btn-danger" {...busyProps(busy, selection.deleteSelected)}>
            선택 삭제{selected.size > 0 ? ` (${selected.size})` : ""}
          </button>
        </div>
      </div>
      <p className="item-count" aria-live="polite">
        {loading ? "불러오는 중…" : items ? `전체 ${items.totalElements}건, ${selected.size}개 선택됨` : ""}
      </p>
      <ItemTable
        rows={rows}
        firstNumber={page * PAGE_SIZE}
        caption="삭제할 제품 선택"
        emptyText={items ? "등록된 제품이 없습니다." : "제품 목록을 불러오지 못했습니다."}
        busy={loading || busy}
        selection={selection}
        thumbnails={false}
      />
      <Pager page={page} totalPages={items?.totalPages ?? 0} label="제품 삭제 목록 페이지" />
    </section>
  );
}
