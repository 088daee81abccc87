// Images inserted by the rich-text editor (API-SHAPES §6): stored like every upload (object in
// R2, row in file_box with ownerKind EDITOR) and served publicly at /api/image/{fileName}.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";

/** Attaches one uploaded editor image (a pending upload in R2); returns its public URL. */
export async function storeEditorImage(db: Db, image: StoredUpload): Promise<string> {
  await db.batch([
    db.insert(fileBox).values({ ...claimedFile(image), ownerKind: "EDITOR", ownerId: null, fileRegDate: nowLocal() }),
    releaseClaimed(db, [image]),
  ]);
  return `/api/image/${image.fileName}`;
}

/** Metadata of an editor image, or of a settings picture (the greeting's), by its stored name. */
export async function getEditorImage(db: Db, fileName: string) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), inArray(fileBox.ownerKind, ["EDITOR"])));
  return row;
}
