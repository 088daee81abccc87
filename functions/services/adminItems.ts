// Items in the back office (SPEC §7 "Admin: items", API-SHAPES §5): the paged list, the admin
// item, create and update with images, bulk delete with the stored files, and display order.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, glassSpec, item, itemType, itemVersion, manufacturer } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { removeObjects } from "../files/storage";
import { nowLocal } from "../lib/dates";
import { badRequest, found, notFound } from "../lib/errors";
import { logError } from "../lib/log";
import { type PageRequest, toPage } from "../lib/paging";
import { checkRevision, editConflict } from "../lib/revision";
import { sanitizeHtml } from "../lib/sanitize";
import { CATALOG_MESSAGES, type CreateItemInput, type UpdateItemInput } from "../schemas/catalog";
import { glassSpecExists, itemTypeExists } from "./catalog";
import { accountName, chunks, nonEmpty, R2_KEYS_PER_DELETE } from "./dbUtil";
import { listItemImages, mainFileName } from "./items";
import { countMatches, searchCountLimit, searchFilter } from "./search";
import { pruneVersions } from "./versions";

export interface AdminItemQuery extends PageRequest {
  manuName?: string;
  typeName?: string;
  /** Item name or number contains it. */
  searchKeyword?: string;
}

/**
 * Items of every manufacturer, public or not, by displayOrder then itemId; manufacturer and type
 * names match exactly, the keyword as a substring.
 */
export async function listAdminItems(db: Db, q: AdminItemQuery) {
  const filters = and(
    q.manuName ? eq(manufacturer.manuName, q.manuName) : undefined,
    q.typeName ? eq(itemType.itemTypeName, q.typeName) : undefined,
  );
  const search = await searchFilter(db, "item", q.searchKeyword);
  const where = and(filters, search.where);
  const itemsWhere = (condition: SQL | undefined) =>
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(item)
      .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
      .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
      .where(and(filters, condition))
      .$dynamic();
  const [rows, [total]] = await db.batch([
    db
      .select({
        itemId: item.itemId,
        itemNum: item.itemNum,
        itemName: item.itemName,
        itemType: itemType.itemTypeName,
        itemRegDate: item.itemRegDate,
        itemUpdate: item.itemUpdate,
        itemYN: item.itemYN,
        manuId: item.manuId,
        manuName: manufacturer.manuName,
        displayOrder: item.displayOrder,
        mainFileName,
      })
      .from(item)
      .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
      .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
      .where(where)
      .orderBy(asc(item.displayOrder), asc(item.itemId))
      .limit(q.size)
      .offset(q.page * q.size),
    countMatches(db, search, itemsWhere, searchCountLimit(q, q.searchKeyword)),
  ]);
  return toPage(rows, total?.n ?? 0, q, searchCountLimit(q, q.searchKeyword));
}

/** The admin item of API-SHAPES §5; `fileBoxes` is the main image (one object) or null. */
export async function getAdminItem(db: Db, itemId: number) {
  const [row] = await db
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
      itemYN: item.itemYN,
      itemRegDate: item.itemRegDate,
      itemUpdate: item.itemUpdate,
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      itemType: itemType.itemTypeName,
      itemTypeId: item.itemTypeId,
      glassSize: glassSpec.glassSpecSize,
      glassSpecId: item.glassSpecId,
      displayOrder: item.displayOrder,
      rev: item.itemRev,
    })
    .from(item)
    .innerJoin(manufacturer, eq(manufacturer.manuId, item.manuId))
    .innerJoin(itemType, eq(itemType.itemTypeId, item.itemTypeId))
    .leftJoin(glassSpec, eq(glassSpec.glassSpecId, item.glassSpecId))
    .where(eq(item.itemId, itemId));
  if (!row) return undefined;
  // Main image first, so an item whose images have no main one still shows its first image.
  const [main] = await listItemImages(db, itemId);
  return { ...row, fileBoxes: main ?? null };
}

export type NewItem = Omit<CreateItemInput, "manuName"> & { manuId: number };

/**
 * Checks the references of a create DTO (API-SHAPES §5: missing or unknown → 400 with the
 * spec's messages) and resolves manuName to the manufacturer.
 */
export async function resolveNewItem(db: Db, input: CreateItemInput): Promise<NewItem> {
  if (!(await glassSpecExists(db, input.glassSpecId))) throw badRequest(CATALOG_MESSAGES.itemGlassRequired);
  if (!(await itemTypeExists(db, input.itemTypeId))) throw badRequest(CATALOG_MESSAGES.itemTypeRequired);
  const [manu] = await db
    .select({ manuId: manufacturer.manuId })
    .from(manufacturer)
    .where(eq(manufacturer.manuName, input.manuName));
  if (!manu) throw badRequest(CATALOG_MESSAGES.itemManuRequired);
  const { manuName: _name, ...rest } = input;
  return { ...rest, manuId: manu.manuId };
}

export function imageRow(
  f: StoredUpload,
  ownerId: number | SQL,
  isMain: boolean,
  now: string,
  displayOrder: number | SQL = 0,
) {
  return {
    ...claimedFile(f),
    ownerKind: "ITEM" as const,
    ownerId,
    isMain,
    displayOrder,
    fileRegDate: now,
  };
}

/**
 * Stores a new item with its images (pending uploads already in R2): the item row, its file rows
 * and the end of their pending state in one batch. The first image is the main one and the item
 * goes last in its manufacturer's display order. Returns the new itemId.
 */
export async function createItem(
  db: Db,
  input: NewItem,
  files: readonly StoredUpload[],
  /** The adding screen's key (decision 150), kept with the item. */
  sendKey: string | null = null,
) {
  const now = nowLocal();
  const [[created]] = await db.batch([
    db
      .insert(item)
      .values({
        ...input,
        freeContent: input.freeContent === null ? null : sanitizeHtml(input.freeContent),
        displayOrder: sql`(SELECT coalesce(max(${item.displayOrder}), 0) + 1 FROM ${item} WHERE ${item.manuId} = ${input.manuId})`,
        itemRegDate: now,
        itemUpdate: now,
        sendKey,
      })
      .returning({ itemId: item.itemId }),
    // The batch is one serialized transaction, so the newest item id is the one just inserted.
    ...files.map((f, i) =>
      db.insert(fileBox).values(imageRow(f, sql`(SELECT max(${item.itemId}) FROM ${item})`, i === 0, now, i + 1)),
    ),
    ...(files.length > 0 ? [releaseClaimed(db, files)] : []),
  ] as const);
  return created?.itemId;
}

/**
 * Partial update (absent fields keep their value, itemUpdate becomes now, the revision goes up). A
 * new main image replaces image `fileBoxId` (its row goes in the same batch, its object after
 * success) or, without fileBoxId, becomes the main image beside the others. The manufacturer never
 * changes. With `allowed` (a save's If-Match, decision 074), an item changed since is refused with
 * 412 and nothing is stored. Returns the new revision.
 */
export async function updateItem(
  db: Db,
  bucket: R2Bucket,
  input: UpdateItemInput,
  /** Who saves: named on the version this save replaces (decision 075). */
  usersId: number,
  mainFile?: StoredUpload,
  allowed?: ReadonlySet<number>,
  /** The edit screen's key (decision 114), kept with the revision this save makes. */
  saveKey: string | null = null,
): Promise<number> {
  const { itemId, fileBoxId, glassSpecId, itemTypeId, ...fields } = input;
  const current = found(await itemRevision(db, itemId), CATALOG_MESSAGES.itemNotFound);
  checkRevision(allowed, "제품", current);
  if (glassSpecId !== undefined && !(await glassSpecExists(db, glassSpecId))) {
    throw badRequest(CATALOG_MESSAGES.itemGlassRequired);
  }
  if (itemTypeId !== undefined && !(await itemTypeExists(db, itemTypeId))) {
    throw badRequest(CATALOG_MESSAGES.itemTypeRequired);
  }
  const ofThisItem = and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, itemId));
  let replaced: { fileBoxId: number; r2Key: string } | undefined;
  if (mainFile && fileBoxId !== undefined) {
    [replaced] = await db
      .select({ fileBoxId: fileBox.fileBoxId, r2Key: fileBox.r2Key })
      .from(fileBox)
      .where(and(ofThisItem, eq(fileBox.fileBoxId, fileBoxId)));
    if (!replaced) throw badRequest(CATALOG_MESSAGES.itemImageNotFound);
  }

  const set: Partial<typeof item.$inferInsert> = { itemUpdate: nowLocal() };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(set, { [key]: value });
  }
  if (typeof set.freeContent === "string") set.freeContent = sanitizeHtml(set.freeContent);
  if (glassSpecId !== undefined) set.glassSpecId = glassSpecId;
  if (itemTypeId !== undefined) set.itemTypeId = itemTypeId;

  const now = set.itemUpdate as string;
  const saved = and(eq(item.itemId, itemId), allowed && eq(item.itemRev, current.rev));
  const updateRow = db
    .update(item)
    .set({ ...set, itemRev: sql`${item.itemRev} + 1`, saveKey })
    .where(saved)
    .returning({ rev: item.itemRev });
  const imageStatements = mainFile
    ? [
        ...(replaced ? [db.delete(fileBox).where(eq(fileBox.fileBoxId, replaced.fileBoxId))] : []),
        db.update(fileBox).set({ isMain: false }).where(ofThisItem),
        db.insert(fileBox).values(imageRow(mainFile, itemId, true, now)),
        releaseClaimed(db, [mainFile]),
      ]
    : [];
  // 이전 버전 (decision 075): the item as it is, in the same transaction as the save replacing it.
  const [, [updated]] = await db.batch([
    keepItemVersion(db, saved, usersId, now),
    updateRow,
    pruneVersions(db, { table: itemVersion, owner: itemVersion.itemId, versionId: itemVersion.versionId }, itemId),
    ...imageStatements,
  ]);
  if (!updated) {
    // Deleted or saved by someone else meanwhile: take back the new image, row and object.
    if (mainFile) {
      await db.delete(fileBox).where(eq(fileBox.fileName, mainFile.fileName));
      await removeStoredObjects(bucket, [mainFile.r2Key]);
    }
    const latest = await itemRevision(db, itemId);
    if (latest) throw editConflict("제품", latest);
    throw notFound(CATALOG_MESSAGES.itemNotFound);
  }
  if (replaced) await removeStoredObjects(bucket, [replaced.r2Key]);
  return updated.rev;
}

/** Copies the item `where` names, as its edit form holds it, into its versions. */
function keepItemVersion(db: Db, where: SQL | undefined, usersId: number, now: string) {
  return db.insert(itemVersion).select(
    db
      .select({
        versionId: sql<number>`NULL`.as("version_id"),
        itemId: item.itemId,
        rev: item.itemRev,
        itemName: item.itemName,
        itemNum: item.itemNum,
        itemUse: item.itemUse,
        itemOutColor: item.itemOutColor,
        itemInColor: item.itemInColor,
        itemFrameWidth: item.itemFrameWidth,
        itemDescription: item.itemDescription,
        itemYN: item.itemYN,
        freeContent: item.freeContent,
        glassSpecId: item.glassSpecId,
        itemTypeId: item.itemTypeId,
        savedAt: item.itemUpdate,
        replacedBy: accountName(usersId).as("replaced_by"),
        replacedAt: sql<string>`${now}`.as("replaced_at"),
      })
      .from(item)
      .where(where),
  );
}

/** An item's earlier versions, newest first, without their content; undefined for an unknown item. */
export async function listItemVersions(db: Db, itemId: number) {
  const [[found], versions] = await db.batch([
    db.select({ itemId: item.itemId }).from(item).where(eq(item.itemId, itemId)),
    db
      .select({
        rev: itemVersion.rev,
        itemName: itemVersion.itemName,
        savedAt: itemVersion.savedAt,
        replacedBy: itemVersion.replacedBy,
        replacedAt: itemVersion.replacedAt,
      })
      .from(itemVersion)
      .where(eq(itemVersion.itemId, itemId))
      .orderBy(desc(itemVersion.rev)),
  ]);
  return found ? versions : undefined;
}

/** One earlier version of an item, with what the form held and the names of its type and glass. */
export async function getItemVersion(db: Db, itemId: number, rev: number) {
  const [row] = await db
    .select({
      rev: itemVersion.rev,
      itemName: itemVersion.itemName,
      itemNum: itemVersion.itemNum,
      itemUse: itemVersion.itemUse,
      itemOutColor: itemVersion.itemOutColor,
      itemInColor: itemVersion.itemInColor,
      itemFrameWidth: itemVersion.itemFrameWidth,
      itemDescription: itemVersion.itemDescription,
      itemYN: itemVersion.itemYN,
      freeContent: itemVersion.freeContent,
      glassSpecId: itemVersion.glassSpecId,
      glassSize: glassSpec.glassSpecSize,
      itemTypeId: itemVersion.itemTypeId,
      itemType: itemType.itemTypeName,
      savedAt: itemVersion.savedAt,
      replacedBy: itemVersion.replacedBy,
      replacedAt: itemVersion.replacedAt,
    })
    .from(itemVersion)
    .leftJoin(glassSpec, eq(glassSpec.glassSpecId, itemVersion.glassSpecId))
    .leftJoin(itemType, eq(itemType.itemTypeId, itemVersion.itemTypeId))
    .where(and(eq(itemVersion.itemId, itemId), eq(itemVersion.rev, rev)));
  return row;
}

/** The item a save's key was stored with, at its revision now (decision 114). */
/** The item a screen's key added (decision 150), by its unique index. */
export async function itemIdBySendKey(db: Db, sendKey: string): Promise<number | undefined> {
  const [row] = await db.select({ itemId: item.itemId }).from(item).where(eq(item.sendKey, sendKey));
  return row?.itemId;
}

export async function itemSavedBy(db: Db, saveKey: string) {
  const [row] = await db.select({ itemId: item.itemId, rev: item.itemRev }).from(item).where(eq(item.saveKey, saveKey));
  return row;
}

/** An item's revision and last change, for a save's precondition. */
async function itemRevision(db: Db, itemId: number) {
  const [row] = await db
    .select({ rev: item.itemRev, updatedAt: item.itemUpdate })
    .from(item)
    .where(eq(item.itemId, itemId));
  return row;
}

/**
 * The statements that delete the items matched by `where` and their file rows; the file-row
 * delete returns the R2 keys to remove once the batch has succeeded.
 */
export function itemDeletion(db: Db, where: SQL) {
  return [
    db
      .delete(fileBox)
      .where(
        and(
          eq(fileBox.ownerKind, "ITEM"),
          inArray(fileBox.ownerId, db.select({ id: item.itemId }).from(item).where(where)),
        ),
      )
      .returning({ r2Key: fileBox.r2Key }),
    db.delete(item).where(where),
  ] as const;
}

/** The R2 keys returned by the file-row deletes of a batch's results. */
export function deletedKeys(results: readonly unknown[]): string[] {
  return results.flatMap((r) =>
    Array.isArray(r) ? r.flatMap((row) => (row?.r2Key ? [row.r2Key as string] : [])) : [],
  );
}

/** Removes objects after their rows are gone; a failure is logged, the rows stay deleted. */
export async function removeStoredObjects(bucket: R2Bucket, keys: readonly string[]) {
  for (const part of chunks(keys, R2_KEYS_PER_DELETE)) {
    try {
      await removeObjects(bucket, part);
    } catch (error) {
      logError("files", `removing ${part.length} object(s)`, error);
    }
  }
}

/** Deletes items with their file rows in one batch, then their objects; unknown ids are ignored. */
export async function deleteItems(db: Db, bucket: R2Bucket, itemIds: readonly number[]) {
  const statements = chunks(itemIds).flatMap((part) => itemDeletion(db, inArray(item.itemId, part)));
  const results = await db.batch(nonEmpty(statements));
  await removeStoredObjects(bucket, deletedKeys(results));
}

/**
 * 공개 / 비공개 of many items at once (decision 064), in one batch; unknown ids are ignored.
 * Returns how many items there were.
 */
export async function setItemsVisibility(db: Db, itemIds: readonly number[], itemYN: boolean): Promise<number> {
  const now = nowLocal();
  const results = await db.batch(
    nonEmpty(
      chunks(itemIds).map((part) =>
        db
          .update(item)
          .set({ itemYN, itemUpdate: now, itemRev: sql`${item.itemRev} + 1` })
          .where(inArray(item.itemId, part))
          .returning({ itemId: item.itemId }),
      ),
    ),
  );
  return results.reduce((n, rows) => n + rows.length, 0);
}

/**
 * Moves an item to position `displayId` (1-based, clamped) among its manufacturer's items, or with
 * `withinType` among those of its own type (placed just before the type's item now at that
 * position, or after its last), and renumbers them all 1..n in one batch, so the order has no gaps
 * and no duplicates.
 */
export async function moveItem(db: Db, itemId: number, displayId: number, withinType = false) {
  const [target] = await db
    .select({ manuId: item.manuId, itemTypeId: item.itemTypeId })
    .from(item)
    .where(eq(item.itemId, itemId));
  if (!target) throw notFound(CATALOG_MESSAGES.itemNotFound);
  const siblings = await db
    .select({ itemId: item.itemId, itemTypeId: item.itemTypeId })
    .from(item)
    .where(eq(item.manuId, target.manuId))
    .orderBy(asc(item.displayOrder), asc(item.itemId));
  const others = siblings.filter((s) => s.itemId !== itemId);
  const order = others.map((s) => s.itemId);
  const among = withinType ? others.filter((s) => s.itemTypeId === target.itemTypeId) : others;
  const position = Math.min(Math.max(displayId, 1), among.length + 1);
  const before = among[position - 1];
  const lastOfType = among.at(-1);
  const at = before
    ? order.indexOf(before.itemId)
    : withinType && lastOfType
      ? order.indexOf(lastOfType.itemId) + 1
      : order.length;
  order.splice(at, 0, itemId);
  await db.batch(
    nonEmpty(
      order.map((id, i) =>
        db
          .update(item)
          .set({ displayOrder: i + 1 })
          .where(and(eq(item.itemId, id), eq(item.manuId, target.manuId))),
      ),
    ),
  );
}
