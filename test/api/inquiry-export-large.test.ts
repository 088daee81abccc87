// Decision 151: CSV 내보내기 holds every row the filter shows, well past the 5 000 it used to stop at
// silently, streamed from D1 a page at a time, newest first with no row twice; the file is named
// after the filter's period, and the answer says how many rows it holds.
import { env } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { seedDatabase } from "../fixtures";

const ROWS = 6200;
let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  // January 2030, two a minute from the 1st; every 50th has the same time as the one before (a tie
  // the paging must keep in the list's order).
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
     INSERT INTO inquiry (title, content, writer, tel, email, status, create_at, update_at)
     SELECT '대량 문의 ' || i, '<p>견적 부탁드립니다 ' || i || '</p>', '김대량', '010-0000-0000', 'bulk@example.com', '완료',
       strftime('%Y-%m-%dT%H:%M:%S', '2030-01-01T00:00:00', '+' || ((i - (i % 50 = 0)) * 30) || ' seconds'),
       '2030-01-01T00:00:00'
     FROM n`,
  ).run();
});

describe("GET /api/admin/inquiry/export with more than 5 000 rows", () => {
  it("holds every row of the period, newest first, once each, named after the period", async () => {
    const res = await callAs(admin, "/api/admin/inquiry/export?from=2030-01-01&to=2030-01-31&status=완료");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Export-Truncated")).toBe("0");
    expect(res.headers.get("X-Export-Rows")).toBe(String(ROWS));
    expect(decodeURIComponent(res.headers.get("Content-Disposition")?.split("''")[1] ?? "")).toBe(
      "문의목록_2030-01-01~2030-01-31.csv",
    );
    const text = await res.text();
    const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data).toHaveLength(ROWS);
    expect(new Set(data.map((r) => r.번호)).size).toBe(ROWS);
    expect(data[0]?.제목).toBe(`대량 문의 ${ROWS}`);
    expect(data.at(-1)?.제목).toBe("대량 문의 1");
    expect(data.at(-1)?.["문의 내용"]).toBe("견적 부탁드립니다 1");
    // Newest first throughout, ties by number.
    const order = data.map((r) => `${r.등록일} ${r.번호?.padStart(8, "0")}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it("an export with no period is named after today; an empty one is the header row only", async () => {
    const res = await callAs(admin, "/api/admin/inquiry/export?from=2031-01-01");
    expect(decodeURIComponent(res.headers.get("Content-Disposition")?.split("''")[1] ?? "")).toBe(
      "문의목록_2031-01-01~.csv",
    );
    expect(res.headers.get("X-Export-Rows")).toBe("0");
    expect((await res.text()).split("\r\n").filter(Boolean)).toHaveLength(1);
    const plain = await callAs(admin, "/api/admin/inquiry/export?status=신규");
    expect(decodeURIComponent(plain.headers.get("Content-Disposition")?.split("''")[1] ?? "")).toMatch(
      /^문의목록_\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});

// Decision 152: a search's count stops at 1 000 past the page (decision 013); the page says when it did.
describe("GET /api/admin/inquiry, a search with more than 1 000 matches", () => {
  const list = async (query: string) =>
    (await (await callAs(admin, `/api/admin/inquiry?${query}`)).json()) as {
      totalElements: number;
      totalAtLeast?: boolean;
    };
  it("marks the count as a lower bound while it is one, and not once it is exact", async () => {
    expect(await list("searchKeyword=김대량&page=0&size=5")).toMatchObject({ totalElements: 1000, totalAtLeast: true });
    const exact = await list(`searchKeyword=김대량&page=1100&size=5`);
    expect(exact.totalElements).toBe(ROWS);
    expect(exact.totalAtLeast).toBeUndefined();
    expect((await list("from=2030-01-01&page=0&size=5")).totalAtLeast).toBeUndefined();
  });
});
