// /admin/add: item create (SPEC §2, §5 required selects, §8 failure text; API-SHAPES §5): the item's
// fields, images (the first is the main image) and the rich-text free content, sent as multipart
// createItemDTO + files with upload progress.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { api, jsonBlob, upload } from "~/admin/api";
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
  UploadProgress,
  useCatalog,
  usePreviews,
} from "~/components/admin/item";
import RichEditor from "~/components/admin/RichEditor";

export const meta: MetaFunction = () => [{ title: "제품 등록 | 관리자" }];

export default function AdminItemAdd() {
  const navigate = useNavigate();
  const { glass, types } = useCatalog();
  const [manus, setManus] = useState<Manufacturer[] | null>(null);
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM);
  const [manuName, setManuName] = useState("");
  const [freeContent, setFreeContent] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const previews = usePreviews(files);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Stable list keys for the chosen File objects.
  const fileKeys = useRef({ next: 0, of: new WeakMap<File, number>() });
  const keyOf = (f: File) => {
    const keys = fileKeys.current;
    let key = keys.of.get(f);
    if (key === undefined) {
      key = keys.next++;
      keys.of.set(f, key);
    }
    return key;
  };

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
    const problem = imageProblem([...files, ...chosen]);
    e.currentTarget.value = "";
    if (problem) {
      setErrors((prev) => ({ ...prev, images: problem }));
      window.alert(problem);
      return;
    }
    setErrors((prev) => ({ ...prev, images: undefined }));
    setFiles((prev) => [...prev, ...chosen]);
  }

  function removeFile(index: number) {
    setFiles((prev) => prev.filter((_, i) => i !== index));
    fileInput.current?.focus();
  }

  function makeMain(index: number) {
    setFiles((prev) => [...prev.slice(index, index + 1), ...prev.filter((_, i) => i !== index)]);
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
    for (const f of files) form.append("files", f, f.name);
    setSaving(true);
    setProgress(0);
    try {
      await upload("/api/admin/items", form, setProgress);
      navigate("/admin/item");
    } catch (error) {
      // 401/403/404/500 were announced globally; any other refusal gets the spec's text (SPEC §8).
      const message = ownFailure(error);
      if (message) {
        setServerError(message);
        window.alert(ITEM_TEXT.createFailed);
      }
      setSaving(false);
      setProgress(null);
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
        {files.length > 0 ? (
          <ul className="item-previews" aria-label="선택한 이미지">
            {files.map((f, i) => (
              <li key={keyOf(f)}>
                {previews[i] ? <img src={previews[i]} alt={`미리보기: ${f.name}`} /> : null}
                <span className="item-preview-name">
                  {i === 0 ? <strong className="status-badge on">대표</strong> : null} {f.name}
                </span>
                <span className="item-preview-actions">
                  {i > 0 ? (
                    <button type="button" className="btn" onClick={() => makeMain(i)}>
                      대표로 지정
                    </button>
                  ) : null}
                  <button type="button" className="btn" aria-label={`${f.name} 빼기`} onClick={() => removeFile(i)}>
                    빼기
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        <p className="item-field-title">상세 내용</p>
        <RichEditor label="상세 내용" initialHtml="" onChange={setFreeContent} />

        <UploadProgress percent={progress} />
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
