// A JPEG's metadata lives in marker segments before its image data: APP1 holds Exif (GPS position,
// time, camera, a thumbnail) and XMP, APP13 Photoshop's IPTC. Pictures shown to every visitor are
// stored without them (decision 081), on the way to R2: only the segments before the image data are
// held (each at most 64 KB), the image data passes through untouched. The Exif orientation is the
// one field a viewer needs, so a picture that is turned by it keeps a minimal Exif saying so.

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1;
const APP13 = 0xed;
/** Markers without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Orientation (1–8) of an Exif APP1 payload ("Exif\0\0" + TIFF), or 1 when absent or unreadable. */
export function exifOrientation(payload: Uint8Array): number {
  if (payload.length < 14 || String.fromCharCode(...payload.subarray(0, 6)) !== "Exif\0\0") return 1;
  const view = new DataView(payload.buffer, payload.byteOffset + 6, payload.length - 6);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The smallest APP1 segment that says `orientation` and nothing else. */
export function orientationSegment(orientation: number): Uint8Array {
  // biome-ignore format: one row per part of the TIFF structure
  const payload = [
    0x45, 0x78, 0x69, 0x66, 0, 0, // "Exif\0\0"
    0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, // TIFF, big-endian, IFD0 at 8
    0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, // one entry: Orientation, SHORT
    0, 0, 0, 0, // no next IFD
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

/**
 * Removes the metadata segments of a JPEG given in chunks. `push` returns the bytes to store so far,
 * `end` the rest. Input that is not a JPEG, or stops being well-formed, passes through as it is.
 */
export class JpegMetadataFilter {
  private held: Uint8Array = new Uint8Array(0);
  /** Past the segments: the rest is stored as it comes. */
  passing = false;
  /** A metadata segment was dropped. */
  changed = false;
  private started = false;
  private orientationWritten = false;

  push(chunk: Uint8Array): Uint8Array[] {
    if (this.passing) return [chunk];
    this.held = this.held.length === 0 ? chunk : join(this.held, chunk);
    return this.drain();
  }

  end(): Uint8Array[] {
    if (this.passing) return [];
    // Cut short inside the segments: what is held is an incomplete segment; only a metadata one is
    // dropped, anything else is kept as received.
    const rest = this.held;
    this.held = new Uint8Array(0);
    const marker = rest.length >= 2 && rest[0] === 0xff ? rest[1] : undefined;
    if (marker === APP1 || marker === APP13) {
      this.changed = true;
      return [];
    }
    return rest.length ? [rest] : [];
  }

  private drain(): Uint8Array[] {
    const out: Uint8Array[] = [];
    let at = 0;
    const held = this.held;
    if (!this.started) {
      if (held.length < 2) return out;
      this.started = true;
      if (held[0] !== 0xff || held[1] !== SOI) return this.passRest(out, held, 0);
      out.push(held.subarray(0, 2));
      at = 2;
    }
    for (;;) {
      if (held.length - at < 2) break;
      if (held[at] !== 0xff) return this.passRest(out, held, at);
      const marker = held[at + 1] as number;
      if (marker === 0xff) {
        // Fill byte before a marker.
        out.push(held.subarray(at, at + 1));
        at += 1;
        continue;
      }
      if (marker === SOS || marker === EOI) return this.passRest(out, held, at);
      if (standalone(marker)) {
        out.push(held.subarray(at, at + 2));
        at += 2;
        continue;
      }
      if (held.length - at < 4) break;
      const size = 2 + (((held[at + 2] as number) << 8) | (held[at + 3] as number));
      if (held.length - at < size) break;
      const segment = held.subarray(at, at + size);
      at += size;
      if (marker === APP1 || marker === APP13) {
        this.changed = true;
        const orientation = marker === APP1 ? exifOrientation(segment.subarray(4)) : 1;
        if (orientation !== 1 && !this.orientationWritten) {
          out.push(orientationSegment(orientation));
          this.orientationWritten = true;
        }
        continue;
      }
      out.push(segment);
    }
    this.held = held.slice(at);
    return out;
  }

  /** From `at` on, everything is stored as it comes. */
  private passRest(out: Uint8Array[], held: Uint8Array, at: number): Uint8Array[] {
    this.passing = true;
    this.held = new Uint8Array(0);
    if (at < held.length) out.push(held.subarray(at));
    return out;
  }
}

/** Two byte arrays as one. */
export function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
