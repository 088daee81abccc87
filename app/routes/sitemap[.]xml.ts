import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { escapeXml } from "~/lib/xml";
import { publicDb } from "../../db/client";
import { readSetting } from "../../functions/services/settings";
import { type SitemapUrl, sitemapAnswer } from "../../functions/services/sitemap";

const STATIC_PATHS = ["/", "/about", "/history", "/location", "/notice", "/faq", "/inquiryForm", "/help", "/privacy"];

const xml = (lines: string[]) =>
  new Response(['<?xml version="1.0" encoding="UTF-8"?>', ...lines].join("\n"), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });

/**
 * A plain XML sitemap (Naver and Google both read it); past 50 000 URLs, an index of files
 * `/sitemap.xml?part=N` (functions/services/sitemap.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const part = new URL(request.url).searchParams.get("part") ?? undefined;
  const db = publicDb(env.DB);
  // The timeline page only once the owner has written it (it is noindex until then).
  const { history } = await readSetting(db, "pages");
  const paths = history.length > 0 ? STATIC_PATHS : STATIC_PATHS.filter((path) => path !== "/history");
  const answer = await sitemapAnswer(db, paths, part);
  const loc = (path: string) => `<loc>${escapeXml(env.SITE_URL + path)}</loc>`;
  if (answer.kind === "none") return new Response("사이트맵을 찾을 수 없습니다.", { status: 404 });
  if (answer.kind === "index") {
    return xml([
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: answer.parts }, (_, i) => `<sitemap>${loc(`/sitemap.xml?part=${i + 1}`)}</sitemap>`),
      "</sitemapindex>",
    ]);
  }
  const url = ({ path, lastmod }: SitemapUrl) =>
    `<url>${loc(path)}${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  return xml(['<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...answer.urls.map(url), "</urlset>"]);
}
