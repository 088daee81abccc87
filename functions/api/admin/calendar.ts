import * as z from "zod";
import { found, notFound } from "../../lib/errors";
import { revisionTag, tagged } from "../../lib/revision";
import { id, valid } from "../../lib/validation";
import { CALENDAR_MESSAGES, createEventSchema, dayQuerySchema, updateEventSchema } from "../../schemas/calendar";
import {
  createEvent,
  deleteEvent,
  eventIdBySendKey,
  eventSavedBy,
  getEventForEdit,
  listEvents,
  listEventsOfDay,
  updateEvent,
} from "../../services/calendar";
import { feedPath, feedStatus, issueFeed, revokeFeed } from "../../services/calendarFeed";
import { ifMatch } from "../revised";
import { createRouter } from "../router";
import { saveOnce, storeOnce } from "../storeOnce";

// /api/admin/calendar (SPEC §7, API-SHAPES). Behind the guard mounted in functions/app.ts.
const byId = z.object({ calendarId: id("일정 번호") });

export const adminCalendarRouter = createRouter()
  .get("/", async (c) => c.json(await listEvents(c.var.db)))
  .get("/detail", valid("query", dayQuerySchema), async (c) => {
    const { startTime: day } = c.req.valid("query");
    return c.json(await listEventsOfDay(c.var.db, day));
  })
  // An event sent again after its answer was lost is answered as the first (decision 111).
  .post("/", valid("json", createEventSchema), async (c) => {
    const calendarId = await storeOnce(c, eventIdBySendKey, (key) =>
      createEvent(c.var.db, c.var.user.usersId, c.req.valid("json"), key),
    );
    // The new id for the audit log: the answer is the spec's text.
    c.set("auditTarget", calendarId);
    return c.text(CALENDAR_MESSAGES.created, 201);
  })
  // One event for its edit form; its revision goes as the ETag, which the save sends back as
  // If-Match (decision 085). The spec's day list and update body are unchanged.
  .get("/event", valid("query", byId), async (c) => {
    const { calendarId } = c.req.valid("query");
    const { row, etag } = tagged(found(await getEventForEdit(c.var.db, calendarId), CALENDAR_MESSAGES.notFound));
    return c.json(row, 200, { ETag: etag });
  })
  // A save sent again after its answer was lost is answered as the first (decision 114).
  .post("/update", valid("json", updateEventSchema), async (c) => {
    const { calendarId, ...patch } = c.req.valid("json");
    const { rev } = await saveOnce(c, eventSavedBy, async (key) => ({
      rev: await updateEvent(c.var.db, calendarId, patch, ifMatch(c), key),
    }));
    return c.text(CALENDAR_MESSAGES.updated, 200, { ETag: revisionTag(rev) });
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
  // A delete with If-Match (the revision the day list's event was checked at) is refused with 412
  // when the event changed since (decision 094); without it, as the spec's client sends it, not.
  .delete("/", valid("query", byId), async (c) => {
    const { calendarId } = c.req.valid("query");
    await deleteEvent(c.var.db, calendarId, ifMatch(c));
    return c.text(CALENDAR_MESSAGES.deleted);
  });
