// Images inserted by the rich-text editor (API-SHAPES §6): stored like every upload (object in
// R2, row in file_box with ownerKind EDITOR) and served publicly at /api/image/{fileName}. One no
// stored text uses any more is removed by the Cron Trigger (decision 143).
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { logError } from "../lib/log";

/** Attaches one uploaded editor image (a pending upload in R2); returns its public URL. */
export async function storeEditorImage(db: Db, image: StoredUpload): Promise<string> {
  await db.batch([
    db.insert(fileBox).values({ ...claimedFile(image), ownerKind: "EDITOR", ownerId: null, fileRegDate: nowLocal() }),
    releaseClaimed(db, [image]),
  ]);
  return `/api/image/${image.fileName}`;
}

/** Metadata of an editor image (posts, items' 상세 내용, settings texts) by its stored name. */
export async function getEditorImage(db: Db, fileName: string) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), eq(fileBox.ownerKind, "EDITOR")));
  return row;
}

/**
 * How long an editor image stays after it was last used (decision 143): after its upload (a post
 * or a kept draft still being written), and after the save that took it out of a post or an
 * item (이전 버전 replaced within it bring it back whole).
 */
export const EDITOR_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Editor images looked at per run (every 5 minutes): each costs a walk of the items' 상세 내용. */
export const EDITOR_IMAGES_PER_RUN = 25;

const editorImage = eq(fileBox.ownerKind, "EDITOR");

/**
 * Whether stored text names the file_box row's file: a post (its FTS index, which holds the
 * content's HTML), a post's or an item's version replaced since `since`, an item's 상세 내용, a
 * settings document (인사말, 개인정보처리방침 and the one to come) or a past 개인정보처리방침
 * (public for good). A visitor's inquiry may show our images but never keeps one: anyone could.
 */
const usedSince = (since: string) => sql`(
  EXISTS (SELECT 1 FROM board_fts WHERE board_fts MATCH '"' || ${fileBox.fileName} || '"')
  OR EXISTS (SELECT 1 FROM board_version WHERE replaced_at >= ${since} AND instr(board_content, ${fileBox.fileName}) > 0)
  OR EXISTS (SELECT 1 FROM item WHERE instr(free_content, ${fileBox.fileName}) > 0)
  OR EXISTS (SELECT 1 FROM item_version WHERE replaced_at >= ${since} AND instr(free_content, ${fileBox.fileName}) > 0)
  OR EXISTS (SELECT 1 FROM site_setting WHERE instr(value, ${fileBox.fileName}) > 0)
  OR EXISTS (SELECT 1 FROM privacy_version WHERE instr(html, ${fileBox.fileName}) > 0)
)`;

/**
 * Looks at the editor images least recently found used, uploaded over the grace period ago: one
 * no text uses any more goes to the trash (decision 015; the caller empties it), in the statement
 * that checks, so a save that names it again is either seen or comes after. Returns how many went.
 * Never throws: a failure is logged and the images wait for the next run.
 */
export async function trashUnusedEditorImages(db: Db, now = Date.now(), limit = EDITOR_IMAGES_PER_RUN) {
  const since = nowLocal(now - EDITOR_IMAGE_GRACE_MS);
  try {
    const looked = await db
      .select({ fileBoxId: fileBox.fileBoxId })
      .from(fileBox)
      .where(and(editorImage, lt(fileBox.fileRegDate, since)))
      .orderBy(asc(fileBox.useCheckedAt), asc(fileBox.fileBoxId))
      .limit(limit);
    if (looked.length === 0) return 0;
    const ids = looked.map((r) => r.fileBoxId);
    const [trashed] = await db.batch([
      db
        .update(fileBox)
        .set({ ownerKind: "TRASH" })
        .where(and(inArray(fileBox.fileBoxId, ids), editorImage, sql`NOT ${usedSince(since)}`))
        .returning({ fileBoxId: fileBox.fileBoxId }),
      db
        .update(fileBox)
        .set({ useCheckedAt: now })
        .where(and(inArray(fileBox.fileBoxId, ids), editorImage)),
    ]);
    return trashed.length;
  } catch (error) {
    logError("files", "removing editor images no text uses", error);
    return 0;
  }
}
