// The one notice/FAQ form (SPEC §2 "Notice management", §5; API-SHAPES §9), for writing a post and
// for editing one: type (chosen once, read-only when editing), title, public Y/N, rich content and
// attachments uploaded one by one. The screen around it says where the form goes (`save`).
import { Link } from "@remix-run/react";
import { type FormEvent, useMemo, useRef, useState } from "react";
import {
  type AdminPost,
  AttachmentPicker,
  BOARD_TYPE_LABEL,
  type BoardType,
  checkAttachments,
  formatSize,
  NOTICE_TEXT,
  stageAttachment,
  TITLE_MAX,
} from "~/admin/boards/noticeForm";
import { failureMessage } from "~/admin/shared/api";
import { useDraft } from "~/admin/shared/draft";
import { BackLinks, CardHead, DraftOffer, errorProps, FieldError, FormEnd, RequiredLabel } from "~/admin/shared/form";
import RichEditor from "~/admin/shared/RichEditor";
import { notify } from "~/components/notify";
import { STAGING_MESSAGES, useStagedUploads } from "~/components/UploadList";
import { useLeaveGuard } from "~/lib/leaveGuard";

/** What the form hands its screen once every rule holds and every file is on the server. */
export interface NoticeValues {
  boardType: BoardType;
  boardTitle: string;
  boardContent: string;
  boardYN: "Y" | "N";
  uploadIds: string[];
}

interface FieldErrors {
  type?: string;
  title?: string;
}

interface NoticeFormCardProps {
  /** The post being edited; none for a new post. */
  post?: AdminPost;
  save: (values: NoticeValues) => Promise<void>;
}

const MODE = {
  add: { heading: "게시글 작성", submit: "등록", saving: "등록 중…", failed: "게시글을 등록하지 못했습니다." },
  edit: { heading: "게시글 수정", submit: "수정", saving: "저장 중…", failed: "게시글을 수정하지 못했습니다." },
} as const;

export function NoticeFormCard({ post, save }: NoticeFormCardProps) {
  const mode = post ? MODE.edit : MODE.add;
  const loaded = useMemo(
    () => ({
      boardType: (post?.boardType ?? "") as BoardType | "",
      title: post?.boardTitle ?? "",
      boardYN: (post?.boardYN === "N" ? "N" : "Y") as "Y" | "N",
      content: post?.boardContent ?? "",
    }),
    [post],
  );
  const [boardType, setBoardType] = useState(loaded.boardType);
  const [title, setTitle] = useState(loaded.title);
  const [boardYN, setBoardYN] = useState(loaded.boardYN);
  const [content, setContent] = useState(loaded.content);
  // The editor reads its HTML once: a restored draft opens a new one.
  const [editor, setEditor] = useState({ key: 0, html: loaded.content });
  const uploads = useStagedUploads(stageAttachment);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const backTo = post ? `/admin/notice/${post.boardId}` : "/admin/notice";
  const guard = useLeaveGuard({ boardType, title, boardYN, content, files: uploads.files.length });
  const draft = useDraft(
    post ? `notice:${post.boardId}` : "notice:new",
    { boardType, title, boardYN, content },
    loaded,
  );

  function restoreDraft() {
    const kept = draft.found?.values;
    if (!kept) return;
    if (!post && (kept.boardType === "NOTICE" || kept.boardType === "FAQ")) setBoardType(kept.boardType);
    setTitle(String(kept.title ?? ""));
    setBoardYN(kept.boardYN === "N" ? "N" : "Y");
    setContent(String(kept.content ?? ""));
    setEditor((e) => ({ key: e.key + 1, html: String(kept.content ?? "") }));
    draft.take();
  }

  /** The first rule the fields break, told and focused; true when all hold. */
  function fieldsHold(): boolean {
    const trimmed = title.trim();
    const next: FieldErrors = {
      type: boardType ? undefined : NOTICE_TEXT.typeRequired,
      title: !trimmed ? NOTICE_TEXT.titleRequired : trimmed.length > TITLE_MAX ? NOTICE_TEXT.titleMax : undefined,
    };
    setErrors(next);
    const [problem, field] = next.type ? [next.type, typeRef] : [next.title, titleRef];
    if (!problem) return true;
    notify(problem, "alert");
    field.current?.focus();
    return false;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setServerError(null);
    if (!fieldsHold() || !boardType) return;
    const fileProblem = checkAttachments(uploads.files);
    if (fileProblem) {
      setFileError(fileProblem);
      notify(fileProblem, "alert");
      return;
    }
    if (post && !window.confirm(NOTICE_TEXT.confirmEdit)) {
      notify(NOTICE_TEXT.canceled);
      return;
    }
    setSaving(true);
    // Files still on their way are waited for; one that could not go stops the save.
    const files = await uploads.settled();
    if (files.failed) {
      setSaving(false);
      notify(STAGING_MESSAGES.failed, "alert");
      return;
    }
    const saved = guard.saving();
    try {
      await save({ boardType, boardTitle: title.trim(), boardContent: content, boardYN, uploadIds: files.uploadIds });
      draft.clear();
    } catch (err) {
      saved.failed();
      // 400/413: the server's message beside the submit button.
      setServerError(failureMessage(err, mode.failed));
      setSaving(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="notice-form-title">
      <CardHead id="notice-form-title" title={mode.heading}>
        <BackLinks detail={post && backTo} list="/admin/notice" />
      </CardHead>
      <form className="admin-form notice-form" onSubmit={submit} noValidate>
        <p className="hint">
          <span className="required">*</span> 표시는 필수 입력 항목입니다.
        </p>
        <DraftOffer draft={draft} onTake={restoreDraft} chooseAgain="첨부파일" />

        {post ? (
          <>
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
          </>
        ) : (
          <>
            <RequiredLabel htmlFor="notice-type">게시글 유형</RequiredLabel>
            <select
              id="notice-type"
              ref={typeRef}
              value={boardType}
              required
              {...errorProps("notice-type-error", errors.type)}
              onChange={(e) => {
                setBoardType(e.target.value as BoardType | "");
                if (e.target.value) setErrors((prev) => ({ ...prev, type: undefined }));
              }}
            >
              <option value="">유형을 선택하세요</option>
              <option value="NOTICE">공지사항</option>
              <option value="FAQ">FAQ</option>
            </select>
            <FieldError id="notice-type-error" message={errors.type} />
          </>
        )}

        <RequiredLabel htmlFor="notice-title-input">제목</RequiredLabel>
        <input
          id="notice-title-input"
          ref={titleRef}
          type="text"
          value={title}
          maxLength={TITLE_MAX}
          required
          {...errorProps("notice-title-error", errors.title)}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setErrors((prev) => ({ ...prev, title: undefined }));
          }}
        />
        <FieldError id="notice-title-error" message={errors.title} />

        <fieldset className="notice-visibility">
          <legend>공개 여부</legend>
          {(["Y", "N"] as const).map((value) => (
            <label key={value} className="notice-radio">
              <input
                type="radio"
                name="boardYN"
                value={value}
                checked={boardYN === value}
                onChange={() => setBoardYN(value)}
              />
              {value === "Y" ? "공개" : "비공개"}
            </label>
          ))}
        </fieldset>

        <div className="notice-editor">
          <p className="notice-field-label" aria-hidden="true">
            내용
          </p>
          <RichEditor key={editor.key} label="내용" initialHtml={editor.html} onChange={setContent} />
        </div>

        {post ? <ExistingFiles post={post} /> : null}

        <AttachmentPicker
          label={post ? "파일 추가" : undefined}
          uploads={uploads}
          error={fileError}
          onError={setFileError}
          disabled={saving}
        />

        <FormEnd
          error={serverError}
          busy={saving}
          label={mode.submit}
          busyLabel={mode.saving}
          className="notice-form-actions"
        >
          <Link to={backTo} className="btn">
            취소
          </Link>
        </FormEnd>
      </form>
    </section>
  );
}

/** The files a post already has; new ones are added beside them. */
function ExistingFiles({ post }: { post: AdminPost }) {
  const existing = post.adminBoardFiles;
  return (
    <>
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
    </>
  );
}
