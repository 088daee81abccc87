// Glass specifications and item types (SPEC §7 "Admin: glass and type", API-SHAPES §4).
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { glassSpec, item, itemType } from "../../db/schema";
import { conflict, found } from "../lib/errors";
import { CATALOG_MESSAGES } from "../schemas/catalog";
import { chunks, isConstraintError, nonEmpty } from "./dbUtil";

export function listGlassSpecs(db: Db) {
  return db
    .select({ glassSpecId: glassSpec.glassSpecId, glassSpecSize: glassSpec.glassSpecSize })
    .from(glassSpec)
    .orderBy(asc(glassSpec.glassSpecId));
}

// A name another spec or type has already is refused (409): the item form would offer two alike,
// and the item list filters by name. Rows that were alike before this check stay as they are.
async function assertGlassFree(db: Db, glassSpecSize: string, except?: number) {
  const [taken] = await db
    .select({ id: glassSpec.glassSpecId })
    .from(glassSpec)
    .where(
      and(
        eq(glassSpec.glassSpecSize, glassSpecSize),
        except === undefined ? undefined : ne(glassSpec.glassSpecId, except),
      ),
    );
  if (taken) throw conflict(CATALOG_MESSAGES.glassDuplicate);
}

async function assertTypeFree(db: Db, itemTypeName: string, except?: number) {
  const [taken] = await db
    .select({ id: itemType.itemTypeId })
    .from(itemType)
    .where(
      and(eq(itemType.itemTypeName, itemTypeName), except === undefined ? undefined : ne(itemType.itemTypeId, except)),
    );
  if (taken) throw conflict(CATALOG_MESSAGES.typeDuplicate);
}

export async function createGlassSpec(db: Db, glassSpecSize: string) {
  await assertGlassFree(db, glassSpecSize);
  const [row] = await db.insert(glassSpec).values({ glassSpecSize }).returning({ glassSpecId: glassSpec.glassSpecId });
  return row?.glassSpecId;
}

export async function updateGlassSpec(db: Db, glassSpecId: number, glassSpecSize: string) {
  await assertGlassFree(db, glassSpecSize, glassSpecId);
  const rows = await db
    .update(glassSpec)
    .set({ glassSpecSize })
    .where(eq(glassSpec.glassSpecId, glassSpecId))
    .returning({ glassSpecId: glassSpec.glassSpecId });
  found(rows[0], CATALOG_MESSAGES.glassNotFound);
}

/** Names of the given specs that an item still uses. */
async function glassSpecsInUse(db: Db, ids: readonly number[]) {
  const names: string[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ name: glassSpec.glassSpecSize, n: count(item.itemId) })
      .from(glassSpec)
      .innerJoin(item, eq(item.glassSpecId, glassSpec.glassSpecId))
      .where(inArray(glassSpec.glassSpecId, part))
      .groupBy(glassSpec.glassSpecId)
      .orderBy(asc(glassSpec.glassSpecId));
    names.push(...rows.map((r) => `${r.name} (제품 ${r.n}개)`));
  }
  return names;
}

/** Deletes the specs in one batch; unknown ids are ignored, a spec used by an item is a 409. */
export async function deleteGlassSpecs(db: Db, ids: readonly number[]) {
  const inUse = await glassSpecsInUse(db, ids);
  if (inUse.length > 0) throw conflict(`${CATALOG_MESSAGES.glassInUse} 사용 중: ${inUse.join(", ")}`);
  const statements = chunks(ids).map((part) => db.delete(glassSpec).where(inArray(glassSpec.glassSpecId, part)));
  try {
    await db.batch(nonEmpty(statements));
  } catch (error) {
    // An item took the spec between the check and the delete: the foreign key refuses it.
    if (isConstraintError(error, "FOREIGN KEY")) throw conflict(CATALOG_MESSAGES.glassInUse);
    throw error;
  }
}

export function listItemTypes(db: Db) {
  return db
    .select({ itemTypeId: itemType.itemTypeId, itemTypeName: itemType.itemTypeName })
    .from(itemType)
    .orderBy(asc(itemType.itemTypeId));
}

export async function createItemType(db: Db, itemTypeName: string) {
  await assertTypeFree(db, itemTypeName);
  const [row] = await db.insert(itemType).values({ itemTypeName }).returning({ itemTypeId: itemType.itemTypeId });
  return row?.itemTypeId;
}

export async function updateItemType(db: Db, itemTypeId: number, itemTypeName: string) {
  await assertTypeFree(db, itemTypeName, itemTypeId);
  const rows = await db
    .update(itemType)
    .set({ itemTypeName })
    .where(eq(itemType.itemTypeId, itemTypeId))
    .returning({ itemTypeId: itemType.itemTypeId });
  found(rows[0], CATALOG_MESSAGES.typeNotFound);
}

async function itemTypesInUse(db: Db, ids: readonly number[]) {
  const names: string[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ name: itemType.itemTypeName, n: count(item.itemId) })
      .from(itemType)
      .innerJoin(item, eq(item.itemTypeId, itemType.itemTypeId))
      .where(inArray(itemType.itemTypeId, part))
      .groupBy(itemType.itemTypeId)
      .orderBy(asc(itemType.itemTypeId));
    names.push(...rows.map((r) => `${r.name} (제품 ${r.n}개)`));
  }
  return names;
}

/** Deletes the types in one batch; unknown ids are ignored, a type used by an item is a 409. */
export async function deleteItemTypes(db: Db, ids: readonly number[]) {
  const inUse = await itemTypesInUse(db, ids);
  if (inUse.length > 0) throw conflict(`${CATALOG_MESSAGES.typeInUse} 사용 중: ${inUse.join(", ")}`);
  const statements = chunks(ids).map((part) => db.delete(itemType).where(inArray(itemType.itemTypeId, part)));
  try {
    await db.batch(nonEmpty(statements));
  } catch (error) {
    if (isConstraintError(error, "FOREIGN KEY")) throw conflict(CATALOG_MESSAGES.typeInUse);
    throw error;
  }
}

/** Whether the rows an item refers to exist (for the item create/update checks). */
export async function glassSpecExists(db: Db, glassSpecId: number) {
  const [row] = await db
    .select({ id: glassSpec.glassSpecId })
    .from(glassSpec)
    .where(eq(glassSpec.glassSpecId, glassSpecId));
  return row !== undefined;
}

export async function itemTypeExists(db: Db, itemTypeId: number) {
  const [row] = await db.select({ id: itemType.itemTypeId }).from(itemType).where(eq(itemType.itemTypeId, itemTypeId));
  return row !== undefined;
}
