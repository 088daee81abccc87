// 로그인된 기기 (decisions 062, 079): where an account is signed in (browser and system, when it
// signed in, when it was last active) and ending one login or all (a lost phone, a shared PC, a
// person who left). An ended login's access lasts until its token expires (15 minutes). On 내 정보
// (the others than this browser) and an administrator's detail.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { busyProps, useBusy } from "~/admin/shared/form";
import { notify } from "~/components/notify";
import { minuteText, nowLocal } from "../../../functions/lib/dates";

interface Words {
  none: string;
  some: (n: number) => string;
  button: string;
  confirm: string;
}

export const OWN_SESSIONS: Words = {
  none: "이 기기 말고 로그인된 곳이 없습니다.",
  some: (n) => `이 기기 말고 ${n}곳에서 로그인되어 있습니다.`,
  button: "다른 기기 모두 로그아웃",
  confirm: "다른 기기의 로그인을 모두 끝낼까요? 그 기기에서는 늦어도 15분 안에 로그아웃됩니다.",
};

export const accountSessions = (name: string): Words => ({
  none: "로그인된 곳이 없습니다.",
  some: (n) => `${n}곳에서 로그인되어 있습니다.`,
  button: "모든 기기에서 로그아웃",
  confirm: `${name}님의 로그인을 모두 끝낼까요? 늦어도 15분 안에 모든 기기에서 로그아웃됩니다.`,
});

/** One login as the API lists it (functions/auth/session.ts SignedInDevice). */
export interface SignedIn {
  loginId: string;
  device: string | null;
  signedInAt: number;
  lastActiveAt: number;
  current: boolean;
}

const at = (seconds: number) => minuteText(nowLocal(seconds * 1000));

export function SessionsSection({
  load,
  end,
  words,
}: {
  /** The logins and how many are not this browser's (the api client tells the user when it fails). */
  load: () => Promise<{ others: number; sessions: SignedIn[] }>;
  /** Ends one login, or without an id all but this browser's; answers the server's message. */
  end: (loginId?: string) => Promise<string>;
  words: Words;
}) {
  const id = useId();
  const [logins, setLogins] = useState<{ others: number; sessions: SignedIn[] } | null>(null);
  const { busy, run } = useBusy();

  // The callers pass new functions on every render: the latest is read when needed.
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(async () => {
    try {
      setLogins(await loader.current());
    } catch {
      // Told by the api client; the list stays unknown.
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function endLogins(login?: SignedIn) {
    const question = login
      ? `${login.device ?? "알 수 없는 기기"}의 로그인을 끝낼까요? 그 기기에서는 늦어도 15분 안에 로그아웃됩니다.`
      : words.confirm;
    if (!window.confirm(question)) {
      notify("취소 되었습니다.");
      return;
    }
    await run(async () => {
      notify(await end(login?.loginId));
      await reload();
    });
  }

  return (
    <section className="misc-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        로그인된 기기
      </h2>
      <p role="status">
        {logins === null ? "확인하는 중…" : logins.others === 0 ? words.none : words.some(logins.others)}
      </p>
      {logins && logins.sessions.length > 0 ? (
        <ul className="session-list" aria-label="로그인 목록">
          {logins.sessions.map((login) => (
            <li key={login.loginId}>
              <div>
                <strong>{login.device ?? "알 수 없는 기기"}</strong>
                {login.current ? <span className="session-current">이 기기</span> : null}
                <p className="misc-hint">
                  로그인 {at(login.signedInAt)}
                  {at(login.lastActiveAt) === at(login.signedInAt) ? "" : ` · 최근 사용 ${at(login.lastActiveAt)}`}
                </p>
              </div>
              {login.current ? null : (
                <button type="button" className="btn" {...busyProps(busy, () => endLogins(login))}>
                  로그아웃
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn-danger"
        disabled={!logins?.others}
        {...busyProps(busy, () => endLogins())}
      >
        {busy ? "로그아웃 중…" : words.button}
      </button>
    </section>
  );
}
