// Site settings (decision 030): read by the root and page loaders, written by /api/admin/settings.
// A document is stored whole as JSON; reading spreads it over its default, so a key never saved
// (or a field added later) reads as the site's value before the settings existed. Each document has
// a revision (decision 092): a form saves against the one it opened, so two people editing the same
// settings never silently undo each other's save.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { fileBox, siteSetting } from "../../db/schema";
import { usesTwoFactor } from "../auth/twoFactor";
import { claimedFile, findStaged, releaseClaimed, type StoredUpload } from "../files/pending";
import { nowLocal } from "../lib/dates";
import { badRequest } from "../lib/errors";
import { checkRevision, type EditedThing, editConflict } from "../lib/revision";
import { sanitizeHtml } from "../lib/sanitize";
import {
  type Company,
  type Pages,
  type PagesInput,
  type Popup,
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

/** A document and its revision (0: never saved), as an edit form opens it. */
export interface Revised<T> {
  value: T;
  rev: number;
}

/** A stored document's JSON (undefined when never saved), revision (then 0) and last change. */
export async function documentRow(db: Db, key: string) {
  const [row] = await db
    .select({ value: siteSetting.value, rev: siteSetting.rev, updatedAt: siteSetting.updatedAt })
    .from(siteSetting)
    .where(eq(siteSetting.key, key));
  return { json: row?.value, rev: row?.rev ?? 0, updatedAt: row?.updatedAt ?? "" };
}

/** One settings document with its revision and last change (decision 092). */
export async function readRevised<K extends SettingKey>(
  db: Db,
  key: K,
): Promise<Revised<Documents[K]> & { updatedAt: string }> {
  const { json, ...revision } = await documentRow(db, key);
  return { value: readValue(key, json), ...revision };
}

/** Who saves, and the revisions their If-Match allows (undefined: no precondition, the last save wins). */
export interface Saver {
  usersId: number;
  allowed?: ReadonlySet<number>;
}

/**
 * The document's upsert. With `expected` (the revision the precondition was checked against), the
 * stored value becomes NULL when another save landed since: NOT NULL then fails the statement and
 * the whole batch with it, so a file claim or trash in the same batch is undone too.
 */
function upsert(db: Db, key: string, value: unknown, usersId: number, expected?: number) {
  const json = JSON.stringify(value);
  const common = { updatedAt: nowLocal(), updatedBy: usersId };
  const kept = expected === undefined ? json : sql<string>`CASE WHEN ${siteSetting.rev} = ${expected} THEN ${json} END`;
  return db
    .insert(siteSetting)
    .values({ key, value: json, rev: 1, ...common })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value: kept, rev: sql`${siteSetting.rev} + 1`, ...common } })
    .returning({ rev: siteSetting.rev });
}

/** Statements in a document's batch, before and after its upsert (a copy of the stored row goes before). */
export interface AlongWith {
  before?: BatchItem<"sqlite">[];
  after?: BatchItem<"sqlite">[];
}

/**
 * Stores a document (a settings document, or another kept in this table), with `along` in the same
 * batch. With a precondition, a document changed since the form opened is refused with 412 (the
 * current ETag, when it was saved) and nothing is stored, whether the other save came before the
 * check or between the check and the write.
 */
export async function storeDocument<T>(
  db: Db,
  doc: { key: string; what: EditedThing },
  value: T,
  who: Saver,
  current?: { rev: number; updatedAt: string },
  { before = [], after = [] }: AlongWith = {},
): Promise<Revised<T>> {
  let expected: number | undefined;
  if (who.allowed) {
    const read = current ?? (await documentRow(db, doc.key));
    checkRevision(who.allowed, doc.what, read);
    expected = read.rev;
  }
  try {
    const results = await db.batch([...before, upsert(db, doc.key, value, who.usersId, expected), ...after] as [
      BatchItem<"sqlite">,
      ...BatchItem<"sqlite">[],
    ]);
    const [saved] = results[before.length] as { rev: number }[];
    return { value, rev: saved?.rev ?? 1 };
  } catch (error) {
    if (expected !== undefined) {
      const latest = await documentRow(db, doc.key);
      if (latest.rev !== expected) throw editConflict(doc.what, latest);
    }
    throw error;
  }
}

/** Stores a settings document (see storeDocument). */
export const store = <K extends SettingKey>(
  db: Db,
  key: K,
  value: Documents[K],
  who: Saver,
  current?: { rev: number; updatedAt: string },
  along?: AlongWith,
) => storeDocument(db, { key, what: "설정" }, value, who, current, along);

export const saveCompany = (db: Db, company: Company, who: Saver) => store(db, "company", company, who);

export const savePopup = (db: Db, popup: Popup, who: Saver) => store(db, "popup", popup, who);

/**
 * 보안 (decision 080). Requiring 2단계 인증 from an account that has none would shut its own
 * administrator out of this screen: it is refused until the administrator has turned it on.
 */
export async function saveSecurity(db: Db, input: Security, who: Saver): Promise<Revised<Security>> {
  if (input.requireTwoFactor && !(await usesTwoFactor(db, who.usersId)))
    throw badRequest(SETTINGS_MESSAGES.ownTwoFactorFirst);
  return store(db, "security", { requireTwoFactor: input.requireTwoFactor }, who);
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
export async function savePages(db: Db, bucket: R2Bucket, input: PagesInput, who: Saver): Promise<Revised<Pages>> {
  const revised = await readRevised(db, "pages");
  const current = revised.value;
  const staged = await findStaged(
    db,
    input.greeting.cards.flatMap((c) => (c.uploadId ? [c.uploadId] : [])),
    { ownerKind: "SITE", usersId: who.usersId },
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
  const saved = await store(db, "pages", pages, who, revised, {
    after: [
      ...staged.map((u) =>
        db.insert(fileBox).values({ ...claimedFile(u), ownerKind: "SITE", ownerId: null, fileRegDate: now }),
      ),
      ...(staged.length > 0 ? [releaseClaimed(db, staged)] : []),
      ...(dropped.length > 0
        ? [trashFiles(db, and(eq(fileBox.ownerKind, "SITE"), inArray(fileBox.fileName, dropped)) as SQL)]
        : []),
    ],
  });
  if (dropped.length > 0) await emptyTrash(db, bucket);
  return saved;
}
