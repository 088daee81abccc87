import { serverToday } from "~/admin/shared/serverTime";
import { daysBetween } from "../../../functions/lib/dates";
import type { InquiryStatus, InquiryType } from "../../../functions/schemas/inquiryRules";

const TONE: Record<InquiryStatus, string> = { 신규: "new", 처리중: "working", 완료: "done" };

/** An inquiry's workflow state as a coloured pill (decision 032). */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={`status-badge inquiry-${TONE[status]}`}>{status}</span>;
}

/** "A/S" beside the title of an A/S request (decision 096); a general inquiry has no mark. */
export function TypeMark({ inquiryType }: { inquiryType: InquiryType }) {
  return inquiryType === "AS" ? <span className="inquiry-as">A/S</span> : null;
}

/** An open inquiry is marked once it has waited this many Korea days (decision 067), by the server's date (decision 146). */
export const WAITING_DAYS = 2;

/** "n일 지남" under the date of an inquiry still 신규 or 처리중 after WAITING_DAYS; else nothing. */
export function WaitingMark({ status, createAt }: { status: InquiryStatus; createAt: string }) {
  if (status === "완료") return null;
  const days = daysBetween(createAt.slice(0, 10), serverToday());
  if (days < WAITING_DAYS) return null;
  return <span className="inquiry-waiting">{days}일 지남</span>;
}

/**
 * "방문 MM.DD" beside an inquiry's title: its next visit still to come (decision 088), 오늘 for
 * today, with the year when it is not this year's.
 */
export function VisitMark({ startTime }: { startTime: string | null }) {
  if (!startTime) return null;
  const day = startTime.slice(0, 10);
  const today = serverToday();
  const shown =
    day === today ? "오늘" : (day.slice(0, 4) === today.slice(0, 4) ? day.slice(5) : day).replaceAll("-", ".");
  return <span className="inquiry-visit">방문 {shown}</span>;
}
