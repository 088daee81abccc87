// The sitemap (decision 034): the fixed pages, public manufacturers, their items and public posts, in files of
// at most 50 000 URLs (the sitemap protocol's limit), with an index when there is more than one.
import { asc, count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { board } from "../../db/schema";
import { itemPagePath } from "../lib/paths";
import { isPublished } from "./boards";
import { listPublicItemPages } from "./items";
import { listPublicManufacturers } from "./manufacturers";

/** URLs per sitemap file: sitemaps.org allows 50 000 (and 50 MB; ours are ~100 bytes each). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** The part of the sitemap to answer: the only file, the index of the files, or one file of several. */
export type SitemapAnswer = { kind: "urls"; urls: SitemapUrl[] } | { kind: "index"; parts: number } | { kind: "none" };

/**
 * What `/sitemap.xml` (part undefined) or `/sitemap.xml?part=N` answers. The URLs are the fixed
 * paths, then the manufacturers and their items, then the posts by id, cut into files of SITEMAP_MAX_URLS; one
 * file is answered itself, several are listed by an index and each read with one query.
 */
export async function sitemapAnswer(
  db: Db,
  fixedPaths: readonly string[],
  part: string | undefined,
): Promise<SitemapAnswer> {
  const [manufacturers, items, [posts]] = await db.batch([
    listPublicManufacturers(db),
    listPublicItemPages(db),
    db.select({ n: count() }).from(board).where(isPublished()),
  ]);
  const fixed: SitemapUrl[] = [
    ...fixedPaths.map((path) => ({ path })),
    ...manufacturers.map((m) => ({ path: `/manu/${m.manuId}` })),
    // A manufacturer's first item (its first type's first, the order of listPublicItemPages) is what
    // its page shows: that page is its one address (decision 127).
    ...items
      .filter((i, n) => items[n - 1]?.manuId === i.manuId)
      .map((i) => ({ path: itemPagePath(i.manuId, i.itemTypeId, i.itemId), lastmod: i.itemUpdate })),
  ];
  const parts = Math.max(1, Math.ceil((fixed.length + (posts?.n ?? 0)) / SITEMAP_MAX_URLS));
  if (part === undefined && parts > 1) return { kind: "index", parts };
  const n = part === undefined ? 1 : /^[1-9]\d{0,5}$/.test(part) ? Number(part) : 0;
  if (n < 1 || n > parts) return { kind: "none" };

  const start = (n - 1) * SITEMAP_MAX_URLS;
  const fixedHere = fixed.slice(start, start + SITEMAP_MAX_URLS);
  const rows = await db
    .select({ boardId: board.boardId, boardUpdate: board.boardUpdate })
    .from(board)
    .where(isPublished())
    .orderBy(asc(board.boardId))
    .limit(SITEMAP_MAX_URLS - fixedHere.length)
    .offset(Math.max(0, start - fixed.length));
  return {
    kind: "urls",
    urls: [...fixedHere, ...rows.map((p) => ({ path: `/notice/${p.boardId}`, lastmod: p.boardUpdate }))],
  };
}
