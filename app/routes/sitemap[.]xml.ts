import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicDb } from "../../db/client";
import { listSitemapEntries } from "../../functions/services/sitemap";

const STATIC_PATHS = ["/", "/about", "/history", "/location", "/notice", "/faq", "/inquiryForm", "/help"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A plain XML sitemap (Naver and Google both read it). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { manufacturers, posts } = await listSitemapEntries(publicDb(env.DB));
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(env.SITE_URL + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => url(p)),
    ...manufacturers.map((m) => url(`/manu/${m.manuId}`)),
    ...posts.map((p) => url(`/notice/${p.boardId}`, p.boardUpdate)),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
