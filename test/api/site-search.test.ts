// /search (decision 056): the site's one search box, rendered on the server: public products by name
// or part number (the same rows as a plain substring scan), notices and FAQ by title with a link to
// their own searched lists; nothing hidden, scheduled or of an unregistered manufacturer.
import { and, asc, count, eq, like, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, item, manufacturer } from "../../db/schema";
import { nowLocal } from "../../functions/lib/dates";
import { itemPagePath } from "../../functions/lib/paths";
import { call, contentChanged, db, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

async function search(keyword: string) {
  const res = await call(`/search?searchKeyword=${encodeURIComponent(keyword)}`);
  expect(res.status).toBe(200);
  // Without scripts and React's text separators (<!-- -->).
  const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replaceAll("<!-- -->", "");
  const section = (id: string) =>
    new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? "";
  const items = [...section("search-items").matchAll(/<a ([^>]*)>[\s\S]*?<strong>([\s\S]*?)<\/strong>/g)]
    .filter((m) => (m[1] ?? "").includes('class="search-item"'))
    .map((m) => ({
      href: (/href="([^"]+)"/.exec(m[1] ?? "")?.[1] ?? "").replace(/&amp;/g, "&"),
      name: text(m[2] ?? ""),
    }));
  const posts = (id: string) =>
    [...section(id).matchAll(/<li><a[^>]*href="\/notice\/(\d+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      boardId: Number(m[1]),
      title: text(m[2] ?? ""),
    }));
  return { html, items, notices: posts("search-notices"), faqs: posts("search-faqs"), section };
}

/** What a plain scan finds: public items of registered manufacturers whose name or number holds the keyword. */
function scanItems(keyword: string) {
  const pattern = `%${keyword}%`;
  return db()
    .select({ itemId: item.itemId, itemName: item.itemName, manuId: item.manuId, itemTypeId: item.itemTypeId })
    .from(item)
    .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
    .where(
      and(
        eq(manufacturer.manuYN, "Y"),
        eq(item.itemYN, true),
        or(like(item.itemName, pattern), like(item.itemNum, pattern)),
      ),
    )
    .orderBy(asc(item.manuId), asc(item.itemTypeId), asc(item.displayOrder), asc(item.itemId));
}

describe("GET /search", () => {
  it("finds products by name and by part number, each linking to its page, in the catalogue's order", async () => {
    for (const keyword of ["시스템", "이중창", "HB-2", "cs-", "2"]) {
      const expected = await scanItems(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      const { items } = await search(keyword);
      expect(items, keyword).toEqual(
        expected.map((r) => ({ href: itemPagePath(r.manuId, r.itemTypeId, r.itemId), name: r.itemName })),
      );
    }
    const { section } = await search("HB-242");
    expect(text(section("search-items"))).toContain("한빛 프리미엄 · ");
    expect(section("search-items")).toContain("품번 <mark>HB-242</mark>");
  });

  it("finds registered manufacturers by name, as typed or folded as products are, linking to their pages", async () => {
    const found = await search("시스템");
    expect(found.section("search-manufacturers")).toContain('href="/manu/2"');
    expect(text(found.section("search-manufacturers"))).toContain("청솔 시스템 제품 보기");
    expect(found.section("search-manufacturers")).not.toContain('href="/manu/1"');
    // Without the space, the name's stretch that folds into the keyword is marked.
    const joined = await search("청솔시스템");
    expect(joined.section("search-manufacturers")).toContain('href="/manu/2"');
    expect(joined.section("search-manufacturers")).toContain("<mark>청솔 시스템</mark>");
    await db().update(manufacturer).set({ manuName: "Daon Windows" }).where(eq(manufacturer.manuId, 3));
    await contentChanged();
    try {
      expect(text((await search("daon")).section("search-manufacturers"))).toContain("Daon Windows 제품 보기");
      // Folded as products are (decision 158): full-width letters, spaces and hyphens as typed or not.
      for (const keyword of ["ＤＡＯＮ", "daon-windows", "DaonWin"]) {
        expect(text((await search(keyword)).section("search-manufacturers")), keyword).toContain(
          "Daon Windows 제품 보기",
        );
      }
      // Only hyphens folds to nothing: that is not a match for every name.
      expect((await search("-")).section("search-manufacturers")).toBe("");
      await db().update(manufacturer).set({ manuYN: "N" }).where(eq(manufacturer.manuId, 3));
      await contentChanged();
      expect((await search("daon")).section("search-manufacturers")).toBe("");
    } finally {
      await db().update(manufacturer).set({ manuName: "다온 창호", manuYN: "Y" }).where(eq(manufacturer.manuId, 3));
      await contentChanged();
    }
  });

  it("finds notices and FAQ by title, five of each, with a link to the whole searched list", async () => {
    const keyword = "안내";
    const [{ n: total }] = (await db()
      .select({ n: count() })
      .from(board)
      .where(and(eq(board.boardType, "NOTICE"), eq(board.boardYN, "Y"), like(board.boardTitle, `%${keyword}%`)))) as [
      { n: number },
    ];
    expect(total).toBeGreaterThan(5);
    const { notices, section } = await search(keyword);
    expect(notices).toHaveLength(5);
    for (const post of notices) expect(post.title).toContain(keyword);
    expect(section("search-notices")).toContain(`>공지사항 <span class="search-count">${total}건</span>`);
    expect(section("search-notices")).toContain(`href="/notice?searchKeyword=${encodeURIComponent(keyword)}"`);
    expect(text(section("search-notices"))).toContain(`공지사항 검색 결과 ${total}건 모두 보기`);

    const faq = await search("A/S");
    expect(faq.faqs.length).toBeGreaterThan(0);
    for (const post of faq.faqs) expect(post.title).toContain("A/S");
  });

  it("never shows a hidden product, one of an unregistered manufacturer, or a hidden or scheduled post", async () => {
    await db().update(item).set({ itemYN: false }).where(eq(item.itemNum, "HB-160"));
    await db().update(manufacturer).set({ manuYN: "N" }).where(eq(manufacturer.manuId, 3));
    await db()
      .insert(board)
      .values([
        { boardTitle: "검색 숨김 비공개 글", boardType: "NOTICE", boardYN: "N", writer: "관리자" },
        {
          boardTitle: "검색 숨김 예약 글",
          boardType: "NOTICE",
          boardYN: "Y",
          writer: "관리자",
          boardRegDate: nowLocal(Date.now() + 86_400_000),
        },
      ]);
    await contentChanged();
    try {
      expect((await search("HB-160")).items).toEqual([]);
      expect((await search("DO-")).items).toEqual([]);
      const hidden = await search("검색 숨김");
      expect([hidden.notices, hidden.faqs]).toEqual([[], []]);
      expect(hidden.html).toContain("&#x27;검색 숨김&#x27;에 대한 검색 결과가 없습니다.");
    } finally {
      await db().update(item).set({ itemYN: true }).where(eq(item.itemNum, "HB-160"));
      await db().update(manufacturer).set({ manuYN: "Y" }).where(eq(manufacturer.manuId, 3));
      await contentChanged();
    }
  });

  it("takes % and _ literally, cuts a keyword at 100 characters, asks for one when blank, and is noindex", async () => {
    for (const keyword of ["%", "_", "100%"]) {
      const { items, notices, faqs, html } = await search(keyword);
      expect([items, notices, faqs], keyword).toEqual([[], [], []]);
      expect(html).toContain("검색 결과가 없습니다.");
    }
    const long = "창".repeat(150);
    const { html } = await search(long);
    expect(html).toContain(`value="${"창".repeat(100)}"`);
    expect(html).not.toContain(`value="${"창".repeat(101)}`);

    const blank = await call("/search");
    expect(blank.status).toBe(200);
    const page = await blank.text();
    expect(page).toContain("제품명이나 품번, 공지사항과 자주 묻는 질문의 제목으로 찾을 수 있습니다.");
    expect(page).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page).toContain("<title>검색 | ");
    expect(html).toContain(`<title>&#x27;${"창".repeat(100)}&#x27; 검색 결과 | `);
  });

  it("is reached from the header's menu on every page", async () => {
    const home = await (await call("/")).text();
    expect(home).toMatch(/<nav[^>]*aria-label="주요 메뉴"[\s\S]*<a[^>]*href="\/search"[^>]*>검색<\/a>/);
  });
});
