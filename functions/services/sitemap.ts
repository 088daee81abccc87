import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { board } from "../../db/schema";
import { listPublicManufacturers } from "./manufacturers";

/** What the sitemap lists: public manufacturers and public posts with their last change. */
export async function listSitemapEntries(db: Db) {
  const [manufacturers, posts] = await Promise.all([
    listPublicManufacturers(db),
    db
      .select({ boardId: board.boardId, boardUpdate: board.boardUpdate })
      .from(board)
      .where(and(eq(board.boardYN, "Y")))
      .orderBy(asc(board.boardId)),
  ]);
  return { manufacturers, posts };
}
