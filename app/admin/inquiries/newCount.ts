// The count of new (신규) inquiries shown by the sidebar and the dashboard: one value for the whole
// back office, fetched again on the screens that show inquiries and after a status change, so both
// places follow without a reload.
import { useSyncExternalStore } from "react";
import { client, data } from "~/admin/shared/rpc";
import { tickets } from "~/lib/tickets";

let count: number | null = null;
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
    const answer = (await data(client.api.admin.inquiry["new-count"].$get())).count;
    if (!current()) return;
    count = answer;
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** The last known count, or null before the first answer. */
export const useNewInquiryCount = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
