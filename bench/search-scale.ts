// Search at scale (docs/decisions/013-full-text-search.md): times the notice list search of
// functions/services/boards.ts, its page query and its COUNT apart, on 1 000 and on 100 000 posts
// in a throwaway local D1 (migrated here, triggers filling the FTS index as rows go in).
// Usage: npx tsx bench/search-scale.ts [--rows 100000] [--runs 15]
// Not part of `npm test`: filling 100k rows takes about a minute.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getPlatformProxy } from "wrangler";
import { getDb } from "../db/client";
import { board } from "../db/schema";
import { listPublicBoards } from "../functions/services/boards";
import { countRows, searchCondition, searchCountLimit } from "../functions/services/search";
import { prng } from "../scripts/prng";

const { values: args } = parseArgs({
  options: { rows: { type: "string", default: "100000" }, runs: { type: "string", default: "15" } },
});
const LARGE = Number(args.rows);
const RUNS = Number(args.runs);
const SMALL = 1_000;

const pick = <T>(rand: () => number, xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
const SEASONS = ["봄철", "여름철", "장마철", "가을철", "겨울철", "연말", "설 연휴", "추석 연휴"];
const SUBJECTS = ["시스템창", "발코니 이중창", "거실 분합창", "터닝도어", "현관 중문", "알루미늄 창호", "로이유리"];
const TOPICS = ["결로 예방 관리 방법", "단열 점검 이벤트", "시공 일정 안내", "신제품 출시 안내", "가격 조정 안내"];

const RARE_TITLE = "검색용표식 겨울철 결로 예방을 위한 시스템창 점검";
const KEYWORDS: [string, string | undefined][] = [
  ["no keyword", undefined],
  ["1 char, common", "창"],
  ["2 chars, common", "창호"],
  ["2 chars, absent", "헿헿"],
  ["3+ chars, common", "시스템창"],
  ["3+ chars, rare (1 row)", "검색용표식"],
  ["17+ chars, rare (1 row)", "검색용표식 겨울철 결로 예방을 위한 시스템창"],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function timed(f: () => Promise<unknown>): Promise<number> {
  await f(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await f();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), "search-scale-"));
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: "wrangler.toml", persist: { path: dir } });
const d1 = proxy.env.DB;
try {
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const statement of readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await d1.prepare(statement).run();
    }
  }
  const rand = prng(8);
  let inserted = 0;
  /** Posts go in through json_each: one bound parameter per 2 000 rows. */
  async function fill(upTo: number) {
    while (inserted < upTo) {
      const n = Math.min(2_000, upTo - inserted);
      const rows = Array.from({ length: n }, (_, i) => {
        const k = inserted + i;
        // One notice, in the middle of the small set, carries the rare marker.
        const title = k === 501 ? RARE_TITLE : `${pick(rand, SEASONS)} ${pick(rand, SUBJECTS)} ${pick(rand, TOPICS)}`;
        return {
          t: `${title} ${k}`,
          c: `<p>${pick(rand, TOPICS)} ${pick(rand, SUBJECTS)}</p>`,
          ty: k % 4 === 0 ? "FAQ" : "NOTICE",
          d: new Date(Date.UTC(2020, 0, 1) + k * 60_000).toISOString().slice(0, 19),
        };
      });
      await d1
        .prepare(
          `INSERT INTO board (board_title, board_content, board_type, board_yn, writer, board_reg_date, board_update)
           SELECT value->>'t', value->>'c', value->>'ty', 'Y', '관리자', value->>'d', value->>'d' FROM json_each(?)`,
        )
        .bind(JSON.stringify(rows))
        .run();
      inserted += n;
    }
  }

  const db = getDb(d1);
  const results: Record<string, Record<string, number>> = {};
  for (const size of [SMALL, LARGE]) {
    const t0 = performance.now();
    await fill(size);
    console.error(`filled ${size} rows in ${Math.round(performance.now() - t0)} ms`);
    // What any call costs here (Node → workerd → SQLite and back): the floor under every figure.
    const roundTrip = await timed(() => d1.prepare("SELECT 1").all());
    results["round trip: SELECT 1"] = { ...results["round trip: SELECT 1"], [`list ${size}`]: roundTrip };
    for (const [label, keyword] of KEYWORDS) {
      const where = and(eq(board.boardType, "NOTICE"), eq(board.boardYN, "Y"), searchCondition("boardTitle", keyword));
      const row: Record<string, number> = results[label] ?? {};
      results[label] = row;
      row[`list ${size}`] = await timed(() =>
        listPublicBoards(db, { boardType: "NOTICE", page: 0, size: 10, searchKeyword: keyword }),
      );
      row[`page ${size}`] = await timed(() =>
        db.select({ id: board.boardId }).from(board).where(where).orderBy(desc(board.boardRegDate)).limit(10),
      );
      row[`count ${size}`] = await timed(() => db.select({ n: count() }).from(board).where(where));
      const capped = db
        .select({ one: sql<number>`1`.as("one") })
        .from(board)
        .where(where)
        .$dynamic();
      const limit = searchCountLimit({ page: 0, size: 10 }, keyword);
      row[`capped count ${size}`] = await timed(() => countRows(db, capped, limit));
      const [total] = await db.select({ n: count() }).from(board).where(where);
      row[`matches ${size}`] = total?.n ?? 0;
    }
  }
  const table = Object.entries(results).map(([label, r]) => ({
    keyword: label,
    ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v.toFixed(2))])),
    "list ratio": Number(((r[`list ${LARGE}`] ?? 0) / (r[`list ${SMALL}`] || 1)).toFixed(1)),
  }));
  console.log(
    `median ms of ${RUNS} runs; list = listPublicBoards (page + capped count in one batch), count = the COUNT without the cap`,
  );
  console.table(table);
} finally {
  await proxy.dispose();
  rmSync(dir, { recursive: true, force: true });
}
