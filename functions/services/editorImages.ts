// Images inserted by the rich-text editor (API-SHAPES §6): stored like every upload (object in
// R2, row in file_box with ownerKind EDITOR) and served publicly at /api/image/{fileName}.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox } from "../../db/schema";
import { type PreparedFile, storeWithRows } from "../files/storage";
import { nowLocal } from "../lib/dates";

/** Stores one prepared editor image; returns its public URL. */
export async function storeEditorImage(db: Db, bucket: R2Bucket, image: PreparedFile): Promise<string> {
  await storeWithRows(bucket, [image], () =>
    db.insert(fileBox).values({
      fileName: image.fileName,
      r2Key: image.r2Key,
      fileOrgName: image.fileOrgName,
      fileType: image.fileType,
      fileSize: image.fileSize,
      ownerKind: "EDITOR",
      ownerId: null,
      fileRegDate: nowLocal(),
    }),
  );
  return `/api/image/${image.fileName}`;
}

/** Metadata of an editor image by its stored name, or undefined. */
export async function getEditorImage(db: Db, fileName: string) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), eq(fileBox.ownerKind, "EDITOR")));
  return row;
}
