// 로그인된 기기 (decision 062): how many browsers are signed in to an account, and ending them (a
// lost phone, a shared PC, a person who left). An ended login's access lasts until its token
// expires (15 minutes). On 내 정보 (the others than this browser) and an administrator's detail.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useBusy } from "~/admin/shared/form";
import { notify } from "~/components/notify";

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

export function SessionsSection({
  count,
  end,
  words,
}: {
  /** How many logins (the api client tells the user when it fails). */
  count: () => Promise<number>;
  /** Ends them; answers the server's message. */
  end: () => Promise<string>;
  words: Words;
}) {
  const id = useId();
  const [logins, setLogins] = useState<number | null>(null);
  const { busy, run } = useBusy();

  // The callers pass new functions on every render: the latest is read when needed.
  const counter = useRef(count);
  counter.current = count;
  const load = useCallback(async () => {
    try {
      setLogins(await counter.current());
    } catch {
      // Told by the api client; the count stays unknown.
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function endAll() {
    if (!window.confirm(words.confirm)) {
      notify("취소 되었습니다.");
      return;
    }
    await run(async () => {
      notify(await end());
      await load();
    });
  }

  return (
    <section className="misc-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        로그인된 기기
      </h2>
      <p role="status">{logins === null ? "확인하는 중…" : logins === 0 ? words.none : words.some(logins)}</p>
      <button type="button" className="btn btn-danger" disabled={busy || !logins} onClick={endAll}>
        {busy ? "로그아웃 중…" : words.button}
      </button>
    </section>
  );
}
