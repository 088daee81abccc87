import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { readSetting } from "../../functions/services/settings";

/** The greeting as the owner wrote it (settings, decision 030). */
export async function loader({ context }: LoaderFunctionArgs) {
  return (await readSetting(publicDb(context.cloudflare.env.DB), "pages")).greeting;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "인사말",
    description: `${site.name} 인사말: 자체 공장 운영, 정직하고 합리적인 가격, 정품 자재, 빠르고 책임 있는 A/S, 친절한 상담.`,
    path: "/about",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function About() {
  const greeting = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container page">
      <h1>{greeting.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: greeting.html }} />
      <ul className="promise-grid">
        {greeting.cards.map((card) => (
          <li key={card.image} className="promise">
            <img src={card.image} alt={card.alt} width={600} height={450} loading="lazy" />
            <h2>{card.title}</h2>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
