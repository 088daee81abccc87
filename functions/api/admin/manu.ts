import * as z from "zod";
import { found } from "../../lib/errors";
import { revisionTag, tagged } from "../../lib/revision";
import { id, valid } from "../../lib/validation";
import { CATALOG_MESSAGES, manuCreateBody, manuDeleteBody, manuUpdateBody } from "../../schemas/catalog";
import {
  createManufacturer,
  deleteManufacturers,
  getManufacturerForEdit,
  listManufacturersWithCount,
  manufacturerSavedBy,
  updateManufacturer,
} from "../../services/manufacturers";
import { ifMatch } from "../revised";
import { createRouter } from "../router";
import { saveOnce } from "../storeOnce";

// /api/admin/manu (SPEC §7, API-SHAPES §7). Behind the guard mounted in functions/app.ts.
export const adminManuRouter = createRouter()
  .get("/list", async (c) => c.json(await listManufacturersWithCount(c.var.db)))
  .get("/count", async (c) => c.json(await listManufacturersWithCount(c.var.db)))
  // One manufacturer for the edit form, its revision as the ETag, which the save sends back as
  // If-Match (decision 133). The spec's list and update body are unchanged.
  .get("/detail", valid("query", z.object({ manuId: id("제조사 번호") })), async (c) => {
    const manu = await getManufacturerForEdit(c.var.db, c.req.valid("query").manuId);
    const { row, etag } = tagged(found(manu, CATALOG_MESSAGES.manuNotFound));
    return c.json(row, 200, { ETag: etag });
  })
  .post("/", valid("json", manuCreateBody, { explainBody: true }), async (c) => {
    return c.json(await createManufacturer(c.var.db, c.req.valid("json")));
  })
  // With If-Match, refused with 412 when the manufacturer changed since (decision 133); a save sent
  // again after its answer was lost is answered as the first (decisions 114, 137).
  .post("/update", valid("json", manuUpdateBody, { explainBody: true }), async (c) => {
    const { rev } = await saveOnce(c, manufacturerSavedBy, async (key) => ({
      rev: await updateManufacturer(c.var.db, c.req.valid("json"), ifMatch(c), key),
    }));
    return c.text(CATALOG_MESSAGES.manuUpdated, 200, { ETag: revisionTag(rev) });
  })
  .delete("/", valid("json", manuDeleteBody, { explainBody: true }), async (c) => {
    const { manuIds } = c.req.valid("json");
    await deleteManufacturers(c.var.db, c.env.BUCKET, manuIds);
    return c.text(CATALOG_MESSAGES.manuDeleted);
  });
