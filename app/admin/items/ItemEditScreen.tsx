// /admin/item/edit/{itemId}: item edit (SPEC §2, §8 texts; API-SHAPES §5): the item from
// /api/admin/items/modify, the one item form (ItemFormCard) and its update call, then the detail.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate } from "@remix-run/react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import { ITEM_TEXT, ItemNotLoaded, loadItem } from "~/admin/items/itemForm";
import { upload } from "~/admin/shared/api";
import { useCarriedList } from "~/admin/shared/backToList";
import { client, data, unhandled } from "~/admin/shared/rpc";
import { LoadingCard } from "~/admin/shared/screen";
import { formWhat, useSendKey } from "~/admin/shared/sendKey";
import { formFields, loadVersion, VersionRestored } from "~/admin/shared/Versions";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "제품 수정 | 관리자" }];

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const rev = new URL(args.request.url).searchParams.get("version");
  const itemId = args.params.itemId ?? "";
  const [loaded, version] = await Promise.all([
    loadItem(args, "modify"),
    // 이 버전으로 되돌리기 (decision 075): the form opens filled with an earlier version.
    rev
      ? loadVersion(() => data(client.api.admin.items.versions.detail.$get({ query: { itemId, rev } }, unhandled)))
      : null,
  ]);
  return { ...loaded, version };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="제품 수정" text="제품 정보를 불러오는 중…" />;

export default function AdminItemEditRoute() {
  const { item, revision, version } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const sendKey = useSendKey();
  const carried = useCarriedList();
  if (!item) return <ItemNotLoaded title="제품 수정" />;
  // The form as loaded: the item, or what its form held in an earlier version.
  // A type deleted since has no name: the form then asks for one.
  const shown = version ? { ...item, ...formFields(version), itemType: version.itemType ?? item.itemType } : item;
  // A new item id, or a version brought back, starts a new form (and a new editor with its content).
  return (
    <>
      {version ? <VersionRestored savedAt={version.savedAt} keeps="이미지는 지금 그대로입니다." /> : null}
      <ItemFormCard
        key={`${item.itemId}:${version?.rev ?? "now"}`}
        mode="edit"
        item={shown}
        revision={revision}
        save={async (form, ifMatch) => {
          // If-Match: the revision the form opened (decision 074); a newer one is a 412. The key:
          // sent again after a lost answer, it is answered as saved (decision 114).
          const headers = sendKey.headers(await formWhat(form), ifMatch);
          await upload("/api/admin/items/update", form, undefined, { headers });
          sendKey.done();
          flash(ITEM_TEXT.edited);
          // Back to the detail, whose 목록 still returns to the list as it was left (decision 115).
          navigate(`/admin/item/${item.itemId}`, { state: carried });
        }}
      />
    </>
  );
}
