import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { client, data, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import { companySchema } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { SaveBar, SettingsCard, TextField, useSettingsSave } from "./fields";

export const meta: MetaFunction = () => [{ title: "설정 | 관리자" }];

// /admin/settings (issue 12, decision 030): the company data every public page shows.

type Company = InferResponseType<typeof client.api.admin.settings.company.$get>;
type Key = keyof Company;

export async function clientLoader() {
  const [company, saved] = await Promise.all([
    orNull(dataAndRevision(client.api.admin.settings.company.$get())),
    orNull(data(client.api.admin.settings.saved.$get())),
  ]);
  return { company, saved };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="설정" text="설정을 불러오는 중…" />;

interface FieldSpec {
  key: Key;
  label: string;
  required?: boolean;
  type?: "tel" | "email" | "url";
  hint?: string;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: "회사",
    fields: [
      { key: "name", label: "회사명", required: true },
      { key: "representative", label: "대표자" },
      { key: "bizNo", label: "사업자등록번호", required: true, hint: "예: 123-45-67890" },
      { key: "address", label: "주소", required: true },
    ],
  },
  {
    legend: "연락처",
    fields: [
      { key: "phone", label: "전화번호", required: true, type: "tel", hint: "머리글, 바닥글, A/S 문의에 보입니다." },
      { key: "fax", label: "팩스 번호", type: "tel" },
      { key: "hours", label: "상담 시간", required: true, hint: "예: 평일 09:00 - 18:00 (주말·공휴일 휴무)" },
      {
        key: "alertEmail",
        label: "문의 알림 이메일",
        type: "email",
        hint: "새 1:1 문의 알림을 받을 주소입니다. 비워 두면 모든 관리자 계정의 이메일로 보냅니다.",
      },
    ],
  },
  {
    legend: "소셜 채널 (선택)",
    fields: [
      { key: "naverBlog", label: "네이버 블로그", type: "url", hint: "https://로 시작하는 주소" },
      { key: "kakaoChannel", label: "카카오톡 채널", type: "url" },
      { key: "instagram", label: "인스타그램", type: "url" },
    ],
  },
  {
    legend: "검색·지도",
    fields: [
      {
        key: "naverVerification",
        label: "네이버 사이트 인증 코드",
        hint: "네이버 서치어드바이저의 meta 태그 content 값",
      },
      { key: "googleVerification", label: "구글 사이트 인증 코드", hint: "구글 서치 콘솔의 meta 태그 content 값" },
      { key: "kakaoMapKey", label: "카카오맵 JavaScript 키", hint: "오시는 길 지도에 쓰입니다. 공개되는 키입니다." },
    ],
  },
];

export default function CompanySettingsScreen() {
  const { company, saved } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsCard loaded={company !== null}>
      {company ? (
        <CompanyForm initial={company.data} revision={company.revision} neverSaved={saved?.company === false} />
      ) : null}
    </SettingsCard>
  );
}

function CompanyForm({
  initial,
  revision,
  neverSaved,
}: {
  initial: Company;
  revision: string | null;
  /** The values are the sample company's, shown on every public page until saved (decision 142). */
  neverSaved: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [sample, setSample] = useState(neverSaved);
  const { errors, form, save, bar } = useSettingsSave(values, revision);

  function submit(e: FormEvent) {
    e.preventDefault();
    const sent = values;
    const send = (headers: Record<string, string>) =>
      dataAndRevision(client.api.admin.settings.company.$put({ json: sent }, { headers }));
    // The saved values replace the form only if nothing was typed while it was being saved.
    save(companySchema.safeParse(sent), send, (saved) => {
      setSample(false);
      setValues((now) => (now === sent ? saved : now));
    });
  }

  return (
    <form ref={form} className="admin-form settings-form" onSubmit={submit} noValidate>
      {sample ? <p className="misc-notice">아직 저장하지 않은 예시 값입니다. 실제 정보로 바꿔 저장해주세요.</p> : null}
      {GROUPS.map((group) => (
        <fieldset key={group.legend}>
          <legend>{group.legend}</legend>
          {group.fields.map((f) => (
            <TextField
              key={f.key}
              id={`company-${f.key}`}
              label={f.label}
              type={f.type}
              required={f.required}
              hint={f.hint}
              value={values[f.key]}
              error={errors[f.key]}
              onChange={(value) => setValues((prev) => ({ ...prev, [f.key]: value }))}
            />
          ))}
        </fieldset>
      ))}
      <SaveBar {...bar} />
    </form>
  );
}
