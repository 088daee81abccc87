import { readJsonBody, repeatedQuery } from "../../lib/json";
import { parse, queryOf } from "../../lib/validation";
import { CATALOG_MESSAGES, idList, newTypeQuery, typeUpdateBody } from "../../schemas/catalog";
import { createItemType, deleteItemTypes, listItemTypes, updateItemType } from "../../services/catalog";
import { createRouter } from "../router";

const itemTypeIds = idList("제품 타입 번호", CATALOG_MESSAGES.nothingToDelete);

// /api/admin/type (SPEC §7, API-SHAPES §4). Behind the guard mounted in functions/app.ts.
export const adminTypeRouter = createRouter()
  .get("/", async (c) => c.json(await listItemTypes(c.var.db)))
  .post("/", async (c) => {
    const { itemTypeName } = parse(newTypeQuery, queryOf(c.req.url));
    await createItemType(c.var.db, itemTypeName);
    return c.text(CATALOG_MESSAGES.created, 201);
  })
  .post("/update", async (c) => {
    const { itemTypeId, itemTypeName } = parse(typeUpdateBody, await readJsonBody(c.req.raw));
    await updateItemType(c.var.db, itemTypeId, itemTypeName);
    return c.text(CATALOG_MESSAGES.typeUpdated);
  })
  .delete("/", async (c) => {
    await deleteItemTypes(c.var.db, parse(itemTypeIds, repeatedQuery(c.req.url, "itemTypeIds")));
    return c.text(CATALOG_MESSAGES.deleted);
  });
