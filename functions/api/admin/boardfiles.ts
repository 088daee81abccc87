import * as z from "zod";
import { fileResponse } from "../../files/storage";
import { found } from "../../lib/errors";
import { id, valid } from "../../lib/validation";
import { getAdminBoardFile } from "../../services/boards";
import { createRouter } from "../router";

// /api/admin/boardfiles (SPEC §7, API-SHAPES §9): attachments of any post, public or not.
// id = fileBoxId. Behind the guard mounted in functions/app.ts.
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";
const byFile = valid("param", z.object({ id: id("파일 번호") }));

export const adminBoardFilesRouter = createRouter()
  .get("/download/:id", byFile, async (c) => {
    const meta = found(await getAdminBoardFile(c.var.db, c.req.valid("param").id), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "attachment");
  })
  .get("/preview/:id", byFile, async (c) => {
    const meta = found(await getAdminBoardFile(c.var.db, c.req.valid("param").id), FILE_NOT_FOUND);
    // Inline only for images and pdf: fileResponse sends anything else as an attachment.
    return fileResponse(c.env.BUCKET, meta, "inline");
  });
