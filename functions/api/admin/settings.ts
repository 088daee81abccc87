import { valid } from "../../lib/validation";
import { companySchema, pagesSchema, popupSchema, privacySchema, securitySchema } from "../../schemas/settings";
import { savePrivacy } from "../../services/privacy";
import { documentRow, readRevised, saveCompany, savePages, savePopup, saveSecurity } from "../../services/settings";
import { revised, saver } from "../revised";
import { createRouter } from "../router";

// /api/admin/settings (issue 12, decision 030): each document read and replaced whole. Behind the
// guard mounted in functions/app.ts: ROLE_ADMIN only. A save makes the `site` section fresh.
// A GET answers the document's revision as an ETag; a save sending it back in If-Match is refused
// with 412 when someone saved in between (decision 092). A save without If-Match is not checked.

export const adminSettingsRouter = createRouter()
  // Whether 회사 정보 was ever saved (decision 142): until then every public page shows the sample
  // company of DEFAULT_COMPANY, so the dashboard and the 회사 정보 screen say so.
  .get("/saved", async (c) => c.json({ company: (await documentRow(c.var.db, "company")).rev > 0 }))
  .get("/company", async (c) => revised(c, await readRevised(c.var.db, "company")))
  .put("/company", valid("json", companySchema, { explainBody: true }), async (c) =>
    revised(c, await saveCompany(c.var.db, c.req.valid("json"), saver(c))),
  )
  .get("/pages", async (c) => revised(c, await readRevised(c.var.db, "pages")))
  .put("/pages", valid("json", pagesSchema, { explainBody: true }), async (c) =>
    revised(c, await savePages(c.var.db, c.env.BUCKET, c.req.valid("json"), saver(c))),
  )
  .get("/privacy", async (c) => revised(c, await readRevised(c.var.db, "privacy")))
  .put("/privacy", valid("json", privacySchema, { explainBody: true }), async (c) =>
    revised(c, await savePrivacy(c.var.db, c.req.valid("json"), saver(c))),
  )
  .get("/popup", async (c) => revised(c, await readRevised(c.var.db, "popup")))
  .put("/popup", valid("json", popupSchema, { explainBody: true }), async (c) =>
    revised(c, await savePopup(c.var.db, c.req.valid("json"), saver(c))),
  )
  .get("/security", async (c) => revised(c, await readRevised(c.var.db, "security")))
  .put("/security", valid("json", securitySchema, { explainBody: true }), async (c) =>
    revised(c, await saveSecurity(c.var.db, c.req.valid("json"), saver(c))),
  );
