import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { returnPath, setAccessToken } from "~/admin/shared/session";
import { flash } from "~/components/notify";
import { PasswordInput } from "~/components/PasswordInput";
import { siteFromMatches } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => {
  const { name } = siteFromMatches(matches);
  return [{ title: name ? `관리자 로그인 | ${name}` : "관리자 로그인" }, { name: "robots", content: "noindex" }];
};

export const LOGIN_FAILED = "아이디와 비밀번호를 다시 확인해주세요.";

/** Said when the form was sent before its script ran (or without one): nothing was checked. */
export const LOGIN_NOT_READY = "로그인 화면을 준비하는 중이었습니다. 아이디와 비밀번호를 다시 입력해주세요.";

// The form posts here when its script has not taken it over (a tap while a phone still loads it,
// or no JavaScript): a form without a method would put the password in the address, the history
// and the cache key. The back office needs the script, so the page asks again.
export const action = () => ({ notReady: true });

/** The header of a 401 that asks for 2단계 인증's code (decision 076). */
const LOGIN_STEP = "login-step";

/** The code field: the app's 6 digits (numeric keypad on phones), or a 복구 코드 (letters too). */
type CodeKind = "app" | "recovery";

export default function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const posted = useActionData<typeof action>();
  const [error, setError] = useState(posted ? LOGIN_NOT_READY : "");
  const [busy, setBusy] = useState(false);
  // Set once the server asked for the code: the account uses 2단계 인증.
  const [codeKind, setCodeKind] = useState<CodeKind | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeKind) codeRef.current?.focus();
  }, [codeKind]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError("");
    try {
      const res = await fetch("/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: form.get("username"),
          password: form.get("password"),
          ...(codeKind ? { code: form.get("code") } : {}),
        }),
      });
      if (!res.ok) {
        const asksForCode = res.headers.get(LOGIN_STEP) === "code";
        // The first ask is the step itself (its hint says what to type); after that, a wrong code.
        if (asksForCode && !codeKind) setCodeKind("app");
        else if (asksForCode || res.status === 429) setError(((await res.json()) as { message: string }).message);
        else setError(LOGIN_FAILED);
        return;
      }
      // The access token stays in memory only (SPEC §4); the refresh cookie restores it on reload.
      setAccessToken(res.headers.get("authorization"));
      flash("로그인 성공");
      // Back to the screen that asked for the login, else the dashboard.
      navigate(returnPath(params.get("next")) ?? "/admin");
    } catch {
      setError(LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="container page login-page">
      <h1>관리자 로그인</h1>
      <form className="login-form" method="post" onSubmit={submit}>
        <label htmlFor="username">아이디</label>
        <input id="username" name="username" type="email" autoComplete="username" required />
        <label htmlFor="password">비밀번호</label>
        <PasswordInput id="password" name="password" autoComplete="current-password" required />
        {codeKind ? (
          <div className="login-code">
            <label htmlFor="code">{codeKind === "app" ? "인증 코드" : "복구 코드"}</label>
            <p id="code-hint" className="login-code-hint">
              {codeKind === "app"
                ? "2단계 인증을 사용하는 계정입니다. 인증 앱에 표시된 6자리 코드를 입력해주세요."
                : "2단계 인증을 켤 때 받은 복구 코드 하나를 입력해주세요. 각 코드는 한 번만 쓸 수 있습니다."}
            </p>
            <input
              key={codeKind}
              ref={codeRef}
              id="code"
              name="code"
              required
              aria-describedby="code-hint"
              autoComplete="one-time-code"
              {...(codeKind === "app"
                ? { inputMode: "numeric", pattern: "[0-9 ]{6,7}", maxLength: 7, placeholder: "123456" }
                : { inputMode: "text", maxLength: 20, autoCapitalize: "none", placeholder: "abcde-fghjk" })}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setError("");
                setCodeKind(codeKind === "app" ? "recovery" : "app");
              }}
            >
              {codeKind === "app" ? "휴대폰을 쓸 수 없나요? 복구 코드 입력" : "인증 앱의 코드 입력"}
            </button>
          </div>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "로그인 중…" : "로그인"}
        </button>
        <p className="form-error" role="alert">
          {error}
        </p>
      </form>
    </main>
  );
}
