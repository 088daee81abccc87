import * as z from "zod";
import { ATTACHMENT_RULES } from "../../files/rules";
import { fileParts, prepareUploads } from "../../files/storage";
import { badRequest, found, notFound } from "../../lib/errors";
import { jsonPart, readForm } from "../../lib/multipart";
import { id, pageQuery, parse, queryOf } from "../../lib/validation";
import { BOARD_MESSAGES, createBoardSchema, updateBoardFieldsSchema } from "../../schemas/board";
import { searchKeyword } from "../../schemas/search";
import {
  createBoard,
  deleteBoards,
  getAdminBoard,
  listAdminBoards,
  listRecentlyUpdatedBoards,
  updateBoard,
} from "../../services/boards";
import { createRouter } from "../router";

// /api/admin/boards (SPEC §7 "Admin: boards", API-SHAPES §9). Behind the guard mounted in functions/app.ts.

const listQuery = pageQuery(10).extend({
  searchKeyword,
});
const byBoard = z.object({ boardId: id("게시글 번호") });
const updateBoardSchema = updateBoardFieldsSchema.extend({ boardId: id("게시글 번호") });
const boardIdList = z
  .array(id("게시글 번호"), { error: "삭제할 게시글 번호 목록을 JSON 배열로 보내주세요." })
  .min(1, BOARD_MESSAGES.noneSelected)
  .max(1000, "한 번에 1000개까지 삭제할 수 있습니다.");

const POST_NOT_FOUND = "게시글을 찾을 수 없습니다.";

export const adminBoardsRouter = createRouter()
  .get("/", async (c) => c.json(await listAdminBoards(c.var.db, parse(listQuery, queryOf(c.req.url)))))
  .get("/simple", async (c) => c.json(await listRecentlyUpdatedBoards(c.var.db)))
  .get("/detail/:id", async (c) => {
    const boardId = parse(id("게시글 번호"), c.req.param("id"));
    return c.json(found(await getAdminBoard(c.var.db, boardId), POST_NOT_FOUND));
  })
  .get("/modify", async (c) => {
    const { boardId } = parse(byBoard, queryOf(c.req.url));
    return c.json(found(await getAdminBoard(c.var.db, boardId), POST_NOT_FOUND));
  })
  .post("/", async (c) => {
    const form = await readForm(c.req.raw);
    const input = parse(createBoardSchema, await jsonPart(form, "createBoardDTO"));
    const files = await prepareUploads(fileParts(form.getAll("files")), ATTACHMENT_RULES, "BOARD");
    const boardId = await createBoard(c.var.db, c.env.BUCKET, { ...input, usersId: c.var.user.usersId }, files);
    return c.json(boardId);
  })
  .post("/update", async (c) => {
    const form = await readForm(c.req.raw);
    const changes = parse(updateBoardSchema, await jsonPart(form, "updateBoardDTO"));
    const files = await prepareUploads(fileParts(form.getAll("files")), ATTACHMENT_RULES, "BOARD");
    if (!(await updateBoard(c.var.db, c.env.BUCKET, changes, files))) throw notFound(POST_NOT_FOUND);
    return c.json(changes.boardId);
  })
  .delete("/", async (c) => {
    const body = await c.req.json().catch(() => {
      throw badRequest("삭제할 게시글 번호 목록을 JSON 배열로 보내주세요.");
    });
    const boardIds = parse(boardIdList, body);
    if (!(await deleteBoards(c.var.db, c.env.BUCKET, boardIds))) throw notFound("삭제할 게시글을 찾을 수 없습니다.");
    return c.body(null, 200);
  })
  .delete("/detail", async (c) => {
    const { boardId } = parse(byBoard, queryOf(c.req.url));
    if (!(await deleteBoards(c.var.db, c.env.BUCKET, [boardId]))) throw notFound(POST_NOT_FOUND);
    return c.text(BOARD_MESSAGES.deleted);
  });
