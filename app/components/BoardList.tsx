import type { MetaDescriptor } from "@remix-run/cloudflare";
import { useLocation } from "@remix-run/react";
import { type SeoInput, seo } from "~/lib/seo";
import { Marked } from "./Marked";
import { SearchBox } from "./SearchBox";
import { SiteLink } from "./SiteLink";

export const PUBLIC_PAGE_SIZE = 10;
/** A post is marked N (새 글) on its day and the two after it (decision 065). */
export const NEW_POST_DAYS = 3;

interface Row {
  boardId: number;
  boardTitle: string;
  boardRegDate: string;
}

interface Props {
  title: string;
  basePath: string;
  /** 상단 고정 posts (decision 057), above the rows on every page; none while searching. */
  pinned: Row[];
  rows: Row[];
  /** Zero-based page shown. */
  page: number;
  totalPages: number;
  totalElements: number;
  /** totalElements is a lower bound (a search's count stopped at its limit, decision 152). */
  atLeast: boolean;
  searchKeyword: string;
  /** The first Korea day whose posts are new (YYYY-MM-DD). */
  newSince: string;
}

/** "N" after the title of a recent post, read as "새 글". */
function NewMark({ row, since }: { row: Row; since: string }) {
  if (row.boardRegDate.slice(0, 10) < since) return null;
  return (
    <span className="new-mark">
      <span aria-hidden="true">N</span>
      <span className="visually-hidden">새 글</span>
    </span>
  );
}

/** The page URL keeps paging and search, 1-based for people: ?page=2&searchKeyword=… */
export function pageHref(basePath: string, page: number, searchKeyword: string) {
  const q = new URLSearchParams();
  if (page > 0) q.set("page", String(page + 1));
  if (searchKeyword) q.set("searchKeyword", searchKeyword);
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}

/**
 * What a post opened from a list remembers of it (history state): the list's address, for 목록으로,
 * and whether the post came straight from it, so 목록으로 can go back to it as the back button does
 * (its page, search and scroll).
 */
export interface FromList {
  list: string;
  direct?: boolean;
}

/** Public notice/FAQ list: search box, number/title/date table, previous/next and numbered paging. */
export function BoardList({
  title,
  basePath,
  pinned,
  rows,
  page,
  totalPages,
  totalElements,
  atLeast,
  searchKeyword,
  newSince,
}: Props) {
  const pages = Array.from({ length: totalPages }, (_, i) => i);
  const windowStart = Math.max(0, Math.min(page - 4, totalPages - 10));
  const shown = pages.slice(windowStart, windowStart + 10);
  const { pathname, search } = useLocation();
  const from: FromList = { list: `${pathname}${search}`, direct: true };
  return (
    <main id="main" className="container page">
      <h1>{title}</h1>
      <SearchBox
        action={basePath}
        id="searchKeyword"
        label="제목 검색"
        placeholder="제목으로 검색"
        keyword={searchKeyword}
      />
      {rows.length > 0 ? (
        <p className="board-summary">
          {searchKeyword ? (
            <>
              <span>
                '{searchKeyword}' 검색 결과{" "}
                <strong>{atLeast ? totalElements.toLocaleString("ko-KR") : totalElements}</strong>
                {atLeast ? "건 이상" : "건"}
              </span>
              <SiteLink to={basePath}>전체 목록</SiteLink>
            </>
          ) : (
            <span>
              전체 <strong>{totalElements}</strong>건
            </span>
          )}
        </p>
      ) : null}
      {rows.length === 0 && totalPages > 0 ? (
        // Past the last page (an old link): there are posts, on the pages before.
        <div className="empty-state">
          <p>{`요청하신 페이지에 게시글이 없습니다. 게시글은 ${totalPages}페이지까지 있습니다.`}</p>
          <SiteLink to={pageHref(basePath, totalPages - 1, searchKeyword)}>마지막 페이지 보기</SiteLink>
        </div>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>{searchKeyword ? `'${searchKeyword}'에 해당하는 게시글이 없습니다.` : "등록된 게시글이 없습니다."}</p>
          {searchKeyword ? <SiteLink to={basePath}>전체 목록 보기</SiteLink> : null}
        </div>
      ) : (
        <table className="board-table">
          <caption className="visually-hidden">{title} 목록</caption>
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">제목</th>
              <th scope="col">등록일</th>
            </tr>
          </thead>
          <tbody>
            {pinned.map((r) => (
              <tr key={`pinned-${r.boardId}`} className="pinned">
                <td className="num">
                  <span className="pinned-label">공지</span>
                </td>
                <td className="title">
                  <SiteLink to={`/notice/${r.boardId}`} state={from}>
                    {r.boardTitle}
                  </SiteLink>
                  <NewMark row={r} since={newSince} />
                </td>
                <td className="date">{r.boardRegDate.slice(0, 10)}</td>
              </tr>
            ))}
            {rows.map((r, i) => (
              <tr key={r.boardId}>
                {/* A bound is no row's number: numbered from it, the rows would renumber on later pages. */}
                <td className="num">{atLeast ? "" : totalElements - (page * PUBLIC_PAGE_SIZE + i)}</td>
                <td className="title">
                  <SiteLink to={`/notice/${r.boardId}`} state={from}>
                    <Marked text={r.boardTitle} keyword={searchKeyword} />
                  </SiteLink>
                  <NewMark row={r} since={newSince} />
                </td>
                <td className="date">{r.boardRegDate.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totalPages > 1 ? (
        <nav className="pagination" aria-label="페이지">
          {page > 0 ? (
            // From past the last page, back to the last.
            <SiteLink to={pageHref(basePath, Math.min(page - 1, totalPages - 1), searchKeyword)} rel="prev">
              이전
            </SiteLink>
          ) : (
            <span aria-disabled="true">이전</span>
          )}
          {shown.map((p) => (
            <SiteLink
              key={p}
              to={pageHref(basePath, p, searchKeyword)}
              aria-current={p === page ? "page" : undefined}
              aria-label={`${p + 1} 페이지`}
            >
              {p + 1}
            </SiteLink>
          ))}
          {page < totalPages - 1 ? (
            <SiteLink to={pageHref(basePath, page + 1, searchKeyword)} rel="next">
              다음
            </SiteLink>
          ) : (
            <span aria-disabled="true">다음</span>
          )}
        </nav>
      ) : null}
    </main>
  );
}

/**
 * A board list's meta: each later page is a page of its own for search engines (its own canonical
 * URL and title, not page 1's, which would hide what only it links to); a page past the last is
 * not indexed; search results keep the list's canonical URL (decision 112). Here, not in ~/lib/seo,
 * which every page loads.
 */
export function listSeo(
  input: SeoInput,
  list: { page: number; totalPages: number; searchKeyword: string } | undefined,
): MetaDescriptor[] {
  if (!list || list.searchKeyword || list.page === 0) return seo(input);
  const n = list.page + 1;
  const tags = seo({ ...input, title: `${input.title} (${n}페이지)`, path: `${input.path}?page=${n}` });
  return list.page < list.totalPages ? tags : [...tags, { name: "robots", content: "noindex" }];
}
