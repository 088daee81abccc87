import type { Context } from "hono";
import { findStaged } from "../../files/pending";
import { receiveForm } from "../../files/receive";
import { valid } from "../../lib/validation";
import { fileBoxQuery, imageOrderBody, itemIdQuery } from "../../schemas/catalog";
import { addImages, listImagesOfItem, removeImage, reorderImages, setMainImage } from "../../services/itemImages";
import { type ApiEnv, createRouter } from "../router";
import { ITEM_IMAGES, uploadTarget } from "../uploads";

/** The audit row names the item the image belongs to, not the image's own number (decision 118). */
function recordImage(c: Context<ApiEnv>, itemId: number, fileBoxId: number) {
  c.set("auditTarget", itemId);
  c.set("auditDetail", { image: fileBoxId });
}

// /api/admin/items/images: every image of an item (README "Item images"). Behind the guard of
// /api/admin/*; each write bumps the catalog section (functions/cache/sections.ts) and answers
// the item's images in their public order.
export const adminItemImagesRouter = createRouter()
  .get("/", valid("query", itemIdQuery), async (c) => {
    const { itemId } = c.req.valid("query");
    return c.json(await listImagesOfItem(c.var.db, itemId));
  })
  // Images as streamed `files` parts and/or `uploadIds` staged with POST /api/admin/uploads?purpose=ITEM.
  .post("/", valid("query", itemIdQuery), async (c) => {
    const { itemId } = c.req.valid("query");
    const usersId = c.var.user.usersId;
    const form = await receiveForm(c.req.raw, uploadTarget(c, usersId), [ITEM_IMAGES]);
    const images = await form.settle(async () => {
      const staged = await findStaged(c.var.db, form.all("uploadIds"), { ownerKind: "ITEM", usersId });
      return await addImages(c.var.db, c.env.BUCKET, itemId, [...form.files("files"), ...staged]);
    });
    return c.json(images);
  })
  .delete("/", valid("query", fileBoxQuery), async (c) => {
    const { fileBoxId } = c.req.valid("query");
    const { itemId, images } = await removeImage(c.var.db, c.env.BUCKET, fileBoxId);
    recordImage(c, itemId, fileBoxId);
    return c.json(images);
  })
  .post("/order", valid("json", imageOrderBody, { explainBody: true }), async (c) => {
    const { itemId, fileBoxIds } = c.req.valid("json");
    return c.json(await reorderImages(c.var.db, itemId, fileBoxIds));
  })
  .post("/main", valid("query", fileBoxQuery), async (c) => {
    const { fileBoxId } = c.req.valid("query");
    const { itemId, images } = await setMainImage(c.var.db, fileBoxId);
    recordImage(c, itemId, fileBoxId);
    return c.json(images);
  });
