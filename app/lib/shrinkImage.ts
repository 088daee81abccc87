// Pictures straight from a phone camera are 3–15 MB, 4000 px wide, and carry Exif: where the photo
// was taken (often a customer's home) and with what. The site serves stored images as they are (no
// resizing at the edge, decision 015), so the back office makes a picture fit before it uploads it:
// turned upright, the long edge at most the purpose's size, encoded again without metadata
// (decision 081); the inquiry form does the same with a customer's photos (decision 083), loading
// this module only when one is chosen. Anything it cannot or need not improve goes up unchanged; the
// server's byte and size checks apply to what is sent either way.

import { JpegMetadataFilter } from "../../functions/files/jpegMetadata";
import {
  ATTACHMENT_RULES,
  BANNER_RULES,
  FITTED_PHOTO,
  IMAGE_RULES,
  LOGO_RULES,
  PHOTO_FIT_INPUT_MAX_BYTES,
} from "../../functions/files/rules";

/** Where a picture goes: the staging purposes for images, the rich editor, a customer's inquiry. */
export type PicturePurpose = "ITEM" | "BANNER" | "LOGO" | "SITE" | "EDITOR" | "INQUIRY" | "THUMB";

/** Long edge in pixels: about twice the widest place each is shown (the banner spans a wide screen). */
export const LONG_EDGE: Record<PicturePurpose, number> = {
  ITEM: 1600,
  BANNER: 2560,
  LOGO: 1000,
  SITE: 1600,
  EDITOR: 1600,
  // Staff read labels and frames in a customer's photo: more detail than a page needs.
  INQUIRY: 2560,
  // An item picture's smaller copy (decision 084): gallery thumbnails, lists, a phone's home cards.
  THUMB: 640,
};

/** What the server takes for each (functions/files/rules.ts): a photo is made to fit it. */
const BYTE_LIMIT: Record<PicturePurpose, number> = {
  ITEM: IMAGE_RULES.maxBytes,
  BANNER: BANNER_RULES.maxBytes,
  LOGO: LOGO_RULES.maxBytes,
  SITE: IMAGE_RULES.maxBytes,
  EDITOR: IMAGE_RULES.maxBytes,
  INQUIRY: ATTACHMENT_RULES.maxBytes,
  THUMB: 512 * 1024,
};

/** Larger than this, a picture is worth encoding again even when it fits and has no metadata. */
const HEAVY_BYTES = 1024 * 1024;
const QUALITY = 0.85;

const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** True for the types this can decode and encode again without losing anything visible (FITTED_PHOTO). */
export const shrinkable = (file: File) => FITTED_PHOTO.test(file.type) && file.size <= PHOTO_FIT_INPUT_MAX_BYTES;

interface Inspection {
  /** Exif or XMP: place, time, camera. */
  metadata: boolean;
  /** An animated PNG or WebP: a canvas would keep only its first frame. */
  animated: boolean;
}

const ascii = (bytes: Uint8Array, at: number, length = 4) => String.fromCharCode(...bytes.subarray(at, at + length));

/** Walks the container's segments (not the pixels) for metadata and animation. */
export function inspect(bytes: Uint8Array, type: string): Inspection {
  const found: Inspection = { metadata: false, animated: false };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/jpeg") {
    // The server's own filter says what JPEG metadata is (Exif, XMP, IPTC).
    const filter = new JpegMetadataFilter();
    filter.push(bytes);
    found.metadata = filter.changed;
  } else if (type === "image/png") {
    // Signature, then chunks: length, type, data, CRC.
    let at = 8;
    while (at + 8 <= bytes.length) {
      const kind = ascii(bytes, at + 4);
      if (kind === "eXIf" || kind === "iTXt") found.metadata = true;
      if (kind === "acTL") found.animated = true;
      if (kind === "IEND") break;
      at += 12 + view.getUint32(at);
    }
  } else if (type === "image/webp") {
    // RIFF header, then chunks: FourCC, little-endian size, data padded to an even length.
    let at = 12;
    while (at + 8 <= bytes.length) {
      const kind = ascii(bytes, at);
      if (kind === "EXIF" || kind === "XMP ") found.metadata = true;
      if (kind === "ANIM") found.animated = true;
      const size = view.getUint32(at + 4, true);
      at += 8 + size + (size % 2);
    }
  }
  return found;
}

function encode(canvas: HTMLCanvasElement, type: string, quality = QUALITY): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function opaque(context: CanvasRenderingContext2D, width: number, height: number) {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
  return true;
}

/**
 * Still over the purpose's byte limit (a detailed photo as a 2 MB banner): lower quality first,
 * then fewer pixels, a few steps at most; the server refuses what still does not fit.
 */
const OVER_LIMIT_STEPS = [
  { scale: 1, quality: 0.75 },
  { scale: 1, quality: 0.6 },
  { scale: 0.75, quality: 0.7 },
  { scale: 0.55, quality: 0.7 },
  { scale: 0.4, quality: 0.7 },
];

/**
 * The picture to upload for `purpose`: `file` itself when it already fits, has no metadata, is
 * light and within the purpose's byte limit, or cannot be decoded here (GIF, animation, an old
 * browser); else a new JPEG, PNG or WebP of the same picture, upright, at most `LONG_EDGE[purpose]`
 * on its long edge and, where it can be, within `BYTE_LIMIT[purpose]`, named like `file`.
 */
export async function shrinkImage(file: File, purpose: PicturePurpose): Promise<File> {
  if (!shrinkable(file) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap | undefined;
  try {
    const found = inspect(new Uint8Array(await file.arrayBuffer()), file.type);
    if (found.animated) return file;
    const limit = BYTE_LIMIT[purpose];
    // "from-image" turns the picture as its Exif orientation says, before the metadata is dropped.
    const source = await createImageBitmap(file, { imageOrientation: "from-image" });
    bitmap = source;
    const scale = Math.min(1, LONG_EDGE[purpose] / Math.max(source.width, source.height));
    if (scale === 1 && !found.metadata && file.size <= HEAVY_BYTES && file.size <= limit) return file;
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (!context) return file;
    const draw = (factor: number) => {
      canvas.width = Math.max(1, Math.round(source.width * factor));
      canvas.height = Math.max(1, Math.round(source.height * factor));
      context.imageSmoothingQuality = "high";
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
    };
    draw(scale);
    let opaqueSeen: boolean | undefined;
    // Asked once, of the first drawing: fewer pixels do not change it.
    const isOpaque = () => {
      opaqueSeen ??= opaque(context, canvas.width, canvas.height);
      return opaqueSeen;
    };
    let blob = await encode(canvas, file.type);
    // A browser that cannot write WebP answers PNG; a heavy opaque PNG (a photo) is smaller as JPEG.
    if (blob && blob.type !== file.type && isOpaque()) blob = await encode(canvas, "image/jpeg");
    if (blob && blob.type === "image/png" && blob.size > HEAVY_BYTES && purpose !== "LOGO" && isOpaque()) {
      const jpeg = await encode(canvas, "image/jpeg");
      if (jpeg && jpeg.size < blob.size) blob = jpeg;
    }
    for (const step of OVER_LIMIT_STEPS) {
      if (!blob || blob.size <= limit) break;
      const type = blob.type === "image/png" && isOpaque() ? "image/jpeg" : blob.type;
      if (step.scale !== 1) draw(scale * step.scale);
      blob = await encode(canvas, type, step.quality);
    }
    if (!blob || !(blob.type in EXTENSION)) return file;
    // Only weight was the reason: keep the original unless the new one is clearly lighter.
    if (scale === 1 && !found.metadata && file.size <= limit && blob.size > file.size * 0.8) return file;
    const stem = file.name.replace(/\.[^.]*$/, "") || "image";
    return new File([blob], `${stem}.${EXTENSION[blob.type]}`, { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/** The forms' line about it, so staff know why the stored picture is smaller than the one chosen. */
export const fitHint = (purpose: PicturePurpose) =>
  `큰 사진은 긴 변 ${LONG_EDGE[purpose].toLocaleString("ko-KR")}px로 줄이고 사진 정보(촬영 위치 등)를 지워 올립니다.`;
