// /admin/notice/add: write a notice or FAQ post (SPEC §2 "Notice management", §5; API-SHAPES §9):
// type (required), title, public Y/N, rich content, attachments uploaded one by one with their progress.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { type FormEvent, useRef, useState } from "react";
import {
  AttachmentPicker,
  type BoardType,
  checkAttachments,
  NOTICE_TEXT,
  stageAttachment,
  TITLE_MAX,
} from "~/admin/boards/noticeForm";
import { failureMessage, jsonBlob } from "~/admin/shared/api";
import RichEditor from "~/admin/shared/RichEditor";
import { client, data } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { STAGING_MESSAGES, useStagedUploads } from "~/components/UploadList";

export const meta: MetaFunction = () => [{ title: "게시글 작성 | 공지사항/FAQ 관리" }];

interface FieldErrors {
  type?: string;
  title?: string;
}

export default function NoticeAdd() {
  const navigate = useNavigate();
  const [boardType, setBoardType] = useState<BoardType | "">("");
  const [title, setTitle] = useState("");
  const [boardYN, setBoardYN] = useState<"Y" | "N">("Y");
  const [content, setContent] = useState("");
  const uploads = useStagedUploads(stageAttachment);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const next: FieldErrors = {};
    if (!boardType) next.type = NOTICE_TEXT.typeRequired;
    if (!title.trim()) next.title = NOTICE_TEXT.titleRequired;
    else if (title.trim().length > TITLE_MAX) next.title = NOTICE_TEXT.titleMax;
    setErrors(next);
    setServerError(null);
    if (next.type) {
      notify(NOTICE_TEXT.typeRequired, "alert");
      typeRef.current?.focus();
      return;
    }
    if (next.title) {
      notify(next.title, "alert");
      titleRef.current?.focus();
      return;
    }
    const fileProblem = checkAttachments(uploads.files);
    if (fileProblem) {
      setFileError(fileProblem);
      notify(fileProblem, "alert");
      return;
    }

    const form = new FormData();
    form.append("createBoardDTO", jsonBlob({ boardTitle: title.trim(), boardContent: content, boardType, boardYN }));
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
      const boardId = await data(client.api.admin.boards.$post({}, { init: { body: form } }));
      navigate(`/admin/notice/${boardId}`);
    } catch (err) {
      // 400/413: the server's message beside the submit button.
      setServerError(failureMessage(err, "게시글을 등록하지 못했습니다."));
      setSaving(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="notice-add-title">
      <div className="card-head">
        <h1 id="notice-add-title">게시글 작성</h1>
        <div className="card-actions">
          <Link to="/admin/notice" className="btn">
            목록
          </Link>
        </div>
      </div>
      <form className="admin-form notice-form" onSubmit={submit} noValidate>
        <p className="hint">
          <span className="required">*</span> 표시는 필수 입력 항목입니다.
        </p>

        <label htmlFor="notice-type">
          게시글 유형{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">(필수)</span>
        </label>
        <select
          id="notice-type"
          ref={typeRef}
          value={boardType}
          required
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? "notice-type-error" : undefined}
          onChange={(e) => {
            setBoardType(e.target.value as BoardType | "");
            if (e.target.value) setErrors((prev) => ({ ...prev, type: undefined }));
          }}
        >
          <option value="">유형을 선택하세요</option>
          <option value="NOTICE">공지사항</option>
          <option value="FAQ">FAQ</option>
        </select>
        {errors.type ? (
          <p id="notice-type-error" className="field-error">
            {errors.type}
          </p>
        ) : null}

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
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "notice-title-error" : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setErrors((prev) => ({ ...prev, title: undefined }));
          }}
        />
        {errors.title ? (
          <p id="notice-title-error" className="field-error">
            {errors.title}
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
          <RichEditor label="내용" initialHtml="" onChange={setContent} />
        </div>

        <AttachmentPicker uploads={uploads} error={fileError} onError={setFileError} disabled={saving} />

        {serverError ? (
          <p className="field-error notice-server-error" role="alert">
            {serverError}
          </p>
        ) : null}

        <div className="notice-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "등록 중…" : "등록"}
          </button>
          <Link to="/admin/notice" className="btn">
            취소
          </Link>
        </div>
      </form>
    </section>
  );
}
