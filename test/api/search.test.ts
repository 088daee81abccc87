// Full-text search (docs/decisions/013-full-text-search.md): the search condition of
// functions/services/search.ts gives exactly the rows of a plain substring scan (what
// `LIKE '%kw%'` means: ASCII case-insensitive, `%` and `_` literal) for short and long keywords,
// titles and item names/numbers compared by their folded forms from 3 folded characters on
// (decision 158: spaces and hyphens out, full-width letters and digits as ASCII),
// the FTS triggers follow inserts, updates and deletes, and every search boundary answers any
// keyword up to 100 characters and refuses 101 with the same Korean 400.
import { env } from "cloudflare:test";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, glassSpec, inquiry, item, itemType, manufacturer } from "../../db/schema";
import { cleanKeyword, SEARCH_MESSAGES } from "../../functions/schemas/search";
import {
  likePattern,
  SEARCH_COUNT_AHEAD,
  type SearchPlan,
  type SearchTargetName,
  searchCondition,
} from "../../functions/services/search";
import { prng } from "../../scripts/prng";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

/** What LIKE does to case: only ASCII letters fold. */
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** Full-width letters and digits as ASCII (U+FF10–FF19, U+FF21–FF3A, U+FF41–FF5A). */
const narrow = (s: string) =>
  s.replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/gu, (c) =>
    String.fromCodePoint((c.codePointAt(0) ?? 0) - 0xfee0),
  );
/** Decision 158's fold, written out again: narrow, ASCII lower case, spaces and hyphens out. */
const fold = (s: string) => foldAscii(narrow(s)).replace(/[ \t\n\r\u00a0\u3000\-\u2010-\u2015\u2212\uff0d]/gu, "");
/**
 * What a search finds: 1–2 characters as typed or narrowed; 3 and more, on titles and items, by
 * the folded forms while the folded keyword has 3 characters; otherwise as typed.
 */
const contains = (text: string | null, keyword: string, folded = false) => {
  if (text === null) return false;
  if ([...keyword].length < 3) return [keyword, narrow(keyword)].some((k) => foldAscii(text).includes(foldAscii(k)));
  if (folded && [...fold(keyword)].length >= 3) return fold(text).includes(fold(keyword));
  return foldAscii(text).includes(foldAscii(keyword));
};

// A small alphabet, so random substrings of one title often occur in others too.
const SYLLABLES = [..."창호문의시공단열유리가나다", " ", " ", "A", "b", "%", "_", "-", "Ａ"];
function randomText(rand: () => number, length: number) {
  return Array.from({ length }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join("");
}

const LONG_TITLE = "겨울철 결로 예방을 위한 시스템창 단열 점검 무료 방문 서비스 안내"; // 37 characters
const FORTY = "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토"; // 40 Korean characters
const HUNDRED = `${FORTY}${FORTY}${FORTY.slice(0, 20)}`;
const FIXED_TITLES = [
  LONG_TITLE,
  `${FORTY} 긴 제목`,
  HUNDRED,
  "100% 환불 보장 안내",
  "100 환불 보장 안내",
  "file_name 규칙",
  "filename 규칙",
  "역슬래시 C:\\temp 경로",
  "Low-E Glass 안내",
  "LOW-E GLASS 안내",
  "low-e glass 안내",
  "Élan 유럽식 창호",
  "élan 유럽식 창호",
  '따옴표 "특가" 행사',
  "창",
  "창호",
];

interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

let admin: LoggedIn;
let randomTitles: string[] = [];

/** Ids the search condition finds in a table, ascending; both query plans must find the same. */
async function found(target: SearchTargetName, keyword: string): Promise<number[]> {
  const walk = await foundWith(target, keyword, "walk");
  expect(await foundWith(target, keyword, "ids"), keyword).toEqual(walk);
  return walk;
}

async function foundWith(target: SearchTargetName, keyword: string, plan: SearchPlan): Promise<number[]> {
  const d = db();
  if (target === "boardTitle") {
    const rows = await d
      .select({ id: board.boardId })
      .from(board)
      .where(searchCondition(target, keyword, plan))
      .orderBy(asc(board.boardId));
    return rows.map((r) => r.id);
  }
  if (target === "item") {
    const rows = await d
      .select({ id: item.itemId })
      .from(item)
      .where(searchCondition(target, keyword, plan))
      .orderBy(asc(item.itemId));
    return rows.map((r) => r.id);
  }
  const rows = await d
    .select({ id: inquiry.inquiryId })
    .from(inquiry)
    .where(searchCondition(target, keyword, plan))
    .orderBy(asc(inquiry.inquiryId));
  return rows.map((r) => r.id);
}

/** Every row of a target with its searched texts, ascending by id. */
async function rowsOf(target: SearchTargetName): Promise<{ id: number; texts: (string | null)[] }[]> {
  const d = db();
  if (target === "boardTitle") {
    const rows = await d.select({ id: board.boardId, t: board.boardTitle }).from(board).orderBy(asc(board.boardId));
    return rows.map((r) => ({ id: r.id, texts: [r.t] }));
  }
  if (target === "item") {
    const rows = await d
      .select({ id: item.itemId, name: item.itemName, num: item.itemNum })
      .from(item)
      .orderBy(asc(item.itemId));
    return rows.map((r) => ({ id: r.id, texts: [r.name, r.num] }));
  }
  const rows = await d
    .select({ id: inquiry.inquiryId, t: inquiry.title, w: inquiry.writer, c: inquiry.content })
    .from(inquiry)
    .orderBy(asc(inquiry.inquiryId));
  return rows.map((r) => ({ id: r.id, texts: [r.t, r.w, r.c] }));
}

/** The ids a substring scan in JavaScript finds. */
const scan = (rows: Awaited<ReturnType<typeof rowsOf>>, keyword: string, folded: boolean) =>
  rows.filter((r) => r.texts.some((t) => contains(t, keyword, folded))).map((r) => r.id);

/** The same ids by scanning every row in JavaScript (inquiries are not folded). */
const scanned = async (target: SearchTargetName, keyword: string) =>
  scan(await rowsOf(target), keyword, target !== "inquiry");

/** Bytes of the LIKE pattern of a keyword: D1 refuses more than 50. */
const likeBytes = (keyword: string) => new TextEncoder().encode(likePattern(keyword)).length;

/** The ids a plain LIKE finds (only for patterns D1 accepts: at most 50 bytes). */
async function liked(keyword: string): Promise<number[]> {
  const rows = await db()
    .select({ id: board.boardId })
    .from(board)
    .where(sql`${board.boardTitle} LIKE ${likePattern(keyword)} ESCAPE '\\'`)
    .orderBy(asc(board.boardId));
  return rows.map((r) => r.id);
}

/** Inserts posts; the fixed titles are notices, the random ones notices and FAQ. */
async function insertBoards(titles: readonly string[]) {
  const d = db();
  for (let i = 0; i < titles.length; i += 20) {
    await d.batch(
      titles.slice(i, i + 20).map((boardTitle, j) =>
        d.insert(board).values({
          boardTitle,
          boardContent: `<p>본문 ${i + j}</p>`,
          boardType: i + j >= FIXED_TITLES.length && (i + j) % 3 === 0 ? "FAQ" : "NOTICE",
          boardYN: "Y",
          writer: "관리자",
        }),
      ) as [never, ...never[]],
    );
  }
}

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const rand = prng(20261123);
  randomTitles = Array.from({ length: 60 }, () => randomText(rand, 4 + Math.floor(rand() * 30)));
  await insertBoards([...FIXED_TITLES, ...randomTitles]);

  const d = db();
  const [spec] = await d.select({ id: glassSpec.glassSpecId }).from(glassSpec).limit(1);
  const [type] = await d.select({ id: itemType.itemTypeId }).from(itemType).limit(1);
  const [manu] = await d.select({ id: manufacturer.manuId }).from(manufacturer).limit(1);
  if (!spec || !type || !manu) throw new Error("seed has no catalog");
  const items = [
    { itemName: "슬림 시스템창 ABC-100", itemNum: "SW-100_A" },
    { itemName: "발코니 이중창", itemNum: "bw%200" },
    { itemName: "현관 중문 슬라이딩", itemNum: null },
    ...Array.from({ length: 30 }, () => ({ itemName: randomText(rand, 3 + Math.floor(rand() * 15)), itemNum: null })),
  ];
  await d.batch(
    items.map((it) => d.insert(item).values({ ...it, glassSpecId: spec.id, itemTypeId: type.id, manuId: manu.id })) as [
      never,
      ...never[],
    ],
  );
  const inquiries = [
    { title: "견적 문의", writer: "홍길동", content: "<p>거실 창 교체 견적 부탁드립니다</p>" },
    { title: "A/S 요청", writer: null, content: "<p>방충망 100% 교체</p>" },
    { title: "시공 일정", writer: "Kim_Chulsoo", content: "<p>다음 주 가능할까요</p>" },
    ...Array.from({ length: 30 }, () => ({
      title: randomText(rand, 3 + Math.floor(rand() * 10)),
      writer: rand() < 0.3 ? null : randomText(rand, 3),
      content: `<p>${randomText(rand, 5 + Math.floor(rand() * 30))}</p>`,
    })),
  ];
  await d.batch(inquiries.map((q) => d.insert(inquiry).values(q)) as [never, ...never[]]);
});

describe("the search condition equals a substring scan", () => {
  it("(why: D1 itself refuses a LIKE pattern over 50 bytes)", async () => {
    expect(likeBytes(FORTY.slice(0, 17))).toBe(53);
    await expect(liked(FORTY.slice(0, 17))).rejects.toThrow();
  });

  const cases: [string, string][] = [
    ["1 Korean character", "창"],
    ["2 Korean characters", "창호"],
    ["3 Korean characters", "시스템"],
    ["40 Korean characters", FORTY],
    ["17 Korean characters", FORTY.slice(3, 20)],
    ["17+ Korean characters with spaces", "겨울철 결로 예방을 위한 시스템창 단열 점검"],
    ["100 characters", HUNDRED],
    ["%", "%"],
    ["% in a longer keyword", "100%"],
    ["_", "_"],
    ["_ in a longer keyword", "file_name"],
    ["a backslash", "C:\\temp"],
    ["mixed-case ASCII", "low-E glass"],
    ["a space", "환불 보장"],
    ["a leading space", " 안내"],
    ["a double quote", '"특가"'],
    ["non-ASCII letters keep their case, as in LIKE", "élan"],
    ["no match", "없는말"],
  ];
  it.each(cases)("%s", async (_, keyword) => {
    const expected = await scanned("boardTitle", keyword);
    expect(await found("boardTitle", keyword)).toEqual(expected);
    if (likeBytes(keyword) <= 50) expect(expected).toEqual(await liked(keyword));
  });

  it("finds what the cases say it should", async () => {
    expect([FORTY.length, HUNDRED.length]).toEqual([40, 100]);
    expect(await found("boardTitle", "100%")).toHaveLength(1);
    expect(await found("boardTitle", "file_name")).toHaveLength(1);
    expect(await found("boardTitle", "low-E glass")).toHaveLength(3);
    expect(await found("boardTitle", "élan")).toHaveLength(1);
    expect(await found("boardTitle", FORTY)).toHaveLength(2);
  });

  it("random substrings of random titles, and random strings (seeded)", async () => {
    const rows = await rowsOf("boardTitle");
    const rand = prng(8);
    for (let n = 0; n < 150; n++) {
      const keyword =
        n % 5 === 4
          ? randomText(rand, 1 + Math.floor(rand() * 6))
          : (() => {
              const title = randomTitles[Math.floor(rand() * randomTitles.length)] ?? "";
              const start = Math.floor(rand() * title.length);
              return title.slice(start, start + 1 + Math.floor(rand() * 12));
            })();
      if (!keyword) continue;
      expect(await found("boardTitle", keyword), JSON.stringify(keyword)).toEqual(scan(rows, keyword, true));
    }
  }, 60_000);

  it("items by name or number, inquiries by title, writer or content", async () => {
    const rand = prng(99);
    const fixed = ["SW-100", "sw-100_a", "bw%2", "%", "슬림", "창", "이중창", "Kim_", "홍길동", "100%", "<p>", "견적"];
    const random = Array.from({ length: 60 }, () => randomText(rand, 1 + Math.floor(rand() * 4)));
    const [items, inquiries] = [await rowsOf("item"), await rowsOf("inquiry")];
    for (const keyword of [...fixed, ...random]) {
      expect(await found("item", keyword), `item ${keyword}`).toEqual(scan(items, keyword, true));
      expect(await found("inquiry", keyword), `inquiry ${keyword}`).toEqual(scan(inquiries, keyword, false));
    }
  }, 60_000);
});

describe("the FTS index follows the rows", () => {
  it("an updated title is found by its new words, not its old ones; a deleted row is gone", async () => {
    const [created] = await db()
      .insert(board)
      .values({ boardTitle: "트리거 확인용 원래 제목", boardType: "NOTICE", writer: "관리자" })
      .returning({ id: board.boardId });
    const id = created?.id ?? 0;
    expect(await found("boardTitle", "원래 제목")).toContain(id);

    await db().update(board).set({ boardTitle: "트리거 확인용 바뀐 이름" }).where(eq(board.boardId, id));
    expect(await found("boardTitle", "바뀐 이름")).toEqual([id]);
    expect(await found("boardTitle", "원래 제목")).not.toContain(id);

    // A view-count change leaves the index alone and the row findable.
    await db()
      .update(board)
      .set({ boardViewCount: sql`${board.boardViewCount} + 1` })
      .where(eq(board.boardId, id));
    expect(await found("boardTitle", "바뀐 이름")).toEqual([id]);

    await db().delete(board).where(eq(board.boardId, id));
    expect(await found("boardTitle", "바뀐 이름")).toEqual([]);
    expect(await found("boardTitle", "트리거 확인용")).toEqual([]);
  });

  it("items and inquiries too", async () => {
    const [it0] = await db().select({ id: item.itemId }).from(item).where(eq(item.itemName, "현관 중문 슬라이딩"));
    const itemId = it0?.id ?? 0;
    await db().update(item).set({ itemNum: "HD-777" }).where(eq(item.itemId, itemId));
    expect(await found("item", "hd-777")).toEqual([itemId]);
    await db().delete(item).where(eq(item.itemId, itemId));
    expect(await found("item", "hd-777")).toEqual([]);

    const [q] = await db().select({ id: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, "시공 일정"));
    const inquiryId = q?.id ?? 0;
    await db().update(inquiry).set({ writer: "Lee Younghee" }).where(eq(inquiry.inquiryId, inquiryId));
    expect(await found("inquiry", "lee young")).toEqual([inquiryId]);
    expect(await found("inquiry", "Kim_Chul")).toEqual([]);
    await db().delete(inquiry).where(eq(inquiry.inquiryId, inquiryId));
    expect(await found("inquiry", "lee young")).toEqual([]);
  });
});

describe("every search boundary", () => {
  const TOO_LONG = `${HUNDRED}가`;

  it("GET /api/boards finds a title of 17+ Korean characters, and 100 characters; 101 is a 400", async () => {
    const keyword = "겨울철 결로 예방을 위한 시스템창 단열";
    expect(likeBytes(keyword)).toBeGreaterThan(50);
    const q = new URLSearchParams({ boardType: "NOTICE", searchKeyword: keyword });
    const res = await call(`/api/boards?${q}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<{ boardTitle: string }>;
    expect(page.content.map((r) => r.boardTitle)).toEqual([LONG_TITLE]);

    const all = await call(`/api/boards?${new URLSearchParams({ boardType: "NOTICE", searchKeyword: HUNDRED })}`);
    expect(all.status).toBe(200);
    const faq = await call(`/api/boards?${new URLSearchParams({ boardType: "FAQ", searchKeyword: HUNDRED })}`);
    const total = (p: Response) => p.json().then((b) => (b as Page<unknown>).totalElements);
    expect((await total(all)) + (await total(faq))).toBe(1);

    await expectJsonError(
      await call(`/api/boards?${new URLSearchParams({ boardType: "NOTICE", searchKeyword: TOO_LONG })}`),
      400,
      SEARCH_MESSAGES.tooLong,
    );
  });

  it("GET /api/boards counts what a scan finds under the list's filters (type, public), keywords of 3+ characters", async () => {
    const rows = await db()
      .select({ title: board.boardTitle, type: board.boardType, shown: board.boardYN })
      .from(board);
    const rand = prng(8);
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const chars = [...(randomTitles[Math.floor(rand() * randomTitles.length)] ?? "")];
      const start = Math.floor(rand() * Math.max(1, chars.length - 3));
      const keyword = chars
        .slice(start, start + 3 + Math.floor(rand() * 5))
        .join("")
        .trim();
      if ([...keyword].length < 3) continue;
      for (const boardType of ["NOTICE", "FAQ"]) {
        const res = await call(
          `/api/boards?${new URLSearchParams({ boardType, searchKeyword: keyword, size: "100" })}`,
        );
        const page = (await res.json()) as Page<{ boardTitle: string }>;
        // The keyword as every search reads it (a run of spaces is one).
        const read = cleanKeyword(keyword);
        const expected = rows.filter((r) => r.type === boardType && r.shown === "Y" && contains(r.title, read, true));
        expect(page.totalElements, `${boardType} ${keyword}`).toBe(expected.length);
        expect(page.content.length, `${boardType} ${keyword}`).toBe(expected.length);
        checked += expected.length;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("GET /api/boards: % and _ are literal", async () => {
    for (const [keyword, title] of [
      ["100%", "100% 환불 보장 안내"],
      ["file_n", "file_name 규칙"],
    ] as const) {
      const pages = await Promise.all(
        ["NOTICE", "FAQ"].map((boardType) =>
          call(`/api/boards?${new URLSearchParams({ boardType, searchKeyword: keyword })}`).then(
            (r) => r.json() as Promise<Page<{ boardTitle: string }>>,
          ),
        ),
      );
      expect(pages.flatMap((p) => p.content.map((r) => r.boardTitle))).toEqual([title]);
    }
  });

  it("the /notice page finds a title of 17+ Korean characters", async () => {
    const keyword = "결로 예방을 위한 시스템창 단열 점검 무료";
    expect(likeBytes(keyword)).toBeGreaterThan(50);
    const res = await call(`/notice?${new URLSearchParams({ searchKeyword: keyword })}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(LONG_TITLE);
    expect(html).not.toContain("해당하는 게시글이 없습니다");
  });

  it("GET /api/admin/boards searches titles the same way", async () => {
    const res = await callAs(admin, `/api/admin/boards?${new URLSearchParams({ searchKeyword: FORTY, size: "100" })}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<{ boardId: number }>;
    expect(page.content.map((r) => r.boardId).sort((a, b) => a - b)).toEqual(await scanned("boardTitle", FORTY));
    expect(page.totalElements).toBe(page.content.length);
    await expectJsonError(
      await callAs(admin, `/api/admin/boards?${new URLSearchParams({ searchKeyword: TOO_LONG })}`),
      400,
      SEARCH_MESSAGES.tooLong,
    );
  });

  it("GET /api/admin/inquiry?searchKeyword matches title, writer or content; without it, every inquiry", async () => {
    const everything = (await (await callAs(admin, "/api/admin/inquiry?size=100")).json()) as Page<unknown>;
    expect(everything.totalElements).toBe((await scanned("inquiry", "")).length);
    for (const keyword of ["견적", "홍길동", "방충망 100%", "%"]) {
      const res = await callAs(
        admin,
        `/api/admin/inquiry?${new URLSearchParams({ searchKeyword: keyword, size: "100" })}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page<{ inquiryId: number }>;
      const ids = page.content.map((r) => r.inquiryId).sort((a, b) => a - b);
      expect(ids, keyword).toEqual(await scanned("inquiry", keyword));
      expect(ids.length, keyword).toBeGreaterThan(0);
      expect(page.totalElements, keyword).toBe(ids.length);
    }
    await expectJsonError(
      await callAs(admin, `/api/admin/inquiry?${new URLSearchParams({ searchKeyword: TOO_LONG })}`),
      400,
      SEARCH_MESSAGES.tooLong,
    );
  });

  it("GET /api/admin/items?searchKeyword matches item name or number; without it, every item", async () => {
    const everything = (await (await callAs(admin, "/api/admin/items?size=100")).json()) as Page<unknown>;
    expect(everything.totalElements).toBe((await scanned("item", "")).length);
    for (const keyword of ["시스템창", "sw-100_a", "bw%", "창"]) {
      const res = await callAs(
        admin,
        `/api/admin/items?${new URLSearchParams({ searchKeyword: keyword, size: "100" })}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page<{ itemId: number }>;
      const ids = page.content.map((r) => r.itemId).sort((a, b) => a - b);
      expect(ids, keyword).toEqual(await scanned("item", keyword));
      expect(ids.length, keyword).toBeGreaterThan(0);
      expect(page.totalElements, keyword).toBe(ids.length);
    }
    await expectJsonError(
      await callAs(admin, `/api/admin/items?${new URLSearchParams({ searchKeyword: TOO_LONG })}`),
      400,
      SEARCH_MESSAGES.tooLong,
    );
  });
});

describe("the count behind totalPages", () => {
  it(`stops ${SEARCH_COUNT_AHEAD} matches past the page's start; exact below that and without a keyword`, async () => {
    const rows = Array.from({ length: SEARCH_COUNT_AHEAD + 50 }, (_, i) => ({ t: `개수 제한 확인 ${i}` }));
    await env.DB.prepare(
      `INSERT INTO board (board_title, board_type, writer) SELECT value->>'t', 'NOTICE', '관리자' FROM json_each(?)`,
    )
      .bind(JSON.stringify(rows))
      .run();
    const totalOf = async (query: Record<string, string>) => {
      const res = await callAs(admin, `/api/admin/boards?${new URLSearchParams(query)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Page<unknown>;
    };
    const first = await totalOf({ searchKeyword: "개수 제한", size: "10" });
    expect(first.totalElements).toBe(SEARCH_COUNT_AHEAD);
    expect(first.totalPages).toBe(SEARCH_COUNT_AHEAD / 10);
    // From page 5 on, offset + cap covers every match: the count is exact again.
    const later = await totalOf({ searchKeyword: "개수 제한", size: "10", page: "5" });
    expect(later.totalElements).toBe(SEARCH_COUNT_AHEAD + 50);
    const short = await totalOf({ searchKeyword: "개", size: "10" });
    expect(short.totalElements).toBe(SEARCH_COUNT_AHEAD);
    const all = await totalOf({ size: "10" });
    const [counted] = await db().select({ n: sql<number>`count(*)` }).from(board);
    expect(all.totalElements).toBe(counted?.n);
  });
});

describe("control characters in a keyword (found by test/api/fuzz.test.ts: a NUL answered 500)", () => {
  it("count as spaces on every search, API and page alike", async () => {
    const notices = (await (await call("/api/boards?boardType=NOTICE")).json()) as Page<{ boardTitle: string }>;
    const title = notices.content[0]?.boardTitle ?? "";
    expect(title.length).toBeGreaterThan(3);
    const q = (keyword: string) => encodeURIComponent(keyword);
    const wrapped = `\u0000${title}\u0007\u001f`;

    const api = await call(`/api/boards?boardType=NOTICE&searchKeyword=${q(wrapped)}`);
    expect(api.status).toBe(200);
    const found = (await api.json()) as Page<{ boardTitle: string }>;
    expect(found.content.map((r) => r.boardTitle)).toContain(title);

    const page = await call(`/notice?searchKeyword=${q(wrapped)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);

    for (const path of ["/api/admin/boards?", "/api/admin/items?", "/api/admin/inquiry?"]) {
      const pairs = [
        ["a\u0000b", "a b"],
        ["\u0000\u0000\u0000", ""],
        ["창호\u0000교체\u007f", "창호 교체"],
      ];
      for (const [keyword = "", spaced = ""] of pairs) {
        const res = await callAs(admin, `${path}searchKeyword=${q(keyword)}`);
        expect(res.status, `${path} ${JSON.stringify(keyword)}`).toBe(200);
        expect(await res.json()).toEqual(await (await callAs(admin, `${path}searchKeyword=${q(spaced)}`)).json());
      }
    }
  });
});

describe("runs of spaces in a keyword (a phone keyboard's double space, the IME's full-width space)", () => {
  it("count as one space: the post whose title has one is found, on the API, the list page and /search", async () => {
    const notices = (await (await call("/api/boards?boardType=NOTICE")).json()) as Page<{ boardTitle: string }>;
    const title = notices.content.map((r) => r.boardTitle).find((t) => t.includes(" ")) ?? "";
    expect(title).toMatch(/\S \S/);
    const [first = "", second = ""] = title.split(" ");
    const q = (keyword: string) => encodeURIComponent(keyword);
    for (const keyword of [`${first}  ${second}`, `${first}\u3000${second}`, ` ${first} \t ${second} `]) {
      const api = (await (await call(`/api/boards?boardType=NOTICE&searchKeyword=${q(keyword)}`)).json()) as Page<{
        boardTitle: string;
      }>;
      expect(
        api.content.map((r) => r.boardTitle),
        JSON.stringify(keyword),
      ).toContain(title);
      expect(await (await call(`/notice?searchKeyword=${q(keyword)}`)).text()).toContain(title);
      expect(await (await call(`/search?searchKeyword=${q(keyword)}`)).text()).toContain(title);
    }
  });
});
