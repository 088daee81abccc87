// The workflow part of the inquiry screen (issue 12, decision 032): status, 담당자, memo history, the
// memo/answer form (#answer, where the dashboard's "답변" lands) and "방문 일정 잡기".

import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { type FormEvent, Fragment, useEffect, useId, useRef, useState } from "react";
import { calendarDayPath, spanText, statusLabel } from "~/admin/calendar/events";
import { refreshNewInquiryCount } from "~/admin/inquiries/newCount";
import { RetryMailButton } from "~/admin/inquiries/RetryMailButton";
import { SavedReplies } from "~/admin/inquiries/SavedReplies";
import { StatusBadge } from "~/admin/inquiries/StatusBadge";
import { notifyFailure } from "~/admin/shared/api";
import { useDraft } from "~/admin/shared/draft";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, CommitSelect, DraftOffer, useBusy } from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import { Modal, mayDiscard } from "~/admin/shared/Modal";
import { client, type InferResponseType } from "~/admin/shared/rpc";
import { useSendKey } from "~/admin/shared/sendKey";
import { serverToday } from "~/admin/shared/serverTime";
import { currentUser } from "~/admin/shared/session";
import { notify } from "~/components/notify";
import { addDays, minuteText } from "../../../functions/lib/dates";
import { INQUIRY_STATUSES, type InquiryStatus, MEMO_MAX } from "../../../functions/schemas/inquiryRules";
import { KoreaTimeNote } from "../shared/koreaTime";

type Inquiry = InferResponseType<typeof client.api.admin.inquiry.detail.$get>;

/**
 * One workflow write: busy while it runs, its answer as a toast, then the screen's data and the
 * count of new inquiries (sidebar, dashboard) again. Resolves true when it succeeded.
 */
function useWrite() {
  const revalidator = useRevalidator();
  const { busy, run } = useBusy();
  const write = (
    call: () => Promise<{ text(): Promise<string>; headers: Headers }>,
    handled?: { done?: (res: { headers: Headers }) => void; failed?: (error: unknown) => void },
  ) =>
    run(async () => {
      const res = await call();
      notify(await res.text());
      handled?.done?.(res);
      revalidator.revalidate();
      void refreshNewInquiryCount();
    }, handled?.failed);
  return { busy, write, reload: () => revalidator.revalidate() };
}

function StatusField({ inquiry }: { inquiry: Inquiry }) {
  const id = useId();
  const { busy, write } = useWrite();
  // The choice shows at once (on a slow network the old status stayed for seconds); the stored
  // status replaces it when the screen reloads, and a refusal drops it.
  const [chosen, setChosen] = useState<{ status: InquiryStatus; over: InquiryStatus } | null>(null);
  // Once the stored status moved on, the choice is spent (React's state-from-the-last-render pattern).
  if (chosen && chosen.over !== inquiry.status) setChosen(null);
  const shown = chosen?.over === inquiry.status ? chosen.status : inquiry.status;
  async function change(status: InquiryStatus) {
    setChosen({ status, over: inquiry.status });
    const ok = await write(() =>
      client.api.admin.inquiry.status.$post({ json: { inquiryId: inquiry.inquiryId, status } }),
    );
    if (!ok) setChosen(null);
  }
  return (
    <div className="inquiry-status">
      <StatusBadge status={inquiry.status} />
      <label htmlFor={id}>상태 변경</label>
      <CommitSelect id={id} value={shown} busy={busy} onCommit={(v) => void change(v as InquiryStatus)}>
        {INQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </CommitSelect>
    </div>
  );
}

export type Assignees = InferResponseType<typeof client.api.admin.inquiry.assignees.$get>;

/** The accounts as a select's options, the signed-in one marked (나). */
export function AssigneeOptions({ assignees }: { assignees: Assignees }) {
  const me = currentUser()?.usersId;
  return assignees.map((a) => (
    <option key={a.usersId} value={a.usersId}>
      {a.usersId === me ? `${a.name} (나)` : a.name}
    </option>
  ));
}

/** 담당자 (decision 068): anyone may hand an inquiry to an account, or to nobody. */
function AssigneeField({ inquiry, assignees }: { inquiry: Inquiry; assignees: Assignees }) {
  const id = useId();
  const { busy, write } = useWrite();
  const change = (value: string) =>
    write(() =>
      client.api.admin.inquiry.assignee.$post({
        json: { inquiryId: inquiry.inquiryId, usersId: value ? Number(value) : null },
      }),
    );
  return (
    <div className="inquiry-status inquiry-assignee">
      <label htmlFor={id}>담당자</label>
      <CommitSelect id={id} value={String(inquiry.assigneeId ?? "")} busy={busy} onCommit={(v) => void change(v)}>
        <option value="">지정 안 함</option>
        <AssigneeOptions assignees={assignees} />
      </CommitSelect>
      {/* Printed instead of the select. */}
      <span className="inquiry-assignee-print">담당자: {inquiry.assignee ?? "없음"}</span>
    </div>
  );
}

function MemoHistory({ memos, mailConfigured }: { memos: Inquiry["memos"]; mailConfigured: boolean }) {
  if (memos.length === 0) return <p className="misc-hint">아직 메모가 없습니다.</p>;
  return (
    <ol className="inquiry-memos">
      {memos.map((m) => (
        <li key={m.memoId} className={m.isAnswer ? "answer" : m.fromCustomer ? "customer" : undefined}>
          <p className="inquiry-memo-meta">
            {m.isAnswer ? <span className="status-badge inquiry-done">답변</span> : null}
            {/* Written by the customer on 내 문의 확인 (decision 102). */}
            {m.fromCustomer ? <span className="status-badge inquiry-customer">고객 추가 문의</span> : null}
            <span>{m.writer || "알 수 없음"}</span>
            <time dateTime={m.createAt}>{minuteText(m.createAt)}</time>
            {m.mailStatus ? (
              <span className={`inquiry-mail-state ${m.mailStatus.toLowerCase()}`}>
                {m.mailStatus === "PENDING" && !mailConfigured ? MAIL_WAITING : MAIL_STATE[m.mailStatus]} ({m.mailTo})
              </span>
            ) : null}
            {m.mailStatus === "FAILED" && m.mailId ? <RetryMailButton mailId={m.mailId} label="답변 메일" /> : null}
          </p>
          {m.content ? <p className="inquiry-memo-text">{m.content}</p> : null}
          <MemoFiles files={m.files} />
        </li>
      ))}
    </ol>
  );
}

/** The files a customer sent with a 추가 문의 (decision 103); opened from the 첨부파일 list above. */
function MemoFiles({ files }: { files: Inquiry["memos"][number]["files"] }) {
  if (files.length === 0) return null;
  return (
    <p className="inquiry-memo-files">{`첨부 ${files.length}개: ${files.map((f) => f.fileOrgName).join(", ")}`}</p>
  );
}

const MAIL_STATE = { PENDING: "메일 보내는 중", SENT: "메일 보냄", FAILED: "메일 발송 실패" } as const;
/** A mail that cannot leave: no mail service is configured (decision 120). */
const MAIL_WAITING = "메일 발송 대기(메일 발송 미설정)";

interface MemoFormProps {
  inquiryId: number;
  /** The memo history as loaded (its ETag): a memo written elsewhere since is a 412 (decision 074). */
  revision: string | null;
  email: string | null;
  customer: string;
  /** The customer reads the answers on 내 문의 확인 (decision 071). */
  checkable: boolean;
  /** Without a mail service a mailed answer waits in the outbox (decision 120). */
  mailConfigured: boolean;
}

function MemoForm({ inquiryId, revision, email, customer, checkable, mailConfigured }: MemoFormProps) {
  const customerMail = email?.trim() || null;
  const [content, setContent] = useState("");
  // An answer goes to the customer's e-mail too, unless staff untick it (decision 052).
  const [mailAnswer, setMailAnswer] = useState(customerMail !== null);
  const [error, setError] = useState("");
  const { busy, write, reload } = useWrite();
  const stale = useEditRevision(revision);
  const sendKey = useSendKey();
  // The kind of the memo a newer one stopped, for 그래도 등록.
  const [stopped, setStopped] = useState<boolean | null>(null);
  // The button whose memo is being saved says so (a slow network kept it unchanged for seconds).
  const [sending, setSending] = useState<"memo" | "answer">("memo");
  const box = useRef<HTMLTextAreaElement>(null);
  const { hash } = useLocation();
  const guard = useFormGuard(content.trim());
  // A memo being written outlives a reload or a lost session, in this tab only: it may hold the
  // customer's details (decision 048).
  const draft = useDraft(`memo:${inquiryId}`, content.trim() ? content : "", "", "tab");

  // The dashboard's "답변" opens the inquiry at this form.
  useEffect(() => {
    if (hash !== "#answer") return;
    box.current?.scrollIntoView({ block: "center" });
    box.current?.focus();
  }, [hash]);

  /** `again`: 그래도 등록 after a newer memo stopped it (its mail was confirmed the first time). */
  async function submit(answer: boolean, again = false) {
    if (!content.trim()) {
      setError("메모 내용을 입력해주세요.");
      box.current?.focus();
      return;
    }
    setError("");
    const mail = answer && mailAnswer && customerMail !== null;
    // A mail cannot be taken back: it is confirmed, with the address it goes to.
    const asked = mailConfigured
      ? `답변 메일을 ${customerMail} 주소로 보냅니다. 등록할까요?`
      : `메일 발송이 설정되지 않아 ${customerMail} 주소로 가는 답변 메일은 설정될 때까지 보내지지 않습니다. 등록할까요?`;
    if (!again && mail && !window.confirm(asked)) {
      notify("취소 되었습니다.");
      return;
    }
    const sent = content;
    setSending(answer ? "answer" : "memo");
    const saved = guard.saving();
    const json = { inquiryId, content: sent, answer, mail };
    const headers = sendKey.headers(JSON.stringify(json), stale.ifMatch());
    // Text typed while the memo was being saved stays in the box.
    const ok = await write(() => client.api.admin.inquiry.memo.$post({ json }, { headers }), {
      done: (res) => stale.saved(res.headers.get("ETag")),
      // A memo written elsewhere meanwhile: shown (the history reloads), this one kept to send
      // anyway. The inquiry deleted elsewhere: said, with the text kept in the box (no reload:
      // the screen would turn into its not-found screen, decision 130).
      failed: (error) => {
        const caught = stale.caught(error);
        if (!caught) {
          notifyFailure(error);
          return;
        }
        setStopped(answer);
        if (caught === "stale") reload();
      },
    });
    if (ok) {
      draft.clear();
      sendKey.done();
      setContent((now) => (now === sent ? "" : now));
      setStopped(null);
      saved.done();
    } else saved.failed();
  }

  // A saved answer goes after what is already written, and the box keeps the focus for editing it.
  const pick = (text: string) => {
    setContent((now) => (now.trim() ? `${now.trimEnd()}\n\n${text}` : text));
    box.current?.focus();
  };

  return (
    <>
      {/* Outside the form: its editor is a form of its own. */}
      <SavedReplies customer={customer} onPick={pick} />
      <form
        id="answer"
        className="inquiry-memo-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <DraftOffer
          draft={draft}
          onTake={() => {
            const kept = draft.found?.values ?? "";
            setContent((now) => (now.trim() ? `${now.trimEnd()}\n\n${kept}` : kept));
            draft.take();
            box.current?.focus();
          }}
        />
        <label htmlFor="inquiry-memo">메모 / 답변 내용</label>
        <textarea
          id="inquiry-memo"
          ref={box}
          rows={4}
          maxLength={MEMO_MAX}
          value={content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "inquiry-memo-error" : undefined}
          onChange={(e) => setContent(e.target.value)}
          placeholder="고객에게 안내한 내용이나 내부 메모를 남겨주세요."
        />
        {error ? (
          <p id="inquiry-memo-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {checkable ? (
          <p className="misc-hint">
            고객이 문의 확인 비밀번호를 정해 두어, 답변은 홈페이지의 ‘내 문의 확인’에서도 보입니다. 메모는 보이지
            않습니다.
          </p>
        ) : null}
        {customerMail ? (
          <>
            <label className="inquiry-mail-choice">
              <input type="checkbox" checked={mailAnswer} onChange={(e) => setMailAnswer(e.target.checked)} />
              답변은 고객 이메일({customerMail})로도 보내기
            </label>
            {mailConfigured ? null : (
              <p className="misc-hint inquiry-mail-off">
                메일 발송이 설정되지 않아 답변 메일은 지금 보내지지 않고, 설정된 뒤에 보내집니다. 고객에게 직접
                연락해주세요.
              </p>
            )}
          </>
        ) : (
          <p className="misc-hint">고객이 이메일을 남기지 않아 답변은 메일로 보낼 수 없습니다.</p>
        )}
        {stale.conflict && stopped !== null ? (
          <EditConflictNotice
            conflict={stale.conflict}
            hint="입력한 내용은 그대로 있습니다. 위 메모 기록에서 새 메모를 확인한 뒤 그래도 등록할 수 있습니다."
            overwriteLabel={stopped ? "그래도 답변 등록" : "그래도 메모 등록"}
            goneHint="다른 곳에서 이 문의가 삭제되었습니다. 입력한 내용은 그대로 있으니 필요한 내용은 복사해 두세요."
            busy={busy}
            onOverwrite={() => {
              stale.overwrite();
              void submit(stopped, true);
            }}
          />
        ) : null}
        <div className="card-actions">
          <button type="submit" className="btn" {...busyProps(busy)}>
            {busy && sending === "memo" ? "등록 중…" : "메모 등록"}
          </button>
          <button type="button" className="btn btn-primary" {...busyProps(busy, () => submit(true))}>
            {busy && sending === "answer" ? "등록 중…" : "답변 등록 후 완료"}
          </button>
        </div>
      </form>
    </>
  );
}

/** "방문 일정 잡기": a private calendar event with the customer and place filled in, linked back. */
/** The visit's two times, ten to eleven on the chosen day by default. */
const VISIT_SPAN = [
  { side: "start", name: "startTime", label: "시작 일시", time: "10:00" },
  { side: "end", name: "endTime", label: "종료 일시", time: "11:00" },
] as const;

function VisitButton({ inquiry }: { inquiry: Inquiry }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Anything changed in the filled-in form: closing asks first (decision 110).
  const [changed, setChanged] = useState(false);
  // And leaving the screen with it open and changed asks too, beside the memo box's own guard.
  useFormGuard(open && changed);
  const { busy, run } = useBusy();
  const sendKey = useSendKey();
  const revalidator = useRevalidator();
  const day = addDays(serverToday(), 1);
  const close = () => {
    if (!busy && !mayDiscard(changed)) return;
    setOpen(false);
  };
  const customer = inquiry.writer || inquiry.tel || "고객";

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const json = {
      title: field("title"),
      description: field("description"),
      location: field("location"),
      startTime: field("startTime"),
      endTime: field("endTime"),
      // Customer data never goes on the public calendar.
      calendarYN: "N" as const,
      inquiryId: inquiry.inquiryId,
    };
    await run(async () => {
      const res = await client.api.admin.calendar.$post({ json }, { headers: sendKey.headers(JSON.stringify(json)) });
      await res.text();
      sendKey.done();
      notify("방문 일정이 등록되었습니다.");
      setOpen(false);
      // The new visit joins the inquiry's 방문 일정.
      revalidator.revalidate();
    });
  }

  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setChanged(false);
          setOpen(true);
        }}
      >
        방문 일정 잡기
      </button>
      <Modal
        title="방문 일정 잡기"
        open={open}
        onClose={close}
        actions={
          <>
            <button type="submit" form={id} className="btn btn-primary" {...busyProps(busy)}>
              {busy ? "등록 중…" : "일정 등록"}
            </button>
            <button type="button" className="btn" onClick={close}>
              취소
            </button>
          </>
        }
      >
        <form id={id} className="admin-form" onSubmit={submit} onInput={() => setChanged(true)}>
          <label htmlFor={`${id}-title`}>제목</label>
          <input
            id={`${id}-title`}
            name="title"
            required
            maxLength={100}
            defaultValue={`방문: ${customer} - ${inquiry.title}`.slice(0, 100)}
          />
          {VISIT_SPAN.map(({ side, name, label, time }) => (
            <Fragment key={side}>
              <label htmlFor={`${id}-${side}`}>
                {label} <KoreaTimeNote id={`${id}-${side}-zone`} />
              </label>
              <input
                id={`${id}-${side}`}
                name={name}
                type="datetime-local"
                required
                defaultValue={`${day}T${time}`}
                aria-describedby={`${id}-${side}-zone`}
              />
            </Fragment>
          ))}
          <label htmlFor={`${id}-location`}>장소</label>
          <input
            id={`${id}-location`}
            name="location"
            maxLength={300}
            defaultValue={[inquiry.addr, inquiry.detailAddr].filter(Boolean).join(" ")}
          />
          <label htmlFor={`${id}-description`}>내용</label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={3}
            maxLength={2000}
            defaultValue={[`고객: ${inquiry.writer ?? "-"}`, `연락처: ${inquiry.tel ?? "-"}`].join("\n")}
          />
        </form>
      </Modal>
    </>
  );
}

/**
 * 방문 일정 (decision 086): the visits scheduled from this inquiry as the calendar has them now
 * (moved, done or cancelled there), each opening its day on the calendar.
 */
function Visits({ visits }: { visits: Inquiry["visits"] }) {
  if (visits.length === 0) return null;
  return (
    <div className="inquiry-visits">
      <h3 id="inquiry-visits" className="misc-subtitle">
        방문 일정
      </h3>
      <ul aria-labelledby="inquiry-visits">
        {visits.map((v) => (
          <li key={v.calendarId} className={v.scheduleStatus === "CANCELED" ? "canceled" : undefined}>
            {v.scheduleStatus ? <span className="status-badge">{statusLabel(v.scheduleStatus)}</span> : null}
            <Link to={calendarDayPath(v.startTime.slice(0, 10))}>
              <span className="inquiry-visit-time">{spanText(v)}</span> {v.title || "제목 없음"}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Status, 담당자, visit, memos and the memo/answer form of one inquiry. */
export function InquiryWorkflow({
  inquiry,
  revision,
  assignees,
}: {
  inquiry: Inquiry;
  /** The memo history's revision as loaded (decision 074). */
  revision: string | null;
  assignees: Assignees;
}) {
  return (
    <section className="inquiry-workflow" aria-labelledby="inquiry-workflow-title">
      <h2 id="inquiry-workflow-title" className="misc-subtitle">
        처리 현황
      </h2>
      <div className="inquiry-workflow-head">
        <StatusField inquiry={inquiry} />
        <AssigneeField inquiry={inquiry} assignees={assignees} />
        <VisitButton inquiry={inquiry} />
      </div>
      <Visits visits={inquiry.visits} />
      {inquiry.purgeOn && inquiry.doneAt ? (
        <p className="misc-hint inquiry-purge">
          {minuteText(inquiry.doneAt)} 처리 완료 · 개인정보처리방침의 보관 기간에 따라 {inquiry.purgeOn}에
          메모·첨부파일과 함께 자동 파기됩니다.
        </p>
      ) : null}
      <h3 className="misc-subtitle">메모 기록</h3>
      <MemoHistory memos={inquiry.memos} mailConfigured={inquiry.mailConfigured} />
      {/* A memo being written belongs to this inquiry only. */}
      <MemoForm
        key={inquiry.inquiryId}
        inquiryId={inquiry.inquiryId}
        revision={revision}
        email={inquiry.email}
        customer={inquiry.writer?.trim() || "고객"}
        checkable={inquiry.checkable}
        mailConfigured={inquiry.mailConfigured}
      />
    </section>
  );
}
