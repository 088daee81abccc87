// 내 문의 확인 (decision 071): a customer reads the state of, and the answers to, their own
// inquiries by the phone number and the password they chose on the form. The page itself is a
// shared, cached form; what it finds is the answer of a POST, never stored anywhere.
import { type ActionFunctionArgs, type HeadersFunction, json, type MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fitPhoto } from "~/lib/fitPhoto";
import { useHydrated } from "~/lib/hydrated";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { getDb } from "../../db/client";
import { takeCustomerNote } from "../../functions/api/inquiry";
import { throttledPasswordCheck } from "../../functions/auth/throttle";
import type { Env } from "../../functions/env";
import { receiveForm } from "../../functions/files/receive";
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, checkAttachments, PHOTO_FIT_HINT } from "../../functions/files/rules";
import { clientAddress } from "../../functions/lib/clientAddress";
import { minuteText } from "../../functions/lib/dates";
import { AppError } from "../../functions/lib/errors";
import { parse } from "../../functions/lib/validation";
import { inquiryCheckSchema } from "../../functions/schemas/inquiry";
import {
  CHECK_PASSWORD,
  CUSTOMER_NOTE,
  CUSTOMER_NOTE_MESSAGES,
  INQUIRY_CHECK_MESSAGES,
  type InquiryStatus,
  telDigits,
} from "../../functions/schemas/inquiryRules";
import {
  type InquiryOwner,
  listOwnInquiries,
  type OwnInquiry,
  ownerOf,
  ownerTicket,
} from "../../functions/services/inquiryCheck";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "내 문의 확인",
    description: `${site.name}에 남기신 1:1 문의의 처리 상태와 답변을 연락처와 비밀번호로 확인하세요.`,
    path: "/inquiryCheck",
    siteUrl: site.url,
    siteName: site.name,
  });
};

type CheckResult =
  | { error: string; inquiries?: undefined; note?: undefined }
  | {
      error?: undefined;
      inquiries: OwnInquiry[];
      /** Lets the customer add to an inquiry without the password again (decision 102). */
      ticket: string;
      /** The inquiry a 추가 문의 was just added to, or refused for (with the reason and the text). */
      note?: { inquiryId: number; error?: string; text?: string };
    };

/**
 * Each lookup counts as a password attempt (decision 017's limits: per address, and per phone
 * number from that address); a wrong one is answered like a number without inquiries, so the
 * page never tells whether a number asked something. A 추가 문의 (`?intent=note`, with up to 5 files)
 * comes with the ticket the lookup gave instead of the password, and answers with the inquiries again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context.cloudflare;
  const db = getDb(env.DB);
  try {
    // A 추가 문의 says so in its address, so that the address limit comes before its files are read.
    if (new URL(request.url).searchParams.get("intent") === "note") {
      const { owner, inquiryId, text, error } = await takeCustomerNote(request, { db, env, ctx });
      // A ticket no good: said alone, as a lookup that failed.
      if (!owner) throw error;
      // A refused note keeps the list, with the reason and what was typed under that inquiry.
      const note = error ? { inquiryId, error: error.message, text } : { inquiryId };
      return json<CheckResult>(await found(env, owner, note), {
        status: error?.status ?? 200,
        headers: error?.headers,
      });
    }
    // Read as every public form is (size limits, no file kept), never buffered whole by formData().
    const form = await receiveForm(request, { db, bucket: env.BUCKET, usersId: null });
    const { tel, password } = parse(inquiryCheckSchema, form.text(["tel", "password"]));
    const attempt = {
      username: `inquiry-tel:${telDigits(tel)}`,
      address: clientAddress(request.headers),
      kind: "inquiry",
    } as const;
    const mine = await throttledPasswordCheck(db, env.JWT_SECRET, attempt, async () => {
      const owner = await ownerOf(tel, password);
      const inquiries = owner ? await listOwnInquiries(db, owner) : [];
      return owner && inquiries.length > 0 ? { owner, inquiries } : null;
    });
    // A lookup that finds nothing is still an answer (as a search with no results), not a fault.
    if (!mine) return json<CheckResult>({ error: INQUIRY_CHECK_MESSAGES.notFound });
    return json<CheckResult>({ inquiries: mine.inquiries, ticket: await ownerTicket(env, mine.owner) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return json<CheckResult>({ error: error.message }, { status: error.status, headers: error.headers });
  }
}

/** Said when the answer never came (a phone between cells, offline); what was typed stays. */
const NETWORK_ERROR = "네트워크 오류로 확인하지 못했습니다. 연결을 확인하고 다시 시도해주세요.";
const NETWORK_NOTE = "네트워크 오류로 추가 문의를 남기지 못했습니다. 연결을 확인하고 다시 시도해주세요.";

/** The list last found in this tab: a 추가 문의 that cannot reach the server keeps it on the page. */
let lastFound: CheckResult | undefined;
/** A note the lookup's expiry stopped (decision 124): back in its box after the next lookup. */
let keptNote: { inquiryId: number; text: string } | undefined;

/**
 * In the browser: a request that gets no answer is said on the page, as a refusal is, instead of
 * failing the page (the browser's own offline page took everything typed with it).
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<CheckResult> {
  const sent = request.clone();
  /** A note that did not go: the list as last found stays, the reason and the text under it. */
  const keep = async (reason: string, fallback: CheckResult): Promise<CheckResult> => {
    const form = await sent.formData();
    const inquiryId = Number(form.get("inquiryId"));
    if (!inquiryId || !lastFound?.inquiries) return fallback;
    keptNote = { inquiryId, text: String(form.get("note") ?? "") };
    return { ...lastFound, note: { ...keptNote, error: reason } };
  };
  try {
    const result = (await serverAction<typeof action>()) as CheckResult;
    // A note refused without the list (the lookup expired): kept as a lost one is.
    if (!result.inquiries) return await keep(result.error, result);
    lastFound = result;
    const note = keptNote;
    keptNote = undefined;
    return note && !result.note && result.inquiries.some((i) => i.inquiryId === note.inquiryId)
      ? { ...result, note }
      : result;
  } catch (error) {
    // A refusal is an answer (data); only a request that got none is a TypeError here.
    if (!(error instanceof TypeError)) throw error;
    return keep(NETWORK_NOTE, { error: NETWORK_ERROR });
  }
}

/** The owner's inquiries with a fresh ticket. */
async function found(env: Env, owner: InquiryOwner, note?: { inquiryId: number; error?: string; text?: string }) {
  const inquiries = await listOwnInquiries(getDb(env.DB), owner);
  return { inquiries, ticket: await ownerTicket(env, owner), ...(note && { note }) };
}

/** A refused lookup or note keeps its Retry-After on the page's answer. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** Where a 추가 문의 goes: its address says what it is, so its files are read only after the address limit. */
const NOTE_ACTION = "/inquiryCheck?intent=note";

/**
 * Which field a refusal of the lookup is about. A lookup that finds nothing is said against the
 * password: the page never tells whether the number asked something.
 */
const REFUSED_FIELD: Record<string, "tel" | "password"> = {
  [INQUIRY_CHECK_MESSAGES.tel]: "tel",
  [INQUIRY_CHECK_MESSAGES.telFormat]: "tel",
  [INQUIRY_CHECK_MESSAGES.password]: "password",
  [INQUIRY_CHECK_MESSAGES.notFound]: "password",
};

/** What a customer reads for each back-office state. */
const STATUS_LABEL: Record<InquiryStatus, string> = { 신규: "접수", 처리중: "처리 중", 완료: "처리 완료" };

function OwnInquiryCard({
  inquiry,
  ticket,
  note,
}: {
  inquiry: OwnInquiry;
  ticket: string;
  note?: { inquiryId: number; error?: string; text?: string };
}) {
  const id = inquiry.inquiryId;
  const mine = note?.inquiryId === id ? note : undefined;
  const submit = useSubmit();
  // Photos being fitted before the note goes, then the note on its way.
  const [fitting, setFitting] = useState(false);
  const posting = useNavigation().formData?.get("inquiryId") === String(id);
  const sending = fitting || posting;
  const hydrated = useHydrated();
  // The browser's verdict on the chosen files (a file the server would refuse, said before anything
  // goes up), made after the server's last answer; a newer answer speaks for itself.
  const [fileCheck, setFileCheck] = useState<{ after: typeof mine; error: string }>();
  const noteFileError = (error: string) => setFileCheck({ after: mine, error });
  // This note's key (decision 108): sent again unchanged after a lost answer, it is stored once; any
  // change to the note makes it another. Without randomUUID (plain http) it goes without one.
  const sendKey = useRef("");
  const error = fileCheck && fileCheck.after === mine ? fileCheck.error : mine?.error;
  /** With the script: the files checked first, and photos fitted (decision 083), as on the inquiry form. */
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A file input left empty still sends a nameless part.
    const chosen = data.getAll("files").filter((f): f is File => f instanceof File && f.name !== "");
    const problem = checkAttachments(chosen);
    noteFileError(problem ?? "");
    if (problem) return;
    setFitting(true);
    const fitted: File[] = [];
    // Fitted and without its Exif (decision 083); a photo whose fitting cannot load goes as chosen.
    for (const file of chosen) fitted.push(await fitPhoto(file));
    setFitting(false);
    // They go in one request, which has a ceiling; fitted photos weigh less than chosen.
    const tooHeavy = checkAttachments(fitted, { together: true });
    if (tooHeavy) return noteFileError(tooHeavy);
    data.delete("files");
    for (const file of fitted) data.append("files", file, file.name);
    sendKey.current ||= crypto.randomUUID?.() ?? "";
    const action = sendKey.current ? `${NOTE_ACTION}&sendKey=${sendKey.current}` : NOTE_ACTION;
    submit(data, { method: "post", action, encType: "multipart/form-data" });
  }
  const answered = inquiry.thread.some((t) => !t.fromCustomer);
  return (
    <li className="check-item">
      <article aria-labelledby={`check-${id}`}>
        <h3 id={`check-${id}`}>{inquiry.title}</h3>
        <p className="check-meta">
          <span className={`check-status status-${inquiry.status}`}>{STATUS_LABEL[inquiry.status]}</span>
          {inquiry.inquiryType === "AS" ? <span className="check-kind">A/S 문의</span> : null}
          <span>
            문의일 <time dateTime={inquiry.createAt}>{minuteText(inquiry.createAt)}</time>
          </span>
        </p>
        <details className="check-content">
          <summary>문의 내용 보기</summary>
          {/* Sanitized on the server as it is read (services/inquiryCheck.ts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text */}
          <div className="prose check-text" dangerouslySetInnerHTML={{ __html: inquiry.content }} />
        </details>
        {inquiry.thread.map((t, index) => (
          // Answers and notes are only added, oldest first: their place is their identity.
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={t.fromCustomer ? "check-answer check-own-note" : "check-answer"}
            aria-label={t.fromCustomer ? "추가 문의" : "답변"}
          >
            <p className="check-answer-meta">
              {t.fromCustomer ? "추가 문의" : "답변"} · <time dateTime={t.createAt}>{minuteText(t.createAt)}</time>
            </p>
            {t.content ? <p className="check-answer-text">{t.content}</p> : null}
            {t.files.length > 0 ? (
              <p className="check-note-files">{`첨부 ${t.files.length}개: ${t.files.join(", ")}`}</p>
            ) : null}
          </section>
        ))}
        {answered ? null : <p className="hint">아직 등록된 답변이 없습니다. 확인하는 대로 연락드리겠습니다.</p>}
        {mine && !mine.error ? (
          <p className="notice-success" role="status">
            {CUSTOMER_NOTE_MESSAGES.added}
          </p>
        ) : null}
        {/* Open again after a refusal, with what was typed; a new form (empty) after a note is added. */}
        <details className="check-note" open={Boolean(mine?.error || mine?.text)} key={inquiry.thread.length}>
          <summary>추가 문의 남기기</summary>
          <Form
            method="post"
            action={NOTE_ACTION}
            encType="multipart/form-data"
            className="check-note-form"
            noValidate
            onSubmit={send}
            onInput={() => {
              sendKey.current = "";
            }}
          >
            <input type="hidden" name="ticket" value={ticket} />
            <input type="hidden" name="inquiryId" value={id} />
            <label htmlFor={`note-${id}`}>추가 문의 내용</label>
            <textarea
              id={`note-${id}`}
              name="note"
              rows={4}
              maxLength={CUSTOMER_NOTE.max}
              defaultValue={mine?.text}
              aria-describedby={error ? `note-error-${id}` : undefined}
            />
            <label htmlFor={`note-files-${id}`}>첨부파일</label>
            <input
              id={`note-files-${id}`}
              name="files"
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              aria-describedby={`note-hint-${id}`}
              onChange={() => noteFileError("")}
            />
            <p id={`note-hint-${id}`} className="hint">
              {ATTACHMENT_HINT}
              {hydrated ? PHOTO_FIT_HINT : null}
            </p>
            {error ? (
              <p id={`note-error-${id}`} className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={sending}>
              {sending ? "남기는 중…" : "추가 문의 남기기"}
            </button>
          </Form>
        </details>
      </article>
    </li>
  );
}

export default function InquiryCheck() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const result = useActionData<typeof clientAction>();
  const checking = useNavigation().state === "submitting";
  // The field a refused lookup is about, marked invalid with the reason until it is edited.
  const [editedAfter, setEditedAfter] = useState<typeof result>();
  const refusedField = result?.error && editedAfter !== result ? REFUSED_FIELD[result.error] : undefined;
  const mark = (field: "tel" | "password") =>
    refusedField === field ? { "aria-invalid": true, "aria-describedby": "check-error" } : undefined;
  // What was found is read next: focus moves to its heading (an error is announced as an alert).
  const found = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After a 추가 문의 the reader stays at that inquiry, where its status or alert is announced.
    if (result?.inquiries && !result.note) found.current?.focus();
  }, [result]);
  return (
    <main id="main" className="container page">
      <h1>내 문의 확인</h1>
      <p>
        1:1 문의를 남기실 때 입력하신 연락처와 문의 확인 비밀번호로 처리 상태와 답변을 보시고, 추가 문의와 사진을 남기실
        수 있습니다.
      </p>
      <Form
        method="post"
        // Named, not the current address: after a 추가 문의 that is ?intent=note.
        action="/inquiryCheck"
        className="check-form"
        noValidate
        aria-describedby={result?.error ? "check-error" : undefined}
      >
        <div className="field-row">
          <div>
            <label htmlFor="check-tel">연락처</label>
            <input
              id="check-tel"
              name="tel"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              required
              {...mark("tel")}
              onInput={() => setEditedAfter(result)}
            />
          </div>
          <div>
            <label htmlFor="check-password">문의 확인 비밀번호</label>
            <input
              id="check-password"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={CHECK_PASSWORD.max}
              required
              {...mark("password")}
              onInput={() => setEditedAfter(result)}
            />
          </div>
        </div>
        {result?.error ? (
          <p id="check-error" className="form-error" role="alert">
            {result.error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={checking}>
          {checking ? "확인 중…" : "확인하기"}
        </button>
      </Form>
      {result?.note?.error && !result.inquiries.some((i) => i.inquiryId === result.note?.inquiryId) ? (
        // A note for an inquiry not on the list (not theirs, or since deleted): said above it.
        <p className="form-error" role="alert">
          {result.note.error}
        </p>
      ) : null}
      {result?.inquiries ? (
        <section className="check-results" aria-labelledby="check-results-title">
          <h2 id="check-results-title" ref={found} tabIndex={-1}>
            {`문의 ${result.inquiries.length}건`}
          </h2>
          <ol className="check-list">
            {result.inquiries.map((i) => (
              <OwnInquiryCard key={i.inquiryId} inquiry={i} ticket={result.ticket} note={result.note} />
            ))}
          </ol>
        </section>
      ) : null}
      <p className="hint check-help">
        비밀번호를 정하지 않으셨거나 잊으셨다면{" "}
        {site?.phone ? <a href={`tel:${site.phone}`}>{site.phone}</a> : "고객센터"}로 전화해주세요.{" "}
        <Link to="/inquiryForm">새 문의 작성</Link>
      </p>
    </main>
  );
}
