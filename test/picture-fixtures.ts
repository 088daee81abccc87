// Pictures with metadata, built chunk by chunk, for the PNG and WebP metadata filters (decisions 099,
// 100) and the Cron Trigger's cleaning: a phone's picture and what the filter must leave of it.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pendingUpload } from "../db/schema";
import { orientationSegment } from "../functions/files/jpegMetadata";
import type { MetadataFilter } from "../functions/files/metadataFilters";
import { callAs, type LoggedIn } from "./auth-fixtures";
import { db, file, PNG } from "./fixtures";

export const ascii = (text: string) => new TextEncoder().encode(text);
export const bytes = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const zeros = (n: number) => new Uint8Array(n);
export const includes = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, i) => needle.every((b, j) => haystack[i + j] === b));

/** The filter's output for `input` given in pieces cut at `cuts`, and whether it changed anything. */
export function filterInPieces(
  filter: MetadataFilter,
  input: Uint8Array,
  cuts: number[] = [],
): { out: Uint8Array; changed: boolean } {
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...new Set(cuts)].filter((c) => c > 0 && c < input.length).sort((a, b) => a - b)) {
    out.push(...filter.push(input.slice(from, cut)));
    from = cut;
  }
  out.push(...filter.push(input.slice(from)), ...filter.end());
  return { out: bytes(...out), changed: filter.changed };
}

/** The filter gives `expected` however `input` is cut: at random places (fast-check) and at every byte. */
export function expectSameForAnyCuts(makeFilter: () => MetadataFilter, input: Uint8Array, expected: Uint8Array) {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: input.length - 1 }), { maxLength: 12 }), (cuts) => {
      expect(filterInPieces(makeFilter(), input, cuts).out).toEqual(expected);
    }),
  );
  const everyByte = Array.from({ length: input.length }, (_, i) => i);
  expect(filterInPieces(makeFilter(), input, everyByte).out).toEqual(expected);
}

/** Stages a file through the real upload call; what R2 holds and what the answer said. */
export async function stageUpload(staff: LoggedIn, purpose: string, picture: File) {
  const form = new FormData();
  form.append("file", picture);
  const res = await callAs(staff, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const staged = (await res.json()) as { uploadId: string; fileSize: number };
  const [row] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, staged.uploadId));
  const object = await env.BUCKET.get(row?.r2Key ?? "");
  return { ...staged, stored: new Uint8Array(await (object as R2ObjectBody).arrayBuffer()) };
}

/**
 * The real staging call for a picture format (decisions 081, 099, 100): a product, banner, logo or
 * page picture, and a post's attachment (decision 140), is stored without its metadata and the
 * answer says the stored size.
 */
export function describeSiteUploads(
  format: string,
  type: string,
  phone: () => Uint8Array,
  clean: Uint8Array,
  staff: () => LoggedIn,
) {
  const ext = type.slice("image/".length);
  describe(`uploads of ${format} pictures for the site`, () => {
    it(`store a product, banner or logo ${format} without its metadata, and say the stored size`, async () => {
      for (const purpose of ["ITEM", "BANNER", "LOGO", "SITE"]) {
        const staged = await stageUpload(staff(), purpose, file(phone(), `사진.${ext}`, type));
        expect(staged.stored, purpose).toEqual(clean);
        expect(staged.fileSize).toBe(clean.length);
      }
    });

    it("store a post's attachment without its metadata too: it is as public (decision 140)", async () => {
      const staged = await stageUpload(staff(), "BOARD", file(phone(), `도면.${ext}`, type));
      expect(staged.stored).toEqual(clean);
      expect(staged.fileSize).toBe(clean.length);
    });
  });
}

// --- PNG ---

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
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(0)): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(ascii(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

// The fixture's own chunks: signature, IHDR, IDAT, IEND of a real 1×1 picture.
const IDAT_IEND = PNG.subarray(33);
export const PNG_PARTS = {
  SIGNATURE: PNG.subarray(0, 8),
  IHDR: PNG.subarray(8, 33),
  IDAT: IDAT_IEND.subarray(0, IDAT_IEND.length - 12),
  IEND: IDAT_IEND.subarray(IDAT_IEND.length - 12),
  EXIF: pngChunk("eXIf", ascii("MM\0*\0\0\0\bGPSLatitude 37.5665 N 126.9780 E")),
  TEXT: pngChunk("tEXt", ascii("Comment\0서울시 중구 세종대로 110")),
  XMP: pngChunk("iTXt", ascii("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>Galaxy S24</x:xmpmeta>")),
  ZTXT: pngChunk("zTXt", ascii("Software\0\0xyz")),
  TIME: pngChunk("tIME", Uint8Array.from([0x07, 0xea, 11, 29, 9, 30, 0])),
  PRIVATE: pngChunk("prVt", ascii("owner=김고객")),
  GAMA: pngChunk("gAMA", Uint8Array.from([0, 0, 0xb1, 0x8f])),
  PHYS: pngChunk("pHYs", Uint8Array.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
  ACTL: pngChunk("acTL", Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 0])),
};

/** A phone's screenshot as apps save it: metadata between and after the picture, junk after IEND. */
export function phonePng(): Uint8Array {
  const { SIGNATURE, IHDR, EXIF, GAMA, TEXT, PHYS, PRIVATE, IDAT, XMP, ZTXT, TIME, IEND } = PNG_PARTS;
  return bytes(SIGNATURE, IHDR, EXIF, GAMA, TEXT, PHYS, PRIVATE, IDAT, XMP, ZTXT, TIME, IEND, ascii("appended"));
}
/** What the filter leaves of `phonePng()`. */
export const CLEAN_PNG = bytes(
  PNG_PARTS.SIGNATURE,
  PNG_PARTS.IHDR,
  PNG_PARTS.GAMA,
  PNG_PARTS.PHYS,
  PNG_PARTS.IDAT,
  PNG_PARTS.IEND,
);

// --- WebP ---

/** One RIFF chunk: FourCC, little-endian size, data, a pad byte when the size is odd. */
export function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(ascii(type), 0);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}
/** A WebP file of these chunks. */
export function webp(...chunks: Uint8Array[]): Uint8Array {
  const body = bytes(ascii("WEBP"), ...chunks);
  const head = new Uint8Array(8);
  head.set(ascii("RIFF"));
  new DataView(head.buffer).setUint32(4, body.length, true);
  return bytes(head, body);
}

/** A phone's Exif: TIFF (little-endian) with Orientation, and a GPS IFD's worth of text after it. */
export function webpTiff(orientation: number, prefix = false): Uint8Array {
  // biome-ignore format: one row per part of the TIFF structure
  const ifd = [
    0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, // "II*\0", IFD0 at 8
    1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, // one entry: Orientation
    0, 0, 0, 0, // no next IFD
  ];
  return bytes(prefix ? ascii("Exif\0\0") : zeros(0), Uint8Array.from(ifd), ascii("GPSLatitude 37.5665 N 126.9780 E"));
}

export const WEBP_PARTS = {
  // VP8X flags: ICC 0x20, alpha 0x10, Exif 0x08, XMP 0x04, animation 0x02; a 640×480 canvas.
  vp8x: (flags: number) => riffChunk("VP8X", Uint8Array.from([flags, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0])),
  ICCP: riffChunk("ICCP", ascii("sRGB IEC61966-2.1 profile bytes")),
  // The image data stands in for a VP8 frame: the filter never reads it, and must not change it.
  VP8: riffChunk(
    "VP8 ",
    Uint8Array.from({ length: 301 }, (_, i) => (i * 37) & 0xff),
  ),
  ALPH: riffChunk(
    "ALPH",
    Uint8Array.from({ length: 40 }, (_, i) => i),
  ),
  EXIF: (orientation: number, prefix = false) => riffChunk("EXIF", webpTiff(orientation, prefix)),
  XMP: riffChunk("XMP ", ascii("<x:xmpmeta><tiff:Model>Galaxy S24</tiff:Model></x:xmpmeta>")),
  PRIVATE: riffChunk("PRIV", ascii("owner=김고객")), // odd size: a pad byte follows
};

/** What the filter leaves of a chunk it empties: JUNK of zeros, the same size. */
export const junkOf = (original: Uint8Array) =>
  bytes(ascii("JUNK"), original.subarray(4, 8), zeros(original.length - 8));
/** An EXIF chunk as the filter leaves it: the orientation alone (big-endian TIFF), then zeros. */
export function orientationOnly(original: Uint8Array, orientation: number): Uint8Array {
  const data = zeros(original.length - 8);
  data.set(orientationSegment(orientation).subarray(10));
  return bytes(original.subarray(0, 8), data);
}

/** A phone's photo saved as WebP: colour profile, Exif turned 90°, XMP, an app's chunk, junk after the end. */
export function phoneWebp(): Uint8Array {
  const { vp8x, ICCP, VP8, EXIF, XMP, PRIVATE } = WEBP_PARTS;
  return bytes(webp(vp8x(0x2c), ICCP, VP8, EXIF(6), XMP, PRIVATE), ascii("appended"));
}
/** What the filter leaves of `phoneWebp()`: as long as its RIFF says, the XMP flag cleared. */
export const CLEAN_WEBP = webp(
  WEBP_PARTS.vp8x(0x28),
  WEBP_PARTS.ICCP,
  WEBP_PARTS.VP8,
  orientationOnly(WEBP_PARTS.EXIF(6), 6),
  junkOf(WEBP_PARTS.XMP),
  junkOf(WEBP_PARTS.PRIVATE),
);
