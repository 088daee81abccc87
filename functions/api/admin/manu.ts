import { valid } from "../../lib/validation";
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
  .post("/", valid("json", manuCreateBody, { explainBody: true }), async (c) => {
    return c.json(await createManufacturer(c.var.db, c.req.valid("json")));
  })
  .post("/update", valid("json", manuUpdateBody, { explainBody: true }), async (c) => {
    await updateManufacturer(c.var.db, c.req.valid("json"));
    return c.text(CATALOG_MESSAGES.manuUpdated);
  })
  .delete("/", valid("json", manuDeleteBody, { explainBody: true }), async (c) => {
    const { manuIds } = c.req.valid("json");
    await deleteManufacturers(c.var.db, c.env.BUCKET, manuIds);
    return c.text(CATALOG_MESSAGES.manuDeleted);
  });
