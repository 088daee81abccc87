import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { privacyPage } from "../../functions/services/privacy";

/**
 * The privacy policy as the owner wrote it (settings, decision 042); linked from every footer.
 * With `?version=`, an earlier policy from its 변경 이력 (decision 093), the list of which ends
 * every version of the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const version = new URL(request.url).searchParams.get("version");
  const versionId = version === null ? undefined : /^[1-9]\d{0,8}$/.test(version) ? Number(version) : 0;
  const page = await privacyPage(publicDb(context.cloudflare.env.DB), versionId);
  if (!page) throw new Response("이전 개인정보처리방침을 찾을 수 없습니다.", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: data?.shown ? `이전 개인정보처리방침 (${data.shown.effectiveDate} 시행)` : "개인정보처리방침",
    description: `${site.name}의 개인정보처리방침: 수집 항목, 이용 목적, 보유 기간과 고객의 권리`,
    // An earlier policy points search engines at the one in force.
    path: "/privacy",
    siteUrl: site.url,
    siteName: site.name,
  });
};

/** 2026-03-01 → 2026년 3월 1일 */
const dayText = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};

export default function PrivacyPolicy() {
  const { html, effectiveDate, versions, shown } = useLoaderData<typeof loader>();
  const current = `현재 방침${effectiveDate ? ` (${effectiveDate} 시행)` : ""}`;
  return (
    <main id="main" className="container page">
      <h1>{shown ? "이전 개인정보처리방침" : "개인정보처리방침"}</h1>
      {shown ? (
        <p className="privacy-earlier" role="note">
          {`${dayText(shown.effectiveDate)}부터 ${dayText(shown.endDate)}까지 시행된 방침입니다. `}
          <Link to="/privacy">현재 개인정보처리방침 보기</Link>
        </p>
      ) : effectiveDate ? (
        <p className="privacy-effective">{`시행일: ${dayText(effectiveDate)}`}</p>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {versions.length > 0 ? (
        <nav className="privacy-versions" aria-labelledby="privacy-versions-title">
          <h2 id="privacy-versions-title">개인정보처리방침 변경 이력</h2>
          <ul>
            <li>{shown ? <Link to="/privacy">{current}</Link> : <span aria-current="page">{current}</span>}</li>
            {versions.map((v) => (
              <li key={v.versionId}>
                {v.versionId === shown?.versionId ? (
                  <span aria-current="page">{`${v.effectiveDate} ~ ${v.endDate}`}</span>
                ) : (
                  <Link to={`/privacy?version=${v.versionId}`}>{`${v.effectiveDate} ~ ${v.endDate}`}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
