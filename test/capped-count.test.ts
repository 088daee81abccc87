// Decision 152: a search's count stops at 1 000 past the page (decision 013). Where it stopped, the
// public list says "1,000건 이상" and numbers no row; where it is exact, it says the number and
// numbers the rows from it, so a row never gets two numbers.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDatabase } from "./fixtures";

const POSTS = 1030;
// Not "결로예방": folded, it also finds the seeded "여름철 결로 예방 관리 방법" (decision 158).
const KEYWORD = "결로예방점검";

beforeAll(async () => {
  await seedDatabase();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${POSTS})
     INSERT INTO board (board_title, board_content, board_type, board_yn, writer, category, board_reg_date, board_update)
     SELECT '${KEYWORD} 안내 ' || i, '<p>본문</p>', 'NOTICE', 'Y', '관리자', '공지사항',
       strftime('%Y-%m-%dT%H:%M:%S', '2020-01-01T00:00:00', '+' || i || ' minutes'), '2020-01-01T00:00:00'
     FROM n`,
  ).run();
});

const html = async (path: string) => {
  const res = await call(path, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(200);
  // What a visitor reads: no scripts, React's text separators and quote entities as text.
  return (await res.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'");
};
const numbers = (page: string) => [...page.matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]);

describe("a public search with more than 1 000 matches", () => {
  it("/notice says 1,000건 이상 and numbers no row while the count is a bound", async () => {
    const page = await html(`/notice?searchKeyword=${encodeURIComponent(KEYWORD)}`);
    expect(page).toContain(`'${KEYWORD}' 검색 결과 <strong>1,000</strong>건 이상`);
    expect(numbers(page)).toEqual(Array(10).fill(""));
  });

  it("a page whose count is exact says it and numbers its rows from it", async () => {
    const page = await html(`/notice?page=5&searchKeyword=${encodeURIComponent(KEYWORD)}`);
    expect(page).toContain(`'${KEYWORD}' 검색 결과 <strong>${POSTS}</strong>건`);
    expect(page).not.toContain("건 이상");
    expect(numbers(page)).toEqual(Array.from({ length: 10 }, (_, i) => String(POSTS - 40 - i)));
  });

  it("/search says 1,000건 이상 for the notices and the whole", async () => {
    const page = await html(`/search?searchKeyword=${encodeURIComponent(KEYWORD)}`);
    expect(page).toContain(`'${KEYWORD}' 검색 결과 <strong>1,000</strong>건 이상`);
    expect(page).toContain('<span class="search-count">1,000건 이상</span>');
    expect(page).toContain("공지사항 검색 결과 1,000건 이상 모두 보기");
  });
});
