import { PUBLIC_PAGE_SIZE } from "~/components/BoardList";
import { publicDb } from "../../db/client";
import type { Env } from "../../functions/env";
import { cleanKeyword, SEARCH_KEYWORD_MAX } from "../../functions/schemas/search";
import { type BoardType, listPublicBoards } from "../../functions/services/boards";

/** Loader of the public notice and FAQ lists: ?page= is 1-based in the page URL. */
export async function loadBoardList(env: Env, request: Request, boardType: BoardType) {
  const query = new URL(request.url).searchParams;
  const pageParam = Number(query.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam - 1 : 0;
  const searchKeyword = cleanKeyword(query.get("searchKeyword") ?? "").slice(0, SEARCH_KEYWORD_MAX);
  const result = await listPublicBoards(publicDb(env.DB), {
    boardType,
    page,
    size: PUBLIC_PAGE_SIZE,
    searchKeyword: searchKeyword || undefined,
  });
  return {
    rows: result.content,
    page,
    totalPages: result.totalPages,
    totalElements: result.totalElements,
    searchKeyword,
  };
}
