// 복제 (decision 059): POST /api/admin/items/copy?itemId= makes a hidden copy of an item with
// copies of its images, or nothing at all.
import { env } from "cloudflare:test";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, fileBox, item, pendingUpload } from "../../db/schema";
import { sectionsOfWrite } from "../../functions/cache/sections";
import type { Env } from "../../functions/env";
import { FORM_MESSAGES } from "../../functions/files/receive";
import { copyName } from "../../functions/services/itemCopy";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import {
  aroundBatch,
  bucketKeys,
  bytesOf,
  call,
  callWith,
  countingBucket,
  db,
  expectJsonError,
  file,
  GIF,
  JPEG,
  PNG,
  request,
  seedDatabase,
} from "../fixtures";

let staff: LoggedIn;
/** Seeded item 1: public, manufacturer 1, one image "window-1.png". */
const ITEM = 1;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

const copy = (itemId: number | string) => callAs(staff, `/api/admin/items/copy?itemId=${itemId}`, { method: "POST" });

async function copied(res: Response): Promise<number> {
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { itemId: number };
  expect(Object.keys(body)).toEqual(["itemId"]);
  return body.itemId;
}

const itemRow = async (itemId: number) => (await db().select().from(item).where(eq(item.itemId, itemId)))[0];
const imageRows = (itemId: number) =>
  db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId)))
    .orderBy(asc(fileBox.displayOrder), asc(fileBox.fileBoxId));

async function storage() {
  const n = async (table: typeof item | typeof fileBox | typeof pendingUpload) =>
    (await db().select({ n: count() }).from(table))[0]?.n;
  return {
    items: await n(item),
    files: await n(fileBox),
    pending: await n(pendingUpload),
    keys: (await bucketKeys()).sort(),
  };
}

async function addImages(itemId: number, ...files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("files", f);
  const res = await callAs(staff, `/api/admin/items/images?itemId=${itemId}`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("POST /api/admin/items/copy", () => {
  it("makes a hidden copy with every field, last in its manufacturer's order", async () => {
    const source = await itemRow(ITEM);
    const newId = await copied(await copy(ITEM));
    const made = await itemRow(newId);
    const {
      itemId: _a,
      itemName,
      itemYN,
      displayOrder,
      itemRegDate: _r,
      itemUpdate: _u,
      ...fields
    } = made ?? ({} as never);
    const {
      itemId: _b,
      itemName: sourceName,
      itemYN: shown,
      itemRegDate: _r2,
      itemUpdate: _u2,
      displayOrder: _d,
      ...sourceFields
    } = source ?? ({} as never);
    expect(shown).toBe(true);
    expect(fields).toEqual(sourceFields);
    expect(source?.freeContent).toMatch(/<p>/);
    expect(itemName).toBe(`${sourceName} (사본)`);
    expect(itemYN).toBe(false);
    const [last] = await db()
      .select({ itemId: item.itemId })
      .from(item)
      .where(eq(item.manuId, source?.manuId ?? 0))
      .orderBy(desc(item.displayOrder), desc(item.itemId))
      .limit(1);
    expect(last?.itemId).toBe(newId);
    expect(displayOrder).toBeGreaterThan(source?.displayOrder ?? 0);

    // Visitors do not see it until staff publish it.
    const publicAnswer = await call(`/api/items?itemId=${newId}`);
    expect(publicAnswer.status).toBe(404);
    const detail = (await (await callAs(staff, `/api/admin/items/detail?itemId=${newId}`)).json()) as {
      itemName: string;
      itemYN: boolean;
    };
    expect(detail).toMatchObject({ itemName: `${sourceName} (사본)`, itemYN: false });
  });

  it("copies every image as a new object with the same bytes, names, main image and order", async () => {
    const bare = await copied(await copy(ITEM));
    // A second item with three images: window-1.png (main), then two more.
    await addImages(bare, file(GIF, "측면.gif", "image/gif"), file(JPEG, "창틀.jpg", "image/jpeg"));
    const originals = await imageRows(bare);
    expect(originals.map((r) => [r.fileOrgName, r.isMain])).toEqual([
      ["window-1.png", true],
      ["측면.gif", false],
      ["창틀.jpg", false],
    ]);

    const newId = await copied(await copy(bare));
    const copies = await imageRows(newId);
    expect(copies.map((r) => [r.fileOrgName, r.fileType, r.fileSize, r.isMain, r.displayOrder])).toEqual(
      originals.map((r) => [r.fileOrgName, r.fileType, r.fileSize, r.isMain, r.displayOrder]),
    );
    for (const [i, row] of copies.entries()) {
      const original = originals[i];
      expect(row.fileName).not.toBe(original?.fileName);
      expect(row.r2Key).toBe(`item/${row.fileName}`);
      const served = await bytesOf(await call(`/item/${row.fileName}`));
      expect(served).toEqual(await bytesOf(await call(`/item/${original?.fileName}`)));
    }
    expect(await db().select().from(pendingUpload)).toEqual([]);

    // The copies are the copy's own: deleting the copy leaves the original's images served.
    const gone = await callAs(staff, "/api/admin/items", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([newId]),
    });
    expect(gone.status).toBe(200);
    const keys = await bucketKeys();
    for (const row of copies) expect(keys).not.toContain(row.r2Key);
    for (const row of originals) {
      expect(keys).toContain(row.r2Key);
      expect((await call(`/item/${row.fileName}`)).status).toBe(200);
    }
  });

  it("keeps the name within the item name's 100 characters", () => {
    const long = "가".repeat(100);
    expect(copyName(long)).toBe(`${"가".repeat(95)} (사본)`);
    expect(copyName(long)).toHaveLength(100);
    expect(copyName("")).toBe("(사본)");
  });

  it("records who copied, as a new item made from which", async () => {
    const newId = await copied(await copy(ITEM));
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(row).toMatchObject({ action: "create", resource: "items", targetId: String(newId) });
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ source: ITEM, path: "/copy" });
  });

  it("is a catalog change for the public cache", () => {
    expect(sectionsOfWrite("/api/admin/items/copy")).toEqual(["catalog"]);
  });

  it("answers 404 for an unknown item, 400 for a bad id and 401 without a token, changing nothing", async () => {
    const before = await storage();
    await expectJsonError(await copy(99999), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await copy("abc"), 400, "제품 번호는 숫자여야 합니다.");
    await expectJsonError(
      await callAs(staff, "/api/admin/items/copy", { method: "POST" }),
      400,
      "제품 번호를 확인해주세요.",
    );
    await expectJsonError(await call(`/api/admin/items/copy?itemId=${ITEM}`, { method: "POST" }), 401);
    expect(await storage()).toEqual(before);
  });

  it("copies an item whose image object is missing without that image", async () => {
    const source = await copied(await copy(ITEM));
    const [image] = await imageRows(source);
    await env.BUCKET.delete(image?.r2Key ?? "");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const newId = await copied(await copy(source));
    expect(await imageRows(newId)).toEqual([]);
    expect(await db().select().from(pendingUpload)).toEqual([]);
  });
});

describe("when storage fails half-way", () => {
  /** The staff request with some bindings replaced. */
  const copyWith = (bindings: Partial<Env>, itemId: number) =>
    callWith(
      request(`/api/admin/items/copy?itemId=${itemId}`, {
        method: "POST",
        headers: { Authorization: staff.authorization },
      }),
      bindings,
    );

  async function itemWithThreeImages() {
    const itemId = await copied(await copy(ITEM));
    await addImages(itemId, file(GIF, "둘째.gif", "image/gif"), file(PNG, "셋째.png", "image/png"));
    return itemId;
  }

  it("an R2 failure on the second image answers 503 and leaves no item, row, object or pending upload", async () => {
    const source = await itemWithThreeImages();
    const before = await storage();
    const { bucket, puts } = countingBucket(2);
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expectJsonError(await copyWith({ BUCKET: bucket }, source), 503, FORM_MESSAGES.storage);
    expect(puts()).toBe(2);
    expect(await storage()).toEqual(before);
  });

  it("a D1 failure of the final batch answers 500 and removes the copied objects", async () => {
    const source = await itemWithThreeImages();
    const before = await storage();
    const { bucket, puts } = countingBucket();
    // The copy's batch writes the item, three file rows and the end of their pending state.
    const failing = aroundBatch(env.DB, (statements, run) =>
      statements.length === 5 ? Promise.reject(new Error("D1_ERROR: injected")) : run(),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expectJsonError(await copyWith({ DB: failing, BUCKET: bucket }, source), 500);
    expect(puts()).toBe(3);
    expect(await storage()).toEqual(before);
  });
});
