// /admin/add: item create (SPEC §2, §5 required selects, §8 failure text; API-SHAPES §5): the item's
// fields, images (the first is the main image) and the rich-text free content. Each image is
// staged on its own with its progress (decision 018); the form then sends createItemDTO + uploadIds.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { api, jsonBlob, stageFile, upload } from "~/admin/api";
import {
  EMPTY_ITEM,
  FieldError,
  IMAGE,
  ITEM_TEXT,
  type ItemFieldErrors,
  ItemFields,
  type ItemFormValues,
  imageProblem,
  type Manufacturer,
  ownFailure,
  useCatalog,
  usePreviews,
} from "~/components/admin/item";
import RichEditor from "~/components/admin/RichEditor";
import { STAGING_MESSAGES, type UploadSender, UploadStatus, useStagedUploads } from "~/components/UploadList";

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
  const previews = usePreviews(images.files);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

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

  function chooseFiles(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.currentTarget.files ?? []);
    const problem = imageProblem([...images.files, ...chosen]);
    e.currentTarget.value = "";
    if (problem) {
      setErrors((prev) => ({ ...prev, images: problem }));
      window.alert(problem);
      return;
    }
    setErrors((prev) => ({ ...prev, images: undefined }));
    images.add(chosen);
  }

  function removeFile(key: number) {
    images.remove(key);
    fileInput.current?.focus();
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
      window.alert(missing[first]);
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
      window.alert(STAGING_MESSAGES.failed);
      return;
    }
    for (const id of files.uploadIds) form.append("uploadIds", id);
    try {
      await upload("/api/admin/items", form);
      navigate("/admin/item");
    } catch (error) {
      // 401/403/404/500 were announced globally; any other refusal gets the spec's text (SPEC §8).
      const message = ownFailure(error);
      if (message) {
        setServerError(message);
        window.alert(ITEM_TEXT.createFailed);
      }
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

        <label htmlFor="item-images">제품 이미지</label>
        <p className="hint" id="item-images-hint">
          이미지 파일(jpg, png, gif, webp)만, 한 개에 10MB, 최대 {IMAGE.maxFiles}개까지 올릴 수 있습니다. 첫 번째
          이미지가 대표 이미지입니다.
        </p>
        <input
          id="item-images"
          ref={fileInput}
          type="file"
          accept={IMAGE.accept}
          multiple
          aria-describedby={errors.images ? "item-images-hint item-images-error" : "item-images-hint"}
          aria-invalid={errors.images ? true : undefined}
          onChange={chooseFiles}
        />
        <FieldError id="item-images-error" message={errors.images} />
        {images.entries.length > 0 ? (
          <ul className="item-previews" aria-label="선택한 이미지">
            {images.entries.map((entry, i) => (
              <li key={entry.key} className={`upload-${entry.state}`}>
                {previews[i] ? <img src={previews[i]} alt={`미리보기: ${entry.file.name}`} /> : null}
                <span className="item-preview-name">
                  {i === 0 ? <strong className="status-badge on">대표</strong> : null} {entry.file.name}
                </span>
                <span className="item-preview-upload">
                  <UploadStatus entry={entry} onRetry={() => images.retry(entry.key)} disabled={saving} />
                </span>
                <span className="item-preview-actions">
                  {i > 0 ? (
                    <button type="button" className="btn" onClick={() => images.promote(entry.key)}>
                      대표로 지정
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn"
                    aria-label={`${entry.file.name} 빼기`}
                    onClick={() => removeFile(entry.key)}
                  >
                    빼기
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}

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
