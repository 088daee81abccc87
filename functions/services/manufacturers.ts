import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, item, manufacturer } from "../../db/schema";
import { nowLocal } from "../lib/dates";
import { conflict, found } from "../lib/errors";
import { itemPagePath } from "../lib/paths";
import { checkRevision, editConflict } from "../lib/revision";
import { CATALOG_MESSAGES } from "../schemas/catalog";
import { deletedKeys, itemDeletion, removeStoredObjects } from "./adminItems";
import { chunks, isConstraintError, nonEmpty, q } from "./dbUtil";
import {
  getPublicItem,
  listPublicItemsOfManufacturer,
  publicItemQueries,
  shownPublicItem,
  toPublicItem,
} from "./items";

/** Manufacturers shown to visitors (manuYN = Y), in manuId order. */
export function listPublicManufacturers(db: Db) {
  return db
    .select({ manuId: manufacturer.manuId, manuName: manufacturer.manuName, manuYN: manufacturer.manuYN })
    .from(manufacturer)
    .where(eq(manufacturer.manuYN, "Y"))
    .orderBy(asc(manufacturer.manuId));
}

/**
 * The home page's manufacturer cards: the first `limit` public manufacturers with their intro
 * and the main image of their first public item that has one (display order), in one query.
 */
export function listManufacturerCards(db: Db, limit: number) {
  // Correlated subquery: the main image first (as the item view orders them), then the others in
  // order. Every column is written with its table (q): Drizzle leaves columns bare in raw SQL,
  // where "manu_id" or "display_order" would name the inner table's column on both sides.
  const imageName = sql<string | null>`(
    select ${q(fileBox.fileName)} from ${item}
    inner join ${fileBox} on ${q(fileBox.ownerKind)} = 'ITEM' and ${q(fileBox.ownerId)} = ${q(item.itemId)}
    where ${q(item.manuId)} = ${q(manufacturer.manuId)} and ${q(item.itemYN)} = 1
    order by ${q(item.displayOrder)}, ${q(item.itemId)}, ${q(fileBox.isMain)} desc, ${q(fileBox.displayOrder)},
      ${q(fileBox.fileBoxId)}
    limit 1)`;
  return db
    .select({
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      manuIntro: manufacturer.manuIntro,
      imageName,
    })
    .from(manufacturer)
    .where(eq(manufacturer.manuYN, "Y"))
    .orderBy(asc(manufacturer.manuId))
    .limit(limit);
}

const publicManufacturer = (db: Db, manuId: number) =>
  db
    .select({
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      manuYN: manufacturer.manuYN,
      manuIntro: manufacturer.manuIntro,
    })
    .from(manufacturer)
    .where(and(eq(manufacturer.manuId, manuId), eq(manufacturer.manuYN, "Y")));

/** One public manufacturer with its intro, or undefined. */
export async function getPublicManufacturer(db: Db, manuId: number) {
  const [row] = await publicManufacturer(db, manuId);
  return row;
}

/**
 * The public manufacturer page (SPEC §2): its types, the items of the chosen type (else the
 * first) and the chosen item (else the first), in one round trip: the shown item is chosen in
 * SQL beside the list, and read again only if that choice ever differed from the list's.
 *
 * A type or item the URL names must be shown (decision 126): a link to a hidden, deleted or unknown
 * one is `missing` (never another product in its place), and an item named under another type is
 * `moved` to its own address.
 */
export async function getManufacturerPage(
  db: Db,
  manuId: number,
  wanted: { typeId: number | null; itemId: number | null },
) {
  const [[found], all, ...guessed] = await db.batch([
    publicManufacturer(db, manuId),
    listPublicItemsOfManufacturer(db, manuId),
    ...publicItemQueries(db, shownPublicItem(manuId, wanted)),
  ]);
  if (!found) return undefined;
  const asked = wanted.itemId === null ? undefined : all.find((i) => i.itemId === wanted.itemId);
  if (asked && asked.itemTypeId !== wanted.typeId) {
    return { kind: "moved" as const, manufacturer: found, path: itemPagePath(manuId, asked.itemTypeId, asked.itemId) };
  }
  const types = [
    ...new Map(all.map((i) => [i.itemTypeId, { itemTypeId: i.itemTypeId, itemTypeName: i.itemTypeName }])).values(),
  ].sort((a, b) => a.itemTypeId - b.itemTypeId);
  const type = wanted.typeId === null ? types[0] : types.find((t) => t.itemTypeId === wanted.typeId);
  if ((wanted.itemId !== null && !asked) || (wanted.typeId !== null && !type)) {
    return { kind: "missing" as const, manufacturer: found };
  }
  const items = type ? all.filter((i) => i.itemTypeId === type.itemTypeId) : [];
  const chosen = asked ?? items[0];
  const guessedItem = toPublicItem(guessed);
  const item = !chosen
    ? null
    : guessedItem?.itemId === chosen.itemId
      ? guessedItem
      : ((await getPublicItem(db, chosen.itemId)) ?? null);
  return { kind: "page" as const, manufacturer: found, types, typeId: type?.itemTypeId ?? null, items, item };
}

// ---- Admin (SPEC §7 "Admin: manufacturers", API-SHAPES §7) ----

/** Every manufacturer, Y and N, by manuId, with the number of all its items. */
export function listManufacturersWithCount(db: Db) {
  return db
    .select({
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      itemCount: count(item.itemId),
      manuYN: manufacturer.manuYN,
      // Beyond API-SHAPES §7, for the edit form (decision 060).
      manuIntro: manufacturer.manuIntro,
    })
    .from(manufacturer)
    .leftJoin(item, eq(item.manuId, manufacturer.manuId))
    .groupBy(manufacturer.manuId)
    .orderBy(asc(manufacturer.manuId));
}

async function assertNameFree(db: Db, manuName: string, exceptManuId?: number) {
  const [taken] = await db
    .select({ manuId: manufacturer.manuId })
    .from(manufacturer)
    .where(
      and(
        eq(manufacturer.manuName, manuName),
        exceptManuId === undefined ? undefined : ne(manufacturer.manuId, exceptManuId),
      ),
    );
  if (taken) throw conflict(CATALOG_MESSAGES.manuDuplicate);
}

/** A name taken between the check and the write still answers 409, not 500. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConstraintError(error, "UNIQUE")) throw conflict(CATALOG_MESSAGES.manuDuplicate);
    throw error;
  }
}

export async function createManufacturer(
  db: Db,
  input: { manuName: string; manuYN: "Y" | "N"; manuIntro: string | null },
) {
  await assertNameFree(db, input.manuName);
  const [row] = await unlessDuplicate(() =>
    db
      .insert(manufacturer)
      .values(input)
      .returning({ manuId: manufacturer.manuId, manuName: manufacturer.manuName, manuYN: manufacturer.manuYN }),
  );
  return found(row);
}

/** The edit form's manufacturer with its revision (decision 133), or undefined. */
export function getManufacturerForEdit(db: Db, manuId: number) {
  return db
    .select({
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      manuYN: manufacturer.manuYN,
      manuIntro: manufacturer.manuIntro,
      rev: manufacturer.rev,
    })
    .from(manufacturer)
    .where(eq(manufacturer.manuId, manuId))
    .get();
}

/** A manufacturer's revision and last change (its creation until the first update), or 404. */
async function manuRevision(db: Db, manuId: number) {
  const [row] = await db
    .select({
      rev: manufacturer.rev,
      updatedAt: sql<string>`coalesce(${manufacturer.updateAt}, ${manufacturer.createAt})`,
    })
    .from(manufacturer)
    .where(eq(manufacturer.manuId, manuId));
  return found(row, CATALOG_MESSAGES.manuNotFound);
}

/**
 * Partial update: undefined fields keep their value; the revision goes up. With `allowed` (a
 * save's If-Match, decision 133), a manufacturer changed since the form opened is refused with
 * 412 and nothing is stored. Returns the revision now.
 */
export async function updateManufacturer(
  db: Db,
  input: { manuId: number; manuName?: string; manuYN?: "Y" | "N"; manuIntro?: string | null },
  allowed?: ReadonlySet<number>,
  /** The edit screen's key (decisions 114, 137), kept with the revision this save makes. */
  saveKey: string | null = null,
): Promise<number> {
  const current = await manuRevision(db, input.manuId);
  checkRevision(allowed, "제조사", current);
  if (input.manuName !== undefined) await assertNameFree(db, input.manuName, input.manuId);
  const set = {
    ...(input.manuName !== undefined && { manuName: input.manuName }),
    ...(input.manuYN !== undefined && { manuYN: input.manuYN }),
    ...(input.manuIntro !== undefined && { manuIntro: input.manuIntro }),
  };
  if (Object.keys(set).length === 0) return current.rev;
  const [updated] = await unlessDuplicate(() =>
    db
      .update(manufacturer)
      .set({ ...set, updateAt: nowLocal(), rev: sql`${manufacturer.rev} + 1`, saveKey })
      // The revision read above: a save landing in between is caught too.
      .where(and(eq(manufacturer.manuId, input.manuId), allowed ? eq(manufacturer.rev, current.rev) : undefined))
      .returning({ rev: manufacturer.rev }),
  );
  if (updated) return updated.rev;
  throw editConflict("제조사", await manuRevision(db, input.manuId));
}

/** The manufacturer a save's key was stored with, at its revision now (decisions 114, 137). */
export async function manufacturerSavedBy(db: Db, saveKey: string) {
  const [row] = await db
    .select({ manuId: manufacturer.manuId, rev: manufacturer.rev })
    .from(manufacturer)
    .where(eq(manufacturer.saveKey, saveKey));
  return row;
}

/**
 * Deletes the manufacturers with all their items and the items' file rows in one batch, then
 * the stored objects. Unknown ids are ignored.
 */
export async function deleteManufacturers(db: Db, bucket: R2Bucket, manuIds: readonly number[]) {
  const statements = chunks(manuIds).flatMap((part) => [
    ...itemDeletion(db, inArray(item.manuId, part)),
    db.delete(manufacturer).where(inArray(manufacturer.manuId, part)),
  ]);
  const results = await db.batch(nonEmpty(statements));
  await removeStoredObjects(bucket, deletedKeys(results));
}
