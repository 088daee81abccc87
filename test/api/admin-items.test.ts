// Back office items and editor images (SPEC §7 "Admin: items", API-SHAPES §5 and §6): the
// list, the admin item, create/update with images, delete with the stored files, display order.
import { env } from "cloudflare:test";
import { and, asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, item, pendingUpload } from "../../db/schema";
import { ITEM_IMAGES } from "../../functions/api/uploads";
import { receiveForm } from "../../functions/files/receive";
import { IMAGE_RULES } from "../../functions/files/rules";
import { createItem } from "../../functions/services/adminItems";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, bytesOf, call, db, EXE, expectJsonError, file, GIF, PDF, PNG, seedDatabase } from "../fixtures";

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

interface FileBoxJson {
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  fileType: string;
  fileSize: number;
  isMain: boolean;
}
interface AdminItem {
  itemId: number;
  itemName: string;
  itemNum: string | null;
  itemUse: string | null;
  itemInColor: string | null;
  itemOutColor: string | null;
  itemFrameWidth: string | null;
  itemDescription: string | null;
  freeContent: string | null;
  itemYN: boolean;
  itemRegDate: string;
  itemUpdate: string;
  manuId: number;
  manuName: string;
  itemType: string;
  itemTypeId: number;
  glassSize: string | null;
  glassSpecId: number;
  displayOrder: number;
  fileBoxes: FileBoxJson | null;
}
interface Row {
  itemId: number;
  itemNum: string | null;
  itemName: string;
  itemType: string;
  itemRegDate: string;
  itemUpdate: string;
  itemYN: boolean;
  manuId: number;
  manuName: string;
  displayOrder: number;
  mainFileName: string | null;
}
interface Page {
  content: Row[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

async function expectText(res: Response, status: number, text: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain;\s*charset=UTF-8/i);
  expect(await res.text()).toBe(text);
}

async function getJson<T>(path: string): Promise<T> {
  const res = await callAs(staff, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

const detail = (itemId: number) => getJson<AdminItem>(`/api/admin/items/detail?itemId=${itemId}`);
const list = (qs = "") => getJson<Page>(`/api/admin/items${qs}`);

/** A DTO part as the client sends it: a JSON blob named "blob", or a plain string. */
function dtoForm(name: string, dto: unknown, { asString = false } = {}) {
  const form = new FormData();
  if (asString) form.append(name, typeof dto === "string" ? dto : JSON.stringify(dto));
  else form.append(name, new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  return form;
}

function createForm(dto: unknown, files: File[] = [], options: { asString?: boolean } = {}) {
  const form = dtoForm("createItemDTO", dto, options);
  for (const f of files) form.append("files", f);
  return form;
}

function updateForm(dto: unknown, mainFile?: File | string) {
  const form = dtoForm("updateItemDTO", dto);
  if (mainFile !== undefined) form.append("mainFile", mainFile);
  return form;
}

const postForm = (path: string, form: FormData) => callAs(staff, path, { method: "POST", body: form });
const createItemCall = (form: FormData) => postForm("/api/admin/items", form);
const updateItemCall = (form: FormData) => postForm("/api/admin/items/update", form);

const BASE_DTO = {
  itemName: "테스트 이중창",
  manuName: "한빛 프리미엄",
  itemNum: "T-100",
  itemUse: "거실",
  itemOutColor: "화이트",
  itemInColor: "오크",
  itemFrameWidth: "250",
  itemDescription: "테스트용 제품",
  itemYN: true,
  freeContent: '<p style="color:red">좋은 창</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  glassSpecId: 2,
  itemTypeId: 1,
};

async function storedState() {
  const [items] = await db().select({ n: count() }).from(item);
  const [files] = await db().select({ n: count() }).from(fileBox);
  const [pending] = await db().select({ n: count() }).from(pendingUpload);
  return { items: items?.n, files: files?.n, pending: pending?.n, keys: (await bucketKeys()).sort() };
}

async function rowsOf(itemId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId)))
    .orderBy(asc(fileBox.fileBoxId));
}

describe("without a token", () => {
  it("answers 401 JSON to the admin item calls and the image upload, storing nothing", async () => {
    const before = await storedState();
    await expectJsonError(await call("/api/admin/items"), 401);
    await expectJsonError(await call("/api/admin/items/detail?itemId=1"), 401);
    await expectJsonError(await call("/api/admin/items", { method: "POST", body: createForm(BASE_DTO, []) }), 401);
    await expectJsonError(
      await call("/api/admin/items", {
        method: "DELETE",
        headers: { "Content-Type": "application/json" },
        body: "[1]",
      }),
      401,
    );
    await expectJsonError(
      await call("/api/admin/items/update/displayorder?itemId=1&displayId=2", { method: "POST" }),
      401,
    );
    const image = new FormData();
    image.append("image", file(PNG, "a.png", "image/png"));
    const res = await call("/api/image/upload", { method: "POST", body: image });
    await expectJsonError(res, 401);
    expect(await storedState()).toEqual(before);
  });
});

describe("GET /api/admin/items", () => {
  it("pages all items by displayOrder, 10 per page, with exactly the row fields", async () => {
    const page = await list();
    expect(page).toMatchObject({ totalElements: 9, totalPages: 1, number: 0, size: 10 });
    expect(page.content.map((r) => r.itemId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(page.content[0]).toStrictEqual({
      itemId: 1,
      itemNum: "HB-242",
      itemName: "슈퍼세이브 242",
      itemType: "발코니 이중창",
      itemRegDate: expect.stringMatching(DATE_TIME),
      itemUpdate: expect.stringMatching(DATE_TIME),
      itemYN: true,
      manuId: 1,
      manuName: "한빛 프리미엄",
      displayOrder: 1,
      mainFileName: expect.stringMatching(STORED_NAME),
    });
  });

  it("filters by exact manufacturer and type names; an empty name is no filter", async () => {
    expect((await list("?manuName=청솔 시스템")).content.map((r) => r.itemId)).toEqual([4, 5, 6]);
    expect((await list("?typeName=시스템창")).content.map((r) => r.itemId)).toEqual([3, 4]);
    expect((await list("?manuName=청솔 시스템&typeName=시스템창")).content.map((r) => r.itemId)).toEqual([4]);
    expect((await list("?manuName=청솔")).content).toEqual([]);
    expect((await list("?manuName=&typeName=")).totalElements).toBe(9);
  });

  it("honours page and size", async () => {
    const page = await list("?page=1&size=4");
    expect(page.content.map((r) => r.itemId)).toEqual([5, 6, 7, 8]);
    expect(page).toMatchObject({ totalPages: 3, number: 1, size: 4 });
    await expectJsonError(await callAs(staff, "/api/admin/items?size=0"), 400);
  });
});

describe("POST /api/admin/items", () => {
  it("creates the item with its images; the first file is the main image", async () => {
    const res = await createItemCall(
      createForm(BASE_DTO, [file(PNG, "정면 사진.png", "image/png"), file(GIF, "측면.gif", "image/gif")]),
    );
    await expectText(res, 200, "제품이 성공적으로 등록 되었습니다.");
    // Beside the spec's text, where the new item is (the back office opens it).
    expect(res.headers.get("Location")).toBe("/api/admin/items/detail?itemId=10");

    const created = await detail(10);
    expect(created).toStrictEqual({
      itemId: 10,
      itemName: "테스트 이중창",
      itemNum: "T-100",
      itemUse: "거실",
      itemInColor: "오크",
      itemOutColor: "화이트",
      itemFrameWidth: "250",
      itemDescription: "테스트용 제품",
      freeContent: expect.any(String),
      itemYN: true,
      itemRegDate: expect.stringMatching(DATE_TIME),
      itemUpdate: expect.stringMatching(DATE_TIME),
      manuId: 1,
      manuName: "한빛 프리미엄",
      itemType: "발코니 이중창",
      itemTypeId: 1,
      glassSize: "24mm",
      glassSpecId: 2,
      // Manufacturer 1's items are 1, 2, 3: max + 1.
      displayOrder: 4,
      fileBoxes: {
        fileBoxId: expect.any(Number),
        fileName: expect.stringMatching(STORED_NAME),
        fileOrgName: "정면 사진.png",
        fileType: "image/png",
        fileSize: PNG.byteLength,
        isMain: true,
      },
    });
    // The rich content is sanitized: no script, no event handler.
    expect(created.freeContent).toContain("좋은 창");
    expect(created.freeContent).not.toMatch(/script|onerror|alert/);

    const rows = await rowsOf(10);
    expect(rows.map((r) => [r.fileOrgName, r.isMain, r.fileType])).toEqual([
      ["정면 사진.png", true, "image/png"],
      ["측면.gif", false, "image/gif"],
    ]);
    const keys = await bucketKeys();
    for (const r of rows) {
      expect(r.r2Key).toBe(`item/${r.fileName}`);
      expect(keys).toContain(r.r2Key);
    }
    // The public image URL serves the stored bytes.
    const image = await call(`/item/${created.fileBoxes?.fileName}`);
    expect(image.status).toBe(200);
    expect(await bytesOf(image)).toEqual(PNG);
  });

  it("accepts the DTO as a plain string part, numeric-string ids, no files and itemYN ''", async () => {
    const dto = { manuName: "한빛 프리미엄", itemYN: "", glassSpecId: "1", itemTypeId: "5", itemFrameWidth: 90 };
    await expectText(
      await createItemCall(createForm(dto, [], { asString: true })),
      200,
      "제품이 성공적으로 등록 되었습니다.",
    );
    expect(await detail(11)).toMatchObject({
      itemId: 11,
      itemName: "",
      itemNum: null,
      itemUse: null,
      itemFrameWidth: "90",
      freeContent: null,
      itemYN: false,
      itemTypeId: 5,
      glassSpecId: 1,
      glassSize: "22mm",
      displayOrder: 5,
      fileBoxes: null,
    });
  });

  it("refuses a missing or unknown glass spec, type or manufacturer with the spec's messages, storing nothing", async () => {
    const before = await storedState();
    const png = () => [file(PNG, "a.png", "image/png")];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BASE_DTO, glassSpecId: undefined }, "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, glassSpecId: "" }, "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, glassSpecId: 999 }, "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, itemTypeId: null }, "제품 타입은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, itemTypeId: 999 }, "제품 타입은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, manuName: undefined }, "제조사명은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, manuName: "" }, "제조사명은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, manuName: "없는 제조사" }, "제조사명은 필수 선택 사항입니다. 다시 선택해주세요."],
      [{ ...BASE_DTO, itemName: "가".repeat(101) }, "제품명은 100자 이하로 입력해주세요."],
      [{ ...BASE_DTO, itemNum: "1".repeat(51) }, "품번은 50자 이하로 입력해주세요."],
      [{ ...BASE_DTO, itemYN: "maybe" }, "공개 여부(itemYN)는 true 또는 false 여야 합니다."],
    ];
    for (const [dto, message] of cases) {
      await expectJsonError(await createItemCall(createForm(dto, png())), 400, message);
    }
    await expectJsonError(await createItemCall(new FormData()), 400, "createItemDTO 항목이 없습니다.");
    await expectJsonError(
      await createItemCall(createForm("{not json", [], { asString: true })),
      400,
      "createItemDTO 항목의 JSON 형식이 올바르지 않습니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/items", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(BASE_DTO),
      }),
      400,
    );
    expect(await storedState()).toEqual(before);
  });

  it("refuses a non-image upload (by its bytes or its kind) with 400 and stores nothing", async () => {
    const before = await storedState();
    await expectJsonError(
      await createItemCall(
        createForm(BASE_DTO, [file(PNG, "ok.png", "image/png"), file(EXE, "virus.png", "image/png")]),
      ),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (virus.png)",
    );
    await expectJsonError(
      await createItemCall(createForm(BASE_DTO, [file(PDF, "catalog.pdf", "application/pdf")])),
      400,
      IMAGE_RULES.typeMessage,
    );
    expect(await storedState()).toEqual(before);
  });

  it("leaves no object and no row when the row batch fails after the objects were written", async () => {
    const before = await storedState();
    // The router's path: the image streams to R2 as a pending upload, then the batch claims it.
    const form = new FormData();
    form.append("files", file(PNG, "orphan.png", "image/png"));
    const request = new Request("http://localhost/api/admin/items", { method: "POST", body: form });
    const received = await receiveForm(request, { db: db(), bucket: env.BUCKET, usersId: 1 }, [ITEM_IMAGES]);
    const prepared = received.files("files");
    expect(await bucketKeys()).toContain(prepared[0]?.r2Key);
    // itemTypeId 999 does not exist: validation is bypassed, so the foreign key fails the batch.
    const input = {
      itemName: "실패할 제품",
      itemNum: null,
      itemUse: null,
      itemOutColor: null,
      itemInColor: null,
      itemFrameWidth: null,
      itemDescription: null,
      freeContent: null,
      itemYN: true,
      glassSpecId: 1,
      itemTypeId: 999,
      manuId: 1,
    };
    await expect(received.settle(() => createItem(db(), input, prepared))).rejects.toThrow();
    expect(await bucketKeys()).not.toContain(prepared[0]?.r2Key);
    expect(await db().select().from(item).where(eq(item.itemName, "실패할 제품"))).toEqual([]);
    expect(await storedState()).toEqual(before);
  });
});

describe("GET /api/admin/items/detail and /modify", () => {
  it("give the same admin item, with fileBoxes one object (not an array)", async () => {
    const shown = await detail(1);
    expect(await getJson(`/api/admin/items/modify?itemId=1`)).toStrictEqual(shown);
    expect(Array.isArray(shown.fileBoxes)).toBe(false);
    expect(shown.fileBoxes).toStrictEqual({
      fileBoxId: 1,
      fileName: expect.stringMatching(STORED_NAME),
      fileOrgName: "window-1.png",
      fileType: "image/png",
      fileSize: PNG.byteLength,
      isMain: true,
    });
    expect(shown).toMatchObject({ itemTypeId: 1, glassSpecId: 2, displayOrder: 1, manuName: "한빛 프리미엄" });
  });

  it("answer 404 for an unknown item and 400 for a bad or missing id", async () => {
    await expectJsonError(await callAs(staff, "/api/admin/items/detail?itemId=9999"), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await callAs(staff, "/api/admin/items/modify?itemId=9999"), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(
      await callAs(staff, "/api/admin/items/detail?itemId=abc"),
      400,
      "제품 번호는 숫자여야 합니다.",
    );
    await expectJsonError(await callAs(staff, "/api/admin/items/modify"), 400, "제품 번호를 확인해주세요.");
  });
});

describe("POST /api/admin/items/update", () => {
  const OLD = "2020-01-01T00:00:00";

  it("changes only the given fields, sets itemUpdate to now and ignores a text mainFile", async () => {
    await db().update(item).set({ itemUpdate: OLD }).where(eq(item.itemId, 10));
    const before = await detail(10);
    const keysBefore = (await bucketKeys()).sort();
    const res = await updateItemCall(
      updateForm(
        {
          itemId: 10,
          itemName: "바뀐 이중창",
          itemUse: "",
          itemYN: null,
          itemType: "무시되는 이름",
          itemSpec: "무시",
          manuName: "청솔 시스템",
          manuId: 2,
          fileBoxId: before.fileBoxes?.fileBoxId,
        },
        "undefined",
      ),
    );
    await expectText(res, 200, "수정되었습니다.");
    const after = await detail(10);
    expect(after).toStrictEqual({
      ...before,
      itemName: "바뀐 이중창",
      itemUse: null,
      itemUpdate: expect.stringMatching(DATE_TIME),
    });
    expect(after.itemUpdate > OLD).toBe(true);
    // The manufacturer and the image did not change.
    expect(after).toMatchObject({ manuId: 1, manuName: "한빛 프리미엄", itemYN: true });
    expect((await bucketKeys()).sort()).toEqual(keysBefore);
  });

  it("changes type, glass spec and flags; freeContent is sanitized", async () => {
    await expectText(
      await updateItemCall(
        updateForm({
          itemId: "10",
          itemTypeId: "2",
          glassSpecId: 3,
          itemYN: "",
          freeContent: '<h2>새 설명</h2><a href="javascript:alert(1)">x</a>',
        }),
      ),
      200,
      "수정되었습니다.",
    );
    const after = await detail(10);
    expect(after).toMatchObject({
      itemTypeId: 2,
      itemType: "거실 분합창",
      glassSpecId: 3,
      glassSize: "26mm",
      itemYN: false,
      itemName: "바뀐 이중창",
    });
    expect(after.freeContent).toContain("<h2>새 설명</h2>");
    expect(after.freeContent).not.toContain("javascript");
  });

  it("answers 404 for an unknown item and 400 for a missing itemId or an unknown reference", async () => {
    await expectJsonError(
      await updateItemCall(updateForm({ itemId: 9999, itemName: "x" })),
      404,
      "제품을 찾을 수 없습니다.",
    );
    await expectJsonError(await updateItemCall(updateForm({ itemName: "x" })), 400, "제품 번호를 확인해주세요.");
    await expectJsonError(
      await updateItemCall(updateForm({ itemId: 10, itemName: "안 바뀜", glassSpecId: 999 })),
      400,
      "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요.",
    );
    await expectJsonError(
      await updateItemCall(updateForm({ itemId: 10, itemName: "안 바뀜", itemTypeId: 999 })),
      400,
      "제품 타입은 필수 선택 사항입니다. 다시 선택해주세요.",
    );
    expect((await detail(10)).itemName).toBe("바뀐 이중창");
  });

  it("replaces image fileBoxId with a new mainFile, removing the old row and object", async () => {
    const before = await detail(10);
    const old = before.fileBoxes as FileBoxJson;
    const [oldRow] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, old.fileBoxId));
    const res = await updateItemCall(
      updateForm({ itemId: 10, fileBoxId: old.fileBoxId }, file(GIF, "새 대표.gif", "image/gif")),
    );
    await expectText(res, 200, "수정되었습니다.");

    const after = await detail(10);
    expect(after.fileBoxes).toStrictEqual({
      fileBoxId: expect.any(Number),
      fileName: expect.stringMatching(STORED_NAME),
      fileOrgName: "새 대표.gif",
      fileType: "image/gif",
      fileSize: GIF.byteLength,
      isMain: true,
    });
    expect(after.fileBoxes?.fileBoxId).not.toBe(old.fileBoxId);
    const rows = await rowsOf(10);
    expect(rows.map((r) => [r.fileOrgName, r.isMain])).toEqual([
      ["측면.gif", false],
      ["새 대표.gif", true],
    ]);
    const keys = await bucketKeys();
    expect(keys).not.toContain(oldRow?.r2Key);
    for (const r of rows) expect(keys).toContain(r.r2Key);
    const image = await call(`/item/${after.fileBoxes?.fileName}`);
    expect(await bytesOf(image)).toEqual(GIF);
    await expectJsonError(await call(`/item/${old.fileName}`), 404);
  });

  it("makes a mainFile the main image when the item has none (no fileBoxId)", async () => {
    expect((await detail(11)).fileBoxes).toBeNull();
    await expectText(
      await updateItemCall(updateForm({ itemId: 11 }, file(PNG, "첫 이미지.png", "image/png"))),
      200,
      "수정되었습니다.",
    );
    expect((await detail(11)).fileBoxes).toMatchObject({ fileOrgName: "첫 이미지.png", isMain: true });
  });

  it("refuses another item's image id and a non-image mainFile, changing and storing nothing", async () => {
    const before = await storedState();
    const item10 = await detail(10);
    await expectJsonError(
      await updateItemCall(
        updateForm({ itemId: 10, itemName: "안 바뀜", fileBoxId: 1 }, file(PNG, "b.png", "image/png")),
      ),
      400,
      "교체할 대표 이미지를 찾을 수 없습니다. 화면을 새로고침한 뒤 다시 시도해주세요.",
    );
    await expectJsonError(
      await updateItemCall(updateForm({ itemId: 10, itemName: "안 바뀜" }, file(EXE, "b.png", "image/png"))),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (b.png)",
    );
    expect(await storedState()).toEqual(before);
    expect(await detail(10)).toStrictEqual(item10);
    expect((await detail(1)).fileBoxes?.fileBoxId).toBe(1);
  });
});

describe("POST /api/admin/items/update/displayorder", () => {
  const orderOf = async (manuId: number) =>
    (
      await db()
        .select({ itemId: item.itemId, displayOrder: item.displayOrder })
        .from(item)
        .where(eq(item.manuId, manuId))
        .orderBy(asc(item.displayOrder), asc(item.itemId))
    ).map((r) => [r.itemId, r.displayOrder]);
  const category = async () =>
    ((await (await call("/api/type/category?itemTypeId=5&manuId=1")).json()) as { itemId: number }[]).map(
      (r) => r.itemId,
    );
  const move = (itemId: number | string, displayId: number | string) =>
    callAs(staff, `/api/admin/items/update/displayorder?itemId=${itemId}&displayId=${displayId}`, { method: "POST" });

  it("moves an item and renumbers its manufacturer's items 1..n; the public list follows", async () => {
    // Two public 현관 중문 of manufacturer 1: items 12 and 13 (item 11 is type 5 but not public).
    for (const itemName of ["중문 A", "중문 B"]) {
      await createItemCall(createForm({ ...BASE_DTO, itemName, itemTypeId: 5 }));
    }
    expect(await orderOf(1)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [10, 4],
      [11, 5],
      [12, 6],
      [13, 7],
    ]);
    expect(await category()).toEqual([12, 13]);

    await expectText(await move(13, 1), 200, "순서가 변경되었습니다.");
    expect(await orderOf(1)).toEqual([
      [13, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [10, 5],
      [11, 6],
      [12, 7],
    ]);
    expect(await category()).toEqual([13, 12]);
    const page = await list("?manuName=한빛 프리미엄");
    expect(page.content.map((r) => [r.itemId, r.displayOrder])).toEqual(await orderOf(1));

    // Down the list, and a position past the end means last.
    await expectText(await move(1, 4), 200, "순서가 변경되었습니다.");
    expect((await orderOf(1)).map(([id]) => id)).toEqual([13, 2, 3, 1, 10, 11, 12]);
    await expectText(await move(13, 99), 200, "순서가 변경되었습니다.");
    expect(await orderOf(1)).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
      [10, 4],
      [11, 5],
      [12, 6],
      [13, 7],
    ]);
    expect(await category()).toEqual([12, 13]);
    // Other manufacturers keep their order.
    expect(await orderOf(2)).toEqual([
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
  });

  it("answers 404 for an unknown item and 400 for a non-integer or missing position", async () => {
    const before = await orderOf(1);
    await expectJsonError(await move(9999, 1), 404, "제품을 찾을 수 없습니다.");
    await expectJsonError(await move(1, "1.5"), 400, "순서(displayId)는 정수여야 합니다.");
    await expectJsonError(await move(1, "abc"), 400, "순서(displayId)는 정수여야 합니다.");
    await expectJsonError(await move(1, ""), 400, "변경할 순서(displayId)를 입력해주세요.");
    await expectJsonError(await move("x", 1), 400, "제품 번호는 숫자여야 합니다.");
    expect(await orderOf(1)).toEqual(before);
  });
});

describe("DELETE /api/admin/items", () => {
  const del = (body: string) =>
    callAs(staff, "/api/admin/items", { method: "DELETE", headers: { "Content-Type": "application/json" }, body });

  it("answers 400 for an empty array, a non-array and a missing body", async () => {
    const before = await storedState();
    await expectJsonError(await del("[]"), 400, "삭제할 제품을 선택해주세요.");
    await expectJsonError(await del('{"itemIds":[1]}'), 400, "삭제할 제품을 선택해주세요.");
    await expectJsonError(await del(""), 400);
    await expectJsonError(await del('["abc"]'), 400, "제품 번호는 숫자여야 합니다.");
    expect(await storedState()).toEqual(before);
  });

  it("deletes the items with their file rows and stored objects, ignoring unknown ids", async () => {
    const doomed = [...(await rowsOf(10)), ...(await rowsOf(11))];
    expect(doomed).toHaveLength(3);
    const kept = await rowsOf(1);
    const res = await del('[10, "11", 99999]');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");

    expect(await db().select().from(item).where(eq(item.itemId, 10))).toEqual([]);
    expect(await db().select().from(item).where(eq(item.itemId, 11))).toEqual([]);
    expect([...(await rowsOf(10)), ...(await rowsOf(11))]).toEqual([]);
    const keys = await bucketKeys();
    for (const r of doomed) expect(keys).not.toContain(r.r2Key);
    for (const r of kept) expect(keys).toContain(r.r2Key);
    await expectJsonError(await callAs(staff, "/api/admin/items/detail?itemId=10"), 404);
    expect((await list("?manuName=한빛 프리미엄")).content.map((r) => r.itemId)).toEqual([2, 3, 1, 12, 13]);
  });
});

describe("POST /api/image/upload and GET /api/image/{fileName}", () => {
  const upload = (f: File | string | null) => {
    const form = new FormData();
    if (f !== null) form.append("image", f);
    return callAs(staff, "/api/image/upload", { method: "POST", body: form });
  };

  it("stores an editor image and answers {url}; the url serves the same bytes publicly", async () => {
    const res = await upload(file(PNG, "에디터 그림.png", "image/png"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string };
    expect(Object.keys(body)).toEqual(["url"]);
    expect(body.url).toMatch(/^\/api\/image\/[0-9a-f-]{36}\.png$/);
    const fileName = body.url.slice("/api/image/".length);
    expect(STORED_NAME.test(fileName)).toBe(true);

    const [row] = await db().select().from(fileBox).where(eq(fileBox.fileName, fileName));
    expect(row).toMatchObject({ ownerKind: "EDITOR", fileOrgName: "에디터 그림.png", fileType: "image/png" });
    expect(await bucketKeys()).toContain(`editor/${fileName}`);

    // Visitors read posts with editor images: no token needed.
    const image = await call(body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // A day, not a year: an image no text uses any more is removed (decision 143).
    expect(image.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(image.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(await bytesOf(image)).toEqual(PNG);
  });

  it("refuses a non-image with 400 JSON and no url, storing nothing", async () => {
    const before = await storedState();
    for (const [f, message] of [
      [file(EXE, "사진.png", "image/png"), "파일 내용이 확장자와 일치하지 않습니다. (사진.png)"],
      [file(PDF, "문서.pdf", "application/pdf"), IMAGE_RULES.typeMessage],
    ] as const) {
      const res = await upload(f);
      const text = await res.clone().text();
      expect(text).not.toContain("url");
      await expectJsonError(res, 400, message);
    }
    await expectJsonError(await upload(null), 400, "업로드할 이미지 파일을 선택해주세요.");
    await expectJsonError(await upload("undefined"), 400, "업로드할 이미지 파일을 선택해주세요.");
    expect(await storedState()).toEqual(before);
  });

  it("answers 404 for an unknown name and does not serve item images or uploads by other kinds", async () => {
    await expectJsonError(await call(`/api/image/${crypto.randomUUID()}.png`), 404, "이미지를 찾을 수 없습니다.");
    const [seeded] = await rowsOf(1);
    await expectJsonError(await call(`/api/image/${seeded?.fileName}`), 404, "이미지를 찾을 수 없습니다.");
    await expectJsonError(await call("/api/image/..%2Fitem%2Fx.png"), 400);
  });
});

describe("GET /api/admin/items: thumbnails and search (issue 11)", () => {
  it("gives each row its main image's stored name for the thumbnail (served at /item/{name}), null without images", async () => {
    // The seeded items: one main image each, served as an image.
    const seeded = (await list("?size=100")).content.filter((r) => r.itemId <= 9);
    expect(seeded).toHaveLength(9);
    for (const row of seeded) {
      const [main] = (await rowsOf(row.itemId)).filter((f) => f.isMain);
      expect(row.mainFileName, row.itemName).toBe(main?.fileName);
      const image = await call(`/item/${row.mainFileName}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\//);
    }

    // The main image wins over an earlier one; an item without images has null.
    const created = await createItemCall(
      createForm({ ...BASE_DTO, itemName: "썸네일 순서", manuName: "다온 창호" }, [
        file(PNG, "first.png", "image/png"),
        file(GIF, "second.gif", "image/gif"),
      ]),
    );
    expect(created.status).toBe(200);
    expect(
      (await createItemCall(createForm({ ...BASE_DTO, itemName: "이미지 없는 제품", manuName: "다온 창호" }))).status,
    ).toBe(200);
    const rows = (await list("?manuName=다온 창호&size=100")).content;
    const withImages = rows.find((r) => r.itemName === "썸네일 순서") as Row;
    const [first, second] = await rowsOf(withImages.itemId);
    expect(withImages.mainFileName).toBe(first?.fileName);
    await db()
      .update(fileBox)
      .set({ isMain: false })
      .where(eq(fileBox.fileBoxId, first?.fileBoxId as number));
    await db()
      .update(fileBox)
      .set({ isMain: true })
      .where(eq(fileBox.fileBoxId, second?.fileBoxId as number));
    const after = (await list("?manuName=다온 창호&size=100")).content;
    expect(after.find((r) => r.itemId === withImages.itemId)?.mainFileName).toBe(second?.fileName);
    expect(after.find((r) => r.itemName === "이미지 없는 제품")?.mainFileName).toBeNull();
  });

  describe("searchKeyword (item name or number)", () => {
    const names = async (keyword: string, extra = "") =>
      (await list(`?${new URLSearchParams({ searchKeyword: keyword, size: "100" })}${extra}`)).content.map(
        (r) => r.itemName,
      );

    it("finds 1- and 2-character Korean terms and item numbers, case-insensitively", async () => {
      expect(await names("창")).toEqual(expect.arrayContaining(["실속 이중창 220", "분합창 클래식"]));
      for (const name of await names("창")) expect(name).toContain("창");
      expect(await names("세이")).toEqual(["슈퍼세이브 242"]);
      expect(await names("연동")).toEqual(["3연동 중문"]);
      expect(await names("hb-t82")).toEqual(["시스템 T82"]);
      expect((await names("CS-")).sort()).toEqual(["알루 리프트 230", "알루 슬림 S1", "턴도어 D1"]);
      // Combined with the manufacturer filter, and no match at all.
      expect(await names("리프트", "&manuName=한빛 프리미엄")).toEqual([]);
      expect(await names("없는제품이름")).toEqual([]);
    });

    it("handles a long keyword (over D1's 50-byte LIKE pattern) without a 5xx", async () => {
      const longName = "초고단열 시스템 발코니 이중창 프리미엄 화이트 에디션";
      expect((await createItemCall(createForm({ ...BASE_DTO, itemName: longName, itemNum: "LONG-1" }))).status).toBe(
        200,
      );
      const keyword = "단열 시스템 발코니 이중창 프리미엄"; // 19 characters, 49 bytes: a LIKE of it would be over 50
      expect([...keyword].length).toBeGreaterThanOrEqual(17);
      expect(new TextEncoder().encode(`%${keyword}%`).length).toBeGreaterThan(50);
      expect(await names(keyword)).toEqual([longName]);
      expect(await names(longName)).toEqual([longName]);
      const hundred = "창".repeat(100);
      const res = await callAs(staff, `/api/admin/items?${new URLSearchParams({ searchKeyword: hundred })}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Page).content).toEqual([]);
    });

    it("answers 400 with a Korean message to 101 characters", async () => {
      await expectJsonError(
        await callAs(staff, `/api/admin/items?${new URLSearchParams({ searchKeyword: "창".repeat(101) })}`),
        400,
        "검색어는 100자 이하로 입력해주세요.",
      );
    });

    it("takes % and _ literally", async () => {
      const res = await createItemCall(createForm({ ...BASE_DTO, itemName: "할인 10% 특가창", itemNum: "SALE_01" }));
      expect(res.status).toBe(200);
      expect(await names("%")).toEqual(["할인 10% 특가창"]);
      expect(await names("10%")).toEqual(["할인 10% 특가창"]);
      expect(await names("_0")).toEqual(["할인 10% 특가창"]);
      expect(await names("E_0")).toEqual(["할인 10% 특가창"]);
      expect(await names("10% 특가")).toEqual(["할인 10% 특가창"]);
    });
  });
});
