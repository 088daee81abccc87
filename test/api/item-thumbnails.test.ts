// An item picture's smaller copy (decision 084): the back office puts it beside a staged picture,
// /item/thumb/{fileName} serves it (or the picture itself when there is none), and every delete,
// sweep and copy of the picture takes it along.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, pendingUpload } from "../../db/schema";
import { THUMBNAIL_MESSAGES } from "../../functions/api/uploads";
import { STAGED_MISSING, sweepPendingUploads, UPLOAD_GRACE_MS } from "../../functions/files/pending";
import { thumbnailKey } from "../../functions/files/storage";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, call, db, expectJsonError, file, JPEG, PDF, PNG, seedDatabase } from "../fixtures";

let staff: LoggedIn;
let otherStaff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
  otherStaff = await loginAsStaff();
});

/** A small WebP, as the back office's canvas writes a smaller copy. */
const WEBP = Uint8Array.from(atob("UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA="), (c) =>
  c.charCodeAt(0),
);

async function stage(who: LoggedIn, purpose = "ITEM", picture = file(PNG, "정면 사진.png", "image/png")) {
  const form = new FormData();
  form.append("file", picture);
  const res = await callAs(who, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
  expect(res.status).toBe(200);
  const { uploadId } = (await res.json()) as { uploadId: string };
  const [row] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId));
  return { uploadId, r2Key: row?.r2Key as string };
}

const putThumbnail = (who: LoggedIn, uploadId: string, body: BodyInit, headers: HeadersInit = {}) =>
  callAs(who, `/api/admin/uploads/${uploadId}/thumbnail`, { method: "PUT", body, headers });

/** Creates a public item with the staged picture; answers the picture's stored row. */
async function itemWith(name: string, staged: { uploadId: string; r2Key: string }) {
  const form = new FormData();
  const dto = { itemName: name, manuName: "한빛 프리미엄", itemYN: true, glassSpecId: 1, itemTypeId: 1 };
  form.append("createItemDTO", new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  form.append("uploadIds", staged.uploadId);
  expect((await callAs(staff, "/api/admin/items", { method: "POST", body: form })).status).toBe(200);
  const [image] = await db().select().from(fileBox).where(eq(fileBox.r2Key, staged.r2Key));
  expect(image?.ownerKind).toBe("ITEM");
  return image as typeof fileBox.$inferSelect;
}

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("PUT /api/admin/uploads/{uploadId}/thumbnail", () => {
  it("stores the copy beside the staged picture; once the item is saved, /item/thumb serves it", async () => {
    const staged = await stage(staff);
    const res = await putThumbnail(staff, staged.uploadId, WEBP, { "Content-Type": "image/webp" });
    expect(res.status).toBe(204);
    expect(await bucketKeys()).toContain(thumbnailKey(staged.r2Key));

    const image = await itemWith("작은 사진 제품", staged);
    const thumb = await call(`/item/thumb/${image.fileName}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect(thumb.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await bytesOf(thumb)).toEqual(WEBP);
    // The picture itself is unchanged at its own address.
    expect(await bytesOf(await call(`/item/${image.fileName}`))).toEqual(PNG);
  });

  it("refuses another account's upload, an attachment, non-image bytes and a copy over 512 KB, storing nothing", async () => {
    const before = await bucketKeys();
    const mine = await stage(staff);
    const afterStage = await bucketKeys();
    await expectJsonError(await putThumbnail(otherStaff, mine.uploadId, WEBP), 400, STAGED_MISSING);
    const attachment = await stage(staff, "BOARD", file(PDF, "도면.pdf", "application/pdf"));
    await expectJsonError(await putThumbnail(staff, attachment.uploadId, WEBP), 400, STAGED_MISSING);
    await expectJsonError(await putThumbnail(staff, mine.uploadId, PDF), 400, THUMBNAIL_MESSAGES.notImage);
    await expectJsonError(
      await putThumbnail(staff, mine.uploadId, new Uint8Array(0)),
      400,
      THUMBNAIL_MESSAGES.notImage,
    );
    const big = new Uint8Array(600 * 1024);
    big.set(JPEG.subarray(0, 4));
    await expectJsonError(await putThumbnail(staff, mine.uploadId, big), 413, THUMBNAIL_MESSAGES.tooLarge);
    // Sent without a declared length: refused as it passes the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(big.subarray(i * 100 * 1024, (i + 1) * 100 * 1024));
        controller.close();
      },
    });
    await expectJsonError(await putThumbnail(staff, mine.uploadId, stream), 413, THUMBNAIL_MESSAGES.tooLarge);
    expect((await call(`/api/admin/uploads/${mine.uploadId}/thumbnail`, { method: "PUT", body: WEBP })).status).toBe(
      401,
    );
    const keys = await bucketKeys();
    expect(keys.filter((k) => !afterStage.includes(k))).toEqual([attachment.r2Key]);
    expect(afterStage.length).toBe(before.length + 1);
  });
});

describe("a picture's copy goes where the picture goes", () => {
  it("/item/thumb serves the picture itself when it has no copy", async () => {
    const image = await itemWith("복사본 없는 제품", await stage(staff));
    const res = await call(`/item/thumb/${image.fileName}`);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await bytesOf(res)).toEqual(PNG);
    await expectJsonError(await call("/item/thumb/not-a-name.png"), 400);
  });

  it("removing the picture removes its copy; an unclaimed one is swept with its copy", async () => {
    const staged = await stage(staff);
    const { r2Key } = staged;
    expect((await putThumbnail(staff, staged.uploadId, WEBP)).status).toBe(204);
    const image = await itemWith("지울 사진 제품", staged);
    const res = await callAs(staff, `/api/admin/items/images?fileBoxId=${image.fileBoxId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const keys = await bucketKeys();
    expect(keys).not.toContain(r2Key);
    expect(keys).not.toContain(thumbnailKey(r2Key));

    const left = await stage(staff);
    expect((await putThumbnail(staff, left.uploadId, WEBP)).status).toBe(204);
    await sweepPendingUploads(db(), env.BUCKET, Date.now() + UPLOAD_GRACE_MS + 60_000);
    const swept = await bucketKeys();
    expect(swept).not.toContain(left.r2Key);
    expect(swept).not.toContain(thumbnailKey(left.r2Key));
  });

  it("복제 copies the copy with the picture", async () => {
    const staged = await stage(staff);
    expect((await putThumbnail(staff, staged.uploadId, WEBP)).status).toBe(204);
    const image = await itemWith("복제할 사진 제품", staged);
    const res = await callAs(staff, `/api/admin/items/copy?itemId=${image.ownerId}`, { method: "POST" });
    expect(res.status).toBe(201);
    const [copy] = await db()
      .select()
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.fileOrgName, "정면 사진.png")))
      .orderBy(fileBox.fileBoxId)
      .then((rows) => rows.slice(-1));
    expect(copy?.fileBoxId).not.toBe(image.fileBoxId);
    expect(await bytesOf(await call(`/item/thumb/${copy?.fileName}`))).toEqual(WEBP);
  });
});
