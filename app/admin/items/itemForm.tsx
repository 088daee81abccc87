// Shared pieces of the item screens (/admin/item, /admin/add, /admin/item/{id}, /admin/item/edit/{id},
// /admin/delete): response shapes of API-SHAPES §5, the spec's texts (SPEC §5/§8) and the form
// fields common to create and edit. No Lexical here: the editor is imported by the form routes only.
import { useEffect, useState } from "react";
import { api, notifyFailure } from "~/admin/shared/api";
import { notify } from "~/components/notify";

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
  fileBoxes: {
    fileBoxId: number;
    fileName: string;
    fileOrgName: string;
    fileType: string;
    fileSize: number;
    isMain: boolean;
  } | null;
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
  glassRequired: "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요.",
  manuRequired: "제조사명은 필수 선택 사항입니다. 다시 선택해주세요.",
  typeRequired: "제품 타입은 필수 선택 사항입니다. 다시 선택해주세요.",
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

/** The server's image rules (functions/files/rules.ts IMAGE_RULES), checked before upload. */
export const IMAGE = {
  accept: "image/jpeg,image/png,image/gif,image/webp",
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  typeMessage: "이미지 파일(jpg, png, gif, webp)만 업로드할 수 있습니다.",
  sizeMessage: "이미지는 한 개에 10MB까지 올릴 수 있습니다.",
  countMessage: "이미지는 10개까지 올릴 수 있습니다.",
} as const;

const IMAGE_EXT = /\.(jpe?g|png|gif|webp)$/i;

/** The problem of a chosen image list, or null. */
export function imageProblem(files: readonly File[]): string | null {
  if (files.length > IMAGE.maxFiles) return IMAGE.countMessage;
  for (const f of files) {
    if (!f.type.startsWith("image/") || !IMAGE_EXT.test(f.name)) return IMAGE.typeMessage;
    if (f.size > IMAGE.maxBytes) return IMAGE.sizeMessage;
  }
  return null;
}

/** URL of a stored item image (API-SHAPES §3). */
export const itemImageUrl = (fileName: string) => `/item/${encodeURIComponent(fileName)}`;

/** Glass specs and item types for the form selects; failures are only logged (SPEC §8). */
export function useCatalog() {
  const [glass, setGlass] = useState<GlassSpec[] | null>(null);
  const [types, setTypes] = useState<ItemType[] | null>(null);
  useEffect(() => {
    api
      .get<GlassSpec[]>("/api/admin/glass")
      .then(setGlass)
      .catch(() => setGlass([]));
    api
      .get<ItemType[]>("/api/admin/type")
      .then(setTypes)
      .catch(() => setTypes([]));
  }, []);
  return { glass, types };
}

/** The text and select fields shared by create and edit. */
export interface ItemFormValues {
  itemName: string;
  itemNum: string;
  itemTypeId: string;
  glassSpecId: string;
  itemUse: string;
  itemOutColor: string;
  itemInColor: string;
  itemFrameWidth: string;
  itemDescription: string;
  itemYN: boolean;
}

export const EMPTY_ITEM: ItemFormValues = {
  itemName: "",
  itemNum: "",
  itemTypeId: "",
  glassSpecId: "",
  itemUse: "",
  itemOutColor: "",
  itemInColor: "",
  itemFrameWidth: "",
  itemDescription: "",
  itemYN: true,
};

export type ItemFieldErrors = Partial<Record<"glassSpecId" | "manuName" | "itemTypeId" | "images", string>>;

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

function Text({
  id,
  label,
  value,
  max,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (v: string) => void;
  hint?: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max}
        inputMode={hint === "number" ? "numeric" : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** Type and glass selects, texts and the public toggle; the manufacturer field is the route's own. */
export function ItemFields({
  values,
  onChange,
  errors,
  glass,
  types,
  manufacturerField,
}: {
  values: ItemFormValues;
  onChange: (next: Partial<ItemFormValues>) => void;
  errors: ItemFieldErrors;
  glass: GlassSpec[] | null;
  types: ItemType[] | null;
  manufacturerField: React.ReactNode;
}) {
  return (
    <>
      <Text
        id="item-name"
        label="제품명"
        value={values.itemName}
        max={100}
        onChange={(v) => onChange({ itemName: v })}
      />
      <Text id="item-num" label="제품번호" value={values.itemNum} max={50} onChange={(v) => onChange({ itemNum: v })} />
      {manufacturerField}

      <label htmlFor="item-type">
        제품 타입 <span className="required">* (필수)</span>
      </label>
      <select
        id="item-type"
        value={values.itemTypeId}
        required
        disabled={types === null}
        aria-invalid={errors.itemTypeId ? true : undefined}
        aria-describedby={errors.itemTypeId ? "item-type-error" : undefined}
        onChange={(e) => onChange({ itemTypeId: e.target.value })}
      >
        <option value="">{types === null ? "불러오는 중…" : "제품 타입을 선택하세요"}</option>
        {(types ?? []).map((t) => (
          <option key={t.itemTypeId} value={t.itemTypeId}>
            {t.itemTypeName}
          </option>
        ))}
      </select>
      <FieldError id="item-type-error" message={errors.itemTypeId} />

      <label htmlFor="item-glass">
        유리 사양 <span className="required">* (필수)</span>
      </label>
      <select
        id="item-glass"
        value={values.glassSpecId}
        required
        disabled={glass === null}
        aria-invalid={errors.glassSpecId ? true : undefined}
        aria-describedby={errors.glassSpecId ? "item-glass-error" : undefined}
        onChange={(e) => onChange({ glassSpecId: e.target.value })}
      >
        <option value="">{glass === null ? "불러오는 중…" : "유리 사양을 선택하세요"}</option>
        {(glass ?? []).map((g) => (
          <option key={g.glassSpecId} value={g.glassSpecId}>
            {g.glassSpecSize}
          </option>
        ))}
      </select>
      <FieldError id="item-glass-error" message={errors.glassSpecId} />

      <Text id="item-use" label="용도" value={values.itemUse} max={100} onChange={(v) => onChange({ itemUse: v })} />
      <Text
        id="item-out-color"
        label="외부 색상"
        value={values.itemOutColor}
        max={50}
        onChange={(v) => onChange({ itemOutColor: v })}
      />
      <Text
        id="item-in-color"
        label="내부 색상"
        value={values.itemInColor}
        max={50}
        onChange={(v) => onChange({ itemInColor: v })}
      />
      <Text
        id="item-frame"
        label="프레임 폭 (mm)"
        value={values.itemFrameWidth}
        max={20}
        hint="number"
        onChange={(v) => onChange({ itemFrameWidth: v })}
      />

      <label htmlFor="item-description">제품 설명</label>
      <textarea
        id="item-description"
        rows={3}
        maxLength={1000}
        value={values.itemDescription}
        onChange={(e) => onChange({ itemDescription: e.target.value })}
      />

      <div className="item-toggle">
        <input
          id="item-public"
          type="checkbox"
          checked={values.itemYN}
          onChange={(e) => onChange({ itemYN: e.target.checked })}
        />
        <label htmlFor="item-public">홈페이지에 공개 (등록)</label>
      </div>
    </>
  );
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
