import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { dayLabel } from "../../functions/lib/dates";
import { type PrivacyShown, privacyPage } from "../../functions/services/privacy";

/**
 * The privacy policy as the owner wrote it (settings, decision 042); linked from every footer.
 * Its 변경 이력 (decision 093): `?version=<id>` an earlier policy, `?version=next` the one announced
 * from a day to come; the list of them ends every version of the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const version = new URL(request.url).searchParams.get("version");
  const asked: PrivacyShown =
    version === null ? undefined : version === "next" ? "next" : /^[1-9]\d{0,8}$/.test(version) ? Number(version) : 0;
  const page = await privacyPage(publicDb(context.cloudflare.env.DB), asked);
  if (!page) throw new Response("개인정보처리방침을 찾을 수 없습니다.", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const shown = data?.shown;
  return seo({
    title:
      shown === "next"
        ? `변경 예정 개인정보처리방침 (${data?.upcoming} 시행)`
        : shown
          ? `이전 개인정보처리방침 (${shown.effectiveDate} 시행)`
          : "개인정보처리방침",
    description: `${site.name}의 개인정보처리방침: 수집 항목, 이용 목적, 보유 기간과 고객의 권리`,
    // Another version points search engines at the one in force.
    path: "/privacy",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function PrivacyPolicy() {
  const { html, effectiveDate, upcoming, versions, shown } = useLoaderData<typeof loader>();
  const current = `현재 방침${effectiveDate ? ` (${effectiveDate} 시행)` : ""}`;
  const next = `변경 예정 (${upcoming} 시행)`;
  return (
    <main id="main" className="container page">
      <h1>{shown === "next" ? "변경 예정 개인정보처리방침" : shown ? "이전 개인정보처리방침" : "개인정보처리방침"}</h1>
      {shown === "next" ? (
        <p className="privacy-note" role="note">
          {`${dayLabel(upcoming ?? "")}부터 시행되는 방침입니다. `}
          <Link to="/privacy">현재 개인정보처리방침 보기</Link>
        </p>
      ) : shown ? (
        <p className="privacy-note" role="note">
          {`${dayLabel(shown.effectiveDate)}부터 ${dayLabel(shown.endDate)}까지 시행된 방침입니다. `}
          <Link to="/privacy">현재 개인정보처리방침 보기</Link>
        </p>
      ) : (
        <>
          {effectiveDate ? <p className="privacy-effective">{`시행일: ${dayLabel(effectiveDate)}`}</p> : null}
          {upcoming ? (
            <p className="privacy-note" role="note">
              {`개인정보처리방침이 ${dayLabel(upcoming)}부터 바뀝니다. `}
              <Link to="/privacy?version=next">바뀌는 방침 미리 보기</Link>
            </p>
          ) : null}
        </>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {versions.length > 0 || upcoming ? (
        <nav className="privacy-versions" aria-labelledby="privacy-versions-title">
          <h2 id="privacy-versions-title">개인정보처리방침 변경 이력</h2>
          <ul>
            {upcoming ? (
              <li>
                {shown === "next" ? (
                  <span aria-current="page">{next}</span>
                ) : (
                  <Link to="/privacy?version=next">{next}</Link>
                )}
              </li>
            ) : null}
            <li>{shown ? <Link to="/privacy">{current}</Link> : <span aria-current="page">{current}</span>}</li>
            {versions.map((v) => {
              const days = `${v.effectiveDate} ~ ${v.endDate}`;
              return (
                <li key={v.versionId}>
                  {shown !== "next" && v.versionId === shown?.versionId ? (
                    <span aria-current="page">{days}</span>
                  ) : (
                    <Link to={`/privacy?version=${v.versionId}`}>{days}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
