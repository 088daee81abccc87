// Pictures shown to visitors are stored without a JPEG's Exif, XMP and IPTC (decision 081): the
// filter on the way to R2, alone and through the real upload calls, and what it must leave alone;
// the Cron Trigger's cleaning of pictures stored before (decision 082).
import { createScheduledController, env } from "cloudflare:test";
import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, pendingUpload, uncheckedPicture } from "../../db/schema";
import { exifOrientation, JpegMetadataFilter, orientationSegment } from "../../functions/files/jpegMetadata";
import { cleanStoredPictures } from "../../functions/services/pictureMetadata";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { call, db, file, GIF, PDF, PNG, queryPlan, seedDatabase } from "../fixtures";
import { CLEAN_PNG, CLEAN_WEBP, phonePng, phoneWebp } from "../picture-fixtures";

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

const bytes = (...parts: (number[] | Uint8Array)[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** A marker segment: FF, marker, big-endian length (itself included), payload. */
const segment = (marker: number, payload: number[]) => {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
};

/** Exif with Orientation and a GPS IFD (latitude 37.5° N), in either byte order. */
function exif(orientation: number, little = false): number[] {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, 0, 0] : [0, 0, (n >> 8) & 0xff, n & 0xff]);
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  const tiff = [
    ...(little ? [0x49, 0x49, 0x2a, 0] : [0x4d, 0x4d, 0, 0x2a]),
    ...u32(8),
    ...u16(2),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32(38)),
    ...u32(0),
    ...u16(1),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    ...u32(0),
  ];
  return [...ascii("Exif\0\0"), ...tiff];
}

const JFIF = segment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const XMP = segment(
  0xe1,
  ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>37,30N</exif:GPSLatitude>"),
);
const IPTC = segment(0xed, ascii("Photoshop 3.0\0 8BIM 서울시 어딘가"));
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
/** Start of scan and entropy-coded data, which holds bytes that look like markers (FF 00, FF E1). */
const SCAN = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0x00, 0xff, 0xe1, 0x00, 0x08, 0x34, 0xff, 0xd9];

/** A camera's JPEG: SOI, JFIF, Exif, XMP, IPTC, a table, the scan. */
const camera = (orientation: number, little = false) =>
  bytes([0xff, 0xd8], JFIF, segment(0xe1, exif(orientation, little)), XMP, IPTC, DQT, SCAN);

function filtered(input: Uint8Array, cuts: number[] = []): Uint8Array {
  const filter = new JpegMetadataFilter();
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < input.length)].sort((a, b) => a - b)) {
    out.push(...filter.push(input.slice(from, cut)));
    from = cut;
  }
  out.push(...filter.push(input.slice(from)), ...filter.end());
  return bytes(...out);
}

const includes = (haystack: Uint8Array, needle: number[]) =>
  haystack.some((_, i) => needle.every((b, j) => haystack[i + j] === b));

describe("the JPEG metadata filter", () => {
  it("drops Exif, XMP and IPTC and keeps the rest byte for byte, with a minimal Exif for the turn", () => {
    expect(filtered(camera(6))).toEqual(bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN));
    // Upright already: nothing of the Exif stays.
    expect(filtered(camera(1))).toEqual(bytes([0xff, 0xd8], JFIF, DQT, SCAN));
    const out = filtered(camera(8, true));
    expect(includes(out, ascii("GPS"))).toBe(false);
    expect(includes(out, ascii("서울"))).toBe(false);
    expect(exifOrientation(orientationSegment(8).subarray(4))).toBe(8);
  });

  it("reads the orientation in both byte orders and treats a broken Exif as upright", () => {
    expect(exifOrientation(Uint8Array.from(exif(6)))).toBe(6);
    expect(exifOrientation(Uint8Array.from(exif(3, true)))).toBe(3);
    expect(exifOrientation(Uint8Array.from(exif(9)))).toBe(1);
    expect(exifOrientation(Uint8Array.from(exif(6)).subarray(0, 20))).toBe(1);
    expect(exifOrientation(Uint8Array.from(ascii("XMP data here")))).toBe(1);
  });

  it("gives the same bytes however the upload is cut into chunks, and never touches the scan", () => {
    const input = camera(6);
    const whole = filtered(input);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: input.length - 1 }), { maxLength: 12 }), (cuts) => {
        expect(filtered(input, cuts)).toEqual(whole);
      }),
    );
    // One byte at a time.
    expect(
      filtered(
        input,
        Array.from({ length: input.length }, (_, i) => i),
      ),
    ).toEqual(whole);
  });

  it("passes anything else through: not a JPEG, a header that breaks off, a file cut inside the Exif", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.array(fc.nat(300), { maxLength: 5 }), (junk, cuts) => {
        const input = bytes([0xff, 0xd8], junk);
        const out = filtered(input, cuts);
        // Never longer than the input plus one orientation segment, and whatever follows a scan
        // marker or a broken segment is the input's own tail.
        expect(out.length).toBeLessThanOrEqual(input.length + orientationSegment(6).length);
      }),
    );
    expect(filtered(PNG)).toEqual(PNG);
    const broken = bytes([0xff, 0xd8], JFIF, [0x00, 0x11, 0xff, 0xe1, 0x00, 0x04, 0xaa, 0xbb]);
    expect(filtered(broken)).toEqual(broken);
    const cut = camera(6).subarray(0, 2 + JFIF.length + 30);
    expect(filtered(cut)).toEqual(bytes([0xff, 0xd8], JFIF));
  });
});

interface Staged {
  uploadId: string;
  fileSize: number;
}

async function storedObject(uploadId: string): Promise<Uint8Array> {
  const [row] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId));
  return objectBytes(row?.r2Key ?? "");
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const object = await env.BUCKET.get(key);
  return new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
}

async function stage(purpose: string, picture: File): Promise<Staged> {
  const form = new FormData();
  form.append("file", picture);
  const res = await callAs(staff, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe("uploads of pictures for the site", () => {
  it("store a product, banner or logo JPEG without its metadata, and say the stored size", async () => {
    for (const purpose of ["ITEM", "BANNER", "LOGO", "SITE"]) {
      const staged = await stage(purpose, file(camera(6), "현장.jpg", "image/jpeg"));
      const stored = await storedObject(staged.uploadId);
      expect(stored, purpose).toEqual(bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN));
      expect(staged.fileSize).toBe(stored.length);
    }
  });

  it("store an editor image the same way, under its public URL", async () => {
    const form = new FormData();
    form.append("image", file(camera(1), "본문 사진.jpg", "image/jpeg"));
    const res = await callAs(staff, "/api/image/upload", { method: "POST", body: form });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const served = new Uint8Array(await (await call(new URL(url, "http://localhost").pathname)).arrayBuffer());
    expect(served).toEqual(bytes([0xff, 0xd8], JFIF, DQT, SCAN));
  });

  it("store a post's photo attachment without its metadata too: it is as public (decision 140)", async () => {
    const attachment = await stage("BOARD", file(camera(6), "시공 사진.jpg", "image/jpeg"));
    const stored = await storedObject(attachment.uploadId);
    expect(stored).toEqual(bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN));
    expect(attachment.fileSize).toBe(stored.length);
  });

  it("keep a clean image as it was sent", async () => {
    const png = await stage("ITEM", file(PNG, "도면.png", "image/png"));
    expect(await storedObject(png.uploadId)).toEqual(PNG);
  });
});

describe("a customer's photo attachments (decision 157)", () => {
  const cleaned = bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN);

  it("sent with the inquiry form itself (no script, an API client) are stored without Exif, GPS, XMP or IPTC", async () => {
    const title = `현장 사진 첨부 ${crypto.randomUUID()}`;
    const form = new FormData();
    form.set("title", title);
    form.set("content", "<p>거실 창 교체 견적 부탁드립니다.</p>");
    form.set("tel", "010-2323-4545");
    form.append("files", file(camera(6), "현장 사진.jpg", "image/jpeg"));
    form.append("files", file(PDF, "견적서.pdf", "application/pdf"));
    const res = await call("/api/inquiry", { method: "POST", body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const [asked] = await db().select().from(inquiry).where(eq(inquiry.title, title));
    const rows = await db()
      .select()
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, asked?.inquiryId ?? -1)))
      .orderBy(asc(fileBox.fileBoxId));
    expect(rows.map((r) => r.fileOrgName)).toEqual(["현장 사진.jpg", "견적서.pdf"]);
    const [photo, pdf] = await Promise.all(rows.map((r) => objectBytes(r.r2Key)));
    // Still a whole JPEG (start, tables, scan, end), upright by its one Exif entry, and nothing else of the camera's.
    expect(photo).toEqual(cleaned);
    expect(includes(photo as Uint8Array, ascii("GPSLatitude"))).toBe(false);
    expect(rows[0]?.fileSize).toBe(cleaned.length);
    // Other files stay byte for byte.
    expect(pdf).toEqual(PDF);
  });

  it("staged one by one by the form are stored the same way, JPEG, PNG and WebP", async () => {
    const staged = async (picture: File) => {
      const form = new FormData();
      form.append("file", picture);
      const res = await call("/api/uploads", { method: "POST", body: form });
      expect(res.status, await res.clone().text()).toBe(200);
      const answer = (await res.json()) as Staged;
      return { answer, stored: await storedObject(answer.uploadId) };
    };
    const jpeg = await staged(file(camera(6, true), "현장 사진.jpg", "image/jpeg"));
    expect(jpeg.stored).toEqual(cleaned);
    expect(jpeg.answer.fileSize).toBe(cleaned.length);
    expect((await staged(file(phonePng(), "창틀.png", "image/png"))).stored).toEqual(CLEAN_PNG);
    expect((await staged(file(phoneWebp(), "방충망.webp", "image/webp"))).stored).toEqual(CLEAN_WEBP);
  });
});

describe("pictures stored before uploads were cleaned (decision 082)", () => {
  /** A file row and its object, as an older upload left them. */
  async function storedPicture(
    ownerKind: "ITEM" | "BANNER" | "BOARD" | "INQUIRY",
    content: Uint8Array,
    fileType = "image/jpeg",
  ) {
    const name = `${crypto.randomUUID()}.${fileType.slice("image/".length).replace("jpeg", "jpg")}`;
    const r2Key = `files/${name}`;
    if (content.length) await env.BUCKET.put(r2Key, content, { httpMetadata: { contentType: fileType } });
    const [row] = await db()
      .insert(fileBox)
      .values({
        fileName: name,
        r2Key,
        fileOrgName: "예전 사진.jpg",
        fileType,
        fileSize: content.length,
        ownerKind,
        ownerId: 1,
      })
      .returning();
    return row as typeof fileBox.$inferSelect;
  }
  const rowOf = async (id: number) => (await db().select().from(fileBox).where(eq(fileBox.fileBoxId, id)))[0];
  const objectOf = async (key: string) => {
    const object = await env.BUCKET.get(key);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  };
  /** Everything waiting is looked at (other tests of this file store pictures too). */
  const cleanAll = (bucket: R2Bucket = env.BUCKET) => cleanStoredPictures(env.DB, bucket, 100);

  it("the Cron Trigger rewrites a product photo with Exif, and only looks at a clean one", async () => {
    const withExif = await storedPicture("ITEM", camera(6));
    const clean = bytes([0xff, 0xd8], JFIF, DQT, SCAN);
    const plain = await storedPicture("BANNER", clean);
    const etag = (await env.BUCKET.head(plain.r2Key))?.etag;
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);
    await cleanAll();

    const expected = bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN);
    expect(await objectOf(withExif.r2Key)).toEqual(expected);
    expect(await rowOf(withExif.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: expected.length });
    expect(await objectOf(plain.r2Key)).toEqual(clean);
    expect((await env.BUCKET.head(plain.r2Key))?.etag).toBe(etag);
    expect(await rowOf(plain.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: clean.length });
  });

  it("a product photo the edge already holds is served clean on the next request after the cleaning", async () => {
    const row = await storedPicture("ITEM", camera(6));
    const path = `/item/${row.fileName}`;
    expect(new Uint8Array(await (await call(path)).arrayBuffer())).toEqual(camera(6));
    const held = await call(path);
    expect(held.headers.get("x-cache")).toBe("HIT");
    await held.arrayBuffer();
    await cleanAll();
    const fresh = await call(path);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(
      bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN),
    );
  });

  it("leaves a customer's attachments alone, looks at a clean PNG without writing it, and marks a picture whose object is gone", async () => {
    const attachment = await storedPicture("INQUIRY", camera(6));
    const png = await storedPicture("ITEM", PNG, "image/png");
    const etag = (await env.BUCKET.head(png.r2Key))?.etag;
    const missing = await storedPicture("ITEM", new Uint8Array(0));
    await cleanAll();
    expect(await objectOf(attachment.r2Key)).toEqual(camera(6));
    expect(await rowOf(attachment.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: camera(6).length });
    expect(await objectOf(png.r2Key)).toEqual(PNG);
    expect((await env.BUCKET.head(png.r2Key))?.etag).toBe(etag);
    expect(await rowOf(png.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: PNG.length });
    expect(await rowOf(missing.fileBoxId)).toMatchObject({ metadataChecked: true });
    expect(await objectOf(missing.r2Key)).toBeNull();
  });

  it("rewrites a post's photo attachment stored with Exif (decision 140)", async () => {
    const attachment = await storedPicture("BOARD", camera(6));
    await cleanAll();
    const clean = bytes([0xff, 0xd8], JFIF, orientationSegment(6), DQT, SCAN);
    expect(await objectOf(attachment.r2Key)).toEqual(clean);
    expect(await rowOf(attachment.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: clean.length });
  });

  // Decision 100: a PNG's or a WebP's metadata may follow its image data, so the whole object is read.
  it("rewrites a PNG banner and a WebP product photo stored with metadata, and serves them clean", async () => {
    const png = await storedPicture("BANNER", phonePng(), "image/png");
    const webp = await storedPicture("ITEM", phoneWebp(), "image/webp");
    const gif = await storedPicture("ITEM", GIF, "image/gif");
    const path = `/item/${webp.fileName}`;
    expect(new Uint8Array(await (await call(path)).arrayBuffer())).toEqual(phoneWebp());
    await cleanAll();
    expect(await objectOf(png.r2Key)).toEqual(CLEAN_PNG);
    expect(await rowOf(png.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: CLEAN_PNG.length });
    expect(await objectOf(webp.r2Key)).toEqual(CLEAN_WEBP);
    expect(await rowOf(webp.fileBoxId)).toMatchObject({ metadataChecked: true, fileSize: CLEAN_WEBP.length });
    expect((await env.BUCKET.head(webp.r2Key))?.httpMetadata?.contentType).toBe("image/webp");
    // The edge's copy with metadata is not served again.
    const fresh = await call(path);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(CLEAN_WEBP);
    // A GIF has no filter: it is never picked.
    expect(await rowOf(gif.fileBoxId)).toMatchObject({ metadataChecked: false });
  });

  it("rewrites a photo larger than one R2 part byte for byte after its segments", async () => {
    const scan = new Uint8Array(6 * 1024 * 1024);
    for (let i = 0; i < scan.length; i++) scan[i] = (i * 7 + (i >> 11)) & 0xfe; // no 0xff: no markers
    const big = bytes([0xff, 0xd8], JFIF, segment(0xe1, exif(1)), XMP, DQT, segment(0xda, [1, 1, 0, 0, 63, 0]), scan);
    const row = await storedPicture("ITEM", big);
    await cleanAll();
    const stored = await objectOf(row.r2Key);
    const head = bytes([0xff, 0xd8], JFIF, DQT, segment(0xda, [1, 1, 0, 0, 63, 0]));
    expect(stored?.length).toBe(head.length + scan.length);
    expect(stored?.subarray(0, head.length)).toEqual(head);
    expect(stored?.subarray(head.length).every((b, i) => b === scan[i])).toBe(true);
  });

  it("a picture removed while it was being written leaves no object behind", async () => {
    const row = await storedPicture("ITEM", camera(3));
    // Staff delete the item (its row, then its object) while the clean copy is on its way: the
    // copy lands after their delete.
    const bucket = new Proxy(env.BUCKET, {
      get(target, name) {
        if (name === "put") {
          return async (...args: Parameters<R2Bucket["put"]>) => {
            await db().delete(fileBox).where(eq(fileBox.fileBoxId, row.fileBoxId));
            await target.delete(row.r2Key);
            return target.put(...args);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await cleanAll(bucket);
    expect(await rowOf(row.fileBoxId)).toBeUndefined();
    expect(await objectOf(row.r2Key)).toBeNull();
  });

  it("finds the pictures to look at through their partial index", async () => {
    const query = db().select().from(fileBox).where(uncheckedPicture(fileBox)).orderBy(asc(fileBox.fileBoxId)).limit(5);
    expect(await queryPlan(query.toSQL())).toContain("file_box_unchecked_idx");
  });
});
