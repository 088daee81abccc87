// The images of an item in the back office (README "Item images"): list, add, remove, reorder and
// choose the main one. Each write answers the item's images as visitors will see them (main
// first, then the administrator's order, then fileBoxId) and touches itemUpdate. An item with
// images always has exactly one main image: every write that could leave none ends with
// keepOneMain, which promotes the first image in order.
import { and, asc, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { fileBox, item } from "../../db/schema";
import { releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest, found, notFound } from "../lib/errors";
import { CATALOG_MESSAGES } from "../schemas/catalog";
import { ITEM_IMAGES_MAX, imageLimitMessage } from "../schemas/itemRules";
import { imageRow } from "./adminItems";
import { emptyTrash, trashFiles } from "./fileTrash";
import { listItemImages } from "./items";

const ofItem = (itemId: number) => and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId));

const touchItem = (db: Db, itemId: number) =>
  db.update(item).set({ itemUpdate: nowLocal() }).where(eq(item.itemId, itemId)).returning({ itemId: item.itemId });

/** Makes the first image in order the main one when the item has images but no main image. */
function keepOneMain(db: Db, itemId: number) {
  const first = alias(fileBox, "first_image");
  const main = alias(fileBox, "main_image");
  const firstId = db
    .select({ id: first.fileBoxId })
    .from(first)
    .where(and(eq(first.ownerKind, "ITEM"), eq(first.ownerId, itemId)))
    .orderBy(asc(first.displayOrder), asc(first.fileBoxId))
    .limit(1);
  const hasMain = db
    .select({ one: sql`1` })
    .from(main)
    .where(and(eq(main.ownerKind, "ITEM"), eq(main.ownerId, itemId), eq(main.isMain, true)));
  return db
    .update(fileBox)
    .set({ isMain: true })
    .where(and(sql`${fileBox.fileBoxId} = (${firstId})`, notExists(hasMain)));
}

/** The item's images, main first; 404 when the item is unknown (public or not). */
export async function listImagesOfItem(db: Db, itemId: number) {
  const [[row], images] = await db.batch([
    db.select({ itemId: item.itemId }).from(item).where(eq(item.itemId, itemId)),
    listItemImages(db, itemId),
  ]);
  found(row, CATALOG_MESSAGES.itemNotFound);
  return images;
}

/** The item an image belongs to; 404 when the image is unknown or not an item image. */
async function itemOfImage(db: Db, fileBoxId: number): Promise<number> {
  const [image] = await db
    .select({ itemId: fileBox.ownerId })
    .from(fileBox)
    .where(and(eq(fileBox.fileBoxId, fileBoxId), eq(fileBox.ownerKind, "ITEM")));
  return found(image?.itemId, CATALOG_MESSAGES.imageNotFound);
}

/**
 * Adds stored uploads after the item's others, in the order given (the first image of an item
 * without images becomes its main image): the rows and the end of their pending state in one
 * batch. If the item went meanwhile, the new rows go through the trash with their objects.
 */
export async function addImages(db: Db, bucket: R2Bucket, itemId: number, files: readonly StoredUpload[]) {
  if (files.length === 0) throw badRequest(CATALOG_MESSAGES.imageRequired);
  const current = await listImagesOfItem(db, itemId);
  if (current.length + files.length > ITEM_IMAGES_MAX) throw badRequest(imageLimitMessage(current.length));
  const sibling = alias(fileBox, "sibling");
  const nextOrder = sql<number>`(${db
    .select({ next: sql`coalesce(max(${sibling.displayOrder}), 0) + 1` })
    .from(sibling)
    .where(and(eq(sibling.ownerKind, "ITEM"), eq(sibling.ownerId, itemId)))})`;
  const now = nowLocal();
  const [touched] = await db.batch([
    touchItem(db, itemId),
    ...files.map((f) => db.insert(fileBox).values(imageRow(f, itemId, false, now, nextOrder))),
    keepOneMain(db, itemId),
    releaseClaimed(db, files),
  ]);
  if (touched.length === 0) {
    await trashFiles(
      db,
      inArray(
        fileBox.fileName,
        files.map((f) => f.fileName),
      ),
    );
    await emptyTrash(db, bucket);
    throw notFound(CATALOG_MESSAGES.itemNotFound);
  }
  return listItemImages(db, itemId);
}

/**
 * Takes an image off its item (promoting the next image when it was the main one), then deletes
 * its object and row through the trash (decision 015).
 */
export async function removeImage(db: Db, bucket: R2Bucket, fileBoxId: number) {
  const itemId = await itemOfImage(db, fileBoxId);
  const [trashed] = await db.batch([
    trashFiles(
      db,
      sql`${fileBox.fileBoxId} = ${fileBoxId} and ${fileBox.ownerKind} = 'ITEM' and ${fileBox.ownerId} = ${itemId}`,
    ),
    keepOneMain(db, itemId),
    touchItem(db, itemId),
  ]);
  if (trashed.length === 0) throw notFound(CATALOG_MESSAGES.imageNotFound);
  await emptyTrash(db, bucket);
  return { itemId, images: await listItemImages(db, itemId) };
}

/** Puts the item's images in the given order (after the main image); it must name each exactly once. */
export async function reorderImages(db: Db, itemId: number, fileBoxIds: readonly number[]) {
  const current = await listImagesOfItem(db, itemId);
  const given = new Set(fileBoxIds);
  if (current.length !== given.size || current.some((f) => !given.has(f.fileBoxId))) {
    throw badRequest(CATALOG_MESSAGES.imageListChanged);
  }
  await db.batch([
    touchItem(db, itemId),
    ...fileBoxIds.map((id, i) =>
      db
        .update(fileBox)
        .set({ displayOrder: i + 1 })
        .where(and(eq(fileBox.fileBoxId, id), ofItem(itemId))),
    ),
  ]);
  return listItemImages(db, itemId);
}

/** Makes an image its item's main image (the only one). */
export async function setMainImage(db: Db, fileBoxId: number) {
  const itemId = await itemOfImage(db, fileBoxId);
  await db.batch([
    db
      .update(fileBox)
      .set({ isMain: false })
      .where(and(ofItem(itemId), ne(fileBox.fileBoxId, fileBoxId))),
    db
      .update(fileBox)
      .set({ isMain: true })
      .where(and(eq(fileBox.fileBoxId, fileBoxId), ofItem(itemId))),
    // The image may have been removed meanwhile: the item still keeps a main image.
    keepOneMain(db, itemId),
    touchItem(db, itemId),
  ]);
  return { itemId, images: await listItemImages(db, itemId) };
}
