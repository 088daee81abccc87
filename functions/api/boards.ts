import * as z from "zod";
import { found } from "../lib/errors";
import { id, pageQuery, valid } from "../lib/validation";
import { boardTypeQuery } from "../schemas/board";
import { searchKeyword } from "../schemas/search";
import { listPublicBoards, viewPublicBoard } from "../services/boards";
import { createRouter } from "./router";

const listQuery = pageQuery(10).extend({
  boardType: boardTypeQuery,
  searchKeyword,
});

export const boardsRouter = createRouter()
  .get("/", valid("query", listQuery), async (c) => c.json(await listPublicBoards(c.var.db, c.req.valid("query"))))
  .get("/detail/:id", valid("param", z.object({ id: id("게시글 번호") })), async (c) => {
    const boardId = c.req.valid("param").id;
    // The page needs boardType; the API's public post shape (API-SHAPES §3) has no such field.
    const { boardType: _, ...post } = found(await viewPublicBoard(c.var.db, boardId), "게시글을 찾을 수 없습니다.");
    return c.json(post);
  });
