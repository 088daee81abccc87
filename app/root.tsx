import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useContext } from "react";
import { useVisitBeacon } from "~/lib/visitBeacon";
import { publicDb } from "../db/client";
import { sharedRead } from "../functions/cache/readMemo";
import { listPublicManufacturers } from "../functions/services/manufacturers";
import { settingOf, settingQuery } from "../functions/services/settings";
import { listLogos } from "../functions/services/siteMedia";
import { CategoryBar } from "./components/CategoryBar";
import { ErrorScreen, errorTitle } from "./components/ErrorScreen";
import { JsonLd } from "./components/JsonLd";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { Toaster } from "./components/Toaster";
import { TopButton } from "./components/TopButton";
import { CRITICAL_CSS_ID, CriticalCss } from "./lib/critical-css";
import { CspNonce } from "./lib/csp-nonce";
import { siteOf } from "./lib/site.server";

// PNG rather than SVG: a phone's browser renders an SVG icon on the page's main thread (a 30–50 ms
// task on the bench machine, after the page has painted), a PNG it only decodes.
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The news feed (decision 046), for feed readers and Naver's collector.
  { rel: "alternate", type: "application/rss+xml", title: "공지사항 RSS", href: "/rss.xml" },
];

/**
 * The root data (company contact, manufacturers for the menus) is not needed again while staff
 * move between admin screens; leaving the back office reloads it, so menus show their changes.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const inAdmin = (url: URL) => url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  // Within the back office; and after a customer's form (내 문의 확인, 추가 문의), which changes nothing
  // the frame shows, and whose reading again would fail the page when its answer was lost offline.
  if (inAdmin(currentUrl) ? inAdmin(nextUrl) : formMethod === "POST") return false;
  return defaultShouldRevalidate;
};

/** One round trip, and none while the menus' content is unchanged (readMemo.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { company, manufacturers, logos } = await sharedRead(context.content, ["catalog", "site"], "root", async () => {
    const db = publicDb(env.DB);
    const [manufacturers, logos, company] = await db.batch([
      listPublicManufacturers(db),
      listLogos(db),
      settingQuery(db, "company"),
    ]);
    return { manufacturers, logos, company: settingOf("company", company) };
  });
  return { site: siteOf(env, company), manufacturers, logos };
}

/**
 * Only for errors caught here (unknown paths, missing rows): the error screen's Korean title.
 * Pages set their own; one without meta inherits this empty list, as before.
 */
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: errorTitle(status, data?.site.name ?? "") }, { name: "robots", content: "noindex" }];
};

type RootData = Awaited<ReturnType<typeof loader>>;

/** LocalBusiness structured data with the company's contact data, for search engines. */
function LocalBusinessJsonLd({ site }: { site: RootData["site"] }) {
  const data = {
    "@type": "HomeAndConstructionBusiness",
    name: site.name,
    url: site.url,
    telephone: site.phone,
    ...(site.fax ? { faxNumber: site.fax } : {}),
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "KR" },
    ...(site.openingHours.length > 0 ? { openingHours: site.openingHours } : {}),
    ...(site.representative ? { founder: { "@type": "Person", name: site.representative } } : {}),
    sameAs: [site.naverBlog, site.kakaoChannel, site.instagram].filter(Boolean),
  };
  return <JsonLd data={data} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const criticalCss = useContext(CriticalCss);
  const nonce = useContext(CspNonce);
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        {data?.site.naverVerification ? (
          <meta name="naver-site-verification" content={data.site.naverVerification} />
        ) : null}
        {data?.site.googleVerification ? (
          <meta name="google-site-verification" content={data.site.googleVerification} />
        ) : null}
        <Meta />
        <style
          id={CRITICAL_CSS_ID}
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built at compile time
          dangerouslySetInnerHTML={{ __html: criticalCss }}
          suppressHydrationWarning
        />
        <Links />
        {data ? <LocalBusinessJsonLd site={data.site} /> : null}
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Public chrome (header, category bar, footer, TOP) around a page; none under /admin. */
function PublicFrame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const loading = useNavigation().state !== "idle";
  if (pathname.startsWith("/admin") || !data) return <>{children}</>;
  return (
    <>
      {/* A tap on a slow link says the next page is coming (shown after a moment, by CSS). */}
      {loading ? <div className="page-progress" role="progressbar" aria-label="페이지를 불러오는 중" /> : null}
      <SiteHeader siteName={data.site.name} phone={data.site.phone} manufacturers={data.manufacturers} />
      {pathname !== "/" && <CategoryBar manufacturers={data.manufacturers} />}
      {children}
      <SiteFooter site={data.site} logos={data.logos} />
      <TopButton />
    </>
  );
}

export default function App() {
  // Error screens send none: only pages that were shown are counted.
  useVisitBeacon(useLocation().pathname);
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In the browser only: the server logs faults itself, without their message (entry.server.tsx).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <PublicFrame>
      {/* A string body ("Not Found") has no text or link of its own: the screen's are shown. */}
      {/* Keyed by the address: each error screen is its own, with its own fault id (decision 164). */}
      <ErrorScreen key={location.key} status={status} back={isRouteErrorResponse(error) ? error.data : undefined} />
    </PublicFrame>
  );
}
