// 자주 쓰는 답변 (decision 061): the staff's shared saved answers, picked into the memo box of an
// inquiry (the customer's name filled in) and kept in a small editor of their own.
import { type FormEvent, useEffect, useId, useState } from "react";
import { FieldError, useBusy } from "~/admin/shared/form";
import { Modal } from "~/admin/shared/Modal";
import { client, data, type InferResponseType } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { CUSTOMER_NAME_SLOT, MEMO_MAX, REPLY_LIMITS } from "../../../functions/schemas/inquiryRules";

type Reply = InferResponseType<typeof client.api.admin.inquiry.replies.$get>["replies"][number];

/** A saved answer as it goes into the memo box. */
export const fillReply = (content: string, customer: string) => content.replaceAll(CUSTOMER_NAME_SLOT, customer);

export function SavedReplies({ customer, onPick }: { customer: string; onPick: (text: string) => void }) {
  const id = useId();
  const [replies, setReplies] = useState<Reply[] | null>(null);
  const [managing, setManaging] = useState(false);

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
      <button type="button" className="btn" disabled={replies === null} onClick={() => setManaging(true)}>
        관리
      </button>
      {managing && replies ? (
        <ReplyEditor
          replies={replies}
          onClose={() => setManaging(false)}
          onSaved={(saved) => {
            setReplies(saved);
            setManaging(false);
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

function ReplyEditor({
  replies,
  onClose,
  onSaved,
}: {
  replies: Reply[];
  onClose: () => void;
  onSaved: (saved: Reply[]) => void;
}) {
  const formId = useId();
  const [drafts, setDrafts] = useState(() => replies.map(draftOf));
  const [error, setError] = useState("");
  const { busy, run } = useBusy();
  const change = (key: number, patch: Partial<Reply>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  async function save(e: FormEvent) {
    e.preventDefault();
    const list = drafts.map(({ title, content }) => ({ title: title.trim(), content: content.trim() }));
    if (list.some((r) => !r.title || !r.content)) {
      setError("제목과 내용을 모두 입력해주세요. 필요 없는 답변은 삭제하세요.");
      return;
    }
    setError("");
    await run(async () => {
      const saved = await data(client.api.admin.inquiry.replies.$put({ json: { replies: list } }));
      notify("자주 쓰는 답변을 저장했습니다.");
      onSaved(saved.replies);
    });
  }

  return (
    <Modal
      title="자주 쓰는 답변 관리"
      open
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            취소
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? "저장 중…" : "저장"}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-form reply-editor" onSubmit={save} noValidate>
        <p className="misc-hint">
          모든 직원이 같은 목록을 씁니다. 내용에 {CUSTOMER_NAME_SLOT}을 쓰면 넣을 때 고객 이름으로 바뀝니다.
        </p>
        <FieldError id={`${formId}-error`} message={error} alert />
        <ol>
          {drafts.map((d, i) => (
            <li key={d.key}>
              <label htmlFor={`${formId}-title-${d.key}`}>제목 {i + 1}</label>
              <input
                id={`${formId}-title-${d.key}`}
                value={d.title}
                maxLength={REPLY_LIMITS.title}
                onChange={(e) => change(d.key, { title: e.target.value })}
              />
              <label htmlFor={`${formId}-content-${d.key}`}>내용 {i + 1}</label>
              <textarea
                id={`${formId}-content-${d.key}`}
                rows={4}
                value={d.content}
                maxLength={MEMO_MAX}
                onChange={(e) => change(d.key, { content: e.target.value })}
              />
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
              >
                답변 {i + 1} 삭제
              </button>
            </li>
          ))}
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
