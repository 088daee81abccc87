// The one place that writes, reads and removes the objects of uploaded files. Objects live in R2
// under generated keys; their metadata lives in D1 (`pending_upload`, then `file_box`).
import { AppError } from "../lib/errors";
import { FILE_HEADERS } from "../lib/securityHeaders";
import { INLINE_TYPES } from "./rules";

/**
 * R2 parts of a multipart upload: R2 wants every part but the last of one size, at least 5 MiB.
 * A file up to this size is one `put`; a larger one is sent part by part as it arrives, so no
 * more than one part of it is ever in memory.
 */
export const PART_BYTES = 5 * 1024 * 1024;

/** Writes one object from chunks of unknown total length: one `put`, or an R2 multipart upload. */
export class ObjectWriter {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  /** One part's buffer, reused for every part of a large file (less garbage for the isolate). */
  private part: Uint8Array | undefined;
  private upload: R2MultipartUpload | undefined;
  private readonly parts: R2UploadedPart[] = [];

  constructor(
    private readonly bucket: R2Bucket,
    readonly key: string,
    private readonly contentType: string,
    /** Told the R2 upload id once a multipart upload starts, so a crash can abort it later. */
    private readonly onMultipart: (r2UploadId: string) => Promise<void>,
  ) {}

  async write(chunk: Uint8Array): Promise<void> {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= PART_BYTES) {
      this.part ??= new Uint8Array(PART_BYTES);
      await this.sendPart(this.take(PART_BYTES, this.part));
    }
  }

  /** Stores what is left; the object exists once this resolves. */
  async close(): Promise<void> {
    const rest = this.take(this.buffered, this.part?.subarray(0, this.buffered));
    if (!this.upload) {
      await this.bucket.put(this.key, rest, { httpMetadata: { contentType: this.contentType } });
      return;
    }
    if (rest.length > 0) await this.sendPart(rest);
    await this.upload.complete(this.parts);
  }

  /** Gives up a multipart upload in progress (its parts are not an object yet). */
  async abort(): Promise<void> {
    this.chunks = [];
    await this.upload?.abort();
  }

  private async sendPart(bytes: Uint8Array) {
    if (!this.upload) {
      this.upload = await this.bucket.createMultipartUpload(this.key, {
        httpMetadata: { contentType: this.contentType },
      });
      await this.onMultipart(this.upload.uploadId);
    }
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, bytes));
  }

  /** The first `n` buffered bytes as one array, copied into `out` when given (else a new one). */
  private take(n: number, out: Uint8Array = new Uint8Array(n)): Uint8Array {
    let filled = 0;
    while (filled < n) {
      const chunk = this.chunks[0] as Uint8Array;
      const used = Math.min(chunk.length, n - filled);
      out.set(chunk.subarray(0, used), filled);
      filled += used;
      if (used === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(used);
    }
    this.buffered -= n;
    return out;
  }
}

/**
 * Copies an object to a new key, streamed (R2 has no copy; an item image may be 10 MB). Returns
 * its size, or null when the source object is missing.
 */
export async function copyObject(bucket: R2Bucket, fromKey: string, toKey: string): Promise<number | null> {
  const source = await bucket.get(fromKey);
  if (!source) return null;
  // A put needs a stream of known length.
  const { readable, writable } = new FixedLengthStream(source.size);
  const [stored] = await Promise.all([
    bucket.put(toKey, readable, { httpMetadata: source.httpMetadata }),
    source.body.pipeTo(writable),
  ]);
  return stored.size;
}

/** R2 deletes at most this many keys in one call. */
const KEYS_PER_DELETE = 1000;

/** Where a picture's smaller copy is kept (decision 084): beside it, gone with it. */
export const thumbnailKey = (r2Key: string) => `${r2Key}.thumb`;

/**
 * Deletes stored files. A picture's smaller copy goes with it: every key's thumbnail key is deleted
 * too (deleting a key that does not exist is no error in R2), so no delete path can leave one behind.
 */
export async function removeObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  const all = keys.flatMap((key) => [key, thumbnailKey(key)]);
  for (let i = 0; i < all.length; i += KEYS_PER_DELETE) await bucket.delete(all.slice(i, i + KEYS_PER_DELETE));
}

export interface StoredFileMeta {
  r2Key: string;
  fileOrgName: string;
  fileType: string;
}

export function encodeName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Streams a stored file. `attachment` downloads under the original name; `inline` is only
 * honoured for images and pdf, anything else is still sent as an attachment. Either way the file
 * is a sandboxed document, never one that runs script in our origin.
 */
export async function fileResponse(
  bucket: R2Bucket,
  meta: StoredFileMeta,
  disposition: "attachment" | "inline",
  cacheControl = "private, no-store",
): Promise<Response> {
  const object = await bucket.get(meta.r2Key);
  if (!object) throw new AppError(404, "파일을 찾을 수 없습니다.");
  const inline = disposition === "inline" && INLINE_TYPES.has(meta.fileType);
  const encoded = encodeName(meta.fileOrgName);
  return new Response(object.body, {
    headers: {
      "Content-Type": meta.fileType || "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      ...FILE_HEADERS,
      "Cache-Control": cacheControl,
      ETag: object.httpEtag,
    },
  });
}
