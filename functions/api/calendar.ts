import { found } from "../lib/errors";
import { CALENDAR_MESSAGES } from "../schemas/calendar";
import { listPublicEvents } from "../services/calendar";
import { FEED_FILE, feedCalendar } from "../services/calendarFeed";
import { createRouter } from "./router";

// GET /api/calendar (API-SHAPES): public events under the original server's `find*` names.
// GET /api/calendar/feed/<secret>.ics: an account's subscription (decision 069). Its address is the
// only key, so the answer is never stored anywhere (functions/cache/sections.ts leaves it out).
export const calendarRouter = createRouter()
  .get("/", async (c) => c.json(await listPublicEvents(c.var.db)))
  .get("/feed/:file", async (c) => {
    const token = FEED_FILE.exec(c.req.param("file"))?.[1];
    const calendar = found(
      token ? await feedCalendar(c.var.db, token, new URL(c.req.url).origin) : null,
      CALENDAR_MESSAGES.feedNotFound,
    );
    return c.body(calendar, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    });
  });
