import { fileResponse } from "../files/storage";
import { badRequest, found } from "../lib/errors";
import { getItemImage } from "../services/items";
import { createRouter } from "./router";

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

// Item images at /item/{fileName} (API-SHAPES §3). Stored names are unique and never reused,
// so the bytes can be cached for a year.
export const itemImagesRouter = createRouter().get("/:fileName", async (c) => {
  const fileName = c.req.param("fileName");
  if (!STORED_NAME.test(fileName)) throw badRequest("잘못된 파일 이름입니다.");
  const meta = found(await getItemImage(c.var.db, fileName), "이미지를 찾을 수 없습니다.");
  return fileResponse(c.env.BUCKET, meta, "inline", "public, max-age=31536000, immutable");
});
