import type { Context } from "hono";
import { fileResponse, thumbnailKey } from "../files/storage";
import { badRequest, found } from "../lib/errors";
import { getItemImage } from "../services/items";
import { type ApiEnv, createRouter } from "./router";

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

const IMMUTABLE = "public, max-age=31536000, immutable";

async function imageOf(c: Context<ApiEnv>) {
  const fileName = c.req.param("fileName") ?? "";
  if (!STORED_NAME.test(fileName)) throw badRequest("잘못된 파일 이름입니다.");
  return found(await getItemImage(c.var.db, fileName), "이미지를 찾을 수 없습니다.");
}

// Item images at /item/{fileName} (API-SHAPES §3), and their smaller copies at
// /item/thumb/{fileName} (decision 084: the picture itself when it has none). Stored names are
// unique and never reused, and a copy exists before its picture is public, so both can be cached
// for a year.
export const itemImagesRouter = createRouter()
  .get("/thumb/:fileName", async (c) => {
    const meta = await imageOf(c);
    const thumb = await c.env.BUCKET.head(thumbnailKey(meta.r2Key));
    const stored = thumb
      ? { ...meta, r2Key: thumb.key, fileType: thumb.httpMetadata?.contentType ?? meta.fileType }
      : meta;
    return fileResponse(c.env.BUCKET, stored, "inline", IMMUTABLE);
  })
  .get("/:fileName", async (c) => fileResponse(c.env.BUCKET, await imageOf(c), "inline", IMMUTABLE));
