import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { manufacturer } from "../../db/schema";

/** Manufacturers shown to visitors (manuYN = Y), in manuId order. */
export function listPublicManufacturers(db: Db) {
  return db
    .select({ manuId: manufacturer.manuId, manuName: manufacturer.manuName, manuYN: manufacturer.manuYN })
    .from(manufacturer)
    .where(eq(manufacturer.manuYN, "Y"))
    .orderBy(asc(manufacturer.manuId));
}

/** One public manufacturer with its intro, or undefined. */
export async function getPublicManufacturer(db: Db, manuId: number) {
  const [row] = await db
    .select({
      manuId: manufacturer.manuId,
      manuName: manufacturer.manuName,
      manuYN: manufacturer.manuYN,
      manuIntro: manufacturer.manuIntro,
    })
    .from(manufacturer)
    .where(and(eq(manufacturer.manuId, manuId), eq(manufacturer.manuYN, "Y")));
  return row;
}
