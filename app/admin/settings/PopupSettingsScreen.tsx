// /admin/settings/popup (decision 090): the 팝업 공지 over the home page, its text, link and days.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { client, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import { popupSchema, popupState } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { serverToday } from "~/admin/shared/serverTime";
import { SaveBar, SettingsCard, TextField, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "팝업 공지 | 관리자" }];

type Popup = InferResponseType<typeof client.api.admin.settings.popup.$get>;
/** The form's fields: text inputs hold "" where the document has null. */
type Fields = Omit<Popup, "link" | "startDate" | "endDate"> & { link: string; startDate: string; endDate: string };

export async function clientLoader() {
  return { popup: await orNull(dataAndRevision(client.api.admin.settings.popup.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="팝업 공지" text="설정을 불러오는 중…" />;

const fieldsOf = (popup: Popup): Fields => ({
  ...popup,
  link: popup.link ?? "",
  startDate: popup.startDate ?? "",
  endDate: popup.endDate ?? "",
});

export default function PopupSettingsScreen() {
  const { popup } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={popup !== null}>
      {popup ? <PopupForm initial={popup.data} revision={popup.revision} /> : null}
    </SettingsCard>
  );
}

/** What visitors see now, by the saved document (not what the form holds before 저장). */
function stateText(popup: Popup): string {
  switch (popupState(popup, serverToday())) {
    case "showing":
      return "지금 홈 화면에 보이고 있습니다.";
    case "upcoming":
      return `${popup.startDate}부터 홈 화면에 보입니다.`;
    case "ended":
      return `게시 종료일(${popup.endDate})이 지나 보이지 않습니다.`;
    default:
      return "꺼져 있어 홈 화면에 보이지 않습니다.";
  }
}

function PopupForm({ initial, revision }: { initial: Popup; revision: string | null }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(() => fieldsOf(initial));
  const { errors, form, save, bar } = useSettingsSave(values, revision);
  const set = (patch: Partial<Fields>) => setValues((prev) => ({ ...prev, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const sent = values;
    save(
      popupSchema.safeParse(sent),
      (headers) => dataAndRevision(client.api.admin.settings.popup.$put({ json: sent }, { headers })),
      (stored) => {
        setSaved(stored);
        setValues((now) => (now === sent ? fieldsOf(stored) : now));
      },
    );
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      <p className="settings-state" role="status">
        {stateText(saved)}
      </p>
      <fieldset>
        <legend>홈 화면 팝업</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={values.enabled}
            aria-describedby="popup-enabled-hint"
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          홈 화면에 팝업 보이기
        </label>
        <p id="popup-enabled-hint" className="hint">
          방문자가 닫거나 &lsquo;오늘 하루 보지 않기&rsquo;를 누를 때까지 홈 화면 위에 보입니다. 휴무일은 일정 관리의
          휴무 일정으로 등록하면 홈 화면의 휴무 안내에 따로 보입니다.
        </p>
        <TextField
          id="popup-title"
          label="제목"
          required={values.enabled}
          value={values.title}
          error={errors.title}
          onChange={(title) => set({ title })}
        />
        <TextField
          id="popup-text"
          label="내용"
          rows={5}
          hint="500자까지, 줄바꿈은 그대로 보입니다."
          value={values.text}
          error={errors.text}
          onChange={(text) => set({ text })}
        />
        <TextField
          id="popup-link"
          label="자세히 보기 링크"
          hint="예: /notice/12 또는 https://… (비워 두면 버튼 없음)"
          value={values.link}
          error={errors.link}
          onChange={(link) => set({ link })}
        />
        <TextField
          id="popup-startDate"
          label="게시 시작일"
          type="date"
          hint="비워 두면 바로 보입니다."
          value={values.startDate}
          error={errors.startDate}
          onChange={(startDate) => set({ startDate })}
        />
        <TextField
          id="popup-endDate"
          label="게시 종료일"
          type="date"
          hint="비워 두면 끌 때까지 보입니다."
          value={values.endDate}
          error={errors.endDate}
          onChange={(endDate) => set({ endDate })}
        />
      </fieldset>
      <SaveBar {...bar} />
    </form>
  );
}
