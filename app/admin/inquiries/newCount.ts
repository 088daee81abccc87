// The count of new (신규) inquiries shown by the sidebar and the dashboard, and of the signed-in
// account's own still open (내 담당, decision 068): one value for the whole back office, fetched
// again on the screens that show inquiries and after a status change, so every place follows
// without a reload.
import { useSyncExternalStore } from "react";
import { client, data } from "~/admin/shared/rpc";
import { tickets } from "~/lib/tickets";

type Queue = { count: number; mine: number };
let queue: Queue | null = null;
const listeners = new Set<() => void>();
// A page change and a status change can ask at once: the later question holds the newer count.
const requests = tickets();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the server again; a failure keeps the last value (the API client has told the user). */
export async function refreshNewInquiryCount(): Promise<void> {
  const current = requests.take();
  try {
    const answer = await data(client.api.admin.inquiry["new-count"].$get());
    if (!current()) return;
    queue = answer;
  } catch {
    return;
  }
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
