import type { Env } from "../env";
import { clientAddress } from "../lib/clientAddress";
import { valid } from "../lib/validation";
import { isCountedPage, visitBeaconSchema } from "../schemas/siteVisits";
import { IsolateCounter, parseLimit } from "../services/rateLimit";
import { isBot, recordPageView } from "../services/siteVisits";
import { createRouter } from "./router";

// POST /api/visit?path=&first=&referrer= (decision 091): the public pages' beacon, one per page shown. Answers 204 with
// nothing; a crawler, a path that is no public page (a 404 page, a made-up one) or a client address
// past VISIT_LIMIT in this isolate (decision 097) counts nothing.

/** Beacons counted per client address and isolate: far above a person reading pages. */
export const VISIT_LIMIT = { limit: 60, windowSeconds: 60 };
const visitLimit = (env: Env) => parseLimit(env.VISIT_LIMIT, VISIT_LIMIT);
const visitCounts = new IsolateCounter();

export const visitsRouter = createRouter().post("/", valid("query", visitBeaconSchema), async (c) => {
  const userAgent = c.req.header("User-Agent") ?? "";
  const { path, referrer, first } = c.req.valid("query");
  const address = clientAddress(c.req.raw.headers);
  if (!isBot(userAgent) && isCountedPage(path) && visitCounts.consume(address, visitLimit(c.env))) {
    await recordPageView(c.var.db, { path, referrer, first, userAgent, siteHost: new URL(c.req.url).hostname });
  }
  return c.body(null, 204);
});
