import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { HolidayNotice } from "~/components/HolidayNotice";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { publicDb } from "../../db/client";
import { todayLocal } from "../../functions/lib/dates";
import { listUpcomingHolidays } from "../../functions/services/calendar";

// Upcoming closures from the schedule (Korea's date); a cached copy lives at most 600 s past midnight.
export async function loader({ context }: LoaderFunctionArgs) {
  return { holidays: await listUpcomingHolidays(publicDb(context.cloudflare.env.DB), todayLocal()) };
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "A/S 문의",
    description: `${site.name} A/S 접수 전화와 상담 시간 안내, 온라인 A/S 접수.`,
    path: "/help",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function Help() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { holidays } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container page">
      <h1>A/S 문의</h1>
      <div className="help-cards">
        <section className="contact-card" aria-labelledby="as-phone">
          <h2 id="as-phone">A/S 접수 전화</h2>
          <a className="big-phone" href={`tel:${site?.phone}`}>
            {site?.phone}
          </a>
          <dl>
            <dt>상담 시간</dt>
            <dd>{site?.hours}</dd>
          </dl>
        </section>
        {/* Online, any time (decision 096): the inquiry form with A/S chosen. */}
        <section className="contact-card" aria-labelledby="as-online">
          <h2 id="as-online">온라인 A/S 접수</h2>
          <p>전화 상담 시간이 아니어도 제품과 증상, 사진을 남겨주시면 확인 후 연락드립니다.</p>
          <Link to="/inquiryForm?inquiryType=AS" className="button">
            A/S 접수하기
          </Link>
        </section>
      </div>
      <HolidayNotice holidays={holidays} />
    </main>
  );
}
