// /admin/notice/edit/{id}: edit a post (SPEC §2 "Notice management"; API-SHAPES §9): title,
// public Y/N and content change; the type cannot. New files are added to the existing ones.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { type FormEvent, useRef, useState } from "react";
import {
  type AdminPost,
  AttachmentPicker,
  BOARD_TYPE_LABEL,
  checkAttachments,
  formatSize,
  NOTICE_TEXT,
  stageAttachment,
  TITLE_MAX,
} from "~/admin/boards/noticeForm";
import { failureMessage, jsonBlob } from "~/admin/shared/api";
import RichEditor from "~/admin/shared/RichEditor";
import { client, data } from "~/admin/shared/rpc";
import { flash, notify } from "~/components/notify";
import { STAGING_MESSAGES, useStagedUploads } from "~/components/UploadList";

export const meta: MetaFunction = () => [{ title: "게시글 수정 | 공지사항/FAQ 관리" }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  try {
    const post = await data(client.api.admin.boards.modify.$get({ query: { boardId: params.id ?? "" } }));
    return { post, error: null };
  } catch (error) {
    return { post: null, error: failureMessage(error, "게시글을 불러오지 못했습니다.") };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <section className="admin-card">
      <p className="admin-empty" role="status">
        게시글을 불러오는 중…
      </p>
    </section>
  );
}

export default function NoticeEditRoute() {
  const { post, error } = useLoaderData<typeof clientLoader>();
  if (!post) {
    return (
      <section className="admin-card">
        <p className="admin-empty" role={error ? "alert" : "status"}>
          {error ?? "게시글을 찾을 수 없습니다."}
        </p>
        <p>
          <Link to="/admin/notice" className="btn">
            목록
          </Link>
        </p>
      </section>
    );
  }
  // A fresh form (and editor) for each post.
  return <NoticeEdit key={post.boardId} post={post} />;
}

function NoticeEdit({ post }: { post: AdminPost }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(post.boardTitle);
  const [boardYN, setBoardYN] = useState<"Y" | "N">(post.boardYN === "N" ? "N" : "Y");
  const [content, setContent] = useState(post.boardContent);
  const uploads = useStagedUploads(stageAttachment);
  const [fileError, setFileError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setServerError(null);
    const trimmed = title.trim();
    const problem = !trimmed ? NOTICE_TEXT.titleRequired : trimmed.length > TITLE_MAX ? NOTICE_TEXT.titleMax : null;
    setTitleError(problem);
    if (problem) {
      notify(problem, "alert");
      titleRef.current?.focus();
      return;
    }
    const fileProblem = checkAttachments(uploads.files);
    if (fileProblem) {
      setFileError(fileProblem);
      notify(fileProblem, "alert");
      return;
    }
    if (!window.confirm(NOTICE_TEXT.confirmEdit)) {
      notify(NOTICE_TEXT.canceled);
      return;
    }

    const form = new FormData();
    form.append(
      "updateBoardDTO",
      jsonBlob({ boardId: post.boardId, boardTitle: trimmed, boardContent: content, boardYN }),
    );
    // The files are on the server already (staged one by one); the form names them.
    setSaving(true);
    // Files still on their way are waited for; one that could not go stops the save.
    const files = await uploads.settled();
    if (files.failed) {
      setSaving(false);
      notify(STAGING_MESSAGES.failed, "alert");
      return;
    }
    for (const id of files.uploadIds) form.append("uploadIds", id);
    try {
      // Multipart, streamed by the server (no declared input): the form goes as the body.
      await client.api.admin.boards.update.$post({}, { init: { body: form } });
      flash(NOTICE_TEXT.edited);
      navigate(`/admin/notice/${post.boardId}`);
    } catch (err) {
      setServerError(failureMessage(err, "게시글을 수정하지 못했습니다."));
      setSaving(false);
    }
  }

  const existing = post.adminBoardFiles;

  return (
    <section className="admin-card" aria-labelledby="notice-edit-title">
      <div className="card-head">
        <h1 id="notice-edit-title">게시글 수정</h1>
        <div className="card-actions">
          <Link to={`/admin/notice/${post.boardId}`} className="btn">
            상세로
          </Link>
          <Link to="/admin/notice" className="btn">
            목록
          </Link>
        </div>
      </div>
      <form className="admin-form notice-form" onSubmit={submit} noValidate>
        <p className="hint">
          <span className="required">*</span> 표시는 필수 입력 항목입니다.
        </p>

        <label htmlFor="notice-type-readonly">게시글 유형</label>
        <input
          id="notice-type-readonly"
          type="text"
          readOnly
          value={BOARD_TYPE_LABEL[post.boardType] ?? post.boardType}
          aria-describedby="notice-type-hint"
          className="notice-readonly"
        />
        <p id="notice-type-hint" className="hint">
          게시글 유형은 등록 후 변경할 수 없습니다.
        </p>

        <label htmlFor="notice-title-input">
          제목{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">(필수)</span>
        </label>
        <input
          id="notice-title-input"
          ref={titleRef}
          type="text"
          value={title}
          maxLength={TITLE_MAX}
          required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? "notice-title-error" : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setTitleError(null);
          }}
        />
        {titleError ? (
          <p id="notice-title-error" className="field-error">
            {titleError}
          </p>
        ) : null}

        <fieldset className="notice-visibility">
          <legend>공개 여부</legend>
          <label className="notice-radio">
            <input type="radio" name="boardYN" value="Y" checked={boardYN === "Y"} onChange={() => setBoardYN("Y")} />
            공개
          </label>
          <label className="notice-radio">
            <input type="radio" name="boardYN" value="N" checked={boardYN === "N"} onChange={() => setBoardYN("N")} />
            비공개
          </label>
        </fieldset>

        <div className="notice-editor">
          <p className="notice-field-label" aria-hidden="true">
            내용
          </p>
          <RichEditor label="내용" initialHtml={post.boardContent} onChange={setContent} />
        </div>

        <div className="notice-existing">
          <p className="notice-field-label" id="notice-existing-title">
            등록된 첨부파일
          </p>
          {existing.length === 0 ? (
            <p className="hint">등록된 첨부파일이 없습니다.</p>
          ) : (
            <ul className="notice-file-list" aria-labelledby="notice-existing-title">
              {existing.map((f) => (
                <li key={f.fileBoxId}>
                  {f.fileOrgName} <small>({formatSize(f.fileSize)})</small>
                </li>
              ))}
            </ul>
          )}
        </div>

        <p className="hint">등록된 첨부파일은 그대로 유지되고, 선택한 파일이 추가됩니다.</p>
        <AttachmentPicker
          label="파일 추가"
          uploads={uploads}
          error={fileError}
          onError={setFileError}
          disabled={saving}
        />

        {serverError ? (
          <p className="field-error notice-server-error" role="alert">
            {serverError}
          </p>
        ) : null}

        <div className="notice-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "저장 중…" : "수정"}
          </button>
          <Link to={`/admin/notice/${post.boardId}`} className="btn">
            취소
          </Link>
        </div>
      </form>
    </section>
  );
}
