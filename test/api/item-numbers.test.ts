// GET /api/items/numbers?manuId= (API-SHAPES): the part numbers of a manufacturer's public
// items as {itemId, itemNum}, by displayOrder then itemId; a bad manuId is a Korean 400.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { item } from "../../db/schema";
import { call, contentChanged, db, expectJsonError, seedDatabase } from "../fixtures";

const numbersOf = async (manuId: number | string) => {
  const res = await call(`/api/items/numbers?manuId=${manuId}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as { itemId: number; itemNum: string | null }[];
};

const extra = (itemId: number, itemNum: string | null, displayOrder: number, itemYN = true) => ({
  itemId,
  itemName: `테스트 제품 ${itemId}`,
  itemNum,
  manuId: 1,
  itemTypeId: 1,
  glassSpecId: 1,
  itemYN,
  displayOrder,
});

beforeAll(async () => {
  await seedDatabase();
  // Seeded items 1-3 (HB-242, HB-160, HB-T82) of manufacturer 1 have displayOrder 1-3.
  await db()
    .insert(item)
    .values([
      extra(30, "HB-FIRST", 0),
      extra(31, "HB-TIE-B", 2), // same order as item 2: itemId decides
      extra(32, null, 9),
      extra(33, "HB-HIDDEN", 0, false),
    ]);
  await contentChanged();
  // The Worker loads the API on its first uncached request: pay that here, not in a test's 5 s.
  await call("/api/manufacturers");
});

describe("GET /api/items/numbers?manuId=", () => {
  it("gives exactly {itemId, itemNum} of the public items, by displayOrder then itemId", async () => {
    expect(await numbersOf(1)).toEqual([
      { itemId: 30, itemNum: "HB-FIRST" },
      { itemId: 1, itemNum: "HB-242" },
      { itemId: 2, itemNum: "HB-160" },
      { itemId: 31, itemNum: "HB-TIE-B" },
      { itemId: 3, itemNum: "HB-T82" },
      { itemId: 32, itemNum: null },
    ]);
  });

  it("keeps to the asked manufacturer and answers [] for an unknown one", async () => {
    expect(await numbersOf(2)).toEqual([
      { itemId: 4, itemNum: "CS-S1" },
      { itemId: 5, itemNum: "CS-230" },
      { itemId: 6, itemNum: "CS-D1" },
    ]);
    expect(await numbersOf(999)).toEqual([]);
  });

  it("drops an item once it stops being public", async () => {
    await db().update(item).set({ itemYN: false }).where(eq(item.itemId, 30));
    await contentChanged();
    expect((await numbersOf(1)).map((r) => r.itemId)).not.toContain(30);
  });

  it("answers 400 JSON with a Korean message for a missing, empty or bad manuId", async () => {
    for (const query of ["", "?manuId=", "?manuId=abc", "?manuId=0", "?manuId=-1", "?manuId=1.5", "?other=1"]) {
      await expectJsonError(await call(`/api/items/numbers${query}`), 400);
    }
  });
});
