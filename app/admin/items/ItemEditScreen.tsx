// /admin/item/edit/{itemId}: item edit (SPEC §2, §8 texts; API-SHAPES §5): the item from
// /api/admin/items/modify, the one item form (ItemFormCard) and its update call, then the detail.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import { type AdminItem, ITEM_TEXT } from "~/admin/items/itemForm";
import { api, upload } from "~/admin/shared/api";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "제품 수정 | 관리자" }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const itemId = Number(params.itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) return { item: null };
  try {
    return { item: await api.get<AdminItem>("/api/admin/items/modify", { itemId }) };
  } catch {
    return { item: null };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <section className="admin-card">
      <h1>제품 수정</h1>
      <p role="status">제품 정보를 불러오는 중…</p>
    </section>
  );
}

export default function AdminItemEditRoute() {
  const { item } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  if (!item) {
    return (
      <section className="admin-card">
        <h1>제품 수정</h1>
        <p className="admin-empty">제품 정보를 불러오지 못했습니다.</p>
        <Link to="/admin/item" className="btn">
          목록
        </Link>
      </section>
    );
  }
  // A new item id starts a new form (and a new editor with that item's content).
  return (
    <ItemFormCard
      key={item.itemId}
      mode="edit"
      item={item}
      save={async (form) => {
        await upload("/api/admin/items/update", form);
        flash(ITEM_TEXT.edited);
        navigate(`/admin/item/${item.itemId}`);
      }}
    />
  );
}
