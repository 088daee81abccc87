import type { Context } from "hono";
import * as z from "zod";
import { requireAdmin } from "../../auth/guard";
import { encodeName, fileResponse } from "../../files/storage";
import { todayLocal } from "../../lib/dates";
import { conflict, found, notFound } from "../../lib/errors";
import { allowedRevisions, revisionTag } from "../../lib/revision";
import { id, valid } from "../../lib/validation";
import {
  forAccount,
  INQUIRY_ADMIN_MESSAGES,
  inquiryAssigneeSchema,
  inquiryFilterSchema,
  inquiryIdListSchema,
  inquiryListSchema,
  inquiryMemoSchema,
  inquiryStatusSchema,
  mailRetrySchema,
  replyTemplatesSchema,
} from "../../schemas/inquiryAdmin";
import {
  countInquiriesByMonth,
  deleteInquiries,
  deleteInquiry,
  getInquiry,
  getInquiryFile,
  listInquiries,
  listRecentInquiries,
} from "../../services/inquiries";
import { exportFileName, exportInquiries } from "../../services/inquiryExport";
import {
  addInquiryMemo,
  countInquiryQueue,
  listAssignees,
  setInquiryAssignee,
  setInquiryStatus,
  staffMemoBySendKey,
} from "../../services/inquiryWorkflow";
import {
  deliverPendingMail,
  listFailedNotices,
  mailConfigured,
  mailTransport,
  retryFailedMail,
} from "../../services/mail";
import { readReplies, saveReplies } from "../../services/replyTemplates";
import { revised, saver } from "../revised";
import { type ApiEnv, createRouter } from "../router";
import { storeOnce } from "../storeOnce";

// /api/admin/inquiry (SPEC §7 "Admin: inquiries", API-SHAPES §8). Behind the guard mounted in functions/app.ts.

const byInquiry = z.object({ inquiryId: id("문의 번호") });
const INQUIRY_NOT_FOUND = "문의를 찾을 수 없습니다.";
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";
const byFile = valid("param", z.object({ fileBoxId: id("파일 번호") }));

/**
 * Delivers the mail just queued after the answer (the cron retries a failure), and says whether it
 * is on its way: without a mail service it waits in the outbox, and the answer says so (decision 120).
 */
function sendQueuedMail(c: Context<ApiEnv>): boolean {
  const transport = mailTransport(c.env);
  if (transport) c.executionCtx.waitUntil(deliverPendingMail(c.var.db, transport));
  return transport !== undefined;
}

export const adminInquiryRouter = createRouter()
  // Filters (decision 032): searchKeyword (title, writer, content; phone by digits), status, from/to (Korea dates), manuName
  // and assignee (me, none or an account's id; decision 068).
  .get("/", valid("query", inquiryListSchema), async (c) =>
    c.json(await listInquiries(c.var.db, forAccount(c.req.valid("query"), c.var.user.usersId))),
  )
  // Sidebar and dashboard: {count} of inquiries in 신규, and {mine}: the caller's not yet 완료.
  .get("/new-count", async (c) => c.json(await countInquiryQueue(c.var.db, c.var.user.usersId)))
  .post("/status", valid("json", inquiryStatusSchema), async (c) => {
    const { inquiryId, status } = c.req.valid("json");
    await setInquiryStatus(c.var.db, inquiryId, status);
    return c.text(INQUIRY_ADMIN_MESSAGES.statusChanged);
  })
  // 담당자 (decision 068): the accounts to choose from, and the choice (null: nobody).
  .get("/assignees", async (c) => c.json(await listAssignees(c.var.db)))
  .post("/assignee", valid("json", inquiryAssigneeSchema), async (c) => {
    const { inquiryId, usersId } = c.req.valid("json");
    const { mailed } = await setInquiryAssignee(c.var.db, c.env, c.var.user.usersId, inquiryId, usersId);
    if (usersId === null) return c.text(INQUIRY_ADMIN_MESSAGES.unassigned);
    if (!mailed) return c.text(INQUIRY_ADMIN_MESSAGES.assigned);
    return c.text(
      sendQueuedMail(c) ? INQUIRY_ADMIN_MESSAGES.assignedMailed : INQUIRY_ADMIN_MESSAGES.assignedMailWaiting,
    );
  })
  .post("/memo", valid("json", inquiryMemoSchema), async (c) => {
    const input = c.req.valid("json");
    const allowed = allowedRevisions(c.req.header("If-Match"));
    // A memo sent again after its answer was lost is answered as the first (decision 111), before
    // the revision check (its own memo is newer than the history its screen saw).
    const { mailed, memoId, answer } = await storeOnce(
      c,
      (primary, key) => staffMemoBySendKey(primary, key, input.inquiryId),
      (key) => addInquiryMemo(c.var.db, c.env, c.var.user.usersId, input, allowed, key),
    );
    // The memo history's new revision: the next memo from the same screen needs no reload.
    const headers = { ETag: revisionTag(memoId) };
    // The audit log tells a memo from an answer and an answer mailed to the customer (decision 118).
    c.set("auditDetail", { kind: mailed ? "answer_mailed" : answer ? "answer" : "memo" });
    if (mailed) {
      const sent = sendQueuedMail(c);
      return c.text(
        sent ? INQUIRY_ADMIN_MESSAGES.answerMailed : INQUIRY_ADMIN_MESSAGES.answerMailWaiting,
        201,
        headers,
      );
    }
    return c.text(answer ? INQUIRY_ADMIN_MESSAGES.answerAdded : INQUIRY_ADMIN_MESSAGES.memoAdded, 201, headers);
  })
  // Administrators only (issue 12). The audit log records this exact path as an export.
  .get("/export", requireAdmin, valid("query", inquiryFilterSchema), async (c) => {
    const filter = c.req.valid("query");
    const { body, rows, truncated } = await exportInquiries(c.var.db, forAccount(filter, c.var.user.usersId));
    const name = encodeName(exportFileName(filter, todayLocal()));
    // The rows in the file and whether the bound cut it: the screen says so (decision 151).
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries.csv"; filename*=UTF-8''${name}`,
      "X-Export-Rows": String(rows),
      "X-Export-Truncated": truncated ? "1" : "0",
    });
  })
  .get("/simple", async (c) => c.json(await listRecentInquiries(c.var.db)))
  // Dashboard chart: [{month: "YYYY-MM", count}] for the last 6 months, oldest first.
  .get("/monthly", async (c) => c.json(await countInquiriesByMonth(c.var.db)))
  // Dashboard: mails that gave up (notices and answers), {count, notices: [{id, inquiryId, memoId, title, attempts, createAt}]},
  // with {waiting} (PENDING) and {configured}: whether a mail service sends them (decision 120).
  .get("/mail-failures", async (c) =>
    c.json({ ...(await listFailedNotices(c.var.db)), configured: mailConfigured(c.env) }),
  )
  // 다시 보내기: a mail that gave up gets a new round of attempts, the first one right after the answer.
  .post("/mail-retry", valid("json", mailRetrySchema), async (c) => {
    const { mailId } = c.req.valid("json");
    const outcome = await retryFailedMail(c.var.db, mailId);
    if (outcome === "unknown") throw notFound(INQUIRY_ADMIN_MESSAGES.mailNotFound);
    if (outcome === "not-failed") throw conflict(INQUIRY_ADMIN_MESSAGES.mailNotFailed);
    // The audit row names the mail's inquiry, not the mail's own number (decision 118).
    c.set("auditTarget", outcome.inquiryId ?? []);
    c.set("auditDetail", { mail: mailId });
    return c.text(sendQueuedMail(c) ? INQUIRY_ADMIN_MESSAGES.mailRetried : INQUIRY_ADMIN_MESSAGES.mailRetryWaiting);
  })
  // 자주 쓰는 답변 (decision 061): every staff account reads and replaces the one shared list,
  // against the revision its editor opened (ETag / If-Match, decision 092).
  .get("/replies", async (c) => revised(c, await readReplies(c.var.db)))
  .put("/replies", valid("json", replyTemplatesSchema, { explainBody: true }), async (c) =>
    revised(c, await saveReplies(c.var.db, c.req.valid("json"), saver(c))),
  )
  .get("/detail", valid("query", byInquiry), async (c) => {
    const { inquiryId } = c.req.valid("query");
    const detail = found(await getInquiry(c.var.db, inquiryId), INQUIRY_NOT_FOUND);
    // The memo history's revision (its newest memo): the memo form sends it back (decision 074).
    // mailConfigured: whether a mailed answer leaves now or waits for a mail service (decision 120).
    return c.json({ ...detail, mailConfigured: mailConfigured(c.env) }, 200, {
      ETag: revisionTag(detail.memos.at(-1)?.memoId ?? 0),
    });
  })
  .delete("/", valid("query", byInquiry), async (c) => {
    const { inquiryId } = c.req.valid("query");
    if (!(await deleteInquiry(c.var.db, c.env.BUCKET, inquiryId))) throw notFound(INQUIRY_NOT_FOUND);
    return c.text("문의 내용이 정상적으로 삭제 되었습니다.");
  })
  // The inbox's 선택 삭제: a JSON array of ids, all deleted or none.
  .delete("/bulk", valid("json", inquiryIdListSchema), async (c) => {
    const inquiryIds = [...new Set(c.req.valid("json"))];
    if (!(await deleteInquiries(c.var.db, c.env.BUCKET, inquiryIds))) {
      throw notFound(INQUIRY_ADMIN_MESSAGES.bulkNotFound);
    }
    c.set("auditTarget", inquiryIds);
    return c.text(`선택한 문의 ${inquiryIds.length}건을 삭제했습니다.`);
  })
  .get("/files/download/:fileBoxId", byFile, async (c) => {
    const meta = found(await getInquiryFile(c.var.db, c.req.valid("param").fileBoxId), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "attachment");
  })
  .get("/files/preview/:fileBoxId", byFile, async (c) => {
    const meta = found(await getInquiryFile(c.var.db, c.req.valid("param").fileBoxId), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "inline");
  });
