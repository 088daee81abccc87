// 자주 쓰는 답변 (decision 061): GET and PUT /api/admin/inquiry/replies, one list shared by staff.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, siteSetting } from "../../db/schema";
import { sectionsOfWrite } from "../../functions/cache/sections";
import { DEFAULT_REPLIES } from "../../functions/services/replyTemplates";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

interface Replies {
  replies: { title: string; content: string }[];
}
const read = async (as: LoggedIn) => {
  const res = await callAs(as, "/api/admin/inquiry/replies");
  expect(res.status).toBe(200);
  return (await res.json()) as Replies;
};
const put = (as: LoggedIn, body: unknown, ifMatch?: string) =>
  callAs(as, "/api/admin/inquiry/replies", {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...(ifMatch ? { "If-Match": ifMatch } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const stored = async () =>
  (await db().select().from(siteSetting).where(eq(siteSetting.key, "inquiry-replies")))[0]?.value ?? null;

describe("/api/admin/inquiry/replies", () => {
  it("starts with the default answers, each naming the customer's slot", async () => {
    expect(await read(staff)).toEqual(DEFAULT_REPLIES);
    expect(DEFAULT_REPLIES.replies.map((r) => r.title)).toEqual(["방문 실측 안내", "견적 안내"]);
    for (const r of DEFAULT_REPLIES.replies) expect(r.content).toContain("{고객명}님");
  });

  it("replaces the whole list (trimmed, in order) for every staff account, and records who did", async () => {
    const list = {
      replies: [
        { title: "  A/S 접수 안내 ", content: " {고객명}님, A/S 접수되었습니다.\n기사님이 연락드립니다. " },
        { title: "휴무 안내", content: "주말은 휴무입니다." },
      ],
    };
    const res = await put(staff, list);
    expect(res.status, await res.clone().text()).toBe(200);
    const want = {
      replies: [
        { title: "A/S 접수 안내", content: "{고객명}님, A/S 접수되었습니다.\n기사님이 연락드립니다." },
        { title: "휴무 안내", content: "주말은 휴무입니다." },
      ],
    };
    expect(await res.json()).toEqual(want);
    expect(await read(admin)).toEqual(want);
    expect(JSON.parse((await stored()) ?? "null")).toEqual(want);

    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(row).toMatchObject({ action: "update", resource: "inquiry" });
    expect(JSON.parse(row?.detail ?? "{}")).toEqual({ path: "/replies" });

    // An empty list is a choice too: no saved answers.
    expect((await put(admin, { replies: [] })).status).toBe(200);
    expect(await read(staff)).toEqual({ replies: [] });
  });

  it("refuses a blank or too long title or text, a 21st answer and a bad body, keeping the list", async () => {
    const kept = { replies: [{ title: "유지", content: "그대로 남습니다." }] };
    expect((await put(staff, kept)).status).toBe(200);
    const before = await stored();
    const one = (title: unknown, content: unknown) => ({ replies: [{ title, content }] });
    await expectJsonError(await put(staff, one("  ", "내용")), 400, "자주 쓰는 답변의 제목을 입력해주세요.");
    await expectJsonError(await put(staff, one("제목", " ")), 400, "자주 쓰는 답변의 내용을 입력해주세요.");
    await expectJsonError(
      await put(staff, one("가".repeat(41), "내용")),
      400,
      "자주 쓰는 답변의 제목은 40자 이하로 입력해주세요.",
    );
    await expectJsonError(
      await put(staff, one("제목", "나".repeat(2001))),
      400,
      "자주 쓰는 답변의 내용은 2000자 이하로 입력해주세요.",
    );
    const many = { replies: Array.from({ length: 21 }, (_, i) => ({ title: `답변 ${i}`, content: "내용" })) };
    await expectJsonError(await put(staff, many), 400, "자주 쓰는 답변은 20개까지 저장할 수 있습니다.");
    await expectJsonError(await put(staff, { replies: "목록" }), 400, "자주 쓰는 답변 목록(replies)을 보내주세요.");
    await expectJsonError(await put(staff, "[]"), 400, "자주 쓰는 답변 목록(replies)을 보내주세요.");
    await expectJsonError(await put(staff, "{"), 400, "요청 본문의 JSON 형식이 올바르지 않습니다.");
    expect(await stored()).toBe(before);
    // Twenty is allowed.
    const twenty = { replies: many.replies.slice(0, 20) };
    expect((await put(staff, twenty)).status).toBe(200);
    expect((await read(staff)).replies).toHaveLength(20);
  });

  it("is closed without a token and changes no public page", async () => {
    await expectJsonError(await call("/api/admin/inquiry/replies"), 401);
    await expectJsonError(
      await call("/api/admin/inquiry/replies", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ replies: [] }),
      }),
      401,
    );
    expect(sectionsOfWrite("/api/admin/inquiry/replies")).toEqual([]);
  });

  it("saves against the revision its editor opened: a list saved by someone else meanwhile is a 412, kept", async () => {
    const opened = (await callAs(staff, "/api/admin/inquiry/replies")).headers.get("ETag");
    expect(opened).toMatch(/^"r[1-9][0-9]*"$/);
    const theirs = { replies: [{ title: "다른 직원의 답변", content: "먼저 저장했습니다." }] };
    const first = await put(admin, theirs, opened ?? "");
    expect(first.status).toBe(200);
    const next = first.headers.get("ETag");
    expect(next).not.toBe(opened);

    const mine = { replies: [{ title: "내 답변", content: "나중에 저장합니다." }] };
    const refused = await put(staff, mine, opened ?? "");
    expect(refused.headers.get("ETag")).toBe(next);
    await expectJsonError(
      refused,
      412,
      /^이 화면을 연 뒤 다른 곳에서 자주 쓰는 답변이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/,
    );
    expect(JSON.parse((await stored()) ?? "null")).toEqual(theirs);

    // 내 내용으로 저장: over the revision the refusal named.
    const again = await put(staff, mine, next ?? "");
    expect(again.status).toBe(200);
    expect(await read(admin)).toEqual(mine);
  });
});
