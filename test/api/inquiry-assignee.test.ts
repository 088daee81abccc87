// 담당자 (decision 068): who answers an inquiry. Chosen by any staff account, taken by whoever first
// writes on an inquiry nobody has, shown in the inbox and the detail, filtered by me/none/account,
// counted per account for the dashboard (with 미완료 to list them), in the CSV, let go when the
// account is deleted, and told by mail when someone else chose them.
import { desc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, inquiry, mailOutbox, users } from "../../db/schema";
import { SEED_ADMIN } from "../../db/seed";
import { deliverPendingMail, type OutgoingMail } from "../../functions/services/mail";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bytesOf, db, expectJsonError, seedDatabase } from "../fixtures";

interface Row {
  inquiryId: number;
  title: string;
  assigneeId: number | null;
  assignee: string | null;
}
interface Page {
  content: Row[];
  totalElements: number;
}

let admin: LoggedIn;
let staff: LoggedIn;
let staffId: number;
let adminId: number;
const ids: Record<string, number> = {};

const post = (path: string, body: unknown, as = admin) =>
  callAs(as, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const assign = (inquiryId: number, usersId: number | null, as = admin) =>
  post("/api/admin/inquiry/assignee", { inquiryId, usersId }, as);
const inbox = async (query: string, as = admin) => {
  const res = await callAs(as, `/api/admin/inquiry?size=50&${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const titlesOf = async (query: string, as = admin) => (await inbox(query, as)).content.map((r) => r.title).sort();
const storedAssignee = async (inquiryId: number) =>
  (await db().select({ a: inquiry.assigneeId }).from(inquiry).where(eq(inquiry.inquiryId, inquiryId)).get())?.a;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
  const accounts = await db()
    .select({ usersId: users.usersId, name: users.name, username: users.username })
    .from(users);
  adminId = accounts.find((a) => a.username === SEED_ADMIN.username)?.usersId ?? 0;
  staffId = accounts.find((a) => a.name === "직원1")?.usersId ?? 0;
  await db().delete(inquiry);
  const rows = await db()
    .insert(inquiry)
    .values(
      ["창호 실측 요청", "방충망 교체", "현관문 소음", "베란다 결로"].map((title) => ({
        title,
        content: "<p>문의</p>",
      })),
    )
    .returning({ inquiryId: inquiry.inquiryId, title: inquiry.title });
  for (const r of rows) ids[r.title] = r.inquiryId;
});

describe("/api/admin/inquiry/assignees", () => {
  it("lists every account by name, for staff too, without anything but id and name", async () => {
    const res = await callAs(staff, "/api/admin/inquiry/assignees");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { usersId: number; name: string }[];
    expect(list).toEqual(
      [
        { usersId: adminId, name: SEED_ADMIN.name },
        { usersId: staffId, name: "직원1" },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});

describe("POST /api/admin/inquiry/assignee", () => {
  it("assigns and unassigns; the inbox and the detail show the name", async () => {
    const res = await assign(ids["방충망 교체"] as number, staffId, staff);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("담당자가 지정되었습니다.");
    expect(await storedAssignee(ids["방충망 교체"] as number)).toBe(staffId);

    const row = (await inbox("")).content.find((r) => r.title === "방충망 교체");
    expect(row).toMatchObject({ assigneeId: staffId, assignee: "직원1" });
    const detail = await (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${ids["방충망 교체"]}`)).json();
    expect(detail).toMatchObject({ assigneeId: staffId, assignee: "직원1" });

    const off = await assign(ids["방충망 교체"] as number, null);
    expect(await off.text()).toBe("담당자 지정이 해제되었습니다.");
    expect(await storedAssignee(ids["방충망 교체"] as number)).toBeNull();
    expect((await inbox("")).content.find((r) => r.title === "방충망 교체")).toMatchObject({
      assigneeId: null,
      assignee: null,
    });

    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(audit).toMatchObject({ action: "update", resource: "inquiry", actorUsername: SEED_ADMIN.username });
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({ path: "/assignee" });
  });

  it("refuses an unknown inquiry, an unknown account and a bad body, changing nothing", async () => {
    const target = ids["현관문 소음"] as number;
    await assign(target, adminId);
    await expectJsonError(await assign(999_999, staffId), 404, "문의를 찾을 수 없습니다.");
    await expectJsonError(await assign(target, 999_999), 404, "담당자로 지정할 계정을 찾을 수 없습니다.");
    await expectJsonError(await post("/api/admin/inquiry/assignee", { inquiryId: target }), 400);
    await expectJsonError(await post("/api/admin/inquiry/assignee", { inquiryId: target, usersId: "직원" }), 400);
    expect(await storedAssignee(target)).toBe(adminId);
    await assign(target, null);
  });
});

describe("the inbox's 담당자 filter", () => {
  it("filters by me, none and an account, as each account sees it", async () => {
    await assign(ids["창호 실측 요청"] as number, staffId);
    await assign(ids["현관문 소음"] as number, adminId);
    expect(await titlesOf("assignee=me", staff)).toEqual(["창호 실측 요청"]);
    expect(await titlesOf("assignee=me", admin)).toEqual(["현관문 소음"]);
    expect(await titlesOf(`assignee=${staffId}`, admin)).toEqual(["창호 실측 요청"]);
    expect(await titlesOf("assignee=none")).toEqual(["방충망 교체", "베란다 결로"]);
    expect((await inbox("assignee=none")).totalElements).toBe(2);
    expect(await titlesOf("assignee=none&searchKeyword=결로")).toEqual(["베란다 결로"]);
    expect(await titlesOf("")).toHaveLength(4);
  });

  it("미완료 is 신규 and 처리중 together; new-count gives each account its own open ones", async () => {
    // newestId: the latest inquiry, whose growth the back office's poll tells (decision 072).
    const newestId = Math.max(...Object.values(ids));
    const queue = async (as: LoggedIn) => {
      const answer = (await (await callAs(as, "/api/admin/inquiry/new-count")).json()) as {
        count: number;
        mine: number;
        newestId: number;
      };
      expect(answer.newestId).toBe(newestId);
      return { count: answer.count, mine: answer.mine };
    };
    expect(await queue(staff)).toEqual({ count: 4, mine: 1 });
    expect(await queue(admin)).toEqual({ count: 4, mine: 1 });
    await post("/api/admin/inquiry/status", { inquiryId: ids["현관문 소음"], status: "처리중" });
    expect(await titlesOf(`assignee=me&status=${encodeURIComponent("미완료")}`)).toEqual(["현관문 소음"]);
    expect(await queue(admin)).toEqual({ count: 3, mine: 1 });
    await post("/api/admin/inquiry/status", { inquiryId: ids["현관문 소음"], status: "완료" });
    expect(await titlesOf(`assignee=me&status=${encodeURIComponent("미완료")}`)).toEqual([]);
    expect(await titlesOf(`assignee=me&status=${encodeURIComponent("완료")}`)).toEqual(["현관문 소음"]);
    expect(await queue(admin)).toEqual({ count: 3, mine: 0 });
    // The account list says how many each holds still open.
    const accounts = (await (await callAs(admin, "/api/admin/users/all?page=0&size=50")).json()) as {
      content: { usersId: number; openInquiries: number }[];
    };
    const open = Object.fromEntries(accounts.content.map((a) => [a.usersId, a.openInquiries]));
    expect(open).toEqual({ [adminId]: 0, [staffId]: 1 });
    expect(await titlesOf(`status=${encodeURIComponent("미완료")}`)).toEqual([
      "방충망 교체",
      "베란다 결로",
      "창호 실측 요청",
    ]);
  });

  it("refuses a filter that is not me, none or an account number", async () => {
    for (const bad of ["you", "0", "-1", "1.5"]) {
      await expectJsonError(
        await callAs(admin, `/api/admin/inquiry?assignee=${bad}`),
        400,
        "담당자 조건은 me, none 또는 관리자 번호여야 합니다.",
      );
    }
  });

  it("exports the 담당자 column and applies the filter to the CSV", async () => {
    const res = await callAs(admin, "/api/admin/inquiry/export?assignee=me");
    const text = new TextDecoder().decode((await bytesOf(res)).slice(3));
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    const column = rows[0]?.indexOf("담당자") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => [r[2], r[column]])).toEqual([["현관문 소음", SEED_ADMIN.name]]);
  });
});

describe("taking an inquiry up", () => {
  it("makes the first writer of a memo the 담당자 of an inquiry nobody has, and keeps it after", async () => {
    const target = ids["베란다 결로"] as number;
    const memo = (as: LoggedIn, content: string) => post("/api/admin/inquiry/memo", { inquiryId: target, content }, as);
    expect((await memo(staff, "내일 전화 드리기로 함")).status).toBe(201);
    expect(await storedAssignee(target)).toBe(staffId);
    expect((await memo(admin, "통화 완료")).status).toBe(201);
    expect(await storedAssignee(target)).toBe(staffId);
  });

  it("lets the inquiry go when its 담당자's account is deleted", async () => {
    const target = ids["창호 실측 요청"] as number;
    expect(await storedAssignee(target)).toBe(staffId);
    const res = await callAs(admin, `/api/admin/users?usersId=${staffId}`, { method: "DELETE" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await storedAssignee(target)).toBeNull();
    expect(await titlesOf("assignee=none")).toEqual(["방충망 교체", "베란다 결로", "창호 실측 요청"]);
  });
});

describe("the 담당 배정 mail", () => {
  it("tells an account someone else made it the 담당자, by the address of its account", async () => {
    const other = await loginAsStaff();
    const [account] = await db()
      .update(users)
      .set({ userMail: "installer@example.com" })
      .where(eq(users.username, other.username))
      .returning({ usersId: users.usersId, name: users.name });
    const otherId = account?.usersId ?? 0;
    const [row] = await db()
      .insert(inquiry)
      .values({ title: "샷시 누수, 급함", content: "<p>비가 샙니다</p>", writer: "박고객", tel: "010-9999-8888" })
      .returning({ inquiryId: inquiry.inquiryId });
    const target = row?.inquiryId ?? 0;
    const assignedMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, "ASSIGNED"));
    // What the memo queue held before (the cron and waitUntil deliver it): none of this kind.
    expect(await assignedMails()).toEqual([]);

    const res = await assign(target, otherId);
    // No mail service in tests: the mail waits in the outbox (decision 120).
    expect(await res.text()).toBe(
      "담당자가 지정되었습니다. 메일 발송이 설정되지 않아 알림 메일은 보내지 않고 대기합니다.",
    );
    const [mail] = await assignedMails();
    expect(mail).toMatchObject({ inquiryId: target, memoId: null, recipients: "installer@example.com" });
    expect(mail?.subject).toBe("[담당 배정] 샷시 누수, 급함");
    expect(mail?.body).toContain(`${account?.name}님, ${SEED_ADMIN.name}님이`);
    expect(mail?.body).toContain(`/admin/inquiry/${target}`);
    // Nothing a mailbox should hold: no content, no phone.
    expect(mail?.body).not.toContain("비가 샙니다");
    expect(mail?.body).not.toContain("9999");

    const sent: OutgoingMail[] = [];
    await deliverPendingMail(db(), async (m) => {
      sent.push(m);
    });
    expect(sent.filter((m) => m.subject.startsWith("[담당 배정]")).map((m) => m.to)).toEqual([
      ["installer@example.com"],
    ]);

    // The same 담당자 again, oneself, or an account without an address: no mail.
    expect(await (await assign(target, otherId)).text()).toBe("담당자가 지정되었습니다.");
    expect(await (await assign(target, otherId, other)).text()).toBe("담당자가 지정되었습니다.");
    await assign(target, adminId);
    const third = await loginAsStaff();
    const [thirdAccount] = await db()
      .select({ usersId: users.usersId })
      .from(users)
      .where(eq(users.username, third.username));
    expect(await (await assign(target, thirdAccount?.usersId ?? 0)).text()).toBe("담당자가 지정되었습니다.");
    expect(await assignedMails()).toHaveLength(1);
  });
});
