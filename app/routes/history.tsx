import type { MetaFunction } from "@remix-run/cloudflare";
import { seo, siteFromMatches } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "연혁",
    description: `${site.name}의 연혁`,
    path: "/history",
    siteUrl: site.url,
    siteName: site.name,
  });
};

// The route exists in the spec's table with no content shown; it says so instead of being blank.
export default function History() {
  return (
    <main id="main" className="container page">
      <h1>연혁</h1>
      <p className="empty-state">연혁 페이지를 준비하고 있습니다.</p>
    </main>
  );
}
