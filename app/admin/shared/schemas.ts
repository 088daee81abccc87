// The server's payload schemas for the back office's forms (decision 004: a rule lives once). Import
// them from here, not from functions/schemas/ directly: zodJitless must run before they are built.
import "./zodJitless";

export { BOARD_MESSAGES, EARLIEST_REG_DATE, latestRegDate } from "../../../functions/schemas/board";
export { createItemDTO, updateItemDTO } from "../../../functions/schemas/catalog";
export { SEARCH_KEYWORD_MAX } from "../../../functions/schemas/search";
export {
  companySchema,
  pagesSchema,
  popupSchema,
  popupState,
  privacySchema,
  RETENTION_MONTHS,
  type RetentionMonths,
  SETTINGS_MESSAGES,
  securitySchema,
} from "../../../functions/schemas/settings";
export {
  BANNER_MAX,
  logoCreateSchema,
  logoUpdateSchema,
  SITE_MEDIA_MESSAGES,
  slideCreateSchema,
  slideUpdateSchema,
} from "../../../functions/schemas/siteMedia";
export { VISIT_PERIODS } from "../../../functions/schemas/siteVisits";
export { profileSchema } from "../../../functions/schemas/users";
