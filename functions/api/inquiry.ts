import { type Db, getDb } from "../../db/client";
import type { Env } from "../env";
import { tooManyFiles } from "../files/check";
import { findStaged } from "../files/pending";
import { type ReceivedForm, receiveForm } from "../files/receive";
import { ATTACHMENT_RULES } from "../files/rules";
import { AppError, badRequest } from "../lib/errors";
import { sendKeyOf } from "../lib/sendKey";
import { turnstileConfigured, verifyTurnstile } from "../lib/turnstile";
import { parse } from "../lib/validation";
import { customerNoteSchema, INQUIRY_MESSAGES, inquirySchema, SEND_KEY_MESSAGE } from "../schemas/inquiry";
import { CUSTOMER_NOTE_MESSAGES, INQUIRY_HONEYPOT, TURNSTILE_FIELD } from "../schemas/inquiryRules";
import { createInquiry, inquiryIdBySendKey } from "../services/inquiries";
import { addCustomerNote, type InquiryOwner, noteInquiryBySendKey, ticketOwner } from "../services/inquiryCheck";
import { deliverPendingMail, mailTransport, queueInquiryNotice } from "../services/mail";
import { parseLimit } from "../services/rateLimit";
import { checkAddressLimit } from "./addressLimit";
import { createRouter } from "./router";
import { INQUIRY_FILES } from "./uploads";

/** The parts a visitor writes; the page without JavaScript names the product by ids instead. */
export const WRITTEN_PARTS = [
  "title",
  "content",
  "writer",
  "tel",
  "email",
  "addr",
  "detailAddr",
  // Ours (decisions 071, 096): optional, so the spec's client sends exactly the spec's parts.
  "checkPassword",
  "inquiryType",
] as const;

const TEXT_PARTS = [...WRITTEN_PARTS, "itemName", "manuName", "itemTypeName"] as const;

/** Inquiries per client address (decision 017); INQUIRY_LIMIT="<count>/<seconds>" overrides it. */
export const INQUIRY_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

const inquiryLimit = (env: Env) => ({
  bucket: "inquiry",
  limit: parseLimit(env.INQUIRY_LIMIT, INQUIRY_LIMIT),
  tooMany: INQUIRY_MESSAGES.tooMany,
});

/** What an inquiry needs besides its text: where to store, and the Worker's env and context. */
export interface InquiryIntake {
  db: Db;
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
}

/** Refuses a bot: a filled honeypot, or a missing or false Turnstile token when Turnstile is on. */
async function checkPerson(form: ReceivedForm, env: Env, headers: Headers): Promise<void> {
  const sent = form.text([INQUIRY_HONEYPOT, TURNSTILE_FIELD]);
  // Bots fill every field; people never see this one. Refused openly, in case a person did.
  if ((sent[INQUIRY_HONEYPOT] ?? "").trim() !== "") throw badRequest(INQUIRY_MESSAGES.honeypot);
  if (!turnstileConfigured(env)) return;
  const token = sent[TURNSTILE_FIELD] ?? "";
  if (token === "") throw badRequest(INQUIRY_MESSAGES.turnstileMissing);
  const ip = headers.get("cf-connecting-ip");
  if (!(await verifyTurnstile(env.TURNSTILE_SECRET as string, token, ip))) {
    throw badRequest(INQUIRY_MESSAGES.turnstileFailed);
  }
}

/**
 * Receives an inquiry form: first the per-address limit (before the body is read), then its
 * `files` stream to R2, `uploadIds` name files staged one by one (POST /api/uploads), together at
 * most 5; `fields` turns the form into the inquiry's text parts (the API takes them as sent, the
 * page without JavaScript maps its own). A bot's form (honeypot, Turnstile) is refused before
 * anything is claimed and its files go again. Then the new-inquiry notice is queued and sent after
 * the answer; neither can fail the call.
 */
export async function takeInquiry(
  request: Request,
  { db, env, ctx }: InquiryIntake,
  fields: (form: ReceivedForm) => Promise<unknown> | unknown,
): Promise<void> {
  // The same form sent again after its answer was lost (decision 106): stored already, so answered
  // as then, before the limit counts it or its body (naming uploads used by then) is read.
  const sendKey = sendKeyOf(request.headers.get("idempotency-key"), SEND_KEY_MESSAGE);
  // Asked of the primary: a replica a moment behind would not know the first sending yet.
  const stored = async () => sendKey !== null && (await inquiryIdBySendKey(getDb(env.DB), sendKey)) !== undefined;
  if (await stored()) return;
  await checkAddressLimit(db, env, request.headers, inquiryLimit(env));
  const form = await receiveForm(request, { db, bucket: env.BUCKET, usersId: null }, [INQUIRY_FILES]);
  let inquiryId: number | undefined;
  try {
    inquiryId = await form.settle(async () => {
      await checkPerson(form, env, request.headers);
      const input = parse(inquirySchema, await fields(form));
      const staged = await findStaged(db, form.all("uploadIds"), { ownerKind: "INQUIRY", usersId: null });
      const files = [...form.files("files"), ...staged];
      if (files.length > ATTACHMENT_RULES.maxFiles) throw tooManyFiles(ATTACHMENT_RULES);
      return createInquiry(db, input, files, sendKey);
    });
  } catch (error) {
    // Both sendings at once: the other stored it (the unique key refused this one, whose files went).
    if (await stored()) return;
    throw error;
  }
  if (inquiryId === undefined) return;
  await queueInquiryNotice(db, env, inquiryId);
  ctx.waitUntil(deliverPendingMail(db, mailTransport(env)));
}

/** What became of a 추가 문의: the owner its ticket named (null for a ticket no good), the refusal if any. */
export interface CustomerNoteOutcome {
  owner: InquiryOwner | null;
  inquiryId: number;
  /** What was typed, for the form again when it was refused. */
  text: string;
  error?: AppError;
}

/**
 * 추가 문의 (decision 102), posted on 내 문의 확인 with the ticket its lookup gave, and up to 5 files
 * (decision 103): counted against the same per-address limit as a new inquiry before the body is
 * read, stored, and staff are told as of a new inquiry. A refusal of what was sent is answered with
 * the owner, so the page can list the inquiries again; the files of a refused note are removed.
 * The page's key (`?sendKey=`, decision 108) makes a note sent again after a lost answer one note.
 */
export async function takeCustomerNote(
  request: Request,
  { db, env, ctx }: InquiryIntake,
): Promise<CustomerNoteOutcome> {
  const target = { db, bucket: env.BUCKET, usersId: null };
  // In the address, so a repeat is known before the limit counts it or its files are read; looked
  // up on the primary, as a replica a moment behind would not know the first sending yet.
  const sendKey = sendKeyOf(new URL(request.url).searchParams.get("sendKey"), SEND_KEY_MESSAGE);
  const storedFor = async () => (sendKey === null ? undefined : noteInquiryBySendKey(getDb(env.DB), sendKey));
  const repeatOf = await storedFor();
  const limited =
    repeatOf === undefined
      ? await checkAddressLimit(db, env, request.headers, {
          ...inquiryLimit(env),
          tooMany: CUSTOMER_NOTE_MESSAGES.tooMany,
        }).then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 429) return error;
            throw error;
          },
        )
      : undefined;
  // Over the limit or sent before, the files are never read, but the ticket, inquiry and text (sent
  // before them) are, so that the page keeps the list and what was typed.
  const stopAtFiles = Boolean(limited) || repeatOf !== undefined;
  const form = await receiveForm(request, target, [INQUIRY_FILES], { stopAtFiles });
  const sent = form.text(["ticket", "inquiryId", "note"]);
  const files = form.files("files");
  const outcome: CustomerNoteOutcome = { owner: null, inquiryId: Number(sent.inquiryId), text: sent.note ?? "" };
  if (limited) {
    const owner = await ticketOwner(env, sent.ticket ?? "").catch(() => null);
    return { ...outcome, owner, error: limited };
  }
  try {
    if (repeatOf !== undefined) {
      // Answered as the first was: stored under this inquiry, and the ticket is still good.
      outcome.owner = await ticketOwner(env, sent.ticket ?? "");
      if (repeatOf !== outcome.inquiryId) throw badRequest(SEND_KEY_MESSAGE);
      return outcome;
    }
    await form.settle(async () => {
      outcome.owner = await ticketOwner(env, sent.ticket ?? "");
      const input = parse(customerNoteSchema, { ...sent, files: files.length });
      await addCustomerNote(db, outcome.owner, input.inquiryId, input.note, files, sendKey);
    });
  } catch (error) {
    // Both sendings at once: the other stored it (the unique key refused this one, whose files went).
    if (outcome.owner && (await storedFor()) === outcome.inquiryId) return outcome;
    if (!(error instanceof AppError)) throw error;
    return { ...outcome, error };
  }
  await queueInquiryNotice(db, env, outcome.inquiryId, { files: files.length });
  ctx.waitUntil(deliverPendingMail(db, mailTransport(env)));
  return outcome;
}

/** The spec's text parts and `files`, and our form's `uploadIds`. */
export const inquiryRouter = createRouter().post("/", async (c) => {
  await takeInquiry(c.req.raw, { db: c.var.db, env: c.env, ctx: c.executionCtx }, (form) => form.text(TEXT_PARTS));
  return c.text(INQUIRY_MESSAGES.done);
});
