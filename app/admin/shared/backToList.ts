// 목록 returns to the list as it was left (decision 115): a list's links to its rows put the list's
// own address in the history state, the screens of that row (detail, edit, back) pass it on, and
// 목록 and the landing after 삭제 use it. Without it (a bookmark, the dashboard, a new tab) they
// lead to the plain list, as before.
import { useLocation } from "@remix-run/react";

/** The lists a detail returns to. */
export type ListPath = "/admin/inquiry" | "/admin/item" | "/admin/notice";

/** What a screen opened from a list keeps of it (history state). */
export interface FromList {
  fromList: { path: string; search: string };
}

function fromListOf(state: unknown): FromList["fromList"] | null {
  const from = (state as Partial<FromList> | null)?.fromList;
  return typeof from?.path === "string" && typeof from.search === "string" ? from : null;
}

/** On a list: the state of its links to a row, naming the list as it is on screen. */
export function useListOrigin(): FromList {
  const { pathname, search } = useLocation();
  return { fromList: { path: pathname, search } };
}

/** On a row's screen: the state to pass on to the row's next screen (none when not opened from a list). */
export function useCarriedList(): FromList | undefined {
  const from = fromListOf(useLocation().state);
  return from ? { fromList: from } : undefined;
}

/**
 * Where 목록 leads: `list` with the query it was left with, when this screen came from that list;
 * else `list` itself. Only the query is taken back, read as parameters, so it never leads elsewhere.
 */
export function useListHref(list: ListPath): string {
  const from = fromListOf(useLocation().state);
  const query = from?.path === list ? new URLSearchParams(from.search).toString() : "";
  return query ? `${list}?${query}` : list;
}
