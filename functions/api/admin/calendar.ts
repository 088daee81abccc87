import * as z from "zod";
import { id, valid } from "../../lib/validation";
import { CALENDAR_MESSAGES, createEventSchema, dayQuerySchema, updateEventSchema } from "../../schemas/calendar";
import { createEvent, deleteEvent, listEvents, listEventsOfDay, updateEvent } from "../../services/calendar";
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
  .delete("/", valid("query", byId), async (c) => {
    const { calendarId } = c.req.valid("query");
    await deleteEvent(c.var.db, calendarId);
    return c.text(CALENDAR_MESSAGES.deleted);
  });
