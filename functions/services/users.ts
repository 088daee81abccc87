// Administrator accounts and the signed-in account's own profile (SPEC §7 "Admin: users and
// profile", API-SHAPES §11). No answer ever carries passwordHash or passwordSalt.
import { and, asc, count, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiry, users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../auth/password";
import { ROLE_DESCRIPTIONS, type Role } from "../auth/tokens";
import { badRequest, conflict, found } from "../lib/errors";
import { type PageRequest, toPage } from "../lib/paging";
import { type ProfileInput, type RegisterInput, USER_MESSAGES } from "../schemas/users";

const userColumns = {
  usersId: users.usersId,
  username: users.username,
  name: users.name,
  role: users.role,
  userTel: users.userTel,
  userMail: users.userMail,
};

/** The roles offered by the administrator screens, ROLE_USER first. */
const ROLE_ORDER: readonly Role[] = ["ROLE_USER", "ROLE_ADMIN"];

export function listRoles() {
  return ROLE_ORDER.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] }));
}

export function isRole(value: string): value is Role {
  return (ROLE_ORDER as readonly string[]).includes(value);
}

/** A new administrator (ROLE_ADMIN) with a hashed password; a taken username is 409. */
export async function registerAdmin(db: Db, input: RegisterInput): Promise<number> {
  const taken = () => conflict(USER_MESSAGES.usernameTaken);
  const [existing] = await db.select({ usersId: users.usersId }).from(users).where(eq(users.username, input.username));
  if (existing) throw taken();
  const inserted = await db
    .insert(users)
    .values({
      username: input.username,
      name: input.name,
      userTel: input.userTel,
      userMail: input.userMail,
      role: "ROLE_ADMIN",
      ...(await hashPassword(input.password)),
    })
    // Two registrations of one username at once: the unique index lets only one in.
    .onConflictDoNothing({ target: users.username })
    .returning({ usersId: users.usersId });
  const row = inserted[0];
  if (!row) throw taken();
  return row.usersId;
}

export async function getUser(db: Db, usersId: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.usersId, usersId));
  return row;
}

/**
 * The account's inquiries not yet 완료 (담당자, decision 068), through the index on the 담당자.
 * The account's id is named with its table: in a one-table select Drizzle writes columns bare.
 */
const openInquiries =
  sql<number>`(SELECT count(*) FROM ${inquiry} WHERE ${inquiry}.assignee_id = ${users}.users_id AND ${inquiry}.status <> '완료')`.mapWith(
    Number,
  );

/** Accounts by usersId, one page, each with how many open inquiries it holds. */
export async function listUsers(db: Db, q: PageRequest) {
  const [rows, [total]] = await db.batch([
    db
      .select({ ...userColumns, openInquiries })
      .from(users)
      .orderBy(asc(users.usersId))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(users),
  ]);
  return toPage(rows, total?.n ?? 0, q);
}

/** True while the row is not an administrator, or another administrator remains. */
const anotherAdminRemains: SQL = sql`(SELECT count(*) FROM ${users} WHERE ${users.role} = 'ROLE_ADMIN') > 1`;
const keepsAnAdmin = or(ne(users.role, "ROLE_ADMIN"), anotherAdminRemains);

/**
 * Deletes an account. Posts and events it wrote stay (their usersId becomes null, the writer
 * name stays); its refresh tokens go with it. The delete is one conditional statement, so two
 * administrators deleting each other at once cannot leave none.
 */
export async function deleteUser(db: Db, actorId: number, usersId: number): Promise<void> {
  if (usersId === actorId) throw badRequest(USER_MESSAGES.deleteSelf);
  const deleted = await db
    .delete(users)
    .where(and(eq(users.usersId, usersId), keepsAnAdmin))
    .returning({ usersId: users.usersId });
  if (deleted.length > 0) return;
  found(await getUser(db, usersId), USER_MESSAGES.notFound);
  throw conflict(USER_MESSAGES.lastAdminDelete);
}

/**
 * Changes an account's role; an unknown role or account is 400 `권한 변경 실패`, demoting the
 * last administrator is 409. Promotion needs no check, demotion the same one as deletion.
 */
export async function changeRole(db: Db, usersId: number, roleType: string): Promise<void> {
  if (!isRole(roleType)) throw badRequest(USER_MESSAGES.roleChangeFailed);
  const updated = await db
    .update(users)
    .set({ role: roleType })
    .where(and(eq(users.usersId, usersId), roleType === "ROLE_ADMIN" ? undefined : keepsAnAdmin))
    .returning({ usersId: users.usersId });
  if (updated.length > 0) return;
  if (!(await getUser(db, usersId))) throw badRequest(USER_MESSAGES.roleChangeFailed);
  throw conflict(USER_MESSAGES.lastAdminDemote);
}

async function credentialsOf(db: Db, usersId: number) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, passwordSalt: users.passwordSalt })
    .from(users)
    .where(eq(users.usersId, usersId));
  return row;
}

/**
 * The profile of the signed-in account, after it re-entered its username and password; null on
 * any mismatch (the caller answers one 400, telling nothing about which part was wrong).
 */
export async function checkProfile(db: Db, usersId: number, username: string, password: string) {
  const row = await credentialsOf(db, usersId);
  // The hash is computed even on a wrong username, so both failures take the same time.
  const passwordOk = row ? await verifyPassword(password, row.passwordHash, row.passwordSalt) : false;
  if (!row || row.username !== username || !passwordOk) return null;
  return {
    userId: row.usersId,
    username: row.username,
    name: row.name,
    userTel: row.userTel,
    userMail: row.userMail,
    role: row.role,
  };
}

/** The signed-in account's password, asked again before 2단계 인증 changes: true, or null when wrong. */
export async function checkPassword(db: Db, usersId: number, password: string): Promise<true | null> {
  const row = found(await credentialsOf(db, usersId), USER_MESSAGES.notFound);
  return (await verifyPassword(password, row.passwordHash, row.passwordSalt)) ? true : null;
}

/** Updates only name, userTel and userMail of the account; username and role never change here. */
export async function updateProfile(db: Db, usersId: number, input: ProfileInput): Promise<void> {
  const updated = await db
    .update(users)
    .set({ name: input.name, userTel: input.userTel, userMail: input.userMail })
    .where(eq(users.usersId, usersId))
    .returning({ usersId: users.usersId });
  found(updated[0], USER_MESSAGES.notFound);
}

/**
 * Changes the account's own password after checking the current one: true when changed, null
 * when the current password is wrong (the caller counts the failure and answers 400). Revoking
 * the account's other sessions is the caller's next step (it needs the request's refresh cookie).
 */
export async function changePassword(
  db: Db,
  usersId: number,
  currentPassword: string,
  newPassword: string,
): Promise<true | null> {
  const row = found(await credentialsOf(db, usersId), USER_MESSAGES.notFound);
  if (!(await verifyPassword(currentPassword, row.passwordHash, row.passwordSalt))) return null;
  if (currentPassword === newPassword) throw badRequest(USER_MESSAGES.samePassword);
  const updated = await db
    .update(users)
    .set(await hashPassword(newPassword))
    // Only if nobody changed the password in between.
    .where(and(eq(users.usersId, usersId), eq(users.passwordHash, row.passwordHash)))
    .returning({ usersId: users.usersId });
  if (!updated[0]) throw conflict("비밀번호가 방금 변경되었습니다. 다시 시도해주세요.");
  return true;
}
