// /search?searchKeyword=: one search box for the whole site (decision 056): manufacturers by name,
// products by name or part number, then notices and FAQ by title, each list linking on to its own
// searched list.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageHref } from "~/components/BoardList";
import { Marked } from "~/components/Marked";
import { SearchBox } from "~/components/SearchBox";
import { SiteLink } from "~/components/SiteLink";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { itemPagePath } from "../../functions/lib/paths";
import { cleanKeyword, SEARCH_KEYWORD_MAX } from "../../functions/schemas/searchRules";
import { searchSite } from "../../functions/services/siteSearch";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("searchKeyword") ?? "";
  // As the lists do: a longer keyword is cut to the limit rather than refused on a page.
  const searchKeyword = cleanKeyword(raw).slice(0, SEARCH_KEYWORD_MAX);
  if (!searchKeyword) return { searchKeyword, results: null };
  return { searchKeyword, results: await searchSite(publicDb(context.cloudflare.env.DB), searchKeyword) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const keyword = data?.searchKeyword;
  return [
    ...seo({
      title: keyword ? `'${keyword}' 검색 결과` : "검색",
      description: `${site.name} 제품과 공지사항, 자주 묻는 질문 검색`,
      path: "/search",
      siteUrl: site.url,
      siteName: site.name,
    }),
    // Result pages are endless and thin: search engines follow their links but list none of them.
    { name: "robots", content: "noindex, follow" },
  ];
};

type Results = NonNullable<Awaited<ReturnType<typeof loader>>["results"]>;

function ManufacturerResults({ rows, keyword }: { rows: Results["manufacturers"]; keyword: string }) {
  return (
    <section className="search-section" aria-labelledby="search-manufacturers">
      <h2 id="search-manufacturers">
        제조사 <span className="search-count">{rows.length}건</span>
      </h2>
      <ul className="search-posts">
        {rows.map((row) => (
          <li key={row.manuId}>
            <SiteLink to={`/manu/${row.manuId}`}>
              <Marked text={row.manuName} keyword={keyword} /> 제품 보기
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemResults({ items, keyword }: { items: Results["items"]; keyword: string }) {
  return (
    <section className="search-section" aria-labelledby="search-items">
      <h2 id="search-items">
        제품 <span className="search-count">{items.total}건</span>
      </h2>
      <ul className="search-items">
        {items.rows.map((row) => (
          <li key={row.itemId}>
            <SiteLink to={itemPagePath(row.manuId, row.itemTypeId, row.itemId)} className="search-item">
              {row.mainFileName ? (
                <img
                  src={`/item/thumb/${row.mainFileName}`}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="search-item-noimage" aria-hidden="true" />
              )}
              <span className="search-item-text">
                <strong>
                  <Marked text={row.itemName || "(이름 없음)"} keyword={keyword} />
                </strong>
                <span className="search-item-meta">
                  {row.manuName} · {row.itemTypeName}
                  {row.itemNum ? (
                    <>
                      {" "}
                      · 품번 <Marked text={row.itemNum} keyword={keyword} />
                    </>
                  ) : null}
                </span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      {items.total > items.rows.length ? (
        <p className="search-more">
          외 {items.total - items.rows.length}건이 더 있습니다. 검색어를 더 자세히 입력해 보세요.
        </p>
      ) : null}
    </section>
  );
}

/** "N건", or "N건 이상" for a count that stopped at its limit (decision 152). */
const count = (n: number, atLeast: boolean) => (atLeast ? `${n.toLocaleString("ko-KR")}건 이상` : `${n}건`);

function PostResults({
  id,
  title,
  posts,
  keyword,
  listPath,
}: {
  id: string;
  title: string;
  posts: Results["notices"];
  keyword: string;
  listPath: string;
}) {
  return (
    <section className="search-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="search-count">{count(posts.total, posts.atLeast)}</span>
      </h2>
      <ul className="search-posts">
        {posts.rows.map((row) => (
          <li key={row.boardId}>
            <SiteLink to={`/notice/${row.boardId}`}>
              <Marked text={row.boardTitle} keyword={keyword} />
            </SiteLink>
            <time dateTime={row.boardRegDate}>{row.boardRegDate.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
      {posts.total > posts.rows.length ? (
        <p className="search-more">
          <SiteLink to={pageHref(listPath, 0, keyword)}>
            {title} 검색 결과 {count(posts.total, posts.atLeast)} 모두 보기
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

export default function SiteSearch() {
  const { searchKeyword, results } = useLoaderData<typeof loader>();
  const found = results
    ? results.manufacturers.length + results.items.total + results.notices.total + results.faqs.total
    : 0;
  const atLeast = results ? results.notices.atLeast || results.faqs.atLeast : false;
  return (
    <main id="main" className="container page search-page">
      <h1>검색</h1>
      <SearchBox
        action="/search"
        id="site-search"
        label="검색어"
        placeholder="제품명, 품번, 공지 제목"
        keyword={searchKeyword}
      />
      {!results ? (
        <p className="search-hint">제품명이나 품번, 공지사항과 자주 묻는 질문의 제목으로 찾을 수 있습니다.</p>
      ) : found === 0 ? (
        <div className="empty-state">
          <p>'{searchKeyword}'에 대한 검색 결과가 없습니다.</p>
          <p>
            찾으시는 제품이 없으면 <SiteLink to="/inquiryForm">1:1 문의</SiteLink>로 알려주세요.
          </p>
        </div>
      ) : (
        <>
          <p className="board-summary" aria-live="polite">
            <span>
              '{searchKeyword}' 검색 결과 <strong>{atLeast ? found.toLocaleString("ko-KR") : found}</strong>
              {atLeast ? "건 이상" : "건"}
            </span>
          </p>
          {results.manufacturers.length > 0 ? (
            <ManufacturerResults rows={results.manufacturers} keyword={searchKeyword} />
          ) : null}
          {results.items.total > 0 ? <ItemResults items={results.items} keyword={searchKeyword} /> : null}
          {results.notices.total > 0 ? (
            <PostResults
              id="search-notices"
              title="공지사항"
              posts={results.notices}
              keyword={searchKeyword}
              listPath="/notice"
            />
          ) : null}
          {results.faqs.total > 0 ? (
            <PostResults
              id="search-faqs"
              title="자주 묻는 질문"
              posts={results.faqs}
              keyword={searchKeyword}
              listPath="/faq"
            />
          ) : null}
        </>
      )}
    </main>
  );
}
