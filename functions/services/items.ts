import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, glassSpec, item, itemType, manufacturer } from "../../db/schema";
import { q } from "./dbUtil";

/**
 * The stored name of an item's main image (served at /item/{name}), or null: the first in the
 * order of the item's images (main first, then the administrator's order), for the list's thumbnail.
 */
export const mainFileName = sql<string | null>`(
  select ${q(fileBox.fileName)} from ${fileBox}
  where ${q(fileBox.ownerKind)} = 'ITEM' and ${q(fileBox.ownerId)} = ${q(item.itemId)}
  order by ${q(fileBox.isMain)} desc, ${q(fileBox.displayOrder)}, ${q(fileBox.fileBoxId)}
  limit 1)`.as("main_file_name");

const publicItemOf = (manuId: number) => and(eq(item.manuId, manuId), eq(item.itemYN, true));

/**
 * Every public item's page (a shown item of a registered manufacturer), for the sitemap, in the
 * order the manufacturer pages list them.
 */
export function listPublicItemPages(db: Db) {
  return db
    .select({ manuId: item.manuId, itemTypeId: item.itemTypeId, itemId: item.itemId, itemUpdate: item.itemUpdate })
    .from(item)
    .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
    .where(and(eq(manufacturer.manuYN, "Y"), eq(item.itemYN, true)))
    .orderBy(asc(item.manuId), asc(item.itemTypeId), asc(item.displayOrder), asc(item.itemId));
}

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

/**
 * Which item a query is about: its id, or a subquery choosing it in the same statement (so the
 * manufacturer page reads its shown item in the round trip that lists the items).
 */
type ItemRef = number | SQL;
const isItem = (column: typeof item.itemId | typeof fileBox.ownerId, ref: ItemRef) =>
  typeof ref === "number" ? eq(column, ref) : sql`${column} = (${ref})`;

/** Images of an item: the main image first, then in the administrator's order, then by fileBoxId. */
export function listItemImages(db: Db, ref: ItemRef) {
  return db
    .select(fileBoxColumns)
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "ITEM"), isItem(fileBox.ownerId, ref)))
    .orderBy(desc(fileBox.isMain), asc(fileBox.displayOrder), asc(fileBox.fileBoxId));
}

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

/**
 * The item a manufacturer page shows (SPEC §2), chosen in SQL: the wanted type if the
 * manufacturer has public items of it, else its first type (lowest itemTypeId); in that type the
 * wanted item if it is there, else the first in list order. Mirrors getManufacturerPage's choice
 * for the URLs that show a product (a wanted type or item not there is its 404, whatever this
 * picks), which checks the answer (a mismatch only costs a second round trip).
 */
export function shownPublicItem(manuId: number, wanted: { typeId: number | null; itemId: number | null }): SQL {
  const pub = publicItemOf(manuId);
  const type = sql`coalesce((select ${item.itemTypeId} from ${item} where ${pub} and ${item.itemTypeId} = ${wanted.typeId ?? -1} limit 1), (select min(${item.itemTypeId}) from ${item} where ${pub}))`;
  return sql`coalesce((select ${item.itemId} from ${item} where ${pub} and ${item.itemId} = ${wanted.itemId ?? -1} and ${item.itemTypeId} = ${type}), (select ${item.itemId} from ${item} where ${pub} and ${item.itemTypeId} = ${type} order by ${item.displayOrder}, ${item.itemId} limit 1))`;
}

/** The public item's row and its images: two statements for one `db.batch`. */
export function publicItemQueries(db: Db, ref: ItemRef) {
  return [
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
      .where(and(isItem(item.itemId, ref), eq(item.itemYN, true))),
    listItemImages(db, ref),
  ] as const;
}

type PublicItemRows = readonly [
  Awaited<ReturnType<typeof publicItemQueries>[0]>,
  Awaited<ReturnType<typeof publicItemQueries>[1]>,
];

/** The item of `publicItemQueries`' answers, or undefined when unknown or not public. */
export const toPublicItem = ([[row], images]: PublicItemRows) => (row ? { ...row, fileBoxes: images } : undefined);

/** A public item as visitors see it, or undefined when unknown or not public (one round trip). */
export async function getPublicItem(db: Db, itemId: number) {
  return toPublicItem(await db.batch(publicItemQueries(db, itemId)));
}

/** Metadata of an item image by its stored name (served at /item/{fileName}). */
export async function getItemImage(db: Db, fileName: string) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), eq(fileBox.ownerKind, "ITEM")));
  return row;
}
