import * as z from "zod";
import { tooManyFiles } from "../../files/check";
import { findStaged } from "../../files/pending";
import { receiveForm } from "../../files/receive";
import { IMAGE_RULES } from "../../files/rules";
import { found, notFound } from "../../lib/errors";
import { revisionTag, tagged, VERSION_NOT_FOUND } from "../../lib/revision";
import { id, pageQuery, parse, valid } from "../../lib/validation";
import {
  CATALOG_MESSAGES,
  createItemDTO,
  displayOrderQuery,
  itemDeleteBody,
  itemVisibilityBody,
  updateItemDTO,
} from "../../schemas/catalog";
import { NAME_MAX } from "../../schemas/itemRules";
import { searchKeyword } from "../../schemas/search";
import {
  createItem,
  deleteItems,
  getAdminItem,
  getItemVersion,
  itemIdBySendKey,
  itemSavedBy,
  listAdminItems,
  listItemVersions,
  moveItem,
  resolveNewItem,
  setItemsVisibility,
  updateItem,
} from "../../services/adminItems";
import { copyItem } from "../../services/itemCopy";
import { ifMatch } from "../revised";
import { createRouter } from "../router";
import { saveOnce, storeOnce } from "../storeOnce";
import { ITEM_IMAGES, uploadTarget } from "../uploads";

const listQuery = pageQuery(10).extend({
  manuName: z.string().max(NAME_MAX, `제조사명은 ${NAME_MAX}자 이하여야 합니다.`).optional(),
  typeName: z.string().max(NAME_MAX, `제품 타입은 ${NAME_MAX}자 이하여야 합니다.`).optional(),
  /** Optional: item name or number contains it. */
  searchKeyword,
});
const byItem = z.object({ itemId: id("제품 번호") });

// /api/admin/items (SPEC §7, API-SHAPES §5). Behind the guard mounted in functions/app.ts.
export const adminItemsRouter = createRouter()
  .get("/", valid("query", listQuery), async (c) => c.json(await listAdminItems(c.var.db, c.req.valid("query"))))
  // The item's revision goes as its ETag: the edit form sends it back (decision 074).
  .get("/detail", valid("query", byItem), async (c) => {
    const { itemId } = c.req.valid("query");
    const { row, etag } = tagged(found(await getAdminItem(c.var.db, itemId), CATALOG_MESSAGES.itemNotFound));
    return c.json(row, 200, { ETag: etag });
  })
  .get("/modify", valid("query", byItem), async (c) => {
    const { itemId } = c.req.valid("query");
    const { row, etag } = tagged(found(await getAdminItem(c.var.db, itemId), CATALOG_MESSAGES.itemNotFound));
    return c.json(row, 200, { ETag: etag });
  })
  // 이전 버전 (decision 075): an item's earlier versions, newest first, and one of them in full.
  .get("/versions", valid("query", byItem), async (c) => {
    const { itemId } = c.req.valid("query");
    return c.json(found(await listItemVersions(c.var.db, itemId), CATALOG_MESSAGES.itemNotFound));
  })
  .get("/versions/detail", valid("query", byItem.extend({ rev: id("버전 번호") })), async (c) => {
    const { itemId, rev } = c.req.valid("query");
    return c.json(found(await getItemVersion(c.var.db, itemId, rev), VERSION_NOT_FOUND));
  })
  // Images as `files` parts and/or `uploadIds` staged with POST /api/admin/uploads?purpose=ITEM.
  // An item sent again after its answer was lost is answered as the first, its images unread (decision 150).
  .post("/", async (c) => {
    const usersId = c.var.user.usersId;
    const itemId = await storeOnce(c, itemIdBySendKey, async (key) => {
      const form = await receiveForm(c.req.raw, uploadTarget(c, usersId), [ITEM_IMAGES]);
      return form.settle(async () => {
        const input = await resolveNewItem(c.var.db, parse(createItemDTO, form.json("createItemDTO")));
        const staged = await findStaged(c.var.db, form.all("uploadIds"), { ownerKind: "ITEM", usersId });
        const files = [...form.files("files"), ...staged];
        if (files.length > IMAGE_RULES.maxFiles) throw tooManyFiles(IMAGE_RULES);
        const created = await createItem(c.var.db, input, files, key);
        if (created !== undefined) c.set("auditTarget", created);
        return created;
      });
    });
    // The spec's text; Location names the new item, so the back office can open it.
    const location = itemId === undefined ? undefined : { Location: `/api/admin/items/detail?itemId=${itemId}` };
    return c.text(CATALOG_MESSAGES.itemCreated, 200, location);
  })
  // A save sent again after its answer was lost is answered as the first, its image unread (decision 114).
  .post("/update", async (c) => {
    const usersId = c.var.user.usersId;
    const mainFile = { ...ITEM_IMAGES, name: "mainFile", rules: { ...IMAGE_RULES, maxFiles: 1 } };
    const { rev } = await saveOnce(c, itemSavedBy, async (key) => {
      // The client sends the text "undefined" when no new image was chosen: any non-file is "no change".
      const form = await receiveForm(c.req.raw, uploadTarget(c, usersId), [mainFile]);
      return form.settle(async () => {
        const input = parse(updateItemDTO, form.json("updateItemDTO"));
        const staged = await findStaged(c.var.db, form.all("uploadIds"), { ownerKind: "ITEM", usersId });
        const images = [...form.files("mainFile"), ...staged];
        if (images.length > 1) throw tooManyFiles(mainFile.rules);
        const rev = await updateItem(c.var.db, c.env.BUCKET, input, usersId, images[0], ifMatch(c), key);
        c.set("auditTarget", input.itemId);
        return { itemId: input.itemId, rev };
      });
    });
    return c.text(CATALOG_MESSAGES.itemUpdated, 200, { ETag: revisionTag(rev) });
  })
  // 복제 (decision 059): a hidden copy with copies of the images; answers the new item's id.
  .post("/copy", valid("query", byItem), async (c) => {
    const source = c.req.valid("query").itemId;
    const itemId = await copyItem(c.var.db, c.env.BUCKET, source, c.var.user.usersId);
    c.set("auditTarget", itemId);
    c.set("auditDetail", { source });
    return c.json({ itemId }, 201);
  })
  .post("/update/displayorder", valid("query", displayOrderQuery), async (c) => {
    const { itemId, displayId, within } = c.req.valid("query");
    await moveItem(c.var.db, itemId, displayId, within === "type");
    return c.text(CATALOG_MESSAGES.displayOrderChanged);
  })
  // 공개 / 비공개 of the list's selection (decision 064).
  .post("/visibility", valid("json", itemVisibilityBody, { explainBody: true }), async (c) => {
    const { itemIds, itemYN } = c.req.valid("json");
    const changed = await setItemsVisibility(c.var.db, itemIds, itemYN);
    if (changed === 0) throw notFound(CATALOG_MESSAGES.itemNotFound);
    return c.text(`${changed}개 제품을 ${itemYN ? "공개" : "비공개"}로 바꿨습니다.`);
  })
  .delete("/", valid("json", itemDeleteBody, { explainBody: true }), async (c) => {
    await deleteItems(c.var.db, c.env.BUCKET, c.req.valid("json"));
    return c.body(null, 200);
  });
