// /admin/settings/privacy (decision 042): the privacy policy shown at /privacy and linked from
// every page's footer and the inquiry form's consent, with its 시행일: a later one keeps the policy
// it replaces in the public 변경 이력 (decision 093).
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import RichEditor from "~/admin/shared/RichEditor";
import { client, dataAndRevision } from "~/admin/shared/rpc";
import { privacySchema, RETENTION_MONTHS, type RetentionMonths, SETTINGS_MESSAGES } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { serverToday } from "~/admin/shared/serverTime";
import { dayLabel } from "../../../functions/lib/dates";
import { SaveBar, SettingsCard, TextField, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "개인정보처리방침 | 관리자" }];

export async function clientLoader() {
  return { privacy: await orNull(dataAndRevision(client.api.admin.settings.privacy.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="개인정보처리방침" text="설정을 불러오는 중…" />;

export default function PrivacySettingsScreen() {
  const { privacy } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={privacy !== null}>
      {privacy ? (
        <PrivacyForm
          initialHtml={privacy.data.html}
          initialMonths={privacy.data.retentionMonths}
          initialDate={privacy.data.effectiveDate ?? ""}
          revision={privacy.revision}
        />
      ) : null}
    </SettingsCard>
  );
}

/** Where the saved policy stands today (decision 093): in force, announced, or without a 시행일. */
function stateText(savedDate: string): string {
  if (!savedDate) return "시행일이 없는 방침입니다. 시행일을 정하면 홈페이지의 방침에 함께 보입니다.";
  if (savedDate > serverToday())
    return `${dayLabel(savedDate)}부터 시행될 방침입니다. 그 전날까지는 지금 시행 중인 방침이 홈페이지에 보이고, 이 방침은 미리 보기로 알려집니다.`;
  return `${dayLabel(savedDate)}부터 시행 중인 방침입니다.`;
}

/** A period as the policy would word it: 6개월, 1년, 2년 … */
const periodLabel = (months: RetentionMonths) => (months % 12 === 0 ? `${months / 12}년` : `${months}개월`);

function PrivacyForm({
  initialHtml,
  initialMonths,
  initialDate,
  revision,
}: {
  initialHtml: string;
  initialMonths: RetentionMonths;
  initialDate: string;
  revision: string | null;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [retentionMonths, setRetentionMonths] = useState(initialMonths);
  const [effectiveDate, setEffectiveDate] = useState(initialDate);
  /** The saved 시행일 (not what the form holds before 저장), for the state line. */
  const [savedDate, setSavedDate] = useState(initialDate);
  // The 시행일 rules that depend on the stored one are the server's: their refusal is at the field.
  const { errors, form, save, bar } = useSettingsSave({ html, retentionMonths, effectiveDate }, revision, (message) =>
    message === SETTINGS_MESSAGES.effectiveFuture || message === SETTINGS_MESSAGES.effectiveEarlier(savedDate)
      ? "effectiveDate"
      : undefined,
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = { html, retentionMonths, effectiveDate };
    save(
      privacySchema.safeParse(payload),
      (headers) => dataAndRevision(client.api.admin.settings.privacy.$put({ json: payload }, { headers })),
      (saved) => {
        setSavedDate(saved.effectiveDate ?? "");
        setEffectiveDate((now) => (now === payload.effectiveDate ? (saved.effectiveDate ?? "") : now));
      },
    );
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      <p className="settings-state" role="status">
        {stateText(savedDate)}
      </p>
      <fieldset>
        <legend>개인정보처리방침</legend>
        <p className="hint">
          홈페이지 하단과 1:1 문의의 동의 문구에 연결되는 페이지(/privacy)입니다. 처음 문안은 이 홈페이지가 수집하는
          항목으로 만든 기본 문안이니, 보유 기간과 개인정보 보호책임자(성명·연락처)를 회사에 맞게 고쳐 주세요.
        </p>
        <div className="settings-field">
          <label htmlFor="privacy-retention">문의 보관 기간</label>
          <select
            id="privacy-retention"
            value={retentionMonths}
            aria-describedby="privacy-retention-hint"
            onChange={(e) => setRetentionMonths(Number(e.target.value) as RetentionMonths)}
          >
            {RETENTION_MONTHS.map((months) => (
              <option key={months} value={months}>
                처리 완료 후 {periodLabel(months)}
              </option>
            ))}
          </select>
          <p id="privacy-retention-hint" className="hint">
            처리 완료된 문의는 이 기간이 지나면 메모·첨부파일과 함께 자동으로 파기되며 되살릴 수 없습니다. 아래 본문의
            ‘보유 및 이용 기간’도 같은 기간으로 적어 주세요.
          </p>
        </div>
        <TextField
          id="privacy-effectiveDate"
          label="시행일"
          type="date"
          hint="개정한 방침을 새로 시행할 때는 시행일을 바꾸세요. 앞으로의 날짜로 정하면 그날까지는 지금 방침이 보이고, 바뀔 방침은 미리 보기로 알려집니다. 지금 방침은 홈페이지의 ‘개인정보처리방침 변경 이력’에 그대로 남습니다. 같은 시행일로 저장하면 방침을 고치기만 합니다."
          value={effectiveDate}
          error={errors.effectiveDate}
          onChange={setEffectiveDate}
        />
        <div className="settings-field">
          <p className="settings-label" aria-hidden="true">
            본문
          </p>
          <RichEditor label="개인정보처리방침 본문" initialHtml={initialHtml} onChange={setHtml} />
          {errors.html ? (
            <p className="field-error" role="alert">
              {errors.html}
            </p>
          ) : null}
        </div>
      </fieldset>
      <SaveBar {...bar} />
    </form>
  );
}
