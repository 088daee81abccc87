import { ATTACHMENT_RULES } from "../files/rules";
import { fileParts, prepareUploads } from "../files/storage";
import { readForm, textFields } from "../lib/multipart";
import { parse } from "../lib/validation";
import { INQUIRY_MESSAGES, inquirySchema } from "../schemas/inquiry";
import { createInquiry } from "../services/inquiries";
import { deliverPendingMail, mailTransport, queueInquiryNotice } from "../services/mail";
import { createRouter } from "./router";

const TEXT_PARTS = [
  "title",
  "content",
  "writer",
  "tel",
  "email",
  "addr",
  "detailAddr",
  "itemName",
  "manuName",
  "itemTypeName",
] as const;

export const inquiryRouter = createRouter().post("/", async (c) => {
  const form = await readForm(c.req.raw);
  const input = parse(inquirySchema, textFields(form, TEXT_PARTS));
  const files = await prepareUploads(fileParts(form.getAll("files")), ATTACHMENT_RULES, "INQUIRY");
  const inquiryId = await createInquiry(c.var.db, c.env.BUCKET, input, files);
  if (inquiryId !== undefined) {
    // The notice rows are written now; sending waits until after the answer. Neither can fail the call.
    await queueInquiryNotice(c.var.db, c.env, inquiryId);
    c.executionCtx.waitUntil(deliverPendingMail(c.var.db, mailTransport(c.env)));
  }
  return c.text(INQUIRY_MESSAGES.done);
});
