// The 보관 기간 of a 완료 inquiry (decision 077) as days: shared by the purge, which picks by the
// cutoff, and the inquiry detail, which tells the day. No imports beyond dates (the browser may use it).
import { addDays, addMonthsToDay, nowLocal } from "./dates";

/** Inquiries 완료 before this day (`YYYY-MM-DD`, Korea) are past a period of `months`. */
export const retentionCutoff = (months: number, now = Date.now()): string =>
  addMonthsToDay(nowLocal(now).slice(0, 10), -months);

/** The first day an inquiry 완료 at `doneAt` may be destroyed under a period of `months`. */
export const purgeDay = (doneAt: string, months: number): string =>
  addDays(addMonthsToDay(doneAt.slice(0, 10), months), 1);
