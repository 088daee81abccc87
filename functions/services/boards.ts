import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { board, fileBox } from "../../db/schema";
import { type PageRequest, toPage } from "../lib/paging";

export type BoardType = "NOTICE" | "FAQ";

/** Case-insensitive title search; %, _ and \ in the keyword match themselves. */
export function titleMatches(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${board.boardTitle} LIKE ${pattern} ESCAPE '\\'`;
}

export interface PublicBoardQuery extends PageRequest {
  boardType: BoardType;
  searchKeyword?: string;
}

/** Public posts of one type, newest first. */
export async function listPublicBoards(db: Db, q: PublicBoardQuery) {
  const where = and(eq(board.boardType, q.boardType), eq(board.boardYN, "Y"), titleMatches(q.searchKeyword));
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
    db.select({ n: count() }).from(board).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, q);
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

/**
 * A public post for a visitor's view: the view count goes up first, so the answer includes
 * this view. Undefined when the post is unknown or not public.
 */
export async function viewPublicBoard(db: Db, boardId: number) {
  const isPublic = and(eq(board.boardId, boardId), eq(board.boardYN, "Y"));
  const [, [post], files] = await db.batch([
    db
      .update(board)
      .set({ boardViewCount: sql`${board.boardViewCount} + 1` })
      .where(isPublic),
    db.select(publicPostColumns).from(board).where(isPublic),
    listBoardFiles(db, boardId),
  ]);
  if (!post) return undefined;
  return { ...post, boardFiles: files.map((f) => toFileEntry(boardId, f)) };
}

/** Stored-file metadata of an attachment of a public post, or undefined. */
export async function getPublicBoardFile(db: Db, fileBoxId: number) {
  const [row] = await db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .innerJoin(board, and(eq(fileBox.ownerKind, "BOARD"), eq(board.boardId, fileBox.ownerId)))
    .where(and(eq(fileBox.fileBoxId, fileBoxId), eq(board.boardYN, "Y")));
  return row;
}
