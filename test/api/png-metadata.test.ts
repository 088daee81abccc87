// A PNG shown to visitors is stored without its metadata chunks (decision 099): eXIf (a phone's
// GPS position), text chunks (XMP, comments), tIME and private ancillary chunks go, what draws the
// picture stays byte for byte, CRCs included; the filter alone, cut anywhere, and through the real
// upload call.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PngMetadataFilter } from "../../functions/files/pngMetadata";
import { type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { PNG, seedDatabase } from "../fixtures";
import {
  ascii,
  bytes,
  CLEAN_PNG as CLEAN,
  describeSiteUploads,
  expectSameForAnyCuts,
  filterInPieces,
  includes,
  PNG_PARTS,
  phonePng as phonePicture,
} from "../picture-fixtures";

const { SIGNATURE, IHDR, IDAT, IEND, EXIF, ACTL } = PNG_PARTS;
const filtered = (input: Uint8Array, cuts: number[] = []) => filterInPieces(new PngMetadataFilter(), input, cuts);

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

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
    expectSameForAnyCuts(() => new PngMetadataFilter(), phonePicture(), CLEAN);
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

describeSiteUploads("PNG", "image/png", phonePicture, CLEAN, () => staff);
