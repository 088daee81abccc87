// /admin/add: item create (SPEC §2; API-SHAPES §5): the manufacturers to choose from, the one item
// form (ItemFormCard) and its create call, then the list.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ItemFormCard } from "~/admin/items/ItemFormCard";
import type { Manufacturer } from "~/admin/items/itemForm";
import { api, upload } from "~/admin/shared/api";

export const meta: MetaFunction = () => [{ title: "제품 등록 | 관리자" }];

export default function AdminItemAdd() {
  const navigate = useNavigate();
  const [manufacturers, setManufacturers] = useState<Manufacturer[] | null>(null);
  useEffect(() => {
    api
      .get<Manufacturer[]>("/api/admin/manu/count")
      .then(setManufacturers)
      .catch(() => setManufacturers([]));
  }, []);
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
