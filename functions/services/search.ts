// Substring search (docs/decisions/013-full-text-search.md): one condition for a keyword and a
// target, equal in results to `column LIKE '%keyword%'` (ASCII case-insensitive, `%` and `_`
// literal) but never a LIKE pattern D1 refuses (over 50 bytes) and, from 3 characters on, an
// index lookup in the trigram FTS5 tables of migrations/0002_search_fts.sql (its covering trigrams),
// and a count driven by that index. Titles, item names and numbers are also found by their folded
// forms (decision 158: "ABC123", "abc 123" and "ＡＢＣ－１２３" find "ABC-123").
import { count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { board, inquiry, item } from "../../db/schema";
import type { PageRequest } from "../lib/paging";
import { foldText, narrowText } from "../schemas/searchFold";

interface SearchTarget {
  /** The FTS5 table; its rowid is the row's id. */
  fts: string;
  id: SQLiteColumn;
  /** Base-table columns searched, and their names in the FTS table (the same names). */
  columns: readonly SQLiteColumn[];
  /**
   * The columns' folded forms (decision 158): names of the base table's generated columns of
   * migrations/0046, the same names in the FTS table. A target without them matches as typed.
   */
  folded?: { table: string; columns: readonly string[] };
}

export const SEARCH_TARGETS = {
  /** Notices and FAQ: the title only (API-SHAPES). */
  boardTitle: {
    fts: "board_fts",
    id: board.boardId,
    columns: [board.boardTitle],
    folded: { table: "board", columns: ["board_title_fold"] },
  },
  /** Admin items: name or number. */
  item: {
    fts: "item_fts",
    id: item.itemId,
    columns: [item.itemName, item.itemNum],
    folded: { table: "item", columns: ["item_name_fold", "item_num_fold"] },
  },
  /** Admin inquiries: title, writer or content. */
  inquiry: { fts: "inquiry_fts", id: inquiry.inquiryId, columns: [inquiry.title, inquiry.writer, inquiry.content] },
} as const satisfies Record<string, SearchTarget>;

export type SearchTargetName = keyof typeof SEARCH_TARGETS;

/** A trigram index cannot look up fewer than 3 characters (code points, not UTF-16 units). */
const TRIGRAM = 3;

/**
 * Trigrams that cover the keyword end to end: every third one, and the last three characters
 * when the length is not a multiple of three. A row holding the keyword holds each of them, so
 * matching them all finds every row the phrase would (and a few more, which the exact check
 * drops), while reading a third of the doclists: a 20-character keyword is 7 lookups, not 18.
 */
export function coveringTrigrams(keyword: string): string[] {
  const chars = [...keyword];
  const trigrams: string[] = [];
  for (let i = 0; i + TRIGRAM <= chars.length; i += TRIGRAM) trigrams.push(chars.slice(i, i + TRIGRAM).join(""));
  if (chars.length % TRIGRAM !== 0) trigrams.push(chars.slice(-TRIGRAM).join(""));
  return [...new Set(trigrams)];
}

/** The FTS5 query of a 3+ character keyword, restricted to the target's columns: `{a b} : ("x" AND "y")`. */
export function ftsQuery(target: SearchTarget, keyword: string): string {
  // Compared folded: the folded keyword in the folded columns (decision 158).
  const folded = foldedKeyword(target, keyword);
  const names = folded === undefined ? target.columns.map((c) => c.name) : (target.folded?.columns ?? []);
  const columns = names.join(" ");
  const terms = coveringTrigrams(folded ?? keyword).map((t) => `"${t.replaceAll('"', '""')}"`);
  return `{${columns}} : (${terms.join(" AND ")})`;
}

/** `%`, `_` and `\` match themselves under ESCAPE '\'. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keyword's folded form when the search compares folded forms: the target has them and the
 * folded keyword still has 3 characters for the trigram index. Folded matching finds every row the
 * keyword as typed would (the fold goes character by character and folds ASCII case, as LIKE
 * does), so it replaces the plain check. "A-1" (2 characters folded) is matched as typed.
 */
export function foldedKeyword(target: SearchTarget, keyword: string): string | undefined {
  if (!target.folded) return undefined;
  const folded = foldText(keyword);
  return [...folded].length >= TRIGRAM ? folded : undefined;
}

const anyColumn = (target: SearchTarget, each: (column: SQLiteColumn) => SQL) =>
  sql.join(
    target.columns.map((c) => each(c)),
    sql` OR `,
  );

/**
 * The WHERE condition for rows of the target containing the keyword, or undefined for no search.
 * 1–2 characters: an escaped LIKE, at most 2×4 + 2 + 2 = 12 bytes of pattern. 3 and more: the FTS
 * index finds the candidates, then an instr(lower()) check on those rows keeps LIKE's exact
 * meaning (FTS5 also folds non-ASCII case, LIKE and lower() only ASCII), so a short and a long
 * keyword follow the same rule.
 */
export function searchCondition(
  targetName: SearchTargetName,
  keyword: string | undefined,
  plan: SearchPlan = "walk",
): SQL | undefined {
  if (!keyword) return undefined;
  const target: SearchTarget = SEARCH_TARGETS[targetName];
  if ([...keyword].length < TRIGRAM) {
    // A full-width "ＡＢ" also finds "AB" (decision 158); LIKE already folds ASCII case.
    const patterns = [...new Set([keyword, narrowText(keyword)])].map(likePattern);
    return sql`(${sql.join(
      patterns.map((pattern) => anyColumn(target, (c) => sql`${c} LIKE ${pattern} ESCAPE '\\'`)),
      sql` OR `,
    )})`;
  }
  const fts = sql.identifier(target.fts);
  // "walk": `+id` keeps SQLite from driving the query by the FTS id list; it walks the list's
  // ordering index and probes the ids, stopping at the page (a keyword in a quarter of 100k rows:
  // 7 ms instead of 55). "ids": the FTS ids drive (a rare keyword: no index walk). Decision 013.
  const id = plan === "walk" ? sql`+${target.id}` : sql`${target.id}`;
  return sql`(${id} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsQuery(target, keyword)}) AND ${exactly(target, keyword)})`;
}

/**
 * LIKE's meaning on a row the index found: the keyword in one of the columns, ASCII case folded;
 * or, compared folded, the folded keyword in one of the folded columns.
 */
function exactly(target: SearchTarget, keyword: string): SQL {
  const folded = foldedKeyword(target, keyword);
  if (folded !== undefined && target.folded) {
    const { table, columns } = target.folded;
    return sql`(${sql.join(
      columns.map((c) => sql`instr(${sql.identifier(table)}.${sql.identifier(c)}, ${folded}) > 0`),
      sql` OR `,
    )})`;
  }
  return sql`(${anyColumn(target, (c) => sql`instr(lower(${c}), lower(${keyword})) > 0`)})`;
}

/** How a 3+ character search runs: walk the list's ordering index, or start from the FTS ids. */
export type SearchPlan = "walk" | "ids";

/** Below this many FTS matches, starting from the ids beats walking the whole ordering index. */
const FEW_MATCHES = 2_000;

/** A keyword search of one target: the rows' condition, and for 3+ characters what counting needs. */
export interface TextSearch {
  /** The condition of the matching rows; undefined without a keyword. */
  where: SQL | undefined;
  /** The FTS table, its query, the target's id and the exact check of a row (see countMatches). */
  index?: { fts: SQLWrapper; match: string; id: SQLiteColumn; exact: SQL };
}

/**
 * The search with the plan that suits the keyword: one quick look at the FTS index (it stops at
 * FEW_MATCHES) tells a rare keyword, whose few ids are read and sorted, from a common one, whose
 * page is found by walking the ordering index a little way.
 */
export async function searchFilter(
  db: Db,
  targetName: SearchTargetName,
  keyword: string | undefined,
): Promise<TextSearch> {
  if (!keyword || [...keyword].length < TRIGRAM) return { where: searchCondition(targetName, keyword) };
  const target: SearchTarget = SEARCH_TARGETS[targetName];
  const fts = sql.identifier(target.fts);
  const match = ftsQuery(target, keyword);
  const [probe] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${FEW_MATCHES})`,
  );
  return {
    where: searchCondition(targetName, keyword, (probe?.n ?? 0) < FEW_MATCHES ? "ids" : "walk"),
    index: { fts, match, id: target.id, exact: exactly(target, keyword) },
  };
}

/** Matches a search counts past the start of the asked page, at most (see searchCountLimit). */
export const SEARCH_COUNT_AHEAD = 1_000;

/**
 * The LIMIT of the COUNT behind totalPages, or undefined (count everything) without a keyword.
 * Counting a common keyword reads every match (tens of thousands of rows at 100k posts) while the
 * page itself stops after `size`, so a search counts at most SEARCH_COUNT_AHEAD matches past the
 * page's offset: exact below that, otherwise at least 10 pages ahead at size 100 (100 at size 10).
 */
export function searchCountLimit(q: PageRequest, keyword: string | undefined): number | undefined {
  return keyword ? q.page * q.size + SEARCH_COUNT_AHEAD : undefined;
}

/** `SELECT count(*)` over a query's rows (a `$dynamic()` select), stopping at the limit if given. */
export function countRows(db: Db, rows: SQLiteSelect, limit: number | undefined) {
  return db.select({ n: count() }).from((limit === undefined ? rows : rows.limit(limit)).as("counted"));
}

/** The rows of a list that also meet a condition: `SELECT 1 FROM … WHERE <the list's filters> AND condition`. */
export type RowsWhere = (condition: SQL | undefined) => SQLiteSelect;

/**
 * The count of a searched list, stopping at the limit. With an index the count is driven by it:
 * the FTS matches stream in and each is checked against its row (the list's filters and the exact
 * check), so counting stops after `limit` rows instead of first collecting every match into the
 * IN list the page uses (26 764 ids for a common keyword at 100k inquiries: 12 ms → 2 ms).
 */
export function countMatches(db: Db, search: TextSearch, rows: RowsWhere, limit: number | undefined) {
  if (!search.index) return countRows(db, rows(search.where), limit);
  const { fts, match, id, exact } = search.index;
  const counted = sql`SELECT 1 FROM ${fts} WHERE ${fts} MATCH ${match} AND EXISTS ${rows(sql`${exact} AND ${id} = ${fts}.rowid`)}`;
  return db
    .select({ n: count() })
    .from(sql`(${counted}${limit === undefined ? sql`` : sql` LIMIT ${limit}`}) AS counted`);
}
