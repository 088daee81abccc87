// Pictures stored before decision 081 may still carry a JPEG's Exif (the GPS position it was taken
// at, the camera). The Cron Trigger cleans them a few at a time with the filter the uploads use
// (decision 082): a picture is read once to look, and written again only when it has metadata.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "../../db/client";
import { type FileOwnerKind, fileBox, uncheckedJpeg } from "../../db/schema";
import type { Section } from "../cache/sections";
import { bumpVersions } from "../cache/versions";
import { JpegMetadataFilter } from "../files/jpegMetadata";
import { ObjectWriter, removeObjects } from "../files/storage";
import { logError } from "../lib/log";

/** Pictures looked at per run (every 5 minutes): each read once, at most 10 MB written again. */
export const PICTURES_PER_RUN = 5;
/**
 * Whose JPEGs visitors see (attachments are files kept as sent, decision 081), and the cached
 * responses that serve them: a cleaned picture makes those fresh, or the edge would keep serving
 * the copy with Exif. Editor images are never kept by the edge cache.
 */
const SITE_PICTURES: Partial<Record<FileOwnerKind, readonly Section[]>> = {
  ITEM: ["catalog"],
  EDITOR: [],
  BANNER: ["site"],
  LOGO: ["site"],
  SITE: ["site"],
};
/** Enough of a JPEG to pass its segments: they are at most 64 KB each, and a camera writes a few. */
const HEAD_BYTES = 256 * 1024;

/**
 * The object's size once stored again without metadata, or null when it had none (or is gone).
 * The same key is written: R2 replaces the object only when the new one is complete.
 */
async function cleanObject(bucket: R2Bucket, key: string): Promise<number | null> {
  const head = await bucket.get(key, { range: { offset: 0, length: HEAD_BYTES } });
  if (!head) return null;
  const probe = new JpegMetadataFilter();
  probe.push(new Uint8Array(await head.arrayBuffer()));
  if (!probe.changed && (probe.passing || head.size <= HEAD_BYTES)) return null;
  const whole = await bucket.get(key);
  if (!whole) return null;
  const filter = new JpegMetadataFilter();
  // A multipart upload left by a crash here is aborted by R2's own lifecycle rule (7 days).
  const writer = new ObjectWriter(bucket, key, whole.httpMetadata?.contentType ?? "image/jpeg", async () => {});
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
 * Looks at the oldest unchecked JPEGs: a site picture with metadata is stored again without it,
 * any other (an attachment, a file in the trash) is only marked; the cached responses that served
 * a cleaned one are made fresh. Returns how many were cleaned. Never throws: a failure is logged
 * and the picture waits for the next run.
 */
export async function cleanStoredPictures(d1: D1Database, bucket: R2Bucket, limit = PICTURES_PER_RUN): Promise<number> {
  const db = getDb(d1);
  const rows = await db
    .select({ fileBoxId: fileBox.fileBoxId, r2Key: fileBox.r2Key, ownerKind: fileBox.ownerKind })
    .from(fileBox)
    .where(uncheckedJpeg(fileBox))
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
  for (const { fileBoxId, r2Key, ownerKind } of rows.filter((r) => SITE_PICTURES[r.ownerKind])) {
    try {
      const size = await cleanObject(bucket, r2Key);
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
