// The one notice/FAQ form (SPEC §2 "Notice management", §5; API-SHAPES §9), for writing a post and
// for editing one: type (chosen once, read-only when editing), title, public Y/N, rich content and
// attachments uploaded one by one. The screen around it says where the form goes (`save`).

import { Link } from "@remix-run/react";
import { type FormEvent, type RefObject, useMemo, useRef, useState } from "react";
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
import { useCarriedList } from "~/admin/shared/backToList";
import { useDraft } from "~/admin/shared/draft";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import {
  BackLinks,
  busyProps,
  CardHead,
  DraftOffer,
  errorProps,
  FieldError,
  FormEnd,
  RequiredLabel,
} from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import RichEditor from "~/admin/shared/RichEditor";
import { BOARD_MESSAGES, EARLIEST_REG_DATE, latestRegDate } from "~/admin/shared/schemas";
import { notify } from "~/components/notify";
import { STAGING_MESSAGES, useStagedUploads } from "~/components/UploadList";
import { nowLocal } from "../../../functions/lib/dates";
import { KoreaTimeNote } from "../shared/koreaTime";
import { serverNow } from "../shared/serverTime";

/** What the form hands its screen once every rule holds and every file is on the server. */
export interface NoticeValues {
  boardType: BoardType;
  boardTitle: string;
  boardContent: string;
  boardYN: "Y" | "N";
  /** 게시 일시 (`YYYY-MM-DDTHH:mm`, Korea): a new post's when chosen, an edited one's when changed. */
  boardRegDate?: string;
  /** 상단 고정 (decision 057). */
  boardPinned: boolean;
  uploadIds: string[];
  /** 등록된 첨부파일 marked 삭제, removed with the save (decision 119). */
  removeFileBoxIds: number[];
}

interface FieldErrors {
  type?: string;
  title?: string;
  regDate?: string;
}

/** What datetime-local shows and sends: minutes. */
const toMinutes = (dateTime: string) => dateTime.slice(0, 16);

interface NoticeFormCardProps {
  /** The post being edited; none for a new post. */
  post?: AdminPost;
  /** The edited post's revision as loaded (its ETag), sent back with the save (decision 074). */
  revision?: string | null;
  /** Sends the form; `ifMatch` is the revision it saves against (edits only). */
  save: (values: NoticeValues, ifMatch: string | null) => Promise<void>;
  /** An edited post deleted elsewhere: sends the form as a new post instead (새 글로 저장). */
  saveAsNew?: (values: NoticeValues) => Promise<void>;
}

const MODE = {
  add: { heading: "게시글 작성", submit: "등록", saving: "등록 중…", failed: "게시글을 등록하지 못했습니다." },
  edit: { heading: "게시글 수정", submit: "수정", saving: "저장 중…", failed: "게시글을 수정하지 못했습니다." },
} as const;

export function NoticeFormCard({ post, revision = null, save, saveAsNew }: NoticeFormCardProps) {
  const mode = post ? MODE.edit : MODE.add;
  const loaded = useMemo(
    () => ({
      boardType: (post?.boardType ?? "") as BoardType | "",
      title: post?.boardTitle ?? "",
      boardYN: (post?.boardYN === "N" ? "N" : "Y") as "Y" | "N",
      content: post?.boardContent ?? "",
      regDate: post ? toMinutes(post.boardRegDate) : "",
      pinned: post?.boardPinned ?? false,
    }),
    [post],
  );
  const [boardType, setBoardType] = useState(loaded.boardType);
  const [title, setTitle] = useState(loaded.title);
  const [boardYN, setBoardYN] = useState(loaded.boardYN);
  const [content, setContent] = useState(loaded.content);
  const [regDate, setRegDate] = useState(loaded.regDate);
  const [pinned, setPinned] = useState(loaded.pinned);
  // The editor reads its HTML once: a restored draft opens a new one.
  const [editor, setEditor] = useState({ key: 0, html: loaded.content });
  const uploads = useStagedUploads(stageAttachment);
  // Attachments marked 삭제: nothing is removed before the save, so 취소 keeps them (decision 119).
  const [removing, setRemoving] = useState<number[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stale = useEditRevision(revision);
  const typeRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const backTo = post ? `/admin/notice/${post.boardId}` : "/admin/notice";
  // The detail keeps the list it was opened from (decision 115).
  const carried = useCarriedList();
  const regDateRef = useRef<HTMLInputElement>(null);
  const guard = useFormGuard({
    boardType,
    title,
    boardYN,
    content,
    regDate,
    pinned,
    files: uploads.files.length,
    removing,
  });
  const draft = useDraft(
    post ? `notice:${post.boardId}` : "notice:new",
    { boardType, title, boardYN, content, regDate, pinned },
    loaded,
  );

  function restoreDraft() {
    const kept = draft.found?.values;
    if (!kept) return;
    if (!post && (kept.boardType === "NOTICE" || kept.boardType === "FAQ")) setBoardType(kept.boardType);
    setTitle(String(kept.title ?? ""));
    setBoardYN(kept.boardYN === "N" ? "N" : "Y");
    setContent(String(kept.content ?? ""));
    setRegDate(typeof kept.regDate === "string" ? kept.regDate : loaded.regDate);
    setPinned(typeof kept.pinned === "boolean" ? kept.pinned : loaded.pinned);
    setEditor((e) => ({ key: e.key + 1, html: String(kept.content ?? "") }));
    draft.take();
  }

  /** The first rule the fields break, told and focused; true when all hold. */
  function fieldsHold(): boolean {
    const trimmed = title.trim();
    const outOfRange =
      regDate !== "" && (regDate < toMinutes(EARLIEST_REG_DATE) || regDate > toMinutes(latestRegDate()));
    const next: FieldErrors = {
      type: boardType ? undefined : NOTICE_TEXT.typeRequired,
      title: !trimmed ? NOTICE_TEXT.titleRequired : trimmed.length > TITLE_MAX ? NOTICE_TEXT.titleMax : undefined,
      regDate: outOfRange ? BOARD_MESSAGES.regDateRange : undefined,
    };
    setErrors(next);
    const [problem, field] = next.type
      ? [next.type, typeRef]
      : next.title
        ? [next.title, titleRef]
        : [next.regDate, regDateRef];
    if (!problem) return true;
    notify(problem, "alert");
    field.current?.focus();
    return false;
  }

  /** Every rule of the fields and the files holds (the first broken one told). */
  function formHolds(): boolean {
    setServerError(null);
    if (!fieldsHold() || !boardType) return false;
    const fileProblem = checkAttachments(uploads.files);
    if (fileProblem) {
      setFileError(fileProblem);
      notify(fileProblem, "alert");
      return false;
    }
    return true;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving || !formHolds()) return;
    if (post && !window.confirm(editQuestion(post, removing))) {
      notify(NOTICE_TEXT.canceled);
      return;
    }
    await send();
  }

  /**
   * Sends the checked form; 내 내용으로 저장 sends it again, over the newer revision; `asNew`: as
   * a new post (the edited one was deleted elsewhere).
   */
  async function send(asNew = false) {
    if (!boardType) return;
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
      // A new post: the chosen time or now. An edited one: only a changed time (the stored one has seconds).
      const boardRegDate = regDate && regDate !== loaded.regDate ? regDate : undefined;
      const values: NoticeValues = {
        boardType,
        boardTitle: title.trim(),
        boardContent: content,
        boardYN,
        boardRegDate,
        boardPinned: pinned,
        uploadIds: files.uploadIds,
        removeFileBoxIds: removing,
      };
      if (asNew && saveAsNew) await saveAsNew({ ...values, removeFileBoxIds: [] });
      else await save(values, stale.ifMatch());
      draft.clear();
    } catch (err) {
      saved.failed();
      // 412: saved elsewhere meanwhile, 404: deleted elsewhere (the notice below); 400/413/500:
      // the server's message beside the button. Either way the form keeps what was typed.
      if (asNew || !stale.caught(err)) setServerError(failureMessage(err, asNew ? MODE.add.failed : mode.failed));
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

        <div className="notice-pin">
          <label className="notice-radio">
            <input
              type="checkbox"
              checked={pinned}
              aria-describedby="notice-pin-hint"
              onChange={(e) => setPinned(e.target.checked)}
            />
            목록 맨 위에 고정
          </label>
          <p id="notice-pin-hint" className="hint">
            고정한 글은 공개 목록의 모든 페이지 맨 위에 ‘공지’로 보입니다. 최신 5개까지 보입니다.
          </p>
        </div>

        <RegDateField
          inputRef={regDateRef}
          value={regDate}
          editing={Boolean(post)}
          visible={boardYN === "Y"}
          error={errors.regDate}
          onChange={(value) => {
            setRegDate(value);
            setErrors((prev) => ({ ...prev, regDate: undefined }));
          }}
        />

        <div className="notice-editor">
          <p className="notice-field-label" aria-hidden="true">
            내용
          </p>
          <RichEditor key={editor.key} label="내용" initialHtml={editor.html} onChange={setContent} />
        </div>

        {post ? (
          <ExistingFiles
            post={post}
            removing={removing}
            disabled={saving}
            onToggle={(fileBoxId) =>
              setRemoving((marked) =>
                marked.includes(fileBoxId) ? marked.filter((id) => id !== fileBoxId) : [...marked, fileBoxId],
              )
            }
          />
        ) : null}

        <AttachmentPicker
          label={post ? "파일 추가" : undefined}
          uploads={uploads}
          error={fileError}
          onError={setFileError}
          disabled={saving}
        />

        {stale.conflict && post ? (
          <EditConflictNotice
            conflict={stale.conflict}
            latest={backTo}
            busy={saving}
            onOverwrite={() => {
              if (saving || !formHolds()) return;
              stale.overwrite();
              void send();
            }}
            goneHint={`다른 곳에서 이 게시글이 삭제되었습니다. 입력한 내용은 그대로 있습니다.${
              saveAsNew ? " 새 글로 저장하면 이 내용으로 새 게시글이 등록됩니다." : ""
            }${post.adminBoardFiles.length > 0 ? " 등록된 첨부파일은 게시글과 함께 삭제되었습니다." : ""}`}
            saveAsNew={
              saveAsNew && {
                label: "새 글로 저장",
                onSave: () => {
                  if (saving || !formHolds()) return;
                  void send(true);
                },
              }
            }
          />
        ) : null}
        <FormEnd
          error={serverError}
          busy={saving}
          label={mode.submit}
          busyLabel={mode.saving}
          className="notice-form-actions"
        >
          <Link to={backTo} state={carried} className="btn">
            취소
          </Link>
        </FormEnd>
      </form>
    </section>
  );
}

interface RegDateFieldProps {
  inputRef: RefObject<HTMLInputElement>;
  value: string;
  editing: boolean;
  /** 공개 chosen: a time ahead schedules the post. */
  visible: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * 게시 일시 (decision 053): empty on a new post means "when registered"; a time ahead keeps a public
 * post from visitors until then; a past one backdates it (a notice brought over from the old site).
 */
function RegDateField({ inputRef, value, editing, visible, error, onChange }: RegDateFieldProps) {
  const ahead = value !== "" && value > toMinutes(nowLocal(serverNow()));
  const hint = ahead
    ? visible
      ? `예약 게시: ${value.replace("T", " ")}에 공개됩니다. 그때까지 방문자에게는 보이지 않습니다.`
      : "비공개 글은 게시 일시가 지나도 보이지 않습니다."
    : editing
      ? "게시 일시를 바꾸면 목록에서의 순서와 표시되는 날짜도 바뀝니다."
      : "비워 두면 등록하는 시각으로 게시됩니다. 앞으로의 시각을 고르면 그때 공개됩니다(예약 게시).";
  return (
    <div className="notice-regdate">
      <label htmlFor="notice-regdate">
        게시 일시 <KoreaTimeNote id="notice-regdate-zone" />
      </label>
      <div className="notice-regdate-row">
        <input
          id="notice-regdate"
          ref={inputRef}
          type="datetime-local"
          step={60}
          min={toMinutes(EARLIEST_REG_DATE)}
          max={toMinutes(latestRegDate())}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`notice-regdate-zone notice-regdate-hint${error ? " notice-regdate-error" : ""}`}
          onChange={(e) => onChange(e.target.value)}
        />
        {editing || value !== "" ? (
          <button
            type="button"
            className="btn"
            onClick={() => onChange(editing ? toMinutes(nowLocal(serverNow())) : "")}
          >
            {editing ? "지금으로" : "비우기"}
          </button>
        ) : null}
      </div>
      <p id="notice-regdate-hint" className="hint" aria-live="polite">
        {hint}
      </p>
      <FieldError id="notice-regdate-error" message={error} />
    </div>
  );
}

/** 수정하시겠습니까? (SPEC §5), saying which attachments the save removes for good. */
function editQuestion(post: AdminPost, removing: readonly number[]): string {
  if (removing.length === 0) return NOTICE_TEXT.confirmEdit;
  const names = post.adminBoardFiles.filter((f) => removing.includes(f.fileBoxId)).map((f) => f.fileOrgName);
  return `${NOTICE_TEXT.confirmEdit}\n${NOTICE_TEXT.removeFiles(names)}`;
}

interface ExistingFilesProps {
  post: AdminPost;
  /** The files marked 삭제. */
  removing: readonly number[];
  disabled: boolean;
  onToggle: (fileBoxId: number) => void;
}

/**
 * The files a post already has, each with 삭제, which marks it to go with the save (struck
 * through, 되돌리기 to keep it); new ones are added beside them.
 */
function ExistingFiles({ post, removing, disabled, onToggle }: ExistingFilesProps) {
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
            {existing.map((f) => {
              const marked = removing.includes(f.fileBoxId);
              const size = <small>({formatSize(f.fileSize)})</small>;
              return (
                <li key={f.fileBoxId} className={marked ? "notice-file-removing" : undefined}>
                  {marked ? (
                    <span>
                      <del>{f.fileOrgName}</del> {size}{" "}
                      <strong className="notice-file-note">저장하면 삭제됩니다</strong>
                    </span>
                  ) : (
                    <span>
                      {f.fileOrgName} {size}
                    </span>
                  )}
                  <button
                    type="button"
                    className="btn notice-file-toggle"
                    aria-label={`${f.fileOrgName} ${marked ? "삭제 되돌리기" : "삭제"}`}
                    {...busyProps(disabled, () => onToggle(f.fileBoxId))}
                  >
                    {marked ? "되돌리기" : "삭제"}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="hint">
        {existing.length > 0
          ? "삭제를 누른 파일은 수정을 저장할 때 지워지며, 이전 버전으로도 되돌릴 수 없습니다. 나머지는 그대로 유지되고, 선택한 파일이 추가됩니다."
          : "선택한 파일이 첨부파일로 추가됩니다."}
      </p>
    </>
  );
}
