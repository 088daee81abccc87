// /admin/add: item create (SPEC §2, §5 required selects, §8 failure text; API-SHAPES §5): the item's
// fields, images (ImageManager: the first is the main image, in the order shown; each image is
// staged on its own with its progress, decision 018) and the rich-text free content, sent as
// createItemDTO + uploadIds.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import { ImageManager } from "~/admin/items/ImageManager";
import {
  EMPTY_ITEM,
  FieldError,
  ITEM_TEXT,
  type ItemFieldErrors,
  ItemFields,
  type ItemFormValues,
  type Manufacturer,
  useCatalog,
} from "~/admin/items/itemForm";
import { api, jsonBlob, notifyFailure, stageFile, upload } from "~/admin/shared/api";
import RichEditor from "~/admin/shared/RichEditor";
import { notify } from "~/components/notify";
import { STAGING_MESSAGES, type UploadSender, useStagedUploads } from "~/components/UploadList";

export const meta: MetaFunction = () => [{ title: "제품 등록 | 관리자" }];

const stageImage: UploadSender = (file, onProgress) => stageFile("ITEM", file, onProgress);

export default function AdminItemAdd() {
  const navigate = useNavigate();
  const { glass, types } = useCatalog();
  const [manus, setManus] = useState<Manufacturer[] | null>(null);
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM);
  const [manuName, setManuName] = useState("");
  const [freeContent, setFreeContent] = useState("");
  const images = useStagedUploads(stageImage);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api
      .get<Manufacturer[]>("/api/admin/manu/count")
      .then(setManus)
      .catch(() => setManus([]));
  }, []);

  function change(next: Partial<ItemFormValues>) {
    setValues((prev) => ({ ...prev, ...next }));
    setErrors((prev) => ({
      ...prev,
      ...(next.glassSpecId ? { glassSpecId: undefined } : {}),
      ...(next.itemTypeId ? { itemTypeId: undefined } : {}),
    }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    // SPEC §5: the three required selects, checked before sending, in this order.
    const missing: ItemFieldErrors = {};
    if (!values.glassSpecId) missing.glassSpecId = ITEM_TEXT.glassRequired;
    if (!manuName) missing.manuName = ITEM_TEXT.manuRequired;
    if (!values.itemTypeId) missing.itemTypeId = ITEM_TEXT.typeRequired;
    setErrors((prev) => ({ ...prev, ...missing }));
    setServerError(null);
    const first = (["glassSpecId", "manuName", "itemTypeId"] as const).find((k) => missing[k]);
    if (first) {
      notify(missing[first] ?? "", "alert");
      document
        .getElementById({ glassSpecId: "item-glass", manuName: "item-manu", itemTypeId: "item-type" }[first])
        ?.focus();
      return;
    }

    const dto = {
      itemName: values.itemName.trim(),
      manuName,
      itemNum: values.itemNum.trim(),
      itemUse: values.itemUse.trim(),
      itemOutColor: values.itemOutColor.trim(),
      itemInColor: values.itemInColor.trim(),
      itemFrameWidth: values.itemFrameWidth.trim(),
      itemDescription: values.itemDescription.trim(),
      itemYN: values.itemYN,
      freeContent,
      glassSpecId: Number(values.glassSpecId),
      itemTypeId: Number(values.itemTypeId),
    };
    const form = new FormData();
    form.append("createItemDTO", jsonBlob(dto));
    // The images are on the server already, in this order (the first is the main one).
    setSaving(true);
    // Files still on their way are waited for; one that could not go stops the save.
    const files = await images.settled();
    if (files.failed) {
      setSaving(false);
      notify(STAGING_MESSAGES.failed, "alert");
      return;
    }
    for (const id of files.uploadIds) form.append("uploadIds", id);
    try {
      await upload("/api/admin/items", form);
      navigate("/admin/item");
    } catch (error) {
      // Any refusal the client did not already announce gets the spec's text (SPEC §8).
      setServerError(notifyFailure(error, { instead: ITEM_TEXT.createFailed }));
      setSaving(false);
    }
  }

  const manufacturerField = (
    <>
      <label htmlFor="item-manu">
        제조사 <span className="required">* (필수)</span>
      </label>
      <select
        id="item-manu"
        value={manuName}
        required
        disabled={manus === null}
        aria-invalid={errors.manuName ? true : undefined}
        aria-describedby={errors.manuName ? "item-manu-error" : undefined}
        onChange={(e) => {
          setManuName(e.target.value);
          if (e.target.value) setErrors((prev) => ({ ...prev, manuName: undefined }));
        }}
      >
        <option value="">{manus === null ? "불러오는 중…" : "제조사를 선택하세요"}</option>
        {(manus ?? []).map((m) => (
          <option key={m.manuId} value={m.manuName}>
            {m.manuName}
            {m.manuYN === "N" ? " (미등록)" : ""}
          </option>
        ))}
      </select>
      <FieldError id="item-manu-error" message={errors.manuName} />
    </>
  );

  return (
    <section className="admin-card" aria-labelledby="item-add-title">
      <div className="card-head">
        <h1 id="item-add-title">제품 등록</h1>
        <div className="card-actions">
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

        <ImageManager mode="draft" staged={images} disabled={saving} />

        <p className="item-field-title">상세 내용</p>
        <RichEditor label="상세 내용" initialHtml="" onChange={setFreeContent} />

        {serverError ? (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="item-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "등록 중…" : "등록"}
          </button>
          <Link to="/admin/item" className="btn">
            취소
          </Link>
        </div>
      </form>
    </section>
  );
}
