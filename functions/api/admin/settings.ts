import { valid } from "../../lib/validation";
import { companySchema, pagesSchema, popupSchema, privacySchema, securitySchema } from "../../schemas/settings";
import { readSetting, saveCompany, savePages, savePopup, savePrivacy, saveSecurity } from "../../services/settings";
import { createRouter } from "../router";

// /api/admin/settings (issue 12, decision 030): each document read and replaced whole. Behind the
// guard mounted in functions/app.ts: ROLE_ADMIN only. A save makes the `site` section fresh.
export const adminSettingsRouter = createRouter()
  .get("/company", async (c) => c.json(await readSetting(c.var.db, "company")))
  .put("/company", valid("json", companySchema, { explainBody: true }), async (c) =>
    c.json(await saveCompany(c.var.db, c.req.valid("json"), c.var.user.usersId)),
  )
  .get("/pages", async (c) => c.json(await readSetting(c.var.db, "pages")))
  .put("/pages", valid("json", pagesSchema, { explainBody: true }), async (c) =>
    c.json(await savePages(c.var.db, c.env.BUCKET, c.req.valid("json"), c.var.user.usersId)),
  )
  .get("/privacy", async (c) => c.json(await readSetting(c.var.db, "privacy")))
  .put("/privacy", valid("json", privacySchema, { explainBody: true }), async (c) =>
    c.json(await savePrivacy(c.var.db, c.req.valid("json"), c.var.user.usersId)),
  )
  .get("/popup", async (c) => c.json(await readSetting(c.var.db, "popup")))
  .put("/popup", valid("json", popupSchema, { explainBody: true }), async (c) =>
    c.json(await savePopup(c.var.db, c.req.valid("json"), c.var.user.usersId)),
  )
  .get("/security", async (c) => c.json(await readSetting(c.var.db, "security")))
  .put("/security", valid("json", securitySchema, { explainBody: true }), async (c) =>
    c.json(await saveSecurity(c.var.db, c.req.valid("json"), c.var.user.usersId)),
  );
