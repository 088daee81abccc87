// What the banner and logo settings screens share (decision 031): the screen around the list, the
// ordered list with thumbnail, up/down buttons, edit and delete, the add/edit dialog with its save,
// and the image field that stages its file at once. Each write of an entry names the revision the
// screen shows (decision 098).
import { useRevalidator } from "@remix-run/react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, notifyFailure, stageFile } from "~/admin/shared/api";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, useBusy } from "~/admin/shared/form";
import { Modal, mayDiscard } from "~/admin/shared/Modal";
import { SITE_MEDIA_MESSAGES } from "~/admin/shared/schemas";
import { notify } from "~/components/notify";
import { fitHint } from "~/lib/shrinkImage";
import { siteImageUrl } from "~/lib/siteImages";
import { useTickets } from "~/lib/tickets";
import { mimeTypesOf } from "../../../functions/files/kinds";
import { BANNER_RULES, LOGO_RULES } from "../../../functions/files/rules";
import { josa } from "../../../functions/lib/korean";
import { SettingsCard } from "./fields";

interface Entry {
  id: number;
  imageName: string;
  /** What the row is called, in its buttons' names too. */
  title: string;
}

interface MediaListProps<T> {
  entries: readonly T[];
  entryOf: (entry: T) => Entry;
  /** More about a row (state, dates, link) and its own controls. */
  details: (entry: T) => ReactNode;
  empty: string;
  busy: boolean;
  onMove: (ids: number[]) => void;
  onEdit: (entry: T) => void;
  onDelete: (entry: T) => void;
}

/**
 * A settings tab of such a list, in the settings card: the list's heading with its add button and
 * hint, the list (or why there is none) and the open add/edit dialog.
 */
export function MediaSettingsCard<T>({
  heading,
  headingId,
  addLabel,
  onAdd,
  hint,
  entries,
  failed,
  editor,
  ...listProps
}: Omit<MediaListProps<T>, "entries"> & {
  heading: string;
  headingId: string;
  addLabel: string;
  onAdd: () => void;
  hint: string;
  entries: readonly T[] | null;
  /** Said when the list could not be loaded. */
  failed: string;
  editor: ReactNode;
}) {
  return (
    // Loaded or not, the heading and its add button stay; a failed load is said where the list goes.
    <SettingsCard loaded>
      <div className="card-head">
        <h2 id={headingId}>{heading}</h2>
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      <p className="hint">{hint}</p>
      {entries ? <MediaList entries={entries} {...listProps} /> : <p className="admin-empty">{failed}</p>}
      {editor}
    </SettingsCard>
  );
}

/** The list in its order; moving a row sends the whole new order (every id once). */
export function MediaList<T>({ entries, entryOf, details, empty, busy, onMove, onEdit, onDelete }: MediaListProps<T>) {
  const ids = entries.map((e) => entryOf(e).id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onMove(next);
  };
  if (entries.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <ol className="media-list" aria-busy={busy}>
      {entries.map((raw, i) => {
        const entry = entryOf(raw);
        return (
          <li key={entry.id} className="media-row">
            <img className="media-thumb" src={siteImageUrl(entry.imageName)} alt="" width={160} height={70} />
            <div className="media-text">
              <p className="media-title">
                <span className="media-order">{i + 1}.</span> {entry.title}
              </p>
              {details(raw)}
            </div>
            <div className="media-actions">
              <button
                type="button"
                className="btn"
                aria-label={`${entry.title} 위로 이동`}
                disabled={i === 0}
                {...busyProps(busy, () => move(i, i - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn"
                aria-label={`${entry.title} 아래로 이동`}
                disabled={i === entries.length - 1}
                {...busyProps(busy, () => move(i, i + 1))}
              >
                ↓
              </button>
              <button type="button" className="btn" aria-label={`${entry.title} 수정`} onClick={() => onEdit(raw)}>
                수정
              </button>
              <button
                type="button"
                className="btn btn-danger"
                aria-label={`${entry.title} 삭제`}
                {...busyProps(busy, () => onDelete(raw))}
              >
                삭제
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const RULES = { BANNER: BANNER_RULES, LOGO: LOGO_RULES } as const;

/**
 * The image of the form: a chosen file is staged at once (byte-checked by the server) and the
 * form sends its uploadId; the current image shows until then.
 */
export function ImageField({
  id,
  purpose,
  label = "이미지",
  optional = false,
  hint,
  current,
  error,
  onStaged,
  onUploading,
}: {
  id: string;
  purpose: keyof typeof RULES;
  label?: string;
  /** Not required: the label says so instead of the asterisk. */
  optional?: boolean;
  /** What the picture is for, before the accepted kinds and size. */
  hint?: string;
  current: string | null;
  error?: string;
  onStaged: (uploadId: string | undefined) => void;
  /** True while a chosen file is on its way to the server: the dialog's 저장 waits for it. */
  onUploading?: (uploading: boolean) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<string>("");
  // A file the server refused (its bytes, its size): said at the field, and the choice is cleared.
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rules = RULES[purpose];
  // The preview of a newly chosen picture lives until another replaces it or the form closes.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  // Another file chosen before the first finished uploading: only the last choice counts.
  const uploads = useTickets();
  async function choose(file: File | undefined) {
    const current = uploads.take();
    onStaged(undefined);
    setPreview(null);
    setRefused(null);
    onUploading?.(Boolean(file));
    if (!file) return;
    setProgress("올리는 중… 0%");
    try {
      const uploadId = await stageFile(purpose, file, (p) => current() && setProgress(`올리는 중… ${p}%`));
      if (!current()) return;
      setPreview(URL.createObjectURL(file));
      setProgress("올렸습니다.");
      onStaged(uploadId);
    } catch (failure) {
      if (!current()) return;
      setProgress("");
      setRefused(failure instanceof Error ? failure.message : "업로드에 실패했습니다.");
      if (input.current) input.current.value = "";
    } finally {
      if (current()) onUploading?.(false);
    }
  }
  const problem = error ?? refused;
  const shown = preview ?? (current ? siteImageUrl(current) : null);
  return (
    <div className="media-image-field">
      <label htmlFor={id}>
        {label} {current ? "(바꿀 때만 선택)" : optional ? "(선택)" : <span className="required">*</span>}
      </label>
      {shown ? (
        <img className="media-thumb" src={shown} alt={`선택한 ${label} 미리 보기`} width={160} height={70} />
      ) : null}
      <input
        id={id}
        ref={input}
        type="file"
        accept={mimeTypesOf(rules)}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="hint" aria-live="polite">
        {progress ||
          `${hint ? `${hint} · ` : ""}jpg, png, gif, webp · ${rules.maxBytes / 1024 / 1024}MB 이하. ${fitHint(purpose)}`}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The image fields of a dialog still uploading, by field: 저장 waits until none is. */
export function useUploads() {
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback(
    (field: string) => (on: boolean) =>
      setActive((prev) => {
        const next = new Set(prev);
        if (on) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  return { uploading: active.size > 0, track };
}

/** The first message of a refused form, by field; notifies it too. */
export function formProblems(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  const first = issues[0];
  if (first) notify(first.message, "alert");
  return fields;
}

/**
 * The screen's list: every write answers the new one, which replaces it; the outcome is told. A
 * write refused because the entry changed or was deleted elsewhere (412, 404) reloads the list, so
 * the screen shows what is stored now; `onStale` (an edit form's notice) or a toast tells it.
 */
export function useMediaList<T>(loaded: T[] | null) {
  const [list, setList] = useState<T[] | null>(loaded);
  const { busy, run } = useBusy();
  const revalidator = useRevalidator();
  useEffect(() => setList(loaded), [loaded]);
  const write = (call: Promise<T[]>, done: string, onStale?: (error: ApiError) => void) =>
    run(
      async () => {
        setList(await call);
        notify(done);
      },
      (error) => {
        if (!(error instanceof ApiError && (error.status === 412 || error.status === 404))) return notifyFailure(error);
        revalidator.revalidate();
        if (onStale) onStale(error);
        else notify(`${error.message} 목록을 새로 불러왔습니다.`, "alert");
      },
    );
  return { list, busy, write };
}

/** The If-Match of a write of an entry as the screen shows it (decision 098). */
export const asShown = (rev: number | string) => ({
  headers: { "If-Match": typeof rev === "number" ? `"r${rev}"` : rev },
});

/** What an edit dialog says when the entry was deleted elsewhere (decision 130). */
const GONE_ENTRY_HINT =
  "다른 곳에서 삭제되었습니다. 입력한 내용은 그대로 있으니 필요하면 추가로 다시 등록하세요. 뒤의 목록은 저장된 내용으로 새로 불러왔습니다.";

/** What an edit dialog says under a refusal: the typed fields stay, the list behind is fresh. */
const STALE_ENTRY_HINT =
  "입력한 내용은 그대로 있습니다. 뒤의 목록은 저장된 내용으로 새로 불러왔습니다. 내 내용으로 저장하면 다른 곳에서 수정한 내용은 이 내용으로 바뀝니다.";

/** An add/edit dialog's 저장, handed to the screen: the write, its toast and the refusal's notice. */
export type SaveEntry<T> = (call: Promise<T[]>, done: string, onStale: (error: ApiError) => void) => Promise<void>;

type Checked =
  | { success: true }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

/**
 * An add/edit dialog's save: the fields as checked in the browser (each field's first problem shown
 * under it), then the entry's write over the revision the dialog was opened at (after 내 내용으로
 * 저장, over the one stored now), or the new entry's.
 */
export function useEntrySave<T extends { rev: number }>(entry: T | null, onSave: SaveEntry<T>) {
  const revision = useEditRevision(entry ? `"r${entry.rev}"` : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  function save(
    checked: Checked,
    update: (entry: T, ifMatch: ReturnType<typeof asShown>) => Promise<T[]>,
    create: () => Promise<T[]>,
  ) {
    if (!checked.success) {
      setErrors(formProblems(checked.error.issues));
      return;
    }
    setErrors({});
    const call = entry ? update(entry, asShown(revision.ifMatch() ?? "*")) : create();
    void onSave(call, entry ? SITE_MEDIA_MESSAGES.updated : SITE_MEDIA_MESSAGES.created, revision.caught);
  }
  return { revision, errors, save };
}

/**
 * The add/edit dialog: a form with 저장 and 닫기. 저장 waits while a picture is still uploading (its
 * uploadId is not known yet) and while the save is under way (a second tap would send the staged
 * picture again); closing with typed work asks first.
 */
export function FormModal({
  id,
  title,
  saving,
  uploading,
  dirty,
  onClose,
  onSubmit,
  revision,
  children,
}: {
  id: string;
  title: string;
  saving: boolean;
  uploading: boolean;
  dirty: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The entry's revision (useEntrySave): a refused save's notice, whose 내 내용으로 저장 submits again. */
  revision: ReturnType<typeof useEditRevision>;
  children: ReactNode;
}) {
  const close = () => {
    if (!saving && !mayDiscard(dirty)) return;
    onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={close}
      actions={
        <>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" {...busyProps(saving || uploading)}>
            {saving ? "저장 중…" : uploading ? "이미지 올리는 중…" : "저장"}
          </button>
          <button type="button" className="btn" onClick={close}>
            닫기
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="media-form"
        noValidate
        aria-busy={saving}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!saving && !uploading) onSubmit();
        }}
      >
        {revision.conflict ? (
          <EditConflictNotice
            conflict={revision.conflict}
            hint={STALE_ENTRY_HINT}
            goneHint={GONE_ENTRY_HINT}
            busy={false}
            onOverwrite={() => {
              revision.overwrite();
              onSubmit();
            }}
          />
        ) : null}
        {children}
      </form>
    </Modal>
  );
}

/** A one-line field with its label, and its error or hint below. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const note = props.error ?? props.hint;
  return (
    <>
      <label htmlFor={props.id}>
        {props.label} {props.required ? <span className="required">*</span> : null}
      </label>
      <input
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={note ? `${props.id}-note` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {note ? (
        <p id={`${props.id}-note`} className={props.error ? "field-error" : "hint"}>
          {note}
        </p>
      ) : null}
    </>
  );
}

export const confirmDelete = (title: string) =>
  window.confirm(`"${title}"${josa.pick(title, "을/를")} 삭제할까요? 이미지도 함께 삭제됩니다.`);
