// 순서 변경 within one type (decision 155): `within=type` counts positions among the item's own
// type at its manufacturer, the order its 제품소개 page shows, while the stored order stays one
// list per manufacturer (SPEC §4).
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { item } from "../../db/schema";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

let staff: LoggedIn;
let h: number;
let a: number;
let b: number;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
  // Three 현관 중문 (type 5) of manufacturer 1, after its three seeded items of other types: h
  // hidden, a and b public.
  const [spec] = await db().select({ glassSpecId: item.glassSpecId }).from(item).limit(1);
  if (!spec) throw new Error("the seed has no item");
  const added = await db()
    .insert(item)
    .values(
      ["중문 숨김", "중문 A", "중문 B"].map((itemName, i) => ({
        itemName,
        itemTypeId: 5,
        manuId: 1,
        glassSpecId: spec.glassSpecId,
        itemYN: i > 0,
        displayOrder: 4 + i,
      })),
    )
    .returning({ itemId: item.itemId });
  [h, a, b] = added.map((r) => r.itemId) as [number, number, number];
});

const orderOf = async (manuId: number) =>
  (
    await db()
      .select({ itemId: item.itemId })
      .from(item)
      .where(eq(item.manuId, manuId))
      .orderBy(asc(item.displayOrder), asc(item.itemId))
  ).map((r) => r.itemId);
const publicOrder = async () =>
  ((await (await call("/api/type/category?itemTypeId=5&manuId=1")).json()) as { itemId: number }[]).map(
    (r) => r.itemId,
  );
const moveInType = (itemId: number, displayId: number) =>
  callAs(staff, `/api/admin/items/update/displayorder?itemId=${itemId}&displayId=${displayId}&within=type`, {
    method: "POST",
  });

describe("POST /api/admin/items/update/displayorder?within=type", () => {
  it("moves an item among its type only; other types keep their places", async () => {
    expect(await orderOf(1)).toEqual([1, 2, 3, h, a, b]);
    expect(await publicOrder()).toEqual([a, b]);

    // First of its type: just before the type's first item, not before the manufacturer's first.
    let res = await moveInType(b, 1);
    expect([res.status, await res.text()]).toEqual([200, "순서가 변경되었습니다."]);
    expect(await orderOf(1)).toEqual([1, 2, 3, b, h, a]);
    expect(await publicOrder()).toEqual([b, a]);

    // Past the type's end: after its last item.
    res = await moveInType(h, 9);
    expect(res.status).toBe(200);
    expect(await orderOf(1)).toEqual([1, 2, 3, b, a, h]);

    // Down by one within the type; the stored order is renumbered 1..n.
    res = await moveInType(b, 2);
    expect(res.status).toBe(200);
    const rows = await db()
      .select({ itemId: item.itemId, displayOrder: item.displayOrder })
      .from(item)
      .where(eq(item.manuId, 1))
      .orderBy(asc(item.displayOrder));
    expect(rows.map((r) => [r.itemId, r.displayOrder])).toEqual([1, 2, 3, a, b, h].map((itemId, i) => [itemId, i + 1]));
    expect(await publicOrder()).toEqual([a, b]);
    // Other manufacturers are untouched.
    expect(await orderOf(2)).toEqual([4, 5, 6]);
  });

  it("refuses another scope with the field named, and changes nothing", async () => {
    const before = await orderOf(1);
    await expectJsonError(
      await callAs(staff, `/api/admin/items/update/displayorder?itemId=${a}&displayId=1&within=manu`, {
        method: "POST",
      }),
      400,
      "순서의 범위(within)는 type만 쓸 수 있습니다.",
    );
    expect(await orderOf(1)).toEqual(before);
  });
});
