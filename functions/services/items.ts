import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, glassSpec, item, itemType, manufacturer } from "../../db/schema";

const publicItemOf = (manuId: number) => and(eq(item.manuId, manuId), eq(item.itemYN, true));

/** Distinct types that have at least one public item of the manufacturer, by itemTypeId. */
export function listTypesOfManufacturer(db: Db, manuId: number) {
  return db
    .selectDistinct({ itemTypeId: itemType.itemTypeId, itemTypeName: itemType.itemTypeName })
    .from(item)
    .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
    .where(publicItemOf(manuId))
    .orderBy(asc(itemType.itemTypeId));
}

/** Public items of one type and manufacturer, in display order. */
export function listPublicItemsOfType(db: Db, manuId: number, itemTypeId: number) {
  return db
    .select({
      itemTypeId: itemType.itemTypeId,
      itemTypeName: itemType.itemTypeName,
      itemId: item.itemId,
      itemName: item.itemName,
    })
    .from(item)
    .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
    .where(and(publicItemOf(manuId), eq(item.itemTypeId, itemTypeId)))
    .orderBy(asc(item.displayOrder), asc(item.itemId));
}

const fileBoxColumns = {
  fileBoxId: fileBox.fileBoxId,
  fileName: fileBox.fileName,
  fileOrgName: fileBox.fileOrgName,
  fileType: fileBox.fileType,
  fileSize: fileBox.fileSize,
  isMain: fileBox.isMain,
};

/** Part numbers of a manufacturer's public items, in display order (GET /api/items/numbers). */
export function listPublicItemNumbers(db: Db, manuId: number) {
  return db
    .select({ itemId: item.itemId, itemNum: item.itemNum })
    .from(item)
    .where(publicItemOf(manuId))
    .orderBy(asc(item.displayOrder), asc(item.itemId));
}

/** Images of an item: the main image first, then in the administrator's order, then by fileBoxId. */
export function listItemImages(db: Db, itemId: number) {
  return db
    .select(fileBoxColumns)
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId)))
    .orderBy(desc(fileBox.isMain), asc(fileBox.displayOrder), asc(fileBox.fileBoxId));
}

/** Public items of a manufacturer, every type, in display order: the manufacturer page in one read. */
export function listPublicItemsOfManufacturer(db: Db, manuId: number) {
  return db
    .select({
      itemTypeId: itemType.itemTypeId,
      itemTypeName: itemType.itemTypeName,
      itemId: item.itemId,
      itemName: item.itemName,
    })
    .from(item)
    .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
    .where(publicItemOf(manuId))
    .orderBy(asc(item.displayOrder), asc(item.itemId));
}

/** A public item as visitors see it, or undefined when unknown or not public (one round trip). */
export async function getPublicItem(db: Db, itemId: number) {
  const [[row], images] = await db.batch([
    db
      .select({
        itemId: item.itemId,
        itemName: item.itemName,
        itemNum: item.itemNum,
        itemUse: item.itemUse,
        itemInColor: item.itemInColor,
        itemOutColor: item.itemOutColor,
        itemFrameWidth: item.itemFrameWidth,
        itemDescription: item.itemDescription,
        freeContent: item.freeContent,
        itemTypeName: itemType.itemTypeName,
        glassSize: glassSpec.glassSpecSize,
        manuId: manufacturer.manuId,
        manuName: manufacturer.manuName,
      })
      .from(item)
      .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
      .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
      .leftJoin(glassSpec, eq(glassSpec.glassSpecId, item.glassSpecId))
      .where(and(eq(item.itemId, itemId), eq(item.itemYN, true))),
    listItemImages(db, itemId),
  ]);
  if (!row) return undefined;
  return { ...row, fileBoxes: images };
}

/** Metadata of an item image by its stored name (served at /item/{fileName}). */
export async function getItemImage(db: Db, fileName: string) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), eq(fileBox.ownerKind, "ITEM")));
  return row;
}
