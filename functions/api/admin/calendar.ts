import * as z from "zod";
import { notFound } from "../../lib/errors";
import { id, valid } from "../../lib/validation";
import { CALENDAR_MESSAGES, createEventSchema, dayQuerySchema, updateEventSchema } from "../../schemas/calendar";
import { createEvent, deleteEvent, listEvents, listEventsOfDay, updateEvent } from "../../services/calendar";
import { feedPath, feedStatus, issueFeed, revokeFeed } from "../../services/calendarFeed";
import { createRouter } from "../router";

// /api/admin/calendar (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts.
const byId = z.object({ calendarId: id("일정 번호") });

export const adminCalendarRouter = createRouter()
  .get("/", async (c) => c.json(await listEvents(c.var.db)))
  .get("/detail", valid("query", dayQuerySchema), async (c) => {
    const { startTime: day } = c.req.valid("query");
    return c.json(await listEventsOfDay(c.var.db, day));
  })
  .post("/", valid("json", createEventSchema), async (c) => {
    await createEvent(c.var.db, c.var.user.usersId, c.req.valid("json"));
    return c.text(CALENDAR_MESSAGES.created, 201);
  })
  .post("/update", valid("json", updateEventSchema), async (c) => {
    const { calendarId, ...patch } = c.req.valid("json");
    await updateEvent(c.var.db, calendarId, patch);
    return c.text(CALENDAR_MESSAGES.updated);
  })
  // 캘린더 구독 (decision 069): the signed-in account's own address; its secret is shown once.
  .get("/feed", async (c) => c.json({ feed: await feedStatus(c.var.db, c.var.user.usersId) }))
  .post("/feed", async (c) => {
    const { token, createAt } = await issueFeed(c.var.db, c.var.user.usersId);
    const url = new URL(feedPath(token), c.req.url).toString();
    return c.json({ message: CALENDAR_MESSAGES.feedIssued, url, createAt }, 201);
  })
  .delete("/feed", async (c) => {
    if (!(await revokeFeed(c.var.db, c.var.user.usersId))) throw notFound(CALENDAR_MESSAGES.feedNone);
    return c.text(CALENDAR_MESSAGES.feedRevoked);
  })
  .delete("/", valid("query", byId), async (c) => {
    const { calendarId } = c.req.valid("query");
    await deleteEvent(c.var.db, calendarId);
    return c.text(CALENDAR_MESSAGES.deleted);
  });
