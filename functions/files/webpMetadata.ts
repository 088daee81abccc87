// A WebP is a RIFF file: "RIFF", the size of the rest, "WEBP", then chunks: FourCC, size
// (little-endian), data, a pad byte when the size is odd. Metadata lives in EXIF (a phone's GPS
// position, time, device), XMP and chunks no reader knows (decision 100). The RIFF size is at the
// very start and a stream cannot go back to change it, so nothing is cut out: every chunk keeps its
// size. XMP and unknown chunks become JUNK chunks of zeros (readers skip unknown chunks; VP8X's XMP
// flag is cleared), and EXIF keeps only the orientation, as a JPEG does (decision 081), then zeros.
// What draws the picture passes byte for byte; bytes after the RIFF's end go.

import { exifOrientation, join, orientationSegment } from "./jpegMetadata";

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);
/** Chunks that draw the picture (RFC 9649): kept as they are. */
const DRAWN = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
/** VP8X's flag bit saying an XMP chunk is present. */
const XMP_FLAG = 0x04;
/** An EXIF chunk up to this size is read for its orientation; a larger one is blanked as it comes. */
const HELD_EXIF = 64 * 1024;
const JUNK = Uint8Array.from([0x4a, 0x55, 0x4e, 0x4b]);
const EXIF_PREFIX = Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0, 0]);
/** WebP's EXIF holds the TIFF structure itself: the APP1 segment without marker, length and "Exif\0\0". */
const orientationTiff = (orientation: number) => orientationSegment(orientation).subarray(10);

/** `size` bytes of EXIF data: the orientation alone when it fits, then zeros. */
function orientationOnly(size: number, orientation: number): Uint8Array {
  const out = new Uint8Array(size);
  const tiff = orientationTiff(orientation);
  if (tiff.length <= size) out.set(tiff);
  return out;
}

/**
 * Removes a WebP's metadata given in chunks of bytes; `push` returns the bytes to store so far, `end`
 * the rest. The output is exactly as long as the RIFF says it is. Input that is not a WebP, or stops
 * being well-formed, passes through as it is from there.
 */
export class WebpMetadataFilter {
  private held: Uint8Array = new Uint8Array(0);
  /** How many bytes to gather before acting on them (0 between chunks), and what they are. */
  private want = 12;
  private gathering: "riff" | "header" | "vp8x" | "exif" = "riff";
  /** Bytes of the current chunk still streaming through, as they are or replaced. */
  private left = 0;
  private blanking = false;
  /** What a blanked chunk's data begins with (then zeros), and how much of the chunk has gone by. */
  private fill: Uint8Array = new Uint8Array(0);
  private blanked = 0;
  /** Bytes of the RIFF's payload not yet begun. */
  private riffLeft = 0;
  /** Not a WebP, or broken: the rest is stored as it comes. */
  passing = false;
  /** Something was blanked, rewritten or dropped. */
  changed = false;

  push(chunk: Uint8Array): Uint8Array[] {
    if (this.passing) return [chunk];
    const out: Uint8Array[] = [];
    let at = 0;
    while (at < chunk.length) {
      if (this.left > 0) {
        const n = Math.min(this.left, chunk.length - at);
        out.push(this.blanking ? this.blank(n) : chunk.subarray(at, at + n));
        this.left -= n;
        at += n;
        continue;
      }
      if (this.want === 0) {
        if (this.riffLeft === 0) {
          // Past the RIFF's end: nothing draws it.
          this.changed = true;
          return out;
        }
        this.want = 8;
        this.gathering = "header";
      }
      const taken = chunk.subarray(at, at + this.want - this.held.length);
      this.held = this.held.length === 0 ? taken.slice() : join(this.held, taken);
      at += taken.length;
      if (this.held.length < this.want) break;
      const whole = this.held;
      this.held = new Uint8Array(0);
      this.want = 0;
      if (this.gathering === "vp8x") out.push(this.vp8x(whole));
      else if (this.gathering === "exif") out.push(this.exif(whole));
      else if (!this.header(whole, out)) return this.passRest(out, chunk, at);
    }
    return out;
  }

  end(): Uint8Array[] {
    // Cut short: a header is kept as received, an unfinished EXIF chunk as zeros.
    const rest = this.held;
    this.held = new Uint8Array(0);
    if (rest.length === 0) return [];
    return [this.gathering === "exif" ? new Uint8Array(rest.length) : rest];
  }

  /** Reads a header and chooses what becomes of its chunk; false when the input is not a WebP. */
  private header(header: Uint8Array, out: Uint8Array[]): boolean {
    const view = new DataView(header.buffer, header.byteOffset, header.length);
    if (this.gathering === "riff") {
      out.push(header);
      this.riffLeft = view.getUint32(4, true) - 4;
      return ascii(header.subarray(0, 4)) === "RIFF" && ascii(header.subarray(8, 12)) === "WEBP" && this.riffLeft >= 0;
    }
    const type = ascii(header.subarray(0, 4));
    const size = view.getUint32(4, true);
    const total = size + (size & 1);
    if (!/^[\x20-\x7e]{4}$/.test(type) || 8 + total > this.riffLeft) {
      out.push(header);
      return false;
    }
    this.riffLeft -= 8 + total;
    this.blanking = false;
    this.fill = new Uint8Array(0);
    this.blanked = 0;
    if (total === 0) out.push(header);
    else if (DRAWN.has(type)) {
      out.push(header);
      if (type === "VP8X" && total <= 64) this.gather("vp8x", total);
      else this.left = total;
    } else if (type === "EXIF") {
      out.push(header);
      this.changed = true;
      if (total <= HELD_EXIF) this.gather("exif", total);
      else {
        // Too large to hold: blanked as it streams, with no orientation.
        this.fill = orientationTiff(1);
        this.left = total;
        this.blanking = true;
      }
    } else {
      this.changed = true;
      out.push(join(JUNK, header.subarray(4)));
      this.left = total;
      this.blanking = true;
    }
    return true;
  }

  /** The next `n` bytes of a blanked chunk. */
  private blank(n: number): Uint8Array {
    const out = new Uint8Array(n);
    if (this.blanked < this.fill.length) out.set(this.fill.subarray(this.blanked, this.blanked + n));
    this.blanked += n;
    return out;
  }

  private gather(what: "vp8x" | "exif", total: number) {
    this.want = total;
    this.gathering = what;
  }

  /** VP8X with the XMP flag cleared, as its chunk becomes JUNK; Exif stays flagged, reduced. */
  private vp8x(data: Uint8Array): Uint8Array {
    const flags = data[0] ?? 0;
    if ((flags & XMP_FLAG) === 0) return data;
    this.changed = true;
    const copy = data.slice();
    copy[0] = flags & ~XMP_FLAG;
    return copy;
  }

  /** An EXIF chunk's data (with its pad byte) as its orientation and zeros. */
  private exif(data: Uint8Array): Uint8Array {
    const prefixed = ascii(data.subarray(0, 6)) === "Exif\0\0" ? data : join(EXIF_PREFIX, data);
    return orientationOnly(data.length, exifOrientation(prefixed));
  }

  private passRest(out: Uint8Array[], chunk: Uint8Array, at: number): Uint8Array[] {
    this.passing = true;
    if (at < chunk.length) out.push(chunk.subarray(at));
    return out;
  }
}
