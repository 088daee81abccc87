// The one item form of /admin/add (create) and /admin/item/edit/{id} (edit) (SPEC §2, §5 required
// selects, §8 texts; API-SHAPES §5 createItemDTO / updateItemDTO). The dto is checked with the
// server's own schema (functions/schemas/catalog.ts, decisions 004, 027) before anything is sent, so the
// required-select messages and the length rules live once. Create: the manufacturer is chosen and
// every image is staged in the draft image manager (the first is the main one). Edit: the
// manufacturer is fixed, the images are managed in place (saved at once), and a new main image
// chosen here replaces the current one on submit (the spec's mainFile). Images are staged as soon
// as they are chosen (decision 018); the form sends their uploadIds. The screen does the call.
import { Link } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from "react";
import { ImageManager } from "~/admin/items/ImageManager";
import {
  type AdminItem,
  IMAGE,
  ITEM_TEXT,
  imageProblem,
  itemImageUrl,
  OPTIONS,
  stageItemImage,
  useOptions,
  usePreviews,
} from "~/admin/items/itemForm";
import { failureMessage, jsonBlob, notifyFailure } from "~/admin/shared/api";
import { useCarriedList, useListHref } from "~/admin/shared/backToList";
import { useDraft } from "~/admin/shared/draft";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, DraftOffer } from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import RichEditor from "~/admin/shared/RichEditor";
import { createItemDTO, updateItemDTO } from "~/admin/shared/schemas";
import { notify } from "~/components/notify";
import {
  appendStaged,
  type StagedUploads,
  type UploadSender,
  UploadStatus,
  useStagedUploads,
} from "~/components/UploadList";
import { fitHint } from "~/lib/shrinkImage";

export type ItemFormProps = (
  | { mode: "create"; manufacturers: Awaited<ReturnType<typeof OPTIONS.manufacturers>> | null }
  | {
      mode: "edit";
      item: AdminItem;
      /** The item's revision as loaded (its ETag), sent back with the save (decision 074). */
      revision: string | null;
    }
) & {
  /**
   * Sends the form (create or update) and opens the next screen; rejects when it was refused.
   * `ifMatch` is the revision an edit saves against.
   */
  save: (form: FormData, ifMatch: string | null) => Promise<void>;
};

interface ItemFormValues {
  itemName: string;
  itemNum: string;
  manuName: string;
  itemTypeId: string;
  glassSpecId: string;
  itemUse: string;
  itemOutColor: string;
  itemInColor: string;
  itemFrameWidth: string;
  itemDescription: string;
  itemYN: boolean;
}

/** The required selects, in the order the spec checks them. */
const REQUIRED = ["glassSpecId", "manuName", "itemTypeId"] as const;
type RequiredField = (typeof REQUIRED)[number];
type FieldErrors = Partial<Record<RequiredField, string>>;
const FIELD_ID: Record<RequiredField, string> = {
  glassSpecId: "item-glass",
  manuName: "item-manu",
  itemTypeId: "item-type",
};

const valuesOf = (item: AdminItem | null): ItemFormValues => ({
  itemName: item?.itemName ?? "",
  itemNum: item?.itemNum ?? "",
  manuName: item?.manuName ?? "",
  itemTypeId: item?.itemTypeId ? String(item.itemTypeId) : "",
  glassSpecId: item?.glassSpecId ? String(item.glassSpecId) : "",
  itemUse: item?.itemUse ?? "",
  itemOutColor: item?.itemOutColor ?? "",
  itemInColor: item?.itemInColor ?? "",
  itemFrameWidth: item?.itemFrameWidth ?? "",
  itemDescription: item?.itemDescription ?? "",
  itemYN: item?.itemYN ?? true,
});

/** The fields both dtos share, trimmed as the server keeps them. */
const commonDto = (values: ItemFormValues, freeContent: string) => ({
  itemName: values.itemName.trim(),
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
});

/** The schema's first message per required select, and its first other message. */
function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: FieldErrors = {};
  let other: string | null = null;
  for (const issue of issues) {
    const key = issue.path[0];
    const field = REQUIRED.find((k) => k === key);
    if (field) fields[field] ??= issue.message;
    else other ??= issue.message;
  }
  return { fields, other };
}

const stageImage: UploadSender = stageItemImage;

export function ItemFormCard(props: ItemFormProps) {
  const item = props.mode === "edit" ? props.item : null;
  // Glass specs and item types for the selects.
  const glass = useOptions(OPTIONS.glass);
  const types = useOptions(OPTIONS.types);
  const loaded = useMemo(() => ({ values: valuesOf(item), freeContent: item?.freeContent ?? "" }), [item]);
  const [values, setValues] = useState<ItemFormValues>(loaded.values);
  const [freeContent, setFreeContent] = useState(loaded.freeContent);
  // The editor reads its HTML once: a restored draft opens a new one.
  const [editor, setEditor] = useState({ key: 0, html: loaded.freeContent });
  // Create: every image of the item; edit: the new main image.
  const staged = useStagedUploads(stageImage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stale = useEditRevision(props.mode === "edit" ? props.revision : null);
  // Edit: the current main image; the image manager may change it before the form is sent.
  const [main, setMain] = useState(item?.fileBoxes ?? null);
  const name = item?.itemName || "(이름 없음)";
  const backTo = item ? `/admin/item/${item.itemId}` : "/admin/item";
  // The list the item was opened from, as it was left (decision 115): the plain list for a new item.
  const listHref = useListHref("/admin/item");
  const carried = useCarriedList();
  // Images managed in place on the edit screen are saved as they change; a new main image is not.
  const guard = useFormGuard({ values, freeContent, images: staged.files.length });
  const draft = useDraft(item ? `item:${item.itemId}` : "item:new", { values, freeContent }, loaded);

  function restoreDraft() {
    const kept = draft.found?.values;
    if (!kept) return;
    // Only the form's own text fields come back, as text; the manufacturer of an item stays its own.
    const restored = { ...loaded.values };
    for (const key of Object.keys(restored) as (keyof ItemFormValues)[]) {
      const value = kept.values?.[key];
      if (key === "itemYN") restored.itemYN = value !== false;
      else if (typeof value === "string" && !(item && key === "manuName")) restored[key] = value;
    }
    setValues(restored);
    const html = typeof kept.freeContent === "string" ? kept.freeContent : loaded.freeContent;
    setFreeContent(html);
    setEditor((e) => ({ key: e.key + 1, html }));
    draft.take();
  }

  function change(next: Partial<ItemFormValues>) {
    setValues((prev) => ({ ...prev, ...next }));
    // A chosen value clears its select's message.
    const chosen = REQUIRED.filter((k) => next[k]);
    if (chosen.length) setErrors((prev) => ({ ...prev, ...Object.fromEntries(chosen.map((k) => [k, undefined])) }));
  }

  /** The dto and its part name, or null after telling what is missing. */
  function checkedDto() {
    const common = commonDto(values, freeContent);
    const sent = item
      ? {
          part: "updateItemDTO",
          dto: {
            itemId: item.itemId,
            ...common,
            itemType: types?.find((t) => String(t.itemTypeId) === values.itemTypeId)?.itemTypeName ?? item.itemType,
            fileBoxId: main?.fileBoxId,
          },
        }
      : { part: "createItemDTO", dto: { ...common, manuName: values.manuName } };
    const result = (item ? updateItemDTO : createItemDTO).safeParse(sent.dto);
    if (result.success) return sent;
    const { fields, other } = problemsOf(result.error.issues);
    setErrors((prev) => ({ ...prev, ...fields }));
    const first = REQUIRED.find((k) => fields[k]);
    if (first) {
      notify(fields[first] ?? "", "alert");
      document.getElementById(FIELD_ID[first])?.focus();
    } else {
      setServerError(other);
      notify(other ?? "", "alert");
    }
    return null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setServerError(null);
    const sent = checkedDto();
    if (!sent) return;
    if (item && !window.confirm(ITEM_TEXT.editConfirm)) {
      notify(ITEM_TEXT.cancelled);
      return;
    }
    await send(sent);
  }

  /** Sends a checked dto; 내 내용으로 저장 sends the form again, over the newer revision. */
  async function send(sent: NonNullable<ReturnType<typeof checkedDto>>) {
    const form = new FormData();
    form.append(sent.part, jsonBlob(sent.dto));
    setSaving(true);
    // The images are on the server already; the form names them in order (the first is the main one).
    if (!(await appendStaged(form, staged))) {
      setSaving(false);
      return;
    }
    const saved = guard.saving();
    try {
      await props.save(form, stale.ifMatch());
      draft.clear();
    } catch (error) {
      saved.failed();
      // 412/404: saved or deleted elsewhere meanwhile (the notice below). A refused create gets the spec's text
      // (SPEC §8); an edit shows the server's beside the button.
      if (stale.caught(error)) setServerError(null);
      else setServerError(item ? failureMessage(error) : notifyFailure(error, { instead: ITEM_TEXT.createFailed }));
      setSaving(false);
    }
  }

  function overwrite() {
    if (saving) return;
    setServerError(null);
    const sent = checkedDto();
    if (!sent) return;
    stale.overwrite();
    void send(sent);
  }

  const requiredSelect = (field: RequiredField, label: string, placeholder: string, options?: Option[]) => (
    <RequiredSelect
      id={FIELD_ID[field]}
      label={label}
      value={values[field]}
      options={options}
      placeholder={placeholder}
      error={errors[field]}
      empty={NONE_YET[field]}
      onChange={(v) => change({ [field]: v })}
    />
  );

  const titleId = item ? "item-edit-title" : "item-add-title";
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <div className="card-head">
        <h1 id={titleId}>{item ? `제품 수정: ${name}` : "제품 등록"}</h1>
        <div className="card-actions">
          {item ? (
            <Link to={backTo} state={carried} className="btn">
              상세로
            </Link>
          ) : null}
          <Link to={listHref} className="btn">
            목록
          </Link>
        </div>
      </div>
      <form className="admin-form item-form" onSubmit={submit} noValidate aria-busy={saving}>
        <p className="hint">
          <span className="required">*</span> 표시는 필수 선택 항목입니다.
        </p>
        <DraftOffer draft={draft} onTake={restoreDraft} chooseAgain="이미지" />
        {HEAD_TEXTS.map((f) => (
          <Text key={f.key} field={f} value={values[f.key]} onChange={(v) => change({ [f.key]: v })} />
        ))}
        {props.mode === "create" ? (
          requiredSelect(
            "manuName",
            "제조사",
            "제조사를 선택하세요",
            props.manufacturers?.map((m) => ({
              value: m.manuName,
              label: `${m.manuName}${m.manuYN === "N" ? " (미등록)" : ""}`,
            })),
          )
        ) : (
          <>
            <label htmlFor={FIELD_ID.manuName}>제조사</label>
            <input
              id={FIELD_ID.manuName}
              type="text"
              value={values.manuName}
              readOnly
              aria-describedby="item-manu-hint"
            />
            <p className="hint" id="item-manu-hint">
              제조사는 변경할 수 없습니다.
            </p>
          </>
        )}
        {requiredSelect(
          "itemTypeId",
          "제품 타입",
          "제품 타입을 선택하세요",
          types?.map((t) => ({ value: String(t.itemTypeId), label: t.itemTypeName })),
        )}
        {requiredSelect(
          "glassSpecId",
          "유리 사양",
          "유리 사양을 선택하세요",
          glass?.map((g) => ({ value: String(g.glassSpecId), label: g.glassSpecSize })),
        )}
        {TAIL_TEXTS.map((f) => (
          <Text key={f.key} field={f} value={values[f.key]} onChange={(v) => change({ [f.key]: v })} />
        ))}
        <label htmlFor="item-description">제품 설명</label>
        <textarea
          id="item-description"
          rows={3}
          maxLength={1000}
          value={values.itemDescription}
          onChange={(e) => change({ itemDescription: e.target.value })}
        />
        <div className="item-toggle">
          <input
            id="item-public"
            type="checkbox"
            checked={values.itemYN}
            onChange={(e) => change({ itemYN: e.target.checked })}
          />
          <label htmlFor="item-public">홈페이지에 공개 (등록)</label>
        </div>

        {item ? (
          <>
            <p className="item-field-title">제품 이미지</p>
            <ImageManager mode="live" itemId={item.itemId} onChange={(images) => setMain(images[0] ?? null)} />
            <MainImageReplacement staged={staged} main={main} name={name} disabled={saving} />
          </>
        ) : (
          <ImageManager mode="draft" staged={staged} disabled={saving} />
        )}

        <p className="item-field-title">상세 내용</p>
        <RichEditor key={editor.key} label="상세 내용" initialHtml={editor.html} onChange={setFreeContent} />

        {stale.conflict && item ? (
          <EditConflictNotice
            conflict={stale.conflict}
            latest={backTo}
            busy={saving}
            onOverwrite={overwrite}
            goneHint="다른 곳에서 이 제품이 삭제되었습니다. 입력한 내용은 그대로 있으니 필요한 내용은 복사해 두세요."
          />
        ) : null}
        <FieldError message={serverError} />
        <div className="item-form-actions">
          <button type="submit" className="btn btn-primary" {...busyProps(saving)}>
            {item ? (saving ? "저장 중…" : "수정") : saving ? "등록 중…" : "등록"}
          </button>
          <Link to={backTo} state={carried} className="btn">
            취소
          </Link>
        </div>
      </form>
    </section>
  );
}

function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

type TextKey = "itemName" | "itemNum" | "itemUse" | "itemOutColor" | "itemInColor" | "itemFrameWidth";
interface TextField {
  key: TextKey;
  id: string;
  label: string;
  max: number;
  numeric?: boolean;
}

/** The text fields before the selects, and after them. */
const HEAD_TEXTS: TextField[] = [
  { key: "itemName", id: "item-name", label: "제품명", max: 100 },
  { key: "itemNum", id: "item-num", label: "제품번호", max: 50 },
];
const TAIL_TEXTS: TextField[] = [
  { key: "itemUse", id: "item-use", label: "용도", max: 100 },
  { key: "itemOutColor", id: "item-out-color", label: "외부 색상", max: 50 },
  { key: "itemInColor", id: "item-in-color", label: "내부 색상", max: 50 },
  { key: "itemFrameWidth", id: "item-frame", label: "프레임 폭 (mm)", max: 20, numeric: true },
];

function Text({ field, value, onChange }: { field: TextField; value: string; onChange: (v: string) => void }) {
  return (
    <>
      <label htmlFor={field.id}>{field.label}</label>
      <input
        id={field.id}
        type="text"
        value={value}
        maxLength={field.max}
        inputMode={field.numeric ? "numeric" : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

interface Option {
  value: string;
  label: string;
}

/**
 * A select with nothing to choose yet (a new company's first week, decision 134): what is missing
 * and where it is registered, instead of a placeholder that the required check refuses.
 */
const NONE_YET: Record<RequiredField, { text: string; to: string; link: string }> = {
  manuName: { text: "등록된 제조사가 없습니다.", to: "/admin/manu", link: "제조사 관리에서 등록" },
  itemTypeId: { text: "등록된 제품 타입이 없습니다.", to: "/admin/detail", link: "제품 상세 관리에서 등록" },
  glassSpecId: { text: "등록된 유리 사양이 없습니다.", to: "/admin/detail", link: "제품 상세 관리에서 등록" },
};

/** A required select with its message; disabled while its options load (`options` undefined). */
function RequiredSelect({
  id,
  label,
  value,
  options,
  placeholder,
  error,
  empty,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[] | undefined;
  placeholder: string;
  error?: string;
  /** Said, with its link, when the options came back empty. */
  empty: (typeof NONE_YET)[RequiredField];
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  const emptyId = `${id}-empty`;
  const none = options?.length === 0;
  const described = [none ? emptyId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <>
      <label htmlFor={id}>
        {label} <span className="required">* (필수)</span>
      </label>
      <select
        id={id}
        value={value}
        required
        disabled={options === undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{options === undefined ? "불러오는 중…" : placeholder}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {none ? (
        <p className="hint item-none-yet" id={emptyId}>
          {empty.text}
          <Link to={empty.to} className="btn">
            {empty.link}
          </Link>
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** Edit: the current main image and a new one to put in its place when the form is sent. */
function MainImageReplacement({
  staged,
  main,
  name,
  disabled,
}: {
  staged: StagedUploads;
  main: AdminItem["fileBoxes"];
  name: string;
  disabled: boolean;
}) {
  const entry = staged.entries[0];
  const mainFile = entry?.file ?? null;
  const [preview] = usePreviews(staged.files);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0] ?? null;
    if (!file) return;
    const problem = imageProblem([file]);
    setError(problem);
    if (problem) {
      e.currentTarget.value = "";
      notify(problem, "alert");
      return;
    }
    staged.reset();
    staged.add([file]);
  }

  function clear() {
    staged.reset();
    if (fileInput.current) {
      fileInput.current.value = "";
      fileInput.current.focus();
    }
  }

  return (
    <>
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
        이미지 파일(jpg, png, gif, webp) 한 개, {IMAGE.maxMegabytes}MB까지. [수정]을 누르면 현재 대표 이미지를
        대신합니다. 선택하지 않으면 현재 이미지를 그대로 둡니다. {fitHint("ITEM")}
      </p>
      <input
        id="item-main-image"
        ref={fileInput}
        type="file"
        accept={IMAGE.accept}
        aria-describedby={error ? "item-main-image-hint item-images-error" : "item-main-image-hint"}
        aria-invalid={error ? true : undefined}
        onChange={choose}
      />
      <FieldError id="item-images-error" message={error} />
      {entry ? (
        <p className="item-preview-upload">
          <UploadStatus entry={entry} onRetry={() => staged.retry(entry.key)} disabled={disabled} />
        </p>
      ) : null}
      {mainFile ? (
        <button type="button" className="btn item-clear-image" onClick={clear}>
          이미지 교체 취소
        </button>
      ) : null}
    </>
  );
}
