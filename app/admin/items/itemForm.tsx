// Shared pieces of the item screens (/admin/item, /admin/add, /admin/item/{id}, /admin/item/edit/{id},
// /admin/delete): response shapes of API-SHAPES §5, the spec's texts (SPEC §5/§8) and the server's
// image rules. No zod and no Lexical here: the one form (ItemFormCard.tsx) brings them itself.
import { type ClientLoaderFunctionArgs, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { notifyFailure, sendStaged } from "~/admin/shared/api";
import { useListHref } from "~/admin/shared/backToList";
import { background, client, data, dataAndRevision, type InferResponseType, text } from "~/admin/shared/rpc";
import { orNull } from "~/admin/shared/screen";
import { notify } from "~/components/notify";
import { shrinkable, shrinkImage } from "~/lib/shrinkImage";
import { mimeTypesOf } from "../../../functions/files/kinds";
import { IMAGE_RULES, PHOTO_FIT_INPUT_MAX_BYTES } from "../../../functions/files/rules";
import { ITEM_IMAGES_MAX } from "../../../functions/schemas/itemRules";

type Items = typeof client.api.admin.items;
/** A row of the admin item list (API-SHAPES §5). */
export type ItemRow = InferResponseType<Items["$get"]>["content"][number];
/** The admin item (API-SHAPES §5): fileBoxes is its main image, or null. */
export type AdminItem = InferResponseType<Items["detail"]["$get"]>;
/** An item image as /api/admin/items/images answers it. */
export type ItemImage = InferResponseType<Items["images"]["$get"]>[number];

/**
 * The item of /admin/item/{itemId} and /admin/item/edit/{itemId} (API-SHAPES §5: "detail" and
 * "modify" answer the same item), or null for a bad id or a failed call (the client told the user).
 */
export async function loadItem({ params }: ClientLoaderFunctionArgs, endpoint: "detail" | "modify") {
  const itemId = Number(params.itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) return { item: null, revision: null };
  const loaded = await orNull(
    dataAndRevision(client.api.admin.items[endpoint].$get({ query: { itemId: String(itemId) } })),
  );
  // The revision (ETag) is what an edit saves against (decision 074).
  return { item: loaded?.data ?? null, revision: loaded?.revision ?? null };
}

/** What the detail and edit screens show when their item could not be loaded. */
export function ItemNotLoaded({ title }: { title: string }) {
  const listHref = useListHref("/admin/item");
  return (
    <section className="admin-card">
      <h1>{title}</h1>
      <p className="admin-empty">제품 정보를 불러오지 못했습니다.</p>
      <Link to={listHref} className="btn">
        목록
      </Link>
    </section>
  );
}

/** The lists the item screens choose from, each loaded by one typed call. */
export const OPTIONS = {
  glass: () => data(client.api.admin.glass.$get()),
  types: () => data(client.api.admin.type.$get()),
  manufacturers: () => data(client.api.admin.manu.count.$get()),
} as const;

/** The spec's texts (SPEC §5, §8), verbatim. */
export const ITEM_TEXT = {
  createFailed: "알수 없는 이유로 제품 등록이 실패하였습니다. 관리자에게 문의 해주세요.",
  orderFailed: "순서 변경 중 오류가 발생했습니다. 다시 시도해주세요.",
  noneSelected: "삭제할 항목을 선택해주세요.",
  noneToShow: "공개 여부를 바꿀 제품을 선택해주세요.",
  deleteConfirm: "선택한 제품을 삭제하시겠습니까?",
  deleteCancelled: "삭제가 취소 되었습니다.",
  deleted: "제품이 성공적으로 삭제 되었습니다.",
  editConfirm: "수정하시겠습니까?",
  cancelled: "취소 되었습니다.",
  edited: "수정 완료",
  copied: "제품을 복제했습니다. 비공개로 저장되었으니 내용을 고친 뒤 공개해주세요.",
} as const;

const MB = 1024 * 1024;

/** The server's image rules (functions/files/rules.ts IMAGE_RULES), checked before upload. */
export const IMAGE = {
  accept: mimeTypesOf(IMAGE_RULES),
  maxFiles: ITEM_IMAGES_MAX,
  maxBytes: IMAGE_RULES.maxBytes,
  maxMegabytes: IMAGE_RULES.maxBytes / MB,
  typeMessage: IMAGE_RULES.typeMessage,
  sizeMessage: `이미지는 한 개에 ${IMAGE_RULES.maxBytes / MB}MB까지 올릴 수 있습니다.`,
  countMessage: `이미지는 ${ITEM_IMAGES_MAX}개까지 올릴 수 있습니다.`,
} as const;

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

/** The problem of a chosen image list, or null. */
export function imageProblem(files: readonly File[]): string | null {
  if (files.length > IMAGE.maxFiles) return IMAGE.countMessage;
  for (const f of files) {
    if (!f.type.startsWith("image/") || !IMAGE_RULES.extensions.includes(extensionOf(f.name))) return IMAGE.typeMessage;
    // A photo over the limit is fitted before it goes up (decision 081); the server checks the result.
    if (f.size > (shrinkable(f) ? PHOTO_FIT_INPUT_MAX_BYTES : IMAGE.maxBytes)) return IMAGE.sizeMessage;
  }
  return null;
}

/** URL of a stored item image (API-SHAPES §3). */
export const itemImageUrl = (fileName: string) => `/item/${encodeURIComponent(fileName)}`;
/** URL of its smaller copy, for thumbnails (decision 084; the image itself when it has none). */
export const itemThumbnailUrl = (fileName: string) => `/item/thumb/${encodeURIComponent(fileName)}`;

/**
 * Stages an item picture (fitted, decision 081) and, when it is larger than thumbnails need, its
 * smaller copy (decision 084). A copy that fails to go up costs visitors bytes, nothing else: the
 * thumbnail address then serves the picture itself.
 */
export async function stageItemImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  // The camera's original is decoded once; the copy is made from the fitted picture.
  const fitted = await shrinkImage(file, "ITEM");
  const uploadId = await sendStaged("ITEM", fitted, onProgress);
  const thumbnail = await shrinkImage(fitted, "THUMB");
  // A picture already small and light (a tiny graphic) is its own thumbnail.
  if (thumbnail !== fitted && thumbnail.size < fitted.size) {
    await client.api.admin.uploads[":uploadId"].thumbnail
      .$put(
        { param: { uploadId } },
        { ...background, init: { body: thumbnail, headers: { "Content-Type": thumbnail.type } } },
      )
      .catch(() => {});
  }
  return uploadId;
}

/** The choices of a form's select (one of OPTIONS), loaded once: null while loading, [] when the call failed (SPEC §8: logged only). */
export function useOptions<T>(load: () => Promise<T[]>): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  useEffect(() => {
    load()
      .then(setList)
      .catch(() => setList([]));
  }, [load]);
  return list;
}

/** How long replaced preview URLs stay valid: until the render with the new ones is on screen. */
const PREVIEW_GRACE_MS = 1000;

/** Object URLs for image previews, revoked when the files change or the screen closes. */
export function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => {
      // Not at once: when the files are reordered, the <img> elements keep the old URLs until the
      // next render, and one that starts loading a revoked URL fails ("ERR_FILE_NOT_FOUND").
      setTimeout(() => {
        for (const u of made) URL.revokeObjectURL(u);
      }, PREVIEW_GRACE_MS);
    };
  }, [files]);
  return urls;
}

export function StatusBadge({ on }: { on: boolean }) {
  return <span className={on ? "status-badge on" : "status-badge"}>{on ? "등록" : "미등록"}</span>;
}

/** 복제 (decision 059): a hidden copy of the item with its images; the new item's id, or null. */
export async function copyItem(itemId: number): Promise<number | null> {
  try {
    const { itemId: newId } = await data(client.api.admin.items.copy.$post({ query: { itemId: String(itemId) } }));
    notify(ITEM_TEXT.copied);
    return newId;
  } catch (error) {
    notifyFailure(error);
    return null;
  }
}

/** Deletes items after the spec's confirmation; true when they were deleted. */
export async function confirmAndDelete(ids: readonly number[], confirmText: string = ITEM_TEXT.deleteConfirm) {
  if (ids.length === 0) {
    notify(ITEM_TEXT.noneSelected, "alert");
    return false;
  }
  if (!window.confirm(confirmText)) {
    notify(ITEM_TEXT.deleteCancelled);
    return false;
  }
  try {
    await text(client.api.admin.items.$delete({ json: [...ids] }));
  } catch (error) {
    notifyFailure(error);
    return false;
  }
  notify(ITEM_TEXT.deleted);
  return true;
}

/** A detail value, or "-" for none. */
export const dash = (v: string | null | undefined) => (v?.trim() ? v : "-");

/** The fields ItemSpecRows shows (an item, or one of its earlier versions). */
type ItemSpecs = Record<
  "itemType" | "glassSize" | "itemUse" | "itemOutColor" | "itemInColor" | "itemFrameWidth" | "itemDescription",
  string | null | undefined
>;

/** What an item's form holds, as rows of a detail list (the item screen and its 이전 버전). */
export function ItemSpecRows({ item }: { item: ItemSpecs }) {
  return (
    <>
      <dt>제품 타입</dt>
      <dd>{dash(item.itemType)}</dd>
      <dt>유리 사양</dt>
      <dd>{dash(item.glassSize)}</dd>
      <dt>용도</dt>
      <dd>{dash(item.itemUse)}</dd>
      <dt>외부 색상</dt>
      <dd>{dash(item.itemOutColor)}</dd>
      <dt>내부 색상</dt>
      <dd>{dash(item.itemInColor)}</dd>
      <dt>프레임 폭</dt>
      <dd>{item.itemFrameWidth?.trim() ? `${item.itemFrameWidth} mm` : "-"}</dd>
      <dt>제품 설명</dt>
      <dd className="item-description">{dash(item.itemDescription)}</dd>
    </>
  );
}
