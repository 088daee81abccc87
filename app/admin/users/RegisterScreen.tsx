import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { ApiError, failureMessage } from "~/admin/shared/api";
import { CardHead, FieldError, FormEnd, useBusy } from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import { data as answer, client } from "~/admin/shared/rpc";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { flash } from "~/components/notify";
import { PasswordInput } from "~/components/PasswordInput";

export const meta: MetaFunction = () => [{ title: "관리자 등록 | 관리자" }];

// Administrator registration (SPEC §2, §5, §8; API-SHAPES §11): every field is required.

const FIELDS = [
  {
    name: "username",
    label: "아이디",
    object: "아이디를",
    type: "email",
    autoComplete: "off",
    hint: "이메일 주소 형식",
  },
  {
    name: "password",
    label: "비밀번호",
    object: "비밀번호를",
    type: "password",
    autoComplete: "new-password",
    hint: "8자 이상",
  },
  { name: "name", label: "이름", object: "이름을", type: "text", autoComplete: "off" },
  { name: "userTel", label: "연락처", object: "연락처를", type: "tel", autoComplete: "off", hint: "예: 010-1234-5678" },
  { name: "userMail", label: "이메일", object: "이메일을", type: "email", autoComplete: "off" },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];
type Values = Record<FieldName, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;

function validate(v: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const f of FIELDS) if (!v[f.name].trim()) errors[f.name] = `${f.object} 입력해주세요.`;
  if (!errors.username && !EMAIL.test(v.username.trim())) errors.username = "아이디는 이메일 주소 형식이어야 합니다.";
  if (!errors.password && v.password.length < PASSWORD_MIN)
    errors.password = `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`;
  if (!errors.userTel && !/^[0-9+()\- ]+$/.test(v.userTel.trim()))
    errors.userTel = "연락처는 숫자와 - 만 입력해주세요.";
  if (!errors.userMail && !EMAIL.test(v.userMail.trim())) errors.userMail = "이메일 주소 형식이 올바르지 않습니다.";
  return errors;
}

// Registering is for administrators (the API refuses staff with 403). A staff account is sent to the
// 403 screen as it opens, as from 관리자 관리, not after typing the whole form: the roles list,
// which only administrators may read, is asked for that check.
export async function clientLoader() {
  await orNull(answer(client.api.admin.users.roles.$get()));
  return null;
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="관리자 등록" text="불러오는 중…" />;

export default function AdminRegister() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ username: "", password: "", name: "", userTel: "", userMail: "" });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState("");
  const { busy, run } = useBusy();
  // A half-filled form is not lost to a stray tap on 목록 or the menu (decision 047).
  const guard = useFormGuard(values);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError("");
    const first = FIELDS.find((f) => found[f.name]);
    if (first) {
      document.getElementById(`register-${first.name}`)?.focus();
      return;
    }
    const saved = guard.saving();
    await run(
      async () => {
        await client.api.admin.users.register.$post({
          json: {
            username: values.username.trim(),
            password: values.password,
            name: values.name.trim(),
            userTel: values.userTel.trim(),
            userMail: values.userMail.trim(),
          },
        });
        flash("관리자 등록 성공");
        navigate("/admin/user");
      },
      (error) => {
        saved.failed();
        // 400 (a field) and 409 (username taken) carry the server's Korean message (SPEC §8).
        const message = failureMessage(error, "등록 실패");
        if (message) {
          setFormError(message);
          if (error instanceof ApiError && error.status === 409) setErrors({ username: message });
        }
      },
    );
  }

  const inputProps = (
    f: (typeof FIELDS)[number],
    id: string,
    error: string | undefined,
    hintId: string | undefined,
  ) => ({
    id,
    name: f.name,
    autoComplete: f.autoComplete,
    required: true,
    value: values[f.name],
    "aria-invalid": Boolean(error),
    "aria-describedby": [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setValues((prev) => ({ ...prev, [f.name]: value }));
    },
  });

  return (
    <section className="admin-card" aria-labelledby="register-title">
      <CardHead id="register-title" title="관리자 등록">
        <Link to="/admin/user" className="btn">
          목록
        </Link>
      </CardHead>
      <p className="misc-hint">
        <span aria-hidden="true">*</span> 표시는 필수 입력 항목입니다. 새 계정은 관리자 권한으로 등록됩니다.
      </p>
      <form className="admin-form" onSubmit={submit} noValidate>
        {FIELDS.map((f) => {
          const id = `register-${f.name}`;
          const error = errors[f.name];
          const hintId = "hint" in f ? `${id}-hint` : undefined;
          return (
            <div key={f.name}>
              <label htmlFor={id}>
                {f.label} <span aria-hidden="true">*</span>
              </label>
              {f.type === "password" ? (
                <PasswordInput {...inputProps(f, id, error, hintId)} minLength={PASSWORD_MIN} />
              ) : (
                <input {...inputProps(f, id, error, hintId)} type={f.type} />
              )}
              {"hint" in f ? (
                <p id={hintId} className="misc-field-hint">
                  {f.hint}
                </p>
              ) : null}
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
        <FormEnd error={formError} busy={busy} label="등록" busyLabel="등록 중…" />
      </form>
    </section>
  );
}
