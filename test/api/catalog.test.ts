// The public catalogue (SPEC §7 Public, API-SHAPES §3): manufacturers, types of a manufacturer,
// items of a type, one public item, and item image bytes at /item/{fileName}.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, item, manufacturer } from "../../db/schema";
import { bytesOf, call, contentChanged, db, expectJsonError, GIF, PNG, seedDatabase } from "../fixtures";

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

const getJson = async (path: string) => {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.json();
};

/** A public item with only the required columns; everything optional stays null. */
const bareItem = (itemId: number, manuId: number, itemTypeId: number, extra: Partial<typeof item.$inferInsert> = {}) =>
  ({ itemId, itemName: `테스트 제품 ${itemId}`, manuId, itemTypeId, glassSpecId: 1, itemYN: true, ...extra }) as const;

beforeAll(async () => {
  await seedDatabase();
  await db()
    .insert(manufacturer)
    .values([
      // Not registered: never listed to visitors, even with a public item.
      { manuId: 4, manuName: "미등록 제조사", manuYN: "N" },
      // Registered, but nothing public yet.
      { manuId: 5, manuName: "준비중 제조사", manuYN: "Y" },
    ]);
  await db()
    .insert(item)
    .values([
      bareItem(10, 4, 1),
      bareItem(11, 5, 2, { itemYN: false }),
      // 청솔 시스템 (2) already has item 4 "알루 슬림 S1" of type 3 with displayOrder 4.
      bareItem(20, 2, 3, { itemName: "알루 슬림 S2", displayOrder: 1 }),
      bareItem(21, 2, 3, { itemName: "알루 슬림 S3", displayOrder: 4 }),
      bareItem(22, 2, 3, { itemName: "알루 슬림 비공개", displayOrder: 0, itemYN: false }),
    ]);
  // Item 20 has three images; the main one has neither the lowest nor the highest id.
  const image = (fileBoxId: number, isMain: boolean) => ({
    fileBoxId,
    fileName: `${crypto.randomUUID()}.gif`,
    r2Key: `item/test-${fileBoxId}.gif`,
    fileOrgName: `사진 ${fileBoxId}.gif`,
    fileType: "image/gif",
    fileSize: GIF.byteLength,
    ownerKind: "ITEM" as const,
    ownerId: 20,
    isMain,
  });
  await db()
    .insert(fileBox)
    .values([image(200, false), image(300, true), image(250, false)]);
});

describe("GET /api/manufacturers", () => {
  it("leaves out a manufacturer whose manuYN is N", async () => {
    const list = (await getJson("/api/manufacturers")) as { manuId: number; manuName: string; manuYN: string }[];
    expect(list).toEqual([
      { manuId: 1, manuName: "한빛 프리미엄", manuYN: "Y" },
      { manuId: 2, manuName: "청솔 시스템", manuYN: "Y" },
      { manuId: 3, manuName: "다온 창호", manuYN: "Y" },
      { manuId: 5, manuName: "준비중 제조사", manuYN: "Y" },
    ]);
    expect(list.map((m) => m.manuName)).not.toContain("미등록 제조사");
  });
});

describe("GET /api/type?manuId=", () => {
  it("lists the types that have a public item of the manufacturer, by itemTypeId", async () => {
    expect(await getJson("/api/type?manuId=1")).toEqual([
      { itemTypeId: 1, itemTypeName: "발코니 이중창" },
      { itemTypeId: 2, itemTypeName: "거실 분합창" },
      { itemTypeId: 3, itemTypeName: "시스템창" },
    ]);
  });

  it("lists each type once, however many items it has, in itemTypeId order", async () => {
    // 청솔 시스템's items were seeded as types 3, 1, 4, and type 3 now has three public items.
    expect(await getJson("/api/type?manuId=2")).toEqual([
      { itemTypeId: 1, itemTypeName: "발코니 이중창" },
      { itemTypeId: 3, itemTypeName: "시스템창" },
      { itemTypeId: 4, itemTypeName: "터닝도어" },
    ]);
  });

  it("answers [] for a manufacturer without public items and for an unknown one", async () => {
    expect(await getJson("/api/type?manuId=5")).toEqual([]);
    expect(await getJson("/api/type?manuId=999")).toEqual([]);
  });

  it("answers 400 JSON for a missing, empty or non-numeric manuId", async () => {
    await expectJsonError(await call("/api/type"), 400, "제조사 번호를 확인해주세요.");
    await expectJsonError(await call("/api/type?manuId="), 400, "제조사 번호를 확인해주세요.");
    await expectJsonError(await call("/api/type?manuId=abc"), 400, "제조사 번호는 숫자여야 합니다.");
    await expectJsonError(await call("/api/type?manuId=1.5"), 400, "제조사 번호는 숫자여야 합니다.");
  });
});

describe("GET /api/type/category?itemTypeId=&manuId=", () => {
  it("lists the public items of the type in displayOrder, then itemId", async () => {
    expect(await getJson("/api/type/category?itemTypeId=3&manuId=2")).toEqual([
      { itemTypeId: 3, itemTypeName: "시스템창", itemId: 20, itemName: "알루 슬림 S2" },
      { itemTypeId: 3, itemTypeName: "시스템창", itemId: 4, itemName: "알루 슬림 S1" },
      { itemTypeId: 3, itemTypeName: "시스템창", itemId: 21, itemName: "알루 슬림 S3" },
    ]);
  });

  it("keeps to the asked manufacturer", async () => {
    // Type 1 exists at all three seeded manufacturers; only 다온 창호's comes back.
    expect(await getJson("/api/type/category?itemTypeId=1&manuId=3")).toEqual([
      { itemTypeId: 1, itemTypeName: "발코니 이중창", itemId: 7, itemName: "실속 이중창 220" },
    ]);
    expect(await getJson("/api/type/category?itemTypeId=5&manuId=1")).toEqual([]);
  });

  it("answers 400 JSON when either parameter is missing or not a number", async () => {
    await expectJsonError(await call("/api/type/category?itemTypeId=3"), 400, "제조사 번호를 확인해주세요.");
    await expectJsonError(await call("/api/type/category?manuId=2"), 400, "제품 타입 번호를 확인해주세요.");
    await expectJsonError(
      await call("/api/type/category?itemTypeId=x&manuId=2"),
      400,
      "제품 타입 번호는 숫자여야 합니다.",
    );
  });
});

describe("GET /api/items/itemname?manuId=&typeId=", () => {
  it("gives only itemId and itemName of the public items, in display order", async () => {
    expect(await getJson("/api/items/itemname?manuId=2&typeId=3")).toEqual([
      { itemId: 20, itemName: "알루 슬림 S2" },
      { itemId: 4, itemName: "알루 슬림 S1" },
      { itemId: 21, itemName: "알루 슬림 S3" },
    ]);
    expect(await getJson("/api/items/itemname?manuId=5&typeId=2")).toEqual([]);
  });

  it("answers 400 JSON when either parameter is missing or not a number", async () => {
    await expectJsonError(await call("/api/items/itemname?manuId=2"), 400, "제품 타입 번호를 확인해주세요.");
    await expectJsonError(await call("/api/items/itemname?manuId=two&typeId=3"), 400, "제조사 번호는 숫자여야 합니다.");
  });
});

describe("GET /api/items?itemId=", () => {
  it("gives the public item with exactly the fields of API-SHAPES §3", async () => {
    const body = (await getJson("/api/items?itemId=1")) as { fileBoxes: { fileName: string }[] };
    expect(body).toStrictEqual({
      itemId: 1,
      itemName: "슈퍼세이브 242",
      itemNum: "HB-242",
      itemUse: "발코니 확장부",
      itemInColor: "화이트",
      itemOutColor: "화이트",
      itemFrameWidth: "242",
      itemDescription: "에너지소비효율 1등급의 이중창",
      freeContent:
        "<h2>슈퍼세이브 242</h2><p>에너지소비효율 1등급의 이중창. 프레임 폭 242mm, 실외 화이트 / 실내 화이트 색상으로 제작됩니다.</p><ul><li>자체 공장 생산</li><li>정품 자재 사용</li><li>시공 후 5년 무상 보증</li></ul>",
      itemTypeName: "발코니 이중창",
      glassSize: "24mm",
      manuId: 1,
      manuName: "한빛 프리미엄",
      fileBoxes: [
        {
          fileBoxId: 1,
          fileName: expect.stringMatching(STORED_NAME),
          fileOrgName: "window-1.png",
          fileType: "image/png",
          fileSize: PNG.byteLength,
          isMain: true,
        },
      ],
    });
    expect(body.fileBoxes[0]?.fileName.endsWith(".png")).toBe(true);
  });

  it("lists fileBoxes as an array with the main image first, then by fileBoxId", async () => {
    const body = (await getJson("/api/items?itemId=20")) as { fileBoxes: { fileBoxId: number; isMain: boolean }[] };
    expect(Array.isArray(body.fileBoxes)).toBe(true);
    expect(body.fileBoxes.map((f) => [f.fileBoxId, f.isMain])).toEqual([
      [300, true],
      [200, false],
      [250, false],
    ]);
  });

  it("sends null, never leaves out, the fields an item does not have", async () => {
    expect(await getJson("/api/items?itemId=21")).toStrictEqual({
      itemId: 21,
      itemName: "알루 슬림 S3",
      itemNum: null,
      itemUse: null,
      itemInColor: null,
      itemOutColor: null,
      itemFrameWidth: null,
      itemDescription: null,
      freeContent: null,
      itemTypeName: "시스템창",
      glassSize: "22mm",
      manuId: 2,
      manuName: "청솔 시스템",
      fileBoxes: [],
    });
  });

  it("answers 404 JSON for an unknown item and for a seeded non-public one", async () => {
    await expectJsonError(await call("/api/items?itemId=9999"), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await call("/api/items?itemId=22"), 404, "제품을 찾을 수 없습니다.");
  });

  it("answers 400 JSON for itemId=abc and for a missing itemId", async () => {
    await expectJsonError(await call("/api/items?itemId=abc"), 400, "제품 번호는 숫자여야 합니다.");
    await expectJsonError(await call("/api/items"), 400, "제품 번호를 확인해주세요.");
  });
});

describe("an item that stops being public", () => {
  it("disappears from the item call and every list once itemYN is false", async () => {
    await db().insert(manufacturer).values({ manuId: 6, manuName: "공개 전환 제조사", manuYN: "Y" });
    await db()
      .insert(item)
      .values(bareItem(30, 6, 5, { itemName: "곧 내려갈 중문" }));

    expect(await getJson("/api/items?itemId=30")).toMatchObject({ itemId: 30, itemName: "곧 내려갈 중문" });
    expect(await getJson("/api/type?manuId=6")).toEqual([{ itemTypeId: 5, itemTypeName: "현관 중문" }]);
    expect(await getJson("/api/items/itemname?manuId=6&typeId=5")).toEqual([
      { itemId: 30, itemName: "곧 내려갈 중문" },
    ]);

    await db().update(item).set({ itemYN: false }).where(eq(item.itemId, 30));
    await contentChanged();

    await expectJsonError(await call("/api/items?itemId=30"), 404, "제품을 찾을 수 없습니다.");
    expect(await getJson("/api/type?manuId=6")).toEqual([]);
    expect(await getJson("/api/type/category?itemTypeId=5&manuId=6")).toEqual([]);
    expect(await getJson("/api/items/itemname?manuId=6&typeId=5")).toEqual([]);
  });
});

describe("GET /item/{fileName}", () => {
  it("serves the exact image bytes as image/png with a long immutable cache", async () => {
    const body = (await getJson("/api/items?itemId=1")) as { fileBoxes: { fileName: string }[] };
    const fileName = body.fileBoxes[0]?.fileName ?? "";
    const res = await call(`/item/${fileName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toContain("immutable");
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(await bytesOf(res)).toEqual(PNG);
  });

  it("answers 404 JSON for an unknown name", async () => {
    await expectJsonError(await call(`/item/${crypto.randomUUID()}.png`), 404, "이미지를 찾을 수 없습니다.");
  });

  it("does not serve a visitor's inquiry attachment through the public image URL", async () => {
    const fileName = `${crypto.randomUUID()}.png`;
    await env.BUCKET.put(`inquiry/${fileName}`, PNG, { httpMetadata: { contentType: "image/png" } });
    await db()
      .insert(fileBox)
      .values({
        fileName,
        r2Key: `inquiry/${fileName}`,
        fileOrgName: "현장 사진.png",
        fileType: "image/png",
        fileSize: PNG.byteLength,
        ownerKind: "INQUIRY",
        ownerId: 1,
      });
    await expectJsonError(await call(`/item/${fileName}`), 404, "이미지를 찾을 수 없습니다.");
  });
});
