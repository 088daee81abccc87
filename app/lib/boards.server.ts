import { data } from "@remix-run/cloudflare";
import { NEW_POST_DAYS, PUBLIC_PAGE_SIZE } from "~/components/BoardList";
import { publicDb } from "../../db/client";
import type { Env } from "../../functions/env";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { cleanKeyword, SEARCH_KEYWORD_MAX } from "../../functions/schemas/searchRules";
import { type BoardType, listPinnedBoards, listPublicBoards } from "../../functions/services/boards";

/** Loader of the public notice and FAQ lists: ?page= is 1-based in the page URL; past the last, a 404. */
export async function loadBoardList(env: Env, request: Request, boardType: BoardType) {
  const query = new URL(request.url).searchParams;
  const pageParam = Number(query.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam - 1 : 0;
  const searchKeyword = cleanKeyword(query.get("searchKeyword") ?? "").slice(0, SEARCH_KEYWORD_MAX);
  const db = publicDb(env.DB);
  const [result, pinned] = await Promise.all([
    listPublicBoards(db, { boardType, page, size: PUBLIC_PAGE_SIZE, searchKeyword: searchKeyword || undefined }),
    // Above the list on every page, not among search results (decision 057).
    searchKeyword ? [] : listPinnedBoards(db, boardType),
  ]);
  // A page past the last (an old link, a typed address) is a 404 that still shows the list's frame.
  const pastEnd = page > 0 && page >= result.totalPages;
  const list = {
    // Posts registered on or after this Korea day are marked N (decision 065). A cached list's key
    // holds the day, so the marks go at midnight.
    newSince: addDays(todayLocal(), -(NEW_POST_DAYS - 1)),
    pinned,
    rows: result.content,
    page,
    totalPages: result.totalPages,
    totalElements: result.totalElements,
    // A search's count that stopped at its limit: "N건 이상", rows unnumbered (decision 152).
    atLeast: result.totalAtLeast === true,
    searchKeyword,
  };
  return data(list, { status: pastEnd ? 404 : 200 });
}
