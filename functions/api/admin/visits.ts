import { valid } from "../../lib/validation";
import { visitStatsQuery } from "../../schemas/siteVisits";
import { visitStats } from "../../services/siteVisits";
import { createRouter } from "../router";

// GET /api/admin/visits?days=7|30|90 (decision 091): 방문 통계 for every back-office account.
export const adminVisitsRouter = createRouter().get("/", valid("query", visitStatsQuery), async (c) =>
  c.json(await visitStats(c.var.db, c.req.valid("query").days)),
);
