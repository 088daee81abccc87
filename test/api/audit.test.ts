// The audit log (issue 12, decisions 033, 118): a row for every kind of back-office change and every
// login, naming the record changed, append-only, no customer data, readable by administrators only.
import { createScheduledController, env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_LABEL, describeDetail, describeTarget } from "../../app/admin/audit/labels";
import {
  auditLog,
  calendarEvent,
  glassSpec,
  inquiry,
  itemType,
  mailOutbox,
  manufacturer,
  users,
} from "../../db/schema";
import { SEED_ADMIN } from "../../db/seed";
import { DEFAULT_COMPANY } from "../../functions/schemas/settings";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn & { username: string };
let adminId: number;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
  const [row] = await db().select().from(users).where(eq(users.username, SEED_ADMIN.username));
  adminId = row?.usersId ?? 0;
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** The newest row, after the call that should have written it. */
async function lastRow() {
  const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
  return row;
}

async function expectOk(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** The row a successful call wrote: who, what, on which resource and id. */
async function expectRecorded(
  res: Response,
  want: { action: string; resource: string; targetId: string | null; actor?: string },
) {
  await expectOk(res);
  const row = await lastRow();
  expect({
    actorUsername: row?.actorUsername,
    action: row?.action,
    resource: row?.resource,
    targetId: row?.targetId,
  }).toEqual({
    actorUsername: want.actor ?? SEED_ADMIN.username,
    action: want.action,
    resource: want.resource,
    targetId: want.targetId,
  });
  return row;
}

/** A multipart call as the back office sends it: the DTO as a JSON blob part. */
function postForm(who: LoggedIn, path: string, part: string, dto: unknown) {
  const body = new FormData();
  body.append(part, new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  return callAs(who, path, { method: "POST", body });
}

describe("a row for each kind of change", () => {
  it("records glass, type and manufacturer create/update/delete with their ids", async () => {
    // A create answered with the spec's text still names the new record (decision 118).
    const newGlass = await callAs(admin, "/api/admin/glass?newGlassSpec=77mm", { method: "POST" });
    const [glass] = await db().select().from(glassSpec).where(eq(glassSpec.glassSpecSize, "77mm"));
    const glassId = glass?.glassSpecId ?? 0;
    await expectRecorded(newGlass, { action: "create", resource: "glass", targetId: String(glassId) });
    await expectRecorded(
      await callAs(admin, "/api/admin/glass/update", json("POST", { glassSpecId: glassId, updateGlassSize: "78mm" })),
      { action: "update", resource: "glass", targetId: String(glassId) },
    );
    await expectRecorded(await callAs(admin, `/api/admin/glass?deletedIds=${glassId}`, { method: "DELETE" }), {
      action: "delete",
      resource: "glass",
      targetId: String(glassId),
    });

    const newType = await callAs(admin, "/api/admin/type?itemTypeName=기록용", { method: "POST" });
    const [type] = await db().select().from(itemType).where(eq(itemType.itemTypeName, "기록용"));
    await expectRecorded(newType, { action: "create", resource: "type", targetId: String(type?.itemTypeId) });
    await expectRecorded(
      await callAs(
        admin,
        "/api/admin/type/update",
        json("POST", { itemTypeId: type?.itemTypeId, itemTypeName: "기록용2" }),
      ),
      { action: "update", resource: "type", targetId: String(type?.itemTypeId) },
    );

    // The new id comes from the JSON answer.
    const created = await callAs(admin, "/api/admin/manu", json("POST", { manuName: "기록 제조사" }));
    const [manu] = await db().select().from(manufacturer).where(eq(manufacturer.manuName, "기록 제조사"));
    const manuId = manu?.manuId ?? 0;
    await expectRecorded(created, { action: "create", resource: "manu", targetId: String(manuId) });
    await expectRecorded(await callAs(admin, "/api/admin/manu", json("DELETE", { manuIds: [manuId] })), {
      action: "delete",
      resource: "manu",
      targetId: String(manuId),
    });
  });

  it("records an item created and updated through the multipart form with the item's id", async () => {
    const created = await postForm(staff, "/api/admin/items", "createItemDTO", {
      itemName: "기록 창",
      manuName: "한빛 프리미엄",
      itemYN: true,
      glassSpecId: 1,
      itemTypeId: 1,
    });
    const row = await expectRecorded(created, {
      action: "create",
      resource: "items",
      targetId: expect.stringMatching(/^\d+$/) as unknown as string,
      actor: staff.username,
    });
    const itemId = Number(row?.targetId);
    await expectRecorded(
      await postForm(staff, "/api/admin/items/update", "updateItemDTO", { itemId, itemName: "기록 창 2" }),
      { action: "update", resource: "items", targetId: String(itemId), actor: staff.username },
    );
    await expectRecorded(await callAs(staff, "/api/admin/items", json("DELETE", [itemId])), {
      action: "delete",
      resource: "items",
      targetId: String(itemId),
      actor: staff.username,
    });
  });

  it("records a board post and a calendar event", async () => {
    const created = await postForm(admin, "/api/admin/boards", "createBoardDTO", {
      boardType: "NOTICE",
      boardYN: "Y",
      boardTitle: "기록 공지",
      boardContent: "본문",
    });
    const boardId = await created.clone().json();
    await expectRecorded(created, { action: "create", resource: "boards", targetId: String(boardId) });
    await expectRecorded(await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" }), {
      action: "delete",
      resource: "boards",
      targetId: String(boardId),
    });

    // The new event, not the inquiry it was made from (the body's first `…Id`).
    const event = await callAs(
      admin,
      "/api/admin/calendar",
      json("POST", { title: "기록 일정", startTime: "2026-12-01T10:00", endTime: "2026-12-01T11:00", inquiryId: 1 }),
    );
    const [newEvent] = await db().select().from(calendarEvent).orderBy(desc(calendarEvent.calendarId)).limit(1);
    expect(newEvent?.title).toBe("기록 일정");
    await expectRecorded(event, { action: "create", resource: "calendar", targetId: String(newEvent?.calendarId) });
  });

  it("records an inquiry delete by its id only, never the customer's name, phone or text", async () => {
    const [row] = await db()
      .insert(inquiry)
      .values({
        title: "비밀 제목",
        content: "비밀 내용",
        writer: "홍길동",
        tel: "010-1234-5678",
        email: "hong@example.com",
      })
      .returning();
    const inquiryId = row?.inquiryId ?? 0;
    const audit = await expectRecorded(
      await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" }),
      { action: "delete", resource: "inquiry", targetId: String(inquiryId) },
    );
    const text = JSON.stringify(audit);
    for (const secret of ["비밀", "홍길동", "010-1234-5678", "hong@example.com"]) expect(text).not.toContain(secret);
  });

  it("records a role change with the new role, and one's own profile change", async () => {
    const [target] = await db().select().from(users).where(eq(users.username, staff.username));
    const row = await expectRecorded(
      await callAs(admin, `/api/admin/users/role?userId=${target?.usersId}&roleType=ROLE_ADMIN`, { method: "PATCH" }),
      { action: "role", resource: "users", targetId: String(target?.usersId) },
    );
    expect(JSON.parse(row?.detail ?? "{}")).toMatchObject({ role: "ROLE_ADMIN" });
    await callAs(admin, `/api/admin/users/role?userId=${target?.usersId}&roleType=ROLE_USER`, { method: "PATCH" });

    const profile = await expectRecorded(
      await callAs(admin, "/api/admin/info", json("POST", { name: "관리자", userTel: "010-0000-0000" })),
      { action: "update", resource: "info", targetId: String(adminId) },
    );
    expect(profile?.actorName).toBe("관리자");
    expect(profile?.actorId).toBe(adminId);
  });

  it("records a settings save and a CSV export of the inquiries (issue 12)", async () => {
    const saved = await callAs(
      admin,
      "/api/admin/settings/company",
      json("PUT", { ...DEFAULT_COMPANY, phone: "031-987-6543" }),
    );
    const row = await expectRecorded(saved, { action: "update", resource: "settings", targetId: null });
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ path: "/company" });
    const exported = await callAs(admin, "/api/admin/inquiry/export");
    await expectRecorded(exported, { action: "export", resource: "inquiry", targetId: null });
    // Saving the same document back is recorded too: every save is someone's decision.
    await expectRecorded(await callAs(admin, "/api/admin/settings/company", json("PUT", DEFAULT_COMPANY)), {
      action: "update",
      resource: "settings",
      targetId: null,
    });
  });

  it("records nothing for a refused change or a plain read", async () => {
    const before = await lastRow();
    await expectJsonError(await callAs(admin, "/api/admin/glass/update", json("POST", {})), 400);
    await callAs(admin, "/api/admin/glass");
    expect((await lastRow())?.auditId).toBe(before?.auditId);
  });
});

describe("what 활동 기록 shows for a row (decision 118)", () => {
  /** The newest row as the screen shows it: 작업 | 대상 | 내용, read through GET /api/admin/audit. */
  async function shownLast() {
    const res = await callAs(admin, "/api/admin/audit?size=1");
    const [row] = ((await res.json()) as { content: Parameters<typeof describeTarget>[0][] }).content;
    if (!row) throw new Error("no audit row");
    return `${ACTION_LABEL[row.action]} | ${describeTarget(row)} | ${describeDetail(row)}`;
  }

  it("names the product an image belonged to and says 이미지 삭제 / 대표 이미지 지정", async () => {
    const itemId = 1;
    const form = new FormData();
    form.append("files", file(PNG, "둘째.png", "image/png"));
    const added = await callAs(admin, `/api/admin/items/images?itemId=${itemId}`, { method: "POST", body: form });
    await expectOk(added);
    expect(await shownLast()).toBe(`수정 | 제품 #${itemId} | 이미지 추가`);
    const [first, second] = (await added.json()) as { fileBoxId: number }[];
    const fileBoxId = second?.fileBoxId ?? 0;
    // The image's own number is not the item's: the row must not read as another product.
    expect(fileBoxId).not.toBe(itemId);

    const row = await expectRecorded(
      await callAs(admin, `/api/admin/items/images?fileBoxId=${fileBoxId}`, { method: "DELETE" }),
      { action: "delete", resource: "items", targetId: String(itemId) },
    );
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ path: "/images", image: fileBoxId });
    expect(await shownLast()).toBe(`삭제 | 제품 #${itemId} | 이미지 삭제`);

    await expectRecorded(
      await callAs(admin, `/api/admin/items/images/main?fileBoxId=${first?.fileBoxId}`, { method: "POST" }),
      { action: "update", resource: "items", targetId: String(itemId) },
    );
    expect(await shownLast()).toBe(`수정 | 제품 #${itemId} | 대표 이미지 지정`);
  });

  it("tells a memo from an answer and an answer mailed to the customer, keeping none of their text", async () => {
    const addInquiry = async () => {
      const [row] = await db()
        .insert(inquiry)
        .values({
          title: "기록 문의",
          content: "내용",
          writer: "김고객",
          tel: "010-5555-6666",
          email: "kim@example.com",
        })
        .returning();
      return row?.inquiryId ?? 0;
    };
    const memo = (body: { inquiryId: number; content: string; answer?: boolean; mail?: boolean }) =>
      callAs(admin, "/api/admin/inquiry/memo", json("POST", body));
    const first = await addInquiry();
    await expectOk(await memo({ inquiryId: first, content: "비밀 메모" }));
    expect(await shownLast()).toBe(`수정 | 문의 #${first} | 메모`);
    await expectOk(await memo({ inquiryId: first, content: "비밀 답변", answer: true }));
    expect(await shownLast()).toBe(`수정 | 문의 #${first} | 답변`);
    const second = await addInquiry();
    const mailed = await expectRecorded(
      await memo({ inquiryId: second, content: "비밀 메일 답변", answer: true, mail: true }),
      { action: "update", resource: "inquiry", targetId: String(second) },
    );
    expect(await shownLast()).toBe(`수정 | 문의 #${second} | 답변 (메일 발송)`);
    const text = JSON.stringify(mailed);
    for (const secret of ["비밀", "김고객", "010-5555-6666", "kim@example.com"]) expect(text).not.toContain(secret);

    // 다시 보내기 names the mail's inquiry, not the mail's own number.
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, second));
    await db()
      .update(mailOutbox)
      .set({ status: "FAILED" })
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    const retried = await expectRecorded(
      await callAs(admin, "/api/admin/inquiry/mail-retry", json("POST", { mailId: mail?.id })),
      { action: "update", resource: "inquiry", targetId: String(second) },
    );
    expect(JSON.parse(retried?.detail ?? "{}")).toEqual({ path: "/mail-retry", mail: mail?.id });
    expect(await shownLast()).toBe(`수정 | 문의 #${second} | 메일 다시 보내기`);
  });

  it("words the edits that showed an English path, and names a new account", async () => {
    const [asked] = await db().insert(inquiry).values({ title: "상태", content: "내용", writer: "이고객" }).returning();
    const inquiryId = asked?.inquiryId;
    await expectOk(await callAs(admin, "/api/admin/inquiry/status", json("POST", { inquiryId, status: "처리중" })));
    expect(await shownLast()).toBe(`수정 | 문의 #${inquiryId} | 상태 변경`);
    await expectOk(
      await callAs(admin, "/api/admin/items/update/displayorder?itemId=2&displayId=1", { method: "POST" }),
    );
    expect(await shownLast()).toBe("수정 | 제품 #2 | 표시 순서 변경");

    const account = {
      username: "audit-new@example.com",
      password: "audit-pass-1234",
      name: "기록 관리자",
      userTel: "010-7777-8888",
      userMail: "audit-new@example.com",
    };
    const registered = await callAs(admin, "/api/admin/users/register", json("POST", account));
    const [user] = await db().select().from(users).where(eq(users.username, account.username));
    await expectRecorded(registered, { action: "create", resource: "users", targetId: String(user?.usersId) });
    expect(await shownLast()).toBe(`등록 | 관리자 #${user?.usersId} | `);
    expect((await lastRow())?.detail).toBe(JSON.stringify({ path: "/register" }));
  });

  it("says which product 복제 copied, and that a calendar subscription address was made", async () => {
    const copied = await callAs(admin, "/api/admin/items/copy?itemId=3", { method: "POST" });
    const { itemId } = (await copied.clone().json()) as { itemId: number };
    await expectRecorded(copied, { action: "create", resource: "items", targetId: String(itemId) });
    expect(await shownLast()).toBe(`등록 | 제품 #${itemId} | 제품 #3에서 복제`);
    await expectRecorded(await callAs(admin, "/api/admin/calendar/feed", { method: "POST" }), {
      action: "create",
      resource: "calendar",
      targetId: null,
    });
    expect(await shownLast()).toBe("등록 | 일정 | 구독 주소 만들기");
  });
});

describe("logins", () => {
  const login = (username: string, password: string) =>
    call("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "CF-Connecting-IP": "203.0.113.7" },
      body: JSON.stringify({ username, password }),
    });

  it("records a success with the account and a failure with the attempted username and address", async () => {
    const ok = await login(SEED_ADMIN.username, SEED_ADMIN.password);
    expect(ok.status).toBe(200);
    const success = await lastRow();
    expect(success).toMatchObject({ action: "login", resource: "session", actorId: adminId, actorName: "관리자" });

    expect((await login("nobody@example.com", "wrong-password")).status).toBe(401);
    const failure = await lastRow();
    expect(failure).toMatchObject({ action: "login_failed", actorId: null, actorUsername: "nobody@example.com" });
    expect(JSON.parse(failure?.detail ?? "{}")).toEqual({ address: "203.0.113.7", reason: "credentials" });
    expect(failure?.detail).not.toContain("wrong-password");
  });
});

describe("the table is append-only", () => {
  it("refuses UPDATE and DELETE", async () => {
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'create'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
    expect((await db().select().from(auditLog)).length).toBeGreaterThan(0);
  });
});

describe("GET /api/admin/audit", () => {
  it("is for administrators only", async () => {
    await expectJsonError(await callAs(staff, "/api/admin/audit"), 403, "접근 권한이 없습니다.");
    await expectJsonError(await callAs(staff, "/api/admin/audit/actors"), 403, "접근 권한이 없습니다.");
  });

  it("filters by person, action, resource and Korea date range, newest first, paged", async () => {
    const get = async (query: string) => {
      const res = await callAs(admin, `/api/admin/audit?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        content: { actorUsername: string; action: string; resource: string; at: string }[];
        totalElements: number;
      };
    };
    const byStaff = await get(`actor=${encodeURIComponent(staff.username)}`);
    expect(byStaff.content.map((r) => `${r.action} ${r.resource}`)).toEqual([
      "delete items",
      "update items",
      "create items",
      "login session",
    ]);
    const deletes = await get("action=delete&resource=glass");
    expect(deletes.content.map((r) => r.resource)).toEqual(["glass"]);
    const all = await get("size=2");
    expect(all.content).toHaveLength(2);
    expect(all.totalElements).toBeGreaterThan(10);
    const today = all.content[0]?.at.slice(0, 10) ?? "";
    expect((await get(`from=${today}&to=${today}`)).totalElements).toBe(all.totalElements);
    expect((await get("from=2000-01-01&to=2000-01-31")).totalElements).toBe(0);
    await expectJsonError(await callAs(admin, "/api/admin/audit?from=2026-02-30"), 400, /시작일/);
    await expectJsonError(await callAs(admin, "/api/admin/audit?action=hack"), 400, "작업 종류를 확인해주세요.");

    const actors = (await (await callAs(admin, "/api/admin/audit/actors")).json()) as string[];
    expect(actors).toEqual(expect.arrayContaining([SEED_ADMIN.username, staff.username]));
    expect(actors).not.toContain("nobody@example.com");
  });
});

// Last: its rows inside the period cannot be removed afterwards.
describe("retention (decision 037)", () => {
  it("keeps two years: the scheduled job removes older rows, and only those can be removed", async () => {
    // Korea local time, as the rows are written, shifted by SQLite's own date arithmetic.
    const add = (username: string, shift: string) =>
      env.DB.prepare(
        "INSERT INTO audit_log (at, actor_username, action, resource) " +
          "VALUES (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours', ?), ?, 'update', 'board')",
      )
        .bind(shift, username)
        .run();
    await add("retention-3y", "-3 years");
    await add("retention-2y1d", "-731 days");
    await add("retention-23m", "-700 days");
    const names = async () =>
      (await db().select({ u: auditLog.actorUsername }).from(auditLog))
        .map((r) => r.u)
        .filter((u) => u.startsWith("retention-"));
    const total = (await db().select().from(auditLog)).length;

    // A row inside the period is still guarded, even when it is the only row asked for.
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE actor_username = 'retention-23m'").run()).rejects.toThrow(
      /append-only/,
    );

    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" });
    await worker.scheduled(controller, env);
    expect(await names()).toEqual(["retention-23m"]);
    expect((await db().select().from(auditLog)).length).toBe(total - 2);
  });
});
