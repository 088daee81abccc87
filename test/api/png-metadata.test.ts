// A PNG shown to visitors is stored without its metadata chunks (decision 099): eXIf (a phone's
// GPS position), text chunks (XMP, comments), tIME and private ancillary chunks go, what draws the
// picture stays byte for byte, CRCs included; the filter alone, cut anywhere, and through the real
// upload call.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingUpload } from "../../db/schema";
import { PngMetadataFilter } from "../../functions/files/pngMetadata";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { db, file, PNG, seedDatabase } from "../fixtures";

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

const ascii = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and a right CRC. */
function chunk(type: string, data: Uint8Array = new Uint8Array(0)): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(ascii(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

// The fixture's own chunks: signature, IHDR, IDAT, IEND of a real 1×1 picture.
const SIGNATURE = PNG.subarray(0, 8);
const IHDR = PNG.subarray(8, 33);
const IDAT_IEND = PNG.subarray(33);
const IDAT = IDAT_IEND.subarray(0, IDAT_IEND.length - 12);
const IEND = IDAT_IEND.subarray(IDAT_IEND.length - 12);

const EXIF = chunk("eXIf", ascii("MM\0*\0\0\0\bGPSLatitude 37.5665 N 126.9780 E"));
const TEXT = chunk("tEXt", ascii("Comment\0서울시 중구 세종대로 110"));
const XMP = chunk("iTXt", ascii("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>Galaxy S24</x:xmpmeta>"));
const ZTXT = chunk("zTXt", ascii("Software\0\0xyz"));
const TIME = chunk("tIME", Uint8Array.from([0x07, 0xea, 11, 29, 9, 30, 0]));
const PRIVATE = chunk("prVt", ascii("owner=김고객"));
const GAMA = chunk("gAMA", Uint8Array.from([0, 0, 0xb1, 0x8f]));
const PHYS = chunk("pHYs", Uint8Array.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));
const ACTL = chunk("acTL", Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 0]));

/** A phone's screenshot as apps save it: metadata between and after the picture, junk after IEND. */
const phonePicture = () =>
  bytes(SIGNATURE, IHDR, EXIF, GAMA, TEXT, PHYS, PRIVATE, IDAT, XMP, ZTXT, TIME, IEND, ascii("appended"));
const CLEAN = bytes(SIGNATURE, IHDR, GAMA, PHYS, IDAT, IEND);

function filtered(input: Uint8Array, cuts: number[] = []): { out: Uint8Array; changed: boolean } {
  const filter = new PngMetadataFilter();
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...new Set(cuts)].filter((c) => c > 0 && c < input.length).sort((a, b) => a - b)) {
    out.push(...filter.push(input.slice(from, cut)));
    from = cut;
  }
  out.push(...filter.push(input.slice(from)), ...filter.end());
  return { out: bytes(...out), changed: filter.changed };
}

const includes = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, i) => needle.every((b, j) => haystack[i + j] === b));

describe("the PNG metadata filter", () => {
  it("drops eXIf, text, time, private chunks and what follows IEND; keeps what draws the picture byte for byte", () => {
    const { out, changed } = filtered(phonePicture());
    expect(changed).toBe(true);
    expect(out).toEqual(CLEAN);
    for (const secret of ["GPS", "서울", "Galaxy", "김고객", "appended"])
      expect(includes(out, ascii(secret))).toBe(false);
    // An animation's control chunk is drawing, not metadata.
    expect(filtered(bytes(SIGNATURE, IHDR, ACTL, EXIF, IDAT, IEND)).out).toEqual(
      bytes(SIGNATURE, IHDR, ACTL, IDAT, IEND),
    );
    // A clean picture passes unchanged, and says so.
    expect(filtered(PNG)).toEqual({ out: PNG, changed: false });
  });

  it("gives the same bytes however the upload is cut into chunks", () => {
    const input = phonePicture();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: input.length - 1 }), { maxLength: 12 }), (cuts) => {
        expect(filtered(input, cuts).out).toEqual(CLEAN);
      }),
    );
    expect(
      filtered(
        input,
        Array.from({ length: input.length }, (_, i) => i),
      ).out,
    ).toEqual(CLEAN);
  });

  it("passes anything else through: not a PNG, a broken chunk header, a file cut inside a header", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x04, 0xaa, 0xbb]);
    expect(filtered(jpeg).out).toEqual(jpeg);
    const broken = bytes(SIGNATURE, IHDR, Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x31, 0x32, 0x33, 0x34, 9, 9]));
    expect(filtered(broken).out).toEqual(broken);
    const cut = bytes(SIGNATURE, IHDR, EXIF.subarray(0, 5));
    expect(filtered(cut).out).toEqual(bytes(SIGNATURE, IHDR, EXIF.subarray(0, 5)));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.array(fc.nat(220), { maxLength: 5 }), (junk, cuts) => {
        const input = bytes(SIGNATURE, junk);
        expect(filtered(input, cuts).out.length).toBeLessThanOrEqual(input.length);
      }),
    );
  });
});

describe("uploads of PNG pictures for the site", () => {
  async function stage(purpose: string, picture: File) {
    const form = new FormData();
    form.append("file", picture);
    const res = await callAs(staff, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const staged = (await res.json()) as { uploadId: string; fileSize: number };
    const [row] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, staged.uploadId));
    const object = await env.BUCKET.get(row?.r2Key ?? "");
    return { ...staged, stored: new Uint8Array(await (object as R2ObjectBody).arrayBuffer()) };
  }

  it("store a product, banner or logo PNG without its metadata, and say the stored size", async () => {
    for (const purpose of ["ITEM", "BANNER", "LOGO", "SITE"]) {
      const staged = await stage(purpose, file(phonePicture(), "캡처.png", "image/png"));
      expect(staged.stored, purpose).toEqual(CLEAN);
      expect(staged.fileSize).toBe(CLEAN.length);
    }
  });

  it("keep a post's attachment as it was sent", async () => {
    const staged = await stage("BOARD", file(phonePicture(), "도면.png", "image/png"));
    expect(staged.stored).toEqual(phonePicture());
  });
});
