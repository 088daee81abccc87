import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { ApiError, failureMessage, notifyFailure } from "~/admin/shared/api";
import { EditConflictNotice, SAVED_BELOW_HINT, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps, CardHead, errorProps, FieldError, FormEnd, useBusy } from "~/admin/shared/form";
import { confirmDiscard, useFormGuard } from "~/admin/shared/leave";
import { client, data, dataAndRevision, type InferResponseType, unhandled } from "~/admin/shared/rpc";
import { useSendKey } from "~/admin/shared/sendKey";
import { CheckCell, MessageRow, SelectAllCell } from "~/admin/shared/table";
import { notify } from "~/components/notify";
import { useTickets } from "~/lib/tickets";
import { MANU_INTRO_MAX } from "../../../functions/schemas/itemRules";

export const meta: MetaFunction = () => [{ title: "제조사 관리 | 관리자" }];

// Manufacturer management (SPEC §2, §5, §8; API-SHAPES §7): four tabs over one list.

type Manufacturer = InferResponseType<typeof client.api.admin.manu.count.$get>[number];
type YN = Manufacturer["manuYN"];

const TABS = [
  { key: "list", label: "목록" },
  { key: "add", label: "추가" },
  { key: "edit", label: "수정" },
  { key: "delete", label: "삭제" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

const MESSAGES = {
  created: "등록 되었습니다.",
  createFailed: "알수 없는 이유로 제조사 등록에 실패했습니다. 관리자에게 문의 해주세요.",
  duplicate: "이미 존재하는 제조사명입니다.",
  nameRequired: "제조사명을 입력해주세요.",
  ynRequired: "등록 여부를 선택해주세요.",
  updated: "수정 완료",
  deleteNone: "삭제할 제조사를 선택해 주세요.",
  deleteConfirm: "선택한 제조사와 그 제품이 모두 삭제됩니다. 계속하시겠습니까?",
  deleted: "삭제되었습니다.",
} as const;

const ynLabel = (yn: string) => (yn === "Y" ? "등록" : "미등록");

export default function AdminManu() {
  const baseId = useId();
  const [tab, setTab] = useState<TabKey>("list");
  const [list, setList] = useState<Manufacturer[] | null>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const requests = useTickets();
  const load = useCallback(async () => {
    const current = requests.take();
    try {
      const answer = await data(client.api.admin.manu.count.$get());
      if (current()) setList(answer);
    } catch {
      if (current()) setList([]);
    }
  }, [requests]);

  useEffect(() => {
    void load();
  }, [load]);

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const i = TABS.findIndex((t) => t.key === tab);
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to];
    if (!next || !confirmDiscard()) return;
    setTab(next.key);
    tabRefs.current[next.key]?.focus();
  }

  const tabId = (key: TabKey) => `${baseId}-tab-${key}`;
  const panelId = (key: TabKey) => `${baseId}-panel-${key}`;
  const done = async (next: TabKey) => {
    await load();
    setTab(next);
  };

  return (
    <section className="admin-card" aria-labelledby={`${baseId}-title`}>
      <CardHead id={`${baseId}-title`} title="제조사 관리" />
      <div className="tabs" role="tablist" aria-label="제조사 관리">
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={tab === t.key}
            aria-controls={panelId(t.key)}
            tabIndex={tab === t.key ? 0 : -1}
            // Another tab puts the form away: typed text in it asks first.
            onClick={() => {
              if (t.key !== tab && confirmDiscard()) setTab(t.key);
            }}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the list panel has no control, so the panel itself takes focus. */}
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="misc-tabpanel">
        {tab === "list" ? <ManuList list={list} /> : null}
        {tab === "add" ? <ManuAdd onDone={() => done("list")} /> : null}
        {tab === "edit" ? <ManuEdit list={list} onDone={load} /> : null}
        {tab === "delete" ? <ManuDelete list={list} onDone={load} /> : null}
      </div>
    </section>
  );
}

/** The manufacturers with their item counts; `lead` is the first column (the number or a tick box). */
function ManuTable({
  list,
  caption,
  lead,
}: {
  list: Manufacturer[] | null;
  caption: string;
  lead: { head: ReactNode; cell: (m: Manufacturer, i: number) => ReactNode };
}) {
  return (
    <table className="admin-table fit-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {lead.head}
          <th scope="col">제조사명</th>
          <th scope="col" className="num misc-wide-num">
            제품 수
          </th>
          <th scope="col">등록 여부</th>
        </tr>
      </thead>
      <tbody>
        {list === null ? (
          <MessageRow colSpan={4} loading>
            불러오는 중…
          </MessageRow>
        ) : list.length === 0 ? (
          <MessageRow colSpan={4}>등록된 제조사가 없습니다. 추가 탭에서 제조사를 등록하세요.</MessageRow>
        ) : (
          list.map((m, i) => (
            <tr key={m.manuId}>
              {lead.cell(m, i)}
              <td>{m.manuName}</td>
              <td className="num misc-wide-num">{m.itemCount}</td>
              <td>
                <span className={m.manuYN === "Y" ? "status-badge on" : "status-badge"}>{ynLabel(m.manuYN)}</span>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

const NUMBER_COLUMN = {
  head: (
    <th scope="col" className="num">
      No
    </th>
  ),
  cell: (_m: Manufacturer, i: number) => <td className="num">{i + 1}</td>,
};

function ManuList({ list }: { list: Manufacturer[] | null }) {
  return <ManuTable list={list} caption="제조사 목록" lead={NUMBER_COLUMN} />;
}

/** 제조사명 (required) with its message, in the add and edit forms. */
function NameField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        제조사명 <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        value={value}
        required
        maxLength={50}
        {...errorProps(`${id}-error`, error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} alert />
    </>
  );
}

/** 소개 문구 (optional, decision 060): the line under the name on its page and its home card. */
function IntroField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>소개 문구</label>
      <textarea
        id={id}
        rows={4}
        value={value}
        maxLength={MANU_INTRO_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="misc-hint" id={`${id}-hint`}>
        제조사 페이지 맨 위와 홈 화면의 제조사 카드에 보입니다. 비워 두면 기본 문구가 보입니다. ({value.length}/
        {MANU_INTRO_MAX}자)
      </p>
    </>
  );
}

/** The registration choice: 등록 (Y) or 미등록 (N). */
function YnRadios({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: YN | "";
  onChange: (v: YN) => void;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="misc-radios" aria-describedby={error ? errorId : undefined}>
      <legend>
        등록 여부 <span aria-hidden="true">*</span>
      </legend>
      {(["Y", "N"] as const).map((yn) => (
        <label key={yn} className="misc-radio">
          <input type="radio" name={name} value={yn} checked={value === yn} required onChange={() => onChange(yn)} />
          {ynLabel(yn)}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ManuAdd({ onDone }: { onDone: () => Promise<void> }) {
  const [name, setName] = useState("");
  const [intro, setIntro] = useState("");
  const [yn, setYn] = useState<YN | "">("");
  const [errors, setErrors] = useState<{ name?: string; yn?: string }>({});
  const { busy, run } = useBusy();
  useFormGuard({ name, intro, yn });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = { name: name.trim() ? undefined : MESSAGES.nameRequired, yn: yn ? undefined : MESSAGES.ynRequired };
    setErrors(next);
    if (next.name || next.yn) return;
    await run(
      async () => {
        await client.api.admin.manu.$post({ json: { manuName: name.trim(), manuYN: yn, manuIntro: intro } });
        notify(MESSAGES.created);
        // The form stays busy until the list shows the new manufacturer.
        await onDone();
      },
      (error) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 409) setErrors({ name: MESSAGES.duplicate });
        else {
          const message = notifyFailure(error, { instead: MESSAGES.createFailed });
          if (status === 400 && message) setErrors({ name: message });
        }
      },
    );
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <h2 className="misc-subtitle">제조사 추가</h2>
      <NameField value={name} onChange={setName} error={errors.name} />
      <IntroField value={intro} onChange={setIntro} />
      <YnRadios name="manu-add-yn" value={yn} onChange={setYn} error={errors.yn} />
      <FormEnd busy={busy} label="등록" busyLabel="등록 중…" />
    </form>
  );
}

/** A manufacturer as the edit form holds it (GET /api/admin/manu/detail). */
type Stored = Awaited<ReturnType<typeof storedManu>>["data"];

/** The manufacturer as stored now, with its revision (decision 133). Its refusals are the form's. */
const storedManu = (manuId: string) =>
  dataAndRevision(client.api.admin.manu.detail.$get({ query: { manuId } }, unhandled));

/** A failure said in the form: the server's words (제조사를 찾을 수 없습니다. …) or the client's. */
const formMessage = (err: unknown) =>
  err instanceof ApiError && err.status > 0 ? err.message : (failureMessage(err) ?? "");

function ManuEdit({ list, onDone }: { list: Manufacturer[] | null; onDone: () => Promise<void> }) {
  const selectId = useId();
  const savedId = useId();
  const [manuId, setManuId] = useState("");
  // The manufacturer as read when chosen (and as saved since), and the revision it was read at.
  const [opened, setOpened] = useState<{ manu: Stored; revision: string | null } | null>(null);
  const [name, setName] = useState("");
  const [intro, setIntro] = useState("");
  const [yn, setYn] = useState<YN | "">("");
  const [error, setError] = useState("");
  // The stored version shown under a refused save.
  const [saved, setSaved] = useState<Stored | null>(null);
  const { busy, run } = useBusy();
  const stale = useEditRevision(opened?.revision ?? null);
  const sendKey = useSendKey();
  const requests = useTickets();
  const manu = opened?.manu;
  const dirty =
    manu !== undefined && (name !== manu.manuName || intro !== (manu.manuIntro ?? "") || yn !== manu.manuYN);
  useFormGuard(dirty ? { name, intro, yn } : null);

  function fill(m: Stored | undefined) {
    setName(m?.manuName ?? "");
    setIntro(m?.manuIntro ?? "");
    setYn(m?.manuYN ?? "");
  }

  /** Reads the chosen manufacturer as stored now: a list left open may be minutes old. */
  async function choose(id: string) {
    if (dirty && !confirmDiscard()) return;
    const current = requests.take();
    setManuId(id);
    setOpened(null);
    setSaved(null);
    setError("");
    stale.saved(null);
    fill(undefined);
    if (!id) return;
    try {
      const { data, revision } = await storedManu(id);
      if (!current()) return;
      setOpened({ manu: data, revision });
      fill(data);
    } catch (err) {
      if (!current()) return;
      setError(formMessage(err));
      // Deleted elsewhere: the list drops it.
      if (err instanceof ApiError && err.status === 404) await onDone();
    }
  }

  async function showSaved() {
    setSaved(null);
    try {
      setSaved((await storedManu(manuId)).data);
    } catch {
      // The notice still says what happened; the stored version is only a help.
    }
  }

  /** `again`: 내 내용으로 저장 after a refusal (confirmed the first time). */
  async function submit(again: boolean) {
    if (busy || !manu) return;
    if (!name.trim()) {
      setError(MESSAGES.nameRequired);
      return;
    }
    setError("");
    if (!again && !window.confirm("수정하시겠습니까?")) {
      notify("취소 되었습니다.");
      return;
    }
    const json = { manuId: Number(manuId), manuName: name.trim(), manuYN: yn, manuIntro: intro };
    await run(
      async () => {
        // If-Match: the revision the form read; a save made elsewhere since is a 412. The key: sent
        // again after a lost answer, it is answered as saved (decision 137).
        const headers = sendKey.headers(JSON.stringify(json), stale.ifMatch());
        const res = await client.api.admin.manu.update.$post({ json }, { ...unhandled, headers });
        sendKey.done();
        const revision = res.headers.get("ETag");
        // What is stored now (trimmed as the server does), the next save's base.
        const kept = { ...manu, manuName: json.manuName, manuYN: yn || manu.manuYN, manuIntro: intro.trim() || null };
        stale.saved(revision);
        setSaved(null);
        setOpened({ manu: kept, revision });
        fill(kept);
        notify(MESSAGES.updated);
        await onDone();
      },
      (err) => {
        const caught = stale.caught(err);
        if (caught) {
          // Deleted elsewhere ("gone"), there is no stored version to show.
          if (caught === "stale") void showSaved();
          // The list behind the tabs shows the stored version too.
          void onDone();
        } else {
          setError(formMessage(err));
          if (err instanceof ApiError && err.status === 404) void onDone();
        }
      },
    );
  }

  if (list === null) return <p role="status">불러오는 중…</p>;
  if (list.length === 0) return <p className="admin-empty">수정할 제조사가 없습니다.</p>;
  return (
    <form
      className="admin-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit(false);
      }}
      noValidate
    >
      <h2 className="misc-subtitle">제조사 수정</h2>
      <label htmlFor={selectId}>수정할 제조사</label>
      <select id={selectId} value={manuId} onChange={(e) => void choose(e.target.value)}>
        <option value="">제조사를 선택하세요</option>
        {list.map((m) => (
          <option key={m.manuId} value={m.manuId}>
            {m.manuName}
          </option>
        ))}
      </select>
      {manuId && !opened && !error ? <p role="status">불러오는 중…</p> : null}
      {opened && stale.conflict ? (
        <>
          <EditConflictNotice
            conflict={stale.conflict}
            hint={SAVED_BELOW_HINT}
            busy={busy}
            onOverwrite={() => {
              if (busy) return;
              stale.overwrite();
              void submit(true);
            }}
          />
          {saved ? (
            <section className="edit-saved" aria-labelledby={savedId}>
              <h3 id={savedId}>저장된 내용</h3>
              <dl className="detail-list">
                <dt>제조사명</dt>
                <dd>{saved.manuName}</dd>
                <dt>소개 문구</dt>
                <dd>{saved.manuIntro ?? ""}</dd>
                <dt>등록 여부</dt>
                <dd>{ynLabel(saved.manuYN)}</dd>
              </dl>
            </section>
          ) : null}
        </>
      ) : null}
      {opened ? (
        <>
          <NameField value={name} onChange={setName} error={error} />
          <IntroField value={intro} onChange={setIntro} />
          <YnRadios name="manu-edit-yn" value={yn} onChange={setYn} />
          <FormEnd busy={busy} label="수정" busyLabel="수정 중…" />
        </>
      ) : error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ManuDelete({ list, onDone }: { list: Manufacturer[] | null; onDone: () => Promise<void> }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const { busy, run } = useBusy();
  const all = list !== null && list.length > 0 && ticked.length === list.length;

  async function remove() {
    if (ticked.length === 0) {
      notify(MESSAGES.deleteNone, "alert");
      return;
    }
    if (!window.confirm(MESSAGES.deleteConfirm)) {
      notify("삭제가 취소 되었습니다.");
      return;
    }
    await run(async () => {
      await client.api.admin.manu.$delete({ json: { manuIds: ticked } });
      notify(MESSAGES.deleted);
      setTicked([]);
      await onDone();
    });
  }

  return (
    <div>
      <div className="card-head">
        <h2 className="misc-subtitle">제조사 삭제</h2>
        <div className="card-actions">
          <button type="button" className="btn btn-danger" {...busyProps(busy, remove)}>
            {busy ? "삭제 중…" : "선택 삭제"}
          </button>
        </div>
      </div>
      <p className="misc-hint">제조사를 삭제하면 그 제조사의 제품도 모두 삭제됩니다.</p>
      <ManuTable
        list={list}
        caption="삭제할 제조사 선택"
        lead={{
          head: (
            <SelectAllCell
              checked={all}
              disabled={!list?.length}
              onChange={(on) => setTicked(on ? (list ?? []).map((m) => m.manuId) : [])}
            />
          ),
          cell: (m) => (
            <CheckCell
              label={`${m.manuName} 선택`}
              checked={ticked.includes(m.manuId)}
              onChange={(on) => setTicked((prev) => (on ? [...prev, m.manuId] : prev.filter((id) => id !== m.manuId)))}
            />
          ),
        }}
      />
    </div>
  );
}
