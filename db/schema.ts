// The whole data model. Dates are Korea local date-time text `YYYY-MM-DDTHH:mm:ss`
// (see docs/decisions/005-dates.md), so they sort as text and go out unchanged.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "../functions/schemas/inquiryRules";

const yn = (name: string) =>
  text(name, { enum: ["Y", "N"] })
    .notNull()
    .default("Y");
const localNow = sql`(strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours'))`;

/**
 * A phone number's digits as SQL: the separators people type (dash, space, dot, brackets) removed.
 * The inbox's phone search and 같은 연락처의 문의 use it, the latter through an index on it.
 */
export const telDigitsOf = (tel: AnySQLiteColumn | SQL) =>
  sql`replace(replace(replace(replace(replace(${tel}, '-', ''), ' ', ''), '.', ''), '(', ''), ')', '')`;

export const manufacturer = sqliteTable(
  "manufacturer",
  {
    manuId: integer("manu_id").primaryKey({ autoIncrement: true }),
    manuName: text("manu_name").notNull().unique(),
    manuYN: yn("manu_yn"),
    // Intro text shown at the top of the public manufacturer page.
    manuIntro: text("manu_intro"),
    createAt: text("create_at").notNull().default(localNow),
    // The last change (null until one after migration 0041: SQLite adds no column with a clock
    // default) and the revision the edit form saves against, up with every update (decision 133).
    updateAt: text("update_at"),
    rev: integer("rev").notNull().default(1),
    // The edit screen's key of the save that made `rev` (decision 114, for manufacturers 137).
    saveKey: text("save_key"),
  },
  (t) => [index("manufacturer_save_key_idx").on(t.saveKey).where(sql`${t.saveKey} IS NOT NULL`)],
);

export const glassSpec = sqliteTable("glass_spec", {
  glassSpecId: integer("glass_spec_id").primaryKey({ autoIncrement: true }),
  glassSpecSize: text("glass_spec_size").notNull(),
});

export const itemType = sqliteTable("item_type", {
  itemTypeId: integer("item_type_id").primaryKey({ autoIncrement: true }),
  itemTypeName: text("item_type_name").notNull(),
});

export const item = sqliteTable(
  "item",
  {
    itemId: integer("item_id").primaryKey({ autoIncrement: true }),
    itemName: text("item_name").notNull().default(""),
    itemNum: text("item_num"),
    itemUse: text("item_use"),
    itemOutColor: text("item_out_color"),
    itemInColor: text("item_in_color"),
    itemFrameWidth: text("item_frame_width"),
    itemDescription: text("item_description"),
    itemYN: integer("item_yn", { mode: "boolean" }).notNull().default(false),
    freeContent: text("free_content"),
    glassSpecId: integer("glass_spec_id")
      .notNull()
      .references(() => glassSpec.glassSpecId, { onDelete: "restrict" }),
    itemTypeId: integer("item_type_id")
      .notNull()
      .references(() => itemType.itemTypeId, { onDelete: "restrict" }),
    manuId: integer("manu_id")
      .notNull()
      .references(() => manufacturer.manuId, { onDelete: "cascade" }),
    displayOrder: integer("display_order").notNull().default(0),
    itemRegDate: text("item_reg_date").notNull().default(localNow),
    itemUpdate: text("item_update").notNull().default(localNow),
    /** Goes up with every change of what the edit form holds; a save names the one it started from (decision 074). */
    itemRev: integer("item_rev").notNull().default(1),
    /** The edit screen's key of the save that made this revision (decision 114); null after one without. */
    saveKey: text("save_key"),
    /** The adding screen's key (decision 150): an item sent again after a lost answer is one item. */
    sendKey: text("send_key"),
  },
  (t) => [
    index("item_manu_type_order_idx").on(t.manuId, t.itemTypeId, t.displayOrder),
    index("item_order_idx").on(t.displayOrder, t.itemId),
    index("item_type_idx").on(t.itemTypeId),
    index("item_glass_idx").on(t.glassSpecId),
    index("item_save_key_idx").on(t.saveKey).where(sql`${t.saveKey} IS NOT NULL`),
    uniqueIndex("item_send_key_idx").on(t.sendKey),
  ],
);

/**
 * What a stored file belongs to; the owner row is found by (ownerKind, ownerId); SITE files are named
 * by a site_setting document (the greeting's images). TRASH is a file
 * taken off its owner whose R2 object is still to be deleted (docs/decisions/015).
 */
export const FILE_OWNER_KINDS = ["ITEM", "BOARD", "INQUIRY", "EDITOR", "BANNER", "LOGO", "SITE", "TRASH"] as const;
export type FileOwnerKind = (typeof FILE_OWNER_KINDS)[number];

/**
 * 이전 버전 of an item (decision 075): what the edit form held before each save of it, the newest 20
 * per item, like a post's (board_version).
 */
export const itemVersion = sqliteTable(
  "item_version",
  {
    versionId: integer("version_id").primaryKey({ autoIncrement: true }),
    itemId: integer("item_id")
      .notNull()
      .references(() => item.itemId, { onDelete: "cascade" }),
    rev: integer("rev").notNull(),
    itemName: text("item_name").notNull(),
    itemNum: text("item_num"),
    itemUse: text("item_use"),
    itemOutColor: text("item_out_color"),
    itemInColor: text("item_in_color"),
    itemFrameWidth: text("item_frame_width"),
    itemDescription: text("item_description"),
    itemYN: integer("item_yn", { mode: "boolean" }).notNull(),
    freeContent: text("free_content"),
    glassSpecId: integer("glass_spec_id").notNull(),
    itemTypeId: integer("item_type_id").notNull(),
    savedAt: text("saved_at").notNull(),
    replacedBy: text("replaced_by"),
    replacedAt: text("replaced_at").notNull(),
  },
  (t) => [
    uniqueIndex("item_version_item_rev_idx").on(t.itemId, t.rev),
    // The versions replaced within a day, whose editor images stay (decision 143).
    index("item_version_replaced_idx").on(t.replacedAt),
  ],
);

/**
 * A JPEG, PNG or WebP the Cron Trigger has not looked at for metadata yet (decisions 082, 100).
 * Written out literally, so that SQLite sees the query's condition is the partial index's own.
 */
export const uncheckedPicture = (t: { metadataChecked: AnySQLiteColumn; fileType: AnySQLiteColumn }) =>
  sql`${t.metadataChecked} = 0 AND ${t.fileType} IN ('image/jpeg', 'image/png', 'image/webp')`;

export const fileBox = sqliteTable(
  "file_box",
  {
    fileBoxId: integer("file_box_id").primaryKey({ autoIncrement: true }),
    // Stored unique, URL-safe name `<uuid>.<ext>`; never the uploader's name.
    fileName: text("file_name").notNull().unique(),
    r2Key: text("r2_key").notNull().unique(),
    fileOrgName: text("file_org_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    ownerKind: text("owner_kind", { enum: FILE_OWNER_KINDS }).notNull(),
    ownerId: integer("owner_id"),
    isMain: integer("is_main", { mode: "boolean" }).notNull().default(false),
    // Item images: the administrator's order after the main image (then fileBoxId).
    displayOrder: integer("display_order").notNull().default(0),
    fileRegDate: text("file_reg_date").notNull().default(localNow),
    // The Cron Trigger is done with this JPEG (decision 082): a site picture stored before uploads
    // dropped metadata (decision 081) is cleaned once; attachments are only marked.
    metadataChecked: integer("metadata_checked", { mode: "boolean" }).notNull().default(false),
    // An inquiry attachment sent later with the customer's 추가 문의 (decision 103); null otherwise.
    memoId: integer("memo_id").references((): AnySQLiteColumn => inquiryMemo.memoId, { onDelete: "set null" }),
    // An editor image: when the Cron Trigger last found it still used (epoch ms); null until then
    // (decision 143). The images least recently looked at are looked at next.
    useCheckedAt: integer("use_checked_at"),
  },
  (t) => [
    index("file_box_owner_idx").on(t.ownerKind, t.ownerId, t.fileBoxId),
    index("file_box_unchecked_idx").on(t.fileBoxId).where(uncheckedPicture(t)),
    index("file_box_use_checked_idx").on(t.ownerKind, t.useCheckedAt, t.fileBoxId),
  ],
);

export const users = sqliteTable("users", {
  usersId: integer("users_id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  passwordSalt: text("password_salt").notNull(),
  name: text("name").notNull(),
  userTel: text("user_tel"),
  userMail: text("user_mail"),
  role: text("role", { enum: ["ROLE_ADMIN", "ROLE_USER"] })
    .notNull()
    .default("ROLE_USER"),
  createAt: text("create_at").notNull().default(localNow),
});

export const board = sqliteTable(
  "board",
  {
    boardId: integer("board_id").primaryKey({ autoIncrement: true }),
    boardTitle: text("board_title").notNull(),
    boardContent: text("board_content").notNull().default(""),
    boardImage: text("board_image"),
    boardType: text("board_type", { enum: ["NOTICE", "FAQ"] }).notNull(),
    boardYN: yn("board_yn"),
    // The author's name as it was when the post was written; usersId may go when the account does.
    writer: text("writer").notNull().default(""),
    usersId: integer("users_id").references((): AnySQLiteColumn => users.usersId, { onDelete: "set null" }),
    category: text("category").notNull().default("공지사항"),
    boardRegDate: text("board_reg_date").notNull().default(localNow),
    boardUpdate: text("board_update").notNull().default(localNow),
    boardViewCount: integer("board_view_count").notNull().default(0),
    /** 상단 고정 (decision 057): shown above its list on every page, as well as in its place. */
    boardPinned: integer("board_pinned", { mode: "boolean" }).notNull().default(false),
    /** Goes up with every change of what the edit form holds; a save names the one it started from (decision 074). */
    boardRev: integer("board_rev").notNull().default(1),
    /** The edit screen's key of the save that made this revision (decision 114); null after one without. */
    saveKey: text("save_key"),
    /** The adding screen's key (decision 150): a post sent again after a lost answer is one post. */
    sendKey: text("send_key"),
  },
  (t) => [
    index("board_type_yn_reg_idx").on(t.boardType, t.boardYN, t.boardRegDate),
    // The few pinned posts, found without walking a list (partial: only they are in it).
    index("board_pinned_idx").on(t.boardType, t.boardRegDate).where(sql`${t.boardPinned} = 1`),
    index("board_reg_idx").on(t.boardRegDate),
    index("board_update_idx").on(t.boardUpdate),
    index("board_save_key_idx").on(t.saveKey).where(sql`${t.saveKey} IS NOT NULL`),
    uniqueIndex("board_send_key_idx").on(t.sendKey),
  ],
);

/**
 * 이전 버전 (decision 075): what a post held before each save, kept for staff to look at and bring
 * back through the edit form; the newest 20 per post. `rev` is the post's revision that version
 * was; `replacedBy`/`replacedAt` say whose save replaced it and when.
 */
export const boardVersion = sqliteTable(
  "board_version",
  {
    versionId: integer("version_id").primaryKey({ autoIncrement: true }),
    boardId: integer("board_id")
      .notNull()
      .references(() => board.boardId, { onDelete: "cascade" }),
    rev: integer("rev").notNull(),
    boardTitle: text("board_title").notNull(),
    boardContent: text("board_content").notNull(),
    boardYN: text("board_yn", { enum: ["Y", "N"] }).notNull(),
    boardPinned: integer("board_pinned", { mode: "boolean" }).notNull(),
    /** When that version was saved (the post's boardUpdate then). */
    savedAt: text("saved_at").notNull(),
    replacedBy: text("replaced_by"),
    replacedAt: text("replaced_at").notNull(),
  },
  (t) => [
    uniqueIndex("board_version_board_rev_idx").on(t.boardId, t.rev),
    // The versions replaced within a day, whose editor images stay (decision 143).
    index("board_version_replaced_idx").on(t.replacedAt),
  ],
);

export const inquiry = sqliteTable(
  "inquiry",
  {
    inquiryId: integer("inquiry_id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    writer: text("writer"),
    tel: text("tel"),
    email: text("email"),
    addr: text("addr"),
    detailAddr: text("detail_addr"),
    // Names, not ids: an inquiry keeps what the visitor chose even if the product goes away.
    itemName: text("item_name"),
    manuName: text("manu_name"),
    itemTypeName: text("item_type_name"),
    createAt: text("create_at").notNull().default(localNow),
    updateAt: text("update_at").notNull().default(localNow),
    // The back office's workflow (issue 12, decision 032): 신규 → 처리중 → 완료, any way round.
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("신규"),
    // When staff first opened it; null = unread (bold in the inbox).
    readAt: text("read_at"),
    // 담당자 (decision 068): the staff account answering it; null = nobody yet.
    assigneeId: integer("assignee_id").references(() => users.usersId, { onDelete: "set null" }),
    // 내 문의 확인 (decision 071): the customer's own password, PBKDF2 salted with the phone's
    // digits; null = the customer set none and cannot look the inquiry up.
    checkHash: text("check_hash"),
    // When it last became 완료 (an answer, or the status set); null while open. Retention counts
    // from here: past the privacy settings' period it is destroyed (decision 077).
    doneAt: text("done_at"),
    // 문의 유형 (decision 096): a general inquiry or an A/S request; the inbox filters by it.
    inquiryType: text("inquiry_type", { enum: INQUIRY_TYPES }).notNull().default("GENERAL"),
    // The 시행일 of the 개인정보처리방침 in force when the customer agreed to it by sending the
    // inquiry (decision 101); null before policies were dated, or for inquiries sent before.
    privacyEffectiveDate: text("privacy_effective_date"),
    // The sending form's own key (Idempotency-Key, decision 106): the same form sent again after its
    // answer was lost finds this row instead of storing a second one. Null without JavaScript.
    sendKey: text("send_key"),
  },
  (t) => [
    uniqueIndex("inquiry_send_key_idx").on(t.sendKey),
    index("inquiry_create_idx").on(t.createAt),
    index("inquiry_type_create_idx").on(t.inquiryType, t.createAt),
    index("inquiry_done_idx").on(t.doneAt),
    index("inquiry_status_create_idx").on(t.status, t.createAt),
    index("inquiry_assignee_create_idx").on(t.assigneeId, t.createAt),
    // 같은 연락처의 문의 (decision 070): the phone number's digits, the expression the lookup uses.
    index("inquiry_tel_digits_idx").on(telDigitsOf(t.tel)),
  ],
);

/** Staff's internal notes on an inquiry, oldest first; an answer is a memo that closes it (완료). */
export const inquiryMemo = sqliteTable(
  "inquiry_memo",
  {
    memoId: integer("memo_id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiry.inquiryId, { onDelete: "cascade" }),
    content: text("content").notNull(),
    // Set when the memo recorded the answer (and the status became 완료).
    isAnswer: integer("is_answer", { mode: "boolean" }).notNull().default(false),
    // Written by the customer on 내 문의 확인 (추가 문의, decision 102), not by staff.
    fromCustomer: integer("from_customer", { mode: "boolean" }).notNull().default(false),
    usersId: integer("users_id").references(() => users.usersId, { onDelete: "set null" }),
    // The author's name as it was, kept when the account goes.
    writer: text("writer"),
    createAt: text("create_at").notNull().default(localNow),
    // A 추가 문의's key from the page (decision 108): sent again after a lost answer, stored once.
    sendKey: text("send_key"),
  },
  (t) => [
    index("inquiry_memo_inquiry_idx").on(t.inquiryId, t.memoId),
    uniqueIndex("inquiry_memo_send_key_idx").on(t.sendKey),
  ],
);

export const calendarEvent = sqliteTable(
  "calendar_event",
  {
    calendarId: integer("calendar_id").primaryKey({ autoIncrement: true }),
    title: text("title"),
    description: text("description"),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location"),
    calendarYN: text("calendar_yn", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    holidays: integer("holidays", { mode: "boolean" }).notNull().default(false),
    scheduleStatus: text("schedule_status", { enum: ["PLANNED", "ONGOING", "COMPLETED", "CANCELED"] }),
    usersId: integer("users_id").references(() => users.usersId, { onDelete: "set null" }),
    writer: text("writer"),
    createAt: text("create_at").notNull().default(localNow),
    updateAt: text("update_at").notNull().default(localNow),
    // Goes up with every update: an edit form saves against the one it opened (decision 085).
    calendarRev: integer("calendar_rev").notNull().default(1),
    // A visit scheduled from an inquiry ("방문 일정 잡기"); the event stays if the inquiry goes.
    inquiryId: integer("inquiry_id").references(() => inquiry.inquiryId, { onDelete: "set null" }),
    // The adding screen's key (decision 111): an event sent again after a lost answer is one event.
    sendKey: text("send_key"),
    // The edit form's key of the save that made this revision (decision 114); null after one without.
    saveKey: text("save_key"),
  },
  (t) => [
    index("calendar_start_idx").on(t.startTime),
    uniqueIndex("calendar_send_key_idx").on(t.sendKey),
    index("calendar_save_key_idx").on(t.saveKey).where(sql`${t.saveKey} IS NOT NULL`),
    index("calendar_end_idx").on(t.endTime),
    // An inquiry's visits (decision 086), and unlinking them when the inquiry goes.
    index("calendar_inquiry_idx").on(t.inquiryId, t.startTime),
  ],
);

export const releaseNote = sqliteTable(
  "release_note",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    createAt: text("create_at").notNull().default(localNow),
    updateAt: text("update_at").notNull().default(localNow),
  },
  (t) => [index("release_create_idx").on(t.createAt)],
);

/**
 * 캘린더 구독 (decision 069): one subscription address per account, kept only as the SHA-256 hash
 * of its secret; a new address replaces the old one.
 */
export const calendarFeed = sqliteTable(
  "calendar_feed",
  {
    usersId: integer("users_id")
      .primaryKey()
      .references(() => users.usersId, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createAt: text("create_at").notNull().default(localNow),
  },
  (t) => [uniqueIndex("calendar_feed_hash_idx").on(t.tokenHash)],
);

/** Refresh tokens, stored only as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshToken = sqliteTable(
  "refresh_token",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    usersId: integer("users_id")
      .notNull()
      .references(() => users.usersId, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
    createdAt: integer("created_at").notNull(),
    /** 로그인된 기기 (decision 079): "Chrome · Windows", from the login's User-Agent; copied on rotation. */
    device: text("device"),
  },
  (t) => [
    uniqueIndex("refresh_token_hash_idx").on(t.tokenHash),
    index("refresh_token_family_idx").on(t.familyId),
    index("refresh_token_user_idx").on(t.usersId),
  ],
);

/**
 * Per-key counters of the abuse limits (failed logins per address, inquiries per address, …):
 * one row per bucket and key for the current window, updated by one conditional UPSERT so every
 * isolate shares them and parallel requests cannot pass the limit (functions/services/rateLimit.ts).
 * Keys are keyed hashes, never an address or a username in clear.
 */
export const rateLimit = sqliteTable(
  "rate_limit",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    /** Unix seconds at which the window ends and the count starts again from zero. */
    resetAt: integer("reset_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_reset_idx").on(t.resetAt)],
);

/**
 * Outgoing mail: one new-inquiry notice per inquiry, addressed to every recipient at once. The
 * request and a Cron Trigger deliver it, retrying with growing delays until SENT or FAILED.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The inquiry the notice is about (deleteInquiry deletes its notice in the same batch).
    inquiryId: integer("inquiry_id"),
    // An answer mailed to the customer: the memo it carries (decision 052); null for staff notices.
    memoId: integer("memo_id"),
    /** A new inquiry's notice to staff, an answer to the customer, or a 담당 배정 (decision 068). */
    kind: text("kind", { enum: ["NOTICE", "ANSWER", "ASSIGNED"] })
      .notNull()
      .default("NOTICE"),
    /** The To line: addresses separated by ", ". */
    recipients: text("recipients").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["PENDING", "SENT", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    /** Epoch ms before which the notice is not tried again (exponential backoff). */
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    lastError: text("last_error"),
    createAt: text("create_at").notNull().default(localNow),
    sentAt: text("sent_at"),
  },
  (t) => [
    index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_inquiry_idx").on(t.inquiryId),
    index("mail_outbox_memo_idx").on(t.memoId),
  ],
);

/**
 * Uploaded objects no owner has claimed yet. A row is written BEFORE its object goes to R2 and is
 * deleted in the same D1 batch that writes the owner's file_box row, so an object whose request
 * died half-way, or a staged upload never submitted, keeps a row here until the scheduled sweep
 * removes both after the grace period (docs/decisions/018-streamed-uploads.md).
 */
export const pendingUpload = sqliteTable(
  "pending_upload",
  {
    uploadId: text("upload_id").primaryKey(),
    /** What it may be attached to: the rules it was checked against. */
    ownerKind: text("owner_kind", { enum: FILE_OWNER_KINDS }).notNull(),
    fileName: text("file_name").notNull().unique(),
    r2Key: text("r2_key").notNull().unique(),
    fileOrgName: text("file_org_name").notNull(),
    fileType: text("file_type").notNull(),
    /** null while the object is being written. */
    fileSize: integer("file_size"),
    /** An R2 multipart upload in progress, aborted by the sweep. */
    r2UploadId: text("r2_upload_id"),
    /** The staff account that staged it; null for a visitor's. */
    usersId: integer("users_id"),
    /** Epoch ms. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("pending_upload_created_idx").on(t.createdAt)],
);

/**
 * One row per section of public content (catalog, boards, calendar). Every admin write gives its
 * sections a new random version; the version is part of every cached public response's key, so a
 * write makes those responses unreachable everywhere without purging (decision 012).
 */
export const contentVersion = sqliteTable("content_version", {
  section: text("section").primaryKey(),
  version: integer("version").notNull(),
});

/** What an audit row records (the screen has a Korean label for each). */
export const AUDIT_ACTIONS = ["login", "login_failed", "create", "update", "delete", "role", "export"] as const;

/**
 * Who did what in the back office, append-only: triggers (end of migration 0007) refuse UPDATE
 * and DELETE. The actor's username and name are copied in, so a row still reads after the account
 * is renamed or deleted. Never a customer's personal data: targets are ids, details hold ids and
 * codes only (docs/decisions/033-audit-log.md).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    auditId: integer("audit_id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(localNow),
    /** null for a failed login (no account signed in). */
    actorId: integer("actor_id"),
    /** The account's username then, or the username a failed login tried. */
    actorUsername: text("actor_username").notNull(),
    actorName: text("actor_name"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** The path segment after /api/admin/ ("items", "manu", "settings", …), or "session". */
    resource: text("resource").notNull(),
    /** The id (or ids, comma-separated) the change was about. */
    targetId: text("target_id"),
    /** Small JSON: the sub-path, a new role, a login's address or reason. */
    detail: text("detail"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorUsername, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_resource_idx").on(t.resource, t.at),
  ],
);
/**
 * The home carousel's slides (issue 12, decision 031): at most five (a trigger of migration
 * banner_logos refuses a sixth). The image is a file_box row of kind BANNER owned by the slide;
 * `imageName` is its stored name. Start and end are Korea days `YYYY-MM-DD`, both included.
 * `mobileImageName` is the optional picture for phones (decision 038), a second BANNER row of the
 * same slide.
 */
export const bannerSlide = sqliteTable("banner_slide", {
  slideId: integer("slide_id").primaryKey({ autoIncrement: true }),
  imageName: text("image_name").notNull().unique(),
  mobileImageName: text("mobile_image_name"),
  imageAlt: text("image_alt").notNull(),
  headline: text("headline").notNull(),
  description: text("description").notNull().default(""),
  linkUrl: text("link_url"),
  displayOrder: integer("display_order").notNull().default(0),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  startDate: text("start_date"),
  endDate: text("end_date"),
  updateAt: text("update_at").notNull().default(localNow),
  // Up with every change of what its form holds (decision 098): saves and deletes name it.
  rev: integer("rev").notNull().default(1),
});

/** The footer's partner and certification logos; the image is a file_box row of kind LOGO. */
export const footerLogo = sqliteTable("footer_logo", {
  logoId: integer("logo_id").primaryKey({ autoIncrement: true }),
  imageName: text("image_name").notNull().unique(),
  name: text("name").notNull(),
  linkUrl: text("link_url"),
  displayOrder: integer("display_order").notNull().default(0),
  updateAt: text("update_at").notNull().default(localNow),
  rev: integer("rev").notNull().default(1),
});

/**
 * The owner's site settings (issue 12, decision 030): one JSON document per key (company, pages),
 * checked by functions/schemas/settings.ts; a missing key reads as its default. `rev` goes up with
 * every save: the settings forms save against the revision they opened (decision 092).
 */
export const siteSetting = sqliteTable("site_setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  rev: integer("rev").notNull().default(1),
  updatedAt: text("updated_at").notNull().default(localNow),
  updatedBy: integer("updated_by").references(() => users.usersId, { onDelete: "set null" }),
});

/**
 * 개인정보처리방침 변경 이력 (decision 093): a policy replaced by one with a later 시행일, kept as it
 * was and shown at /privacy?version=<versionId>, newest first by its id. Never deleted.
 */
export const privacyVersion = sqliteTable("privacy_version", {
  versionId: integer("version_id").primaryKey({ autoIncrement: true }),
  /** Its 시행일, and the last day it applied (the day before the next policy's 시행일). */
  effectiveDate: text("effective_date").notNull(),
  endDate: text("end_date").notNull(),
  html: text("html").notNull(),
  archivedAt: text("archived_at").notNull(),
  archivedBy: integer("archived_by").references(() => users.usersId, { onDelete: "set null" }),
});

/**
 * 2단계 인증 (decision 076): an account's authenticator secret (RFC 6238, SHA-1, 6 digits, 30 s).
 * `enabledAt` is null while the account is still setting it up; `lastStep` is the newest time step
 * a code was accepted for, so a code works once.
 */
export const userTotp = sqliteTable("user_totp", {
  usersId: integer("users_id")
    .primaryKey()
    .references(() => users.usersId, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: text("enabled_at"),
  lastStep: integer("last_step").notNull().default(0),
  createAt: text("create_at").notNull().default(localNow),
});

/** 복구 코드: one-time codes for a lost phone, kept only as SHA-256 hashes. */
export const userRecoveryCode = sqliteTable(
  "user_recovery_code",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    usersId: integer("users_id")
      .notNull()
      .references(() => users.usersId, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [uniqueIndex("user_recovery_code_idx").on(t.usersId, t.codeHash)],
);

/**
 * 방문 통계 (decision 091): page views and visits counted per Korea day, public path, where the
 * visit came from and the kind of device. Nothing that tells one visitor from another is kept: no
 * address, cookie, User-Agent or full referrer. `visits` counts a visit's first page only.
 */
export const siteVisitDaily = sqliteTable(
  "site_visit_daily",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    source: text("source", { enum: ["naver", "google", "daum", "kakao", "other", "direct", "internal"] }).notNull(),
    device: text("device", { enum: ["mobile", "desktop"] }).notNull(),
    views: integer("views").notNull().default(0),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.source, t.device] })],
);
