import * as z from "zod";
import { fileResponse } from "../../files/storage";
import { found, notFound } from "../../lib/errors";
import { id, pageQuery, valid } from "../../lib/validation";
import { searchKeyword } from "../../schemas/search";
import {
  countInquiriesByMonth,
  deleteInquiry,
  getInquiry,
  getInquiryFile,
  listInquiries,
  listRecentInquiries,
} from "../../services/inquiries";
import { listFailedNotices } from "../../services/mail";
import { createRouter } from "../router";

// /api/admin/inquiry (SPEC §7 "Admin: inquiries", API-SHAPES §8). Behind the guard mounted in functions/app.ts.

const byInquiry = z.object({ inquiryId: id("문의 번호") });
/** searchKeyword (optional): title, writer or content contains it. */
const listQuery = pageQuery(10).extend({ searchKeyword });
const INQUIRY_NOT_FOUND = "문의를 찾을 수 없습니다.";
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";
const byFile = valid("param", z.object({ fileBoxId: id("파일 번호") }));

export const adminInquiryRouter = createRouter()
  .get("/", valid("query", listQuery), async (c) => c.json(await listInquiries(c.var.db, c.req.valid("query"))))
  .get("/simple", async (c) => c.json(await listRecentInquiries(c.var.db)))
  // Dashboard chart: [{month: "YYYY-MM", count}] for the last 6 months, oldest first.
  .get("/monthly", async (c) => c.json(await countInquiriesByMonth(c.var.db)))
  // Dashboard: new-inquiry notices that gave up, {count, notices: [{id, inquiryId, title, attempts, createAt}]}.
  .get("/mail-failures", async (c) => c.json(await listFailedNotices(c.var.db)))
  .get("/detail", valid("query", byInquiry), async (c) => {
    const { inquiryId } = c.req.valid("query");
    return c.json(found(await getInquiry(c.var.db, inquiryId), INQUIRY_NOT_FOUND));
  })
  .delete("/", valid("query", byInquiry), async (c) => {
    const { inquiryId } = c.req.valid("query");
    if (!(await deleteInquiry(c.var.db, c.env.BUCKET, inquiryId))) throw notFound(INQUIRY_NOT_FOUND);
    return c.text("문의 내용이 정상적으로 삭제 되었습니다.");
  })
  .get("/files/download/:fileBoxId", byFile, async (c) => {
    const meta = found(await getInquiryFile(c.var.db, c.req.valid("param").fileBoxId), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "attachment");
  })
  .get("/files/preview/:fileBoxId", byFile, async (c) => {
    const meta = found(await getInquiryFile(c.var.db, c.req.valid("param").fileBoxId), FILE_NOT_FOUND);
    return fileResponse(c.env.BUCKET, meta, "inline");
  });
