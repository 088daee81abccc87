import { and, asc, count, desc, eq, exists, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { board, boardVersion, fileBox, users } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { removeObjects } from "../files/storage";
import { nowLocal } from "../lib/dates";
import { AppError, badRequest, notFound } from "../lib/errors";
import { type PageRequest, toPage } from "../lib/paging";
import { checkRevision, editConflict } from "../lib/revision";
import { sanitizeHtml } from "../lib/sanitize";
import { BOARD_MESSAGES } from "../schemas/board";
import { accountName, chunks, inList, R2_KEYS_PER_DELETE } from "./dbUtil";
import { emptyTrash, trashFiles } from "./fileTrash";
import { countMatches, searchCountLimit, searchFilter } from "./search";
import { pruneVersions } from "./versions";

export type BoardType = "NOTICE" | "FAQ";

/** Title search (API-SHAPES: notices and FAQ search the title only). */
const titleSearch = (db: Db, keyword: string | undefined) => searchFilter(db, "boardTitle", keyword);

/** `SELECT 1` over posts meeting the list's filters and a condition: what a list's count counts. */
const postsWhere = (db: Db, filters: SQL | undefined) => (condition: SQL | undefined) =>
  db
    .select({ one: sql<number>`1`.as("one") })
    .from(board)
    .where(and(filters, condition))
    .$dynamic();

/**
 * What visitors may see of the posts: public, and 게시 일시 (boardRegDate) reached. A post dated
 * ahead appears by itself at that time (decision 053); the cached pages follow because the soonest
 * such time is part of the posts' content version (functions/cache/versions.ts).
 */
export const isPublished = () => and(eq(board.boardYN, "Y"), lte(board.boardRegDate, nowLocal()));

export interface PublicBoardQuery extends PageRequest {
  boardType: BoardType;
  searchKeyword?: string;
}

/** Public posts of one type, newest first. */
export async function listPublicBoards(db: Db, q: PublicBoardQuery) {
  const search = await titleSearch(db, q.searchKeyword);
  const shown = and(eq(board.boardType, q.boardType), isPublished());
  const where = and(shown, search.where);
  const [rows, [total]] = await db.batch([
    db
      .select({
        boardId: board.boardId,
        boardTitle: board.boardTitle,
        boardViewCount: board.boardViewCount,
        boardRegDate: board.boardRegDate,
        writer: board.writer,
      })
      .from(board)
      .where(where)
      .orderBy(desc(board.boardRegDate), desc(board.boardId))
      .limit(q.size)
      .offset(q.page * q.size),
    countMatches(db, search, postsWhere(db, shown), searchCountLimit(q, q.searchKeyword)),
  ]);
  return toPage(rows, total?.n ?? 0, q, searchCountLimit(q, q.searchKeyword));
}

/** Posts shown above a list on every page (상단 고정, decision 057), at most this many. */
export const PINNED_MAX = 5;

/** The pinned public posts of a list, newest first (the page's loader; the API's lists stay as they are). */
export function listPinnedBoards(db: Db, boardType: BoardType) {
  return db
    .select({ boardId: board.boardId, boardTitle: board.boardTitle, boardRegDate: board.boardRegDate })
    .from(board)
    .where(and(eq(board.boardType, boardType), eq(board.boardPinned, true), isPublished()))
    .orderBy(desc(board.boardRegDate), desc(board.boardId))
    .limit(PINNED_MAX);
}

/** File entries of a post (API-SHAPES §3): id equals fileBoxId; fileUrl needs no token. */
export function listBoardFiles(db: Db, boardId: number) {
  return db
    .select({
      fileBoxId: fileBox.fileBoxId,
      fileName: fileBox.fileName,
      fileOrgName: fileBox.fileOrgName,
      fileSize: fileBox.fileSize,
      fileType: fileBox.fileType,
      fileRegDate: fileBox.fileRegDate,
    })
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "BOARD"), eq(fileBox.ownerId, boardId)))
    .orderBy(asc(fileBox.fileBoxId));
}

export function toFileEntry<F extends { fileBoxId: number }>(boardId: number, f: F) {
  return { id: f.fileBoxId, ...f, boardId, fileUrl: `/api/boardFiles/download/${f.fileBoxId}` };
}

const publicPostColumns = {
  boardId: board.boardId,
  boardTitle: board.boardTitle,
  boardContent: board.boardContent,
  boardViewCount: board.boardViewCount,
  boardRegDate: board.boardRegDate,
  boardUpdate: board.boardUpdate,
  writer: board.writer,
  boardImage: board.boardImage,
  boardType: board.boardType,
};

const isPublicPost = (boardId: number) => and(eq(board.boardId, boardId), isPublished());

/**
 * A public post for a visitor's view: the view count goes up first, so the answer includes
 * this view. Undefined when the post is unknown or not public.
 */
export async function viewPublicBoard(db: Db, boardId: number) {
  const [, [post], files] = await db.batch([
    countPublicBoardView(db, boardId),
    db.select(publicPostColumns).from(board).where(isPublicPost(boardId)),
    listBoardFiles(db, boardId),
  ]);
  if (!post) return undefined;
  return { ...post, boardFiles: files.map((f) => toFileEntry(boardId, f)) };
}

/** One more view of a public post (the cached post page counts its views this way). */
export function countPublicBoardView(db: Db, boardId: number) {
  return db
    .update(board)
    .set({ boardViewCount: sql`${board.boardViewCount} + 1` })
    .where(isPublicPost(boardId));
}

/**
 * A public post without counting a view (the page that shows it is cached and counts apart), with
 * the posts beside it in its list.
 */
export async function getPublicBoard(db: Db, boardId: number) {
  const [[post], files, [older], [newer]] = await db.batch([
    db.select(publicPostColumns).from(board).where(isPublicPost(boardId)),
    listBoardFiles(db, boardId),
    neighbourOf(db, boardId, "older"),
    neighbourOf(db, boardId, "newer"),
  ]);
  if (!post) return undefined;
  return {
    ...post,
    boardFiles: files.map((f) => toFileEntry(boardId, f)),
    older: older ?? null,
    newer: newer ?? null,
  };
}

/**
 * The posts beside a public post in its list (same type, public, newest first): the older one
 * (이전글) and the newer one (다음글). Subqueries read the post's own place, so both go in the
 * same batch as the post; the (type, Y/N, registration) index answers each.
 */
function neighbourOf(db: Db, boardId: number, side: "older" | "newer") {
  const place = sql`(SELECT cur.board_reg_date, cur.board_id FROM board AS cur WHERE cur.board_id = ${boardId})`;
  const older = side === "older";
  return db
    .select({ boardId: board.boardId, boardTitle: board.boardTitle })
    .from(board)
    .where(
      and(
        sql`${board.boardType} = (SELECT cur.board_type FROM board AS cur WHERE cur.board_id = ${boardId})`,
        isPublished(),
        older
          ? sql`(${board.boardRegDate}, ${board.boardId}) < ${place}`
          : sql`(${board.boardRegDate}, ${board.boardId}) > ${place}`,
      ),
    )
    .orderBy(
      ...(older ? [desc(board.boardRegDate), desc(board.boardId)] : [asc(board.boardRegDate), asc(board.boardId)]),
    )
    .limit(1);
}

/**
 * The type of a post whether shown or not (only that, never its text): the 404 of a hidden post
 * leads to its own list (decision 126). Undefined for a deleted or unknown id.
 */
export async function postTypeOf(db: Db, boardId: number) {
  const [row] = await db.select({ boardType: board.boardType }).from(board).where(eq(board.boardId, boardId));
  return row?.boardType;
}

/** Stored-file metadata of an attachment of a public post, or undefined. */
export async function getPublicBoardFile(db: Db, fileBoxId: number) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .innerJoin(board, and(eq(fileBox.ownerKind, "BOARD"), eq(board.boardId, fileBox.ownerId)))
    .where(and(eq(fileBox.fileBoxId, fileBoxId), isPublished()));
  return row;
}

/** The newest public posts of both types, for the RSS feed (newest boardRegDate first). */
export function listFeedPosts(db: Db, limit: number) {
  return db
    .select({
      boardId: board.boardId,
      boardTitle: board.boardTitle,
      boardContent: board.boardContent,
      boardType: board.boardType,
      boardRegDate: board.boardRegDate,
    })
    .from(board)
    .where(isPublished())
    .orderBy(desc(board.boardRegDate), desc(board.boardId))
    .limit(limit);
}

// ---- Admin (SPEC §7 "Admin: boards", API-SHAPES §9) ----

const adminRowColumns = {
  boardId: board.boardId,
  boardTitle: board.boardTitle,
  boardType: board.boardType,
  boardYN: board.boardYN,
  boardPinned: board.boardPinned,
  boardViewCount: board.boardViewCount,
  boardRegDate: board.boardRegDate,
  boardUpdate: board.boardUpdate,
  writer: board.writer,
};

export interface AdminBoardQuery extends PageRequest {
  searchKeyword?: string;
  /** One list only; both when absent. */
  boardType?: BoardType;
  /** 고정 글만 (decision 154): the pinned posts only. */
  pinned?: true;
}

/** Every post, both types or one, public or not, newest boardRegDate first. */
export async function listAdminBoards(db: Db, q: AdminBoardQuery) {
  const search = await titleSearch(db, q.searchKeyword);
  const ofType = and(
    q.boardType ? eq(board.boardType, q.boardType) : undefined,
    q.pinned ? eq(board.boardPinned, true) : undefined,
  );
  const [rows, [total]] = await db.batch([
    db
      .select(adminRowColumns)
      .from(board)
      .where(and(ofType, search.where))
      .orderBy(desc(board.boardRegDate), desc(board.boardId))
      .limit(q.size)
      .offset(q.page * q.size),
    countMatches(db, search, postsWhere(db, ofType), searchCountLimit(q, q.searchKeyword)),
  ]);
  return toPage(rows, total?.n ?? 0, q, searchCountLimit(q, q.searchKeyword));
}

/** Dashboard: the most recently updated posts. */
export function listRecentlyUpdatedBoards(db: Db, limit = 2) {
  return db.select(adminRowColumns).from(board).orderBy(desc(board.boardUpdate), desc(board.boardId)).limit(limit);
}

/** A post as the admin screens show it; the view count is not touched. */
export async function getAdminBoard(db: Db, boardId: number) {
  const [[post], files] = await db.batch([
    db
      .select({
        boardId: board.boardId,
        boardTitle: board.boardTitle,
        boardContent: board.boardContent,
        boardType: board.boardType,
        boardYN: board.boardYN,
        boardPinned: board.boardPinned,
        boardViewCount: board.boardViewCount,
        boardRegDate: board.boardRegDate,
        boardUpdate: board.boardUpdate,
        writer: board.writer,
        boardImage: board.boardImage,
        rev: board.boardRev,
      })
      .from(board)
      .where(eq(board.boardId, boardId)),
    listBoardFiles(db, boardId),
  ]);
  if (!post) return undefined;
  return { ...post, adminBoardFiles: files.map((f) => toFileEntry(boardId, f)) };
}

/** Stored-file metadata of an attachment of any post (public or not), or undefined. */
export async function getAdminBoardFile(db: Db, fileBoxId: number) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileBoxId, fileBoxId), eq(fileBox.ownerKind, "BOARD")));
  return row;
}

const boardFileRow = (f: StoredUpload, ownerId: number | SQL, now: string) => ({
  ...claimedFile(f),
  ownerKind: "BOARD" as const,
  ownerId,
  fileRegDate: now,
});

export interface NewBoard {
  boardType: BoardType;
  boardTitle: string;
  boardContent: string;
  boardYN: "Y" | "N";
  /** 게시 일시; now when not given. */
  boardRegDate?: string;
  boardPinned?: boolean;
  /** The signed-in account; its current name becomes the writer. */
  usersId: number;
}

/**
 * Creates a post with its attachments (pending uploads already in R2): the post, its file rows
 * and the end of their pending state in one batch (one transaction). Returns the new id.
 */
export async function createBoard(
  db: Db,
  input: NewBoard,
  files: readonly StoredUpload[],
  /** The adding screen's key (decision 150), kept with the post. */
  sendKey: string | null = null,
): Promise<number> {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.usersId, input.usersId));
  // A token can outlive its account by a few minutes; a deleted account writes nothing.
  if (!author) throw new AppError(401, "로그인이 필요한 서비스 입니다.");
  const now = nowLocal();
  const [[created]] = await db.batch([
    db
      .insert(board)
      .values({
        boardTitle: input.boardTitle,
        boardContent: sanitizeHtml(input.boardContent),
        boardType: input.boardType,
        boardYN: input.boardYN,
        writer: author.name,
        usersId: input.usersId,
        category: input.boardType === "FAQ" ? "자주 묻는 질문" : "공지사항",
        boardRegDate: input.boardRegDate ?? now,
        boardPinned: input.boardPinned ?? false,
        boardUpdate: now,
        boardViewCount: 0,
        sendKey,
      })
      .returning({ boardId: board.boardId }),
    // The batch is one serialized transaction, so the newest board id is the one just inserted.
    ...files.map((f) =>
      db.insert(fileBox).values(boardFileRow(f, sql`(SELECT max(${board.boardId}) FROM ${board})`, now)),
    ),
    ...(files.length > 0 ? [releaseClaimed(db, files)] : []),
  ] as const);
  if (!created) throw new Error("board insert returned no id");
  return created.boardId;
}

export interface BoardChanges {
  boardId: number;
  /** undefined = unchanged */
  boardTitle?: string;
  boardContent?: string;
  boardYN?: "Y" | "N";
  boardRegDate?: string;
  boardPinned?: boolean;
  /** 등록된 첨부파일 to remove (decision 119), each one of this post's; none when absent. */
  removeFileBoxIds?: readonly number[];
}

/** The post's attachments among `fileBoxIds`. */
const attachmentsOf = (boardId: number, fileBoxIds: readonly number[]) =>
  and(eq(fileBox.ownerKind, "BOARD"), eq(fileBox.ownerId, boardId), inList(fileBox.fileBoxId, fileBoxIds)) as SQL;

/**
 * Partial update of a post; new files are added to its attachments, and those named in
 * `removeFileBoxIds` leave it in the same transaction (decision 119): through the trash, their
 * objects and rows deleted once it is committed (decision 015). boardUpdate becomes now and the
 * revision goes up. With `allowed` (a save's If-Match, decision 074), a post changed since is
 * refused with 412 and nothing is stored or removed. A file that is not the post's is refused
 * with 400. Returns the new revision, or undefined when the post is unknown (nothing is stored then).
 */
export async function updateBoard(
  db: Db,
  bucket: R2Bucket,
  changes: BoardChanges,
  files: readonly StoredUpload[],
  /** Who saves: named on the version this save replaces (decision 075). */
  usersId: number,
  allowed?: ReadonlySet<number>,
  /** The edit screen's key (decision 114), kept with the revision this save makes. */
  saveKey: string | null = null,
): Promise<number | undefined> {
  const { boardId } = changes;
  const current = await postRevision(db, boardId);
  if (!current) return undefined;
  checkRevision(allowed, "게시글", current);
  const removing = changes.removeFileBoxIds ?? [];
  if (removing.length > 0) {
    const attached = await db.select({ n: count() }).from(fileBox).where(attachmentsOf(boardId, removing));
    if (attached[0]?.n !== removing.length) throw badRequest(BOARD_MESSAGES.fileNotAttached);
  }
  const now = nowLocal();
  const set = {
    boardUpdate: now,
    boardRev: sql`${board.boardRev} + 1`,
    saveKey,
    ...(changes.boardTitle !== undefined && { boardTitle: changes.boardTitle }),
    ...(changes.boardContent !== undefined && { boardContent: sanitizeHtml(changes.boardContent) }),
    ...(changes.boardYN !== undefined && { boardYN: changes.boardYN }),
    ...(changes.boardRegDate !== undefined && { boardRegDate: changes.boardRegDate }),
    ...(changes.boardPinned !== undefined && { boardPinned: changes.boardPinned }),
  };
  const saved = and(eq(board.boardId, boardId), allowed && eq(board.boardRev, current.rev));
  const [, trashed, [updated]] = await db.batch([
    // 이전 버전 (decision 075): the post as it is, in the same transaction as the save replacing it.
    keepVersion(db, saved, usersId, now),
    // Before the update and on the same condition: the files leave exactly when the save is stored.
    trashFiles(
      db,
      and(attachmentsOf(boardId, removing), exists(db.select({ one: sql`1` }).from(board).where(saved))) as SQL,
    ),
    db.update(board).set(set).where(saved).returning({ rev: board.boardRev }),
    pruneVersions(db, { table: boardVersion, owner: boardVersion.boardId, versionId: boardVersion.versionId }, boardId),
    ...files.map((f) => db.insert(fileBox).values(boardFileRow(f, boardId, now))),
    ...(files.length > 0 ? [releaseClaimed(db, files)] : []),
  ] as const);
  if (!updated) {
    // Deleted or saved by someone else since the check: take the new files back, rows and objects.
    if (files.length > 0) {
      await db.delete(fileBox).where(
        inList(
          fileBox.r2Key,
          files.map((f) => f.r2Key),
        ),
      );
      await removeObjects(
        bucket,
        files.map((f) => f.r2Key),
      );
    }
    const latest = await postRevision(db, boardId);
    if (latest) throw editConflict("게시글", latest);
    throw notFound("게시글을 찾을 수 없습니다.");
  }
  if (trashed.length > 0) await emptyTrash(db, bucket);
  return updated.rev;
}

/** The post a save's key was stored with, at its revision now (decision 114). */
/** The post a screen's key added (decision 150), by its unique index. */
export async function postIdBySendKey(db: Db, sendKey: string): Promise<number | undefined> {
  const [row] = await db.select({ boardId: board.boardId }).from(board).where(eq(board.sendKey, sendKey));
  return row?.boardId;
}

export async function postSavedBy(db: Db, saveKey: string) {
  const [row] = await db
    .select({ boardId: board.boardId, rev: board.boardRev })
    .from(board)
    .where(eq(board.saveKey, saveKey));
  return row;
}

/** A post's revision and last change, for a save's precondition. */
async function postRevision(db: Db, boardId: number) {
  const [row] = await db
    .select({ rev: board.boardRev, updatedAt: board.boardUpdate })
    .from(board)
    .where(eq(board.boardId, boardId));
  return row;
}

/** Copies the post `where` names, as it is, into its versions. */
function keepVersion(db: Db, where: SQL | undefined, usersId: number, now: string) {
  return db.insert(boardVersion).select(
    db
      .select({
        versionId: sql<number>`NULL`.as("version_id"),
        boardId: board.boardId,
        rev: board.boardRev,
        boardTitle: board.boardTitle,
        boardContent: board.boardContent,
        boardYN: board.boardYN,
        boardPinned: board.boardPinned,
        savedAt: board.boardUpdate,
        replacedBy: accountName(usersId).as("replaced_by"),
        replacedAt: sql<string>`${now}`.as("replaced_at"),
      })
      .from(board)
      .where(where),
  );
}

/** A post's earlier versions, newest first, without their content (이전 버전 list); undefined for an unknown post. */
export async function listBoardVersions(db: Db, boardId: number) {
  const [[post], versions] = await db.batch([
    db.select({ boardId: board.boardId }).from(board).where(eq(board.boardId, boardId)),
    db
      .select({
        rev: boardVersion.rev,
        boardTitle: boardVersion.boardTitle,
        savedAt: boardVersion.savedAt,
        replacedBy: boardVersion.replacedBy,
        replacedAt: boardVersion.replacedAt,
      })
      .from(boardVersion)
      .where(eq(boardVersion.boardId, boardId))
      .orderBy(desc(boardVersion.rev)),
  ]);
  return post ? versions : undefined;
}

/** One earlier version of a post, with its content, or undefined. */
export async function getBoardVersion(db: Db, boardId: number, rev: number) {
  const [row] = await db
    .select({
      rev: boardVersion.rev,
      boardTitle: boardVersion.boardTitle,
      boardContent: boardVersion.boardContent,
      boardYN: boardVersion.boardYN,
      boardPinned: boardVersion.boardPinned,
      savedAt: boardVersion.savedAt,
      replacedBy: boardVersion.replacedBy,
      replacedAt: boardVersion.replacedAt,
    })
    .from(boardVersion)
    .where(and(eq(boardVersion.boardId, boardId), eq(boardVersion.rev, rev)));
  return row;
}

async function removeAllObjects(bucket: R2Bucket, keys: readonly string[]) {
  for (const some of chunks(keys, R2_KEYS_PER_DELETE)) await removeObjects(bucket, some);
}

/**
 * Deletes posts with their file rows in one batch, then their objects. All or nothing: when
 * any id is unknown, nothing is deleted and false is returned.
 */
export async function deleteBoards(db: Db, bucket: R2Bucket, boardIds: readonly number[]): Promise<boolean> {
  const unique = [...new Set(boardIds)];
  const [known] = await db.select({ n: count() }).from(board).where(inList(board.boardId, unique));
  if ((known?.n ?? 0) !== unique.length) return false;
  const [removedFiles] = await db.batch([
    db
      .delete(fileBox)
      .where(and(eq(fileBox.ownerKind, "BOARD"), inList(fileBox.ownerId, unique)))
      .returning({ r2Key: fileBox.r2Key }),
    db.delete(board).where(inList(board.boardId, unique)),
  ]);
  await removeAllObjects(
    bucket,
    removedFiles.map((f) => f.r2Key),
  );
  return true;
}
