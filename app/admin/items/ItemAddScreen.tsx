// /admin/add: item create (SPEC §2; API-SHAPES §5): the manufacturers to choose from, the one item
// form (ItemFormCard) and its create call, then the new item's screen.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import { OPTIONS, useOptions } from "~/admin/items/itemForm";
import { client } from "~/admin/shared/rpc";
import { formWhat, useSendKey } from "~/admin/shared/sendKey";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "제품 등록 | 관리자" }];

export default function AdminItemAdd() {
  const navigate = useNavigate();
  const manufacturers = useOptions(OPTIONS.manufacturers);
  // An item sent again after its answer was lost is one item (decision 150).
  const sendKey = useSendKey();
  return (
    <ItemFormCard
      mode="create"
      manufacturers={manufacturers}
      save={async (form) => {
        // Multipart, streamed by the server (no declared input): the form goes as the body.
        const headers = sendKey.headers(await formWhat(form));
        const res = await client.api.admin.items.$post({}, { init: { body: form }, headers });
        sendKey.done();
        // The new item is opened (the list, ordered by display order, may show it on a later page).
        const location = res.headers.get("Location");
        const itemId = location ? new URL(location, window.location.origin).searchParams.get("itemId") : null;
        flash(await res.text());
        navigate(itemId ? `/admin/item/${itemId}` : "/admin/item");
      }}
    />
  );
}
