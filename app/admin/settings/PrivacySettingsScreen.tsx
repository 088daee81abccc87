// /admin/settings/privacy (decision 042): the privacy policy shown at /privacy and linked from
// every page's footer and the inquiry form's consent.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import RichEditor from "~/admin/shared/RichEditor";
import { client, data } from "~/admin/shared/rpc";
import { privacySchema } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { SaveBar, SettingsCard, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "개인정보처리방침 | 관리자" }];

export async function clientLoader() {
  return { privacy: await orNull(data(client.api.admin.settings.privacy.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="개인정보처리방침" text="설정을 불러오는 중…" />;

export default function PrivacySettingsScreen() {
  const { privacy } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={privacy !== null}>{privacy ? <PrivacyForm initialHtml={privacy.html} /> : null}</SettingsCard>
  );
}

function PrivacyForm({ initialHtml }: { initialHtml: string }) {
  const [html, setHtml] = useState(initialHtml);
  const { errors, saving, form, save } = useSettingsSave(html);

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = { html };
    save(
      privacySchema.safeParse(payload),
      () => data(client.api.admin.settings.privacy.$put({ json: payload })),
      () => {},
    );
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>개인정보처리방침</legend>
        <p className="hint">
          홈페이지 하단과 1:1 문의의 동의 문구에 연결되는 페이지(/privacy)입니다. 처음 문안은 이 홈페이지가 수집하는
          항목으로 만든 기본 문안이니, 보유 기간과 개인정보 보호책임자(성명·연락처)를 회사에 맞게 고쳐 주세요.
        </p>
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
      <SaveBar saving={saving} />
    </form>
  );
}
