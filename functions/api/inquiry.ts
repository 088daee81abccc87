import { ATTACHMENT_RULES } from "../files/rules";
import { fileParts, prepareUploads } from "../files/storage";
import { badRequest } from "../lib/errors";
import { readForm, textFields } from "../lib/multipart";
import { turnstileConfigured, verifyTurnstile } from "../lib/turnstile";
import { parse } from "../lib/validation";
import { INQUIRY_MESSAGES, inquirySchema } from "../schemas/inquiry";
import { INQUIRY_HONEYPOT, TURNSTILE_FIELD } from "../schemas/inquiryRules";
import { createInquiry } from "../services/inquiries";
import { deliverPendingMail, mailTransport, queueInquiryNotice } from "../services/mail";
import { parseLimit } from "../services/rateLimit";
import { limitPerAddress } from "./addressLimit";
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

/** Inquiries per client address (decision 017); INQUIRY_LIMIT="<count>/<seconds>" overrides it. */
export const INQUIRY_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

export const inquiryRouter = createRouter().post(
  "/",
  limitPerAddress("inquiry", (env) => parseLimit(env.INQUIRY_LIMIT, INQUIRY_LIMIT), INQUIRY_MESSAGES.tooMany),
  async (c) => {
    const form = await readForm(c.req.raw);
    // Bots fill every field; people never see this one. Refused openly, in case a person did.
    if (String(form.get(INQUIRY_HONEYPOT) ?? "").trim() !== "") throw badRequest(INQUIRY_MESSAGES.honeypot);
    if (turnstileConfigured(c.env)) {
      const token = form.get(TURNSTILE_FIELD);
      if (typeof token !== "string" || token === "") throw badRequest(INQUIRY_MESSAGES.turnstileMissing);
      const ip = c.req.header("cf-connecting-ip") ?? null;
      if (!(await verifyTurnstile(c.env.TURNSTILE_SECRET as string, token, ip))) {
        throw badRequest(INQUIRY_MESSAGES.turnstileFailed);
      }
    }
    const input = parse(inquirySchema, textFields(form, TEXT_PARTS));
    const files = await prepareUploads(fileParts(form.getAll("files")), ATTACHMENT_RULES, "INQUIRY");
    const inquiryId = await createInquiry(c.var.db, c.env.BUCKET, input, files);
    if (inquiryId !== undefined) {
      // The notice rows are written now; sending waits until after the answer. Neither can fail the call.
      await queueInquiryNotice(c.var.db, c.env, inquiryId);
      c.executionCtx.waitUntil(deliverPendingMail(c.var.db, mailTransport(c.env)));
    }
    return c.text(INQUIRY_MESSAGES.done);
  },
);
