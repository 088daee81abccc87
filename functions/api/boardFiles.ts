import * as z from "zod";
import { fileResponse } from "../files/storage";
import { found } from "../lib/errors";
import { id, valid } from "../lib/validation";
import { getPublicBoardFile } from "../services/boards";
import { createRouter } from "./router";

const byFile = valid("param", z.object({ fileBoxId: id("파일 번호") }));

export const boardFilesRouter = createRouter().get("/download/:fileBoxId", byFile, async (c) => {
  const meta = found(await getPublicBoardFile(c.var.db, c.req.valid("param").fileBoxId), "파일을 찾을 수 없습니다.");
  return fileResponse(c.env.BUCKET, meta, "attachment");
});
