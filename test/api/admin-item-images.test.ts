// Every image of an item in the back office (README "Item images", decision 015): list, add,
// remove (R2 object and row), reorder and choose the main image; the public item follows at once.
import { env } from "cloudflare:test";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox } from "../../db/schema";
import { sectionsOfWrite } from "../../functions/cache/sections";
import { IMAGE_RULES } from "../../functions/files/rules";
import { removeImage } from "../../functions/services/itemImages";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import {
  bucketKeys,
  bytesOf,
  call,
  db,
  EXE,
  expectJsonError,
  file,
  GIF,
  JPEG,
  PDF,
  PNG,
  seedDatabase,
} from "../fixtures";

interface Image {
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  fileType: string;
  fileSize: number;
  isMain: boolean;
}

let staff: LoggedIn;
/** Seeded item 1 (public, one image "window-1.png"); item 10 is made here without images. */
const ITEM = 1;
let bare: number;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
  const form = new FormData();
  const dto = { itemName: "이미지 없는 제품", manuName: "한빛 프리미엄", itemYN: true, glassSpecId: 1, itemTypeId: 1 };
  form.append("createItemDTO", new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  expect((await callAs(staff, "/api/admin/items", { method: "POST", body: form })).status).toBe(200);
  bare = 10;
});

const filesForm = (...files: (File | string)[]) => {
  const form = new FormData();
  for (const f of files) form.append("files", f);
  return form;
};
const add = (itemId: number | string, form: FormData) =>
  callAs(staff, `/api/admin/items/images?itemId=${itemId}`, { method: "POST", body: form });
const remove = (fileBoxId: number | string) =>
  callAs(staff, `/api/admin/items/images?fileBoxId=${fileBoxId}`, { method: "DELETE" });
const reorder = (body: unknown) =>
  callAs(staff, "/api/admin/items/images/order", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const makeMain = (fileBoxId: number | string) =>
  callAs(staff, `/api/admin/items/images/main?fileBoxId=${fileBoxId}`, { method: "POST" });

async function imagesIn(res: Response): Promise<Image[]> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Image[];
}
const names = (images: Image[]) => images.map((i) => `${i.isMain ? "*" : ""}${i.fileOrgName}`);
const named = (images: Image[], fileOrgName: string) => {
  const image = images.find((i) => i.fileOrgName === fileOrgName);
  if (!image) throw new Error(`no image ${fileOrgName}`);
  return image;
};

/** The item as visitors get it: through the public (edge-cached) API. */
async function publicImages(itemId: number): Promise<Image[]> {
  const res = await call(`/api/items?itemId=${itemId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { fileBoxes: Image[] }).fileBoxes;
}

async function rowsOf(itemId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId)))
    .orderBy(asc(fileBox.fileBoxId));
}

async function storedState() {
  const rows = await db().select().from(fileBox).orderBy(asc(fileBox.fileBoxId));
  return { rows, keys: (await bucketKeys()).sort() };
}

const objectBytes = async (key: string) => {
  const object = await env.BUCKET.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
};

describe("without a token", () => {
  it("answers 401 to every image call and changes nothing", async () => {
    const before = await storedState();
    await expectJsonError(await call(`/api/admin/items/images?itemId=${ITEM}`), 401);
    const form = filesForm(file(PNG, "a.png", "image/png"));
    await expectJsonError(await call(`/api/admin/items/images?itemId=${ITEM}`, { method: "POST", body: form }), 401);
    await expectJsonError(await call("/api/admin/items/images?fileBoxId=1", { method: "DELETE" }), 401);
    await expectJsonError(
      await call("/api/admin/items/images/order", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ itemId: ITEM, fileBoxIds: [1] }),
      }),
      401,
    );
    await expectJsonError(await call("/api/admin/items/images/main?fileBoxId=1", { method: "POST" }), 401);
    expect(await storedState()).toEqual(before);
  });
});

describe("the public cache", () => {
  it("counts every image write as a catalog change", () => {
    for (const path of ["/api/admin/items/images", "/api/admin/items/images/order", "/api/admin/items/images/main"]) {
      expect(sectionsOfWrite(path)).toEqual(["catalog"]);
    }
  });
});

describe("GET /api/admin/items/images", () => {
  it("lists the item's images with the public item's fields, main first", async () => {
    const images = await imagesIn(await callAs(staff, `/api/admin/items/images?itemId=${ITEM}`));
    expect(images).toStrictEqual([
      {
        fileBoxId: 1,
        fileName: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
        fileOrgName: "window-1.png",
        fileType: "image/png",
        fileSize: PNG.byteLength,
        isMain: true,
      },
    ]);
    expect(await imagesIn(await callAs(staff, `/api/admin/items/images?itemId=${bare}`))).toEqual([]);
  });

  it("answers 404 for an unknown item and 400 for a bad or missing itemId", async () => {
    await expectJsonError(await callAs(staff, "/api/admin/items/images?itemId=9999"), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(
      await callAs(staff, "/api/admin/items/images?itemId=abc"),
      400,
      "제품 번호는 숫자여야 합니다.",
    );
    await expectJsonError(await callAs(staff, "/api/admin/items/images"), 400, "제품 번호를 확인해주세요.");
  });
});

describe("POST /api/admin/items/images", () => {
  it("adds images after the others, stores their bytes and shows them to visitors at once", async () => {
    // Warm the public cache first: the change must show on the very next request.
    expect(names(await publicImages(ITEM))).toEqual(["*window-1.png"]);
    const images = await imagesIn(
      await add(ITEM, filesForm(file(GIF, "측면.gif", "image/gif"), file(JPEG, "창틀.jpg", "image/jpeg"))),
    );
    expect(names(images)).toEqual(["*window-1.png", "측면.gif", "창틀.jpg"]);
    expect(images[2]).toMatchObject({ fileType: "image/jpeg", fileSize: JPEG.byteLength });
    expect(await publicImages(ITEM)).toEqual(images);

    const rows = await rowsOf(ITEM);
    expect(rows.map((r) => [r.fileOrgName, r.isMain, r.displayOrder])).toEqual([
      ["window-1.png", true, 0],
      ["측면.gif", false, 1],
      ["창틀.jpg", false, 2],
    ]);
    for (const [row, bytes] of [
      [rows[1], GIF],
      [rows[2], JPEG],
    ] as const) {
      expect(row?.r2Key).toBe(`item/${row?.fileName}`);
      expect(await objectBytes(row?.r2Key ?? "")).toEqual(bytes);
      expect(await bytesOf(await call(`/item/${row?.fileName}`))).toEqual(bytes);
    }
  });

  it("makes the first image of an item without images its main image", async () => {
    const images = await imagesIn(
      await add(bare, filesForm(file(PNG, "첫째.png", "image/png"), file(GIF, "둘째.gif", "image/gif"))),
    );
    expect(names(images)).toEqual(["*첫째.png", "둘째.gif"]);
    const detail = (await (await callAs(staff, `/api/admin/items/detail?itemId=${bare}`)).json()) as {
      fileBoxes: Image;
    };
    expect(detail.fileBoxes).toEqual(images[0]);
  });

  it("refuses non-image bytes, other kinds, no file, too many images and unknown items, storing nothing", async () => {
    const before = await storedState();
    await expectJsonError(
      await add(ITEM, filesForm(file(PNG, "ok.png", "image/png"), file(EXE, "사진.png", "image/png"))),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (사진.png)",
    );
    await expectJsonError(
      await add(ITEM, filesForm(file(PDF, "카탈로그.pdf", "application/pdf"))),
      400,
      IMAGE_RULES.typeMessage,
    );
    await expectJsonError(await add(ITEM, filesForm()), 400, "업로드할 이미지 파일을 선택해주세요.");
    await expectJsonError(await add(ITEM, filesForm("undefined")), 400, "업로드할 이미지 파일을 선택해주세요.");
    const eight = Array.from({ length: 8 }, (_, i) => file(PNG, `${i}.png`, "image/png"));
    await expectJsonError(
      await add(ITEM, filesForm(...eight)),
      400,
      "제품 이미지는 최대 10개까지 등록할 수 있습니다. (현재 3개)",
    );
    await expectJsonError(await add(9999, filesForm(file(PNG, "a.png", "image/png"))), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(
      await add("x", filesForm(file(PNG, "a.png", "image/png"))),
      400,
      "제품 번호는 숫자여야 합니다.",
    );
    await expectJsonError(
      await callAs(staff, `/api/admin/items/images?itemId=${ITEM}`, { method: "POST", body: "{}" }),
      400,
      "multipart/form-data 형식으로 보내주세요.",
    );
    expect(await storedState()).toEqual(before);
  });
});

describe("POST /api/admin/items/images/order", () => {
  it("puts the images in the given order after the main image; visitors see it at once", async () => {
    const [main, gif, jpg] = await publicImages(ITEM);
    const ids = [main?.fileBoxId, jpg?.fileBoxId, gif?.fileBoxId];
    const images = await imagesIn(await reorder({ itemId: ITEM, fileBoxIds: ids }));
    expect(names(images)).toEqual(["*window-1.png", "창틀.jpg", "측면.gif"]);
    expect(await publicImages(ITEM)).toEqual(images);
    // The main image stays first wherever the list puts it.
    const moved = await imagesIn(
      await reorder({ itemId: String(ITEM), fileBoxIds: [gif?.fileBoxId, jpg?.fileBoxId, main?.fileBoxId] }),
    );
    expect(names(moved)).toEqual(["*window-1.png", "측면.gif", "창틀.jpg"]);
  });

  it("refuses a list that is not exactly the item's images, and bad bodies, changing nothing", async () => {
    const before = await storedState();
    const ids = (await publicImages(ITEM)).map((i) => i.fileBoxId);
    const other = (await rowsOf(2))[0]?.fileBoxId;
    const stale = "이미지 목록이 바뀌었습니다. 화면을 새로고침한 뒤 다시 시도해주세요.";
    await expectJsonError(await reorder({ itemId: ITEM, fileBoxIds: ids.slice(1) }), 400, stale);
    await expectJsonError(await reorder({ itemId: ITEM, fileBoxIds: [...ids, other] }), 400, stale);
    await expectJsonError(await reorder({ itemId: ITEM, fileBoxIds: [ids[0], ids[1], ids[1]] }), 400, stale);
    await expectJsonError(
      await reorder({ itemId: ITEM, fileBoxIds: [] }),
      400,
      "이미지 순서(fileBoxIds)를 보내주세요.",
    );
    await expectJsonError(await reorder({ itemId: ITEM }), 400, "이미지 순서(fileBoxIds)를 보내주세요.");
    await expectJsonError(await reorder({ itemId: ITEM, fileBoxIds: ["a"] }), 400, "이미지 번호는 숫자여야 합니다.");
    await expectJsonError(await reorder({ fileBoxIds: ids }), 400, "제품 번호를 확인해주세요.");
    await expectJsonError(await reorder({ itemId: 9999, fileBoxIds: ids }), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await reorder("[1, 2"), 400, "요청 본문의 JSON 형식이 올바르지 않습니다.");
    await expectJsonError(await reorder(""), 400, "요청 본문이 비어 있습니다.");
    expect(await storedState()).toEqual(before);
  });
});

describe("POST /api/admin/items/images/main", () => {
  it("makes the image the only main one, first for visitors; the old main keeps its place in the order", async () => {
    // The order is now 측면.gif, 창틀.jpg, window-1.png (main).
    const jpg = named(await publicImages(ITEM), "창틀.jpg");
    const images = await imagesIn(await makeMain(jpg.fileBoxId));
    expect(names(images)).toEqual(["*창틀.jpg", "측면.gif", "window-1.png"]);
    expect((await rowsOf(ITEM)).filter((r) => r.isMain).map((r) => r.fileOrgName)).toEqual(["창틀.jpg"]);
    expect(await publicImages(ITEM)).toEqual(images);
    // The item's card on the home page and its admin item show the new main image too.
    const detail = (await (await callAs(staff, `/api/admin/items/detail?itemId=${ITEM}`)).json()) as {
      fileBoxes: Image;
    };
    expect(detail.fileBoxes.fileOrgName).toBe("창틀.jpg");
  });

  it("answers 404 for an unknown image or one that is not an item image, 400 for a bad id", async () => {
    const before = await storedState();
    const upload = new FormData();
    upload.append("image", file(PNG, "editor.png", "image/png"));
    const { url } = (await (await callAs(staff, "/api/image/upload", { method: "POST", body: upload })).json()) as {
      url: string;
    };
    const [editorRow] = await db()
      .select()
      .from(fileBox)
      .where(eq(fileBox.fileName, url.split("/").pop() ?? ""));
    const notFoundText = "제품 이미지를 찾을 수 없습니다. 화면을 새로고침한 뒤 다시 시도해주세요.";
    await expectJsonError(await makeMain(99999), 404, notFoundText);
    await expectJsonError(await makeMain(editorRow?.fileBoxId ?? 0), 404, notFoundText);
    await expectJsonError(await remove(editorRow?.fileBoxId ?? 0), 404, notFoundText);
    await expectJsonError(await makeMain("abc"), 400, "이미지 번호는 숫자여야 합니다.");
    await expectJsonError(
      await callAs(staff, "/api/admin/items/images/main", { method: "POST" }),
      400,
      "이미지 번호를 확인해주세요.",
    );
    expect((await storedState()).rows.filter((r) => r.ownerKind === "ITEM")).toEqual(
      before.rows.filter((r) => r.ownerKind === "ITEM"),
    );
  });
});

describe("DELETE /api/admin/items/images", () => {
  it("deletes a non-main image's row and R2 object; visitors no longer see it", async () => {
    const gif = named(await publicImages(ITEM), "측면.gif");
    const [row] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, gif.fileBoxId));
    expect(await objectBytes(row?.r2Key ?? "")).toEqual(GIF);
    const images = await imagesIn(await remove(gif.fileBoxId));
    expect(names(images)).toEqual(["*창틀.jpg", "window-1.png"]);
    expect(await publicImages(ITEM)).toEqual(images);
    expect(await db().select().from(fileBox).where(eq(fileBox.fileBoxId, gif.fileBoxId))).toEqual([]);
    expect(await env.BUCKET.get(row?.r2Key ?? "")).toBeNull();
    await expectJsonError(await call(`/item/${gif.fileName}`), 404, "이미지를 찾을 수 없습니다.");
    await expectJsonError(await remove(gif.fileBoxId), 404);
    await expectJsonError(await remove("x"), 400, "이미지 번호는 숫자여야 합니다.");
    await expectJsonError(
      await callAs(staff, "/api/admin/items/images", { method: "DELETE" }),
      400,
      "이미지 번호를 확인해주세요.",
    );
  });

  it("promotes the next image when the main one goes, and leaves no main when none is left", async () => {
    const [main, next] = await publicImages(ITEM);
    const images = await imagesIn(await remove(main?.fileBoxId ?? 0));
    expect(names(images)).toEqual(["*window-1.png"]);
    expect(images[0]?.fileBoxId).toBe(next?.fileBoxId);
    expect(await publicImages(ITEM)).toEqual(images);

    expect(await imagesIn(await remove(next?.fileBoxId ?? 0))).toEqual([]);
    expect(await publicImages(ITEM)).toEqual([]);
    expect(await rowsOf(ITEM)).toEqual([]);
    const detail = (await (await callAs(staff, `/api/admin/items/detail?itemId=${ITEM}`)).json()) as {
      fileBoxes: Image | null;
    };
    expect(detail.fileBoxes).toBeNull();
    // Every object left in the bucket still has its row.
    const rowKeys = (await db().select({ r2Key: fileBox.r2Key }).from(fileBox)).map((r) => r.r2Key).sort();
    expect((await bucketKeys()).sort()).toEqual(rowKeys);
  });

  it("keeps a TRASH row for the object when the R2 delete fails, and the next removal deletes both", async () => {
    const added = await imagesIn(
      await add(bare, filesForm(file(PNG, "셋째.png", "image/png"), file(GIF, "넷째.gif", "image/gif"))),
    );
    const [first, second] = [named(added, "셋째.png"), named(added, "넷째.gif")];
    const [row] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, first.fileBoxId));
    const failing = new Proxy(env.BUCKET, {
      get(target, prop) {
        if (prop === "delete") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

    const { images: left } = await removeImage(db(), failing, first.fileBoxId);
    // The item no longer shows the image; its object is still named by a row (no orphan).
    expect(left.map((i) => i.fileBoxId)).not.toContain(first.fileBoxId);
    expect(await objectBytes(row?.r2Key ?? "")).toEqual(PNG);
    const [trashed] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, first.fileBoxId));
    expect(trashed).toMatchObject({ ownerKind: "TRASH", isMain: false, r2Key: row?.r2Key });
    await expectJsonError(await call(`/item/${row?.fileName}`), 404);

    // The next removal empties the trash too.
    await imagesIn(await remove(second.fileBoxId));
    expect(await env.BUCKET.get(row?.r2Key ?? "")).toBeNull();
    expect(await db().select().from(fileBox).where(eq(fileBox.ownerKind, "TRASH"))).toEqual([]);
  });
});
