import { readJsonBody, repeatedQuery } from "../../lib/json";
import { parse, queryOf } from "../../lib/validation";
import { CATALOG_MESSAGES, glassUpdateBody, idList, newGlassQuery } from "../../schemas/catalog";
import { createGlassSpec, deleteGlassSpecs, listGlassSpecs, updateGlassSpec } from "../../services/catalog";
import { createRouter } from "../router";

const deletedIds = idList("유리 사양 번호", CATALOG_MESSAGES.nothingToDelete);

// /api/admin/glass (SPEC §7, API-SHAPES §4). Behind the guard mounted in functions/app.ts.
export const adminGlassRouter = createRouter()
  .get("/", async (c) => c.json(await listGlassSpecs(c.var.db)))
  .post("/", async (c) => {
    const { newGlassSpec } = parse(newGlassQuery, queryOf(c.req.url));
    await createGlassSpec(c.var.db, newGlassSpec);
    return c.text(CATALOG_MESSAGES.created, 201);
  })
  .post("/update", async (c) => {
    const { glassSpecId, updateGlassSize } = parse(glassUpdateBody, await readJsonBody(c.req.raw));
    await updateGlassSpec(c.var.db, glassSpecId, updateGlassSize);
    return c.text(CATALOG_MESSAGES.glassUpdated);
  })
  .delete("/", async (c) => {
    await deleteGlassSpecs(c.var.db, parse(deletedIds, repeatedQuery(c.req.url, "deletedIds")));
    return c.text(CATALOG_MESSAGES.deleted);
  });
