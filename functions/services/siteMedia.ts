// Banner slides and footer logos (issue 12, decision 031). Each has one image (a slide may have a
// second one for phones, decision 038), a file_box row of kind BANNER or LOGO owned by it;
// replacing or deleting moves the old row to the trash in the same batch and then removes its
// object (decision 015), so no object outlives its row.
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bannerSlide, fileBox, footerLogo } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest, notFound } from "../lib/errors";
import {
  type LogoInput,
  type LogoUpdate,
  SITE_MEDIA_MESSAGES,
  type SlideInput,
  type SlideUpdate,
} from "../schemas/siteMedia";
import { emptyTrash, trashFiles } from "./fileTrash";

/** What differs between the two lists; everything else below is shared. */
const LISTS = {
  BANNER: {
    table: bannerSlide,
    id: bannerSlide.slideId,
    order: bannerSlide.displayOrder,
    /** The columns naming an entry's stored files. */
    names: [bannerSlide.imageName, bannerSlide.mobileImageName],
    missing: "slideNotFound",
  },
  LOGO: {
    table: footerLogo,
    id: footerLogo.logoId,
    order: footerLogo.displayOrder,
    names: [footerLogo.imageName],
    missing: "logoNotFound",
  },
} as const;
type Kind = keyof typeof LISTS;

const ownedBy = (kind: Kind, ownerId: number) =>
  sql`${fileBox.ownerKind} = ${kind} and ${fileBox.ownerId} = ${ownerId}`;

/** The entry's files that it does not name: in a batch after its update, the ones it replaced. */
function unnamed(kind: Kind, ownerId: number) {
  const { table, id, names } = LISTS[kind];
  // IS NOT, not <>: a name that is NULL (no picture for phones, or no entry) excludes nothing.
  const kept = names.map(
    (column) => sql`${fileBox.fileName} IS NOT (SELECT ${column} FROM ${table} WHERE ${id} = ${ownerId})`,
  );
  return and(ownedBy(kind, ownerId), ...kept) as SQL;
}

/** The new image's row, owned by `ownerId` (a subquery while the owner is being inserted). */
const imageRow = (db: Db, kind: Kind, upload: StoredUpload, ownerId: number | SQL<number>) =>
  db.insert(fileBox).values({ ...claimedFile(upload), ownerKind: kind, ownerId });

/** The owner a new row gets in the batch that inserts it: found by its unique image name. */
const ownerByImage = (kind: Kind, fileName: string) => {
  const { table, id } = LISTS[kind];
  return sql<number>`(SELECT ${id} FROM ${table} WHERE ${table.imageName} = ${fileName})`;
};

const nextOrder = (kind: Kind) => {
  const { table, order } = LISTS[kind];
  return sql<number>`(SELECT coalesce(max(${order}), 0) + 1 FROM ${table})`;
};

const missing = (kind: Kind) => notFound(SITE_MEDIA_MESSAGES[LISTS[kind].missing]);

// The hand-written trigger of migration banner_logos refuses a sixth slide, also in a race.
const isSlideLimit = (error: unknown): boolean =>
  error instanceof Error && (error.message.includes("banner_slide_limit") || isSlideLimit(error.cause));

export function listSlides(db: Db) {
  return db.select().from(bannerSlide).orderBy(asc(bannerSlide.displayOrder), asc(bannerSlide.slideId));
}

/** What the home carousel shows on a Korea day: slides switched on whose dates include it. */
export function listActiveSlides(db: Db, today: string) {
  return db
    .select({
      slideId: bannerSlide.slideId,
      imageName: bannerSlide.imageName,
      mobileImageName: bannerSlide.mobileImageName,
      imageAlt: bannerSlide.imageAlt,
      headline: bannerSlide.headline,
      description: bannerSlide.description,
      linkUrl: bannerSlide.linkUrl,
    })
    .from(bannerSlide)
    .where(
      and(
        eq(bannerSlide.enabled, true),
        or(isNull(bannerSlide.startDate), lte(bannerSlide.startDate, today)),
        or(isNull(bannerSlide.endDate), gte(bannerSlide.endDate, today)),
      ),
    )
    .orderBy(asc(bannerSlide.displayOrder), asc(bannerSlide.slideId));
}

export function listLogos(db: Db) {
  return db
    .select({
      logoId: footerLogo.logoId,
      imageName: footerLogo.imageName,
      name: footerLogo.name,
      linkUrl: footerLogo.linkUrl,
    })
    .from(footerLogo)
    .orderBy(asc(footerLogo.displayOrder), asc(footerLogo.logoId));
}

/** A slide's new pictures: the main one and the one for phones (decision 038). */
export interface SlideImages {
  image?: StoredUpload;
  mobile?: StoredUpload;
}

const staged = ({ image, mobile }: SlideImages) => [image, mobile].filter((u): u is StoredUpload => !!u);

export async function createSlide(db: Db, input: SlideInput, { image, mobile }: SlideImages & { image: StoredUpload }) {
  const { uploadId: _, mobileUploadId: __, ...fields } = input;
  const owner = ownerByImage("BANNER", image.fileName);
  const uploads = staged({ image, mobile });
  try {
    await db.batch([
      db.insert(bannerSlide).values({
        ...fields,
        imageName: image.fileName,
        mobileImageName: mobile?.fileName ?? null,
        displayOrder: nextOrder("BANNER"),
        updateAt: nowLocal(),
      }),
      ...uploads.map((upload) => imageRow(db, "BANNER", upload, owner)),
      releaseClaimed(db, uploads),
    ]);
  } catch (error) {
    if (isSlideLimit(error)) throw badRequest(SITE_MEDIA_MESSAGES.bannerLimit);
    throw error;
  }
  return listSlides(db);
}

export async function createLogo(db: Db, input: LogoInput, upload: StoredUpload) {
  const { uploadId: _, ...fields } = input;
  await db.batch([
    db
      .insert(footerLogo)
      .values({ ...fields, imageName: upload.fileName, displayOrder: nextOrder("LOGO"), updateAt: nowLocal() }),
    imageRow(db, "LOGO", upload, ownerByImage("LOGO", upload.fileName)),
    releaseClaimed(db, [upload]),
  ]);
  return listLogos(db);
}

/**
 * Runs an entry's update (which must return the rows it changed). When its files change, the ones
 * it no longer names go to the trash after it and the new ones are attached, all in one batch. An
 * entry deleted meanwhile takes the new files with it to the trash.
 */
async function updateEntry(
  db: Db,
  bucket: R2Bucket,
  kind: Kind,
  ownerId: number,
  update: ReturnType<typeof updateSlideRow> | ReturnType<typeof updateLogoRow>,
  { filesChanged, uploads }: { filesChanged: boolean; uploads: StoredUpload[] },
) {
  const files = filesChanged
    ? [
        trashFiles(db, unnamed(kind, ownerId)),
        ...uploads.map((upload) => imageRow(db, kind, upload, ownerId)),
        ...(uploads.length > 0 ? [releaseClaimed(db, uploads)] : []),
      ]
    : [];
  const [changed] = await db.batch([update, ...files]);
  if (changed.length === 0 && uploads.length > 0) {
    await trashFiles(
      db,
      inArray(
        fileBox.fileName,
        uploads.map((u) => u.fileName),
      ),
    );
  }
  await emptyTrash(db, bucket);
  if (changed.length === 0) throw missing(kind);
}

const updateSlideRow = (
  db: Db,
  { slideId, uploadId: _, mobileUploadId: __, removeMobileImage, ...fields }: SlideUpdate,
  { image, mobile }: SlideImages,
) =>
  db
    .update(bannerSlide)
    .set({
      ...fields,
      ...(image ? { imageName: image.fileName } : {}),
      ...(mobile || removeMobileImage ? { mobileImageName: mobile?.fileName ?? null } : {}),
      updateAt: nowLocal(),
    })
    .where(eq(bannerSlide.slideId, slideId))
    .returning({ id: bannerSlide.slideId });

const updateLogoRow = (db: Db, { logoId, uploadId: _, ...fields }: LogoUpdate, imageName?: string) =>
  db
    .update(footerLogo)
    .set({ ...fields, ...(imageName ? { imageName } : {}), updateAt: nowLocal() })
    .where(eq(footerLogo.logoId, logoId))
    .returning({ id: footerLogo.logoId });

export async function updateSlide(db: Db, bucket: R2Bucket, input: SlideUpdate, images: SlideImages = {}) {
  const uploads = staged(images);
  await updateEntry(db, bucket, "BANNER", input.slideId, updateSlideRow(db, input, images), {
    filesChanged: uploads.length > 0 || input.removeMobileImage,
    uploads,
  });
  return listSlides(db);
}

export async function updateLogo(db: Db, bucket: R2Bucket, input: LogoUpdate, upload?: StoredUpload) {
  const uploads = upload ? [upload] : [];
  await updateEntry(db, bucket, "LOGO", input.logoId, updateLogoRow(db, input, upload?.fileName), {
    filesChanged: !!upload,
    uploads,
  });
  return listLogos(db);
}

/** Removes an entry and, through the trash, its image's row and object. */
export async function removeEntry(db: Db, bucket: R2Bucket, kind: Kind, ownerId: number) {
  const { table, id } = LISTS[kind];
  const [, removed] = await db.batch([
    trashFiles(db, ownedBy(kind, ownerId)),
    db.delete(table).where(eq(id, ownerId)).returning({ id }),
  ]);
  await emptyTrash(db, bucket);
  if (removed.length === 0) throw missing(kind);
}

/** Puts the list in the given order; it must name each entry exactly once. */
export async function reorderEntries(db: Db, kind: Kind, ids: readonly number[]) {
  const { table, id } = LISTS[kind];
  const current = await db.select({ id }).from(table);
  const given = new Set(ids);
  if (given.size !== ids.length || current.length !== given.size || current.some((r) => !given.has(r.id))) {
    throw badRequest(SITE_MEDIA_MESSAGES.listChanged);
  }
  const [first, ...rest] = ids.map((entryId, i) =>
    db
      .update(table)
      .set({ displayOrder: i + 1 })
      .where(eq(id, entryId)),
  );
  if (first) await db.batch([first, ...rest]);
}
