import * as z from "zod";
import { valid } from "../../lib/validation";
import { CATALOG_MESSAGES, idList, newTypeQuery, typeUpdateBody } from "../../schemas/catalog";
import { createItemType, deleteItemTypes, listItemTypes, updateItemType } from "../../services/catalog";
import { createRouter } from "../router";

const deleteQuery = z.object({ itemTypeIds: idList("제품 타입 번호", CATALOG_MESSAGES.nothingToDelete) });

// /api/admin/type (SPEC §7, API-SHAPES §4). Behind the guard mounted in functions/app.ts.
export const adminTypeRouter = createRouter()
  .get("/", async (c) => c.json(await listItemTypes(c.var.db)))
  .post("/", valid("query", newTypeQuery), async (c) => {
    const { itemTypeName } = c.req.valid("query");
    // The new id for the audit log: the answer is the spec's text.
    c.set("auditTarget", (await createItemType(c.var.db, itemTypeName)) ?? []);
    return c.text(CATALOG_MESSAGES.created, 201);
  })
  .post("/update", valid("json", typeUpdateBody, { explainBody: true }), async (c) => {
    const { itemTypeId, itemTypeName } = c.req.valid("json");
    await updateItemType(c.var.db, itemTypeId, itemTypeName);
    return c.text(CATALOG_MESSAGES.typeUpdated);
  })
  .delete("/", valid("query", deleteQuery), async (c) => {
    await deleteItemTypes(c.var.db, c.req.valid("query").itemTypeIds);
    return c.text(CATALOG_MESSAGES.deleted);
  });
