// 2단계 인증 on 내 정보 (decision 076): turning it on with an authenticator app (a QR code for a
// PC, a link and the key for the phone the app is on), the 복구 코드 shown once, new ones, and
// turning it off. Every change asks for the password again; the server checks it. Loaded by
// ProfileScreen only in the browser, once the profile is open: the Worker never carries it.

import { useNavigate } from "@remix-run/react";
import { type FormEvent, lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useState } from "react";
import { failureMessage } from "~/admin/shared/api";
import { busyProps, errorProps, FieldError, useBusy } from "~/admin/shared/form";
import { LoadBoundary } from "~/admin/shared/LoadBoundary";
import { Modal } from "~/admin/shared/Modal";
import { client, data, type InferResponseType, text } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { PasswordInput } from "~/components/PasswordInput";
import { minuteText } from "../../../functions/lib/dates";

// The QR code's encoder is only for this screen, in the browser: the server never bundles it.
const QrCode = lazy(() => import("./QrCode.client"));

const api = client.api.admin.info["two-factor"];
type Status = InferResponseType<typeof api.$get>;
type Setup = InferResponseType<typeof api.setup.$post>;
type Dialog = "setup" | "codes" | "off" | null;

const WORDS = {
  intro:
    "로그인할 때 비밀번호에 더해 휴대폰 인증 앱(Google Authenticator, Microsoft Authenticator 등)에 표시된 6자리 코드를 입력합니다. 비밀번호가 알려져도 휴대폰 없이는 로그인할 수 없습니다.",
  scan: "인증 앱에서 ‘QR 코드 스캔’을 눌러 아래 코드를 찍으세요. 이 휴대폰에 인증 앱이 있다면 ‘인증 앱에서 열기’를 누르거나 설정 키를 직접 입력하세요.",
  codes:
    "휴대폰을 잃어버렸을 때 인증 코드 대신 쓸 복구 코드입니다. 각 코드는 한 번만 쓸 수 있고, 이 창을 닫으면 다시 볼 수 없습니다. 인쇄하거나 안전한 곳에 저장해 두세요.",
  offConfirm: "2단계 인증을 끄면 비밀번호만으로 로그인할 수 있게 됩니다.",
} as const;

export default function TwoFactorSection() {
  const id = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const navigate = useNavigate();

  const load = useCallback(async () => {
    try {
      const loaded = await data(api.$get());
      setStatus(loaded);
      return loaded;
    } catch {
      // Told by the api client; the state stays unknown.
      return null;
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const close = async () => {
    setDialog(null);
    const mustSetUp = status?.required && !status.enabled;
    const now = await load();
    // Set up as required (decision 080): the rest of the back office opens again.
    if (mustSetUp && now?.enabled) navigate("/admin");
  };

  return (
    <section className="misc-sessions two-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        2단계 인증
      </h2>
      <p className="misc-hint">{WORDS.intro}</p>
      {status?.required && !status.enabled ? (
        <p className="misc-notice" role="alert">
          모든 관리자가 2단계 인증을 써야 합니다. 지금 설정하면 다른 관리 화면을 쓸 수 있습니다.
        </p>
      ) : null}
      {status === null ? (
        <p role="status">확인하는 중…</p>
      ) : status.enabled ? (
        <>
          <p role="status">
            <strong>사용 중</strong>
            {status.enabledAt ? ` (${minuteText(status.enabledAt)}부터)` : ""} · 남은 복구 코드{" "}
            {status.recoveryCodesLeft}개
          </p>
          {status.recoveryCodesLeft <= 3 ? (
            <p className="misc-hint">복구 코드가 얼마 남지 않았습니다. 새로 만들어 두세요.</p>
          ) : null}
          <div className="two-factor-actions">
            <button type="button" className="btn" onClick={() => setDialog("codes")}>
              복구 코드 새로 만들기
            </button>
            {/* Required of every account (decision 080): it stays on. */}
            {status.required ? null : (
              <button type="button" className="btn btn-danger" onClick={() => setDialog("off")}>
                2단계 인증 끄기
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <p role="status">사용하지 않음</p>
          <button type="button" className="btn btn-primary" onClick={() => setDialog("setup")}>
            2단계 인증 설정
          </button>
        </>
      )}
      {/* Mounted while open: keys and codes are forgotten when the window closes. */}
      {dialog === "setup" ? <SetupModal onClose={close} /> : null}
      {dialog === "codes" ? <NewCodesModal onClose={close} /> : null}
      {dialog === "off" ? <OffModal onClose={close} /> : null}
    </section>
  );
}

/** One modal step: a form whose submit button sits in the modal's actions. */
function StepModal({
  title,
  formId,
  submit,
  busy,
  label,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  submit: ((e: FormEvent) => void) | null;
  busy: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open
      onClose={onClose}
      actions={
        <>
          {submit ? (
            <button type="submit" form={formId} className="btn btn-primary" {...busyProps(busy)}>
              {busy ? "확인 중…" : label}
            </button>
          ) : null}
          <button type="button" className={submit ? "btn" : "btn btn-primary"} onClick={onClose}>
            {submit ? "취소" : label}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit ?? ((e) => e.preventDefault())} className="two-factor-step">
        {children}
      </form>
    </Modal>
  );
}

/** A labelled field with its error under it. */
function Field({ id, label, error, children }: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} message={error} alert />
    </>
  );
}

const errorOf = (error: unknown) => failureMessage(error) ?? "";

function PasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string;
}) {
  return (
    <Field id={id} label="비밀번호" error={error}>
      <PasswordInput
        id={id}
        autoComplete="current-password"
        required
        value={value}
        {...errorProps(`${id}-error`, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

function CodeField({
  id,
  value,
  onChange,
  error,
  recovery,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string;
  /** Also takes a 복구 코드 (letters): no numeric keypad. */
  recovery?: boolean;
}) {
  return (
    <Field id={id} label={recovery ? "인증 코드 또는 복구 코드" : "인증 코드 (6자리)"} error={error}>
      <input
        id={id}
        className="two-factor-code"
        required
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        maxLength={recovery ? 20 : 7}
        autoCapitalize="none"
        value={value}
        {...errorProps(`${id}-error`, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

function SetupModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const { busy, run } = useBusy();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    if (!setup) {
      await run(
        async () => {
          setSetup(await data(api.setup.$post({ json: { password } })));
          setPassword("");
        },
        (failure) => setError(errorOf(failure)),
      );
      return;
    }
    await run(
      async () => {
        const answer = await data(api.enable.$post({ json: { code } }));
        setCodes(answer.recoveryCodes);
        notify("2단계 인증을 켰습니다.");
      },
      (failure) => setError(errorOf(failure)),
    );
  }

  if (codes) return <RecoveryCodes codes={codes} onClose={onClose} />;
  return (
    <StepModal
      title="2단계 인증 설정"
      formId={formId}
      submit={submit}
      busy={busy}
      label={setup ? "사용 시작" : "다음"}
      onClose={onClose}
    >
      {setup ? (
        <>
          <p className="misc-hint">{WORDS.scan}</p>
          <LoadBoundary size="part">
            <Suspense fallback={<div className="two-factor-qr" role="status" aria-label="QR 코드를 만드는 중" />}>
              <QrCode text={setup.uri} />
            </Suspense>
          </LoadBoundary>
          <div className="two-factor-key">
            <a className="btn" href={setup.uri}>
              인증 앱에서 열기
            </a>
            <p>
              설정 키: <code>{setup.secret.replace(/(.{4})(?=.)/g, "$1 ")}</code>
            </p>
          </div>
          <p className="misc-hint">앱에 추가되면 표시되는 6자리 코드를 입력하세요.</p>
          <CodeField id={`${formId}-code`} value={code} onChange={setCode} error={error} />
        </>
      ) : (
        <>
          <p className="misc-hint">본인 확인을 위해 비밀번호를 입력해주세요.</p>
          <PasswordField id={`${formId}-password`} value={password} onChange={setPassword} error={error} />
        </>
      )}
    </StepModal>
  );
}

function NewCodesModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const { busy, run } = useBusy();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    await run(
      async () => {
        setCodes((await data(api["recovery-codes"].$post({ json: { password } }))).recoveryCodes);
      },
      (failure) => setError(errorOf(failure)),
    );
  }

  if (codes) return <RecoveryCodes codes={codes} onClose={onClose} />;
  return (
    <StepModal
      title="복구 코드 새로 만들기"
      formId={formId}
      submit={submit}
      busy={busy}
      label="새로 만들기"
      onClose={onClose}
    >
      <p className="misc-hint">새 복구 코드를 만들면 지금까지의 복구 코드는 더 이상 쓸 수 없습니다.</p>
      <PasswordField id={`${formId}-password`} value={password} onChange={setPassword} error={error} />
    </StepModal>
  );
}

function OffModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ field: "password" | "code"; message: string } | null>(null);
  const { busy, run } = useBusy();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    await run(
      async () => {
        notify(await text(api.disable.$post({ json: { password, code } })));
        onClose();
      },
      (failure) => {
        const message = errorOf(failure);
        setError({ field: /비밀번호/.test(message) ? "password" : "code", message });
      },
    );
  }

  return (
    <StepModal title="2단계 인증 끄기" formId={formId} submit={submit} busy={busy} label="끄기" onClose={onClose}>
      <p className="misc-hint">{WORDS.offConfirm}</p>
      <PasswordField
        id={`${formId}-password`}
        value={password}
        onChange={setPassword}
        error={error?.field === "password" ? error.message : ""}
      />
      <CodeField
        id={`${formId}-code`}
        value={code}
        onChange={setCode}
        error={error?.field === "code" ? error.message : ""}
        recovery
      />
    </StepModal>
  );
}

/** The 복구 코드, shown this once: copy, save as a text file or print. */
function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const formId = useId();
  const all = codes.join("\n");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(all);
      notify("복구 코드를 복사했습니다.");
    } catch {
      notify("복사하지 못했습니다. 코드를 직접 적어 두세요.", "alert");
    }
  };
  const save = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${location.host} 복구 코드\n\n${all}\n`], { type: "text/plain" }));
    link.download = "복구코드.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <StepModal title="복구 코드" formId={formId} submit={null} busy={false} label="저장해 두었습니다" onClose={onClose}>
      <p className="misc-hint">{WORDS.codes}</p>
      <ol className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <button type="button" className="btn" onClick={copy}>
          복사
        </button>
        <button type="button" className="btn" onClick={save}>
          파일로 저장
        </button>
      </div>
    </StepModal>
  );
}
