// Shared pieces of the item screens (/admin/item, /admin/add, /admin/item/{id}, /admin/item/edit/{id},
// /admin/delete): response shapes of API-SHAPES §5, the spec's texts (SPEC §5/§8) and the server's
// image rules. No zod and no Lexical here: the one form (ItemFormCard.tsx) brings them itself.
import { useEffect, useState } from "react";
import { api, notifyFailure } from "~/admin/shared/api";
import { notify } from "~/components/notify";
import { IMAGE_RULES } from "../../../functions/files/rules";

export interface ItemRow {
  itemId: number;
  itemNum: string | null;
  itemName: string | null;
  itemType: string | null;
  itemRegDate: string;
  itemUpdate: string;
  itemYN: boolean;
  manuId: number;
  manuName: string;
  displayOrder: number;
  /** The main image's stored name (thumbnail at /item/{name}), or null without images. */
  mainFileName: string | null;
}

export interface AdminItem {
  itemId: number;
  itemName: string | null;
  itemNum: string | null;
  itemUse: string | null;
  itemInColor: string | null;
  itemOutColor: string | null;
  itemFrameWidth: string | null;
  itemDescription: string | null;
  freeContent: string | null;
  itemYN: boolean;
  itemRegDate: string;
  itemUpdate: string;
  manuId: number;
  manuName: string;
  itemType: string | null;
  itemTypeId: number;
  glassSize: string | null;
  glassSpecId: number | null;
  displayOrder: number;
  /** The main image, or null. */
  fileBoxes: ItemImage | null;
}

/** An item image as the API sends it (API-SHAPES §3 fileBoxes, /api/admin/items/images). */
export interface ItemImage {
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  fileType: string;
  fileSize: number;
  isMain: boolean;
}

export interface GlassSpec {
  glassSpecId: number;
  glassSpecSize: string;
}
export interface ItemType {
  itemTypeId: number;
  itemTypeName: string;
}
export interface Manufacturer {
  manuId: number;
  manuName: string;
  itemCount: number;
  manuYN: "Y" | "N";
}

/** The spec's texts (SPEC §5, §8), verbatim. */
export const ITEM_TEXT = {
  createFailed: "알수 없는 이유로 제품 등록이 실패하였습니다. 관리자에게 문의 해주세요.",
  orderFailed: "순서 변경 중 오류가 발생했습니다. 다시 시도해주세요.",
  noneSelected: "삭제할 항목을 선택해주세요.",
  deleteConfirm: "선택한 제품을 삭제하시겠습니까?",
  deleteCancelled: "삭제가 취소 되었습니다.",
  deleted: "제품이 성공적으로 삭제 되었습니다.",
  editConfirm: "수정하시겠습니까?",
  cancelled: "취소 되었습니다.",
  edited: "수정 완료",
} as const;

const MB = 1024 * 1024;
const IMAGE_EXTENSIONS = Object.keys(IMAGE_RULES.kinds);

/** The server's image rules (functions/files/rules.ts IMAGE_RULES), checked before upload. */
export const IMAGE = {
  accept: [...new Set(Object.values(IMAGE_RULES.kinds).map((k) => k.mime))].join(","),
  maxFiles: IMAGE_RULES.maxFiles,
  maxBytes: IMAGE_RULES.maxBytes,
  maxMegabytes: IMAGE_RULES.maxBytes / MB,
  typeMessage: IMAGE_RULES.typeMessage,
  sizeMessage: `이미지는 한 개에 ${IMAGE_RULES.maxBytes / MB}MB까지 올릴 수 있습니다.`,
  countMessage: `이미지는 ${IMAGE_RULES.maxFiles}개까지 올릴 수 있습니다.`,
} as const;

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

/** The problem of a chosen image list, or null. */
export function imageProblem(files: readonly File[]): string | null {
  if (files.length > IMAGE.maxFiles) return IMAGE.countMessage;
  for (const f of files) {
    if (!f.type.startsWith("image/") || !IMAGE_EXTENSIONS.includes(extensionOf(f.name))) return IMAGE.typeMessage;
    if (f.size > IMAGE.maxBytes) return IMAGE.sizeMessage;
  }
  return null;
}

/** URL of a stored item image (API-SHAPES §3). */
export const itemImageUrl = (fileName: string) => `/item/${encodeURIComponent(fileName)}`;

/** The choices of a form's select, loaded once: null while loading, [] when the call failed (SPEC §8: logged only). */
export function useOptions<T>(path: string): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  useEffect(() => {
    api
      .get<T[]>(path)
      .then(setList)
      .catch(() => setList([]));
  }, [path]);
  return list;
}

/** Object URLs for image previews, revoked when the files change or the screen closes. */
export function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => {
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [files]);
  return urls;
}

export function StatusBadge({ on }: { on: boolean }) {
  return <span className={on ? "status-badge on" : "status-badge"}>{on ? "등록" : "미등록"}</span>;
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
    await api.text("DELETE", "/api/admin/items", { json: ids });
  } catch (error) {
    notifyFailure(error);
    return false;
  }
  notify(ITEM_TEXT.deleted);
  return true;
}
