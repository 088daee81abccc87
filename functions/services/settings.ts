// Site settings (decision 030): read by the root and page loaders, written by /api/admin/settings.
// A document is stored whole as JSON; reading spreads it over its default, so a key never saved
// (or a field added later) reads as the site's value before the settings existed.
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBox, siteSetting } from "../../db/schema";
import { usesTwoFactor } from "../auth/twoFactor";
import { claimedFile, findStaged, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest } from "../lib/errors";
import { sanitizeHtml } from "../lib/sanitize";
import {
  type Company,
  type Pages,
  type PagesInput,
  type Popup,
  type Privacy,
  SETTING_DEFAULTS,
  SETTINGS_MESSAGES,
  type Security,
  type SettingKey,
} from "../schemas/settings";
import { emptyTrash, trashFiles } from "./fileTrash";

type Documents = typeof SETTING_DEFAULTS;

/** Public path of an uploaded settings image (served with the editor images). */
const SITE_IMAGE_PREFIX = "/api/site-images/";

function readValue<K extends SettingKey>(key: K, value: string | undefined): Documents[K] {
  const defaults = SETTING_DEFAULTS[key];
  if (!value) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(value) as Partial<Documents[K]>) };
  } catch {
    return defaults;
  }
}

/** The row of one settings document, as a query a loader can put in its `db.batch`. */
export const settingQuery = (db: Db, key: SettingKey) =>
  db.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, key));

/** The document of `settingQuery`'s rows; its default when never saved. */
export const settingOf = <K extends SettingKey>(key: K, rows: { value: string }[]): Documents[K] =>
  readValue(key, rows[0]?.value);

/** One settings document; its default when never saved. */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<Documents[K]> {
  return settingOf(key, await settingQuery(db, key));
}

const upsert = (db: Db, key: SettingKey, value: unknown, usersId: number) => {
  const set = { value: JSON.stringify(value), updatedAt: nowLocal(), updatedBy: usersId };
  return db
    .insert(siteSetting)
    .values({ key, ...set })
    .onConflictDoUpdate({ target: siteSetting.key, set });
};

export async function saveCompany(db: Db, company: Company, usersId: number): Promise<Company> {
  await upsert(db, "company", company, usersId);
  return company;
}

export async function savePrivacy(db: Db, input: Privacy, usersId: number): Promise<Required<Privacy>> {
  // A save without a period (a client that does not know it) keeps the stored one.
  const retentionMonths = input.retentionMonths ?? (await readSetting(db, "privacy")).retentionMonths;
  const privacy = { html: sanitizeHtml(input.html), retentionMonths };
  await upsert(db, "privacy", privacy, usersId);
  return privacy;
}

export async function savePopup(db: Db, popup: Popup, usersId: number): Promise<Popup> {
  await upsert(db, "popup", popup, usersId);
  return popup;
}

/**
 * 보안 (decision 080). Requiring 2단계 인증 from an account that has none would shut its own
 * administrator out of this screen: it is refused until the administrator has turned it on.
 */
export async function saveSecurity(db: Db, input: Security, usersId: number): Promise<Security> {
  if (input.requireTwoFactor && !(await usesTwoFactor(db, usersId)))
    throw badRequest(SETTINGS_MESSAGES.ownTwoFactorFirst);
  const security = { requireTwoFactor: input.requireTwoFactor };
  await upsert(db, "security", security, usersId);
  return security;
}

/** Stored names of the settings images a pages document shows. */
const uploadedNames = (pages: Pages) =>
  pages.greeting.cards.flatMap((c) =>
    c.image.startsWith(SITE_IMAGE_PREFIX) ? [c.image.slice(SITE_IMAGE_PREFIX.length)] : [],
  );

/**
 * Replaces the pages document. The greeting's HTML is sanitized; a card keeps its picture unless it
 * names a staged image, which is claimed in the same batch that stores the document, while the
 * pictures no longer shown go to the trash and then out of R2 (no orphans either way).
 */
export async function savePages(db: Db, bucket: R2Bucket, input: PagesInput, usersId: number): Promise<Pages> {
  const current = await readSetting(db, "pages");
  const staged = await findStaged(
    db,
    input.greeting.cards.flatMap((c) => (c.uploadId ? [c.uploadId] : [])),
    { ownerKind: "SITE", usersId },
  ).catch(() => {
    throw badRequest(SETTINGS_MESSAGES.imageMissing);
  });
  const byId = new Map<string, StoredUpload>(staged.map((u) => [u.uploadId, u]));
  const cards = input.greeting.cards.map(({ uploadId, ...card }, i) => {
    const upload = uploadId ? byId.get(uploadId) : undefined;
    const image = upload
      ? `${SITE_IMAGE_PREFIX}${upload.fileName}`
      : (current.greeting.cards[i]?.image ?? SETTING_DEFAULTS.pages.greeting.cards[i]?.image ?? "");
    return { ...card, image };
  });
  const pages: Pages = { ...input, greeting: { ...input.greeting, html: sanitizeHtml(input.greeting.html), cards } };

  const kept = new Set(uploadedNames(pages));
  const dropped = uploadedNames(current).filter((name) => !kept.has(name));
  const now = nowLocal();
  await db.batch([
    upsert(db, "pages", pages, usersId),
    ...staged.map((u) =>
      db.insert(fileBox).values({ ...claimedFile(u), ownerKind: "SITE", ownerId: null, fileRegDate: now }),
    ),
    ...(staged.length > 0 ? [releaseClaimed(db, staged)] : []),
    ...(dropped.length > 0
      ? [trashFiles(db, and(eq(fileBox.ownerKind, "SITE"), inArray(fileBox.fileName, dropped)) as SQL)]
      : []),
  ]);
  if (dropped.length > 0) await emptyTrash(db, bucket);
  return pages;
}
