import {
  type ActionFunctionArgs,
  type HeadersFunction,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { dismissAlerts, notify } from "~/components/notify";
import {
  appendStaged,
  messageOf,
  sendWithProgress,
  UploadList,
  type UploadSender,
  useStagedUploads,
} from "~/components/UploadList";
import type { CategoryHandle } from "~/lib/category";
import { fitPhoto } from "~/lib/fitPhoto";
import { useHydrated } from "~/lib/hydrated";
import { KEEP_FORM, LeaveBlocker, useLeaveGuard } from "~/lib/leaveGuard";
import { seo, siteFromMatches } from "~/lib/seo";
import { useTickets } from "~/lib/tickets";
import type { loader as rootLoader } from "~/root";
import { getDb, publicDb } from "../../db/client";
import { takeInquiry, WRITTEN_PARTS } from "../../functions/api/inquiry";
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, checkAttachments, PHOTO_FIT_HINT } from "../../functions/files/rules";
import { AppError, badRequest } from "../../functions/lib/errors";
import {
  CHECK_PASSWORD,
  EMAIL_FORMAT,
  INQUIRY_CHECK_MESSAGES,
  INQUIRY_CONTENT_MAX_BYTES,
  INQUIRY_HONEYPOT,
  INQUIRY_MESSAGES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  type InquiryType,
  PHONE_DIGITS_MIN,
  TEL_CHARS,
  TURNSTILE_FIELD,
  telDigits,
  textToHtml,
  utf8Bytes,
} from "../../functions/schemas/inquiryRules";
import { listPublicItemsOfType, listTypesOfManufacturer } from "../../functions/services/items";
import { getPublicManufacturer } from "../../functions/services/manufacturers";
import { readSetting } from "../../functions/services/settings";

/** The A/S form belongs to 고객문의 › A/S 문의 (the category bar), the general one to itself. */
export const handle: CategoryHandle = {
  listOf: (data) => ((data as { inquiryType?: string } | undefined)?.inquiryType === "AS" ? "/help" : undefined),
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: data?.inquiryType === "AS" ? "A/S 접수" : "1:1 문의",
    description: `${site.name}에 견적, 시공, 제품을 문의하세요. 사진과 도면을 첨부할 수 있습니다.`,
    path: "/inquiryForm",
    siteUrl: site.url,
    siteName: site.name,
  });
};

interface Option {
  id: number;
  name: string;
}

interface Preset {
  manuId: number;
  types: Option[];
  typeId: number | null;
  items: Option[] | null;
  itemId: number | null;
}

const positiveInt = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/**
 * "이 제품 문의하기" links here with ?manuId=&typeId=&itemId=: the selects and their options are
 * rendered on the server already chosen, so the choice shows before (or without) any script.
 * Unknown or non-public ids are dropped from that one on, as if never given.
 */
async function presetOf(db: ReturnType<typeof publicDb>, query: URLSearchParams): Promise<Preset | null> {
  const manuId = positiveInt(query.get("manuId"));
  if (!manuId) return null;
  const [manufacturer, typeRows] = await Promise.all([
    getPublicManufacturer(db, manuId),
    listTypesOfManufacturer(db, manuId),
  ]);
  if (!manufacturer) return null;
  const types = typeRows.map((t) => ({ id: t.itemTypeId, name: t.itemTypeName }));
  const typeId = types.find((t) => t.id === positiveInt(query.get("typeId")))?.id ?? null;
  const items = typeId
    ? (await listPublicItemsOfType(db, manuId, typeId)).map((i) => ({ id: i.itemId, name: i.itemName }))
    : null;
  const itemId = items?.find((i) => i.id === positiveInt(query.get("itemId")))?.id ?? null;
  return { manuId, types, typeId, items, itemId };
}

/** 보관 기간 as the consent says it: 6개월, 1년, 3년. */
const periodText = (months: number) => (months % 12 === 0 ? `${months / 12}년` : `${months}개월`);

/**
 * The preset product, the type chosen by the link (/help's "A/S 접수" sends ?inquiryType=AS,
 * decision 096) and the privacy settings' 보관 기간, which the consent states.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const db = publicDb(context.cloudflare.env.DB);
  const [preset, privacy] = await Promise.all([presetOf(db, query), readSetting(db, "privacy")]);
  const inquiryType: InquiryType = query.get("inquiryType") === "AS" ? "AS" : "GENERAL";
  return { preset, inquiryType, retention: periodText(privacy.retentionMonths) };
}

const CONSENT_REQUIRED = "개인정보 수집 및 이용에 동의해주세요.";

/** The names of the chosen manufacturer, type and item (public ones only), as the inquiry keeps them. */
async function chosenNames(context: ActionFunctionArgs["context"], ids: Record<string, string | undefined>) {
  const db = publicDb(context.cloudflare.env.DB);
  const manuId = positiveInt(ids.manuId ?? null);
  const manufacturer = manuId ? await getPublicManufacturer(db, manuId) : undefined;
  if (!manuId || !manufacturer) return { manuName: "", itemTypeName: "", itemName: "" };
  const typeId = positiveInt(ids.typeId ?? null);
  const items = typeId ? await listPublicItemsOfType(db, manuId, typeId) : [];
  const type = (await listTypesOfManufacturer(db, manuId)).find((t) => t.itemTypeId === typeId);
  const chosen = items.find((i) => i.itemId === positiveInt(ids.itemId ?? null));
  return { manuName: manufacturer.manuName, itemTypeName: type?.itemTypeName ?? "", itemName: chosen?.itemName ?? "" };
}

/** The parts a refused form without JavaScript shows again as they were sent. */
const KEPT_FIELDS = ["title", "content", "writer", "tel", "email", "addr", "detailAddr", "consent"] as const;
type KeptField = (typeof KEPT_FIELDS)[number];

/**
 * The form without JavaScript: a plain multipart POST here, files included (progressive
 * enhancement; with JavaScript the page stages each file and posts to /api/inquiry instead).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // takeInquiry counts it against the same per-address limit as POST /api/inquiry.
  const { env, ctx } = context.cloudflare;
  let asRequest = false;
  // What was typed, for the form again if it is refused (never the password); files cannot be.
  let kept: Partial<Record<KeptField, string>> = {};
  try {
    await takeInquiry(request, { db: getDb(env.DB), env, ctx }, async (form) => {
      const text = form.text([...WRITTEN_PARTS, "consent"]);
      kept = Object.fromEntries(KEPT_FIELDS.map((name) => [name, text[name] ?? ""]));
      if (text.consent !== "Y") throw badRequest(CONSENT_REQUIRED);
      asRequest = text.inquiryType === "AS";
      const names = await chosenNames(context, form.text(["manuId", "typeId", "itemId"]));
      return { ...text, content: textToHtml(text.content ?? ""), ...names };
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The page again with the reason, under the refusal's status (429 keeps its Retry-After).
    return json({ error: error.message, kept }, { status: error.status, headers: error.headers });
  }
  // The page again as it was opened: an A/S request comes back to the A/S form. Opened at its
  // message (a redirect without a fragment would keep the form's #send-error).
  return redirect(`/inquiryForm?sent=1${asRequest ? "&inquiryType=AS" : ""}#main`);
}

/** A refused no-JS sending keeps its Retry-After on the page's answer. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** Stages one attachment (POST /api/uploads) with progress; resolves to its uploadId. */
const stageAttachment: UploadSender = async (chosen, onProgress) => {
  // A photo goes up fitted and without its Exif (decision 083).
  const file = await fitPhoto(chosen);
  const body = new FormData();
  body.append("file", file, file.name);
  const res = await sendWithProgress("/api/uploads", body, onProgress);
  if (res.status !== 200) throw new Error(messageOf(res.text));
  return (JSON.parse(res.text) as { uploadId: string }).uploadId;
};

/** A select's choices from a public list, `[]` when it cannot load; `id` and `name` name the fields. */
async function optionsOf(url: string, id: string, name: string): Promise<Option[]> {
  const res = await fetch(url).catch(() => null);
  const rows: Record<string, unknown>[] = res?.ok ? await res.json() : [];
  return rows.map((row) => ({ id: row[id] as number, name: row[name] as string }));
}

/**
 * Cloudflare Turnstile, only when the site configured it (decision 017): its module and script
 * load then only. Returns the container and the reset for after each sending.
 */
function useTurnstile(siteKey: string) {
  const container = useRef<HTMLDivElement>(null);
  const reset = useRef<() => void>();
  useEffect(() => {
    const into = container.current;
    if (siteKey && into) import("~/lib/turnstile").then((m) => (reset.current = m.mountTurnstile(into, siteKey)));
  }, [siteKey]);
  return { container, reset: () => reset.current?.() };
}

export default function InquiryFormRoute() {
  const { preset, inquiryType, retention } = useLoaderData<typeof loader>();
  // A new preset (another product's) starts a fresh form; a new type (the A/S link, the form's own
  // choice) keeps what is typed.
  const key = preset ? `${preset.manuId}-${preset.typeId}-${preset.itemId}` : "empty";
  return <InquiryForm key={key} preset={preset} inquiryType={inquiryType} retention={retention} />;
}

const idText = (id: number | null | undefined) => (id ? String(id) : "");
/** A ref that focuses its element once shown: the success is read out and the next Tab starts there. */
const focusShown = (element: HTMLElement | null) => element?.focus();

/** The fields a visitor writes in (not the choices, the consent or the bot checks). */
const TEXT_FIELDS = `textarea, input:is([type="text"], [type="tel"], [type="email"], :not([type])):not([name="${INQUIRY_HONEYPOT}"])`;

function InquiryForm({
  preset,
  inquiryType,
  retention,
}: {
  preset: Preset | null;
  inquiryType: InquiryType;
  retention: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const manufacturers = root?.manufacturers ?? [];
  const turnstileSiteKey = root?.site.turnstileSiteKey ?? "";
  const turnstile = useTurnstile(turnstileSiteKey);
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the page answers a plain POST: ?sent=1 after success, the refusal with what
  // was typed otherwise.
  const refused = useActionData<typeof action>();
  const kept = refused?.kept ?? {};
  const [manuId, setManuId] = useState(idText(preset?.manuId));
  const [types, setTypes] = useState<Option[] | null>(preset?.types ?? null);
  const [typeId, setTypeId] = useState(idText(preset?.typeId));
  // The type chosen in the form: the heading and the fields an A/S request needs follow it.
  const [chosenType, setChosenType] = useState<InquiryType>(inquiryType);
  useEffect(() => setChosenType(inquiryType), [inquiryType]);
  const asChosen = chosenType === "AS";
  const [items, setItems] = useState<Option[] | null>(preset?.items ?? null);
  const [itemId, setItemId] = useState(idText(preset?.itemId));
  // Only the answer to the latest choice is applied (a slow earlier one is dropped).
  const requests = useTickets();
  const [content, setContent] = useState(kept.content ?? "");
  const uploads = useStagedUploads(stageAttachment);
  const [fileError, setFileError] = useState("");
  const [addr, setAddr] = useState(kept.addr ?? "");
  const [addrNote, setAddrNote] = useState("");
  const [consent, setConsent] = useState(kept.consent === "Y");
  const [sending, setSending] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const [done, setDone] = useState(searchParams.get("sent") === "1" ? INQUIRY_MESSAGES.done : "");
  const [serverError, setServerError] = useState(refused?.error ?? "");
  // The field a check refused and why: marked invalid, with the reason under it until it is changed.
  const [refusal, setRefusal] = useState<string[]>([]);
  const mark = (name: string, hint = "") =>
    refusal[0] === name && { "aria-invalid": true, "aria-describedby": `refusal ${hint}` };
  const why = (name: string) =>
    refusal[0] === name && (
      <p id="refusal" className="form-error">
        {refusal[1]}
      </p>
    );
  // The submit button waits for consent only once the page runs; without JavaScript the server checks it.
  const hydrated = useHydrated();
  // Something typed or attached is not left behind by a stray tap (decision 047).
  const [written, setWritten] = useState(Boolean(kept.content));
  useLeaveGuard(written || uploads.files.length > 0, INQUIRY_MESSAGES.leave);
  // This form's key for one inquiry (decision 106): sent again unchanged after a lost answer, it is
  // stored once; any change to the form makes it another inquiry.
  const sendKey = useRef("");
  const noteWriting = () => {
    sendKey.current = "";
    setWritten(
      Array.from(formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS) ?? []).some(
        (field) => field.value.trim() !== "",
      ),
    );
  };

  // The type select is enabled once the manufacturer's types have loaded.
  function chooseManufacturer(value: string) {
    setManuId(value);
    setTypes(null);
    setTypeId("");
    setItems(null);
    setItemId("");
    const current = requests.take("types");
    requests.cancel("items");
    if (!value) return;
    optionsOf(`/api/type?manuId=${value}`, "itemTypeId", "itemTypeName").then((list) => current() && setTypes(list));
  }

  function chooseInquiryType(value: string) {
    const type = value === "AS" ? "AS" : "GENERAL";
    setChosenType(type);
    // The address, the title and the category bar follow (a reload keeps the choice).
    searchParams.delete("sent");
    searchParams.set("inquiryType", type);
    setSearchParams(searchParams, { replace: true, preventScrollReset: true, state: KEEP_FORM });
  }

  // What was typed or chosen before the page's script started stays (decision 125): the first
  // render after it would set the fields bound to state back to the server's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the start
  useEffect(() => {
    const form = formRef.current?.elements as unknown as
      | Record<"content" | "addr" | "consent" | "inquiryType" | "manuId", HTMLInputElement>
      | undefined;
    if (!form) return;
    setContent(form.content.value);
    setAddr(form.addr.value);
    setConsent(form.consent.checked);
    if (form.inquiryType.value !== inquiryType) chooseInquiryType(form.inquiryType.value);
    if (form.manuId.value !== manuId) chooseManufacturer(form.manuId.value);
    noteWriting();
  }, []);

  // The item select loads after a type is chosen.
  function chooseType(value: string) {
    setTypeId(value);
    setItems(null);
    setItemId("");
    const current = requests.take("items");
    if (!manuId || !value) return;
    optionsOf(`/api/items/itemname?manuId=${manuId}&typeId=${value}`, "itemId", "itemName").then(
      (list) => current() && setItems(list),
    );
  }

  const contentBytes = utf8Bytes(content);

  function chooseFiles(chosen: FileList | null) {
    const added = Array.from(chosen ?? []);
    const problem = checkAttachments([...uploads.files, ...added]);
    setFileError(problem ?? "");
    if (!problem) uploads.add(added);
  }

  async function searchAddress() {
    setAddrNote("");
    // Loaded on the first tap only: most visitors type the address (and the page stays under 100 KB).
    // The module itself may fail to load too (offline, or removed by a release): the same note.
    const Postcode = await import("~/lib/postcode").then(
      (m) => m.loadPostcode(),
      () => null,
    );
    if (!Postcode) {
      setAddrNote("주소 검색을 불러올 수 없습니다. 주소를 직접 입력해주세요.");
      return;
    }
    new Postcode({
      oncomplete: (d) => {
        sendKey.current = "";
        setAddr(`(${d.zonecode}) ${d.roadAddress || d.jibunAddress}`);
      },
    }).open();
  }

  function reset() {
    sendKey.current = "";
    formRef.current?.reset();
    chooseManufacturer("");
    setContent("");
    uploads.reset();
    setAddr("");
    setConsent(false);
    setWritten(false);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setServerError("");
    setDone("");
    setRefusal([]);
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    // The spec's alert, and the field it is about focused: on a phone it may be far above.
    const refuse = (message: string, field: string) => {
      notify(message, "alert");
      setRefusal([field, message]);
      (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
    };
    if (!content.trim()) return refuse(INQUIRY_MESSAGES.content, "content");
    if (!text("title")) return refuse(INQUIRY_MESSAGES.title, "title");
    if (!text("writer") && !text("tel")) return refuse(INQUIRY_MESSAGES.writerOrTel, "writer");
    const asRequest = text("inquiryType") === "AS";
    if (asRequest && (!text("tel") || !addr.trim()))
      return refuse(INQUIRY_MESSAGES.asContact, text("tel") ? "addr" : "tel");
    if (contentBytes > INQUIRY_CONTENT_MAX_BYTES) {
      return refuse(`문의 내용은 ${INQUIRY_CONTENT_MAX_BYTES}byte 이하로 입력해주세요.`, "content");
    }
    if (text("tel") && !TEL_CHARS.test(text("tel"))) return refuse(INQUIRY_CHECK_MESSAGES.telFormat, "tel");
    if (text("email") && !EMAIL_FORMAT.test(text("email"))) return refuse(INQUIRY_CHECK_MESSAGES.emailFormat, "email");
    const checkPassword = String(form.get("checkPassword") ?? "");
    if (checkPassword && (checkPassword.length < CHECK_PASSWORD.min || checkPassword.length > CHECK_PASSWORD.max)) {
      return refuse(INQUIRY_CHECK_MESSAGES.passwordLength, "checkPassword");
    }
    if (checkPassword && telDigits(text("tel")).length < PHONE_DIGITS_MIN) {
      return refuse(INQUIRY_CHECK_MESSAGES.passwordNeedsTel, "tel");
    }
    const challenge = text(TURNSTILE_FIELD);
    if (turnstileSiteKey && !challenge) return notify(INQUIRY_MESSAGES.turnstileMissing, "alert");
    if (!window.confirm(INQUIRY_MESSAGES.confirm)) return;

    const body = new FormData();
    const manu = manufacturers.find((m) => String(m.manuId) === manuId);
    const type = types?.find((t) => String(t.id) === typeId);
    const item = items?.find((i) => String(i.id) === itemId);
    body.set("title", text("title"));
    body.set("content", textToHtml(content));
    for (const name of ["writer", "tel", "email", "detailAddr"]) body.set(name, text(name));
    body.set("addr", addr.trim());
    body.set("manuName", manu?.manuName ?? "");
    body.set("itemTypeName", type?.name ?? "");
    body.set("itemName", item?.name ?? "");

    setSending(true);
    // The files went one by one (or are still on their way); the form names them.
    if (!(await appendStaged(body, uploads))) return setSending(false);
    // Only when present, so a person's request carries exactly the spec's parts.
    if (text(INQUIRY_HONEYPOT)) body.set(INQUIRY_HONEYPOT, text(INQUIRY_HONEYPOT));
    if (checkPassword) body.set("checkPassword", checkPassword);
    if (asRequest) body.set("inquiryType", "AS");
    if (challenge) body.set(TURNSTILE_FIELD, challenge);
    // Not over plain http on a network address, where browsers have no randomUUID: sent without.
    sendKey.current ||= crypto.randomUUID?.() ?? "";
    const headers = sendKey.current ? { "Idempotency-Key": sendKey.current } : undefined;
    // A stalled connection ends in the network message after 30 s, not in "등록 중…" for good: the
    // files went already, and sent again under the same key the inquiry is stored once.
    const stalled = new AbortController();
    setTimeout(() => stalled.abort(), 30e3);
    fetch("/api/inquiry", { method: "POST", body, headers, signal: stalled.signal })
      .then(async (res) => {
        const answer = await res.text();
        // Both answers show in the page (as without JavaScript), so no toast repeats them; a
        // refusal's toast from before is put away, as it no longer holds.
        if (res.ok) {
          dismissAlerts();
          setDone(answer);
          reset();
          return;
        }
        setServerError(messageOf(answer, "문의 등록에 실패했습니다. 잠시 후 다시 시도해주세요."));
      })
      .catch(() =>
        setServerError(
          "네트워크 오류로 답을 받지 못했습니다. 연결을 확인하고 다시 등록해주세요. 이미 접수되었다면 두 번 등록되지 않습니다.",
        ),
      )
      .finally(() => {
        setSending(false);
        turnstile.reset();
      });
  }

  return (
    <main id="main" className="container page">
      <h1>{asChosen ? "A/S 접수" : "1:1 문의"}</h1>
      <LeaveBlocker />
      {done ? (
        <p className="notice-success" role="status" tabIndex={-1} ref={focusShown}>
          {done}
        </p>
      ) : null}
      <p className="page-aside">
        이미 문의하셨나요? <Link to="/inquiryCheck">내 문의 확인</Link>에서 처리 상태와 답변을 보실 수 있습니다.
      </p>
      <form
        ref={formRef}
        className="inquiry-form"
        method="post"
        // Without JavaScript the refused form's page opens at the reason (a redirect keeps it too).
        action="#send-error"
        encType="multipart/form-data"
        onSubmit={submit}
        onInput={(e) => {
          noteWriting();
          if ((e.target as HTMLInputElement).name === refusal[0]) setRefusal([]);
        }}
        noValidate
      >
        <fieldset>
          <legend>문의 정보</legend>
          <label htmlFor="inquiryType">문의 유형</label>
          <select
            id="inquiryType"
            name="inquiryType"
            value={chosenType}
            onChange={(e) => chooseInquiryType(e.target.value)}
            aria-describedby="inquiryType-hint"
          >
            {INQUIRY_TYPES.map((t) => (
              <option key={t} value={t}>
                {INQUIRY_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          <p id="inquiryType-hint" className="hint">
            A/S 문의는 설치된 제품과 증상을 적고 사진을 첨부해주세요. 방문 확인을 위해 연락처와 주소가 필요합니다.
          </p>

          <div className="field-row">
            <div>
              <label htmlFor="manuId">제조사</label>
              <select id="manuId" name="manuId" value={manuId} onChange={(e) => chooseManufacturer(e.target.value)}>
                <option value="">제조사 선택</option>
                {manufacturers.map((m) => (
                  <option key={m.manuId} value={m.manuId}>
                    {m.manuName}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="typeId">제품 타입</label>
              <select
                id="typeId"
                name="typeId"
                value={typeId}
                disabled={!types}
                onChange={(e) => chooseType(e.target.value)}
              >
                <option value="">{manuId && !types ? "불러오는 중…" : "제품 타입 선택"}</option>
                {types?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="itemId">제품</label>
              <select
                id="itemId"
                name="itemId"
                disabled={!items}
                value={itemId}
                onChange={(e) => setItemId(e.target.value)}
              >
                <option value="">{typeId && !items ? "불러오는 중…" : "제품 선택"}</option>
                {items?.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <label htmlFor="title">
            제목 <span className="required">(필수)</span>
          </label>
          <input
            id="title"
            name="title"
            maxLength={200}
            autoComplete="off"
            defaultValue={kept.title}
            {...mark("title")}
          />
          {why("title")}

          <label htmlFor="content">
            문의 내용 <span className="required">(필수)</span>
          </label>
          <textarea
            id="content"
            name="content"
            rows={10}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-describedby="content-bytes"
            {...mark("content", "content-bytes")}
          />
          {why("content")}
          <p id="content-bytes" className={contentBytes > INQUIRY_CONTENT_MAX_BYTES ? "hint over" : "hint"}>
            {contentBytes}/{INQUIRY_CONTENT_MAX_BYTES} byte
          </p>

          <label htmlFor="files">첨부파일</label>
          <input
            id="files"
            name="files"
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-describedby="files-hint"
            onChange={(e) => {
              chooseFiles(e.target.files);
              e.target.value = "";
            }}
          />
          <p id="files-hint" className="hint">
            {ATTACHMENT_HINT}
            {/* Only the script fits photos: without it they go up as chosen. */}
            {hydrated ? PHOTO_FIT_HINT : null}
          </p>
          {fileError ? (
            <p className="form-error" role="alert">
              {fileError}
            </p>
          ) : null}
          <UploadList entries={uploads.entries} onRetry={uploads.retry} onRemove={uploads.remove} disabled={sending} />
        </fieldset>

        <fieldset>
          <legend>고객 정보</legend>
          <p className="hint">작성자와 연락처 중 하나는 꼭 입력해주세요.</p>
          <div className="field-row">
            <div>
              <label htmlFor="writer">작성자</label>
              <input
                id="writer"
                name="writer"
                maxLength={50}
                autoComplete="name"
                defaultValue={kept.writer}
                {...mark("writer")}
              />
              {why("writer")}
            </div>
            <div>
              <label htmlFor="tel">연락처{asChosen ? <span className="required"> (A/S 필수)</span> : null}</label>
              <input
                id="tel"
                name="tel"
                type="tel"
                maxLength={30}
                autoComplete="tel"
                inputMode="tel"
                defaultValue={kept.tel}
                aria-required={asChosen || undefined}
                {...mark("tel")}
              />
              {why("tel")}
            </div>
          </div>
          <label htmlFor="email">이메일</label>
          <input
            id="email"
            name="email"
            type="email"
            maxLength={100}
            autoComplete="email"
            defaultValue={kept.email}
            {...mark("email")}
          />
          {why("email")}
          <label htmlFor="addr">주소{asChosen ? <span className="required"> (A/S 필수)</span> : null}</label>
          <div className="addr-row">
            <input
              id="addr"
              name="addr"
              aria-required={asChosen || undefined}
              maxLength={200}
              value={addr}
              onChange={(e) => setAddr(e.target.value)}
              autoComplete="street-address"
              {...mark("addr")}
            />
            <button type="button" className="button-secondary" onClick={searchAddress}>
              주소 검색
            </button>
          </div>
          {why("addr")}
          {addrNote ? (
            <p className="hint" role="status">
              {addrNote}
            </p>
          ) : null}
          <label htmlFor="detailAddr">상세주소</label>
          <input id="detailAddr" name="detailAddr" maxLength={200} defaultValue={kept.detailAddr} />
          <label htmlFor="checkPassword">문의 확인 비밀번호 (선택)</label>
          <input
            id="checkPassword"
            name="checkPassword"
            type="password"
            minLength={CHECK_PASSWORD.min}
            maxLength={CHECK_PASSWORD.max}
            autoComplete="new-password"
            aria-describedby="checkPassword-hint"
            {...mark("checkPassword", "checkPassword-hint")}
          />
          {why("checkPassword")}
          <p id="checkPassword-hint" className="hint">
            정해두시면 <Link to="/inquiryCheck">내 문의 확인</Link>에서 연락처와 이 비밀번호로 처리 상태와 답변을 보실
            수 있습니다. {CHECK_PASSWORD.min}자 이상, 연락처와 함께 입력해주세요.
          </p>
          {/* For bots only (decision 017): off screen, out of the tab order, hidden from screen readers. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor={INQUIRY_HONEYPOT}>홈페이지</label>
            <input id={INQUIRY_HONEYPOT} name={INQUIRY_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>

        <fieldset>
          <legend>개인정보 수집 및 이용 동의</legend>
          <p className="privacy">
            {`문의 답변을 위해 작성자, 연락처, 이메일, 주소를 수집하며 답변 완료 후 ${retention}간 보관한 뒤 파기합니다. `}
            동의하지 않으실 수 있으나, 이 경우 문의를 등록할 수 없습니다. 자세한 내용은{" "}
            <Link to="/privacy" target="_blank">
              개인정보처리방침
            </Link>
            을 확인해 주세요.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              name="consent"
              value="Y"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            개인정보 수집 및 이용에 동의합니다.
          </label>
        </fieldset>

        {turnstileSiteKey ? (
          <div ref={turnstile.container} className="turnstile" data-sitekey={turnstileSiteKey} />
        ) : null}
        {serverError ? (
          <p id="send-error" className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={hydrated && (!consent || sending)}>
          {sending ? "등록 중…" : "문의 등록"}
        </button>
      </form>
    </main>
  );
}
