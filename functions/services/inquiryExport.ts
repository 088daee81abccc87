// CSV export of the inbox (issue 12, decision 032): the list's filters, newest first, at most
// EXPORT_MAX rows. UTF-8 with a BOM (Excel reads Korean), CRLF, RFC 4180 quoting and cells that a
// spreadsheet would run as a formula (=, +, -, @ first) escaped, all by papaparse.
import Papa from "papaparse";
import type { Db } from "../../db/client";
import { inquiry } from "../../db/schema";
import type { InquiryFilter } from "../schemas/inquiryAdmin";
import { htmlToText, INQUIRY_TYPE_LABELS, type InquiryType } from "../schemas/inquiryRules";
import { newestFirst, nextVisit } from "./inquiries";
import { assigneeName, inquiryCondition } from "./inquiryWorkflow";

/** Enough for years of inquiries at this company's rate; the whole file stays a few MB. */
export const EXPORT_MAX = 5000;

const COLUMNS = [
  ["번호", inquiry.inquiryId],
  ["상태", inquiry.status],
  ["제목", inquiry.title],
  ["작성자", inquiry.writer],
  ["연락처", inquiry.tel],
  ["이메일", inquiry.email],
  ["주소", inquiry.addr],
  ["상세주소", inquiry.detailAddr],
  ["제조사", inquiry.manuName],
  ["제품 타입", inquiry.itemTypeName],
  ["제품명", inquiry.itemName],
  ["문의 내용", inquiry.content],
  ["등록일", inquiry.createAt],
  ["확인일", inquiry.readAt],
  ["담당자", assigneeName],
  // Added after the first columns (decisions 077, 088, 096, 101), so a sheet built on their places still fits.
  ["완료일", inquiry.doneAt],
  ["다음 방문", nextVisit],
  ["문의 유형", inquiry.inquiryType],
  // The 시행일 of the 개인정보처리방침 the customer agreed to by sending it; empty before policies were dated.
  ["동의한 방침 시행일", inquiry.privacyEffectiveDate],
] as const;

/** The filtered inquiries as CSV text (BOM first) and whether the cap cut the list. */
export async function exportInquiries(db: Db, filter: InquiryFilter): Promise<{ csv: string; truncated: boolean }> {
  const select = Object.fromEntries(COLUMNS.map(([, column], i) => [`c${i}`, column]));
  const rows = await db
    .select(select)
    .from(inquiry)
    .where(await inquiryCondition(db, filter))
    .orderBy(...newestFirst)
    .limit(EXPORT_MAX + 1);
  const data = rows.slice(0, EXPORT_MAX).map((row) =>
    COLUMNS.map(([label], i) => {
      const value = row[`c${i}`];
      if (value === null || value === undefined) return "";
      if (label === "문의 내용") return htmlToText(String(value));
      return label === "문의 유형" ? INQUIRY_TYPE_LABELS[value as InquiryType] : String(value);
    }),
  );
  const csv = Papa.unparse(
    { fields: COLUMNS.map(([label]) => label), data },
    { escapeFormulae: true, newline: "\r\n", quotes: false },
  );
  return { csv: `\uFEFF${csv}\r\n`, truncated: rows.length > EXPORT_MAX };
}
