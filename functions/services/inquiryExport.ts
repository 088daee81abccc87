// CSV export of the inbox (issue 12, decision 032): the list's filters, newest first, at most
// EXPORT_MAX rows. UTF-8 with a BOM (Excel reads Korean), CRLF, RFC 4180 quoting and cells that a
// spreadsheet would run as a formula (=, +, -, @ first) escaped, all by papaparse.
import { and, count, eq, lt, or, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { Db } from "../../db/client";
import { inquiry } from "../../db/schema";
import type { InquiryFilter } from "../schemas/inquiryAdmin";
import { htmlToText, INQUIRY_TYPE_LABELS, type InquiryType } from "../schemas/inquiryRules";
import { newestFirst, nextVisit } from "./inquiries";
import { assigneeName, inquiryCondition } from "./inquiryWorkflow";

/**
 * A bound far above years of inquiries at this company's rate (decision 151): about 28 MB and 1 s of
 * CPU, streamed; a filter with more is told on screen, not cut silently.
 */
export const EXPORT_MAX = 50_000;
/** Rows read from D1 per page of the stream (about 0.6 MB). */
const EXPORT_PAGE = 1000;

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

/** A row of the file: the columns' values as text. */
function cells(row: Record<string, unknown>): string[] {
  return COLUMNS.map(([label], i) => {
    const value = row[`c${i}`];
    if (value === null || value === undefined) return "";
    if (label === "문의 내용") return htmlToText(String(value));
    return label === "문의 유형" ? INQUIRY_TYPE_LABELS[value as InquiryType] : String(value);
  });
}

const unparse = (input: string[][] | { fields: string[]; data: string[][] }) =>
  `${Papa.unparse(input, { escapeFormulae: true, newline: "\r\n", quotes: false })}\r\n`;

/**
 * The filtered inquiries as a CSV stream (BOM first), read from D1 a page at a time (newest first,
 * by the list's order), so memory stays flat however many rows the filter has (decision 151);
 * `rows` is how many it holds, and `truncated` whether EXPORT_MAX cut it.
 */
export async function exportInquiries(
  db: Db,
  filter: InquiryFilter,
): Promise<{ body: ReadableStream<Uint8Array>; rows: number; truncated: boolean }> {
  const where = await inquiryCondition(db, filter);
  const matching = db
    .select({ one: sql`1` })
    .from(inquiry)
    .where(where)
    .limit(EXPORT_MAX + 1)
    .as("matching");
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(matching);
  const rows = Math.min(n, EXPORT_MAX);
  const select = {
    ...Object.fromEntries(COLUMNS.map(([, column], i) => [`c${i}`, column])),
    at: inquiry.createAt,
    id: inquiry.inquiryId,
  };
  const encoder = new TextEncoder();
  let sent = 0;
  let last: { at: string; id: number } | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${unparse({ fields: COLUMNS.map(([label]) => label), data: [] })}`));
      if (rows === 0) controller.close();
    },
    async pull(controller) {
      // Keyset paging: the next page starts after the last row sent, in the list's order.
      const after = last
        ? or(lt(inquiry.createAt, last.at), and(eq(inquiry.createAt, last.at), lt(inquiry.inquiryId, last.id)))
        : undefined;
      const page = await db
        .select(select)
        .from(inquiry)
        .where(and(where, after))
        .orderBy(...newestFirst)
        .limit(Math.min(EXPORT_PAGE, rows - sent));
      const end = page.at(-1);
      if (end) {
        controller.enqueue(encoder.encode(unparse(page.map(cells))));
        sent += page.length;
        last = { at: end.at, id: end.id };
      }
      if (!end || sent >= rows) controller.close();
    },
  });
  return { body, rows, truncated: n > EXPORT_MAX };
}

/** 문의목록_{from}~{to}.csv with a period (either end may be open), else 문의목록_{today}.csv. */
export function exportFileName(filter: { from?: string; to?: string }, today: string): string {
  if (!filter.from && !filter.to) return `문의목록_${today}.csv`;
  return `문의목록_${filter.from ?? ""}~${filter.to ?? ""}.csv`;
}
