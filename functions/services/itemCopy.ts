// 복제: a new item made from an existing one (docs/decisions/059-item-copy.md). Staff add a
// series of windows that differ in a colour or a size; the copy starts from every field, the rich
// content and a copy of every image, hidden until they publish it.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, item } from "../../db/schema";
import { discardUploads, markStored, releaseClaimed, type StoredUpload, startPending } from "../files/pending";
import { FORM_MESSAGES } from "../files/receive";
import { copyObject, thumbnailKey } from "../files/storage";
import { nowLocal } from "../lib/dates";
import { AppError, notFound } from "../lib/errors";
import { logError } from "../lib/log";
import { CATALOG_MESSAGES } from "../schemas/catalog";
import { ITEM_NAME_MAX } from "../schemas/itemRules";
import { imageRow } from "./adminItems";

export const COPY_SUFFIX = " (사본)";

/** The copy's name: the original's with "(사본)", cut so that it stays within the name's limit. */
export function copyName(name: string): string {
  return `${name.slice(0, ITEM_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`.trimStart();
}

interface CopiedImage extends StoredUpload {
  isMain: boolean;
  displayOrder: number;
}

/**
 * Copies item `itemId`: its fields (hidden, named "… (사본)", last in its manufacturer's order)
 * and its images (new objects under new names, each a pending upload until the one batch that
 * writes the item and its file rows). If anything fails, the copies made so far are removed; what
 * a crash leaves is swept as an unclaimed upload. Returns the new item's id.
 */
export async function copyItem(db: Db, bucket: R2Bucket, itemId: number, usersId: number): Promise<number> {
  const [source] = await db.select().from(item).where(eq(item.itemId, itemId));
  if (!source) throw notFound(CATALOG_MESSAGES.itemNotFound);
  const images = await db
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId)))
    .orderBy(desc(fileBox.isMain), asc(fileBox.displayOrder), asc(fileBox.fileBoxId));

  const copies: CopiedImage[] = [];
  try {
    for (const image of images) {
      const copy = await copyImage(db, bucket, image, usersId);
      if (copy) copies.push(copy);
    }
    const {
      itemId: _id,
      displayOrder: _order,
      itemRegDate: _reg,
      itemUpdate: _upd,
      itemRev: _rev,
      saveKey: _key,
      sendKey: _sent,
      ...fields
    } = source;
    const now = nowLocal();
    const [[created]] = await db.batch([
      db
        .insert(item)
        .values({
          ...fields,
          itemName: copyName(source.itemName),
          itemYN: false,
          displayOrder: sql`(SELECT coalesce(max(${item.displayOrder}), 0) + 1 FROM ${item} WHERE ${item.manuId} = ${source.manuId})`,
          itemRegDate: now,
          itemUpdate: now,
        })
        .returning({ itemId: item.itemId }),
      // One serialized transaction: the newest item id is the one just inserted.
      ...copies.map((c) =>
        db
          .insert(fileBox)
          .values(imageRow(c, sql`(SELECT max(${item.itemId}) FROM ${item})`, c.isMain, now, c.displayOrder)),
      ),
      ...(copies.length > 0 ? [releaseClaimed(db, copies)] : []),
    ] as const);
    return (created as { itemId: number }).itemId;
  } catch (error) {
    await discardUploads(db, bucket, copies);
    throw error;
  }
}

/** One image's copy as a stored pending upload, or null when its object is missing (logged). */
async function copyImage(
  db: Db,
  bucket: R2Bucket,
  image: typeof fileBox.$inferSelect,
  usersId: number,
): Promise<CopiedImage | null> {
  // Recorded before the object exists, so a crash during the copy leaves something the sweep finds.
  const upload = await startPending(
    db,
    {
      ownerKind: "ITEM",
      ext: image.fileName.slice(image.fileName.lastIndexOf(".") + 1),
      fileOrgName: image.fileOrgName,
      fileType: image.fileType,
    },
    usersId,
  );
  let size: number | null;
  try {
    size = await copyObject(bucket, image.r2Key, upload.r2Key);
    // Its smaller copy too, when it has one (decision 084); the pending row covers both keys.
    if (size !== null) await copyObject(bucket, thumbnailKey(image.r2Key), thumbnailKey(upload.r2Key));
  } catch (error) {
    await discardUploads(db, bucket, [upload]);
    logError("files", "copying an item image", error);
    throw new AppError(503, FORM_MESSAGES.storage);
  }
  if (size === null) {
    await discardUploads(db, bucket, [upload]);
    logError("files", `item image ${image.fileBoxId} has no object; the copy goes without it`, null);
    return null;
  }
  await markStored(db, upload.uploadId, size);
  return { ...upload, fileSize: size, isMain: image.isMain, displayOrder: image.displayOrder };
}
