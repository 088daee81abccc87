import { readJsonBody } from "../../lib/json";
import { parse } from "../../lib/validation";
import { CATALOG_MESSAGES, manuCreateBody, manuDeleteBody, manuUpdateBody } from "../../schemas/catalog";
import {
  createManufacturer,
  deleteManufacturers,
  listManufacturersWithCount,
  updateManufacturer,
} from "../../services/manufacturers";
import { createRouter } from "../router";

// /api/admin/manu (SPEC §7, API-SHAPES §7). Behind the guard mounted in functions/app.ts.
export const adminManuRouter = createRouter()
  .get("/list", async (c) => c.json(await listManufacturersWithCount(c.var.db)))
  .get("/count", async (c) => c.json(await listManufacturersWithCount(c.var.db)))
  .post("/", async (c) => {
    const input = parse(manuCreateBody, await readJsonBody(c.req.raw));
    return c.json(await createManufacturer(c.var.db, input));
  })
  .post("/update", async (c) => {
    await updateManufacturer(c.var.db, parse(manuUpdateBody, await readJsonBody(c.req.raw)));
    return c.text(CATALOG_MESSAGES.manuUpdated);
  })
  .delete("/", async (c) => {
    const { manuIds } = parse(manuDeleteBody, await readJsonBody(c.req.raw));
    await deleteManufacturers(c.var.db, c.env.BUCKET, manuIds);
    return c.text(CATALOG_MESSAGES.manuDeleted);
  });
