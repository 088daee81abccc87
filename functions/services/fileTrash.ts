// Removing a stored file without orphans (docs/decisions/015): the row is first moved to the
// trash (ownerKind TRASH) in the same batch that takes it off its owner, then the object is
// deleted, then the row. A failed R2 delete leaves a TRASH row naming the object, so no object is
// ever without a row and no owner's row points to nothing; the next sweep finishes the job.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox } from "../../db/schema";
import { removeObjects } from "../files/storage";
import { logError } from "../lib/log";
import { IDS_PER_STATEMENT } from "./dbUtil";

/** The statement that moves the files matched by `where` to the trash. */
export function trashFiles(db: Db, where: SQL) {
  return db
    .update(fileBox)
    .set({ ownerKind: "TRASH", isMain: false })
    .where(where)
    .returning({ fileBoxId: fileBox.fileBoxId });
}

/**
 * Deletes the objects of trashed files, then their rows; returns how many went. Never throws: a
 * failure is logged and the TRASH rows stay for the next sweep (R2 deletes are idempotent).
 */
export async function emptyTrash(db: Db, bucket: R2Bucket): Promise<number> {
  const trashed = await db
    .select({ fileBoxId: fileBox.fileBoxId, r2Key: fileBox.r2Key })
    .from(fileBox)
    .where(eq(fileBox.ownerKind, "TRASH"))
    .orderBy(asc(fileBox.fileBoxId))
    .limit(IDS_PER_STATEMENT);
  if (trashed.length === 0) return 0;
  try {
    await removeObjects(
      bucket,
      trashed.map((f) => f.r2Key),
    );
    await db.delete(fileBox).where(
      and(
        eq(fileBox.ownerKind, "TRASH"),
        inArray(
          fileBox.fileBoxId,
          trashed.map((f) => f.fileBoxId),
        ),
      ),
    );
    return trashed.length;
  } catch (error) {
    logError("files", `emptying the trash (${trashed.length} file(s) kept for the next sweep)`, error);
    return 0;
  }
}
