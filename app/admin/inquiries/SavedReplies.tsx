// 자주 쓰는 답변 (decision 061): the staff's shared saved answers, picked into the memo box of an
// inquiry (the customer's name filled in) and kept in a small editor of their own. The editor opens
// the list as stored now and saves against that revision (decision 092): a list saved by someone
// else meanwhile is never silently replaced.
import { type FormEvent, useEffect, useId, useState } from "react";
import { notifyFailure } from "~/admin/shared/api";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, errorProps, FieldError, useBusy } from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import { Modal, mayDiscard } from "~/admin/shared/Modal";
import { client, data, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { CUSTOMER_NAME_SLOT, MEMO_MAX, REPLY_LIMITS } from "../../../functions/schemas/inquiryRules";

type Reply = InferResponseType<typeof client.api.admin.inquiry.replies.$get>["replies"][number];

/** A saved answer as it goes into the memo box. */
export const fillReply = (content: string, customer: string) => content.replaceAll(CUSTOMER_NAME_SLOT, customer);

export function SavedReplies({ customer, onPick }: { customer: string; onPick: (text: string) => void }) {
  const id = useId();
  const [replies, setReplies] = useState<Reply[] | null>(null);
  /** The list the editor opened, as stored when 관리 was pressed, and its revision. */
  const [managing, setManaging] = useState<{ replies: Reply[]; revision: string | null } | null>(null);
  const opening = useBusy();

  useEffect(() => {
    let live = true;
    data(client.api.admin.inquiry.replies.$get())
      .then((answer) => live && setReplies(answer.replies))
      // The api client told the user; the memo box works without them.
      .catch(() => live && setReplies([]));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="inquiry-replies">
      <label htmlFor={id}>자주 쓰는 답변</label>
      <select
        id={id}
        value=""
        disabled={!replies?.length}
        onChange={(e) => {
          const reply = replies?.[Number(e.target.value)];
          if (reply) onPick(fillReply(reply.content, customer));
        }}
      >
        <option value="">
          {replies === null ? "불러오는 중…" : replies.length > 0 ? "골라서 내용에 넣기" : "저장된 답변이 없습니다"}
        </option>
        {replies?.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids; an index is its place
          <option key={i} value={i}>
            {r.title}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn"
        // Focusable while the list loads: the dialog gives focus back to it on closing.
        {...busyProps(replies === null || opening.busy, () =>
          opening.run(async () => {
            const { data: stored, revision } = await dataAndRevision(client.api.admin.inquiry.replies.$get());
            setReplies(stored.replies);
            setManaging({ replies: stored.replies, revision });
          }),
        )}
      >
        {opening.busy ? "불러오는 중…" : "관리"}
      </button>
      {managing ? (
        <ReplyEditor
          replies={managing.replies}
          revision={managing.revision}
          onClose={() => setManaging(null)}
          onSaved={(saved) => {
            setReplies(saved);
            setManaging(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface Draft extends Reply {
  key: number;
}

let nextKey = 0;
const draftOf = (r: Reply): Draft => ({ ...r, key: nextKey++ });

const CONFLICT_HINT =
  "입력한 내용은 그대로 있습니다. 취소한 뒤 관리를 다시 누르면 저장된 목록을 볼 수 있고, 내 내용으로 저장하면 다른 곳에서 수정한 목록은 이 목록으로 바뀝니다.";

function ReplyEditor({
  replies,
  revision,
  onClose,
  onSaved,
}: {
  replies: Reply[];
  /** The list's revision as opened (its ETag), sent back with the save. */
  revision: string | null;
  onClose: () => void;
  onSaved: (saved: Reply[]) => void;
}) {
  const formId = useId();
  const stale = useEditRevision(revision);
  const [drafts, setDrafts] = useState(() => replies.map(draftOf));
  const [error, setError] = useState("");
  // After a refused save, each blank field says so (the list may be longer than the dialog).
  const [checked, setChecked] = useState(false);
  const { busy, run } = useBusy();
  const change = (key: number, patch: Partial<Reply>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const values = drafts.map(({ title, content }) => ({ title, content }));
  // Typed answers are not dropped by 취소, Escape or leaving the screen without a question.
  useFormGuard(values);
  const changed = JSON.stringify(values) !== JSON.stringify(replies.map(({ title, content }) => ({ title, content })));
  const close = () => {
    if (!busy && !mayDiscard(changed)) return;
    onClose();
  };
  const fieldId = (part: "title" | "content", key: number) => `${formId}-${part}-${key}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    const list = drafts.map(({ title, content }) => ({ title: title.trim(), content: content.trim() }));
    const blank = drafts.find((d) => !d.title.trim() || !d.content.trim());
    if (blank) {
      setError("제목과 내용을 모두 입력해주세요. 필요 없는 답변은 삭제하세요.");
      setChecked(true);
      // The first blank field, scrolled into the dialog's view.
      document.getElementById(fieldId(blank.title.trim() ? "content" : "title", blank.key))?.focus();
      return;
    }
    setError("");
    setChecked(false);
    const tag = stale.ifMatch();
    await run(
      async () => {
        const saved = await dataAndRevision(
          client.api.admin.inquiry.replies.$put(
            { json: { replies: list } },
            { headers: tag ? { "If-Match": tag } : {} },
          ),
        );
        stale.saved(saved.revision);
        notify("자주 쓰는 답변을 저장했습니다.");
        onSaved(saved.data.replies);
      },
      // 412: saved elsewhere meanwhile (the notice in the editor); anything else as usual.
      (failure) => stale.caught(failure) || notifyFailure(failure),
    );
  }

  /** 내 내용으로 저장: the same list again, over the revision stored now. */
  function overwrite() {
    stale.overwrite();
    (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  }

  return (
    <Modal
      title="자주 쓰는 답변 관리"
      open
      onClose={close}
      actions={
        <>
          <button type="submit" form={formId} className="btn btn-primary" {...busyProps(busy)}>
            {busy ? "저장 중…" : "저장"}
          </button>
          <button type="button" className="btn" onClick={close}>
            취소
          </button>
        </>
      }
    >
      <form id={formId} className="admin-form reply-editor" onSubmit={save} noValidate>
        <p className="misc-hint">
          모든 직원이 같은 목록을 씁니다. 내용에 {CUSTOMER_NAME_SLOT}을 쓰면 넣을 때 고객 이름으로 바뀝니다.
        </p>
        <FieldError id={`${formId}-error`} message={error} alert />
        {stale.conflict ? (
          <EditConflictNotice conflict={stale.conflict} hint={CONFLICT_HINT} busy={busy} onOverwrite={overwrite} />
        ) : null}
        <ol>
          {drafts.map((d, i) => {
            const titleError = checked && !d.title.trim() ? "제목을 입력해주세요." : null;
            const contentError = checked && !d.content.trim() ? "내용을 입력해주세요." : null;
            return (
              <li key={d.key}>
                <label htmlFor={fieldId("title", d.key)}>제목 {i + 1}</label>
                <input
                  id={fieldId("title", d.key)}
                  value={d.title}
                  maxLength={REPLY_LIMITS.title}
                  onChange={(e) => change(d.key, { title: e.target.value })}
                  {...errorProps(`${fieldId("title", d.key)}-error`, titleError)}
                />
                <FieldError id={`${fieldId("title", d.key)}-error`} message={titleError} />
                <label htmlFor={fieldId("content", d.key)}>내용 {i + 1}</label>
                <textarea
                  id={fieldId("content", d.key)}
                  rows={4}
                  value={d.content}
                  maxLength={MEMO_MAX}
                  onChange={(e) => change(d.key, { content: e.target.value })}
                  {...errorProps(`${fieldId("content", d.key)}-error`, contentError)}
                />
                <FieldError id={`${fieldId("content", d.key)}-error`} message={contentError} />
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                >
                  답변 {i + 1} 삭제
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn"
          disabled={drafts.length >= REPLY_LIMITS.count}
          onClick={() => setDrafts((all) => [...all, draftOf({ title: "", content: "" })])}
        >
          답변 추가
        </button>
        {drafts.length >= REPLY_LIMITS.count ? (
          <p className="misc-hint">자주 쓰는 답변은 {REPLY_LIMITS.count}개까지 저장할 수 있습니다.</p>
        ) : null}
      </form>
    </Modal>
  );
}
