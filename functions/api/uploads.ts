// Staged uploads: one file per request, so our forms show each file's progress and retry it alone,
// and no request nears the platform's body cap. POST /api/uploads takes a visitor's inquiry
// attachment; POST /api/admin/uploads?purpose=ITEM|BOARD|BANNER|LOGO|SITE takes staff images and attachments. The
// answer's uploadId goes into the form's `uploadIds` parts; what is never sent is swept after 24 h.

import { fileTypeFromBuffer } from "file-type";
import type { Context } from "hono";
import * as z from "zod";
import { findStaged, type StoredUpload } from "../files/pending";
import type { FileField, UploadTarget } from "../files/receive";
import { concat, receiveForm } from "../files/receive";
import { BANNER_RULES, IMAGE_RULES, LOGO_RULES, STORED_ATTACHMENT_RULES } from "../files/rules";
import { thumbnailKey } from "../files/storage";
import { AppError, badRequest } from "../lib/errors";
import { valid } from "../lib/validation";
import { parseLimit } from "../services/rateLimit";
import { limitPerAddress } from "./addressLimit";
import { type ApiEnv, createRouter } from "./router";

export const UPLOAD_MESSAGES = {
  tooMany: "파일을 너무 자주 올렸습니다.",
} as const;

/** A customer's attachments (staged, sent with the form, 추가 문의): photos stored without Exif (decision 157). */
export const INQUIRY_FILES: FileField = { name: "files", rules: STORED_ATTACHMENT_RULES, ownerKind: "INQUIRY" };
export const ITEM_IMAGES: FileField = { name: "files", rules: IMAGE_RULES, ownerKind: "ITEM" };
export const BOARD_FILES: FileField = { name: "files", rules: STORED_ATTACHMENT_RULES, ownerKind: "BOARD" };
/** The greeting's pictures (site settings), claimed by PUT /api/admin/settings/pages. */
const SITE_IMAGES: FileField = { name: "files", rules: IMAGE_RULES, ownerKind: "SITE" };

const STAFF_PURPOSES = {
  ITEM: ITEM_IMAGES,
  BOARD: BOARD_FILES,
  BANNER: { name: "files", rules: BANNER_RULES, ownerKind: "BANNER" },
  LOGO: { name: "files", rules: LOGO_RULES, ownerKind: "LOGO" },
  SITE: SITE_IMAGES,
} satisfies Record<string, FileField>;
const purposeQuery = z.object({
  purpose: z.enum(["ITEM", "BOARD", "BANNER", "LOGO", "SITE"], {
    error: "purpose는 ITEM, BOARD, BANNER, LOGO 또는 SITE여야 합니다.",
  }),
});

/** Where this request's uploads go; `usersId` is the signed-in staff account, null for a visitor. */
export function uploadTarget(c: Context<ApiEnv>, usersId: number | null): UploadTarget {
  return { db: c.var.db, bucket: c.env.BUCKET, usersId };
}

/** What the client keeps of a staged upload. */
function stagedAnswer(u: StoredUpload) {
  return { uploadId: u.uploadId, fileOrgName: u.fileOrgName, fileSize: u.fileSize, fileType: u.fileType };
}

/** Stores the one `file` part of the request as a pending upload of `field`'s kind. */
async function stage(c: Context<ApiEnv>, field: FileField, usersId: number | null) {
  const one = { ...field, name: "file", rules: { ...field.rules, maxFiles: 1 } };
  const form = await receiveForm(c.req.raw, uploadTarget(c, usersId), [one]);
  const [upload] = form.files("file");
  if (!upload) throw badRequest("올릴 파일을 선택해주세요.");
  return c.json(stagedAnswer(upload));
}

/**
 * Staged attachments per client address (decision 017): a form's 5 files with room for retries and
 * a second inquiry; UPLOAD_LIMIT="<count>/<seconds>" overrides it.
 */
export const UPLOAD_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

export const uploadsRouter = createRouter().post(
  "/",
  limitPerAddress("upload", (env) => parseLimit(env.UPLOAD_LIMIT, UPLOAD_LIMIT), UPLOAD_MESSAGES.tooMany),
  (c) => stage(c, INQUIRY_FILES, null),
);

/** A staged item picture's smaller copy (decision 084): made by the back office, a few dozen KB. */
const THUMBNAIL_MAX_BYTES = 512 * 1024;
const THUMBNAIL_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
export const THUMBNAIL_MESSAGES = {
  tooLarge: "작은 사진은 512KB 이하여야 합니다.",
  notImage: "작은 사진은 jpg, png, webp 이미지여야 합니다.",
} as const;

/** The body, refused with 413 once it passes `max` bytes (declared or as it arrives). */
async function smallBody(request: Request, max: number): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > max) throw new AppError(413, THUMBNAIL_MESSAGES.tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > max) {
      await reader.cancel();
      throw new AppError(413, THUMBNAIL_MESSAGES.tooLarge);
    }
    chunks.push(read.value);
  }
  return concat(chunks, size);
}

/** Behind the admin guard (functions/app.ts). */
export const adminUploadsRouter = createRouter()
  .post("/", valid("query", purposeQuery), (c) =>
    stage(c, STAFF_PURPOSES[c.req.valid("query").purpose], c.var.user.usersId),
  )
  // The smaller copy of an item picture this account staged, stored beside it until it is claimed
  // or swept (the same delete removes both).
  .put("/:uploadId/thumbnail", async (c) => {
    const [upload] = await findStaged(c.var.db, [c.req.param("uploadId")], {
      ownerKind: "ITEM",
      usersId: c.var.user.usersId,
    });
    const bytes = await smallBody(c.req.raw, THUMBNAIL_MAX_BYTES);
    const type = bytes.length > 0 ? (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime : undefined;
    if (!upload || !type || !THUMBNAIL_TYPES.has(type)) throw badRequest(THUMBNAIL_MESSAGES.notImage);
    await c.env.BUCKET.put(thumbnailKey(upload.r2Key), bytes, { httpMetadata: { contentType: type } });
    return c.body(null, 204);
  });
