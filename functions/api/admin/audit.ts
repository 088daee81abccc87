import { valid } from "../../lib/validation";
import { auditQuery } from "../../schemas/audit";
import { listAudit, listAuditActors } from "../../services/audit";
import { createRouter } from "../router";

// /api/admin/audit (issue 12): the audit log, newest first. ROLE_ADMIN only (isAdminOnly).
export const adminAuditRouter = createRouter()
  .get("/", valid("query", auditQuery), async (c) => c.json(await listAudit(c.var.db, c.req.valid("query"))))
  .get("/actors", async (c) => c.json(await listAuditActors(c.var.db)));
