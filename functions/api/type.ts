import * as z from "zod";
import { id, valid } from "../lib/validation";
import { listPublicItemsOfType, listTypesOfManufacturer } from "../services/items";
import { createRouter } from "./router";

const byManufacturer = z.object({ manuId: id("제조사 번호") });
const byTypeAndManufacturer = z.object({ itemTypeId: id("제품 타입 번호"), manuId: id("제조사 번호") });

export const typeRouter = createRouter()
  .get("/", valid("query", byManufacturer), async (c) => {
    const { manuId } = c.req.valid("query");
    return c.json(await listTypesOfManufacturer(c.var.db, manuId));
  })
  .get("/category", valid("query", byTypeAndManufacturer), async (c) => {
    const { itemTypeId, manuId } = c.req.valid("query");
    return c.json(await listPublicItemsOfType(c.var.db, manuId, itemTypeId));
  });
