// The count of new (신규) inquiries shown by the sidebar and the dashboard, and of the signed-in
// account's own still open (내 담당, decision 068): one value for the whole back office, fetched
// again on the screens that show inquiries, after a status change, and every minute while the
// back office is in view (decision 072), so every place follows without a reload and a new
// inquiry or assignment is told where the user is working.
import { useSyncExternalStore } from "react";
import { background, client, data } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { tickets } from "~/lib/tickets";

type Queue = { count: number; mine: number; newestId: number | null };
let queue: Queue | null = null;
const listeners = new Set<() => void>();
// A page change and a status change can ask at once: the later question holds the newer count.
const requests = tickets();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How often an open back office asks again. */
export const QUEUE_POLL_MS = 60_000;

/** What changed since the last answer that the user did not do themselves. */
function announce(before: Queue, now: Queue) {
  if (now.newestId !== null && now.newestId > (before.newestId ?? 0)) {
    notify(`새 문의가 접수되었습니다. (신규 ${now.count}건)`);
  }
  if (now.mine > before.mine) notify(`내 담당 문의가 ${now.mine - before.mine}건 늘었습니다. (내 담당 ${now.mine}건)`);
}

/**
 * Asks the server again; a failure keeps the last value. A screen's own question is handled as
 * any call (the API client tells its failure); the minute's poll (`poll`) is silent when it fails
 * and tells what arrived meanwhile.
 */
export async function refreshNewInquiryCount({ poll = false } = {}): Promise<void> {
  const current = requests.take();
  const before = queue;
  try {
    const ask = client.api.admin.inquiry["new-count"];
    const answer = await data(poll ? ask.$get(undefined, background) : ask.$get());
    if (!current()) return;
    queue = answer;
  } catch {
    return;
  }
  if (poll && before) announce(before, queue);
  for (const listener of listeners) listener();
}

const useQueue = (): Queue | null =>
  useSyncExternalStore(
    subscribe,
    () => queue,
    () => null,
  );

/** The last known count of 신규, or null before the first answer. */
export const useNewInquiryCount = (): number | null => useQueue()?.count ?? null;

/** The last known count of the account's open inquiries, or null before the first answer. */
export const useMyOpenCount = (): number | null => useQueue()?.mine ?? null;
