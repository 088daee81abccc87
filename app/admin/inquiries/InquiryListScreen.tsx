import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { Pager } from "~/admin/shared/Pager";
import { client, data } from "~/admin/shared/rpc";
import { LoadingCard, orNull, pageOf } from "~/admin/shared/screen";
import { ymd } from "~/admin/shared/types";

export const meta: MetaFunction = () => [{ title: "문의 관리 | 관리자" }];

// Inquiry list (SPEC §2, §9: 5 per page; API-SHAPES §8), newest first.

const PAGE_SIZE = 5;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const page = pageOf(request);
  const list = client.api.admin.inquiry.$get({ query: { page: String(page), size: String(PAGE_SIZE) } });
  return { page, data: await orNull(data(list)) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="문의 관리" text="문의 목록을 불러오는 중…" />;

export default function AdminInquiryList() {
  const { page, data } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const rows = data?.content ?? [];
  return (
    <section className="admin-card" aria-labelledby="inquiry-title">
      <div className="card-head">
        <h1 id="inquiry-title">문의 관리</h1>
        {data ? <p className="misc-count">전체 {data.totalElements}건</p> : null}
      </div>
      <table className="admin-table stack-table">
        <caption className="visually-hidden">문의 목록 (행을 누르면 상세 보기)</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              No
            </th>
            <th scope="col">제목</th>
            <th scope="col">작성자</th>
            <th scope="col" className="date">
              등록일
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="admin-empty">
                {data ? "접수된 문의가 없습니다." : "문의 목록을 불러오지 못했습니다."}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={row.inquiryId}
                className="clickable"
                onClick={(e) => {
                  // The title link handles its own clicks (and the keyboard); the rest of the row follows it.
                  if (!(e.target as HTMLElement).closest("a")) navigate(`/admin/inquiry/${row.inquiryId}`);
                }}
              >
                <td className="num">{(data?.totalElements ?? 0) - page * PAGE_SIZE - i}</td>
                <td className="title">
                  <Link to={`/admin/inquiry/${row.inquiryId}`}>{row.title || "제목 없음"}</Link>
                </td>
                <td className="writer">{row.writer}</td>
                <td className="date">{ymd(row.createAt)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager page={page} totalPages={data?.totalPages ?? 0} label="문의 목록 페이지" />
    </section>
  );
}
