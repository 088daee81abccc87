import { and, eq, inArray } from "drizzle-orm";
import { fileBox } from "../../db/schema";
import { fileResponse } from "../files/storage";
import { badRequest, found } from "../lib/errors";
import { createRouter } from "./router";

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

// The owner's site pictures (banner, footer logos, greeting: decisions 030, 031) at /api/site-images/{fileName} (decision 031). Stored names are
// unique and never reused (a replaced image gets a new name), so the bytes can be cached for a year.
export const siteImagesRouter = createRouter().get("/:fileName", async (c) => {
  const fileName = c.req.param("fileName");
  if (!STORED_NAME.test(fileName)) throw badRequest("잘못된 파일 이름입니다.");
  const [meta] = await c.var.db
    .select({ r2Key: fileBox.r2Key, fileOrgName: fileBox.fileOrgName, fileType: fileBox.fileType })
    .from(fileBox)
    .where(and(eq(fileBox.fileName, fileName), inArray(fileBox.ownerKind, ["BANNER", "LOGO", "SITE"])));
  return fileResponse(
    c.env.BUCKET,
    found(meta, "이미지를 찾을 수 없습니다."),
    "inline",
    "public, max-age=31536000, immutable",
  );
});
