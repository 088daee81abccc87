// /admin/settings/security (decision 080): whether every account must sign in with 2단계 인증.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { client, dataAndRevision } from "~/admin/shared/rpc";
import { securitySchema } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { SaveBar, SettingsCard, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "보안 | 관리자" }];

export async function clientLoader() {
  return { security: await orNull(dataAndRevision(client.api.admin.settings.security.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="보안" text="설정을 불러오는 중…" />;

export default function SecuritySettingsScreen() {
  const { security } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={security !== null}>
      {security ? <SecurityForm initial={security.data.requireTwoFactor} revision={security.revision} /> : null}
    </SettingsCard>
  );
}

function SecurityForm({ initial, revision }: { initial: boolean; revision: string | null }) {
  const [requireTwoFactor, setRequireTwoFactor] = useState(initial);
  const { form, save, bar } = useSettingsSave(requireTwoFactor, revision);

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = { requireTwoFactor };
    save(
      securitySchema.safeParse(payload),
      (headers) => dataAndRevision(client.api.admin.settings.security.$put({ json: payload }, { headers })),
      () => {},
    );
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>로그인 보안</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={requireTwoFactor}
            aria-describedby="security-two-factor-hint"
            onChange={(e) => setRequireTwoFactor(e.target.checked)}
          />
          모든 관리자에게 2단계 인증 요구
        </label>
        <p id="security-two-factor-hint" className="hint">
          켜면 2단계 인증을 쓰지 않는 관리자는 다음 화면부터 내 정보에서 인증 앱을 등록해야 다른 관리 화면을 쓸 수 있고,
          2단계 인증을 끌 수 없습니다. 켜기 전에 본인의 2단계 인증을 먼저 설정하세요. 휴대폰과 복구 코드를 모두 잃어버린
          관리자는 관리자 관리의 상세 화면에서 해제해 줄 수 있습니다.
        </p>
      </fieldset>
      <SaveBar {...bar} />
    </form>
  );
}
