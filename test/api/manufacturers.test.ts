import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { getManufacturerPage } from "../../functions/services/manufacturers";
import { call, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

describe("GET /api/manufacturers", () => {
  it("lists the public manufacturers by manuId with the spec's field names", async () => {
    const res = await call("/api/manufacturers");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { manuId: 1, manuName: "한빛 프리미엄", manuYN: "Y" },
      { manuId: 2, manuName: "청솔 시스템", manuYN: "Y" },
      { manuId: 3, manuName: "다온 창호", manuYN: "Y" },
    ]);
  });
});

/** The real D1 binding, counting round trips: each batch, and each statement run on its own. */
function countingRoundTrips(real: D1Database) {
  let trips = 0;
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const statement = (s: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(s, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (["all", "raw", "run", "first"].includes(String(property))) trips++;
        return value.bind(target);
      },
    });
    unwrapped.set(wrapped, s);
    return wrapped;
  };
  const d1 = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") return (query: string) => statement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips++;
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1, trips: () => trips };
}

describe("the manufacturer page's data", () => {
  const load = async (wanted: { typeId: number | null; itemId: number | null }) => {
    const counting = countingRoundTrips(env.DB);
    const page = await getManufacturerPage(getDb(counting.d1), 1, wanted);
    if (!page) throw new Error("manufacturer 1 is seeded");
    return { page, trips: counting.trips() };
  };
  /** A URL that shows a product: the page's data. */
  const shown = async (wanted: { typeId: number | null; itemId: number | null }) => {
    const { page, trips } = await load(wanted);
    if (page.kind !== "page") throw new Error(`${JSON.stringify(wanted)} is ${page.kind}`);
    return { page, trips };
  };

  it("is read in one round trip, whatever the URL names, and shows the item SPEC §2 chooses", async () => {
    const first = await shown({ typeId: null, itemId: null });
    expect(first.trips).toBe(1);
    expect(first.page.types.length).toBeGreaterThan(1);
    expect(first.page.typeId).toBe(first.page.types[0]?.itemTypeId);
    expect(first.page.item?.itemId).toBe(first.page.items[0]?.itemId);
    expect(first.page.item?.fileBoxes.length).toBeGreaterThan(0);

    // The second type: its first item; an item of it by name: that item.
    const secondType = first.page.types[1]?.itemTypeId ?? null;
    const ofType = await shown({ typeId: secondType, itemId: null });
    expect(ofType.trips).toBe(1);
    expect(ofType.page.typeId).toBe(secondType);
    expect(ofType.page.item?.itemId).toBe(ofType.page.items[0]?.itemId);
    const last = ofType.page.items.at(-1);
    const named = await shown({ typeId: secondType, itemId: last?.itemId ?? null });
    expect(named.trips).toBe(1);
    expect(named.page.item?.itemId).toBe(last?.itemId);
    expect(named.page.item?.itemName).toBe(last?.itemName);

    // An item of the second type asked for under the first (or under none): its own address.
    const secondTypeItem = ofType.page.items[0];
    for (const typeId of [first.page.typeId, null]) {
      const mismatched = await load({ typeId, itemId: secondTypeItem?.itemId ?? null });
      expect(mismatched.trips).toBe(1);
      expect(mismatched.page).toMatchObject({
        kind: "moved",
        path: `/manu/1?type=${secondType}&item=${secondTypeItem?.itemId}`,
      });
    }
    // A type or an item the manufacturer does not show: nothing else in its place (decision 126).
    for (const wanted of [
      { typeId: 999_999, itemId: 999_999 },
      { typeId: first.page.typeId, itemId: 999_999 },
      { typeId: 999_999, itemId: null },
      { typeId: null, itemId: 4 },
    ]) {
      const unknown = await load(wanted);
      expect(unknown.trips).toBe(1);
      expect(unknown.page, JSON.stringify(wanted)).toMatchObject({ kind: "missing", manufacturer: { manuId: 1 } });
      expect(unknown.page).not.toHaveProperty("item");
    }
  });
});
