// The calendar's answers as the back office reads them (the server's types, through the typed
// client): the month list of /admin/calendar and the dashboard, and one day's full events.
import type { client, InferResponseType } from "~/admin/shared/rpc";

/** A row of GET /api/admin/calendar. */
export type EventSummary = InferResponseType<typeof client.api.admin.calendar.$get>[number];

/** A row of GET /api/admin/calendar/detail: the full event. */
export type EventDetail = InferResponseType<typeof client.api.admin.calendar.detail.$get>[number];

export type ScheduleStatus = NonNullable<EventDetail["scheduleStatus"]>;
