// Shared pieces of the notice/FAQ management screens (SPEC §2 "Notice management", API-SHAPES §9):
// answer types (the server's, through the typed client), labels, messages and the attachment picker
// of the create and edit forms.
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { NoticeValues } from "~/admin/boards/NoticeFormCard";
import { failureMessage, jsonBlob, stageFile } from "~/admin/shared/api";
import { useListHref } from "~/admin/shared/backToList";
import { client, data, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import type { useSendKey } from "~/admin/shared/sendKey";
import { UploadList, type UploadSender, type useStagedUploads } from "~/components/UploadList";
import { ATTACHMENT_RULES } from "../../../functions/files/rules";

/** A row of GET /api/admin/boards. */
export type BoardRow = InferResponseType<typeof client.api.admin.boards.$get>["content"][number];

/** GET /api/admin/boards/detail/{id} and /modify. */
export type AdminPost = InferResponseType<(typeof client.api.admin.boards.detail)[":id"]["$get"]>;

export type BoardType = BoardRow["boardType"];

/**
 * The post a detail or edit screen shows (`which` call), or the reason there is none: 404 and the
 * other global statuses were told and redirected by the api client.
 */
export async function loadPost(id: string | undefined, which: "detail" | "modify") {
  const boardId = id ?? "";
  try {
    const { data: post, revision } = await dataAndRevision(
      which === "detail"
        ? client.api.admin.boards.detail[":id"].$get({ param: { id: encodeURIComponent(boardId) } })
        : client.api.admin.boards.modify.$get({ query: { boardId } }),
    );
    return { post, revision, error: null };
  } catch (error) {
    return { post: null, revision: null, error: failureMessage(error, "게시글을 불러오지 못했습니다.") };
  }
}

/**
 * Writes a new post from the form's values (a new post has no attachments to remove); its id.
 * 게시글 작성, and 새 글로 저장 of a post deleted elsewhere while it was edited (decision 130).
 */
export async function createPost(
  { uploadIds, removeFileBoxIds: _none, ...post }: NoticeValues,
  /** The adding screen's key (decision 150): a post sent again after a lost answer is one post. */
  sendKey?: ReturnType<typeof useSendKey>,
): Promise<number> {
  const headers = sendKey?.headers(JSON.stringify([post, uploadIds]));
  const form = new FormData();
  form.append("createBoardDTO", jsonBlob(post));
  // The files are on the server already (staged one by one); the form names them.
  for (const id of uploadIds) form.append("uploadIds", id);
  // Multipart, streamed by the server (no declared input): the form goes as the body.
  const boardId = await data(client.api.admin.boards.$post({}, { init: { body: form }, headers }));
  sendKey?.done();
  return boardId;
}

/** A post screen before its first load has answered. */
export function PostLoading() {
  return (
    <section className="admin-card">
      <p className="admin-empty" role="status">
        게시글을 불러오는 중…
      </p>
    </section>
  );
}

/** A post screen whose post could not be loaded. */
export function PostMissing({ error }: { error: string | null }) {
  const listHref = useListHref("/admin/notice");
  return (
    <section className="admin-card">
      <p className="admin-empty" role={error ? "alert" : "status"}>
        {error ?? "게시글을 찾을 수 없습니다."}
      </p>
      <p>
        <Link to={listHref} className="btn">
          목록
        </Link>
      </p>
    </section>
  );
}

export const BOARD_TYPE_LABEL: Record<BoardType, string> = { NOTICE: "공지사항", FAQ: "FAQ" };

/** SPEC §5/§8 texts, verbatim (the server's own texts in functions/schemas/board.ts match). */
export const NOTICE_TEXT = {
  typeRequired: "게시글 유형을 선택해주세요",
  titleRequired: "게시글 제목을 입력해주세요.",
  titleMax: "게시글 제목은 200자 이하로 입력해주세요.",
  noneSelected: "삭제할 게시글을 선택해주세요.",
  confirmBulkDelete: "선택한 게시글을 삭제하시겠습니까?",
  confirmDelete: "게시글을 삭제하시겠습니까?",
  deleteCanceled: "삭제가 취소 되었습니다.",
  deleted: "삭제되었습니다.",
  confirmEdit: "수정하시겠습니까?",
  /** The line after confirmEdit when the save removes attachments (decision 119). */
  removeFiles: (names: readonly string[]) =>
    `첨부파일 ${names.length}개(${names.join(", ")})가 삭제되며, 이전 버전으로도 되돌릴 수 없습니다.`,
  canceled: "취소 되었습니다.",
  edited: "수정 완료",
  created: "게시글이 등록되었습니다.",
} as const;

export const TITLE_MAX = 200;

/** Attachment rules of the server (functions/files/rules.ts ATTACHMENT_RULES), checked before upload. */
export const ATTACHMENT = {
  maxFiles: ATTACHMENT_RULES.maxFiles,
  maxBytes: ATTACHMENT_RULES.maxBytes,
  extensions: ATTACHMENT_RULES.extensions,
  rulesText: `최대 ${ATTACHMENT_RULES.maxFiles}개, 파일당 ${ATTACHMENT_RULES.maxBytes / 1024 / 1024}MB까지 첨부할 수 있습니다. 이미지(jpg, png, gif, webp), pdf, 한글(hwp, hwpx), 오피스 문서(doc, docx, xls, xlsx, ppt, pptx), txt, zip`,
  typeMessage: ATTACHMENT_RULES.typeMessage,
} as const;

const ACCEPT = ATTACHMENT.extensions.map((e) => `.${e}`).join(",");

/** The first reason the chosen files would be refused, or null when they may be uploaded. */
export function checkAttachments(files: readonly File[]): string | null {
  if (files.length > ATTACHMENT.maxFiles) return `파일은 최대 ${ATTACHMENT.maxFiles}개까지 첨부할 수 있습니다.`;
  for (const f of files) {
    const ext = f.name.includes(".") ? (f.name.split(".").pop() ?? "").toLowerCase() : "";
    if (!ATTACHMENT.extensions.includes(ext)) return `${f.name}: ${ATTACHMENT.typeMessage}`;
    if (f.size > ATTACHMENT.maxBytes) return `${f.name}: 파일 크기는 20MB 이하여야 합니다.`;
    if (f.size === 0) return `${f.name}: 빈 파일은 첨부할 수 없습니다.`;
  }
  return null;
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

const fileKey = (f: File) => `${f.name}/${f.size}/${f.lastModified}`;

/** Stages one attachment of a post (decision 018). */
export const stageAttachment: UploadSender = (file, onProgress) => stageFile("BOARD", file, onProgress);

interface AttachmentPickerProps {
  uploads: ReturnType<typeof useStagedUploads>;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * File input plus the chosen files, each uploaded on its own with its progress, retry and removal.
 * A choice that breaks the rules is refused as a whole, with the reason shown next to the field.
 */
export function AttachmentPicker({ uploads, error, onError, disabled, label = "첨부파일" }: AttachmentPickerProps) {
  const id = useId();
  function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    // The same file chosen twice is kept once.
    const known = new Set(uploads.files.map(fileKey));
    const added = Array.from(list).filter((f) => !known.has(fileKey(f)));
    const problem = checkAttachments([...uploads.files, ...added]);
    onError(problem);
    if (!problem) uploads.add(added);
  }
  return (
    <div className="notice-files">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = "";
        }}
      />
      <p id={`${id}-hint`} className="hint">
        {ATTACHMENT.rulesText}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <UploadList
        entries={uploads.entries}
        label="선택한 파일"
        onRetry={uploads.retry}
        onRemove={(key) => {
          onError(null);
          uploads.remove(key);
        }}
        disabled={disabled}
      />
    </div>
  );
}
