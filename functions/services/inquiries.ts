import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, inquiry } from "../../db/schema";
import { type PreparedFile, storeWithRows } from "../files/storage";
import { nowLocal } from "../lib/dates";
import { sanitizeHtml } from "../lib/sanitize";
import type { InquiryInput } from "../schemas/inquiry";

/**
 * Stores a visitor's inquiry with its attachments: objects first, then the inquiry and its
 * file rows in one batch (one transaction); if the batch fails the objects are removed.
 */
export async function createInquiry(db: Db, bucket: R2Bucket, input: InquiryInput, files: readonly PreparedFile[]) {
  const now = nowLocal();
  return storeWithRows(bucket, files, async () => {
    const [[created]] = await db.batch([
      db
        .insert(inquiry)
        .values({ ...input, content: sanitizeHtml(input.content), createAt: now, updateAt: now })
        .returning({ inquiryId: inquiry.inquiryId }),
      // The batch is one serialized transaction, so the newest inquiry id is the one just inserted.
      ...files.map((f) =>
        db.insert(fileBox).values({
          fileName: f.fileName,
          r2Key: f.r2Key,
          fileOrgName: f.fileOrgName,
          fileType: f.fileType,
          fileSize: f.fileSize,
          ownerKind: "INQUIRY" as const,
          ownerId: sql`(SELECT max(${inquiry.inquiryId}) FROM ${inquiry})`,
          fileRegDate: now,
        }),
      ),
    ] as const);
    return created?.inquiryId;
  });
}
