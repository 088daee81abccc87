// Admin inquiries (SPEC §7 "Admin: inquiries", API-SHAPES §8): the paged list, the dashboard
// list, the detail with attachments, downloads and previews, delete. The new-inquiry notice is in
// mail-outbox.test.ts.
import { env } from "cloudflare:test";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, calendarEvent, fileBox, inquiry, inquiryMemo, mailOutbox } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, bytesOf, call, db, expectJsonError, file, PDF, PNG, seedDatabase, ZIP } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const DELETED = "문의 내용이 정상적으로 삭제 되었습니다.";
const NOT_FOUND = "문의를 찾을 수 없습니다.";
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
// status, readAt and manuName: the inbox's workflow (decision 032); assignee: 담당자 (decision 068).
const ROW_KEYS = [
  "assignee",
  "assigneeId",
  "createAt",
  "inquiryId",
  // 일반 1:1 문의 or A/S 문의 (decision 096).
  "inquiryType",
  "manuName",
  // The next visit still to come (decision 088).
  "nextVisit",
  "readAt",
  "repeatCustomer",
  "status",
  "title",
  "writer",
];
const UNREAD_NEW = {
  status: "신규",
  readAt: null,
  manuName: null,
  assigneeId: null,
  assignee: null,
  repeatCustomer: false,
  nextVisit: null,
  inquiryType: "GENERAL",
};
const DETAIL_KEYS = [
  "addr",
  "assignee",
  "assigneeId",
  // The customer chose a password for 내 문의 확인 (decision 071).
  "checkable",
  "content",
  "createAt",
  "detailAddr",
  // When it became 완료, and the day it will be destroyed (decision 077).
  "doneAt",
  "email",
  "inquiryFiles",
  "inquiryId",
  "inquiryType",
  "itemName",
  "itemTypeName",
  // Whether a mailed answer leaves now or waits for a mail service (decision 120).
  "mailConfigured",
  "manuName",
  "memos",
  // The 개인정보처리방침 the customer agreed to (decision 101).
  "privacyEffectiveDate",
  "privacyVersionId",
  "purgeOn",
  "readAt",
  // The same customer's other inquiries (decision 070).
  "sameCustomer",
  "status",
  "tel",
  "title",
  "updateAt",
  // The visits scheduled from it (decision 086).
  "visits",
  "writer",
];

interface Row {
  inquiryId: number;
  title: string;
  writer: string | null;
  createAt: string;
}
interface Page {
  content: Row[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}
interface Detail extends Row {
  content: string;
  tel: string | null;
  email: string | null;
  inquiryFiles: { id: number; fileBoxId: number; fileOrgName: string; fileName: string }[];
}

let admin: LoggedIn;
const get = (path: string) => callAs(admin, path);
const ids = (rows: Row[]) => rows.map((r) => r.inquiryId);

/** The public inquiry form's multipart body. */
function inquiryForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  const all = {
    title: "",
    content: "",
    writer: "",
    tel: "",
    email: "",
    addr: "",
    detailAddr: "",
    itemName: "",
    manuName: "",
    itemTypeName: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const f of files) form.append("files", f);
  return form;
}

/** Sends a public inquiry and returns the stored row's id. */
async function submitInquiry(fields: Record<string, string>, files: File[] = []): Promise<number> {
  const res = await call("/api/inquiry", { method: "POST", body: inquiryForm(fields, files) });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(DONE);
  return inquiryIdByTitle(fields.title ?? "");
}

async function inquiryIdByTitle(title: string): Promise<number> {
  const rows = await db().select({ inquiryId: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, title));
  expect(rows).toHaveLength(1);
  return rows[0]?.inquiryId ?? 0;
}

function filesOf(inquiryId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, inquiryId)))
    .orderBy(asc(fileBox.fileBoxId));
}

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const at = (day: string) => ({ createAt: `${day}T09:00:00`, updateAt: `${day}T09:00:00` });
  await db()
    .insert(inquiry)
    .values([
      { title: "첫 번째 문의", content: "<p>1</p>", writer: "김하나", ...at("2026-11-01") },
      { title: "두 번째 문의", content: "<p>2</p>", writer: "이둘", ...at("2026-11-05") },
      { title: "세 번째 문의", content: "<p>3</p>", writer: "박셋", ...at("2026-11-03") },
      { title: "네 번째 문의", content: "<p>4</p>", writer: "최넷", ...at("2026-11-05") },
      { title: "연락처만 남긴 문의", content: "<p>5</p>", writer: null, tel: "010-5555-5555", ...at("2026-10-30") },
      { title: "여섯 번째 문의", content: "<p>6</p>", writer: "정여섯", ...at("2026-11-04") },
    ]);
});

describe("GET /api/admin/inquiry", () => {
  it("answers 401 JSON without a token", async () => {
    await expectJsonError(await call("/api/admin/inquiry"), 401, "로그인이 필요한 서비스 입니다.");
  });

  it("lists rows {inquiryId, title, writer, createAt}, newest first, 10 per page by default", async () => {
    const res = await get("/api/admin/inquiry");
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    // Same createAt: the later id first.
    expect(ids(page.content)).toEqual([4, 2, 6, 3, 1, 5]);
    expect(page).toMatchObject({ totalElements: 6, totalPages: 1, number: 0, size: 10 });
    expect(Object.keys(page.content[0] ?? {}).sort()).toEqual(ROW_KEYS);
    expect(page.content[0]).toEqual({
      inquiryId: 4,
      title: "네 번째 문의",
      writer: "최넷",
      createAt: "2026-11-05T09:00:00",
      ...UNREAD_NEW,
    });
    expect(page.content[5]).toEqual({
      inquiryId: 5,
      title: "연락처만 남긴 문의",
      writer: null,
      createAt: "2026-10-30T09:00:00",
      ...UNREAD_NEW,
    });
  });

  it("pages by the size the screen sends (5)", async () => {
    const second = (await (await get("/api/admin/inquiry?page=1&size=5")).json()) as Page;
    expect(ids(second.content)).toEqual([5]);
    expect(second).toMatchObject({ totalPages: 2, number: 1, size: 5 });
    await expectJsonError(await get("/api/admin/inquiry?size=0"), 400, "size는 1 이상이어야 합니다.");
  });

  it("gives the dashboard at most 2 rows, newest first (/simple)", async () => {
    const res = await get("/api/admin/inquiry/simple");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(ids(rows)).toEqual([4, 2]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(ROW_KEYS);
  });
});

describe("GET /api/admin/inquiry/detail?inquiryId= and the attachment calls", () => {
  let inquiryId: number;

  beforeAll(async () => {
    inquiryId = await submitInquiry(
      {
        title: "첨부가 있는 문의",
        content: "<p>도면과 사진을 첨부합니다.</p>",
        writer: "홍길동",
        tel: "010-1234-5678",
        email: "hong@example.com",
        addr: "경기도 화성시 동탄대로 100",
        detailAddr: "101동 1001호",
        itemName: "슈퍼세이브 242",
        manuName: "한빛 프리미엄",
        itemTypeName: "발코니 이중창",
      },
      [file(PDF, "현장 도면.pdf", "application/pdf"), file(PNG, "현장 사진.png", "image/png"), file(ZIP, "자료.zip")],
    );
  });

  it("gives every field and the attachments as {id, fileBoxId, fileOrgName, fileName}", async () => {
    const res = await get(`/api/admin/inquiry/detail?inquiryId=${inquiryId}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Detail;
    expect(Object.keys(detail).sort()).toEqual(DETAIL_KEYS);
    expect(detail).toMatchObject({
      inquiryId,
      title: "첨부가 있는 문의",
      content: "<p>도면과 사진을 첨부합니다.</p>",
      writer: "홍길동",
      tel: "010-1234-5678",
      email: "hong@example.com",
      addr: "경기도 화성시 동탄대로 100",
      detailAddr: "101동 1001호",
      itemName: "슈퍼세이브 242",
      manuName: "한빛 프리미엄",
      itemTypeName: "발코니 이중창",
    });
    expect(detail.createAt).toMatch(DATE_TIME);
    expect((detail as unknown as { updateAt: string }).updateAt).toMatch(DATE_TIME);
    const rows = await filesOf(inquiryId);
    expect(detail.inquiryFiles).toEqual(
      rows.map((f) => ({ id: f.fileBoxId, fileBoxId: f.fileBoxId, fileOrgName: f.fileOrgName, fileName: f.fileName })),
    );
    expect(detail.inquiryFiles.map((f) => f.fileOrgName)).toEqual(["현장 도면.pdf", "현장 사진.png", "자료.zip"]);
  });

  it("gives null for fields the visitor left empty and [] without attachments", async () => {
    const detail = (await (await get("/api/admin/inquiry/detail?inquiryId=5")).json()) as Detail;
    expect(detail).toMatchObject({ writer: null, email: null, tel: "010-5555-5555", inquiryFiles: [] });
    expect(Object.keys(detail).sort()).toEqual(DETAIL_KEYS);
  });

  it("answers 404 JSON for an unknown id and 400 JSON for a missing one", async () => {
    await expectJsonError(await get("/api/admin/inquiry/detail?inquiryId=9999"), 404, NOT_FOUND);
    await expectJsonError(await get("/api/admin/inquiry/detail"), 400);
  });

  it("downloads an attachment with its bytes under the original name", async () => {
    const [pdf] = await filesOf(inquiryId);
    const res = await get(`/api/admin/inquiry/files/download/${pdf?.fileBoxId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const encoded = encodeURIComponent("현장 도면.pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    );
    expect(await bytesOf(res)).toEqual(PDF);
  });

  it("previews images and pdf inline, other kinds as attachments", async () => {
    const [pdf, png, zip] = await filesOf(inquiryId);
    const pdfRes = await get(`/api/admin/inquiry/files/preview/${pdf?.fileBoxId}`);
    expect(pdfRes.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(await bytesOf(pdfRes)).toEqual(PDF);
    const pngRes = await get(`/api/admin/inquiry/files/preview/${png?.fileBoxId}`);
    expect(pngRes.headers.get("content-type")).toBe("image/png");
    expect(pngRes.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(await bytesOf(pngRes)).toEqual(PNG);
    const zipRes = await get(`/api/admin/inquiry/files/preview/${zip?.fileBoxId}`);
    expect(zipRes.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await bytesOf(zipRes)).toEqual(ZIP);
  });

  it("never hands out a board attachment; unknown ids are 404 JSON", async () => {
    const [boardFile] = await db()
      .insert(fileBox)
      .values({
        fileName: `${crypto.randomUUID()}.png`,
        r2Key: `board/${crypto.randomUUID()}.png`,
        fileOrgName: "공지 이미지.png",
        fileType: "image/png",
        fileSize: PNG.byteLength,
        ownerKind: "BOARD",
        ownerId: inquiryId,
      })
      .returning();
    if (boardFile) await env.BUCKET.put(boardFile.r2Key, PNG);
    for (const kind of ["download", "preview"]) {
      await expectJsonError(
        await get(`/api/admin/inquiry/files/${kind}/${boardFile?.fileBoxId}`),
        404,
        "파일을 찾을 수 없습니다.",
      );
      await expectJsonError(await get(`/api/admin/inquiry/files/${kind}/99999`), 404, "파일을 찾을 수 없습니다.");
    }
  });

  it("deletes the inquiry with its file rows and objects, answering the shown text", async () => {
    const keys = (await filesOf(inquiryId)).map((f) => f.r2Key);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await bucketKeys()).toContain(key);

    const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(DELETED);
    expect(await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId))).toEqual([]);
    expect(await filesOf(inquiryId)).toEqual([]);
    const left = await bucketKeys();
    for (const key of keys) expect(left).not.toContain(key);
    await expectJsonError(await get(`/api/admin/inquiry/detail?inquiryId=${inquiryId}`), 404, NOT_FOUND);
    // The other inquiries stay.
    expect(ids(((await (await get("/api/admin/inquiry")).json()) as Page).content)).toEqual([4, 2, 6, 3, 1, 5]);
  });

  it("answers 404 JSON when deleting an unknown inquiry and 400 JSON without an id", async () => {
    await expectJsonError(
      await callAs(admin, `/api/admin/inquiry?inquiryId=${inquiryId}`, { method: "DELETE" }),
      404,
      NOT_FOUND,
    );
    await expectJsonError(await callAs(admin, "/api/admin/inquiry", { method: "DELETE" }), 400);
    expect(await db().select().from(inquiry)).toHaveLength(6);
  });
});

describe("DELETE /api/admin/inquiry/bulk (the inbox's 선택 삭제)", () => {
  const json = (body: unknown) => ({
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const bulk = (body: unknown) => callAs(admin, "/api/admin/inquiry/bulk", json(body));
  const countOf = async () => (await db().select({ id: inquiry.inquiryId }).from(inquiry)).length;

  it("deletes the chosen inquiries with their files, memos and mail, keeps their visits unlinked, and nothing else", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const fields = (title: string) => ({
      title,
      content: "<p>견적 문의</p>",
      writer: "홍길동",
      email: "hong@example.com",
    });
    const a = await submitInquiry(fields(`스팸 A ${tag}`), [file(PNG, "a.png", "image/png")]);
    const b = await submitInquiry(fields(`스팸 B ${tag}`), [file(PDF, "b.pdf", "application/pdf")]);
    const kept = await submitInquiry(fields(`진짜 문의 ${tag}`), [file(ZIP, "c.zip", "application/zip")]);
    const memo = await callAs(admin, "/api/admin/inquiry/memo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ inquiryId: a, content: "전화해 보니 광고였음" }),
    });
    expect(memo.status).toBe(201);
    const visit = await callAs(admin, "/api/admin/calendar", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `방문 ${tag}`,
        startTime: "2026-12-02T10:00",
        endTime: "2026-12-02T11:00",
        inquiryId: b,
      }),
    });
    expect(visit.status).toBe(201);
    const [scheduled] = await db()
      .select({ calendarId: calendarEvent.calendarId })
      .from(calendarEvent)
      .where(eq(calendarEvent.title, `방문 ${tag}`));
    const keysOf = async (id: number) => (await filesOf(id)).map((f) => f.r2Key);
    const [keysA, keysB, keysKept] = [await keysOf(a), await keysOf(b), await keysOf(kept)];
    expect([keysA.length, keysB.length, keysKept.length]).toEqual([1, 1, 1]);
    const before = await countOf();

    // An id twice counts once.
    const res = await bulk([a, b, a]);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("선택한 문의 2건을 삭제했습니다.");

    expect(await countOf()).toBe(before - 2);
    expect(
      await db()
        .select()
        .from(inquiry)
        .where(inArray(inquiry.inquiryId, [a, b])),
    ).toEqual([]);
    expect([...(await filesOf(a)), ...(await filesOf(b))]).toEqual([]);
    expect(await db().select().from(inquiryMemo).where(eq(inquiryMemo.inquiryId, a))).toEqual([]);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.inquiryId, [a, b])),
    ).toEqual([]);
    const left = await bucketKeys();
    for (const key of [...keysA, ...keysB]) expect(left).not.toContain(key);
    expect(left).toContain(keysKept[0]);
    // The visit stays, without its link or what it said (decision 138).
    const [event] = await db()
      .select()
      .from(calendarEvent)
      .where(eq(calendarEvent.calendarId, scheduled?.calendarId ?? 0));
    expect(event).toMatchObject({
      title: "방문 일정 (삭제된 문의)",
      inquiryId: null,
      startTime: "2026-12-02T10:00:00",
    });
    // The one not chosen is whole.
    const detail = (await (await get(`/api/admin/inquiry/detail?inquiryId=${kept}`)).json()) as Detail;
    expect(detail.title).toBe(`진짜 문의 ${tag}`);
    expect(detail.inquiryFiles).toHaveLength(1);
    // The audit log names both.
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
    expect(audit).toMatchObject({ action: "delete", resource: "inquiry" });
    expect(audit?.targetId?.split(",").map(Number).sort()).toEqual([a, b].sort());
  });

  it("deletes nothing when one id is unknown, and refuses an empty list, a non-array and 101 ids", async () => {
    const one = await submitInquiry({
      title: `남아야 할 문의 ${crypto.randomUUID().slice(0, 6)}`,
      content: "<p>x</p>",
      writer: "김",
    });
    const before = await countOf();
    await expectJsonError(
      await bulk([one, 999_999]),
      404,
      "삭제할 문의를 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 선택해주세요.",
    );
    await expectJsonError(await bulk([]), 400, "삭제할 문의를 선택해주세요.");
    await expectJsonError(await bulk({ inquiryId: one }), 400, "삭제할 문의 번호 목록을 JSON 배열로 보내주세요.");
    await expectJsonError(
      await bulk(Array.from({ length: 101 }, (_, i) => i + 1)),
      400,
      "한 번에 100건까지 삭제할 수 있습니다.",
    );
    await expectJsonError(await bulk(["abc"]), 400);
    expect(await countOf()).toBe(before);
    await expectJsonError(await call("/api/admin/inquiry/bulk", json([one])), 401);
    expect(await countOf()).toBe(before);
  });
});
