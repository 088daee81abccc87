// The back office's inquiry workflow (issue 12, decision 032): inbox filters, status, memos.
// No server imports: the inbox and the memo form check the same rules.
import * as z from "zod";
import { parseLocalDateTime } from "../lib/dates";
import { id, pageQuery } from "../lib/validation";
import { INQUIRY_STATUSES, INQUIRY_TYPES, MEMO_MAX, NOT_DONE, REPLY_LIMITS } from "./inquiryRules";
import { searchKeyword } from "./search";

export const INQUIRY_ADMIN_MESSAGES = {
  status: "상태는 신규, 처리중, 완료 중 하나여야 합니다.",
  statusFilter: "상태는 신규, 처리중, 완료, 미완료 중 하나여야 합니다.",
  typeFilter: "문의 유형은 GENERAL(일반 1:1 문의) 또는 AS(A/S 문의)여야 합니다.",
  statusChanged: "상태가 변경되었습니다.",
  memoRequired: "메모 내용을 입력해주세요.",
  memoTooLong: `메모는 ${MEMO_MAX}자 이하로 입력해주세요.`,
  memoAdded: "메모가 등록되었습니다.",
  answerAdded: "답변이 등록되고 완료 처리되었습니다.",
  answerMailed: "답변이 등록되고 완료 처리되었습니다. 고객 이메일로 답변을 보냅니다.",
  answerMailWaiting:
    "답변이 등록되고 완료 처리되었습니다. 메일 발송이 설정되지 않아 답변 메일은 보내지 않고 대기합니다. 고객에게 직접 연락해주세요.",
  noEmail: "고객이 이메일을 남기지 않아 답변 메일을 보낼 수 없습니다.",
  date: "날짜는 YYYY-MM-DD 형식으로 입력해주세요.",
  range: "종료일은 시작일보다 빠를 수 없습니다.",
  manuName: "제조사명은 50자 이하로 입력해주세요.",
  body: "요청 내용을 확인해주세요.",
  mailRetried: "메일을 다시 보냅니다.",
  mailRetryWaiting: "메일 발송이 설정되지 않아 메일은 보내지 않고 대기합니다.",
  mailNotFound: "메일을 찾을 수 없습니다.",
  mailNotFailed: "발송에 실패한 메일만 다시 보낼 수 있습니다.",
  noneSelected: "삭제할 문의를 선택해주세요.",
  idList: "삭제할 문의 번호 목록을 JSON 배열로 보내주세요.",
  tooMany: "한 번에 100건까지 삭제할 수 있습니다.",
  bulkNotFound: "삭제할 문의를 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 선택해주세요.",
  replyTitleRequired: "자주 쓰는 답변의 제목을 입력해주세요.",
  replyTitleTooLong: `자주 쓰는 답변의 제목은 ${REPLY_LIMITS.title}자 이하로 입력해주세요.`,
  replyContentRequired: "자주 쓰는 답변의 내용을 입력해주세요.",
  replyContentTooLong: `자주 쓰는 답변의 내용은 ${MEMO_MAX}자 이하로 입력해주세요.`,
  repliesTooMany: `자주 쓰는 답변은 ${REPLY_LIMITS.count}개까지 저장할 수 있습니다.`,
  replies: "자주 쓰는 답변 목록(replies)을 보내주세요.",
  assigneeFilter: "담당자 조건은 me, none 또는 관리자 번호여야 합니다.",
  assigned: "담당자가 지정되었습니다.",
  assignedMailed: "담당자가 지정되었습니다. 담당자에게 알림 메일을 보냅니다.",
  assignedMailWaiting: "담당자가 지정되었습니다. 메일 발송이 설정되지 않아 알림 메일은 보내지 않고 대기합니다.",
  unassigned: "담당자 지정이 해제되었습니다.",
  assigneeNotFound: "담당자로 지정할 계정을 찾을 수 없습니다.",
} as const;

const M = INQUIRY_ADMIN_MESSAGES;
const status = z.enum(INQUIRY_STATUSES, { error: M.status });

/** A Korea date `YYYY-MM-DD` that exists; blank is absent. */
const day = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && parseLocalDateTime(`${v}T00:00`) !== null), M.date)
  .optional()
  .transform((v) => v || undefined);

/**
 * 담당자 (decision 068): `me` (the signed-in account), `none` (nobody yet) or an account's id;
 * the router turns `me` into the id.
 */
const assignee = z
  .string()
  .trim()
  .regex(/^(me|none|[1-9]\d{0,9})?$/, M.assigneeFilter)
  .optional()
  .transform((v): "me" | "none" | number | undefined => (!v ? undefined : v === "me" || v === "none" ? v : Number(v)));

const filterFields = {
  searchKeyword,
  status: z.enum([...INQUIRY_STATUSES, NOT_DONE], { error: M.statusFilter }).optional(),
  from: day,
  to: day,
  manuName: z
    .string()
    .trim()
    .max(50, M.manuName)
    .optional()
    .transform((v) => v || undefined),
  assignee,
  // 문의 유형 (decision 096); blank is both.
  inquiryType: z
    .enum(["", ...INQUIRY_TYPES], { error: M.typeFilter })
    .optional()
    .transform((v) => v || undefined),
};
const ordered = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

/** The inbox's filters, shared by the list and the CSV export (the export has no page). */
export const inquiryFilterSchema = z.object(filterFields).refine(ordered, { message: M.range });
/** The filters as the services read them: `me` already made the signed-in account's id. */
export type InquiryFilter = Omit<z.output<typeof inquiryFilterSchema>, "assignee"> & { assignee?: number | "none" };

/** The query with `assignee=me` made the signed-in account's id. */
export const forAccount = <Q extends { assignee?: "me" | "none" | number }>(q: Q, usersId: number) => ({
  ...q,
  assignee: q.assignee === "me" ? usersId : q.assignee,
});

/** GET /api/admin/inquiry: the filters plus the page (SPEC §7's page and size). */
export const inquiryListSchema = pageQuery(10).extend(filterFields).refine(ordered, { message: M.range });

/** The inbox's 선택 삭제: the chosen inquiries' ids (a page holds 5; an API client may send up to 100). */
export const inquiryIdListSchema = z
  .array(id("문의 번호"), { error: M.idList })
  .min(1, M.noneSelected)
  .max(100, M.tooMany);

/** 다시 보내기 of a mail that gave up (its mail_outbox id: a memo's `mailId`, a dashboard row's `id`). */
export const mailRetrySchema = z.object({ mailId: id("메일 번호") }, { error: M.body });

/** POST /api/admin/inquiry/assignee: `usersId` null takes the inquiry off everyone's list. */
export const inquiryAssigneeSchema = z.object(
  { inquiryId: id("문의 번호"), usersId: id("담당자 번호").nullable() },
  { error: M.body },
);

/** POST /api/admin/inquiry/status. */
export const inquiryStatusSchema = z.object({ inquiryId: id("문의 번호"), status }, { error: M.body });

/**
 * POST /api/admin/inquiry/memo: `answer` records the answer and closes the inquiry (완료); `mail`
 * with it sends the answer to the customer's e-mail.
 */
export const inquiryMemoSchema = z.object(
  {
    inquiryId: id("문의 번호"),
    content: z.string({ error: M.memoRequired }).trim().min(1, M.memoRequired).max(MEMO_MAX, M.memoTooLong),
    answer: z.boolean({ error: M.body }).optional().default(false),
    // The answer also goes to the customer's e-mail (decision 052); a plain memo never does.
    mail: z.boolean({ error: M.body }).optional().default(false),
  },
  { error: M.body },
);

/** 자주 쓰는 답변 (decision 061): the whole list, in the order staff see it. */
export const replyTemplatesSchema = z.object(
  {
    replies: z
      .array(
        z.object({
          title: z
            .string({ error: M.replyTitleRequired })
            .trim()
            .min(1, M.replyTitleRequired)
            .max(REPLY_LIMITS.title, M.replyTitleTooLong),
          content: z
            .string({ error: M.replyContentRequired })
            .trim()
            .min(1, M.replyContentRequired)
            .max(MEMO_MAX, M.replyContentTooLong),
        }),
        { error: M.replies },
      )
      .max(REPLY_LIMITS.count, M.repliesTooMany),
  },
  { error: M.replies },
);
export type ReplyTemplates = z.output<typeof replyTemplatesSchema>;
