// Every image of an item in the back office (issue 10): the one image manager of /admin/add,
// /admin/item/{id} and /admin/item/edit/{id} adds, removes, reorders and chooses the main image;
// removing deletes the stored file, and the public item page shows the result.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectToast, signIn, token } from "./admin-helpers";
import { expect as baseExpect, test } from "./fixtures";
import { cameraPhoto, describePicture, hasExif, hydrated } from "./helpers";

// The machine is shared with other builds and servers: allow slow answers.
const expect = baseExpect.configure({ timeout: 10_000 });

const WEBP = ["window-1", "window-2", "window-3"].map((n) => readFileSync(`db/seed-images/${n}.webp`));
function bytes(i: number) {
  const image = WEBP[i % WEBP.length];
  if (!image) throw new Error("no seed image");
  return image;
}
const webp = (name: string, i = 0) => ({ name, mimeType: "image/webp", buffer: bytes(i) });

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

interface Image {
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  isMain: boolean;
}

/** 다온 창호 (3), 터닝도어 (4), 24mm (2): seeded. Returns the new item's id. */
async function createItem(
  request: APIRequestContext,
  auth: string,
  itemName: string,
  files: string[],
  contents: Buffer[] = [],
) {
  const form = new FormData();
  const dto = { itemName, manuName: "다온 창호", itemYN: true, glassSpecId: 2, itemTypeId: 4 };
  form.append("createItemDTO", new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  files.forEach((name, i) => {
    form.append("files", new Blob([new Uint8Array(contents[i] ?? bytes(i))], { type: "image/webp" }), name);
  });
  const res = await request.post("/api/admin/items", { headers: { Authorization: auth }, multipart: form });
  expect(res.status(), await res.text()).toBe(200);
  return findItem(request, auth, itemName);
}

async function findItem(request: APIRequestContext, auth: string, itemName: string) {
  const res = await request.get("/api/admin/items", {
    headers: { Authorization: auth },
    params: { manuName: "다온 창호", size: 100 },
  });
  const row = ((await res.json()).content as { itemId: number; itemName: string }[]).find(
    (r) => r.itemName === itemName,
  );
  expect(row, itemName).toBeTruthy();
  return row?.itemId as number;
}

async function imagesOf(request: APIRequestContext, auth: string, itemId: number): Promise<Image[]> {
  const res = await request.get("/api/admin/items/images", { headers: { Authorization: auth }, params: { itemId } });
  expect(res.status()).toBe(200);
  return res.json();
}
const names = (images: Image[]) => images.map((i) => `${i.isMain ? "*" : ""}${i.fileOrgName}`);

async function deleteItem(request: APIRequestContext, auth: string, itemId: number) {
  await request.delete("/api/admin/items", { headers: { Authorization: auth }, data: [itemId] });
}

const manager = (page: Page) => page.locator(".image-manager");
/** The file names of the manager's list, top to bottom, the main one starred. */
async function listed(page: Page) {
  const rows = manager(page)
    .getByRole("list", { name: /이미지 목록/ })
    .getByRole("listitem");
  return (await rows.evaluateAll((lis) =>
    lis.map(
      (li) =>
        `${li.querySelector(".status-badge") ? "*" : ""}${li
          .querySelector(".image-name")
          ?.textContent?.replace(/^(대표|\d+)\s*/, "")
          .trim()}`,
    ),
  )) as string[];
}
const button = (page: Page, name: string) => manager(page).getByRole("button", { name, exact: true });

test("create: the chosen images are sent in the order shown, the first as the main image", async ({
  page,
  request,
}) => {
  const auth = await token(request);
  await signIn(page, "/admin/add");
  await hydrated(page);
  const name = unique("이미지 순서 신제품");
  await page.getByLabel("제품명", { exact: true }).fill(name);
  await page.getByLabel("제조사").selectOption("다온 창호");
  await page.getByLabel("제품 타입").selectOption({ label: "터닝도어" });
  await page.getByLabel("유리 사양").selectOption({ label: "24mm" });
  await page.getByLabel("제품 이미지").setInputFiles([webp("a.webp", 0), webp("b.webp", 1)]);
  await page.getByLabel("제품 이미지").setInputFiles([webp("c.webp", 2), webp("d.webp", 0)]);
  await expect.poll(() => listed(page)).toEqual(["*a.webp", "b.webp", "c.webp", "d.webp"]);
  await expect(manager(page).getByRole("img", { name: "미리보기: c.webp" })).toBeVisible();

  await button(page, "c.webp 대표로 지정").click();
  await expect.poll(() => listed(page)).toEqual(["*c.webp", "a.webp", "b.webp", "d.webp"]);
  await button(page, "d.webp 앞으로").click();
  await expect.poll(() => listed(page)).toEqual(["*c.webp", "a.webp", "d.webp", "b.webp"]);
  // The focus stays on the moved image's button, so it can move again.
  await expect(button(page, "d.webp 앞으로")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => listed(page)).toEqual(["*c.webp", "d.webp", "a.webp", "b.webp"]);
  await expect(button(page, "d.webp 앞으로")).toBeDisabled();
  await button(page, "a.webp 빼기").click();
  await expect.poll(() => listed(page)).toEqual(["*c.webp", "d.webp", "b.webp"]);

  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/item\/\d+$/);
  const itemId = await findItem(request, auth, name);
  expect(page.url()).toMatch(new RegExp(`/admin/item/${itemId}$`));
  expect(names(await imagesOf(request, auth, itemId))).toEqual(["*c.webp", "d.webp", "b.webp"]);
  await deleteItem(request, auth, itemId);
});

test("detail: add, make main, reorder and remove, each saved at once; visitors see the result", async ({
  dialogs,
  page,
  request,
}) => {
  const auth = await token(request);
  const name = unique("이미지 관리 제품");
  const itemId = await createItem(request, auth, name, ["정면.webp", "측면.webp"]);
  await signIn(page, `/admin/item/${itemId}`);
  await hydrated(page);
  await expect.poll(() => listed(page)).toEqual(["*정면.webp", "측면.webp"]);

  await manager(page)
    .getByLabel("이미지 추가", { exact: true })
    .setInputFiles([webp("창틀.webp", 2)]);
  await expect(manager(page).getByRole("status").last()).toHaveText("이미지를 추가했습니다.");
  await expect.poll(() => listed(page)).toEqual(["*정면.webp", "측면.webp", "창틀.webp"]);

  await button(page, "창틀.webp 대표로 지정").click();
  await expect.poll(() => listed(page)).toEqual(["*창틀.webp", "정면.webp", "측면.webp"]);
  // The detail's main image follows.
  await expect(page.locator(".item-detail-image figcaption")).toHaveText("창틀.webp");

  await button(page, "측면.webp 앞으로").click();
  await expect.poll(() => listed(page)).toEqual(["*창틀.webp", "측면.webp", "정면.webp"]);
  expect(names(await imagesOf(request, auth, itemId))).toEqual(["*창틀.webp", "측면.webp", "정면.webp"]);

  const removed = (await imagesOf(request, auth, itemId)).find((i) => i.fileOrgName === "정면.webp") as Image;
  expect((await request.get(`/item/${removed.fileName}`)).status()).toBe(200);
  dialogs.answerNextConfirm(false);
  await button(page, "정면.webp 삭제").click();
  await dialogs.expectConfirm("이 이미지를 삭제하시겠습니까?");
  await expect.poll(() => listed(page)).toEqual(["*창틀.webp", "측면.webp", "정면.webp"]);
  await button(page, "정면.webp 삭제").click();
  await expect.poll(() => listed(page)).toEqual(["*창틀.webp", "측면.webp"]);
  await expect(manager(page).getByRole("status").last()).toHaveText("이미지를 삭제했습니다.");
  // The stored file is gone.
  expect((await request.get(`/item/${removed.fileName}`)).status()).toBe(404);

  // The public item page shows the two photos, the new main one first.
  const kept = await imagesOf(request, auth, itemId);
  await page.goto(`/manu/3?type=4&item=${itemId}`);
  const gallery = page.getByRole("region", { name: `${name} 제품 사진` });
  await expect(gallery.getByRole("list", { name: "사진 고르기" }).getByRole("button")).toHaveCount(2);
  await expect(gallery.locator(".gallery-slide img").first()).toHaveAttribute("src", `/item/${kept[0]?.fileName}`);
  await expect(gallery.locator(".gallery-slide img").nth(1)).toHaveAttribute("src", `/item/${kept[1]?.fileName}`);
  // The thumbnail buttons ask for the smaller copies (decision 084).
  await expect(gallery.locator(".gallery-thumbs img").first()).toHaveAttribute(
    "src",
    `/item/thumb/${kept[0]?.fileName}`,
  );
  await deleteItem(request, auth, itemId);
});

test("edit: the manager's main image is the one the form's new main image replaces", async ({ page, request }) => {
  const auth = await token(request);
  const name = unique("이미지 교체 제품");
  const itemId = await createItem(request, auth, name, ["처음.webp", "둘째.webp"]);
  await signIn(page, `/admin/item/edit/${itemId}`);
  await hydrated(page);
  await expect(page.getByText("현재 이미지: 처음.webp")).toBeVisible();
  await button(page, "둘째.webp 대표로 지정").click();
  await expect.poll(() => listed(page)).toEqual(["*둘째.webp", "처음.webp"]);
  await expect(page.getByText("현재 이미지: 둘째.webp")).toBeVisible();

  await page.getByLabel("대표 이미지 교체").setInputFiles(webp("새 대표.webp", 1));
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await expectToast(page, "수정 완료");
  await expect(page).toHaveURL(`/admin/item/${itemId}`);
  await expect(page.locator(".item-detail-image figcaption")).toHaveText("새 대표.webp");
  expect(names(await imagesOf(request, auth, itemId))).toEqual(["*새 대표.webp", "처음.webp"]);
  await deleteItem(request, auth, itemId);
});

/** One RIFF chunk: FourCC, little-endian size, data, a pad byte when the size is odd. */
function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
}

/**
 * A seeded picture as a phone app saves WebP (decision 100): its VP8 frame inside the extended
 * format, with Exif (turned 90°, a GPS position after it), XMP and an app's own chunk.
 */
function phoneWebp(): Buffer {
  const plain = bytes(0);
  const frame = plain.subarray(12); // the "VP8 " chunk
  const width = plain.readUInt16LE(26) & 0x3fff;
  const height = plain.readUInt16LE(28) & 0x3fff;
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // Exif and XMP
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  // biome-ignore format: one row per part of the TIFF structure
  const tiff = Buffer.from([
    0x49, 0x49, 0x2a, 0, 8, 0, 0, 0,
    1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0,
    0, 0, 0, 0,
  ]);
  const chunks = Buffer.concat([
    Buffer.from("WEBP", "latin1"),
    riffChunk("VP8X", vp8x),
    frame,
    riffChunk("EXIF", Buffer.concat([tiff, Buffer.from("GPSLatitude 37.5665 N 126.9780 E")])),
    riffChunk("XMP ", Buffer.from("<x:xmpmeta><tiff:Model>Galaxy S24</tiff:Model></x:xmpmeta>")),
    riffChunk("PRIV", Buffer.from("owner=김고객")),
  ]);
  const head = Buffer.alloc(8);
  head.write("RIFF", "latin1");
  head.writeUInt32LE(chunks.length, 4);
  return Buffer.concat([head, chunks]);
}

/** The picture Chromium draws from these bytes: its size and a digest of every pixel. */
async function drawn(page: Page, picture: Buffer) {
  return page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/webp" });
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", pixels));
    return { width: bitmap.width, height: bitmap.height, digest: Array.from(digest).join(",") };
  }, picture.toString("base64"));
}

test("a phone's WebP goes up without its Exif position, XMP and app data, and draws as sent", async ({
  page,
  request,
}) => {
  const auth = await token(request);
  const sent = phoneWebp();
  const itemId = await createItem(request, auth, unique("WebP 사진 제품"), ["휴대폰.webp"], [sent]);
  const [image] = await imagesOf(request, auth, itemId);
  const stored = await (await request.get(`/item/${image?.fileName}`)).body();
  // Emptied in place (the RIFF size comes first): as long as sent, nothing of the metadata left.
  expect(stored.length).toBe(sent.length);
  for (const secret of ["GPS", "Galaxy", "xmpmeta", "김고객"]) expect(stored.includes(Buffer.from(secret))).toBe(false);
  expect(stored.includes(bytes(0).subarray(12))).toBe(true);
  await page.goto("/");
  const before = await drawn(page, sent);
  expect(before.width * before.height).toBe(800 * 600);
  expect(await drawn(page, stored)).toEqual(before);
  await deleteItem(request, auth, itemId);
});

test("a camera photo over 10 MB goes up upright, fitted to 1 600 px and without its Exif; a small one as it is", async ({
  page,
  request,
}) => {
  // Making and fitting a camera-sized photo in the page is CPU work: past 30 s on a loaded machine.
  test.slow();
  const auth = await token(request);
  const name = unique("현장 사진 제품");
  const itemId = await createItem(request, auth, name, ["정면.webp"]);
  await signIn(page, `/admin/item/${itemId}`);
  await hydrated(page);
  await expect(
    manager(page).getByText(/큰 사진은 긴 변 1,600px로 줄이고 사진 정보\(촬영 위치 등\)를 지워 올립니다/),
  ).toBeVisible();
  const photo = await cameraPhoto(page);
  expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
  await manager(page)
    .getByLabel("이미지 추가", { exact: true })
    .setInputFiles([{ name: "현장 사진.jpg", mimeType: "image/jpeg", buffer: photo }, webp("창틀.webp", 2)]);
  await expect(manager(page).getByRole("status").last()).toHaveText("이미지를 추가했습니다.", { timeout: 30_000 });
  const images = await imagesOf(request, auth, itemId);
  expect(names(images)).toEqual(["*정면.webp", "현장 사진.jpg", "창틀.webp"]);

  const stored = await (await request.get(`/item/${images[1]?.fileName}`)).body();
  expect(stored.length).toBeLessThan(photo.length / 2);
  expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  // No Exif block, no GPS: nothing of where it was taken.
  expect(hasExif(stored)).toBe(false);
  // Turned as the camera said (the red top is now on the right), 1 200 × 1 600.
  const shown = await describePicture(page, stored);
  expect(shown).toEqual({ width: 1200, height: 1600, left: "blue", right: "red" });

  // Its smaller copy for thumbnails (decision 084): 480 × 640, upright too, a fraction of the bytes.
  const thumb = await (await request.get(`/item/thumb/${images[1]?.fileName}`)).body();
  expect(thumb.length).toBeLessThan(stored.length / 4);
  expect(hasExif(thumb)).toBe(false);
  expect(await describePicture(page, thumb)).toEqual({ width: 480, height: 640, left: "blue", right: "red" });
  // The manager lists it by that copy.
  await expect(manager(page).locator(`img[src="/item/thumb/${images[1]?.fileName}"]`)).toHaveCount(1);
  // A small picture without metadata is stored byte for byte.
  const small = await (await request.get(`/item/${images[2]?.fileName}`)).body();
  expect(small.equals(bytes(2))).toBe(true);
  await deleteItem(request, auth, itemId);
});

test("a non-image is refused before anything is sent; of more than fit, the first are kept and the rest said left out", async ({
  page,
  request,
}) => {
  const auth = await token(request);
  const name = unique("이미지 거절 제품");
  const itemId = await createItem(request, auth, name, ["하나.webp"]);
  await signIn(page);
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/admin/items/images") posted = true;
  });
  await page.goto(`/admin/item/${itemId}`);
  await hydrated(page);
  const input = manager(page).getByLabel("이미지 추가", { exact: true });
  // The limit counts the saved images: they are listed (and the input enabled) first.
  await expect(
    manager(page)
      .getByRole("list", { name: /이미지 목록/ })
      .getByRole("listitem"),
  ).toHaveCount(1);
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: "카탈로그.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expectToast(page, "이미지 파일(jpg, png, gif, webp)만 업로드할 수 있습니다.", "alert");
  expect(posted).toBe(false);
  // Ten more beside the saved one: nine fit, and are saved at once.
  await input.setInputFiles(Array.from({ length: 10 }, (_, i) => webp(`${i}.webp`, i)));
  await expectToast(page, "이미지는 10개까지 올릴 수 있습니다. 1개는 제외했습니다.", "alert");
  await expect(manager(page)).toContainText("1개는 제외했습니다.");
  await expect
    .poll(async () => names(await imagesOf(request, auth, itemId)))
    .toEqual(["*하나.webp", ...Array.from({ length: 9 }, (_, i) => `${i}.webp`)]);
  await expect(input).toBeDisabled();
  // Away from the screen first: a thumbnail still loading would answer 404 once the item is gone.
  await page.goto("about:blank");
  await deleteItem(request, auth, itemId);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("twelve photos picked for a new item: the first ten are kept, and the two left out are said", async ({
    page,
  }) => {
    await signIn(page, "/admin/add");
    await hydrated(page);
    const input = page.getByLabel("제품 이미지");
    await input.setInputFiles(Array.from({ length: 12 }, (_, i) => webp(`사진${i + 1}.webp`, i)));
    const said = "이미지는 10개까지 올릴 수 있습니다. 2개는 제외했습니다.";
    await expectToast(page, said, "alert");
    await expect(manager(page).getByText(said)).toBeVisible();
    await expect
      .poll(() => listed(page))
      .toEqual(["*사진1.webp", ...Array.from({ length: 9 }, (_, i) => `사진${i + 2}.webp`)]);
    await expect(input).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("복제: a hidden copy with copies of the images opens in its edit form", async ({ page, request }) => {
  const auth = await token(request);
  const name = unique("복제 원본");
  const itemId = await createItem(request, auth, name, ["정면.webp", "측면.webp"]);
  await signIn(page, `/admin/item/${itemId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "복제", exact: true }).click();
  await expectToast(page, "제품을 복제했습니다. 비공개로 저장되었으니 내용을 고친 뒤 공개해주세요.");
  await expect(page).toHaveURL(/\/admin\/item\/edit\/\d+$/);
  const copyId = Number(new URL(page.url()).pathname.split("/").at(-1));
  expect(copyId).not.toBe(itemId);
  await expect(page.getByLabel("제품명", { exact: true })).toHaveValue(`${name} (사본)`);
  await expect(page.getByLabel("홈페이지에 공개 (등록)")).not.toBeChecked();
  await expect.poll(() => listed(page)).toEqual(["*정면.webp", "측면.webp"]);
  const [original, copied] = [await imagesOf(request, auth, itemId), await imagesOf(request, auth, copyId)];
  expect(copied.map((i) => i.fileName)).not.toEqual(original.map((i) => i.fileName));
  // Hidden from visitors until staff publish it.
  expect((await request.get(`/api/items?itemId=${copyId}`)).status()).toBe(404);
  await deleteItem(request, auth, copyId);
  await deleteItem(request, auth, itemId);
});
