import { valid } from "../lib/validation";
import { isCountedPage, visitBeaconSchema } from "../schemas/siteVisits";
import { isBot, recordPageView } from "../services/siteVisits";
import { createRouter } from "./router";

// POST /api/visit?path=&first=&referrer= (decision 091): the public pages' beacon, one per page shown. Answers 204 with
// nothing; a crawler, or a path that is no public page (a 404 page, a made-up one), counts nothing.
export const visitsRouter = createRouter().post("/", valid("query", visitBeaconSchema), async (c) => {
  const userAgent = c.req.header("User-Agent") ?? "";
  const { path, referrer, first } = c.req.valid("query");
  if (!isBot(userAgent) && isCountedPage(path)) {
    await recordPageView(c.var.db, { path, referrer, first, userAgent, siteHost: new URL(c.req.url).hostname });
  }
  return c.body(null, 204);
});
