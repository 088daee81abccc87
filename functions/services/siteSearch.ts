// The public site search (/search, decision 056): manufacturers by name, products by name or part number and posts by
// title, with the search rules every list uses (decision 013: any keyword up to 100 characters,
// `%` and `_` literal, FTS from 3 characters).
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { item, itemType, manufacturer } from "../../db/schema";
import { foldSql, foldText } from "../schemas/searchFold";
import { listPublicBoards } from "./boards";
import { mainFileName } from "./items";
import { searchCondition } from "./search";

/** Products shown at most; a keyword matching more says how many and asks for a longer one. */
export const SITE_SEARCH_ITEMS = 24;
/** Posts of each list shown; the rest are a link to the list searched by the same keyword. */
export const SITE_SEARCH_POSTS = 5;

/** Public products (shown, of a registered manufacturer) whose name or part number holds the keyword. */
function itemMatches(db: Db, keyword: string) {
  // "ids": the FTS matches drive (10 000 items at most, a page of 24).
  const where = and(eq(manufacturer.manuYN, "Y"), eq(item.itemYN, true), searchCondition("item", keyword, "ids"));
  return [
    db
      .select({
        itemId: item.itemId,
        itemName: item.itemName,
        itemNum: item.itemNum,
        itemTypeId: item.itemTypeId,
        itemTypeName: itemType.itemTypeName,
        manuId: manufacturer.manuId,
        manuName: manufacturer.manuName,
        mainFileName,
      })
      .from(item)
      .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
      .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
      .where(where)
      // The order the manufacturer pages list them in.
      .orderBy(asc(item.manuId), asc(item.itemTypeId), asc(item.displayOrder), asc(item.itemId))
      .limit(SITE_SEARCH_ITEMS),
    db.select({ n: count() }).from(item).innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId)).where(where),
  ] as const;
}

/** The manufacturer's name folded as the search folds (decision 158), computed on the few rows scanned. */
const MANU_NAME_FOLD = sql.raw(foldSql("`manu_name`"));

/**
 * Registered manufacturers whose name holds the keyword, as typed (ASCII case folded, as LIKE) or
 * folded as products are ("lg 하우시스" finds "LG하우시스"): a few dozen rows at most, so a scan
 * with instr, which has no pattern length limit.
 */
function manufacturerMatches(db: Db, keyword: string) {
  const folded = foldText(keyword);
  const asTyped = sql`instr(lower(${manufacturer.manuName}), lower(${keyword})) > 0`;
  // A keyword of spaces and hyphens only folds to nothing, which every name would hold.
  const holds = folded ? or(asTyped, sql`instr(${MANU_NAME_FOLD}, ${folded}) > 0`) : asTyped;
  return db
    .select({ manuId: manufacturer.manuId, manuName: manufacturer.manuName })
    .from(manufacturer)
    .where(and(eq(manufacturer.manuYN, "Y"), holds))
    .orderBy(asc(manufacturer.manuId));
}

/** What /search shows for a keyword: manufacturers, products, notices and FAQ, each with its total. */
export async function searchSite(db: Db, keyword: string) {
  const posts = (boardType: "NOTICE" | "FAQ") =>
    listPublicBoards(db, { boardType, page: 0, size: SITE_SEARCH_POSTS, searchKeyword: keyword });
  const [[manufacturers, items, [itemTotal]], notices, faqs] = await Promise.all([
    db.batch([manufacturerMatches(db, keyword), ...itemMatches(db, keyword)]),
    posts("NOTICE"),
    posts("FAQ"),
  ]);
  return {
    manufacturers,
    items: { rows: items, total: itemTotal?.n ?? 0 },
    // atLeast: the count stopped at its limit, a lower bound (decision 152).
    notices: { rows: notices.content, total: notices.totalElements, atLeast: notices.totalAtLeast === true },
    faqs: { rows: faqs.content, total: faqs.totalElements, atLeast: faqs.totalAtLeast === true },
  };
}
