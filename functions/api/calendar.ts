import { listPublicEvents } from "../services/calendar";
import { createRouter } from "./router";

// GET /api/calendar (API-SHAPES): public events under the original server's `find*` names.
export const calendarRouter = createRouter().get("/", async (c) => c.json(await listPublicEvents(c.var.db)));
