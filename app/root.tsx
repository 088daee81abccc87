import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { getDb } from "../db/client";
import { listPublicManufacturers } from "../functions/services/manufacturers";
import { siteOf } from "./lib/site.server";
import stylesHref from "./styles/global.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  return { site: siteOf(env), manufacturers: await listPublicManufacturers(getDb(env.DB)) };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteHeader({
  siteName,
  manufacturers,
}: {
  siteName: string;
  manufacturers: { manuId: number; manuName: string }[];
}) {
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <nav aria-label="주요 메뉴">
          <ul className="nav-list">
            <li>
              <Link to="/">홈</Link>
            </li>
            <li>
              <Link to="/about">회사소개</Link>
            </li>
            {manufacturers.map((m) => (
              <li key={m.manuId}>
                <Link to={`/manu/${m.manuId}`}>{m.manuName}</Link>
              </li>
            ))}
            <li>
              <Link to="/notice">공지사항</Link>
            </li>
            <li>
              <Link to="/inquiryForm">1:1 문의</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export default function App() {
  const { site, manufacturers } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith("/admin");
  return (
    <>
      {!isAdmin && <SiteHeader siteName={site.name} manufacturers={manufacturers} />}
      <Outlet />
      {!isAdmin && (
        <footer className="site-footer">
          <div className="container">
            <p className="footer-name">{site.name}</p>
            <address>
              {site.address} · 전화 <a href={`tel:${site.phone}`}>{site.phone}</a> · 팩스 {site.fax}
            </address>
            <p>사업자등록번호 {site.bizNo}</p>
            <p>
              © {new Date().getFullYear()} {site.name}. All rights reserved.
            </p>
          </div>
        </footer>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? "잘못된 페이지 접근입니다." : "서버에서 오류가 발생했습니다. 불편을 드려 죄송합니다.";
  return (
    <main className="container error-screen">
      <h1>{status}</h1>
      <p>{message}</p>
      <Link to="/">메인 페이지로 이동</Link>
    </main>
  );
}
