// Banner slides and footer logos (issue 12, decision 031). Each has one image (a slide may have a
// second one for phones, decision 038), a file_box row of kind BANNER or LOGO owned by it;
// replacing or deleting moves the old row to the trash in the same batch and then removes its
// object (decision 015), so no object outlives its row. An entry's `rev` goes up with each update;
// an update or delete sent with If-Match changes it only at a revision named (decision 098).
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bannerSlide, fileBox, footerLogo } from "../../db/schema";
import { claimedFile, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest, notFound } from "../lib/errors";
import { checkRevision, editConflict } from "../lib/revision";
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
    rev: bannerSlide.rev,
    updateAt: bannerSlide.updateAt,
    what: "배너",
  },
  LOGO: {
    table: footerLogo,
    id: footerLogo.logoId,
    order: footerLogo.displayOrder,
    names: [footerLogo.imageName],
    missing: "logoNotFound",
    rev: footerLogo.rev,
    updateAt: footerLogo.updateAt,
    what: "로고",
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

/** The entry a write may change: with an If-Match (`allowed`), only at a revision it names. */
function atRevision(kind: Kind, ownerId: number, allowed: ReadonlySet<number> | undefined) {
  const { id, rev } = LISTS[kind];
  return and(eq(id, ownerId), allowed ? inArray(rev, [...allowed]) : undefined) as SQL;
}

const currentOf = async (db: Db, kind: Kind, ownerId: number) => {
  const { table, id, rev, updateAt } = LISTS[kind];
  const [row] = await db.select({ rev, updatedAt: updateAt }).from(table).where(eq(id, ownerId));
  return row;
};

/** Before a write sent with If-Match: the entry is there, at a revision it names. */
async function checkCurrent(
  db: Db,
  kind: Kind,
  ownerId: number,
  allowed: ReadonlySet<number> | undefined,
  refused: "저장" | "삭제",
) {
  if (!allowed) return;
  const current = await currentOf(db, kind, ownerId);
  if (!current) throw missing(kind);
  checkRevision(allowed, LISTS[kind].what, current, refused);
}

/** Why a write changed nothing: the entry is gone (404), or it changed meanwhile (412). */
async function refusal(db: Db, kind: Kind, ownerId: number, refused: "저장" | "삭제") {
  const current = await currentOf(db, kind, ownerId);
  return current ? editConflict(LISTS[kind].what, current, refused) : missing(kind);
}

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

/** The back office's list: every column, the revision included (decision 098). */
export function listLogosToEdit(db: Db) {
  return db.select().from(footerLogo).orderBy(asc(footerLogo.displayOrder), asc(footerLogo.logoId));
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
  let created: { id: number }[];
  try {
    [created] = await db.batch([
      db
        .insert(bannerSlide)
        .values({
          ...fields,
          imageName: image.fileName,
          mobileImageName: mobile?.fileName ?? null,
          displayOrder: nextOrder("BANNER"),
          updateAt: nowLocal(),
        })
        .returning({ id: bannerSlide.slideId }),
      ...uploads.map((upload) => imageRow(db, "BANNER", upload, owner)),
      releaseClaimed(db, uploads),
    ]);
  } catch (error) {
    if (isSlideLimit(error)) throw badRequest(SITE_MEDIA_MESSAGES.bannerLimit);
    throw error;
  }
  return { id: created[0]?.id, list: await listSlides(db) };
}

export async function createLogo(db: Db, input: LogoInput, upload: StoredUpload) {
  const { uploadId: _, ...fields } = input;
  const [created] = await db.batch([
    db
      .insert(footerLogo)
      .values({ ...fields, imageName: upload.fileName, displayOrder: nextOrder("LOGO"), updateAt: nowLocal() })
      .returning({ id: footerLogo.logoId }),
    imageRow(db, "LOGO", upload, ownerByImage("LOGO", upload.fileName)),
    releaseClaimed(db, [upload]),
  ]);
  return { id: created[0]?.id, list: await listLogosToEdit(db) };
}

/**
 * Runs an entry's update (which must return the rows it changed). When its files change, the ones
 * it no longer names go to the trash after it and the new ones are attached, all in one batch. An
 * entry deleted or changed meanwhile (its update then changes nothing) takes the new files with it
 * to the trash.
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
  if (changed.length === 0) throw await refusal(db, kind, ownerId, "저장");
}

const updateSlideRow = (
  db: Db,
  { slideId, uploadId: _, mobileUploadId: __, removeMobileImage, ...fields }: SlideUpdate,
  { image, mobile }: SlideImages,
  allowed: ReadonlySet<number> | undefined,
) =>
  db
    .update(bannerSlide)
    .set({
      ...fields,
      ...(image ? { imageName: image.fileName } : {}),
      ...(mobile || removeMobileImage ? { mobileImageName: mobile?.fileName ?? null } : {}),
      updateAt: nowLocal(),
      rev: sql`${bannerSlide.rev} + 1`,
    })
    .where(atRevision("BANNER", slideId, allowed))
    .returning({ id: bannerSlide.slideId });

const updateLogoRow = (
  db: Db,
  { logoId, uploadId: _, ...fields }: LogoUpdate,
  imageName: string | undefined,
  allowed: ReadonlySet<number> | undefined,
) =>
  db
    .update(footerLogo)
    .set({ ...fields, ...(imageName ? { imageName } : {}), updateAt: nowLocal(), rev: sql`${footerLogo.rev} + 1` })
    .where(atRevision("LOGO", logoId, allowed))
    .returning({ id: footerLogo.logoId });

/**
 * `allowed`: the revisions an If-Match names (undefined: none sent). Checked before anything is
 * written, so a refused save's staged pictures stay staged for the same save sent again.
 */
export async function updateSlide(
  db: Db,
  bucket: R2Bucket,
  input: SlideUpdate,
  images: SlideImages = {},
  allowed?: ReadonlySet<number>,
) {
  await checkCurrent(db, "BANNER", input.slideId, allowed, "저장");
  const uploads = staged(images);
  await updateEntry(db, bucket, "BANNER", input.slideId, updateSlideRow(db, input, images, allowed), {
    filesChanged: uploads.length > 0 || input.removeMobileImage,
    uploads,
  });
  return listSlides(db);
}

export async function updateLogo(
  db: Db,
  bucket: R2Bucket,
  input: LogoUpdate,
  upload?: StoredUpload,
  allowed?: ReadonlySet<number>,
) {
  await checkCurrent(db, "LOGO", input.logoId, allowed, "저장");
  const uploads = upload ? [upload] : [];
  await updateEntry(db, bucket, "LOGO", input.logoId, updateLogoRow(db, input, upload?.fileName, allowed), {
    filesChanged: !!upload,
    uploads,
  });
  return listLogosToEdit(db);
}

/**
 * Removes an entry and, through the trash, its image's row and object; with an If-Match
 * (`allowed`) only at a revision it names, its files included.
 */
export async function removeEntry(
  db: Db,
  bucket: R2Bucket,
  kind: Kind,
  ownerId: number,
  allowed?: ReadonlySet<number>,
) {
  await checkCurrent(db, kind, ownerId, allowed, "삭제");
  const { table, id } = LISTS[kind];
  const entry = atRevision(kind, ownerId, allowed);
  const [, removed] = await db.batch([
    trashFiles(db, and(ownedBy(kind, ownerId), sql`EXISTS (SELECT 1 FROM ${table} WHERE ${entry})`) as SQL),
    db.delete(table).where(entry).returning({ id }),
  ]);
  await emptyTrash(db, bucket);
  if (removed.length === 0) throw await refusal(db, kind, ownerId, "삭제");
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
