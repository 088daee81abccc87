// /admin/item/{itemId}: read-only item detail with edit and delete (SPEC §2; API-SHAPES §5: the
// admin item, whose fileBoxes is ONE object or null; images at /item/{fileName}), and every image
// of the item managed in place (ImageManager).
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { ImageManager } from "~/admin/items/ImageManager";
import { ItemVersions } from "~/admin/items/ItemVersions";
import {
  type AdminItem,
  confirmAndDelete,
  copyItem,
  dash,
  ItemNotLoaded,
  ItemSpecRows,
  itemImageUrl,
  loadItem,
  StatusBadge,
} from "~/admin/items/itemForm";
import { useCarriedList, useListHref } from "~/admin/shared/backToList";
import { busyProps } from "~/admin/shared/form";
import { LoadingCard } from "~/admin/shared/screen";
import { ymd } from "~/admin/shared/types";

export const meta: MetaFunction = () => [{ title: "제품 상세 | 관리자" }];

export const clientLoader = (args: ClientLoaderFunctionArgs) => loadItem(args, "detail");
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="제품 상세" text="제품 정보를 불러오는 중…" />;

export default function AdminItemDetail() {
  const { item } = useLoaderData<typeof clientLoader>();
  if (!item) return <ItemNotLoaded title="제품 상세" />;
  // A new item id starts a new screen (and a new image manager).
  return <ItemDetail key={item.itemId} item={item} />;
}

function ItemDetail({ item }: { item: AdminItem }) {
  const navigate = useNavigate();
  // The list as it was left (decision 115); the edit form and a copy's form keep it too.
  const listHref = useListHref("/admin/item");
  const carried = useCarriedList();
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  // The main image follows the image manager's changes.
  const [main, setMain] = useState(item.fileBoxes);

  async function remove() {
    if (deleting) return;
    setDeleting(true);
    const done = await confirmAndDelete([item.itemId], "이 제품을 삭제하시겠습니까?");
    if (done) navigate(listHref);
    else setDeleting(false);
  }

  // The copy opens in its edit form: a copy is made to be changed (decision 059).
  async function copy() {
    if (copying) return;
    setCopying(true);
    const newId = await copyItem(item.itemId);
    if (newId !== null) navigate(`/admin/item/edit/${newId}`, { state: carried });
    else setCopying(false);
  }

  const name = item.itemName || "(이름 없음)";
  return (
    <section className="admin-card" aria-labelledby="item-detail-title">
      <div className="card-head">
        <h1 id="item-detail-title">{name}</h1>
        <div className="card-actions">
          <Link to={listHref} className="btn">
            목록
          </Link>
          <Link to={`/admin/item/edit/${item.itemId}`} state={carried} className="btn btn-primary">
            수정
          </Link>
          <button
            type="button"
            className="btn"
            {...busyProps(copying, copy)}
            title="이 제품의 내용과 이미지로 비공개 새 제품을 만듭니다"
          >
            {copying ? "복제 중…" : "복제"}
          </button>
          <button type="button" className="btn btn-danger" {...busyProps(deleting, remove)}>
            {deleting ? "삭제 중…" : "삭제"}
          </button>
        </div>
      </div>

      <div className="item-detail">
        <figure className="item-detail-image">
          {main ? (
            <img src={itemImageUrl(main.fileName)} alt={`${name} 대표 이미지`} />
          ) : (
            <div className="item-no-image">등록된 이미지가 없습니다.</div>
          )}
          {main ? <figcaption>{main.fileOrgName}</figcaption> : null}
        </figure>
        <dl className="detail-list">
          <dt>제품명</dt>
          <dd>{name}</dd>
          <dt>제품번호</dt>
          <dd>{dash(item.itemNum)}</dd>
          <dt>제조사</dt>
          <dd>{item.manuName}</dd>
          <ItemSpecRows item={item} />
          <dt>상태</dt>
          <dd>
            <StatusBadge on={item.itemYN} />
          </dd>
          <dt>표시 순서</dt>
          <dd>{item.displayOrder}</dd>
          <dt>등록일</dt>
          <dd>{ymd(item.itemRegDate)}</dd>
          <dt>수정일</dt>
          <dd>{ymd(item.itemUpdate)}</dd>
        </dl>
      </div>

      <section aria-labelledby="item-images-title">
        <h2 className="item-content-title" id="item-images-title">
          제품 이미지
        </h2>
        <ImageManager mode="live" itemId={item.itemId} onChange={(images) => setMain(images[0] ?? null)} />
      </section>

      <h2 className="item-content-title">상세 내용</h2>
      {item.freeContent?.trim() ? (
        // Sanitized by the server when it was stored (functions/lib/sanitize.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored rich text, sanitized server-side
        <div className="rich-html item-content" dangerouslySetInnerHTML={{ __html: item.freeContent }} />
      ) : (
        <p className="admin-empty">등록된 상세 내용이 없습니다.</p>
      )}

      <ItemVersions key={`${item.itemId}:${item.itemUpdate}`} itemId={item.itemId} />
    </section>
  );
}
