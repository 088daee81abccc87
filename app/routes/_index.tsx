import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { getDb } from "../../db/client";
import { listPublicBoards } from "../../functions/services/boards";
import type { loader as rootLoader } from "../root";

export const meta: MetaFunction = () => [
  { title: "창호 전문 제조·시공 | 홈" },
  { name: "description", content: "자체 공장에서 만드는 튼튼한 프리미엄 창호. 제품 안내, 공지사항, 1:1 문의." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB);
  const notices = await listPublicBoards(db, { boardType: "NOTICE", page: 0, size: 5 });
  return { notices: notices.content };
}

export default function Home() {
  const { notices } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main>
      <section className="hero">
        <div className="container">
          <h1>오래가는 프리미엄 창호</h1>
          <p>자체 공장에서 직접 만들어 정직하고 합리적인 가격으로 시공합니다.</p>
          <Link className="button" to="/inquiryForm">
            1:1 문의하기
          </Link>
        </div>
      </section>
      <section className="section container" aria-labelledby="manufacturers-title">
        <h2 id="manufacturers-title">제품 안내</h2>
        <div className="cards">
          {root?.manufacturers.map((m) => (
            <Link key={m.manuId} className="card" to={`/manu/${m.manuId}`}>
              <h3>{m.manuName}</h3>
              <p>제품 보러 가기</p>
            </Link>
          ))}
        </div>
      </section>
      <section className="section container" aria-labelledby="notices-title">
        <h2 id="notices-title">공지사항</h2>
        {notices.length === 0 ? (
          <p>등록된 공지사항이 없습니다.</p>
        ) : (
          <ul>
            {notices.map((n) => (
              <li key={n.boardId}>
                <Link to={`/notice/${n.boardId}`}>{n.boardTitle}</Link> <small>{n.boardRegDate.slice(0, 10)}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
