import * as z from "zod";
import { found } from "../lib/errors";
import { id, parse, queryOf } from "../lib/validation";
import { getPublicItem, listPublicItemNumbers, listPublicItemsOfType } from "../services/items";
import { createRouter } from "./router";

const byItem = z.object({ itemId: id("제품 번호") });
const byManufacturer = z.object({ manuId: id("제조사 번호") });
const byManufacturerAndType = z.object({ manuId: id("제조사 번호"), typeId: id("제품 타입 번호") });

export const itemsRouter = createRouter()
  .get("/", async (c) => {
    const { itemId } = parse(byItem, queryOf(c.req.url));
    return c.json(found(await getPublicItem(c.var.db, itemId), "제품을 찾을 수 없습니다."));
  })
  .get("/itemname", async (c) => {
    const { manuId, typeId } = parse(byManufacturerAndType, queryOf(c.req.url));
    const items = await listPublicItemsOfType(c.var.db, manuId, typeId);
    return c.json(items.map(({ itemId, itemName }) => ({ itemId, itemName })));
  })
  .get("/numbers", async (c) => {
    const { manuId } = parse(byManufacturer, queryOf(c.req.url));
    return c.json(await listPublicItemNumbers(c.var.db, manuId));
  });
