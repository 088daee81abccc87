// 다시 보내기 of a mail that gave up (decision 055), on the dashboard's failure list and in an
// inquiry's memo history: a new round of attempts, then the screen's data again.
import { useRevalidator } from "@remix-run/react";
import { notifyFailure } from "~/admin/shared/api";
import { busyProps, useBusy } from "~/admin/shared/form";
import { client, text } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";

/** `label` names the mail for screen readers when several buttons share a screen. */
export function RetryMailButton({ mailId, label }: { mailId: number; label: string }) {
  const { busy, run } = useBusy();
  const revalidator = useRevalidator();
  const retry = () =>
    run(
      async () => {
        notify(await text(client.api.admin.inquiry["mail-retry"].$post({ json: { mailId } })));
        revalidator.revalidate();
      },
      (error) => {
        notifyFailure(error, { fallback: "메일을 다시 보내지 못했습니다." });
        // Someone else may have retried it: show where it stands.
        revalidator.revalidate();
      },
    );
  return (
    <button type="button" className="btn mail-retry" {...busyProps(busy, retry)} aria-label={`${label} 다시 보내기`}>
      {busy ? "보내는 중…" : "다시 보내기"}
    </button>
  );
}
