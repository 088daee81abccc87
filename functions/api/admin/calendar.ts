import * as z from "zod";
import { id, parse, queryOf } from "../../lib/validation";
import { CALENDAR_MESSAGES, createEventSchema, dayQuerySchema, updateEventSchema } from "../../schemas/calendar";
import { createEvent, deleteEvent, listEvents, listEventsOfDay, updateEvent } from "../../services/calendar";
import { createRouter } from "../router";

// /api/admin/calendar (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts.
const byId = z.object({ calendarId: id("일정 번호") });

export const adminCalendarRouter = createRouter()
  .get("/", async (c) => c.json(await listEvents(c.var.db)))
  .get("/detail", async (c) => {
    const { startTime: day } = parse(dayQuerySchema, queryOf(c.req.url));
    return c.json(await listEventsOfDay(c.var.db, day));
  })
  .post("/", async (c) => {
    const input = parse(createEventSchema, await c.req.json().catch(() => undefined));
    await createEvent(c.var.db, c.var.user.usersId, input);
    return c.text(CALENDAR_MESSAGES.created, 201);
  })
  .post("/update", async (c) => {
    const { calendarId, ...patch } = parse(updateEventSchema, await c.req.json().catch(() => undefined));
    await updateEvent(c.var.db, calendarId, patch);
    return c.text(CALENDAR_MESSAGES.updated);
  })
  .delete("/", async (c) => {
    const { calendarId } = parse(byId, queryOf(c.req.url));
    await deleteEvent(c.var.db, calendarId);
    return c.text(CALENDAR_MESSAGES.deleted);
  });
