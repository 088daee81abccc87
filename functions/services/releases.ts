import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { releaseNote } from "../../db/schema";

/** Dashboard: the newest release notes, without their content. */
export function listRecentReleaseNotes(db: Db, limit = 5) {
  return db
    .select({
      id: releaseNote.id,
      title: releaseNote.title,
      createAt: releaseNote.createAt,
      updateAt: releaseNote.updateAt,
    })
    .from(releaseNote)
    .orderBy(desc(releaseNote.createAt), desc(releaseNote.id))
    .limit(limit);
}
