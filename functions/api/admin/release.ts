import { listRecentReleaseNotes } from "../../services/releases";
import { createRouter } from "../router";

// /api/admin/release (SPEC §7, API-SHAPES §10). Behind the guard mounted in functions/app.ts.
export const adminReleaseRouter = createRouter().get("/simple", async (c) =>
  c.json(await listRecentReleaseNotes(c.var.db)),
);
