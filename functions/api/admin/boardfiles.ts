import { fileResponse } from "../../files/storage";
import { found } from "../../lib/errors";
import { id, parse } from "../../lib/validation";
import { getAdminBoardFile } from "../../services/boards";
import { createRouter } from "../router";

// /api/admin/boardfiles (SPEC §7, API-SHAPES §9): attachments of any post, public or not.
// id = fileBoxId. Behind the guard mounted in functions/app.ts.
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";

export const adminBoardFilesRouter = createRouter()
  .get("/download/:id", async (c) => {
    const fileBoxId = parse(id("파일 번호"), c.req.param("id"));
    const meta = found(await getAdminBoardFile(c.var.db, fileBoxId), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "attachment");
  })
  .get("/preview/:id", async (c) => {
    const fileBoxId = parse(id("파일 번호"), c.req.param("id"));
    const meta = found(await getAdminBoardFile(c.var.db, fileBoxId), FILE_NOT_FOUND);
    // Inline only for images and pdf: fileResponse sends anything else as an attachment.
    return fileResponse(c.env.BUCKET, meta, "inline");
  });
