// Per-file uploads for our forms (decision 018): each chosen file goes to a staging call in its own
// request, shows its own bar and percentage, and can be retried alone; the form is then sent with
// the staged files' ids. No request carries more than one file.
import { useCallback, useMemo, useRef, useState } from "react";
import { notify } from "./notify";

/** Uploads one file, reporting progress in percent; resolves to its uploadId, rejects with a Korean message. */
export type UploadSender = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface StagedFile {
  key: number;
  file: File;
  percent: number;
  state: "uploading" | "done" | "failed";
  uploadId?: string;
  error?: string;
}

const UPLOAD_FAILED = "업로드에 실패했습니다.";

export type StagedUploads = ReturnType<typeof useStagedUploads>;

export function useStagedUploads(send: UploadSender) {
  const [entries, setEntries] = useState<StagedFile[]>([]);
  const nextKey = useRef(0);
  // For a submit that waits: the uploads in flight, each file's outcome, the current order.
  const inFlight = useRef(new Map<number, Promise<void>>());
  const outcome = useRef(new Map<number, string | null>());
  const current = useRef(entries);
  current.current = entries;
  const update = useCallback((key: number, patch: Partial<StagedFile>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      update(key, { state: "uploading", percent: 0, error: undefined });
      outcome.current.delete(key);
      const done = send(file, (percent) => update(key, { percent })).then(
        (uploadId) => {
          outcome.current.set(key, uploadId);
          update(key, { state: "done", percent: 100, uploadId });
        },
        (error: unknown) => {
          outcome.current.set(key, null);
          // Only Korean reaches the row: a browser's own error text (English) says the general failure.
          const message = `${(error as Error)?.message}`;
          update(key, { state: "failed", percent: 0, error: /[가-힣]/.test(message) ? message : UPLOAD_FAILED });
        },
      );
      inFlight.current.set(key, done);
      done.finally(() => inFlight.current.get(key) === done && inFlight.current.delete(key));
    },
    [send, update],
  );

  const add = (files: readonly File[]) => {
    const added = files.map((file) => ({ key: nextKey.current++, file, percent: 0, state: "uploading" as const }));
    setEntries((list) => [...list, ...added]);
    for (const e of added) start(e.key, e.file);
  };
  const retry = (key: number) => {
    const entry = entries.find((e) => e.key === key);
    if (entry) start(key, entry.file);
  };
  // A removed file's upload is simply never claimed: the server sweeps it after a day.
  const remove = (key: number) => setEntries((list) => list.filter((e) => e.key !== key));
  const reset = () => setEntries([]);
  /** Puts the files in another order (the item image manager's ↑, ↓ and 대표 이미지). */
  const arrange = (order: (list: StagedFile[]) => StagedFile[]) => setEntries(order);
  /** Waits for every upload in flight; then the ids in order, or failed when some file did not go. */
  const settled = async (): Promise<{ uploadIds: string[]; failed: boolean }> => {
    while (inFlight.current.size > 0) await Promise.all(inFlight.current.values());
    const results = current.current.map((e) => outcome.current.get(e.key));
    return {
      uploadIds: results.filter((id): id is string => typeof id === "string"),
      failed: results.some((id) => id === null),
    };
  };
  // The same array while the chosen files stay the same, so previews are not rebuilt on progress.
  const order = entries.map((e) => e.key).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the files or their order change
  const files = useMemo(() => entries.map((e) => e.file), [order]);

  return {
    entries,
    files,
    arrange,
    settled,
    add,
    retry,
    remove,
    reset,
    uploadIds: entries.flatMap((e) => (e.uploadId ? [e.uploadId] : [])),
    uploading: entries.some((e) => e.state === "uploading"),
    failed: entries.some((e) => e.state === "failed"),
  };
}

/** What a form says when a file could not be uploaded. */
export const STAGING_MESSAGES = {
  failed: "올리지 못한 파일이 있습니다. 다시 시도하거나 삭제해주세요.",
} as const;

/**
 * Before a form is sent: waits for the files still on their way, then names the staged files in
 * `form` (uploadIds, in their order). False, after saying so, when a file could not go.
 */
export async function appendStaged(form: FormData, uploads: StagedUploads): Promise<boolean> {
  const files = await uploads.settled();
  if (files.failed) {
    notify(STAGING_MESSAGES.failed, "alert");
    return false;
  }
  for (const id of files.uploadIds) form.append("uploadIds", id);
  return true;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

interface UploadListProps {
  entries: readonly StagedFile[];
  /** The list's accessible name, e.g. "선택한 파일". */
  label?: string;
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
  disabled?: boolean;
}

/** One file's bar, percentage or result, and 다시 시도 when it failed. */
export function UploadStatus({
  entry,
  onRetry,
  disabled,
}: {
  entry: StagedFile;
  onRetry: () => void;
  disabled?: boolean;
}) {
  const { file, state, percent, error } = entry;
  return (
    <>
      <progress max={100} value={percent} aria-label={`${file.name} 업로드 진행률`} />
      <span className="upload-state" role={state === "failed" ? "alert" : undefined}>
        {state === "uploading" ? `${percent}%` : state === "done" ? "완료" : error}
      </span>
      {state === "failed" ? (
        <button type="button" className="link-button upload-retry" onClick={onRetry} disabled={disabled}>
          다시 시도
        </button>
      ) : null}
    </>
  );
}

/** The chosen files with their progress; a failed one offers 다시 시도. */
export function UploadList({ entries, label, onRetry, onRemove, disabled }: UploadListProps) {
  if (entries.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={label}>
      {entries.map((e) => (
        <li key={e.key} className={`upload-item upload-${e.state}`}>
          <span className="upload-name">
            {e.file.name} <small>({formatSize(e.file.size)})</small>
          </span>
          <UploadStatus entry={e} onRetry={() => onRetry(e.key)} disabled={disabled} />
          <span className="upload-actions">
            <button
              type="button"
              className="link-button"
              onClick={() => onRemove(e.key)}
              disabled={disabled}
              aria-label={`${e.file.name} 첨부 취소`}
            >
              삭제
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sends a form with XMLHttpRequest, which reports upload progress (fetch does not). Resolves with
 * the status and body of any answer; rejects only when no answer came.
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; header: (name: string) => string | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) onProgress(Math.min(99, Math.round((ev.loaded / ev.total) * 100)));
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = xhr.onabort = () => reject(new Error("네트워크 오류로 파일을 올리지 못했습니다."));
    abortWhenStalled(xhr);
    xhr.send(body);
  });
}

/**
 * Ends an upload that has moved no byte for a minute (a dead connection, an answer that never
 * comes) through its abort handler, so the file shows a failure and 다시 시도; a slow upload of a
 * large file goes on for as long as it moves (decision 148). Called before send; once answered,
 * the last timer's abort() does nothing.
 */
export function abortWhenStalled(xhr: XMLHttpRequest) {
  let timer: ReturnType<typeof setTimeout>;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => xhr.abort(), 60e3);
  };
  xhr.upload.addEventListener("progress", watch);
  watch();
}

/** The Korean message of an error answer, or the fallback. */
export function messageOf(text: string, fallback = UPLOAD_FAILED): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
}
