import type { MetaFunction } from "@remix-run/cloudflare";
import { useRouteLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "A/S 문의",
    description: `${site.name} A/S 접수 전화와 상담 시간 안내 (평일 09:00-18:00, 주말·공휴일 휴무).`,
    path: "/help",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function Help() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  return (
    <main id="main" className="container page">
      <h1>A/S 문의</h1>
      <section className="contact-card" aria-labelledby="as-phone">
        <h2 id="as-phone">A/S 접수 전화</h2>
        <a className="big-phone" href={`tel:${site?.phone}`}>
          {site?.phone}
        </a>
        <dl>
          <dt>상담 시간</dt>
          <dd>평일 09:00 - 18:00</dd>
          <dt>휴무</dt>
          <dd>주말 및 공휴일</dd>
        </dl>
      </section>
    </main>
  );
}
