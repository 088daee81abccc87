import type { Context } from "hono";
import * as z from "zod";
import { tooManyFiles } from "../../files/check";
import { findStaged, type StoredUpload } from "../../files/pending";
import { type ReceivedForm, receiveForm } from "../../files/receive";
import { ATTACHMENT_RULES } from "../../files/rules";
import { found, notFound } from "../../lib/errors";
import { revisionTag, tagged, VERSION_NOT_FOUND } from "../../lib/revision";
import { id, pageQuery, parse, valid } from "../../lib/validation";
import {
  BOARD_MESSAGES,
  boardTypeFilter,
  createBoardSchema,
  pinnedFilter,
  updateBoardFieldsSchema,
} from "../../schemas/board";
import { searchKeyword } from "../../schemas/search";
import {
  createBoard,
  deleteBoards,
  getAdminBoard,
  getBoardVersion,
  listAdminBoards,
  listBoardVersions,
  listRecentlyUpdatedBoards,
  postIdBySendKey,
  postSavedBy,
  updateBoard,
} from "../../services/boards";
import { ifMatch } from "../revised";
import { type ApiEnv, createRouter } from "../router";
import { saveOnce, storeOnce } from "../storeOnce";
import { BOARD_FILES, uploadTarget } from "../uploads";

// /api/admin/boards (SPEC §7 "Admin: boards", API-SHAPES §9). Behind the guard mounted in functions/app.ts.

const listQuery = pageQuery(10).extend({
  searchKeyword,
  // The list's 유형 filter; blank or absent: both.
  boardType: boardTypeFilter,
  // 고정 글만 (decision 154): the pinned posts, found without paging back to them.
  pinned: pinnedFilter,
});
const byBoard = z.object({ boardId: id("게시글 번호") });
const byVersion = byBoard.extend({ rev: id("버전 번호") });
const updateBoardSchema = updateBoardFieldsSchema.extend({
  boardId: id("게시글 번호"),
  // 등록된 첨부파일 removed with this save (decision 119); absent, null or [] = none.
  removeFileBoxIds: z
    .array(id("첨부파일 번호"), { error: BOARD_MESSAGES.removeFilesList })
    .max(1000, BOARD_MESSAGES.removeFilesMax)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
const boardIdList = z
  .array(id("게시글 번호"), { error: "삭제할 게시글 번호 목록을 JSON 배열로 보내주세요." })
  .min(1, BOARD_MESSAGES.noneSelected)
  .max(1000, "한 번에 1000개까지 삭제할 수 있습니다.");

const POST_NOT_FOUND = "게시글을 찾을 수 없습니다.";

/** Attachments as `files` parts and/or `uploadIds` staged with POST /api/admin/uploads?purpose=BOARD. */
async function attachments(c: Context<ApiEnv>, form: ReceivedForm): Promise<StoredUpload[]> {
  const staged = await findStaged(c.var.db, form.all("uploadIds"), { ownerKind: "BOARD", usersId: c.var.user.usersId });
  const files = [...form.files("files"), ...staged];
  if (files.length > ATTACHMENT_RULES.maxFiles) throw tooManyFiles(ATTACHMENT_RULES);
  return files;
}

export const adminBoardsRouter = createRouter()
  .get("/", valid("query", listQuery), async (c) => c.json(await listAdminBoards(c.var.db, c.req.valid("query"))))
  .get("/simple", async (c) => c.json(await listRecentlyUpdatedBoards(c.var.db)))
  // The post's revision goes as its ETag: the edit form sends it back (decision 074).
  .get("/detail/:id", valid("param", z.object({ id: id("게시글 번호") })), async (c) => {
    const { row, etag } = tagged(found(await getAdminBoard(c.var.db, c.req.valid("param").id), POST_NOT_FOUND));
    return c.json(row, 200, { ETag: etag });
  })
  .get("/modify", valid("query", byBoard), async (c) => {
    const { boardId } = c.req.valid("query");
    const { row, etag } = tagged(found(await getAdminBoard(c.var.db, boardId), POST_NOT_FOUND));
    return c.json(row, 200, { ETag: etag });
  })
  // 이전 버전 (decision 075): a post's earlier versions, newest first, and one of them with its content.
  .get("/versions", valid("query", byBoard), async (c) => {
    const { boardId } = c.req.valid("query");
    return c.json(found(await listBoardVersions(c.var.db, boardId), POST_NOT_FOUND));
  })
  .get("/versions/detail", valid("query", byVersion), async (c) => {
    const { boardId, rev } = c.req.valid("query");
    return c.json(found(await getBoardVersion(c.var.db, boardId, rev), VERSION_NOT_FOUND));
  })
  // A post sent again after its answer was lost is answered as the first, its files unread (decision 150).
  .post("/", async (c) => {
    const boardId = await storeOnce(c, postIdBySendKey, async (key) => {
      const form = await receiveForm(c.req.raw, uploadTarget(c, c.var.user.usersId), [BOARD_FILES]);
      return form.settle(async () => {
        const input = parse(createBoardSchema, form.json("createBoardDTO"));
        return createBoard(c.var.db, { ...input, usersId: c.var.user.usersId }, await attachments(c, form), key);
      });
    });
    return c.json(boardId);
  })
  // A save sent again after its answer was lost is answered as the first, its files unread (decision 114).
  .post("/update", async (c) => {
    const { boardId, rev } = await saveOnce(c, postSavedBy, async (key) => {
      const form = await receiveForm(c.req.raw, uploadTarget(c, c.var.user.usersId), [BOARD_FILES]);
      return form.settle(async () => {
        const changes = parse(updateBoardSchema, form.json("updateBoardDTO"));
        const files = await attachments(c, form);
        const rev = await updateBoard(c.var.db, c.env.BUCKET, changes, files, c.var.user.usersId, ifMatch(c), key);
        if (rev === undefined) throw notFound(POST_NOT_FOUND);
        // The files are gone for good (no version keeps them): the log says which.
        if (changes.removeFileBoxIds.length > 0)
          c.set("auditDetail", { removedFiles: changes.removeFileBoxIds.join(",") });
        return { boardId: changes.boardId, rev };
      });
    });
    return c.json(boardId, 200, { ETag: revisionTag(rev) });
  })
  .delete("/", valid("json", boardIdList), async (c) => {
    const boardIds = c.req.valid("json");
    if (!(await deleteBoards(c.var.db, c.env.BUCKET, boardIds))) throw notFound("삭제할 게시글을 찾을 수 없습니다.");
    return c.body(null, 200);
  })
  .delete("/detail", valid("query", byBoard), async (c) => {
    const { boardId } = c.req.valid("query");
    if (!(await deleteBoards(c.var.db, c.env.BUCKET, [boardId]))) throw notFound(POST_NOT_FOUND);
    return c.text(BOARD_MESSAGES.deleted);
  });
