// /api/admin/settings/banner and /api/admin/settings/logos (issue 12, decision 031): list, create,
// update, delete, reorder. Administrators only (functions/app.ts). Images are staged first with
// POST /api/admin/uploads?purpose=BANNER|LOGO; every write answers the whole list in order. Each
// entry carries its `rev`; an update or delete with If-Match "r<rev>" is refused with 412 when the
// entry changed since (decision 098).
import type { Context } from "hono";
import type { FileOwnerKind } from "../../../db/schema";
import { findStaged, STAGED_MISSING, type StoredUpload } from "../../files/pending";
import { badRequest } from "../../lib/errors";
import { valid } from "../../lib/validation";
import {
  idQuery,
  logoCreateSchema,
  logoUpdateSchema,
  orderSchema,
  slideCreateSchema,
  slideUpdateSchema,
} from "../../schemas/siteMedia";
import {
  createLogo,
  createSlide,
  listLogosToEdit,
  listSlides,
  removeEntry,
  reorderEntries,
  updateLogo,
  updateSlide,
} from "../../services/siteMedia";
import { ifMatch } from "../revised";
import { type ApiEnv, createRouter } from "../router";

/** The staged image a form names (staged by the same account, of the list's kind). */
async function stagedImage(c: Context<ApiEnv>, ownerKind: FileOwnerKind, uploadId: string): Promise<StoredUpload> {
  const [upload] = await findStaged(c.var.db, [uploadId], { ownerKind, usersId: c.var.user.usersId });
  if (!upload) throw badRequest(STAGED_MISSING);
  return upload;
}

export const adminBannerRouter = createRouter()
  .get("/", async (c) => c.json(await listSlides(c.var.db)))
  .post("/", valid("json", slideCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const image = await stagedImage(c, "BANNER", input.uploadId);
    const mobile = input.mobileUploadId ? await stagedImage(c, "BANNER", input.mobileUploadId) : undefined;
    // The answer is the whole list: the new entry's id goes to the audit log (decision 118).
    const { id, list } = await createSlide(c.var.db, input, { image, mobile });
    c.set("auditTarget", id ?? []);
    return c.json(list, 201);
  })
  .post("/update", valid("json", slideUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const image = input.uploadId ? await stagedImage(c, "BANNER", input.uploadId) : undefined;
    const mobile = input.mobileUploadId ? await stagedImage(c, "BANNER", input.mobileUploadId) : undefined;
    return c.json(await updateSlide(c.var.db, c.env.BUCKET, input, { image, mobile }, ifMatch(c)));
  })
  .post("/order", valid("json", orderSchema), async (c) => {
    await reorderEntries(c.var.db, "BANNER", c.req.valid("json").ids);
    return c.json(await listSlides(c.var.db));
  })
  .delete("/", valid("query", idQuery), async (c) => {
    await removeEntry(c.var.db, c.env.BUCKET, "BANNER", c.req.valid("query").id, ifMatch(c));
    return c.json(await listSlides(c.var.db));
  });

export const adminLogosRouter = createRouter()
  .get("/", async (c) => c.json(await listLogosToEdit(c.var.db)))
  .post("/", valid("json", logoCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const upload = await stagedImage(c, "LOGO", input.uploadId);
    const { id, list } = await createLogo(c.var.db, input, upload);
    c.set("auditTarget", id ?? []);
    return c.json(list, 201);
  })
  .post("/update", valid("json", logoUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const upload = input.uploadId ? await stagedImage(c, "LOGO", input.uploadId) : undefined;
    return c.json(await updateLogo(c.var.db, c.env.BUCKET, input, upload, ifMatch(c)));
  })
  .post("/order", valid("json", orderSchema), async (c) => {
    await reorderEntries(c.var.db, "LOGO", c.req.valid("json").ids);
    return c.json(await listLogosToEdit(c.var.db));
  })
  .delete("/", valid("query", idQuery), async (c) => {
    await removeEntry(c.var.db, c.env.BUCKET, "LOGO", c.req.valid("query").id, ifMatch(c));
    return c.json(await listLogosToEdit(c.var.db));
  });
