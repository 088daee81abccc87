// The signed-in account's profile (SPEC §2 "Profile", §6, §8; API-SHAPES §11), shared by
// /admin/myinfo and /admin/profile: a password re-check first, then edit and password change.
import { useSearchParams } from "@remix-run/react";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { failureMessage } from "~/admin/shared/api";
import { busyProps, CardHead, errorProps, FieldError, FormEnd, useBusy } from "~/admin/shared/form";
import { LoadBoundary } from "~/admin/shared/LoadBoundary";
import { useFormGuard } from "~/admin/shared/leave";
import { Modal } from "~/admin/shared/Modal";
import { client, data, type InferResponseType, text, unhandled } from "~/admin/shared/rpc";
import { profileSchema } from "~/admin/shared/schemas";
import { currentUser } from "~/admin/shared/session";
import { OWN_SESSIONS, SessionsSection } from "~/admin/users/SessionsSection";
import { roleLabel } from "~/admin/users/UserDetail";
import { notify } from "~/components/notify";
import { PasswordInput } from "~/components/PasswordInput";

// Shown only after the password re-check, in the browser: the server bundle does without it.
const TwoFactorSection = lazy(() => import("./TwoFactorSection.client"));

/** The check answer, kept as myInfoData (SPEC §3) and sent back as edited. */
type MyInfo = InferResponseType<typeof client.api.admin.info.check.$post>;

const CHECK_FAILED = "사용자 정보를 잘못 입력하셨습니다.";
const TWO_FACTOR_SETUP_REQUIRED =
  "모든 관리자가 2단계 인증을 써야 합니다. 비밀번호를 확인한 뒤 아래 2단계 인증에서 설정하면 다른 관리 화면을 쓸 수 있습니다.";
const PASSWORD_MIN = 8;

export function ProfileScreen() {
  const [info, setInfo] = useState<MyInfo | null>(null);
  // Sent here because 2단계 인증 is required and this account has none (decision 080).
  const mustSetUp = useSearchParams()[0].get("reason") === "two-factor";
  const [checkOpen, setCheckOpen] = useState(true);
  return (
    <section className="admin-card" aria-labelledby="profile-title">
      <CardHead id="profile-title" title="내 정보" />
      {info ? (
        <>
          <ProfileForm info={info} onSaved={setInfo} />
          <PasswordForm />
          <LoadBoundary size="part">
            <Suspense fallback={<p role="status">2단계 인증 정보를 불러오는 중…</p>}>
              <TwoFactorSection />
            </Suspense>
          </LoadBoundary>
          <SessionsSection
            load={() => data(client.api.admin.info.sessions.$get())}
            end={(loginId) => text(client.api.admin.info.sessions.revoke.$post({ query: { loginId } }))}
            words={OWN_SESSIONS}
          />
        </>
      ) : (
        <div className="misc-locked">
          <p>내 정보를 보려면 비밀번호를 다시 확인해야 합니다.</p>
          <button type="button" className="btn btn-primary" onClick={() => setCheckOpen(true)}>
            비밀번호 확인
          </button>
        </div>
      )}
      <CheckModal
        mustSetUp={mustSetUp}
        open={checkOpen && !info}
        onClose={() => setCheckOpen(false)}
        onChecked={(checked) => {
          setInfo(checked);
          setCheckOpen(false);
        }}
      />
    </section>
  );
}

function CheckModal({
  mustSetUp,
  open,
  onClose,
  onChecked,
}: {
  mustSetUp: boolean;
  open: boolean;
  onClose: () => void;
  onChecked: (info: MyInfo) => void;
}) {
  const formId = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const { busy, run } = useBusy();

  const passwordRef = useRef<HTMLInputElement>(null);

  // The signed-in account is prefilled (the token lives in the browser only), so typing starts
  // at the password. This runs after the Modal's showModal(), which focuses the first control.
  useEffect(() => {
    if (!open) return;
    setUsername((prev) => prev || currentUser()?.username || "");
    passwordRef.current?.focus();
  }, [open]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(
      async () => {
        // A 400 here is an expected answer, not a case for the global handler.
        const info = await data(
          client.api.admin.info.check.$post({ query: { username: username.trim(), password } }, unhandled),
        );
        setPassword("");
        onChecked(info);
      },
      () => notify(CHECK_FAILED, "alert"),
    );
  }

  return (
    <Modal
      title="비밀번호 확인"
      open={open}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form={formId} className="btn btn-primary" {...busyProps(busy)}>
            {busy ? "확인 중…" : "확인"}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            취소
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        {mustSetUp ? <p className="misc-notice">{TWO_FACTOR_SETUP_REQUIRED}</p> : null}
        <p className="misc-hint">개인정보 보호를 위해 아이디와 비밀번호를 다시 입력해주세요.</p>
        {/* The account (prefilled) and its password. */}
        <label htmlFor={`${formId}-username`}>아이디</label>
        <input
          id={`${formId}-username`}
          type="email"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor={`${formId}-current-password`}>비밀번호</label>
        <PasswordInput
          id={`${formId}-current-password`}
          autoComplete="current-password"
          required
          ref={passwordRef}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </form>
    </Modal>
  );
}

type ProfileField = "name" | "userTel" | "userMail";

function ProfileForm({ info, onSaved }: { info: MyInfo; onSaved: (info: MyInfo) => void }) {
  const id = useId();
  const [name, setName] = useState(info.name);
  const [userTel, setUserTel] = useState(info.userTel ?? "");
  const [userMail, setUserMail] = useState(info.userMail ?? "");
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState("");
  const { busy, run } = useBusy();
  // Leaving with an unsaved change asks first, as on every other form (decision 047).
  const guard = useFormGuard({ name, userTel, userMail });
  const form = useRef<HTMLFormElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError("");
    // The server's own rules, before the question: a bad 연락처 is not found after 확인.
    const checked = profileSchema.safeParse({ name, userTel, userMail });
    const found: Partial<Record<ProfileField, string>> = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as ProfileField] ??= issue.message;
    setErrors(found);
    if (!checked.success) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    if (!window.confirm("수정하시겠습니까?")) {
      notify("취소 되었습니다.");
      return;
    }
    const edited = { ...info, name: name.trim(), userTel: userTel.trim(), userMail: userMail.trim() };
    const saved = guard.saving();
    await run(
      async () => {
        // Sent back whole, as the spec's myInfoData; the server reads name, userTel and userMail.
        const message = await text(client.api.admin.info.$post({ json: edited }));
        notify(message);
        onSaved(edited);
        saved.done();
      },
      (error) => {
        saved.failed();
        setFormError(failureMessage(error) ?? "");
      },
    );
  }

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        기본 정보
      </h2>
      <label htmlFor={`${id}-username`}>아이디</label>
      <input id={`${id}-username`} value={info.username} readOnly aria-readonly="true" className="misc-readonly" />
      <label htmlFor={`${id}-name`}>
        이름 <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-name`}
        value={name}
        required
        maxLength={50}
        {...errorProps(`${id}-name-error`, errors.name)}
        onChange={(e) => setName(e.target.value)}
      />
      <FieldError id={`${id}-name-error`} message={errors.name} />
      <label htmlFor={`${id}-tel`}>연락처</label>
      <input
        id={`${id}-tel`}
        type="tel"
        value={userTel}
        maxLength={30}
        {...errorProps(`${id}-tel-error`, errors.userTel)}
        onChange={(e) => setUserTel(e.target.value)}
      />
      <FieldError id={`${id}-tel-error`} message={errors.userTel} />
      <label htmlFor={`${id}-mail`}>이메일</label>
      <input
        id={`${id}-mail`}
        type="email"
        value={userMail}
        maxLength={100}
        {...errorProps(`${id}-mail-error`, errors.userMail)}
        onChange={(e) => setUserMail(e.target.value)}
      />
      <FieldError id={`${id}-mail-error`} message={errors.userMail} />
      <label htmlFor={`${id}-role`}>권한</label>
      <input id={`${id}-role`} value={roleLabel(info.role)} readOnly aria-readonly="true" className="misc-readonly" />
      <FormEnd error={formError} busy={busy} label="수정" busyLabel="수정 중…" />
    </form>
  );
}

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";

function PasswordForm() {
  const id = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const { busy, run } = useBusy();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Partial<Record<PasswordField, string>> = {};
    if (!values.currentPassword) found.currentPassword = "현재 비밀번호를 입력해주세요.";
    if (!values.newPassword) found.newPassword = "새 비밀번호를 입력해주세요.";
    else if (values.newPassword.length < PASSWORD_MIN)
      found.newPassword = `새 비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`;
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = "새 비밀번호가 일치하지 않습니다.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(
      async () => {
        const json = { currentPassword: values.currentPassword, newPassword: values.newPassword };
        const message = await text(client.api.admin.info.password.$post({ json }));
        notify(message);
        setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      },
      (error) => {
        const message = failureMessage(error);
        // The server's 400 names the field it is about: the current password, or else the new one.
        if (message) setErrors(/현재 비밀번호/.test(message) ? { currentPassword: message } : { newPassword: message });
      },
    );
  }

  const field = (key: PasswordField, label: string, autoComplete: string, hint?: string) => {
    const inputId = `${id}-${key}`;
    const error = errors[key];
    const describedBy = [hint ? `${inputId}-hint` : "", error ? `${inputId}-error` : ""].filter(Boolean).join(" ");
    return (
      <>
        <label htmlFor={inputId}>
          {label} <span aria-hidden="true">*</span>
        </label>
        <PasswordInput
          id={inputId}
          autoComplete={autoComplete}
          required
          value={values[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            const value = e.target.value;
            setValues((prev) => ({ ...prev, [key]: value }));
          }}
        />
        {hint ? (
          <p id={`${inputId}-hint`} className="misc-field-hint">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${inputId}-error`} message={error} alert />
      </>
    );
  };

  return (
    <form className="admin-form misc-password" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        비밀번호 변경
      </h2>
      {field("currentPassword", "현재 비밀번호", "current-password")}
      {field("newPassword", "새 비밀번호", "new-password", `${PASSWORD_MIN}자 이상`)}
      {field("confirmPassword", "새 비밀번호 확인", "new-password")}
      <FormEnd busy={busy} label="비밀번호 변경" busyLabel="변경 중…" />
    </form>
  );
}
