// All images of an item, shown and managed alike on the create, detail and edit screens: the main
// image first, then the others in order; add, remove, move, and choose the main image.
// - "draft" (create): each chosen file is staged at once with its own progress and 다시 시도
//   (decision 018); the list orders them and the new item claims them by uploadId (the first is
//   the main image).
// - "live" (detail, edit): every action is saved at once through /api/admin/items/images (README
//   "Item images"), which answers the item's images in their new order. Added files are staged one
//   request each (ten 10 MB images in one body would reach the platform's cap), then claimed
//   together by uploadId; their bar shows the progress of all of them.
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, failureMessage, upload } from "~/admin/shared/api";
import { busyProps, useBusy } from "~/admin/shared/form";
import { client, data } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { type StagedFile, type StagedUploads, UploadStatus } from "~/components/UploadList";
import { fitHint } from "~/lib/shrinkImage";
import { IMAGE, type ItemImage, imageProblem, itemThumbnailUrl, stageItemImage, usePreviews } from "./itemForm";

export type ImageManagerProps =
  | { mode: "draft"; staged: StagedUploads; disabled?: boolean }
  | { mode: "live"; itemId: number; onChange?: (images: ItemImage[]) => void };

interface Entry {
  key: string;
  src: string | undefined;
  name: string;
  /** A draft image's upload, with its progress and 다시 시도. */
  upload?: { file: StagedFile; retry: () => void };
}

const DONE = {
  added: "이미지를 추가했습니다.",
  removed: "이미지를 삭제했습니다.",
  moved: "순서를 바꿨습니다.",
  main: "대표 이미지를 바꿨습니다.",
} as const;

/** The list with the actions of each image; the first entry is the main image and stays first. */
function ImageList({
  entries,
  busy,
  removeLabel,
  onMain,
  onMove,
  onRemove,
}: {
  entries: Entry[];
  busy: boolean;
  removeLabel: string;
  onMain: (index: number) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="image-list" aria-label="이미지 목록 (첫 번째가 대표 이미지)" aria-busy={busy}>
      {entries.map((entry, i) => (
        <li
          key={entry.key}
          id={`image-${entry.key}`}
          className={entry.upload ? `upload-${entry.upload.file.state}` : undefined}
        >
          {entry.src ? <img src={entry.src} alt={`미리보기: ${entry.name}`} width={96} height={72} /> : null}
          <span className="image-name">
            {i === 0 ? (
              <strong className="status-badge on">대표</strong>
            ) : (
              <span className="image-number">{i + 1}</span>
            )}{" "}
            {entry.name}
          </span>
          {entry.upload ? (
            <span className="image-upload">
              <UploadStatus entry={entry.upload.file} onRetry={entry.upload.retry} disabled={busy} />
            </span>
          ) : null}
          <span className="image-actions">
            {i > 0 ? (
              <>
                <button
                  type="button"
                  className="btn"
                  data-action="up"
                  aria-label={`${entry.name} 앞으로`}
                  disabled={i < 2}
                  {...busyProps(busy, () => onMove(i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn"
                  data-action="down"
                  aria-label={`${entry.name} 뒤로`}
                  disabled={i === entries.length - 1}
                  {...busyProps(busy, () => onMove(i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn"
                  aria-label={`${entry.name} 대표로 지정`}
                  {...busyProps(busy, () => onMain(i))}
                >
                  대표로 지정
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="btn"
              aria-label={`${entry.name} ${removeLabel}`}
              {...busyProps(busy, () => onRemove(i))}
            >
              {removeLabel}
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Moves the element at `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [one] = out.splice(from, 1);
  if (one !== undefined) out.splice(to, 0, one);
  return out;
}

/** Keeps the focus on the moved image's button that was used (or its other move button at an end). */
function refocus(key: string, action: "up" | "down") {
  requestAnimationFrame(() => {
    const entry = document.getElementById(`image-${key}`);
    const buttons = [action, action === "up" ? "down" : "up"].map((a) =>
      entry?.querySelector<HTMLButtonElement>(`[data-action="${a}"]`),
    );
    (buttons.find((b) => b && !b.disabled) ?? entry?.querySelector<HTMLButtonElement>("button"))?.focus();
  });
}

export function ImageManager(props: ImageManagerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The pictures of the last choice that did not fit in the limit.
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const live = useLiveImages(props.mode === "live" ? props : null, setError, setStatus);
  const draft = props.mode === "draft" ? props.staged : null;
  const previews = usePreviews(draft?.files ?? EMPTY);
  const busy = live.busy || (props.mode === "draft" && Boolean(props.disabled));

  const count = draft ? draft.entries.length : (live.images?.length ?? 0);
  const entries: Entry[] = draft
    ? draft.entries.map((e, i) => ({
        key: `f${e.key}`,
        src: previews[i],
        name: e.file.name,
        upload: { file: e, retry: () => draft.retry(e.key) },
      }))
    : (live.images ?? []).map((img) => ({
        key: String(img.fileBoxId),
        src: itemThumbnailUrl(img.fileName),
        name: img.fileOrgName,
      }));

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = "";
    if (chosen.length === 0) return;
    // More than there is room for (a whole gallery picked on a phone): the first ones as given are
    // kept, and the rest are said to be left out, rather than none kept.
    const kept = chosen.slice(0, Math.max(0, IMAGE.maxFiles - count));
    const problem = kept.length === 0 ? IMAGE.countMessage : imageProblem(kept);
    const note =
      !problem && kept.length < chosen.length
        ? `${IMAGE.countMessage} ${chosen.length - kept.length}개는 제외했습니다.`
        : null;
    setLeftOut(note);
    if (problem) {
      setError(problem);
      notify(problem, "alert");
      return;
    }
    setError(null);
    if (note) notify(note, "alert");
    if (draft) draft.add(kept);
    else live.add(kept);
  }

  /** The staged file shown at `index` of the draft list. */
  const draftKey = (index: number) => draft?.entries[index]?.key ?? -1;

  function remove(index: number) {
    if (draft) {
      draft.remove(draftKey(index));
      input.current?.focus();
    } else if (window.confirm("이 이미지를 삭제하시겠습니까?")) {
      live.run(() => live.remove(index), DONE.removed).then(() => input.current?.focus());
    }
  }

  function move(index: number, delta: -1 | 1) {
    const key = entries[index]?.key ?? "";
    const action = delta < 0 ? "up" : "down";
    if (draft) {
      draft.arrange((list) => moved(list, index, index + delta));
      refocus(key, action);
    } else {
      live.run(() => live.reorder(index, index + delta), DONE.moved).then(() => refocus(key, action));
    }
  }

  function makeMain(index: number) {
    if (draft) draft.arrange((list) => moved(list, index, 0));
    else live.run(() => live.makeMain(index), DONE.main);
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const leftOutId = `${inputId}-left-out`;
  return (
    <div className="image-manager">
      <label htmlFor={inputId}>{props.mode === "draft" ? "제품 이미지" : "이미지 추가"}</label>
      <p className="hint" id={hintId}>
        이미지 파일(jpg, png, gif, webp)만, 한 개에 {IMAGE.maxMegabytes}MB, 제품당 {IMAGE.maxFiles}개까지. 첫 번째
        이미지가 대표 이미지입니다. {fitHint("ITEM")}
        {props.mode === "live" ? " 이미지 변경은 바로 저장됩니다." : ""}
      </p>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={IMAGE.accept}
        multiple
        // Until the saved images are loaded their count is unknown, so nothing can be added yet.
        disabled={busy || count >= IMAGE.maxFiles || (props.mode === "live" && live.images === null)}
        aria-describedby={[hintId, error ? errorId : "", leftOut ? leftOutId : ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={choose}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {leftOut ? (
        <p id={leftOutId} className="hint over">
          {leftOut}
        </p>
      ) : null}
      {live.progress === null ? null : (
        <div className="item-progress">
          <label htmlFor={`${inputId}-progress`}>업로드 진행률 {live.progress}%</label>
          <progress id={`${inputId}-progress`} className="progress-line" max={100} value={live.progress} />
        </div>
      )}
      {props.mode === "live" && live.images === null ? (
        <p role="status">이미지를 불러오는 중…</p>
      ) : entries.length === 0 ? (
        <p className="admin-empty">등록된 이미지가 없습니다.</p>
      ) : (
        <ImageList
          entries={entries}
          busy={busy}
          removeLabel={props.mode === "draft" ? "빼기" : "삭제"}
          onMain={makeMain}
          onMove={move}
          onRemove={remove}
        />
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

const EMPTY: File[] = [];
const imagesApi = client.api.admin.items.images;

/** The saved images of an item and the calls that change them; inactive (all no-ops) without an item. */
function useLiveImages(
  props: { itemId: number; onChange?: (images: ItemImage[]) => void } | null,
  setError: (message: string | null) => void,
  setStatus: (message: string) => void,
) {
  const itemId = props?.itemId;
  const [images, setImages] = useState<ItemImage[] | null>(null);
  const { busy, run: runBusy } = useBusy();
  const [progress, setProgress] = useState<number | null>(null);
  const onChange = useRef(props?.onChange);
  onChange.current = props?.onChange;

  useEffect(() => {
    if (itemId === undefined) return;
    let current = true;
    data(imagesApi.$get({ query: { itemId: String(itemId) } }))
      .then((list) => current && setImages(list))
      .catch(() => current && setImages([]));
    return () => {
      current = false;
    };
  }, [itemId]);

  const ids = () => (images ?? []).map((img) => img.fileBoxId);

  /** Runs one call; on success shows the answer's images, on refusal the server's message. */
  async function run(call: () => Promise<ItemImage[]>, done: string) {
    setError(null);
    setStatus("");
    await runBusy(
      async () => {
        const next = await call();
        setImages(next);
        onChange.current?.(next);
        setStatus(done);
      },
      (error) => setError(failureMessage(error)),
    );
    setProgress(null);
  }

  return {
    images: itemId === undefined ? [] : images,
    busy,
    progress,
    run,
    add: (files: File[]) =>
      run(async () => {
        const percents = files.map(() => 0);
        setProgress(0);
        const uploadIds = await Promise.all(
          files.map((f, i) =>
            stageItemImage(f, (percent) => {
              percents[i] = percent;
              setProgress(Math.round(percents.reduce((a, b) => a + b, 0) / files.length));
            }).catch((error: Error) => {
              // The server's reason for this file (its name is in it), shown like any refusal.
              throw new ApiError(0, error.message);
            }),
          ),
        );
        const form = new FormData();
        for (const id of uploadIds) form.append("uploadIds", id);
        // Multipart: Hono's client cannot type a streamed form, so it goes through upload(); the
        // answer is the same list as the GET's.
        return JSON.parse(await upload(`/api/admin/items/images?itemId=${itemId}`, form)) as ItemImage[];
      }, DONE.added),
    remove: (index: number) => data(imagesApi.$delete({ query: { fileBoxId: String(ids()[index]) } })),
    reorder: (from: number, to: number) =>
      data(imagesApi.order.$post({ json: { itemId: itemId ?? 0, fileBoxIds: moved(ids(), from, to) } })),
    makeMain: (index: number) => data(imagesApi.main.$post({ query: { fileBoxId: String(ids()[index]) } })),
  };
}
