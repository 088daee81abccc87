import * as z from "zod";
import { id, parse, queryOf } from "../lib/validation";
import { listPublicItemsOfType, listTypesOfManufacturer } from "../services/items";
import { createRouter } from "./router";

const byManufacturer = z.object({ manuId: id("제조사 번호") });
const byTypeAndManufacturer = z.object({ itemTypeId: id("제품 타입 번호"), manuId: id("제조사 번호") });

export const typeRouter = createRouter()
  .get("/", async (c) => {
    const { manuId } = parse(byManufacturer, queryOf(c.req.url));
    return c.json(await listTypesOfManufacturer(c.var.db, manuId));
  })
  .get("/category", async (c) => {
    const { itemTypeId, manuId } = parse(byTypeAndManufacturer, queryOf(c.req.url));
    return c.json(await listPublicItemsOfType(c.var.db, manuId, itemTypeId));
  });
