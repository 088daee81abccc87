// A WebP shown to visitors is stored without its metadata (decision 100). The RIFF size comes first,
// so chunks are not cut out but emptied in place: XMP and unknown chunks become JUNK of zeros (the
// XMP flag cleared), EXIF keeps the orientation alone; what draws the picture stays byte for byte
// and the file keeps its length. The filter alone, cut anywhere, and through the real upload call.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { WebpMetadataFilter } from "../../functions/files/webpMetadata";
import { type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { seedDatabase } from "../fixtures";
import {
  ascii,
  bytes,
  CLEAN_WEBP as CLEAN,
  riffChunk as chunk,
  describeSiteUploads,
  expectSameForAnyCuts,
  filterInPieces,
  includes,
  orientationOnly,
  phoneWebp as phonePicture,
  webpTiff as tiff,
  WEBP_PARTS,
  webp,
} from "../picture-fixtures";

const { vp8x, ICCP, VP8, ALPH, EXIF } = WEBP_PARTS;
const zeros = (n: number) => new Uint8Array(n);
const filtered = (input: Uint8Array, cuts: number[] = []) => filterInPieces(new WebpMetadataFilter(), input, cuts);

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

describe("the WebP metadata filter", () => {
  it("empties XMP and unknown chunks, keeps Exif's orientation alone, drops what follows the RIFF", () => {
    const { out, changed } = filtered(phonePicture());
    expect(changed).toBe(true);
    expect(out).toEqual(CLEAN);
    // As long as the RIFF says: its size, written first, stays true.
    expect(out.length).toBe(new DataView(out.buffer).getUint32(4, true) + 8);
    for (const secret of ["GPS", "Galaxy", "김고객", "appended", "XMP "])
      expect(includes(out, ascii(secret))).toBe(false);
    // What draws the picture passes byte for byte.
    for (const drawn of [ICCP, VP8]) expect(includes(out, drawn)).toBe(true);
  });

  it("reads the orientation of an Exif written with or without the JPEG-style prefix, and of a big-endian one", () => {
    for (const orientation of [1, 3, 6, 8]) {
      const withPrefix = EXIF(orientation, true);
      expect(filtered(webp(vp8x(0x08), VP8, withPrefix)).out).toEqual(
        webp(vp8x(0x08), VP8, orientationOnly(withPrefix, orientation)),
      );
    }
    // The filter's own output, filtered again, is the same (the orientation survives twice).
    expect(filtered(CLEAN).out).toEqual(CLEAN);
  });

  it("keeps an animation's frames and a picture with alpha as they are, and says when nothing changed", () => {
    const frame = chunk("ANMF", bytes(zeros(16), ALPH, VP8));
    const animated = webp(vp8x(0x12), chunk("ANIM", zeros(6)), frame, frame);
    expect(filtered(animated)).toEqual({ out: animated, changed: false });
    const simple = webp(VP8);
    expect(filtered(simple)).toEqual({ out: simple, changed: false });
    const withAlpha = webp(vp8x(0x10), ALPH, VP8);
    expect(filtered(withAlpha)).toEqual({ out: withAlpha, changed: false });
  });

  it("blanks an Exif too large to read as it streams, with no orientation", () => {
    const large = chunk(
      "EXIF",
      bytes(
        tiff(6),
        Uint8Array.from({ length: 70_000 }, () => 0x41),
      ),
    );
    const picture = webp(vp8x(0x08), VP8, large);
    for (const cuts of [[], [5000, 40_000], [VP8.length + 40, VP8.length + 45]])
      expect(filtered(picture, cuts).out).toEqual(webp(vp8x(0x08), VP8, orientationOnly(large, 1)));
    // Cut short inside it: never longer than what arrived.
    const cut = picture.subarray(0, picture.length - 69_990);
    expect(filtered(cut).out.length).toBe(cut.length);
  });

  it("gives the same bytes however the upload is cut into chunks", () => {
    expectSameForAnyCuts(() => new WebpMetadataFilter(), phonePicture(), CLEAN);
  });

  it("passes anything else through: not a WebP, a chunk larger than its file; a file cut short keeps no Exif", () => {
    const wave = bytes(ascii("RIFF"), Uint8Array.from([12, 0, 0, 0]), ascii("WAVEfmt "), zeros(4));
    expect(filtered(wave)).toEqual({ out: wave, changed: false });
    const broken = webp(VP8, bytes(ascii("EXIF"), Uint8Array.from([0xff, 0xff, 0, 0]), ascii("GPS")));
    expect(filtered(broken).out).toEqual(broken);
    // The upload stopped inside the Exif chunk: what arrived of it is stored as zeros.
    const whole = webp(vp8x(0x08), VP8, EXIF(6));
    const cut = whole.subarray(0, whole.length - 10);
    const { out } = filtered(cut);
    expect(out.length).toBe(cut.length);
    expect(includes(out, ascii("GPS"))).toBe(false);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.array(fc.nat(230), { maxLength: 5 }), (junkBytes, cuts) => {
        const input = bytes(webp(VP8).subarray(0, 12), junkBytes);
        expect(filtered(input, cuts).out.length).toBeLessThanOrEqual(input.length);
      }),
    );
  });
});

describeSiteUploads("WebP", "image/webp", phonePicture, CLEAN, () => staff);
