import type { Db } from "../../db/client";
import type { Env } from "../env";
import { tooManyFiles } from "../files/check";
import { findStaged } from "../files/pending";
import { type ReceivedForm, receiveForm } from "../files/receive";
import { ATTACHMENT_RULES } from "../files/rules";
import { parse } from "../lib/validation";
import { INQUIRY_MESSAGES, inquirySchema } from "../schemas/inquiry";
import { createInquiry } from "../services/inquiries";
import { deliverPendingMail, mailTransport, queueInquiryNotice } from "../services/mail";
import { createRouter } from "./router";
import { INQUIRY_FILES } from "./uploads";

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

/** What an inquiry needs besides its text: where to store, and the Worker's env and context. */
export interface InquiryIntake {
  db: Db;
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
}

/**
 * Receives an inquiry form: its `files` stream to R2, `uploadIds` name files staged one by one
 * (POST /api/uploads), together at most 5; `fields` turns the form into the inquiry's text parts
 * (the API takes them as sent, the page without JavaScript maps its own). Then the new-inquiry
 * notice is queued and sent after the answer; neither can fail the call.
 */
export async function takeInquiry(
  request: Request,
  { db, env, ctx }: InquiryIntake,
  fields: (form: ReceivedForm) => Promise<unknown> | unknown,
): Promise<void> {
  const form = await receiveForm(request, { db, bucket: env.BUCKET, usersId: null }, [INQUIRY_FILES]);
  const inquiryId = await form.settle(async () => {
    const input = parse(inquirySchema, await fields(form));
    const staged = await findStaged(db, form.all("uploadIds"), { ownerKind: "INQUIRY", usersId: null });
    const files = [...form.files("files"), ...staged];
    if (files.length > ATTACHMENT_RULES.maxFiles) throw tooManyFiles(ATTACHMENT_RULES);
    return createInquiry(db, input, files);
  });
  if (inquiryId === undefined) return;
  await queueInquiryNotice(db, env, inquiryId);
  ctx.waitUntil(deliverPendingMail(db, mailTransport(env)));
}

/** The spec's text parts and `files`, and our form's `uploadIds`. */
export const inquiryRouter = createRouter().post("/", async (c) => {
  await takeInquiry(c.req.raw, { db: c.var.db, env: c.env, ctx: c.executionCtx }, (form) => form.text(TEXT_PARTS));
  return c.text(INQUIRY_MESSAGES.done);
});
