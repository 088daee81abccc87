// /admin/calendar (SPEC §2 "Calendar", §4 "Calendar modals", §5, §8; API-SHAPES §10): a Schedule-X
// month view of every event (holidays red, others blue); a day opens the list of that day's events
// with detail, edit and delete; one form modal for create and edit (종일 or times, a required title;
// decision 024). Schedule-X is in MonthCalendar.client.tsx,
// loaded in the browser only.

import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { CalendarFeedButton } from "~/admin/calendar/CalendarFeed";
import {
  type EventDetail,
  SCHEDULE_STATUS_LABELS,
  type ScheduleStatus,
  spanText,
  statusLabel,
} from "~/admin/calendar/events";
import { ApiError, failureMessage } from "~/admin/shared/api";
import { EditConflictNotice, SAVED_BELOW_HINT, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, CardHead, errorProps, useBusy } from "~/admin/shared/form";
import { LoadBoundary } from "~/admin/shared/LoadBoundary";
import { useFormGuard } from "~/admin/shared/leave";
import { Modal, mayDiscard } from "~/admin/shared/Modal";
import { client, data, dataAndRevision, text, unhandled } from "~/admin/shared/rpc";
import { orNull } from "~/admin/shared/screen";
import { useSendKey } from "~/admin/shared/sendKey";
import { serverToday } from "~/admin/shared/serverTime";
import { notify } from "~/components/notify";
import { loadPostcode } from "~/lib/postcode";
import { useTickets } from "~/lib/tickets";
import { KOREA_TIME_ZONE, parseLocalDateTime } from "../../../functions/lib/dates";
import {
  ALL_DAY_LABEL,
  CALENDAR_END_BEFORE_START,
  CALENDAR_LIMITS,
  CALENDAR_TITLE_REQUIRED,
  isAllDay,
} from "../../../functions/schemas/calendarRules";
import { KoreaTimeNote } from "../shared/koreaTime";

// The route renders in the browser only (clientLoader.hydrate with a HydrateFallback), so the
// lazy module is never asked for on the server, where it is an empty stub.
const MonthCalendar = lazy(() => import("~/admin/calendar/MonthCalendar.client"));

export const meta: MetaFunction = () => [{ title: "일정 관리 | 관리자" }, { name: "robots", content: "noindex" }];

const MESSAGES = {
  created: "일정이 추가되었습니다.",
  updated: "일정이 수정 되었습니다.",
  confirmUpdate: "일정을 수정 하시겠습니까?",
  cancelled: "취소 되었습니다.",
  confirmDelete: "일정을 삭제 하시겠습니까?",
  deleteCancelled: "삭제가 취소 되었습니다.",
  changedSinceListed:
    "목록을 연 뒤 다른 곳에서 일정이 수정되었습니다. 삭제하지 않았습니다. 바뀐 내용을 확인한 뒤 다시 삭제하세요.",
  noEvents: "등록된 일정이 없습니다.",
  noTitle: "제목 없음",
  postcodeUnavailable: "주소 검색을 불러올 수 없습니다. 주소를 직접 입력해주세요.",
} as const;

/** The status menu of the edit form: the shared labels, then none. */
const STATUS_OPTIONS: { value: ScheduleStatus | ""; label: string }[] = [
  ...Object.entries(SCHEDULE_STATUS_LABELS).map(([value, label]) => ({ value: value as ScheduleStatus, label })),
  { value: "", label: statusLabel(null) },
];

export async function clientLoader() {
  // §8: 401/403/404/500 are handled (message and redirect) by the API client; others are only logged.
  const events = await orNull(data(client.api.admin.calendar.$get()));
  return { events: events ?? [], failed: events === null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      일정을 불러오는 중…
    </p>
  );
}

// ---- Modals ----

type YN = "Y" | "N";

function VisibilityField({ name, value, onChange }: { name: string; value: YN; onChange: (v: YN) => void }) {
  return (
    <fieldset className="cal-choice" aria-describedby={`${name}-note`}>
      <legend>공개 여부</legend>
      {(["Y", "N"] as const).map((yn) => (
        <label key={yn}>
          <input type="radio" name={name} value={yn} checked={value === yn} onChange={() => onChange(yn)} />{" "}
          {yn === "Y" ? "공개" : "비공개"}
        </label>
      ))}
      <p id={`${name}-note`} className="cal-note">
        공개 일정은 누구나 제목과 날짜를 볼 수 있습니다(홈페이지의 휴무 안내). 고객 이름이나 주소가 있는 일정은 비공개로
        두세요.
      </p>
    </fieldset>
  );
}

/** Start and end as the form holds them: days (`YYYY-MM-DD`) when all day, else `YYYY-MM-DDTHH:mm`. */
interface Span {
  allDay: boolean;
  start: string;
  end: string;
}

const SPAN_LABELS = {
  start: { day: "시작일", time: "시작 일시" },
  end: { day: "종료일", time: "종료 일시" },
} as const;

/** Switching 종일 keeps the days; a timed event starts with office hours (09:00–18:00). */
function switchAllDay(span: Span, allDay: boolean): Span {
  if (allDay) return { allDay, start: span.start.slice(0, 10), end: span.end.slice(0, 10) };
  return { allDay, start: `${span.start.slice(0, 10)}T09:00`, end: `${span.end.slice(0, 10)}T18:00` };
}

/** The times the API stores: an all-day event runs from midnight of its first to midnight of its last day. */
const spanTimes = (span: Span) =>
  span.allDay
    ? { startTime: `${span.start}T00:00`, endTime: `${span.end}T00:00` }
    : { startTime: span.start, endTime: span.end };

/**
 * What the form edits: a new event on a day, or an existing one as it is stored now, with the
 * revision its save goes over (decision 085). While that is asked for, the modal says so (or why
 * it could not be had).
 */
type FormTarget =
  | { kind: "create"; day: string }
  | { kind: "opening"; event: EventDetail; error: string }
  | { kind: "edit"; event: EventDetail; revision: string | null };

/** The edit modal while the stored event is asked for. */
function OpeningModal({ target, onClose }: { target: { error: string }; onClose: () => void }) {
  return (
    <Modal
      title="일정 수정"
      open
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          닫기
        </button>
      }
    >
      {target.error ? (
        <p className="field-error" role="alert">
          {target.error}
        </p>
      ) : (
        <p className="admin-empty" role="status">
          불러오는 중…
        </p>
      )}
    </Modal>
  );
}

/** Whether the event as stored now is the one the day list shows (every field the list has). */
function sameAsListed(listed: EventDetail, stored: EventDetail): boolean {
  return (Object.keys(listed) as (keyof EventDetail)[]).every(
    (key) => JSON.stringify(listed[key]) === JSON.stringify(stored[key]),
  );
}

/** The stored event, for a modal that holds it: from the day list, or as it is now. */
async function storedEvent(calendarId: number) {
  return dataAndRevision(
    client.api.admin.calendar.event.$get({ query: { calendarId: String(calendarId) } }, unhandled),
  );
}

/**
 * The one form of create and edit (SPEC §4 "Calendar modals"): 종일 or start/end times, a required
 * title checked at the field, address search. Edit adds the status and asks before saving.
 */
function EventFormModal({
  target,
  onClose,
  onDone,
  onGone,
}: {
  target: Exclude<FormTarget, { kind: "opening" }> | null;
  onClose: () => void;
  onDone: () => void;
  /** The edited event is gone (deleted elsewhere). */
  onGone: () => void;
}) {
  const id = useId();
  const event = target?.kind === "edit" ? target.event : null;
  const editing = event !== null;
  const stale = useEditRevision(target?.kind === "edit" ? target.revision : null);
  // The event as stored now, shown beside a refused save so the two can be compared.
  const [saved, setSaved] = useState<EventDetail | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const [span, setSpan] = useState<Span>(() => {
    if (target?.kind === "create") return { allDay: true, start: target.day, end: target.day };
    const startTime = event?.startTime ?? "";
    const endTime = event?.endTime ?? startTime;
    return isAllDay(startTime, endTime)
      ? { allDay: true, start: startTime.slice(0, 10), end: endTime.slice(0, 10) }
      : { allDay: false, start: startTime.slice(0, 16), end: endTime.slice(0, 16) };
  });
  const [title, setTitle] = useState(event?.title ?? "");
  const [titleError, setTitleError] = useState("");
  const [description, setDescription] = useState(event?.description ?? "");
  // A stored location is one text: it comes back whole in 주소.
  const [addr, setAddr] = useState(event?.location ?? "");
  const [detailAddr, setDetailAddr] = useState("");
  // A new event is private (a visit names a customer) unless it is a holiday, which is for the
  // public notice; once 공개 여부 is chosen by hand, 휴일 no longer moves it (decision 110).
  const [calendarYN, setCalendarYN] = useState<YN>(event ? (event.calendarYN ?? "N") : "N");
  const visibilityChosen = useRef(Boolean(event));
  const [scheduleStatus, setScheduleStatus] = useState<ScheduleStatus | "">(event?.scheduleStatus ?? "");
  const [holidays, setHolidays] = useState(event?.holidays ?? false);
  const [addrNote, setAddrNote] = useState("");
  const [error, setError] = useState("");
  // End before start: said at the dates, before sending (the server refuses it the same way).
  const [spanError, setSpanError] = useState("");
  const { busy, run } = useBusy();
  const sendKey = useSendKey();
  const titleRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  // A refusal is shown at the top of the form, which may be scrolled past on a phone.
  useEffect(() => {
    if (error) conflictRef.current?.scrollIntoView({ block: "nearest" });
  }, [error]);

  function endBeforeStart() {
    setSpanError(CALENDAR_END_BEFORE_START);
    endRef.current?.focus();
  }

  async function searchAddress() {
    setAddrNote("주소 검색을 불러오는 중…");
    const Postcode = await loadPostcode();
    if (!Postcode) {
      setAddrNote(MESSAGES.postcodeUnavailable);
      return;
    }
    setAddrNote("");
    new Postcode({ oncomplete: (d) => setAddr(d.roadAddress || d.jibunAddress) }).open();
  }

  async function showSaved(calendarId: number) {
    setSaved(null);
    conflictRef.current?.scrollIntoView({ block: "nearest" });
    try {
      setSaved((await storedEvent(calendarId)).data);
    } catch {
      // The notice still says what happened; the stored version is only a help.
    }
  }

  /** `again`: 내 내용으로 저장 after a refusal (confirmed the first time). */
  async function submit(again: boolean) {
    if (!target || busy) return;
    if (!title.trim()) {
      setTitleError(CALENDAR_TITLE_REQUIRED);
      titleRef.current?.focus();
      return;
    }
    const times = spanTimes(span);
    if (times.startTime && times.endTime && times.endTime < times.startTime) {
      endBeforeStart();
      return;
    }
    if (editing && !again && !window.confirm(MESSAGES.confirmUpdate)) {
      notify(MESSAGES.cancelled);
      return;
    }
    setError("");
    const fields = {
      ...times,
      title,
      description,
      location: `${addr} ${detailAddr}`.trim(),
      calendarYN,
      holidays,
    };
    await run(
      async () => {
        if (event) {
          // If-Match: the revision the form opened; a save made elsewhere since is a 412. Its
          // refusals stay in the form with what was typed (as every write's, decision 130).
          const json = { calendarId: event.calendarId, ...fields, scheduleStatus };
          const headers = sendKey.headers(JSON.stringify(json), stale.ifMatch());
          await client.api.admin.calendar.update.$post({ json }, { headers });
        } else {
          await client.api.admin.calendar.$post({ json: fields }, { headers: sendKey.headers(JSON.stringify(fields)) });
        }
        sendKey.done();
        notify(editing ? MESSAGES.updated : MESSAGES.created);
        onDone();
      },
      (err) => {
        if (err instanceof ApiError && err.message === CALENDAR_END_BEFORE_START) endBeforeStart();
        else if (!event) setError(failureMessage(err) ?? "");
        else {
          const caught = stale.caught(err);
          // Saved elsewhere meanwhile: the stored version beside it. Deleted: the month drops it.
          if (caught === "stale") void showSaved(event.calendarId);
          else if (caught === "gone") onGone();
          else setError(err instanceof ApiError && err.status > 0 ? err.message : (failureMessage(err) ?? ""));
        }
      },
    );
  }

  const dateType = span.allDay ? "date" : "datetime-local";
  // Typed work is not closed away by a stray 닫기 or Escape (decision 110).
  const dirty =
    title !== (event?.title ?? "") ||
    description !== (event?.description ?? "") ||
    addr !== (event?.location ?? "") ||
    detailAddr !== "";
  const close = () => {
    if (!busy && !mayDiscard(dirty)) return;
    onClose();
  };
  // The phone's back button, or a link behind the dialog, asks too (decision 047).
  useFormGuard(dirty ? { title, description, addr, detailAddr } : null);
  return (
    <Modal
      title={editing ? "일정 수정" : "일정 추가"}
      open={target !== null}
      onClose={close}
      actions={
        <>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" {...busyProps(busy)}>
            {editing ? (busy ? "수정 중…" : "수정") : busy ? "등록 중…" : "등록"}
          </button>
          <button type="button" className="btn" onClick={close}>
            닫기
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="cal-form"
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          void submit(false);
        }}
        noValidate
      >
        <div ref={conflictRef}>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          {stale.conflict ? (
            <>
              <EditConflictNotice
                conflict={stale.conflict}
                hint={SAVED_BELOW_HINT}
                goneHint="다른 곳에서 이 일정이 삭제되었습니다. 입력한 내용은 그대로 있으니 필요한 내용은 복사해 두세요."
                busy={busy}
                onOverwrite={() => {
                  if (busy) return;
                  stale.overwrite();
                  void submit(true);
                }}
              />
              {saved ? (
                <section className="edit-saved" aria-labelledby={`${id}-saved`}>
                  <h3 id={`${id}-saved`}>저장된 내용</h3>
                  <EventDetails event={saved} />
                </section>
              ) : null}
            </>
          ) : null}
        </div>
        <label htmlFor={`${id}-title`}>
          제목 <span className="cal-required">(필수)</span>
        </label>
        <input
          id={`${id}-title`}
          ref={titleRef}
          value={title}
          maxLength={CALENDAR_LIMITS.title}
          required
          {...errorProps(`${id}-title-error`, titleError)}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setTitleError("");
          }}
        />
        {titleError ? (
          <p id={`${id}-title-error`} className="field-error cal-field-error" role="alert">
            {titleError}
          </p>
        ) : null}
        <label className="cal-check cal-all-day">
          <input
            type="checkbox"
            checked={span.allDay}
            onChange={(e) => setSpan(switchAllDay(span, e.target.checked))}
          />{" "}
          {ALL_DAY_LABEL}
        </label>
        <div className="cal-span">
          {(["start", "end"] as const).map((side) => (
            <div key={side}>
              <label htmlFor={`${id}-${side}`}>
                {SPAN_LABELS[side][span.allDay ? "day" : "time"]}
                {span.allDay ? null : (
                  <>
                    {" "}
                    <KoreaTimeNote id={`${id}-${side}-zone`} />
                  </>
                )}
              </label>
              <input
                id={`${id}-${side}`}
                key={dateType}
                ref={side === "end" ? endRef : undefined}
                type={dateType}
                value={span[side]}
                aria-invalid={side === "end" && spanError ? true : undefined}
                aria-describedby={
                  [span.allDay ? "" : `${id}-${side}-zone`, side === "end" && spanError ? `${id}-span-error` : ""]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                onChange={(e) => {
                  setSpan({ ...span, [side]: e.target.value });
                  setSpanError("");
                }}
              />
            </div>
          ))}
        </div>
        {spanError ? (
          <p id={`${id}-span-error`} className="field-error cal-field-error" role="alert">
            {spanError}
          </p>
        ) : null}
        <label htmlFor={`${id}-description`}>내용</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={description}
          maxLength={CALENDAR_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <label htmlFor={`${id}-addr`}>주소</label>
        <div className="cal-address">
          <input
            id={`${id}-addr`}
            value={addr}
            autoComplete="street-address"
            aria-describedby={`${id}-addr-note`}
            onChange={(e) => setAddr(e.target.value)}
          />
          <button type="button" className="btn" onClick={searchAddress}>
            주소 검색
          </button>
        </div>
        <p id={`${id}-addr-note`} className="cal-note" aria-live="polite">
          {addrNote}
        </p>
        <label htmlFor={`${id}-detail`}>상세 주소</label>
        <input id={`${id}-detail`} value={detailAddr} onChange={(e) => setDetailAddr(e.target.value)} />
        <VisibilityField
          name={`${id}-yn`}
          value={calendarYN}
          onChange={(yn) => {
            visibilityChosen.current = true;
            setCalendarYN(yn);
          }}
        />
        {editing ? (
          <>
            <label htmlFor={`${id}-status`}>일정 상태</label>
            <select
              id={`${id}-status`}
              value={scheduleStatus}
              onChange={(e) => setScheduleStatus(e.target.value as ScheduleStatus | "")}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label className="cal-check">
          <input
            type="checkbox"
            checked={holidays}
            onChange={(e) => {
              setHolidays(e.target.checked);
              if (!visibilityChosen.current) setCalendarYN(e.target.checked ? "Y" : "N");
            }}
          />{" "}
          휴일
        </label>
      </form>
    </Modal>
  );
}

function EventDetails({ event }: { event: EventDetail }) {
  return (
    <dl className="detail-list cal-detail">
      <dt>제목</dt>
      <dd>{event.title || MESSAGES.noTitle}</dd>
      <dt>내용</dt>
      <dd className="cal-pre">{event.description || "-"}</dd>
      <dt>일시</dt>
      <dd>{spanText(event)}</dd>
      <dt>장소</dt>
      <dd>{event.location || "-"}</dd>
      <dt>공개 여부</dt>
      <dd>{event.calendarYN === "Y" ? "공개 (Y)" : "비공개 (N)"}</dd>
      <dt>휴일</dt>
      <dd>{event.holidays ? "휴일" : "휴일 아님"}</dd>
      <dt>상태</dt>
      <dd>{statusLabel(event.scheduleStatus)}</dd>
      <dt>작성자</dt>
      <dd>{event.writer || "-"}</dd>
      {event.inquiryId ? (
        <>
          <dt>문의</dt>
          <dd>
            <Link to={`/admin/inquiry/${event.inquiryId}`}>연결된 문의 보기</Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function DayListModal({
  day,
  events,
  error,
  deleting,
  onClose,
  onAdd,
  onEdit,
  onDelete,
}: {
  day: string | null;
  events: EventDetail[] | null;
  error: string;
  deleting: number | null;
  onClose: () => void;
  onAdd: () => void;
  onEdit: (e: EventDetail) => void;
  onDelete: (e: EventDetail) => void;
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const idBase = useId();
  const list = useRef<HTMLUListElement>(null);
  const loaded = events !== null;
  // The dialog opens on its title; once the day's events are there, on the first one's 상세
  // (unless the user has moved on meanwhile).
  useEffect(() => {
    if (loaded && document.activeElement?.classList.contains("modal-title"))
      list.current?.querySelector("button")?.focus();
  }, [loaded]);
  return (
    <Modal
      title={`${day ?? ""} 일정`}
      open={day !== null}
      onClose={onClose}
      focusTitle
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={onAdd}>
            추가
          </button>
          <button type="button" className="btn" onClick={onClose}>
            닫기
          </button>
        </>
      }
    >
      {events === null ? (
        <p className="admin-empty" role="status">
          불러오는 중…
        </p>
      ) : events.length === 0 ? (
        <p className="admin-empty">{MESSAGES.noEvents}</p>
      ) : (
        <ul className="cal-day-list" ref={list}>
          {events.map((e) => {
            const open = expanded === e.calendarId;
            const detailId = `${idBase}-${e.calendarId}`;
            return (
              <li key={e.calendarId} className={e.holidays ? "cal-day-item holiday" : "cal-day-item"}>
                <div className="cal-day-head">
                  <div>
                    <strong className="cal-day-title">{e.title || MESSAGES.noTitle}</strong>
                    {e.holidays ? <span className="status-badge cal-badge-holiday">휴일</span> : null}
                    <div className="cal-day-time">{spanText(e)}</div>
                  </div>
                  <div className="card-actions">
                    <button
                      type="button"
                      className="btn"
                      aria-expanded={open}
                      aria-controls={detailId}
                      onClick={() => setExpanded(open ? null : e.calendarId)}
                    >
                      상세
                    </button>
                    <button type="button" className="btn" onClick={() => onEdit(e)}>
                      수정
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger"
                      {...busyProps(deleting === e.calendarId, () => onDelete(e))}
                    >
                      {deleting === e.calendarId ? "삭제 중…" : "삭제"}
                    </button>
                  </div>
                </div>
                <div id={detailId} hidden={!open}>
                  {open ? <EventDetails event={e} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

// ---- The page ----

/** The day a link asks to open (`?day=YYYY-MM-DD`: an inquiry's visit), when it is a real day. */
function askedDay(params: URLSearchParams): string | null {
  const day = params.get("day") ?? "";
  return parseLocalDateTime(`${day}T00:00`) ? day : null;
}

export default function AdminCalendar() {
  const { events, failed } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const asked = askedDay(params);
  const [day, setDay] = useState<string | null>(null);
  const [dayEvents, setDayEvents] = useState<EventDetail[] | null>(null);
  const [dayError, setDayError] = useState("");
  const [deleting, setDeleting] = useState<number | null>(null);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [lookup, setLookup] = useState(asked ?? serverToday());
  const dayRequests = useTickets();
  const editRequests = useTickets();

  async function loadDay(date: string) {
    const current = dayRequests.take();
    setDayError("");
    try {
      const list = await data(client.api.admin.calendar.detail.$get({ query: { startTime: `${date}T00:00:00` } }));
      if (current()) setDayEvents(list);
    } catch (error) {
      if (!current()) return;
      setDayEvents([]);
      setDayError(failureMessage(error) ?? "");
    }
  }

  function openDay(date: string) {
    setDay(date);
    setDayEvents(null);
    void loadDay(date);
  }
  function closeDay() {
    setDay(null);
    dayRequests.cancel();
  }

  // A link to a day (an inquiry's visit, decision 086) opens its list over its month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the asked day changes
  useEffect(() => {
    if (asked) openDay(asked);
  }, [asked]);

  // SPEC §4: opening create or edit closes the day list.
  function openCreate(date: string) {
    closeDay();
    setForm({ kind: "create", day: date });
  }
  // 수정 edits the event as it is stored now (the day list may be minutes old) and saves over its
  // revision (decision 085). An event deleted meanwhile is said so, and the month reloads.
  async function openEdit(listed: EventDetail) {
    closeDay();
    const current = editRequests.take();
    setForm({ kind: "opening", event: listed, error: "" });
    try {
      const { data: event, revision } = await storedEvent(listed.calendarId);
      if (current()) setForm({ kind: "edit", event, revision });
    } catch (error) {
      if (!current()) return;
      const missing = error instanceof ApiError && error.status === 404;
      setForm({ kind: "opening", event: listed, error: missing ? error.message : (failureMessage(error) ?? "") });
      if (missing) revalidator.revalidate();
    }
  }
  function closeForm() {
    editRequests.cancel();
    setForm(null);
  }

  async function remove(event: EventDetail) {
    if (deleting !== null) return;
    if (!window.confirm(MESSAGES.confirmDelete)) {
      notify(MESSAGES.deleteCancelled);
      return;
    }
    setDeleting(event.calendarId);
    setDayError("");
    // The list is reloaded only if it still shows this day (it may have been closed or another opened).
    const sameList = dayRequests.since();
    try {
      // The day list may be minutes old: the event goes only as the list shows it, and the delete
      // names the revision checked, so a save landing in between is refused too (decision 094).
      const { data: stored, revision } = await storedEvent(event.calendarId);
      if (!sameAsListed(event, stored)) throw new ApiError(412, MESSAGES.changedSinceListed);
      const query = { calendarId: String(event.calendarId) };
      const headers: Record<string, string> = revision ? { "If-Match": revision } : {};
      notify(await text(client.api.admin.calendar.$delete({ query }, { headers })));
      revalidator.revalidate();
      if (day && sameList()) await loadDay(day);
    } catch (error) {
      // Changed or deleted elsewhere: the list shows the day as it is now, with why nothing happened.
      const stale = error instanceof ApiError && (error.status === 412 || error.status === 404);
      if (stale) {
        revalidator.revalidate();
        if (day && sameList()) await loadDay(day);
      }
      setDayError(stale ? error.message : (failureMessage(error) ?? ""));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="calendar-title">
      <CardHead id="calendar-title" title="일정 관리">
        <CalendarFeedButton />
        <button type="button" className="btn btn-primary" onClick={() => openCreate(serverToday())}>
          일정 추가
        </button>
      </CardHead>
      <div className="cal-toolbar">
        <form
          className="cal-lookup"
          onSubmit={(e) => {
            e.preventDefault();
            if (lookup) openDay(lookup);
          }}
        >
          <label htmlFor="cal-lookup-date">날짜별 일정 보기</label>
          <input id="cal-lookup-date" type="date" value={lookup} onChange={(e) => setLookup(e.target.value)} />
          <button type="submit" className="btn">
            일정 보기
          </button>
        </form>
        <ul className="cal-legend" aria-label="색상 안내">
          <li>
            <span className="cal-swatch normal" aria-hidden="true" /> 일정
          </li>
          <li>
            <span className="cal-swatch holiday" aria-hidden="true" /> 휴일
          </li>
        </ul>
      </div>
      <p className="cal-hint">날짜를 누르면 그날의 일정 목록이 열립니다.</p>
      {failed ? <p className="admin-empty">일정을 불러오지 못했습니다.</p> : null}
      <div className="cal-view">
        <LoadBoundary size="part">
          <Suspense
            fallback={
              <p className="admin-loading" role="status">
                달력을 불러오는 중…
              </p>
            }
          >
            <MonthCalendar
              events={events}
              selectedDate={asked ?? serverToday()}
              timezone={KOREA_TIME_ZONE}
              untitled={MESSAGES.noTitle}
              onOpenDay={openDay}
            />
          </Suspense>
        </LoadBoundary>
      </div>

      <DayListModal
        key={day ? `day-${day}` : "day-closed"}
        day={day}
        events={dayEvents}
        error={dayError}
        deleting={deleting}
        onClose={closeDay}
        onAdd={() => openCreate(day ?? serverToday())}
        onEdit={openEdit}
        onDelete={remove}
      />
      {form?.kind === "opening" ? (
        <OpeningModal key={`opening-${form.event.calendarId}`} target={form} onClose={closeForm} />
      ) : (
        <EventFormModal
          // Keys unique among the section's children (two "closed" siblings confused React's reconciler).
          key={form ? (form.kind === "edit" ? `edit-${form.event.calendarId}` : `create-${form.day}`) : "form-closed"}
          target={form}
          onClose={closeForm}
          onDone={() => {
            setForm(null);
            revalidator.revalidate();
          }}
          onGone={() => revalidator.revalidate()}
        />
      )}
    </section>
  );
}
