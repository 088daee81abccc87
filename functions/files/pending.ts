// Uploads between their R2 write and their owner: a `pending_upload` row is written before the
// object, and the owner's D1 batch turns it into a file_box row (claim). What is never claimed (a
// request that died half-way, a staged file whose form was never sent) is swept after a grace
// period. See docs/decisions/018-streamed-uploads.md.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type FileOwnerKind, pendingUpload } from "../../db/schema";
import { badRequest } from "../lib/errors";
import { logError } from "../lib/log";
import { removeObjects } from "./storage";

const HOUR = 60 * 60 * 1000;
/** Unclaimed uploads older than this are removed by the scheduled sweep. */
export const UPLOAD_GRACE_MS = 24 * HOUR;
/** Claims take uploads younger than this: an hour inside the grace period, so a sweep never removes what a claim is writing. */
export const CLAIM_WINDOW_MS = UPLOAD_GRACE_MS - HOUR;
/** Rows per sweep step: D1 binds at most 100 parameters per statement. */
const SWEEP_STEP = 100;

/** An upload whose object is complete in R2, not yet attached to anything. */
export interface StoredUpload {
  uploadId: string;
  ownerKind: FileOwnerKind;
  fileName: string;
  r2Key: string;
  fileOrgName: string;
  fileType: string;
  fileSize: number;
}

export type NewPendingUpload = Omit<StoredUpload, "fileSize"> & { usersId: number | null; createdAt: number };

/** Written BEFORE the object: from here on, a crash leaves something the sweep can find. */
export async function recordPending(db: Db, upload: NewPendingUpload): Promise<void> {
  await db.insert(pendingUpload).values(upload);
}

/**
 * A new upload's generated names (`<uuid>.<ext>` under its kind's prefix), recorded as pending
 * before its object is written; `fileSize` is 0 until markStored.
 */
export async function startPending(
  db: Db,
  file: { ownerKind: FileOwnerKind; ext: string; fileOrgName: string; fileType: string },
  usersId: number | null,
): Promise<StoredUpload> {
  const fileName = `${crypto.randomUUID()}.${file.ext}`;
  const upload: StoredUpload = {
    uploadId: crypto.randomUUID(),
    ownerKind: file.ownerKind,
    fileName,
    r2Key: `${file.ownerKind.toLowerCase()}/${fileName}`,
    fileOrgName: file.fileOrgName,
    fileType: file.fileType,
    fileSize: 0,
  };
  const { fileSize: _unknownYet, ...row } = upload;
  await recordPending(db, { ...row, usersId, createdAt: Date.now() });
  return upload;
}

export async function noteMultipart(db: Db, uploadId: string, r2UploadId: string): Promise<void> {
  await db.update(pendingUpload).set({ r2UploadId }).where(eq(pendingUpload.uploadId, uploadId));
}

/** The object is complete: the upload may now be claimed. */
export async function markStored(db: Db, uploadId: string, fileSize: number): Promise<void> {
  await db.update(pendingUpload).set({ fileSize, r2UploadId: null }).where(eq(pendingUpload.uploadId, uploadId));
}

/**
 * The file_box values of a claimed upload. The key is read from the pending row inside the owner's
 * batch: when the row is gone (swept, or claimed by another request) the insert fails on NOT NULL
 * and the whole batch with it, so an upload is attached once or not at all.
 */
export function claimedFile(upload: StoredUpload, now = Date.now()) {
  return {
    fileName: upload.fileName,
    r2Key: sql<string>`(SELECT ${pendingUpload.r2Key} FROM ${pendingUpload} WHERE ${pendingUpload.uploadId} = ${upload.uploadId} AND ${pendingUpload.fileSize} IS NOT NULL AND ${pendingUpload.createdAt} >= ${now - CLAIM_WINDOW_MS})`,
    fileOrgName: upload.fileOrgName,
    fileType: upload.fileType,
    fileSize: upload.fileSize,
  };
}

/** The statement that ends the pending state of claimed uploads; goes last in the owner's batch. */
export function releaseClaimed(db: Db, uploads: readonly StoredUpload[]) {
  return db.delete(pendingUpload).where(
    inArray(
      pendingUpload.uploadId,
      uploads.map((u) => u.uploadId),
    ),
  );
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const STAGED_MISSING = "첨부파일을 찾을 수 없거나 보관 기간이 지났습니다. 파일을 다시 올려주세요.";

/**
 * Staged uploads named by the client, in its order: each must be complete, of the owner kind,
 * young enough, and staged by the same account (null: by a visitor). Anything else is a 400.
 */
export async function findStaged(
  db: Db,
  uploadIds: readonly string[],
  who: { ownerKind: FileOwnerKind; usersId: number | null },
  now = Date.now(),
): Promise<StoredUpload[]> {
  const ids = [...new Set(uploadIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) return [];
  if (ids.length > 20 || !ids.every((id) => UPLOAD_ID.test(id))) throw badRequest(STAGED_MISSING);
  const rows = await db.select().from(pendingUpload).where(inArray(pendingUpload.uploadId, ids));
  const byId = new Map(rows.map((r) => [r.uploadId, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const usable =
      row &&
      row.fileSize !== null &&
      row.ownerKind === who.ownerKind &&
      row.usersId === who.usersId &&
      row.createdAt >= now - CLAIM_WINDOW_MS;
    if (!usable) throw badRequest(STAGED_MISSING);
    return { ...row, fileSize: row.fileSize as number };
  });
}

/**
 * Removes uploads that will not be claimed: their objects (and an unfinished multipart upload),
 * then their rows. A failure is logged and the rows stay, so the sweep tries again later.
 */
export async function discardUploads(
  db: Db,
  bucket: R2Bucket,
  uploads: readonly { uploadId: string; r2Key: string }[],
): Promise<void> {
  if (uploads.length === 0) return;
  try {
    await removeObjects(
      bucket,
      uploads.map((u) => u.r2Key),
    );
    await db.delete(pendingUpload).where(
      inArray(
        pendingUpload.uploadId,
        uploads.map((u) => u.uploadId),
      ),
    );
  } catch (error) {
    logError("uploads", `discarding ${uploads.length} upload(s)`, error);
  }
}

/**
 * The scheduled cleanup: every upload unclaimed for longer than the grace period goes, object
 * first and row last, so a sweep cut short is finished by the next one. Returns the count.
 */
export async function sweepPendingUploads(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const cutoff = now - UPLOAD_GRACE_MS;
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ uploadId: pendingUpload.uploadId, r2Key: pendingUpload.r2Key, r2UploadId: pendingUpload.r2UploadId })
      .from(pendingUpload)
      .where(lt(pendingUpload.createdAt, cutoff))
      .orderBy(asc(pendingUpload.createdAt))
      .limit(SWEEP_STEP);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (!row.r2UploadId) continue;
      // Parts of an unfinished multipart upload are no object yet; R2 would keep them for days.
      await bucket
        .resumeMultipartUpload(row.r2Key, row.r2UploadId)
        .abort()
        .catch(() => {});
    }
    await removeObjects(
      bucket,
      rows.map((r) => r.r2Key),
    );
    await db.delete(pendingUpload).where(
      and(
        inArray(
          pendingUpload.uploadId,
          rows.map((r) => r.uploadId),
        ),
        lt(pendingUpload.createdAt, cutoff),
      ),
    );
    removed += rows.length;
    if (rows.length < SWEEP_STEP) break;
  }
  if (removed > 0) console.log(`[uploads] sweep removed ${removed} unclaimed upload(s) older than 24 h`);
  return removed;
}
