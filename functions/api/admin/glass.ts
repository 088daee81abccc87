import * as z from "zod";
import { valid } from "../../lib/validation";
import { CATALOG_MESSAGES, glassUpdateBody, idList, newGlassQuery } from "../../schemas/catalog";
import { createGlassSpec, deleteGlassSpecs, listGlassSpecs, updateGlassSpec } from "../../services/catalog";
import { createRouter } from "../router";

const deleteQuery = z.object({ deletedIds: idList("유리 사양 번호", CATALOG_MESSAGES.nothingToDelete) });

// /api/admin/glass (SPEC §7, API-SHAPES §4). Behind the guard mounted in functions/app.ts.
export const adminGlassRouter = createRouter()
  .get("/", async (c) => c.json(await listGlassSpecs(c.var.db)))
  .post("/", valid("query", newGlassQuery), async (c) => {
    const { newGlassSpec } = c.req.valid("query");
    // The new id for the audit log: the answer is the spec's text.
    c.set("auditTarget", (await createGlassSpec(c.var.db, newGlassSpec)) ?? []);
    return c.text(CATALOG_MESSAGES.created, 201);
  })
  .post("/update", valid("json", glassUpdateBody, { explainBody: true }), async (c) => {
    const { glassSpecId, updateGlassSize } = c.req.valid("json");
    await updateGlassSpec(c.var.db, glassSpecId, updateGlassSize);
    return c.text(CATALOG_MESSAGES.glassUpdated);
  })
  .delete("/", valid("query", deleteQuery), async (c) => {
    await deleteGlassSpecs(c.var.db, c.req.valid("query").deletedIds);
    return c.text(CATALOG_MESSAGES.deleted);
  });
