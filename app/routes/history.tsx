import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { readSetting } from "../../functions/services/settings";

/** The timeline as the owner wrote it (settings, decision 030), in the owner's order. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { history: (await readSetting(publicDb(context.cloudflare.env.DB), "pages")).history };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  const tags = seo({
    title: "연혁",
    description: `${site.name}의 연혁`,
    path: "/history",
    siteUrl: site.url,
    siteName: site.name,
  });
  // Until the owner writes the timeline, the page is a placeholder: not for search results (and
  // not in the sitemap).
  return data?.history.length ? tags : [...tags, { name: "robots", content: "noindex" }];
};

export default function History() {
  const { history } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container page">
      <h1>연혁</h1>
      {history.length === 0 ? (
        <p className="empty-state">연혁 페이지를 준비하고 있습니다.</p>
      ) : (
        <ol className="timeline">
          {history.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list; years and lines may repeat
            <li key={i}>
              <h2 className="timeline-year">{row.year}</h2>
              <ul>
                {row.events.map((event, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list; lines may repeat
                  <li key={j}>{event}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
