// The one place that stores, reads and removes uploaded files. Objects live in R2 under
// generated keys; their metadata lives in D1 `file_box` rows written by the services.
import { fileTypeFromBuffer } from "file-type";
import type { FileOwnerKind } from "../../db/schema";
import { AppError, badRequest } from "../lib/errors";
import { FILE_HEADERS } from "../lib/securityHeaders";
import { INLINE_TYPES, type UploadRules } from "./rules";

export interface PreparedFile {
  r2Key: string;
  fileName: string;
  fileOrgName: string;
  fileType: string;
  fileSize: number;
  bytes: Uint8Array;
}

const MAX_NAME = 200;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0);
}

/** Keeps only real file parts: browsers send an empty part when no file was chosen. */
export function fileParts(values: readonly (string | File)[]): File[] {
  return values.filter((v): v is File => typeof v !== "string" && v.size > 0 && v.name !== "");
}

/**
 * Checks every file against the rules (count, size, extension, bytes) before anything is
 * stored, so a refused request leaves nothing behind.
 */
export async function prepareUploads(
  files: readonly File[],
  rules: UploadRules,
  ownerKind: Exclude<FileOwnerKind, "TRASH">,
): Promise<PreparedFile[]> {
  if (files.length > rules.maxFiles) {
    throw badRequest(`파일은 최대 ${rules.maxFiles}개까지 첨부할 수 있습니다.`);
  }
  const prepared: PreparedFile[] = [];
  for (const file of files) {
    const orgName = file.name.normalize("NFC").replace(/[\\/]/g, "_").trim();
    if (orgName.length > MAX_NAME) throw badRequest(`파일 이름은 ${MAX_NAME}자 이하여야 합니다.`);
    if (file.size > rules.maxBytes) {
      throw new AppError(413, `파일 크기는 ${rules.maxBytes / 1024 / 1024}MB 이하여야 합니다. (${orgName})`);
    }
    const ext = extensionOf(orgName);
    const kind = rules.kinds[ext];
    if (!kind) throw badRequest(rules.typeMessage);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = (await fileTypeFromBuffer(bytes))?.ext ?? (looksLikeText(bytes) ? "text" : "unknown");
    if (!kind.sniffed.includes(sniffed)) {
      throw badRequest(`파일 내용이 확장자와 일치하지 않습니다. (${orgName})`);
    }
    const uuid = crypto.randomUUID();
    const fileName = `${uuid}.${ext === "jpeg" ? "jpg" : ext}`;
    prepared.push({
      r2Key: `${ownerKind.toLowerCase()}/${fileName}`,
      fileName,
      fileOrgName: orgName,
      fileType: kind.mime,
      fileSize: bytes.byteLength,
      bytes,
    });
  }
  return prepared;
}

/** Writes the objects; if one write fails, the ones already written are removed. */
export async function putObjects(bucket: R2Bucket, files: readonly PreparedFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const f of files) {
      await bucket.put(f.r2Key, f.bytes, { httpMetadata: { contentType: f.fileType } });
      written.push(f.r2Key);
    }
  } catch (error) {
    await removeObjects(bucket, written);
    throw error;
  }
}

export async function removeObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await bucket.delete([...keys]);
}

/**
 * Runs the row writes after the objects are in R2; when the rows fail, the objects go too,
 * so there is never an object without a row or a row without an object.
 */
export async function storeWithRows<T>(
  bucket: R2Bucket,
  files: readonly PreparedFile[],
  writeRows: () => Promise<T>,
): Promise<T> {
  await putObjects(bucket, files);
  try {
    return await writeRows();
  } catch (error) {
    await removeObjects(
      bucket,
      files.map((f) => f.r2Key),
    );
    throw error;
  }
}

export interface StoredFileMeta {
  r2Key: string;
  fileOrgName: string;
  fileType: string;
}

function encodeName(name: string): string {
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
