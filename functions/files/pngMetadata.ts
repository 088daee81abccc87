// A PNG is a signature and then chunks: length (4 bytes), type (4), data, CRC (4). Metadata lives in
// ancillary chunks: eXIf (the same Exif as a camera JPEG's: GPS position, time, device), tEXt,
// zTXt and iTXt (XMP, comments, software) and tIME. Pictures shown to every visitor are stored
// without them (decisions 081, 099), on the way to R2. Only what a viewer needs to draw the picture is
// kept: the critical chunks and the ancillary ones that change how it looks (colour, transparency,
// pixel size, animation). Kept chunks pass byte for byte, so their CRCs stay right; nothing is held
// but a chunk's 8-byte header.

import { join } from "./jpegMetadata";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Ancillary chunks that change how the picture is drawn (PNG 3rd edition and APNG). */
const DRAWN = new Set([
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

/** A chunk is ancillary when its type's first letter is lower case (bit 5 of the first byte). */
const kept = (type: string) => (type.charCodeAt(0) & 0x20) === 0 || DRAWN.has(type);

/**
 * Removes a PNG's metadata chunks given in chunks of bytes; `push` returns the bytes to store so far,
 * `end` the rest. Anything after IEND goes too (nothing draws it). Input that is not a PNG, or
 * stops being well-formed, passes through as it is from there.
 */
export class PngMetadataFilter {
  private held: Uint8Array = new Uint8Array(0);
  private started = false;
  /** Bytes of the current chunk still to pass (kept) or to drop (metadata). */
  private passLeft = 0;
  private dropLeft = 0;
  private ended = false;
  /** Not a PNG, or broken: the rest is stored as it comes. */
  passing = false;
  /** Something was dropped. */
  changed = false;

  push(chunk: Uint8Array): Uint8Array[] {
    if (this.passing) return [chunk];
    const out: Uint8Array[] = [];
    let at = 0;
    while (at < chunk.length) {
      if (this.passLeft > 0 || this.dropLeft > 0) {
        const n = Math.min(this.passLeft || this.dropLeft, chunk.length - at);
        if (this.passLeft > 0) {
          out.push(chunk.subarray(at, at + n));
          this.passLeft -= n;
        } else this.dropLeft -= n;
        at += n;
        continue;
      }
      if (this.ended) {
        this.changed = true;
        return out;
      }
      // A signature or a chunk header: gathered whole (8 bytes) before it is read.
      const need = 8 - this.held.length;
      const taken = chunk.subarray(at, at + need);
      this.held = this.held.length === 0 ? taken.slice() : join(this.held, taken);
      at += taken.length;
      if (this.held.length < 8) break;
      const header = this.held;
      this.held = new Uint8Array(0);
      if (!this.started) {
        this.started = true;
        out.push(header);
        if (!SIGNATURE.every((b, i) => header[i] === b)) return this.passRest(out, chunk, at);
        continue;
      }
      const length = new DataView(header.buffer, header.byteOffset, 8).getUint32(0);
      const type = String.fromCharCode(...header.subarray(4, 8));
      if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) {
        out.push(header);
        return this.passRest(out, chunk, at);
      }
      if (kept(type)) {
        out.push(header);
        this.passLeft = length + 4;
        if (type === "IEND") this.ended = true;
      } else {
        this.changed = true;
        this.dropLeft = length + 4;
      }
    }
    return out;
  }

  end(): Uint8Array[] {
    // Cut short: an incomplete header is kept as received, an unfinished dropped chunk stays dropped.
    const rest = this.held;
    this.held = new Uint8Array(0);
    return rest.length > 0 && !this.ended ? [rest] : [];
  }

  private passRest(out: Uint8Array[], chunk: Uint8Array, at: number): Uint8Array[] {
    this.passing = true;
    if (at < chunk.length) out.push(chunk.subarray(at));
    return out;
  }
}
