// /rss.xml (decision 046): the newest public posts as RSS 2.0, for feed readers and Naver Search
// Advisor's collector; escaped, in Korea time, refreshed by a content change like every page.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board } from "../../db/schema";
import { nowLocal } from "../../functions/lib/dates";
import { call, contentChanged, db, seedDatabase } from "../fixtures";

const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) => m[1] ?? "");
const itemsOf = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? "");

async function feed() {
  const res = await call("/rss.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  return res.text();
}

describe("the RSS feed", () => {
  beforeAll(seedDatabase);

  it("lists the newest public posts first, with links, categories and Korea-time dates", async () => {
    const xml = await feed();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(tag(xml, "title")[0]).toBe("한빛창호 공지사항");
    const expected = await db()
      .select({ boardId: board.boardId, boardTitle: board.boardTitle })
      .from(board)
      .where(eq(board.boardYN, "Y"))
      .orderBy(desc(board.boardRegDate), desc(board.boardId))
      .limit(30);
    const items = itemsOf(xml);
    expect(items.map((i) => tag(i, "title")[0])).toEqual(expected.map((p) => p.boardTitle));
    expect(items.map((i) => tag(i, "link")[0])).toEqual(
      expected.map((p) => `http://localhost:8787/notice/${p.boardId}`),
    );
    for (const item of items) {
      expect(tag(item, "category")[0]).toMatch(/^(공지사항|자주 묻는 질문)$/);
      expect(tag(item, "pubDate")[0]).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(tag(item, "description")[0]).not.toContain("&lt;p");
    }
  });

  it("escapes a post's text, leaves hidden posts out and shows a new post on the next request", async () => {
    await feed();
    // An hour ago: newer than every seeded post (a day old at least), and already published.
    const at = wholeSecond(Date.now() - 60 * 60 * 1000);
    await db()
      .insert(board)
      .values([
        {
          boardTitle: '창호 & 문 <특가> "안내"',
          boardContent: "<p>겨울 <strong>할인</strong> &amp; 무료&nbsp;실측 &#9654; &#x2605;</p>",
          boardType: "NOTICE",
          boardYN: "Y",
          writer: "관리자",
          boardRegDate: nowLocal(at),
        },
        {
          boardTitle: "비공개 초안",
          boardType: "NOTICE",
          boardYN: "N",
          writer: "관리자",
          boardRegDate: nowLocal(at + 60_000),
        },
      ]);
    // Written past the API: tell the response cache, as an admin write does.
    await contentChanged();
    const xml = await feed();
    const [first] = itemsOf(xml);
    expect(tag(first ?? "", "title")[0]).toBe("창호 &amp; 문 &lt;특가&gt; &quot;안내&quot;");
    expect(tag(first ?? "", "description")[0]).toBe("겨울 할인 &amp; 무료 실측 ▶ ★");
    // Stored in Korea time, told in GMT: nine hours earlier.
    expect(tag(first ?? "", "pubDate")[0]).toBe(new Date(at).toUTCString());
    expect(tag(xml, "lastBuildDate")[0]).toBe(new Date(at).toUTCString());
    expect(xml).not.toContain("비공개 초안");
  });

  it("stays well-formed XML when a post's title or text holds a control character", async () => {
    await db()
      .insert(board)
      .values({
        boardTitle: "제어\u0008문자\u001f 제목",
        boardContent: "<p>본문\u0001</p>",
        boardType: "NOTICE",
        boardYN: "Y",
        writer: "관리자",
        boardRegDate: nowLocal(Date.now() - 60_000),
      });
    await contentChanged();
    const xml = await feed();
    expect(tag(itemsOf(xml)[0] ?? "", "title")[0]).toBe("제어문자 제목");
    expect(tag(itemsOf(xml)[0] ?? "", "description")[0]).toBe("본문");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none may be left
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it("is named in every page's head", async () => {
    const html = await (await call("/notice")).text();
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="공지사항 RSS" href="/rss.xml"/>');
  });
});
