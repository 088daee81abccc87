// The server's payload schemas for the back office's forms (decision 004: a rule lives once). Import
// them from here, not from functions/schemas/ directly: zodJitless must run before they are built.
import "./zodJitless";

export { createItemDTO, updateItemDTO } from "../../../functions/schemas/catalog";
export { companySchema, pagesSchema, SETTINGS_MESSAGES } from "../../../functions/schemas/settings";
