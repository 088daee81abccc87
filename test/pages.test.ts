// Server-rendered pages through the Worker (SPEC §2): the home page, the notice list and the
// not-found page, as a visitor (or a crawler) gets them before any script runs.
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, calendarEvent, item, manufacturer } from "../db/schema";
import { addDays, todayLocal } from "../functions/lib/dates";
import { call, contentChanged, db, seedDatabase } from "./fixtures";

/** The HTML a visitor sees before any script runs: scripts (and the loader data in them) removed. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

async function page(path: string, status: number) {
  const res = await call(path, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(status);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await res.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="ko">/);
  return withoutScripts(html);
}

/** The head tags search engines and link previews read; attribute values read as a browser reads them. */
const headOf = (html: string) => {
  const attr = (re: RegExp) =>
    re
      .exec(html)?.[1]
      ?.replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    noindex: html.includes('<meta name="robots" content="noindex"/>'),
  };
};

/** The error screen's links, in order, as [href, text]. */
const errorLinks = (html: string) =>
  [
    ...(/<nav[^>]*class="error-links"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "").matchAll(
      /<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g,
    ),
  ].map((m) => [m[1], m[2]]);

beforeAll(async () => {
  await seedDatabase();
  await db().insert(manufacturer).values({ manuId: 4, manuName: "미등록 제조사", manuYN: "N" });
  await db().insert(board).values({
    boardTitle: "비공개 공지 초안",
    boardType: "NOTICE",
    boardYN: "N",
    writer: "관리자",
    boardRegDate: "2026-12-31T00:00:00",
  });
});

const MANUFACTURERS = [
  [1, "한빛 프리미엄"],
  [2, "청솔 시스템"],
  [3, "다온 창호"],
] as const;

describe("GET /", () => {
  it("renders the registered manufacturers, each linking to its page, into the HTML", async () => {
    const body = await page("/", 200);
    for (const [manuId, name] of MANUFACTURERS) {
      expect(body).toMatch(new RegExp(`<a[^>]*href="/manu/${manuId}"[^>]*>${name}</a>`));
    }
  });

  it("leaves out an unregistered manufacturer", async () => {
    const body = await page("/", 200);
    expect(body).not.toContain("미등록 제조사");
    expect(body).not.toContain('href="/manu/4"');
  });

  it("shows the company contact details from the configuration", async () => {
    const body = await page("/", 200);
    expect(body).toContain("031-123-4567");
    expect(body).toContain("031-123-4568");
    expect(body).toContain("경기도 화성시 팔탄면 창호공단로 123");
    expect(body).toContain("123-45-67890");
  });
});

describe("제품소개 (/manu/1, SPEC §2) with that manufacturer hidden (decision 122)", () => {
  it("opens the first manufacturer shown; another hidden one, or none shown, is still a 404", async () => {
    const show = async (manuIds: number[], manuYN: "Y" | "N") => {
      for (const manuId of manuIds)
        await db().update(manufacturer).set({ manuYN }).where(eq(manufacturer.manuId, manuId));
      await contentChanged();
    };
    try {
      await show([1], "N");
      const res = await call("/manu/1", { headers: { accept: "text/html" }, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/manu/2");
      expect((await call("/manu/4", { headers: { accept: "text/html" } })).status).toBe(404);
      await show([2, 3], "N");
      expect((await call("/manu/1", { headers: { accept: "text/html" } })).status).toBe(404);
    } finally {
      await show([1, 2, 3], "Y");
    }
    expect((await call("/manu/1", { headers: { accept: "text/html" } })).status).toBe(200);
  });
});

describe("a link to a product that is not shown (decision 126)", () => {
  const NOT_FOUND = "요청하신 제품을 찾을 수 없습니다. 판매가 끝났거나 정보가 바뀌었을 수 있습니다.";

  it("is a 404 that says so and leads to the manufacturer's 제품소개 first, never showing another product", async () => {
    // 뷰프레임 160 (item 2) hidden after its link was shared.
    await db().update(item).set({ itemYN: false }).where(eq(item.itemId, 2));
    await contentChanged();
    try {
      for (const path of [
        "/manu/1?type=2&item=2",
        "/manu/1?type=1&item=999999",
        // Another manufacturer's item (알루 슬림 S1), a type this one has none of, a garbled id.
        "/manu/1?item=4",
        "/manu/1?type=99",
        "/manu/1?type=1&item=abc",
      ]) {
        const html = await page(path, 404);
        expect(html, path).toContain(`<p>${NOT_FOUND}</p>`);
        expect(errorLinks(html)[0], path).toEqual(["/manu/1", "한빛 프리미엄 제품소개"]);
        expect(headOf(html).noindex, path).toBe(true);
        // No product under the old address: no item view, no inquiry about another product.
        expect(html, path).not.toContain('id="item-name"');
        expect(html, path).not.toContain("/inquiryForm?manuId=");
      }
    } finally {
      await db().update(item).set({ itemYN: true }).where(eq(item.itemId, 2));
      await contentChanged();
    }
  });

  it("sends an item asked for under another type (or none) to its own address", async () => {
    // The manufacturer's page and a type's page still open on their first product.
    expect(await page("/manu/1", 200)).toMatch(/<h2 id="item-name">슈퍼세이브 242<\/h2>/);
    expect(await page("/manu/1?type=2", 200)).toMatch(/<h2 id="item-name">뷰프레임 160<\/h2>/);
    for (const path of ["/manu/1?type=1&item=2", "/manu/1?item=2"]) {
      const res = await call(path, { headers: { accept: "text/html" }, redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/manu/1?type=2&item=2");
    }
  });
});

describe("canonical addresses (decision 127)", () => {
  it("are built from the numeric id", async () => {
    expect(headOf(await page("/manu/01", 200)).canonical).toBe("http://localhost:8787/manu/1");
    expect(headOf(await page("/notice/01", 200)).canonical).toBe("http://localhost:8787/notice/1");
  });

  it("name the manufacturer's page for its first product, and a type's page for the item it shows", async () => {
    // The first product's own link shows what /manu/1 shows: one address for search engines.
    expect(headOf(await page("/manu/1?type=1&item=1", 200)).canonical).toBe("http://localhost:8787/manu/1");
    expect(headOf(await page("/manu/1?type=1", 200)).canonical).toBe("http://localhost:8787/manu/1");
    expect(headOf(await page("/manu/1?type=2", 200)).canonical).toBe("http://localhost:8787/manu/1?type=2&item=2");
    // An item's page is shared with its own main photo.
    const html = await page("/manu/1?type=2&item=2", 200);
    const photo = /<div class="item-media">[\s\S]*?<img[^>]*src="(\/item\/[^"]+)"/.exec(html)?.[1];
    expect(photo).toMatch(/^\/item\/[0-9a-f-]+\.png$/);
    expect(headOf(html).ogImage).toBe(`http://localhost:8787${photo}`);
  });
});

describe("a post that is gone (deleted or hidden)", () => {
  const GONE = "요청하신 게시글을 찾을 수 없습니다. 삭제되었거나 비공개로 바뀌었을 수 있습니다.";

  it("is a 404 that says so, with its list as the first way on", async () => {
    const [hiddenNotice] = await db()
      .select({ boardId: board.boardId })
      .from(board)
      .where(eq(board.boardTitle, "비공개 공지 초안"));
    const [hiddenFaq] = await db()
      .insert(board)
      .values({ boardTitle: "숨긴 질문", boardType: "FAQ", boardYN: "N", writer: "관리자" })
      .returning({ boardId: board.boardId });
    for (const [path, list] of [
      [`/notice/${hiddenNotice?.boardId}`, ["/notice", "공지사항 목록"]],
      ["/notice/999999", ["/notice", "공지사항 목록"]],
      [`/notice/${hiddenFaq?.boardId}`, ["/faq", "자주 묻는 질문 목록"]],
    ] as const) {
      const html = await page(path, 404);
      expect(html, path).toContain(`<p>${GONE}</p>`);
      expect(html, path).not.toContain("잘못된 페이지 접근입니다");
      expect(errorLinks(html)[0], path).toEqual(list);
      expect(headOf(html).noindex, path).toBe(true);
    }
    expect(await page(`/notice/${hiddenFaq?.boardId}`, 404)).not.toContain("숨긴 질문");
  });
});

describe("a post's description and picture for search results and shared links", () => {
  it("is its text decoded, block by block, cut after a whole word; the picture is its first", async () => {
    const [row] = await db()
      .insert(board)
      .values({
        boardTitle: "12월 시공 일정",
        boardContent:
          "<p>2026년&nbsp;12월&nbsp;시공&nbsp;일정 안내 &amp; 견적 &lt;필독&gt; 드립니다.</p><h3>1. 지역별 일정</h3>" +
          "<table><tbody><tr><th>지역</th><th>12월 1주</th></tr><tr><td>서울</td><td>12/1~12/5</td></tr></tbody></table>" +
          '<p><img src="/api/image/c7809a67.png" alt=""></p><p><img src="/api/image/d2.png" alt=""></p>' +
          "<p>문의는 대표번호 031-123-4567 또는 담당자 010-1234-5678로 연락 주시면 친절히 안내해 드리겠습니다. 감사합니다. 자세한 일정은 공지사항에서 다시 알려드립니다.</p>",
        boardType: "NOTICE",
        boardYN: "Y",
        writer: "관리자",
        boardRegDate: "2026-11-20T09:30:00",
      })
      .returning({ boardId: board.boardId });
    const head = headOf(await page(`/notice/${row?.boardId}`, 200));
    const text =
      "2026년 12월 시공 일정 안내 & 견적 <필독> 드립니다. 1. 지역별 일정 · 지역 · 12월 1주 · 서울 · 12/1~12/5 · " +
      "문의는 대표번호 031-123-4567 또는 담당자 010-1234-5678로 연락 주시면 친절히 안내해 드리겠습니다. 감사합니다. 자세한 일정은 공지사항에서 다시 알려드립니다.";
    const shown = head.description ?? "";
    expect(shown).toMatch(/…$/);
    expect(shown.length).toBeLessThanOrEqual(150);
    // What is shown is the text up to a space: no word or number is cut.
    expect(text.startsWith(`${shown.slice(0, -1)} `)).toBe(true);
    expect(shown.length).toBeGreaterThan(120);
    expect(head.ogDescription).toBe(shown);
    expect(head.ogImage).toBe("http://localhost:8787/api/image/c7809a67.png");

    const [plain] = await db()
      .insert(board)
      .values({
        boardTitle: "그림 없는 글",
        boardContent: "<p>짧은 글</p>",
        boardType: "NOTICE",
        boardYN: "Y",
        writer: "관리자",
      })
      .returning({ boardId: board.boardId });
    expect(headOf(await page(`/notice/${plain?.boardId}`, 200))).toMatchObject({
      description: "짧은 글",
      ogImage: "http://localhost:8787/images/og-default.jpg",
    });
  });

  it("shares the site's JPEG picture where the page's own is a WebP, which KakaoTalk may not show", async () => {
    const [webp] = await db()
      .insert(board)
      .values({
        boardTitle: "WebP 그림 글",
        boardContent: '<p>본문</p><p><img src="/api/image/5e1f.webp" alt=""></p>',
        boardType: "NOTICE",
        boardYN: "Y",
        writer: "관리자",
      })
      .returning({ boardId: board.boardId });
    expect(headOf(await page(`/notice/${webp?.boardId}`, 200)).ogImage).toBe(
      "http://localhost:8787/images/og-default.jpg",
    );
  });
});

describe("/robots.txt", () => {
  it("lets crawlers fetch the pictures under /api/image/ and keeps the rest of /api/ out", async () => {
    const lines = (await (await call("/robots.txt")).text()).split("\n");
    expect(lines).toContain("Allow: /api/image/");
    expect(lines).toContain("Disallow: /api/");
    // Crawlers that take the first matching line read the Allow first.
    expect(lines.indexOf("Allow: /api/image/")).toBeLessThan(lines.indexOf("Disallow: /api/"));
  });
});

describe("GET /notice", () => {
  it("renders the newest public notice first, linking to its detail, and no hidden notice", async () => {
    const body = await page("/notice", 200);
    expect(body).toMatch(/<a[^>]*href="\/notice\/13"[^>]*>무료 방문 실측 서비스 지역 확대<\/a>/);
    expect(body.indexOf("무료 방문 실측 서비스 지역 확대")).toBeLessThan(body.indexOf("개인정보처리방침 개정 안내"));
    expect(body).not.toContain("비공개 공지 초안");
  });
});

describe("an unknown page", () => {
  it("answers 404 with the Korean not-found screen, a Korean title and ways back", async () => {
    const body = await page("/no-such-page", 404);
    expect(body).toContain("<title>페이지를 찾을 수 없습니다 | 한빛창호</title>");
    expect(body).toMatch(/<h1>페이지를 찾을 수 없습니다<\/h1>/);
    expect(body).toContain("잘못된 페이지 접근입니다");
    expect(body).toMatch(/<a[^>]*href="\/"[^>]*>메인 페이지로 이동<\/a>/);
    expect(body).toMatch(/<a[^>]*href="\/manu\/1"[^>]*>제품 안내<\/a>/);
    expect(body).toMatch(/<a[^>]*href="\/inquiryForm"[^>]*>1:1 문의<\/a>/);
  });
});

describe("home manufacturer cards", () => {
  it("show each manufacturer's own intro and main product photo, sized and lazy", async () => {
    const body = await page("/", 200);
    const cards = body.slice(body.indexOf('id="products-title"'), body.indexOf('id="help-title"'));
    expect(cards).toContain("한빛 프리미엄은 단열과 기밀을 최우선으로");
    expect(cards).toContain("청솔 시스템은 넓은 조망과 슬림한 프레임을");
    const photos = [...cards.matchAll(/<img[^>]*>/g)].map((m) => m[0]);
    expect(photos).toHaveLength(2);
    for (const img of photos) {
      expect(img).toMatch(/src="\/item\/[0-9a-f-]+\.png"/);
      expect(img).toContain('width="800"');
      expect(img).toContain('height="600"');
      expect(img).toContain('loading="lazy"');
    }
    // Each card shows its own manufacturer's first public item: 한빛 프리미엄 item 1, 청솔 시스템 item 4.
    const mainPhoto = async (itemId: number) => {
      const shown = (await (await call(`/api/items?itemId=${itemId}`)).json()) as { fileBoxes: { fileName: string }[] };
      return `/item/${shown.fileBoxes[0]?.fileName}`;
    };
    expect(photos.map((img) => img.match(/src="([^"]+)"/)?.[1])).toEqual([await mainPhoto(1), await mainPhoto(4)]);
  });
});

describe("휴무 안내", () => {
  it("is absent while the schedule has no upcoming public closure", async () => {
    expect(await page("/help", 200)).not.toContain("휴무 안내");
    expect(await page("/", 200)).not.toContain("휴무 안내");
  });

  it("lists public closures on /help and, within 14 days, on the home page", async () => {
    const today = todayLocal();
    const closure = (title: string, days: number, over: Partial<typeof calendarEvent.$inferInsert> = {}) => ({
      title,
      startTime: `${addDays(today, days)}T00:00:00`,
      endTime: `${addDays(today, days)}T23:59:00`,
      calendarYN: "Y" as const,
      holidays: true,
      ...over,
    });
    await db()
      .insert(calendarEvent)
      .values([
        closure("가까운 임시 휴무", 2),
        closure("먼 창립기념일 휴무", 20),
        closure("지난 휴무", -2),
        closure("비공개 휴무", 3, { calendarYN: "N" }),
        closure("공개 시공 일정", 4, { holidays: false }),
      ]);
    await contentChanged();
    const help = await page("/help", 200);
    expect(help).toContain("휴무 안내");
    expect(help).toMatch(new RegExp(`<time datetime="${addDays(today, 2)}">${addDays(today, 2)} \\(`, "i"));
    expect(help.indexOf("가까운 임시 휴무")).toBeLessThan(help.indexOf("먼 창립기념일 휴무"));
    for (const hidden of ["지난 휴무", "비공개 휴무", "공개 시공 일정"]) expect(help).not.toContain(hidden);
    const home = await page("/", 200);
    expect(home).toContain("가까운 임시 휴무");
    expect(home).not.toContain("먼 창립기념일 휴무");
  });
});

// docs/decisions/035-app-starts-after-load.md: public pages paint before their JavaScript loads.
describe("the app's start on a page", () => {
  const html = async (path: string) => (await call(path, { headers: { accept: "text/html" } })).text();
  const nonceOf = (page: string) => /<style id="critical-css" nonce="([^"]+)"/.exec(page)?.[1];

  it("is left to an inline script that runs after the load event and the first paint on public pages", async () => {
    for (const path of ["/", "/notice", "/manu/1", "/no-such-page"]) {
      const page = await html(path);
      // Nothing the browser would fetch or run before the page has loaded…
      expect(page, path).not.toContain('rel="modulepreload"');
      expect(page, path).not.toMatch(/<script[^>]*type="module"/);
      // …but the same preloads and entry script, inert, where Remix rendered them.
      const preloads = [...page.matchAll(/<link rel="x-modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads, path).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/)]),
      );
      const entries = [
        ...page.matchAll(/<script nonce="[^"]+" type="text\/x-app-start" async="">([\s\S]*?)<\/script>/g),
      ];
      expect(entries, path).toHaveLength(1);
      expect(entries[0]?.[1], path).toContain('import("/assets/entry.client-');
      // The starter is the document's last node, with the page's CSP nonce.
      const starter = /<script nonce="([^"]+)">([^<]*)<\/script>$/.exec(page);
      expect(starter?.[1], path).toBe(nonceOf(page));
      expect(starter?.[2], path).toContain('addEventListener("load"');
    }
  });

  // Decision 121: the server renders only the layout's fallback there; each screen is a stub in the
  // Worker that keeps its title, so the head matches when the page hydrates.
  it("of a back-office screen is the layout's loading screen under the screen's own title", async () => {
    for (const [path, title] of [
      ["/admin/audit", "활동 기록 | 관리자"],
      ["/admin/release", "패치노트 | 관리자"],
      ["/admin/notice/add", "게시글 작성 | 공지사항/FAQ 관리"],
    ] as const) {
      const page = await html(path);
      expect(page, path).toContain(`<title>${title}</title>`);
      expect(page, path).toContain("관리자 페이지를 불러오는 중…");
      expect(page, path).toContain('rel="modulepreload"');
    }
  });

  it("stays Remix's own on the back office, which is nothing without its JavaScript", async () => {
    const page = await html("/loginForm");
    expect(page).toContain('rel="modulepreload"');
    expect(page).toMatch(/<script nonce="[^"]+" type="module" async="">/);
    expect(page).not.toContain("x-app-start");
  });
});

describe("an item page's structured data", () => {
  it("places the item under its manufacturer in a breadcrumb trail of canonical URLs", async () => {
    const html = await (await call("/manu/1?type=2&item=2")).text();
    const trail = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "") as { "@type": string; itemListElement?: { name: string; item: string }[] })
      .find((d) => d["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement?.map((c) => [c.name, c.item])).toEqual([
      ["홈", "http://localhost:8787/"],
      ["한빛 프리미엄", "http://localhost:8787/manu/1"],
      ["뷰프레임 160", "http://localhost:8787/manu/1?type=2&item=2"],
    ]);
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/manu/1?type=2&amp;item=2"/>');
  });

  it("and the manufacturer's page it opens on have titles and descriptions of their own", async () => {
    const head = (html: string) => ({
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
      canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    });
    const manu = await page("/manu/1", 200);
    // The item the manufacturer's page shows first, and that item's own page.
    const shown = [...manu.matchAll(/<a [^>]*>/g)]
      .map((m) => m[0])
      .find((a) => a.includes('aria-current="page"') && /href="\/manu\/1\?type=\d+&amp;item=\d+"/.test(a));
    const itemPath = shown?.match(/href="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(itemPath).toMatch(/^\/manu\/1\?type=\d+&item=\d+$/);
    const item = head(await page(itemPath, 200));
    expect(head(manu).title).toBe("한빛 프리미엄 제품소개 | 한빛창호");
    expect(head(manu).canonical).toBe("http://localhost:8787/manu/1");
    expect(item.title).toMatch(/^.+ - 한빛 프리미엄 \| 한빛창호$/);
    // The same product as /manu/1: that page is its one indexable address (decision 127).
    expect(item.canonical).toBe("http://localhost:8787/manu/1");
    expect(item.description).not.toBe(head(manu).description);
  });
});

describe("a post's structured data", () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
    );

  it("is an Article with Korea-time dates and a breadcrumb trail, whatever the title holds", async () => {
    const title = '창호 안내 </script><script>alert("x")</script> & "따옴표"';
    const [row] = await db()
      .insert(board)
      .values({
        boardTitle: title,
        boardContent: '<p>본문</p><p><img src="/api/boardImages/a.webp" alt=""></p>',
        boardType: "FAQ",
        boardYN: "Y",
        writer: "관리자",
        boardRegDate: "2026-11-20T09:30:00",
        boardUpdate: "2026-11-21T10:00:00",
      })
      .returning({ boardId: board.boardId });
    const res = await call(`/notice/${row?.boardId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The title never closes the data block: no script of its own reaches the page.
    expect(html).not.toContain('<script>alert("x")');
    const data = jsonLd(html);
    const article = data.find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: title,
      datePublished: "2026-11-20T09:30:00+09:00",
      dateModified: "2026-11-21T10:00:00+09:00",
      publisher: { "@type": "Organization", name: "한빛창호" },
      image: ["http://localhost:8787/api/boardImages/a.webp"],
      mainEntityOfPage: `http://localhost:8787/notice/${row?.boardId}`,
    });
    const trail = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((i) => i.name)).toEqual(["홈", "자주 묻는 질문", title]);
  });
});

describe("이전글 and 다음글 under a post", () => {
  /** The pager's rows as [label, linked post id or null, text]. */
  const pagerOf = (html: string) => {
    const nav = /<nav class="post-pager"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => {
      const li = m[1] ?? "";
      const label = /post-pager-label">([^<]*)</.exec(li)?.[1];
      const link = /href="\/notice\/(\d+)"[^>]*>([^<]*)</.exec(li);
      return link ? [label, Number(link[1]), link[2]] : [label, null, /post-pager-none">([^<]*)</.exec(li)?.[1]];
    });
  };

  it("link the older and the newer public post of the same list, ties ordered as the list orders them", async () => {
    const add = async (boardTitle: string, boardType: "NOTICE" | "FAQ", boardYN: "Y" | "N", boardRegDate: string) => {
      const [row] = await db()
        .insert(board)
        .values({ boardTitle, boardType, boardYN, writer: "관리자", boardRegDate })
        .returning({ boardId: board.boardId });
      return row?.boardId ?? 0;
    };
    // Far in the past, so no other test's post sits between them.
    const first = await add("결로 안내 1", "FAQ", "Y", "2001-01-01T09:00:00");
    const hidden = await add("숨긴 안내", "FAQ", "N", "2001-01-02T09:00:00");
    const notice = await add("다른 목록의 공지", "NOTICE", "Y", "2001-01-02T10:00:00");
    // Two posts of the same second: the later id is the newer, as in the list.
    const second = await add("결로 안내 2 & <2>", "FAQ", "Y", "2001-01-03T09:00:00");
    const third = await add("결로 안내 3", "FAQ", "Y", "2001-01-03T09:00:00");
    await contentChanged();

    // After the last of them comes the oldest public FAQ of the seed.
    const [next] = await db()
      .select({ boardId: board.boardId })
      .from(board)
      .where(and(eq(board.boardType, "FAQ"), eq(board.boardYN, "Y"), gt(board.boardRegDate, "2001-01-03T09:00:00")))
      .orderBy(board.boardRegDate, board.boardId)
      .limit(1);

    expect(pagerOf(await page(`/notice/${first}`, 200))).toEqual([
      ["이전글", null, "이전글이 없습니다."],
      ["다음글", second, "결로 안내 2 &amp; &lt;2&gt;"],
    ]);
    expect(pagerOf(await page(`/notice/${second}`, 200))).toEqual([
      ["이전글", first, "결로 안내 1"],
      ["다음글", third, "결로 안내 3"],
    ]);
    const afterThird = pagerOf(await page(`/notice/${third}`, 200));
    expect(afterThird[0]).toEqual(["이전글", second, "결로 안내 2 &amp; &lt;2&gt;"]);
    expect(afterThird[1]?.[1]).toBe(next?.boardId);
    // The notice list is its own: its post has no FAQ beside it.
    const noticePager = pagerOf(await page(`/notice/${notice}`, 200));
    expect(noticePager.flatMap(([, id]) => (id ? [id] : []))).not.toContain(first);
    expect(noticePager.flatMap(([, id]) => (id ? [id] : []))).not.toContain(second);
    // A hidden post is never linked, nor shown.
    expect(await page(`/notice/${first}`, 200)).not.toContain(`/notice/${hidden}`);
    await page(`/notice/${hidden}`, 404);
  });
});

describe("a board list's later pages (decision 112)", () => {
  const head = (html: string) => ({
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    noindex: html.includes('<meta name="robots" content="noindex"/>'),
  });
  const totalOf = (html: string) => Number(html.match(/전체 <strong>(\d+)<\/strong>건/)?.[1]);

  it("are pages of their own for search engines: their own title and canonical URL", async () => {
    const first = await page("/notice", 200);
    expect(head(first)).toEqual({
      title: "공지사항 | 한빛창호",
      canonical: "http://localhost:8787/notice",
      noindex: false,
    });
    // The seed's notices fill more than one page.
    expect(totalOf(first)).toBeGreaterThan(10);
    expect(head(await page("/notice?page=2", 200))).toEqual({
      title: "공지사항 (2페이지) | 한빛창호",
      canonical: "http://localhost:8787/notice?page=2",
      noindex: false,
    });
    // Search results keep the list's address; the alias names /faq's.
    const searched = await page(`/notice?page=1&searchKeyword=${encodeURIComponent("안내")}`, 200);
    expect(head(searched).canonical).toBe("http://localhost:8787/notice");
    expect(head(await page("/fag", 200)).canonical).toBe("http://localhost:8787/faq");
  });

  it("past the last is a 404 that says where the posts end and links there, not indexed", async () => {
    const last = Math.ceil(totalOf(await page("/notice", 200)) / 10);
    const html = await page("/notice?page=99", 404);
    expect(html).toContain(`요청하신 페이지에 게시글이 없습니다. 게시글은 ${last}페이지까지 있습니다.`);
    expect(html).not.toContain("등록된 게시글이 없습니다.");
    expect(html).toMatch(new RegExp(`<a[^>]* href="/notice\\?page=${last}"[^>]*>마지막 페이지 보기</a>`));
    // 이전 leads back to the last page, not to page 98.
    expect(html).toMatch(new RegExp(`<a rel="prev"[^>]* href="/notice\\?page=${last}">이전</a>`));
    expect(head(html)).toEqual({
      title: "공지사항 (99페이지) | 한빛창호",
      canonical: "http://localhost:8787/notice?page=99",
      noindex: true,
    });
    const faq = await page("/faq?page=40", 404);
    expect(faq).toContain("요청하신 페이지에 게시글이 없습니다. 게시글은 1페이지까지 있습니다.");
    expect(head(faq).noindex).toBe(true);
  });
});

describe("the login form sent before its script runs", () => {
  it("posts (the password never goes into the address) and asks again, storing and caching nothing", async () => {
    const page = await call("/loginForm", { headers: { accept: "text/html" } });
    expect(withoutScripts(await page.text())).toMatch(/<form class="login-form" method="post">/);

    const res = await call("/loginForm", {
      method: "POST",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "admin@example.com", password: "admin1234!" }).toString(),
    });
    expect(res.status).toBe(200);
    const html = withoutScripts(await res.text());
    expect(html).toContain("로그인 화면을 준비하는 중이었습니다. 아이디와 비밀번호를 다시 입력해주세요.");
    expect(html).not.toContain("admin1234!");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
  });
});
