// /admin/item/edit/{itemId}: item edit (SPEC §2, §8 texts; API-SHAPES §5): the item from
// /api/admin/items/modify, the one item form (ItemFormCard) and its update call, then the detail.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate } from "@remix-run/react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import { ITEM_TEXT, ItemNotLoaded, loadItem } from "~/admin/items/itemForm";
import { upload } from "~/admin/shared/api";
import { LoadingCard } from "~/admin/shared/screen";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "제품 수정 | 관리자" }];

export const clientLoader = (args: ClientLoaderFunctionArgs) => loadItem(args, "modify");
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="제품 수정" text="제품 정보를 불러오는 중…" />;

export default function AdminItemEditRoute() {
  const { item, revision } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  if (!item) return <ItemNotLoaded title="제품 수정" />;
  // A new item id starts a new form (and a new editor with that item's content).
  return (
    <ItemFormCard
      key={item.itemId}
      mode="edit"
      item={item}
      revision={revision}
      save={async (form, ifMatch) => {
        // If-Match: the revision the form opened (decision 074); a newer one is a 412.
        await upload("/api/admin/items/update", form, undefined, { ifMatch });
        flash(ITEM_TEXT.edited);
        navigate(`/admin/item/${item.itemId}`);
      }}
    />
  );
}
