import { listPublicManufacturers } from "../services/manufacturers";
import { createRouter } from "./router";

export const manufacturersRouter = createRouter().get("/", async (c) =>
  c.json(await listPublicManufacturers(c.var.db)),
);
