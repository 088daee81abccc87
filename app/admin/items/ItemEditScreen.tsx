// /admin/item/edit/{itemId}: item edit (SPEC §2, §8 texts; API-SHAPES §5 updateItemDTO): the form is
// filled from /api/admin/items/modify, the manufacturer cannot change, every image is managed in place
// (ImageManager, saved at once), a new main image chosen in the form replaces the current one on
// submit (the spec's mainFile), and the editor starts from the stored free content.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { ImageManager } from "~/admin/items/ImageManager";
import {
  type AdminItem,
  FieldError,
  IMAGE,
  ITEM_TEXT,
  type ItemFieldErrors,
  ItemFields,
  type ItemFormValues,
  imageProblem,
  itemImageUrl,
  useCatalog,
  usePreviews,
} from "~/admin/items/itemForm";
import { api, failureMessage, jsonBlob, stageFile, upload } from "~/admin/shared/api";
import RichEditor from "~/admin/shared/RichEditor";
import { flash, notify } from "~/components/notify";
import { STAGING_MESSAGES, type UploadSender, UploadStatus, useStagedUploads } from "~/components/UploadList";

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

const valuesOf = (item: AdminItem): ItemFormValues => ({
  itemName: item.itemName ?? "",
  itemNum: item.itemNum ?? "",
  itemTypeId: item.itemTypeId ? String(item.itemTypeId) : "",
  glassSpecId: item.glassSpecId ? String(item.glassSpecId) : "",
  itemUse: item.itemUse ?? "",
  itemOutColor: item.itemOutColor ?? "",
  itemInColor: item.itemInColor ?? "",
  itemFrameWidth: item.itemFrameWidth ?? "",
  itemDescription: item.itemDescription ?? "",
  itemYN: item.itemYN,
});

export default function AdminItemEditRoute() {
  const { item } = useLoaderData<typeof clientLoader>();
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
  return <ItemEditForm key={item.itemId} item={item} />;
}

const stageImage: UploadSender = (file, onProgress) => stageFile("ITEM", file, onProgress);

function ItemEditForm({ item }: { item: AdminItem }) {
  const navigate = useNavigate();
  const { glass, types } = useCatalog();
  const [values, setValues] = useState<ItemFormValues>(() => valuesOf(item));
  const [freeContent, setFreeContent] = useState(item.freeContent ?? "");
  // The new main image is staged as soon as it is chosen (decision 018); the form sends its uploadId.
  const staged = useStagedUploads(stageImage);
  const entry = staged.entries[0];
  const mainFile = entry?.file ?? null;
  const [preview] = usePreviews(staged.files);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The current main image: the image manager may change it before the form is sent.
  const [main, setMain] = useState(item.fileBoxes);
  const name = item.itemName || "(이름 없음)";

  function change(next: Partial<ItemFormValues>) {
    setValues((prev) => ({ ...prev, ...next }));
    setErrors((prev) => ({
      ...prev,
      ...(next.glassSpecId ? { glassSpecId: undefined } : {}),
      ...(next.itemTypeId ? { itemTypeId: undefined } : {}),
    }));
  }

  function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0] ?? null;
    if (!file) return;
    const problem = imageProblem([file]);
    if (problem) {
      e.currentTarget.value = "";
      setErrors((prev) => ({ ...prev, images: problem }));
      notify(problem, "alert");
      return;
    }
    setErrors((prev) => ({ ...prev, images: undefined }));
    staged.reset();
    staged.add([file]);
  }

  function clearFile() {
    staged.reset();
    if (fileInput.current) {
      fileInput.current.value = "";
      fileInput.current.focus();
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const missing: ItemFieldErrors = {};
    if (!values.glassSpecId) missing.glassSpecId = ITEM_TEXT.glassRequired;
    if (!values.itemTypeId) missing.itemTypeId = ITEM_TEXT.typeRequired;
    setErrors((prev) => ({ ...prev, ...missing }));
    setServerError(null);
    const first = (["glassSpecId", "itemTypeId"] as const).find((k) => missing[k]);
    if (first) {
      notify(missing[first] ?? "", "alert");
      document.getElementById(first === "glassSpecId" ? "item-glass" : "item-type")?.focus();
      return;
    }
    if (!window.confirm(ITEM_TEXT.editConfirm)) {
      notify(ITEM_TEXT.cancelled);
      return;
    }

    const dto = {
      itemId: item.itemId,
      itemName: values.itemName.trim(),
      itemNum: values.itemNum.trim(),
      itemType: types?.find((t) => String(t.itemTypeId) === values.itemTypeId)?.itemTypeName ?? item.itemType,
      itemUse: values.itemUse.trim(),
      itemOutColor: values.itemOutColor.trim(),
      itemInColor: values.itemInColor.trim(),
      itemFrameWidth: values.itemFrameWidth.trim(),
      itemDescription: values.itemDescription.trim(),
      itemYN: values.itemYN,
      freeContent,
      fileBoxId: main?.fileBoxId,
      itemTypeId: Number(values.itemTypeId),
      glassSpecId: Number(values.glassSpecId),
    };
    const form = new FormData();
    form.append("updateItemDTO", jsonBlob(dto));
    // No image part when it is unchanged; a new one is on the server already.
    setSaving(true);
    // Files still on their way are waited for; one that could not go stops the save.
    const files = await staged.settled();
    if (files.failed) {
      setSaving(false);
      notify(STAGING_MESSAGES.failed, "alert");
      return;
    }
    for (const id of files.uploadIds) form.append("uploadIds", id);
    try {
      await upload("/api/admin/items/update", form);
      flash(ITEM_TEXT.edited);
      navigate(`/admin/item/${item.itemId}`);
    } catch (error) {
      setServerError(failureMessage(error));
      setSaving(false);
    }
  }

  const manufacturerField = (
    <>
      <label htmlFor="item-manu">제조사</label>
      <input id="item-manu" type="text" value={item.manuName} readOnly aria-describedby="item-manu-hint" />
      <p className="hint" id="item-manu-hint">
        제조사는 변경할 수 없습니다.
      </p>
    </>
  );

  return (
    <section className="admin-card" aria-labelledby="item-edit-title">
      <div className="card-head">
        <h1 id="item-edit-title">제품 수정: {name}</h1>
        <div className="card-actions">
          <Link to={`/admin/item/${item.itemId}`} className="btn">
            상세로
          </Link>
          <Link to="/admin/item" className="btn">
            목록
          </Link>
        </div>
      </div>
      <form className="admin-form item-form" onSubmit={submit} noValidate aria-busy={saving}>
        <p className="hint">
          <span className="required">*</span> 표시는 필수 선택 항목입니다.
        </p>
        <ItemFields
          values={values}
          onChange={change}
          errors={errors}
          glass={glass}
          types={types}
          manufacturerField={manufacturerField}
        />

        <p className="item-field-title">제품 이미지</p>
        <ImageManager mode="live" itemId={item.itemId} onChange={(images) => setMain(images[0] ?? null)} />

        <p className="item-field-title">대표 이미지</p>
        <div className="item-current-image">
          {mainFile && preview ? (
            <img src={preview} alt={`새 대표 이미지 미리보기: ${mainFile.name}`} />
          ) : main ? (
            <img src={itemImageUrl(main.fileName)} alt={`${name} 현재 대표 이미지`} />
          ) : (
            <div className="item-no-image">등록된 이미지가 없습니다.</div>
          )}
          <span>
            {mainFile ? `새 이미지: ${mainFile.name}` : main ? `현재 이미지: ${main.fileOrgName}` : "현재 이미지 없음"}
          </span>
        </div>
        <label htmlFor="item-main-image">{main ? "대표 이미지 교체" : "대표 이미지 추가"}</label>
        <p className="hint" id="item-main-image-hint">
          이미지 파일(jpg, png, gif, webp) 한 개, 10MB까지. [수정]을 누르면 현재 대표 이미지를 대신합니다. 선택하지
          않으면 현재 이미지를 그대로 둡니다.
        </p>
        <input
          id="item-main-image"
          ref={fileInput}
          type="file"
          accept={IMAGE.accept}
          aria-describedby={errors.images ? "item-main-image-hint item-images-error" : "item-main-image-hint"}
          aria-invalid={errors.images ? true : undefined}
          onChange={chooseFile}
        />
        <FieldError id="item-images-error" message={errors.images} />
        {entry ? (
          <p className="item-preview-upload">
            <UploadStatus entry={entry} onRetry={() => staged.retry(entry.key)} disabled={saving} />
          </p>
        ) : null}
        {mainFile ? (
          <button type="button" className="btn item-clear-image" onClick={clearFile}>
            이미지 교체 취소
          </button>
        ) : null}

        <p className="item-field-title">상세 내용</p>
        <RichEditor label="상세 내용" initialHtml={item.freeContent ?? ""} onChange={setFreeContent} />

        {serverError ? (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="item-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "저장 중…" : "수정"}
          </button>
          <Link to={`/admin/item/${item.itemId}`} className="btn">
            취소
          </Link>
        </div>
      </form>
    </section>
  );
}
