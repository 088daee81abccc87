import type { InquiryStatus } from "../../../functions/schemas/inquiryRules";

const TONE: Record<InquiryStatus, string> = { 신규: "new", 처리중: "working", 완료: "done" };

/** An inquiry's workflow state as a coloured pill (decision 032). */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={`status-badge inquiry-${TONE[status]}`}>{status}</span>;
}
