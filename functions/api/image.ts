import { receiveForm } from "../files/receive";
import { IMAGE_RULES } from "../files/rules";
import { fileResponse } from "../files/storage";
import { badRequest, found } from "../lib/errors";
import { CATALOG_MESSAGES } from "../schemas/catalog";
import { getEditorImage, storeEditorImage } from "../services/editorImages";
import { createRouter } from "./router";
import { uploadTarget } from "./uploads";

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

// POST /api/image/upload (editor images, staff only) and GET /api/image/{fileName} (public bytes).
// Stored names are unique and never reused, but an image no text uses any more is removed (decision
// 143): a browser keeps it a day, not a year, so a picture taken down stops showing there too.
export const imageRouter = createRouter()
  .post("/upload", async (c) => {
    const field = { name: "image", rules: { ...IMAGE_RULES, maxFiles: 1 }, ownerKind: "EDITOR" as const };
    const form = await receiveForm(c.req.raw, uploadTarget(c, c.var.user.usersId), [field]);
    const url = await form.settle(async () => {
      const [image] = form.files("image");
      if (!image) throw badRequest(CATALOG_MESSAGES.imageRequired);
      return storeEditorImage(c.var.db, image);
    });
    return c.json({ url });
  })
  .get("/:fileName", async (c) => {
    const fileName = c.req.param("fileName");
    if (!STORED_NAME.test(fileName)) throw badRequest("잘못된 파일 이름입니다.");
    const meta = found(await getEditorImage(c.var.db, fileName), "이미지를 찾을 수 없습니다.");
    return fileResponse(c.env.BUCKET, meta, "inline", "public, max-age=86400");
  });
