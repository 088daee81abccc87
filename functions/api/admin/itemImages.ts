import { IMAGE_RULES } from "../../files/rules";
import { fileParts, prepareUploads } from "../../files/storage";
import { readJsonBody } from "../../lib/json";
import { readForm } from "../../lib/multipart";
import { parse, queryOf } from "../../lib/validation";
import { fileBoxQuery, imageOrderBody, itemIdQuery } from "../../schemas/catalog";
import { addImages, listImagesOfItem, removeImage, reorderImages, setMainImage } from "../../services/itemImages";
import { createRouter } from "../router";

// /api/admin/items/images: every image of an item (README "Item images"). Behind the guard of
// /api/admin/*; each write bumps the catalog section (functions/cache/sections.ts) and answers
// the item's images in their public order.
export const adminItemImagesRouter = createRouter()
  .get("/", async (c) => {
    const { itemId } = parse(itemIdQuery, queryOf(c.req.url));
    return c.json(await listImagesOfItem(c.var.db, itemId));
  })
  .post("/", async (c) => {
    const { itemId } = parse(itemIdQuery, queryOf(c.req.url));
    const form = await readForm(c.req.raw);
    const files = await prepareUploads(fileParts(form.getAll("files")), IMAGE_RULES, "ITEM");
    return c.json(await addImages(c.var.db, c.env.BUCKET, itemId, files));
  })
  .delete("/", async (c) => {
    const { fileBoxId } = parse(fileBoxQuery, queryOf(c.req.url));
    return c.json(await removeImage(c.var.db, c.env.BUCKET, fileBoxId));
  })
  .post("/order", async (c) => {
    const { itemId, fileBoxIds } = parse(imageOrderBody, await readJsonBody(c.req.raw));
    return c.json(await reorderImages(c.var.db, itemId, fileBoxIds));
  })
  .post("/main", async (c) => {
    const { fileBoxId } = parse(fileBoxQuery, queryOf(c.req.url));
    return c.json(await setMainImage(c.var.db, fileBoxId));
  });
