// 2단계 인증 on an administrator's detail (decision 076): whether the account uses it, and turning
// it off for someone who lost both the phone and the 복구 코드 (they set it up again after signing in).
import { useCallback, useEffect, useId, useState } from "react";
import { busyProps, useBusy } from "~/admin/shared/form";
import { client, data, type InferResponseType, text } from "~/admin/shared/rpc";
import type { AdminUser } from "~/admin/users/UserDetail";
import { notify } from "~/components/notify";
import { minuteText } from "../../../functions/lib/dates";

const api = client.api.admin.users["two-factor"];
type Status = InferResponseType<typeof api.$get>;

export function TwoFactorReset({ user, own }: { user: AdminUser; own: boolean }) {
  const id = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const { busy, run } = useBusy();
  const query = { usersId: String(user.usersId) };

  const load = useCallback(async () => {
    try {
      setStatus(await data(api.$get({ query: { usersId: String(user.usersId) } })));
    } catch {
      // Told by the api client.
    }
  }, [user.usersId]);
  useEffect(() => {
    void load();
  }, [load]);

  async function reset() {
    if (
      !window.confirm(
        `${user.name}님의 2단계 인증을 해제할까요? 다음 로그인부터 비밀번호만 묻고, 본인이 다시 설정해야 합니다.`,
      )
    ) {
      notify("취소 되었습니다.");
      return;
    }
    await run(async () => {
      notify(await text(api.$delete({ query })));
      await load();
    });
  }

  return (
    <section className="misc-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="misc-subtitle">
        2단계 인증
      </h2>
      <p role="status">
        {status === null
          ? "확인하는 중…"
          : status.enabled
            ? `사용 중${status.enabledAt ? ` (${minuteText(status.enabledAt)}부터)` : ""} · 남은 복구 코드 ${status.recoveryCodesLeft}개`
            : "사용하지 않음"}
      </p>
      {own ? (
        <p className="misc-hint">본인의 2단계 인증은 내 정보에서 설정하고 끕니다.</p>
      ) : status?.enabled ? (
        <>
          <p className="misc-hint">휴대폰과 복구 코드를 모두 잃어버린 경우에만 해제하세요.</p>
          <button type="button" className="btn btn-danger" {...busyProps(busy, reset)}>
            {busy ? "해제 중…" : "2단계 인증 해제"}
          </button>
        </>
      ) : null}
    </section>
  );
}
