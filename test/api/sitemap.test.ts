// /sitemap.xml at scale (decision 034): one file while the site has at most 50 000 public URLs;
// past that an index of files of at most 50 000, which together list every public URL once.
import { env } from "cloudflare:test";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, item, manufacturer } from "../../db/schema";
import { SITEMAP_MAX_URLS } from "../../functions/services/sitemap";
import { call, contentChanged, db, seedDatabase } from "../fixtures";

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? "").replaceAll("&amp;", "&")));
const postIds = (urls: URL[]) =>
  urls.flatMap((u) => (/^\/notice\/(\d+)$/.exec(u.pathname) ? [Number(u.pathname.slice(8))] : []));

async function publicPostIds(): Promise<number[]> {
  const rows = await db()
    .select({ id: board.boardId })
    .from(board)
    .where(eq(board.boardYN, "Y"))
    .orderBy(asc(board.boardId));
  return rows.map((r) => r.id);
}

async function sitemap(query = "") {
  const res = await call(`/sitemap.xml${query}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", xml: await res.text() };
}

describe("the sitemap", () => {
  beforeAll(seedDatabase);

  it("is one file of every public URL while there are few", async () => {
    const { status, type, xml } = await sitemap();
    expect(status).toBe(200);
    expect(type).toContain("application/xml");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locsOf(xml);
    expect(urls.map((u) => u.pathname)).toEqual(expect.arrayContaining(["/", "/about", "/manu/1"]));
    // The seeded site has no timeline yet: /history is a placeholder, left out (decision 113).
    expect(urls.map((u) => u.pathname)).not.toContain("/history");
    expect(postIds(urls)).toEqual(await publicPostIds());
    // ?part=1 of a one-file sitemap is that file; there is no second.
    expect((await sitemap("?part=1")).xml).toBe(xml);
    expect((await sitemap("?part=2")).status).toBe(404);
  });

  it("lists each public item's own page with its last change, and no hidden item", async () => {
    // A manufacturer's first product (first type, first in display order) is its manufacturer's
    // page, listed as /manu/{id} only (decision 127).
    const publicItemPaths = async () => {
      const rows = await db()
        .select({ manuId: item.manuId, typeId: item.itemTypeId, itemId: item.itemId })
        .from(item)
        .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
        .where(and(eq(manufacturer.manuYN, "Y"), eq(item.itemYN, true)))
        .orderBy(asc(item.manuId), asc(item.itemTypeId), asc(item.displayOrder), asc(item.itemId));
      return rows
        .filter((r, i) => rows[i - 1]?.manuId === r.manuId)
        .map((r) => `/manu/${r.manuId}?type=${r.typeId}&item=${r.itemId}`)
        .sort();
    };
    const listed = (xml: string) =>
      locsOf(xml)
        .filter((u) => u.searchParams.has("item"))
        .map((u) => `${u.pathname}${u.search}`)
        .sort();
    const before = await sitemap();
    const expected = await publicItemPaths();
    expect(expected.length).toBeGreaterThan(3);
    expect(listed(before.xml)).toEqual(expected);
    // 한빛 프리미엄's first product (item 1) is /manu/1, listed once.
    expect(expected).not.toContain("/manu/1?type=1&item=1");
    expect(locsOf(before.xml).filter((u) => u.pathname === "/manu/1" && !u.search)).toHaveLength(1);
    // XML escapes the query's "&"; each entry has its item's date.
    expect(before.xml).toMatch(
      /<url><loc>[^<]*\/manu\/1\?type=2&amp;item=2<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );

    // Item 2, hidden, leaves the list.
    await db().update(item).set({ itemYN: false }).where(eq(item.itemId, 2));
    await contentChanged();
    const after = await sitemap();
    expect(listed(after.xml)).toEqual(await publicItemPaths());
    expect(listed(after.xml)).toEqual(expected.filter((p) => !p.endsWith("&item=2")));
    await db().update(item).set({ itemYN: true }).where(eq(item.itemId, 2));
    await contentChanged();
  });

  it("past 50 000 URLs is an index of files that list each public URL once, none above the limit", async () => {
    const rows = Array.from({ length: SITEMAP_MAX_URLS + 200 }, (_, i) => ({
      t: `사이트맵 확인 ${i}`,
      yn: i % 1000 ? "Y" : "N",
    }));
    await env.DB.prepare(
      `INSERT INTO board (board_title, board_type, board_yn, writer)
       SELECT value->>'t', 'NOTICE', value->>'yn', '관리자' FROM json_each(?)`,
    )
      .bind(JSON.stringify(rows))
      .run();
    // Written past the API: tell the response cache, as an admin write does.
    await contentChanged();
    const expected = await publicPostIds();
    expect(expected.length).toBeGreaterThan(SITEMAP_MAX_URLS);

    const index = await sitemap();
    expect(index.status).toBe(200);
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locsOf(index.xml);
    expect(parts.map((u) => `${u.pathname}${u.search}`)).toEqual(["/sitemap.xml?part=1", "/sitemap.xml?part=2"]);

    const files = await Promise.all(parts.map((u) => sitemap(u.search)));
    const urls = files.map((f) => locsOf(f.xml));
    expect(files.map((f) => f.status)).toEqual([200, 200]);
    expect(urls[0]).toHaveLength(SITEMAP_MAX_URLS);
    expect(urls[0]?.slice(0, 3).map((u) => u.pathname)).toEqual(["/", "/about", "/location"]);
    expect(postIds(urls.flat())).toEqual(expected);
    expect((await sitemap("?part=3")).status).toBe(404);
    expect((await sitemap("?part=x")).status).toBe(404);
  });
});
