import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listOfPost } from "~/lib/category";
import { escapeXml } from "~/lib/xml";
import { publicDb } from "../../db/client";
import { withKoreaOffset } from "../../functions/lib/dates";
import { summaryOf } from "../../functions/lib/textSummary";
import { listFeedPosts } from "../../functions/services/boards";
import { settingOf, settingQuery } from "../../functions/services/settings";

/** Posts in the feed: what a reader or Naver's collector needs to see what is new. */
export const FEED_POSTS = 30;

/** RFC 822 date of a stored Korea wall-clock time (API-SHAPES §1), as RSS 2.0 wants it. */
const rssDate = (localDateTime: string) => new Date(withKoreaOffset(localDateTime)).toUTCString();

/**
 * The RSS 2.0 feed of the newest notices and FAQ answers (decision 046): Naver Search Advisor
 * collects new posts from it, and feed readers follow the company's news. Cached and refreshed
 * like every public page.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const db = publicDb(env.DB);
  const [posts, company] = await db.batch([listFeedPosts(db, FEED_POSTS), settingQuery(db, "company")]);
  const { name } = settingOf("company", company);
  const items = posts.map((p) => {
    const url = `${env.SITE_URL}/notice/${p.boardId}`;
    const text = summaryOf(p.boardContent, 300);
    return [
      "<item>",
      `<title>${escapeXml(p.boardTitle)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<category>${listOfPost(p.boardType).name}</category>`,
      `<description>${escapeXml(text || p.boardTitle)}</description>`,
      `<pubDate>${rssDate(p.boardRegDate)}</pubDate>`,
      "</item>",
    ].join("");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${name} 공지사항`)}</title>`,
    `<link>${escapeXml(`${env.SITE_URL}/notice`)}</link>`,
    `<atom:link href="${escapeXml(`${env.SITE_URL}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`${name}의 새 소식과 자주 묻는 질문`)}</description>`,
    "<language>ko</language>",
    ...(posts[0] ? [`<lastBuildDate>${rssDate(posts[0].boardRegDate)}</lastBuildDate>`] : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
