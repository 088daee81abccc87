// /admin/notice: notice/FAQ list (SPEC §2 "Notice management", §5, §9: 5 per page) with title
// search, select all and bulk delete. Page (zero-based) and keyword live in the URL.
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  replace,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import { BOARD_TYPE_LABEL, NOTICE_TEXT } from "~/admin/boards/noticeForm";
import { dateTimeText, isScheduled, PinnedMark, PostStatus } from "~/admin/boards/postStatus";
import { failureMessage, notifyFailure } from "~/admin/shared/api";
import { useListOrigin } from "~/admin/shared/backToList";
import { busyProps } from "~/admin/shared/form";
import { Pager, usePageParam } from "~/admin/shared/Pager";
import { data as answer, client } from "~/admin/shared/rpc";
import { pastLastPage } from "~/admin/shared/screen";
import { countText, rowNumber } from "~/admin/shared/searchCount";
import { RowCheckCell, SelectAllOf, useRowSelection } from "~/admin/shared/table";
import { ymd } from "~/admin/shared/types";
import { Marked } from "~/components/Marked";
import { notify } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "공지사항/FAQ 관리 | 관리자" }];

const PAGE_SIZE = 5;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const keyword = params.get("searchKeyword")?.trim() ?? "";
  const type = params.get("boardType");
  const boardType = type === "NOTICE" || type === "FAQ" ? type : undefined;
  const pinned = params.get("pinned") === "Y" ? "Y" : undefined;
  try {
    const data = await answer(
      client.api.admin.boards.$get({
        query: { page: String(page), size: String(PAGE_SIZE), searchKeyword: keyword || undefined, boardType, pinned },
      }),
    );
    const last = pastLastPage(request, page, data.totalPages);
    if (last) return replace(last);
    return { data, keyword, boardType, pinned, error: null };
  } catch (error) {
    // 401/403/404/500 were handled by the api client; anything else stays on the screen.
    return {
      data: null,
      keyword,
      boardType,
      pinned,
      error: failureMessage(error, "게시글 목록을 불러오지 못했습니다."),
    };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <section className="admin-card" aria-labelledby="notice-list-title">
      <div className="card-head">
        <h1 id="notice-list-title">공지사항/FAQ 관리</h1>
      </div>
      <p className="admin-empty" role="status">
        게시글 목록을 불러오는 중…
      </p>
    </section>
  );
}

export default function NoticeList() {
  const { data, keyword, boardType, pinned, error } = useLoaderData<typeof clientLoader>();
  const page = usePageParam();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(keyword);
  const [deleting, setDeleting] = useState(false);
  // A post opened from here returns to this list as it is now (decision 115).
  const origin = useListOrigin();

  const rows = data?.content ?? [];
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/notice";
  // A new page or search result starts with nothing selected and the box showing its keyword.
  const selection = useRowSelection(rows, (r) => r.boardId, data);
  useEffect(() => setSearch(keyword), [keyword]);

  /** A new search or type starts at the first page; the other filter stays. */
  function show(filters: { searchKeyword: string; boardType?: string; pinned?: string }) {
    const next = new URLSearchParams();
    const word = filters.searchKeyword.trim();
    if (filters.boardType) next.set("boardType", filters.boardType);
    if (filters.pinned) next.set("pinned", filters.pinned);
    if (word) next.set("searchKeyword", word);
    const query = next.toString();
    navigate(query ? `/admin/notice?${query}` : "/admin/notice");
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    show({ searchKeyword: search, boardType, pinned });
  }

  async function deleteSelected() {
    const ids = selection.chosen;
    if (ids.length === 0) {
      notify(NOTICE_TEXT.noneSelected, "alert");
      return;
    }
    if (!window.confirm(NOTICE_TEXT.confirmBulkDelete)) {
      notify(NOTICE_TEXT.deleteCanceled);
      return;
    }
    setDeleting(true);
    try {
      await client.api.admin.boards.$delete({ json: ids });
      notify(NOTICE_TEXT.deleted);
      if (ids.length === rows.length && page > 0) {
        // The page emptied: show the one before it.
        const next = new URLSearchParams(params);
        next.set("page", String(page - 1));
        navigate(`/admin/notice?${next.toString()}`);
      } else {
        revalidator.revalidate();
      }
    } catch (err) {
      notifyFailure(err, { fallback: "삭제하지 못했습니다." });
    } finally {
      setDeleting(false);
    }
  }

  const numberOf = (i: number) => (data ? rowNumber(data, i) : "");

  return (
    <section className="admin-card" aria-labelledby="notice-list-title">
      <div className="card-head">
        <h1 id="notice-list-title">공지사항/FAQ 관리</h1>
        <div className="card-actions">
          {/* With a keyword the count is in the search line below, next to the word. */}
          {data && !keyword ? (
            <p className="misc-count">
              {boardType || pinned ? `검색 결과 ${countText(data)}` : `전체 ${countText(data)}`}
            </p>
          ) : null}
          <button type="button" className="btn btn-danger" {...busyProps(deleting, deleteSelected)}>
            {deleting ? "삭제 중…" : "선택 삭제"}
          </button>
          <Link to="/admin/notice/add" className="btn btn-primary">
            글쓰기
          </Link>
        </div>
      </div>

      <div className="notice-search">
        <Form onSubmit={submitSearch} role="search" aria-label="게시글 검색">
          <label htmlFor="notice-type-filter" className="visually-hidden">
            게시글 유형
          </label>
          <select
            id="notice-type-filter"
            value={boardType ?? ""}
            onChange={(e) => show({ searchKeyword: keyword, boardType: e.target.value, pinned })}
          >
            <option value="">전체 유형</option>
            <option value="NOTICE">공지사항</option>
            <option value="FAQ">FAQ</option>
          </select>
          {/* The pinned posts, however far back they were written (decision 154). */}
          <label htmlFor="notice-pinned-filter" className="visually-hidden">
            고정 여부
          </label>
          <select
            id="notice-pinned-filter"
            value={pinned ?? ""}
            onChange={(e) => show({ searchKeyword: keyword, boardType, pinned: e.target.value })}
          >
            <option value="">전체 글</option>
            <option value="Y">고정 글만</option>
          </select>
          <label htmlFor="notice-search-input" className="visually-hidden">
            제목 검색
          </label>
          <input
            id="notice-search-input"
            type="search"
            name="searchKeyword"
            placeholder="제목으로 검색"
            maxLength={100}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn">
            검색
          </button>
          {keyword ? (
            <Link to={boardType ? `/admin/notice?boardType=${boardType}` : "/admin/notice"} className="btn">
              검색 해제
            </Link>
          ) : null}
        </Form>
      </div>
      {keyword ? (
        <p className="hint" aria-live="polite">
          ‘{keyword}’ 검색 결과 {data ? countText(data) : "0건"}
        </p>
      ) : null}

      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}

      <div className="notice-table-wrap" aria-busy={loading || revalidator.state === "loading"}>
        <table className="admin-table notice-table stack-table">
          <caption className="visually-hidden">공지사항/FAQ 목록</caption>
          <thead>
            <tr>
              <SelectAllOf selection={selection} />
              <th scope="col" className="num">
                No
              </th>
              <th scope="col">유형</th>
              <th scope="col">제목</th>
              <th scope="col">작성자</th>
              <th scope="col">공개</th>
              <th scope="col" className="num">
                조회수
              </th>
              <th scope="col" className="date">
                등록일
              </th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={8} className="admin-empty" role="status">
                  게시글 목록을 불러오는 중…
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="admin-empty">
                  {keyword ? "검색 결과가 없습니다." : "등록된 게시글이 없습니다."}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr key={row.boardId} className={selection.selected.has(row.boardId) ? "selected" : undefined}>
                  <RowCheckCell selection={selection} id={row.boardId} label={row.boardTitle} />
                  <td className="num">{numberOf(i)}</td>
                  <td className="type">
                    <span className={row.boardType === "FAQ" ? "notice-type faq" : "notice-type"}>
                      {BOARD_TYPE_LABEL[row.boardType] ?? row.boardType}
                    </span>{" "}
                    <PinnedMark post={row} />
                  </td>
                  <td className="title">
                    <Link to={`/admin/notice/${row.boardId}`} state={origin}>
                      <Marked text={row.boardTitle} keyword={keyword} />
                    </Link>
                  </td>
                  <td className="writer">
                    <Marked text={row.writer ?? ""} keyword={keyword} />
                  </td>
                  <td className="status">
                    <PostStatus post={row} />
                  </td>
                  <td className="num views">{row.boardViewCount}</td>
                  <td className="date">{isScheduled(row) ? dateTimeText(row.boardRegDate) : ymd(row.boardRegDate)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} totalPages={data?.totalPages ?? 0} totalAtLeast={data?.totalAtLeast} />
    </section>
  );
}
