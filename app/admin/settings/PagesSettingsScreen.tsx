import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import { IMAGE, imageProblem } from "~/admin/items/itemForm";
import { stageFile } from "~/admin/shared/api";
import RichEditor from "~/admin/shared/RichEditor";
import { client, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import { pagesSchema } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { useTickets } from "~/lib/tickets";
import { type FieldErrors, SaveBar, SettingsCard, TextField, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "홈·소개 문구 | 관리자" }];

// /admin/settings/pages (issue 12, decision 030): the home intro, the /about greeting with its three
// pictures, and the /history timeline as rows of a year and its events (one per line).

type Pages = InferResponseType<typeof client.api.admin.settings.pages.$get>;
type Card = Pages["greeting"]["cards"][number] & { uploadId?: string; preview?: string; percent?: number };
interface HistoryRow {
  key: number;
  year: string;
  events: string;
}

export async function clientLoader() {
  return { pages: await orNull(dataAndRevision(client.api.admin.settings.pages.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="홈·소개 문구" text="설정을 불러오는 중…" />;

let nextRowKey = 0;
/** Rows keep the keys they had (`before`), so a save does not remount the field being typed in. */
const rowsOf = (history: Pages["history"], before: HistoryRow[] = []): HistoryRow[] =>
  history.map((h, i) => ({ key: before[i]?.key ?? nextRowKey++, year: h.year, events: h.events.join("\n") }));

export default function PagesSettingsScreen() {
  const { pages } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={pages !== null}>
      {pages ? <PagesForm initial={pages.data} revision={pages.revision} /> : null}
    </SettingsCard>
  );
}

function PagesForm({ initial, revision }: { initial: Pages; revision: string | null }) {
  const [home, setHome] = useState(initial.home);
  const [title, setTitle] = useState(initial.greeting.title);
  const [html, setHtml] = useState(initial.greeting.html);
  const [cards, setCards] = useState<Card[]>(initial.greeting.cards);
  const [rows, setRows] = useState(() => rowsOf(initial.history));
  const { errors, setErrors, saving, form, save, bar } = useSettingsSave({ home, title, html, cards, rows }, revision);
  const uploading = cards.some((c) => c.percent !== undefined);
  // A card's second file chosen before the first finished uploading: only the second counts.
  const uploads = useTickets();

  const setCard = (i: number, patch: Partial<Card>) =>
    setCards((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const setRow = (key: number, patch: Partial<HistoryRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // History errors are kept by position: once rows move or go, they would sit at the wrong row.
  const dropHistoryErrors = () =>
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([path]) => !path.startsWith("history"))));
  const removeRow = (key: number) => {
    dropHistoryErrors();
    setRows((list) => list.filter((r) => r.key !== key));
  };
  const moveRow = (index: number, by: -1 | 1) => {
    dropHistoryErrors();
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  };

  async function chooseImage(i: number, file: File | undefined) {
    if (!file) return;
    const problem = imageProblem([file]);
    setErrors((prev) => ({ ...prev, [`greeting.cards.${i}.image`]: problem ?? "" }));
    if (problem) return;
    setCard(i, { preview: URL.createObjectURL(file), percent: 0, uploadId: undefined });
    const current = uploads.take(`card-${i}`);
    try {
      const uploadId = await stageFile("SITE", file, (percent) => current() && setCard(i, { percent }));
      if (current()) setCard(i, { uploadId, percent: undefined });
    } catch (error) {
      if (!current()) return;
      setCard(i, { preview: undefined, percent: undefined });
      setErrors((prev) => ({ ...prev, [`greeting.cards.${i}.image`]: (error as Error).message }));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      home,
      greeting: {
        title,
        html,
        cards: cards.map(({ title, text, alt, uploadId }) => ({ title, text, alt, uploadId })),
      },
      history: rows.map((r) => ({ year: r.year, events: r.events.split("\n") })),
    };
    const send = (headers: Record<string, string>) =>
      dataAndRevision(client.api.admin.settings.pages.$put({ json: payload }, { headers }));
    // The saved cards and history replace the form's only where nothing changed while saving.
    save(pagesSchema.safeParse(payload), send, (saved) => {
      setCards((now) => (now === cards ? saved.greeting.cards : now));
      setRows((now) => (now === rows ? rowsOf(saved.history, rows) : now));
    });
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>홈 소개</legend>
        <TextField
          id="home-eyebrow"
          label="머리글"
          value={home.eyebrow}
          error={errors["home.eyebrow"]}
          onChange={(eyebrow) => setHome((h) => ({ ...h, eyebrow }))}
        />
        <TextField
          id="home-title"
          label="제목"
          required
          value={home.title}
          error={errors["home.title"]}
          onChange={(title) => setHome((h) => ({ ...h, title }))}
        />
        <TextField
          id="home-text"
          label="문구"
          required
          rows={3}
          value={home.text}
          error={errors["home.text"]}
          onChange={(text) => setHome((h) => ({ ...h, text }))}
        />
      </fieldset>

      <fieldset>
        <legend>인사말</legend>
        <TextField
          id="greeting-title"
          label="인사말 제목"
          required
          value={title}
          error={errors["greeting.title"]}
          onChange={setTitle}
        />
        <div className="settings-field">
          <p className="settings-label" aria-hidden="true">
            인사말 본문
          </p>
          <RichEditor label="인사말 본문" initialHtml={initial.greeting.html} onChange={setHtml} />
          {errors["greeting.html"] ? (
            <p className="field-error" role="alert">
              {errors["greeting.html"]}
            </p>
          ) : null}
        </div>
        <ol className="settings-cards">
          {cards.map((card, i) => (
            <GreetingCardFields
              key={`card-${i.toString()}`}
              index={i}
              card={card}
              errors={errors}
              onChange={(patch) => setCard(i, patch)}
              onImage={(file) => chooseImage(i, file)}
            />
          ))}
        </ol>
      </fieldset>

      <fieldset>
        <legend>연혁</legend>
        <p className="hint">한 줄에 하나씩 적습니다. 위에서부터 순서대로 보입니다.</p>
        <ol className="history-rows">
          {rows.map((row, i) => (
            <li key={row.key} className="history-row">
              <TextField
                id={`history-year-${row.key}`}
                label={`${i + 1}번째 연도`}
                value={row.year}
                error={errors[`history.${i}.year`]}
                onChange={(year) => setRow(row.key, { year })}
              />
              <TextField
                id={`history-events-${row.key}`}
                label={`${i + 1}번째 연혁 내용`}
                rows={3}
                value={row.events}
                error={errors[`history.${i}.events`]}
                onChange={(events) => setRow(row.key, { events })}
              />
              <div className="history-row-actions">
                <button type="button" className="btn" disabled={i === 0} onClick={() => moveRow(i, -1)}>
                  위로<span className="visually-hidden"> ({i + 1}번째 연혁)</span>
                </button>
                <button type="button" className="btn" disabled={i === rows.length - 1} onClick={() => moveRow(i, 1)}>
                  아래로<span className="visually-hidden"> ({i + 1}번째 연혁)</span>
                </button>
                <button type="button" className="btn btn-danger" onClick={() => removeRow(row.key)}>
                  삭제<span className="visually-hidden"> ({i + 1}번째 연혁)</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
        {errors.history ? (
          <p className="field-error" role="alert">
            {errors.history}
          </p>
        ) : null}
        <button
          type="button"
          className="btn"
          onClick={() => setRows((list) => [...list, { key: nextRowKey++, year: "", events: "" }])}
        >
          연혁 추가
        </button>
      </fieldset>
      <SaveBar {...bar} saving={saving || uploading} />
    </form>
  );
}

function GreetingCardFields({
  index,
  card,
  errors,
  onChange,
  onImage,
}: {
  index: number;
  card: Card;
  errors: FieldErrors;
  onChange: (patch: Partial<Card>) => void;
  onImage: (file: File | undefined) => void;
}) {
  const id = `greeting-card-${index}`;
  const path = `greeting.cards.${index}`;
  const imageError = errors[`${path}.image`];
  // The preview of a newly chosen picture lives until another replaces it or the screen closes.
  useEffect(() => {
    const url = card.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [card.preview]);
  return (
    <li className="settings-card">
      <h2>카드 {index + 1}</h2>
      <img src={card.preview ?? card.image} alt="" width={300} height={225} />
      <label htmlFor={`${id}-image`}>카드 {index + 1} 이미지 바꾸기</label>
      <input
        id={`${id}-image`}
        type="file"
        accept={IMAGE.accept}
        aria-invalid={imageError ? true : undefined}
        aria-describedby={imageError ? `${id}-image-error` : undefined}
        onChange={(e) => {
          onImage(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {card.percent !== undefined ? (
        <progress max={100} value={card.percent} aria-label={`카드 ${index + 1} 이미지 업로드`} />
      ) : null}
      {imageError ? (
        <p id={`${id}-image-error`} className="field-error" role="alert">
          {imageError}
        </p>
      ) : null}
      <TextField
        id={`${id}-title`}
        label={`카드 ${index + 1} 제목`}
        required
        value={card.title}
        error={errors[`${path}.title`]}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        id={`${id}-text`}
        label={`카드 ${index + 1} 설명`}
        required
        rows={2}
        value={card.text}
        error={errors[`${path}.text`]}
        onChange={(text) => onChange({ text })}
      />
      <TextField
        id={`${id}-alt`}
        label={`카드 ${index + 1} 이미지 설명 (대체 텍스트)`}
        required
        value={card.alt}
        error={errors[`${path}.alt`]}
        onChange={(alt) => onChange({ alt })}
      />
    </li>
  );
}
