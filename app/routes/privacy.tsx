import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { readSetting } from "../../functions/services/settings";

/** The privacy policy as the owner wrote it (settings, decision 042); linked from every footer. */
export async function loader({ context }: LoaderFunctionArgs) {
  return readSetting(publicDb(context.cloudflare.env.DB), "privacy");
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "개인정보처리방침",
    description: `${site.name}의 개인정보처리방침: 수집 항목, 이용 목적, 보유 기간과 고객의 권리`,
    path: "/privacy",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function PrivacyPolicy() {
  const privacy = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container page">
      <h1>개인정보처리방침</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: privacy.html }} />
    </main>
  );
}
