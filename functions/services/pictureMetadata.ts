// Pictures stored before decisions 081, 099 and 100 may still carry metadata (a JPEG's or a PNG's
// Exif with the GPS position it was taken at, XMP, comments). The Cron Trigger cleans them a few at
// a time with the filters the uploads use (decision 082): a picture is read to look, and written
// again only when it has metadata.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "../../db/client";
import { type FileOwnerKind, fileBox, uncheckedPicture } from "../../db/schema";
import type { Section } from "../cache/sections";
import { bumpVersions } from "../cache/versions";
import { METADATA_FILTERS, type MetadataFilter } from "../files/metadataFilters";
import { ObjectWriter, removeObjects } from "../files/storage";
import { logError } from "../lib/log";

/** Pictures looked at per run (every 5 minutes): each read at most twice, at most 10 MB written again. */
export const PICTURES_PER_RUN = 5;
/**
 * Whose pictures visitors see (a post's attachments are public, decision 140), and the cached
 * responses that serve them: a cleaned picture makes those fresh, or the edge would keep serving
 * the copy with metadata. Editor images and attachment downloads are never kept by the edge cache.
 * A customer's attachments are cleaned as they arrive (decision 157); those stored before stay.
 */
const SITE_PICTURES: Partial<Record<FileOwnerKind, readonly Section[]>> = {
  ITEM: ["catalog"],
  EDITOR: [],
  BOARD: [],
  BANNER: ["site"],
  LOGO: ["site"],
  SITE: ["site"],
};

/**
 * Whether the object has metadata to remove. Reading stops as soon as the filter knows: a JPEG's
 * metadata comes before its image data, a PNG's or a WebP's may follow it, so those are read whole.
 */
async function hasMetadata(object: R2ObjectBody, filter: MetadataFilter): Promise<boolean> {
  const reader = object.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) filter.end();
      else filter.push(value);
      if (done || filter.changed || filter.passing) return filter.changed;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * The object's size once stored again without metadata, or null when it had none (or is gone, or
 * is not a type with a filter). The same key is written: R2 replaces the object only when the new
 * one is complete.
 */
async function cleanObject(bucket: R2Bucket, key: string, type: string): Promise<number | null> {
  const makeFilter = METADATA_FILTERS[type];
  const looked = makeFilter ? await bucket.get(key) : null;
  if (!makeFilter || !looked || !(await hasMetadata(looked, makeFilter()))) return null;
  const whole = await bucket.get(key);
  if (!whole) return null;
  const filter = makeFilter();
  // A multipart upload left by a crash here is aborted by R2's own lifecycle rule (7 days).
  const writer = new ObjectWriter(bucket, key, whole.httpMetadata?.contentType ?? type, async () => {});
  let size = 0;
  const reader = whole.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const out = done ? filter.end() : filter.push(value);
      for (const bytes of out) {
        size += bytes.length;
        await writer.write(bytes);
      }
      if (done) break;
    }
    if (!filter.changed) {
      await writer.abort();
      return null;
    }
    await writer.close();
    return size;
  } catch (error) {
    await reader.cancel().catch(() => {});
    await writer.abort().catch(() => {});
    throw error;
  }
}

/**
 * Looks at the oldest unchecked pictures: a site picture with metadata is stored again without it,
 * any other (an attachment, a file in the trash) is only marked; the cached responses that served
 * a cleaned one are made fresh. Returns how many were cleaned. Never throws: a failure is logged
 * and the picture waits for the next run.
 */
export async function cleanStoredPictures(d1: D1Database, bucket: R2Bucket, limit = PICTURES_PER_RUN): Promise<number> {
  const db = getDb(d1);
  const rows = await db
    .select({
      fileBoxId: fileBox.fileBoxId,
      r2Key: fileBox.r2Key,
      ownerKind: fileBox.ownerKind,
      fileType: fileBox.fileType,
    })
    .from(fileBox)
    .where(uncheckedPicture(fileBox))
    .orderBy(asc(fileBox.fileBoxId))
    .limit(limit)
    .catch((error: unknown) => {
      logError("files", "listing pictures to clean", error);
      return [];
    });
  const others = rows.filter((r) => !SITE_PICTURES[r.ownerKind]).map((r) => r.fileBoxId);
  if (others.length > 0) {
    await db
      .update(fileBox)
      .set({ metadataChecked: true })
      .where(inArray(fileBox.fileBoxId, others))
      .catch((error: unknown) => logError("files", "marking attachments checked", error));
  }
  let cleaned = 0;
  const stale = new Set<Section>();
  for (const { fileBoxId, r2Key, ownerKind, fileType } of rows.filter((r) => SITE_PICTURES[r.ownerKind])) {
    try {
      const size = await cleanObject(bucket, r2Key, fileType);
      const [kept] = await db
        .update(fileBox)
        .set(size === null ? { metadataChecked: true } : { metadataChecked: true, fileSize: size })
        .where(and(eq(fileBox.fileBoxId, fileBoxId), eq(fileBox.r2Key, r2Key), ne(fileBox.ownerKind, "TRASH")))
        .returning({ fileBoxId: fileBox.fileBoxId });
      if (size === null) continue;
      cleaned++;
      for (const section of SITE_PICTURES[ownerKind] ?? []) stale.add(section);
      // Removed while it was being written: the object written must not outlive its row.
      if (!kept) await removeObjects(bucket, [r2Key]);
    } catch (error) {
      logError("files", "cleaning a stored picture's metadata", error);
    }
  }
  await bumpVersions(d1, [...stale]).catch((error: unknown) =>
    logError("files", "making cached pictures fresh after cleaning", error),
  );
  return cleaned;
}
