// /admin/add: item create (SPEC §2; API-SHAPES §5): the manufacturers to choose from, the one item
// form (ItemFormCard) and its create call, then the list.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import { OPTIONS, useOptions } from "~/admin/items/itemForm";
import { upload } from "~/admin/shared/api";

export const meta: MetaFunction = () => [{ title: "제품 등록 | 관리자" }];

export default function AdminItemAdd() {
  const navigate = useNavigate();
  const manufacturers = useOptions(OPTIONS.manufacturers);
  return (
    <ItemFormCard
      mode="create"
      manufacturers={manufacturers}
      save={async (form) => {
        await upload("/api/admin/items", form);
        navigate("/admin/item");
      }}
    />
  );
}
