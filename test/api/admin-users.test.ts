// Administrator management (SPEC §7 "Admin: users and profile", API-SHAPES §11): register,
// detail, delete, roles, role change and the paged list; the signed-in account's own profile
// check and edit; and the own-password change that ends the account's other sessions.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, calendarEvent, refreshToken, users } from "../../db/schema";
import { verifyPassword } from "../../functions/auth/password";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff, loginWith } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

const USER_KEYS = ["name", "role", "userMail", "userTel", "username", "usersId"];
const PROFILE_KEYS = ["name", "role", "userId", "userMail", "userTel", "username"];

interface User {
  usersId: number;
  username: string;
  name: string;
  role: string;
  userTel: string | null;
  userMail: string | null;
}
interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

let admin: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const json = (body: unknown, method = "POST"): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Reads a JSON answer and asserts no password material is in it. */
async function jsonOf<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(text).not.toMatch(/password|salt/i);
  return JSON.parse(text) as T;
}

async function expectText(res: Response, text: string, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await res.text()).toBe(text);
}

const userRow = async (usersId: number) => (await db().select().from(users).where(eq(users.usersId, usersId)))[0];
const userCount = async () => (await db().select({ id: users.usersId }).from(users)).length;

let registered = 0;
const registerBody = (over: Record<string, unknown> = {}) => {
  registered += 1;
  return {
    username: `manager${registered}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    password: "manager1234!",
    name: `매니저${registered}`,
    userTel: "010-1234-5678",
    userMail: `manager${registered}@portal.example.com`,
    ...over,
  };
};

/** Registers an administrator through the API; returns its row. */
async function register(over: Record<string, unknown> = {}) {
  const body = registerBody(over);
  await expectText(await callAs(admin, "/api/admin/users/register", json(body)), "관리자 등록 성공", 201);
  const [row] = await db().select().from(users).where(eq(users.username, body.username));
  if (!row) throw new Error("registered row missing");
  return { ...row, password: body.password };
}

describe("POST /api/admin/users/register", () => {
  it("creates a ROLE_ADMIN account with a hashed password that can log in", async () => {
    const before = await userCount();
    const row = await register({ name: "  김관리  " });
    expect(await userCount()).toBe(before + 1);
    expect(row).toMatchObject({ role: "ROLE_ADMIN", name: "김관리", userTel: "010-1234-5678" });
    expect(row.passwordHash).not.toContain(row.password);
    expect(row.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(await verifyPassword(row.password, row.passwordHash, row.passwordSalt)).toBe(true);
    const session = await loginWith(row.username, row.password);
    expect(session.authorization).toMatch(/^Bearer /);
  });

  it("answers 409 with a Korean message when the username is taken", async () => {
    const before = await userCount();
    const res = await callAs(admin, "/api/admin/users/register", json(registerBody({ username: "admin@example.com" })));
    await expectJsonError(res, 409, "이미 사용 중인 아이디입니다.");
    expect(await userCount()).toBe(before);
    // The seeded account is untouched.
    expect((await userRow(1))?.name).toBe("관리자");
  });

  it("answers 400 with a Korean message to a missing, blank or malformed field", async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ username: undefined }, "아이디(이메일)를 입력해주세요."],
      [{ username: "" }, "아이디(이메일)를 입력해주세요."],
      [{ username: "not-an-email" }, /이메일 주소/],
      [{ password: undefined }, "비밀번호를 입력해주세요."],
      [{ password: "short12" }, "비밀번호는 8자 이상이어야 합니다."],
      [{ name: "   " }, "이름을 입력해주세요."],
      [{ name: undefined }, "이름을 입력해주세요."],
      [{ userTel: undefined }, "연락처를 입력해주세요."],
      [{ userMail: null }, "메일을 입력해주세요."],
      [{ userMail: "portal" }, /메일/],
      [{ name: 42 }, /이름/],
    ];
    for (const [over, message] of cases) {
      const res = await callAs(admin, "/api/admin/users/register", json(registerBody(over)));
      await expectJsonError(res, 400, message);
    }
    const unreadable = await callAs(admin, "/api/admin/users/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    await expectJsonError(unreadable, 400);
    expect(await userCount()).toBe(before);
  });
});

describe("GET /api/admin/users and /all and /roles", () => {
  it("answers one account's detail without password fields", async () => {
    const user = await jsonOf<User>(await callAs(admin, "/api/admin/users?usersId=1"));
    expect(user).toEqual({
      usersId: 1,
      username: "admin@example.com",
      name: "관리자",
      role: "ROLE_ADMIN",
      userTel: "010-0000-0000",
      userMail: "admin@example.com",
    });
  });

  it("answers 404 to an unknown id and 400 to a missing or malformed one", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/users?usersId=999999"),
      404,
      "관리자 정보를 찾을 수 없습니다.",
    );
    await expectJsonError(await callAs(admin, "/api/admin/users"), 400);
    await expectJsonError(await callAs(admin, "/api/admin/users?usersId=abc"), 400);
  });

  it("answers exactly the two roles", async () => {
    expect(await jsonOf(await callAs(admin, "/api/admin/users/roles"))).toEqual([
      { name: "ROLE_USER", description: "사용자" },
      { name: "ROLE_ADMIN", description: "관리자" },
    ]);
  });

  it("pages the accounts by usersId, 5 per page by default", async () => {
    while ((await userCount()) < 7) await register();
    const all = (await db().select().from(users)).map((u) => u.usersId).sort((a, b) => a - b);
    const first = await jsonOf<Page<User>>(await callAs(admin, "/api/admin/users/all?page=0"));
    expect(first.size).toBe(5);
    expect(first.totalElements).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 5));
    expect(first.content.map((u) => u.usersId)).toEqual(all.slice(0, 5));
    // The list also says how many open inquiries each account holds (decision 068).
    for (const u of first.content) expect(Object.keys(u).sort()).toEqual([...USER_KEYS, "openInquiries"].sort());
    expect(first.content[0]).toMatchObject({ usersId: 1, username: "admin@example.com", role: "ROLE_ADMIN" });
    const second = await jsonOf<Page<User>>(await callAs(admin, "/api/admin/users/all?page=1&size=5"));
    expect(second.content.map((u) => u.usersId)).toEqual(all.slice(5, 10));
    const past = await jsonOf<Page<User>>(await callAs(admin, "/api/admin/users/all?page=50&size=5"));
    expect(past.content).toEqual([]);
    await expectJsonError(await callAs(admin, "/api/admin/users/all?page=-1"), 400);
  });

  it("answers 403 to staff (ROLE_USER) and changes nothing", async () => {
    const staff = await loginAsStaff();
    await expectJsonError(await callAs(staff, "/api/admin/users/all"), 403);
    const before = await userCount();
    await expectJsonError(await callAs(staff, "/api/admin/users/register", json(registerBody())), 403);
    expect(await userCount()).toBe(before);
  });
});

describe("PATCH /api/admin/users/role", () => {
  it("changes the role and answers the text the client shows", async () => {
    const row = await register();
    await expectText(
      await callAs(admin, `/api/admin/users/role?userId=${row.usersId}&roleType=ROLE_USER`, { method: "PATCH" }),
      "권한 변경 완료",
    );
    expect((await userRow(row.usersId))?.role).toBe("ROLE_USER");
    await expectText(
      await callAs(admin, `/api/admin/users/role?userId=${row.usersId}&roleType=ROLE_ADMIN`, { method: "PATCH" }),
      "권한 변경 완료",
    );
    expect((await userRow(row.usersId))?.role).toBe("ROLE_ADMIN");
  });

  it("answers 400 `권한 변경 실패` to an unknown role or user and changes nothing", async () => {
    const row = await register();
    for (const query of [
      `userId=${row.usersId}&roleType=ROLE_SUPER`,
      `userId=${row.usersId}&roleType=role_user`,
      `userId=${row.usersId}`,
      "userId=999999&roleType=ROLE_USER",
      "userId=abc&roleType=ROLE_USER",
      "roleType=ROLE_USER",
      `usersId=${row.usersId}&roleType=ROLE_USER`,
    ]) {
      const res = await callAs(admin, `/api/admin/users/role?${query}`, { method: "PATCH" });
      await expectJsonError(res, 400, "권한 변경 실패");
    }
    expect((await userRow(row.usersId))?.role).toBe("ROLE_ADMIN");
  });
});

describe("DELETE /api/admin/users", () => {
  it("deletes an account that wrote posts and events; they stay, without the account", async () => {
    const row = await register({ name: "퇴사자" });
    const session = await loginWith(row.username, row.password);
    const created = await callAs(
      session,
      "/api/admin/calendar",
      json({ title: "퇴사자 일정", startTime: "2027-01-05T00:00", endTime: "2027-01-05T00:00" }),
    );
    expect(created.status).toBe(201);
    const [post] = await db()
      .insert(board)
      .values({ boardTitle: "퇴사자 공지", boardType: "NOTICE", writer: "퇴사자", usersId: row.usersId })
      .returning();
    expect(await db().select().from(refreshToken).where(eq(refreshToken.usersId, row.usersId))).toHaveLength(1);

    await expectText(
      await callAs(admin, `/api/admin/users?usersId=${row.usersId}`, { method: "DELETE" }),
      "관리자 정보가 삭제 되었습니다.",
    );
    expect(await userRow(row.usersId)).toBeUndefined();
    const [keptPost] = await db()
      .select()
      .from(board)
      .where(eq(board.boardId, post?.boardId ?? 0));
    expect(keptPost).toMatchObject({ boardTitle: "퇴사자 공지", writer: "퇴사자", usersId: null });
    const [keptEvent] = await db().select().from(calendarEvent).where(eq(calendarEvent.title, "퇴사자 일정"));
    expect(keptEvent).toMatchObject({ writer: "퇴사자", usersId: null });
    expect(await db().select().from(refreshToken).where(eq(refreshToken.usersId, row.usersId))).toEqual([]);
    // The deleted account can no longer refresh or log in.
    const refreshed = await call("/api/auth", {
      method: "POST",
      headers: { Origin: "http://localhost", Cookie: session.cookie },
    });
    expect(refreshed.status).toBe(401);
    await expect(loginWith(row.username, row.password)).rejects.toThrow(/401/);
  });

  it("answers 400 to deleting your own account, 404 to an unknown id", async () => {
    const before = await userCount();
    await expectJsonError(
      await callAs(admin, "/api/admin/users?usersId=1", { method: "DELETE" }),
      400,
      "본인 계정은 삭제할 수 없습니다.",
    );
    await expectJsonError(
      await callAs(admin, "/api/admin/users?usersId=999999", { method: "DELETE" }),
      404,
      "관리자 정보를 찾을 수 없습니다.",
    );
    await expectJsonError(await callAs(admin, "/api/admin/users", { method: "DELETE" }), 400);
    expect(await userCount()).toBe(before);
  });

  it("deletes a staff account", async () => {
    const staff = await loginAsStaff();
    const [row] = await db().select().from(users).where(eq(users.username, staff.username));
    await expectText(
      await callAs(admin, `/api/admin/users?usersId=${row?.usersId}`, { method: "DELETE" }),
      "관리자 정보가 삭제 되었습니다.",
    );
    expect(await userRow(row?.usersId ?? 0)).toBeUndefined();
  });
});

describe("the last administrator", () => {
  it("can be neither demoted nor deleted (409); a demoted administrator's old token is refused (403)", async () => {
    // Make every account but a fresh administrator B a ROLE_USER. The seeded admin's token still
    // says ROLE_ADMIN (tokens live ~15 minutes), but the guard reads the role again from D1.
    const b = await register({ name: "마지막 관리자" });
    const bSession = await loginWith(b.username, b.password);
    await db().update(users).set({ role: "ROLE_USER" }).where(eq(users.role, "ROLE_ADMIN"));
    await db().update(users).set({ role: "ROLE_ADMIN" }).where(eq(users.usersId, b.usersId));
    const admins = () => db().select({ id: users.usersId }).from(users).where(eq(users.role, "ROLE_ADMIN"));
    expect(await admins()).toEqual([{ id: b.usersId }]);

    await expectJsonError(
      await callAs(admin, `/api/admin/users/role?userId=${b.usersId}&roleType=ROLE_USER`, { method: "PATCH" }),
      403,
      /접근 권한이 없습니다/,
    );
    await expectJsonError(
      await callAs(bSession, `/api/admin/users/role?userId=${b.usersId}&roleType=ROLE_USER`, { method: "PATCH" }),
      409,
      /마지막 관리자/,
    );
    await expectJsonError(
      await callAs(bSession, `/api/admin/users?usersId=${b.usersId}`, { method: "DELETE" }),
      400,
      /본인 계정/,
    );
    expect(await userRow(b.usersId)).toMatchObject({ role: "ROLE_ADMIN" });

    // Once a second administrator exists, B may be demoted.
    await expectText(
      await callAs(bSession, "/api/admin/users/role?userId=1&roleType=ROLE_ADMIN", { method: "PATCH" }),
      "권한 변경 완료",
    );
    await expectText(
      await callAs(admin, `/api/admin/users/role?userId=${b.usersId}&roleType=ROLE_USER`, { method: "PATCH" }),
      "권한 변경 완료",
    );
    expect(await admins()).toEqual([{ id: 1 }]);
    // Promote everyone back for the tests below.
    await db().update(users).set({ role: "ROLE_ADMIN" }).where(eq(users.username, b.username));
  });
});

describe("POST /api/admin/info/check", () => {
  it("answers the signed-in account's profile when username and password match", async () => {
    const profile = await jsonOf<Record<string, unknown>>(
      await callAs(admin, "/api/admin/info/check?username=admin%40example.com&password=admin1234!", {
        method: "POST",
      }),
    );
    expect(Object.keys(profile).sort()).toEqual(PROFILE_KEYS);
    expect(profile).toEqual({
      userId: 1,
      username: "admin@example.com",
      name: "관리자",
      userTel: "010-0000-0000",
      userMail: "admin@example.com",
      role: "ROLE_ADMIN",
    });
  });

  it("answers 400 `사용자 정보를 잘못 입력하셨습니다.` to a wrong password, another account or a body", async () => {
    const other = await register();
    for (const query of [
      "username=admin%40example.com&password=wrong-password",
      `username=${encodeURIComponent(other.username)}&password=${encodeURIComponent(other.password)}`,
      "username=admin%40example.com",
      "password=admin1234!",
      "username=&password=admin1234!",
      "",
    ]) {
      const res = await callAs(admin, `/api/admin/info/check?${query}`, { method: "POST" });
      await expectJsonError(res, 400, "사용자 정보를 잘못 입력하셨습니다.");
    }
    // Query only: credentials in a JSON body are not read.
    const res = await callAs(
      admin,
      "/api/admin/info/check",
      json({ username: "admin@example.com", password: "admin1234!" }),
    );
    await expectJsonError(res, 400, "사용자 정보를 잘못 입력하셨습니다.");
  });

  it("works for staff on their own account", async () => {
    const staff = await loginAsStaff();
    const profile = await jsonOf<{ username: string; role: string }>(
      await callAs(staff, `/api/admin/info/check?username=${encodeURIComponent(staff.username)}&password=staff1234!`, {
        method: "POST",
      }),
    );
    expect(profile).toMatchObject({ username: staff.username, role: "ROLE_USER", userTel: null, userMail: null });
  });
});

describe("POST /api/admin/info", () => {
  it("updates only name, userTel and userMail of the signed-in account, whatever the body says", async () => {
    const staff = await loginAsStaff();
    const [me] = await db().select().from(users).where(eq(users.username, staff.username));
    if (!me) throw new Error("staff row missing");
    const seededBefore = await userRow(1);
    const res = await callAs(
      staff,
      "/api/admin/info",
      json({
        userId: 1,
        usersId: 1,
        username: "hijack@example.com",
        name: "  새 이름 ",
        userTel: "010-9999-8888",
        userMail: "new@portal.example.com",
        role: "ROLE_ADMIN",
        passwordHash: "00",
        extra: "ignored",
      }),
    );
    await expectText(res, "정보 수정이 완료 되었습니다.");
    expect(await userRow(me.usersId)).toEqual({
      ...me,
      name: "새 이름",
      userTel: "010-9999-8888",
      userMail: "new@portal.example.com",
    });
    // The account named by the body's userId is untouched.
    expect(await userRow(1)).toEqual(seededBefore);
    // Still ROLE_USER: administrator management stays closed.
    await expectJsonError(await callAs(staff, "/api/admin/users/all"), 403);
  });

  it("clears userTel and userMail when blank and requires a name", async () => {
    const staff = await loginAsStaff();
    const [me] = await db().select().from(users).where(eq(users.username, staff.username));
    await expectText(
      await callAs(staff, "/api/admin/info", json({ name: "직원", userTel: "", userMail: null })),
      "정보 수정이 완료 되었습니다.",
    );
    expect(await userRow(me?.usersId ?? 0)).toMatchObject({ name: "직원", userTel: null, userMail: null });
    for (const body of [{ name: "" }, { userTel: "010" }, { name: "직원", userMail: "not-mail" }]) {
      await expectJsonError(await callAs(staff, "/api/admin/info", json(body)), 400);
    }
    expect(await userRow(me?.usersId ?? 0)).toMatchObject({ name: "직원", userTel: null, userMail: null });
  });
});

describe("POST /api/admin/info/password", () => {
  const origin = { Origin: "http://localhost" };
  const refreshWith = (cookie: string) => call("/api/auth", { method: "POST", headers: { ...origin, Cookie: cookie } });

  it("changes the password and ends the account's other sessions only", async () => {
    const row = await register({ password: "first-pass-1" });
    const first = await loginWith(row.username, "first-pass-1");
    const second = await loginWith(row.username, "first-pass-1");
    const res = await callAs(first, "/api/admin/info/password", {
      ...json({ currentPassword: "first-pass-1", newPassword: "second-pass-2" }),
      headers: { "Content-Type": "application/json", Cookie: first.cookie },
    });
    await expectText(res, "비밀번호가 변경되었습니다.");

    const stored = await userRow(row.usersId);
    expect(await verifyPassword("second-pass-2", stored?.passwordHash ?? "", stored?.passwordSalt ?? "")).toBe(true);
    expect((await refreshWith(first.cookie)).status).toBe(200);
    await expectJsonError(await refreshWith(second.cookie), 401);
    await expect(loginWith(row.username, "first-pass-1")).rejects.toThrow(/401/);
    const again = await loginWith(row.username, "second-pass-2");
    expect(again.authorization).toMatch(/^Bearer /);
  });

  it("answers 400 to a wrong current password, a short or unchanged new one; nothing changes", async () => {
    const row = await register({ password: "keep-pass-1" });
    const session = await loginWith(row.username, "keep-pass-1");
    const other = await loginWith(row.username, "keep-pass-1");
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: "wrong-pass-1", newPassword: "new-pass-123" }, "현재 비밀번호가 올바르지 않습니다."],
      [{ currentPassword: "keep-pass-1", newPassword: "short7!" }, "새 비밀번호는 8자 이상이어야 합니다."],
      [{ currentPassword: "keep-pass-1" }, "새 비밀번호를 입력해주세요."],
      [{ newPassword: "new-pass-123" }, "현재 비밀번호를 입력해주세요."],
      [{ currentPassword: "keep-pass-1", newPassword: "keep-pass-1" }, "새 비밀번호는 현재 비밀번호와 달라야 합니다."],
    ];
    for (const [body, message] of cases) {
      const res = await callAs(session, "/api/admin/info/password", {
        ...json(body),
        headers: { "Content-Type": "application/json", Cookie: session.cookie },
      });
      await expectJsonError(res, 400, message);
    }
    const stored = await userRow(row.usersId);
    expect(stored?.passwordHash).toBe(row.passwordHash);
    // The other session was not ended by the failed attempts.
    expect((await refreshWith(other.cookie)).status).toBe(200);
  });

  it("lets staff change their own password", async () => {
    const staff = await loginAsStaff();
    const res = await callAs(staff, "/api/admin/info/password", {
      ...json({ currentPassword: "staff1234!", newPassword: "staff-new-5678" }),
      headers: { "Content-Type": "application/json", Cookie: staff.cookie },
    });
    await expectText(res, "비밀번호가 변경되었습니다.");
    expect((await loginWith(staff.username, "staff-new-5678")).authorization).toMatch(/^Bearer /);
  });
});

describe("anonymous callers", () => {
  it("get 401 from users and profile calls", async () => {
    await expectJsonError(await call("/api/admin/users/roles"), 401);
    await expectJsonError(
      await call("/api/admin/info/check?username=admin%40example.com&password=admin1234!", { method: "POST" }),
      401,
    );
  });
});
