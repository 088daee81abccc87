import * as z from "zod";
import { IMAGE_RULES } from "../../files/rules";
import { fileParts, prepareUploads } from "../../files/storage";
import { found } from "../../lib/errors";
import { readJsonBody } from "../../lib/json";
import { jsonPart, readForm } from "../../lib/multipart";
import { id, pageQuery, parse, queryOf } from "../../lib/validation";
import {
  CATALOG_MESSAGES,
  createItemDTO,
  displayOrderQuery,
  itemDeleteBody,
  NAME_MAX,
  updateItemDTO,
} from "../../schemas/catalog";
import { searchKeyword } from "../../schemas/search";
import {
  createItem,
  deleteItems,
  getAdminItem,
  listAdminItems,
  moveItem,
  resolveNewItem,
  updateItem,
} from "../../services/adminItems";
import { createRouter } from "../router";

const listQuery = pageQuery(10).extend({
  manuName: z.string().max(NAME_MAX, `제조사명은 ${NAME_MAX}자 이하여야 합니다.`).optional(),
  typeName: z.string().max(NAME_MAX, `제품 타입은 ${NAME_MAX}자 이하여야 합니다.`).optional(),
  /** Optional: item name or number contains it. */
  searchKeyword,
});
const byItem = z.object({ itemId: id("제품 번호") });

// /api/admin/items (SPEC §7, API-SHAPES §5). Behind the guard mounted in functions/app.ts.
export const adminItemsRouter = createRouter()
  .get("/", async (c) => c.json(await listAdminItems(c.var.db, parse(listQuery, queryOf(c.req.url)))))
  .get("/detail", async (c) => {
    const { itemId } = parse(byItem, queryOf(c.req.url));
    return c.json(found(await getAdminItem(c.var.db, itemId), CATALOG_MESSAGES.itemNotFound));
  })
  .get("/modify", async (c) => {
    const { itemId } = parse(byItem, queryOf(c.req.url));
    return c.json(found(await getAdminItem(c.var.db, itemId), CATALOG_MESSAGES.itemNotFound));
  })
  .post("/", async (c) => {
    const form = await readForm(c.req.raw);
    const dto = parse(createItemDTO, await jsonPart(form, "createItemDTO"));
    const input = await resolveNewItem(c.var.db, dto);
    const files = await prepareUploads(fileParts(form.getAll("files")), IMAGE_RULES, "ITEM");
    await createItem(c.var.db, c.env.BUCKET, input, files);
    return c.text(CATALOG_MESSAGES.itemCreated);
  })
  .post("/update", async (c) => {
    const form = await readForm(c.req.raw);
    const input = parse(updateItemDTO, await jsonPart(form, "updateItemDTO"));
    // The client sends the text "undefined" when no new image was chosen: any non-file is "no change".
    const [mainFile] = await prepareUploads(
      fileParts(form.getAll("mainFile")),
      { ...IMAGE_RULES, maxFiles: 1 },
      "ITEM",
    );
    await updateItem(c.var.db, c.env.BUCKET, input, mainFile);
    return c.text(CATALOG_MESSAGES.itemUpdated);
  })
  .post("/update/displayorder", async (c) => {
    const { itemId, displayId } = parse(displayOrderQuery, queryOf(c.req.url));
    await moveItem(c.var.db, itemId, displayId);
    return c.text(CATALOG_MESSAGES.displayOrderChanged);
  })
  .delete("/", async (c) => {
    await deleteItems(c.var.db, c.env.BUCKET, parse(itemDeleteBody, await readJsonBody(c.req.raw)));
    return c.body(null, 200);
  });
