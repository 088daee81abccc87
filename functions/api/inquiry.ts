import { tooManyFiles } from "../files/check";
import { findStaged } from "../files/pending";
import { receiveForm } from "../files/receive";
import { ATTACHMENT_RULES } from "../files/rules";
import { parse } from "../lib/validation";
import { INQUIRY_MESSAGES, inquirySchema } from "../schemas/inquiry";
import { createInquiry } from "../services/inquiries";
import { deliverPendingMail, mailTransport, queueInquiryNotice } from "../services/mail";
import { createRouter } from "./router";
import { INQUIRY_FILES, uploadTarget } from "./uploads";

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

/**
 * The spec's parts, and `uploadIds`: files our form staged one by one (POST /api/uploads). Both
 * may come together; together at most 5 files.
 */
export const inquiryRouter = createRouter().post("/", async (c) => {
  const form = await receiveForm(c.req.raw, uploadTarget(c, null), [INQUIRY_FILES]);
  const inquiryId = await form.settle(async () => {
    const input = parse(inquirySchema, form.text(TEXT_PARTS));
    const staged = await findStaged(c.var.db, form.all("uploadIds"), { ownerKind: "INQUIRY", usersId: null });
    const files = [...form.files("files"), ...staged];
    if (files.length > ATTACHMENT_RULES.maxFiles) throw tooManyFiles(ATTACHMENT_RULES);
    return createInquiry(c.var.db, input, files);
  });
  if (inquiryId !== undefined) {
    // The notice is written now; sending waits until after the answer. Neither can fail the call.
    await queueInquiryNotice(c.var.db, c.env, inquiryId);
    c.executionCtx.waitUntil(deliverPendingMail(c.var.db, mailTransport(c.env)));
  }
  return c.text(INQUIRY_MESSAGES.done);
});
