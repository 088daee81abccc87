// 공개 / 비공개 of selected items (decision 064): POST /api/admin/items/visibility.
import { desc, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, item } from "../../db/schema";
import { sectionsOfWrite } from "../../functions/cache/sections";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

let staff: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

const change = (body: unknown) =>
  callAs(staff, "/api/admin/items/visibility", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const shown = async (ids: number[]) =>
  (await db().select({ itemId: item.itemId, itemYN: item.itemYN }).from(item).where(inArray(item.itemId, ids))).map(
    (r) => [r.itemId, r.itemYN],
  );
/** What visitors get for manufacturer 1's items (the public, edge-cached API). */
const publicNames = async () =>
  ((await (await call("/api/type/category?itemTypeId=1&manuId=1")).json()) as { itemName: string }[]).map(
    (i) => i.itemName,
  );

describe("POST /api/admin/items/visibility", () => {
  it("hides and shows the chosen items at once, for visitors on the very next request", async () => {
    const before = await publicNames();
    expect(before).toContain("슈퍼세이브 242");
    const res = await change({ itemIds: [1, 2, 2, 999], itemYN: false });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("2개 제품을 비공개로 바꿨습니다.");
    expect(await shown([1, 2, 3])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(await publicNames()).not.toContain("슈퍼세이브 242");
    await expectJsonError(await call("/api/items?itemId=1"), 404);

    const back = await change({ itemIds: [1, 2], itemYN: true });
    expect(await back.text()).toBe("2개 제품을 공개로 바꿨습니다.");
    expect(await shown([1, 2])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(await publicNames()).toEqual(before);
    expect(sectionsOfWrite("/api/admin/items/visibility")).toEqual(["catalog"]);
  });

  it("records the items it changed", async () => {
    await change({ itemIds: [3, 4], itemYN: true });
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(row).toMatchObject({ action: "update", resource: "items", targetId: "3,4" });
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ path: "/visibility" });
  });

  it("refuses an empty or bad selection, a missing flag and unknown items, changing nothing", async () => {
    const before = await db().select().from(item);
    await expectJsonError(await change({ itemIds: [], itemYN: true }), 400, "공개 여부를 바꿀 제품을 선택해주세요.");
    await expectJsonError(await change({ itemYN: true }), 400, "공개 여부를 바꿀 제품을 선택해주세요.");
    await expectJsonError(await change({ itemIds: [1] }), 400, "공개 여부(itemYN)는 true 또는 false 여야 합니다.");
    await expectJsonError(
      await change({ itemIds: [1], itemYN: "Y" }),
      400,
      "공개 여부(itemYN)는 true 또는 false 여야 합니다.",
    );
    await expectJsonError(await change({ itemIds: ["x"], itemYN: true }), 400, "제품 번호는 숫자여야 합니다.");
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    await expectJsonError(await change({ itemIds: many, itemYN: true }), 400, "한 번에 1000개까지 변경할 수 있습니다.");
    await expectJsonError(await change({ itemIds: [998, 999], itemYN: false }), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await change(""), 400, "요청 본문이 비어 있습니다.");
    await expectJsonError(await call("/api/admin/items/visibility", { method: "POST" }), 401);
    expect(await db().select().from(item)).toEqual(before);
  });
});
