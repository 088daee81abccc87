import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { returnPath, setAccessToken } from "~/admin/shared/session";
import { flash } from "~/components/notify";
import { PasswordInput } from "~/components/PasswordInput";

export const meta: MetaFunction = () => [{ title: "관리자 로그인" }, { name: "robots", content: "noindex" }];

export const LOGIN_FAILED = "아이디와 비밀번호를 다시 확인해주세요.";

export default function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

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
        body: JSON.stringify({ username: form.get("username"), password: form.get("password") }),
      });
      if (!res.ok) {
        setError(res.status === 429 ? ((await res.json()) as { message: string }).message : LOGIN_FAILED);
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
      <form className="login-form" onSubmit={submit}>
        <label htmlFor="username">아이디</label>
        <input id="username" name="username" type="email" autoComplete="username" required />
        <label htmlFor="password">비밀번호</label>
        <PasswordInput id="password" name="password" autoComplete="current-password" required />
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
