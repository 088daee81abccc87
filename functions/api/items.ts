import * as z from "zod";
import { found } from "../lib/errors";
import { id, valid } from "../lib/validation";
import { getPublicItem, listPublicItemNumbers, listPublicItemsOfType } from "../services/items";
import { createRouter } from "./router";

const byItem = z.object({ itemId: id("제품 번호") });
const byManufacturer = z.object({ manuId: id("제조사 번호") });
const byManufacturerAndType = z.object({ manuId: id("제조사 번호"), typeId: id("제품 타입 번호") });

export const itemsRouter = createRouter()
  .get("/", valid("query", byItem), async (c) => {
    const { itemId } = c.req.valid("query");
    return c.json(found(await getPublicItem(c.var.db, itemId), "제품을 찾을 수 없습니다."));
  })
  .get("/itemname", valid("query", byManufacturerAndType), async (c) => {
    const { manuId, typeId } = c.req.valid("query");
    const items = await listPublicItemsOfType(c.var.db, manuId, typeId);
    return c.json(items.map(({ itemId, itemName }) => ({ itemId, itemName })));
  })
  .get("/numbers", valid("query", byManufacturer), async (c) => {
    const { manuId } = c.req.valid("query");
    return c.json(await listPublicItemNumbers(c.var.db, manuId));
  });
