import { fileResponse } from "../files/storage";
import { found } from "../lib/errors";
import { id, parse } from "../lib/validation";
import { getPublicBoardFile } from "../services/boards";
import { createRouter } from "./router";

export const boardFilesRouter = createRouter().get("/download/:fileBoxId", async (c) => {
  const fileBoxId = parse(id("파일 번호"), c.req.param("fileBoxId"));
  const meta = found(await getPublicBoardFile(c.var.db, fileBoxId), "파일을 찾을 수 없습니다.");
  return fileResponse(c.env.BUCKET, meta, "attachment");
});
