// Edit revisions (decision 074): the admin post and item answer their revision as an ETag; a save
// that sends it back in If-Match is refused with 412 (JSON, Korean, the current ETag) when someone
// saved in between, and then stores nothing: no change, no file row, no object; staged uploads stay
// usable for the save sent again. A save without If-Match (the spec's client) is not checked.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, boardVersion, fileBox, inquiry, inquiryMemo, item, mailOutbox, pendingUpload } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import {
  aroundBatch,
  bucketKeys,
  callWith,
  db,
  dtoForm,
  expectJsonError,
  file,
  PDF,
  PNG,
  request,
  seedDatabase,
} from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

const CHANGED_POST =
  /^이 화면을 연 뒤 다른 곳에서 게시글이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/;
const CHANGED_ITEM =
  /^이 화면을 연 뒤 다른 곳에서 제품이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/;

const ifMatch = (tag: string | null | undefined): HeadersInit => (tag ? { "If-Match": tag } : {});

async function newPost(title: string): Promise<number> {
  const form = dtoForm("createBoardDTO", {
    boardType: "NOTICE",
    boardYN: "Y",
    boardTitle: title,
    boardContent: "<p>처음</p>",
  });
  const res = await callAs(admin, "/api/admin/boards", { method: "POST", body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as number;
}

const savePost = (
  who: LoggedIn,
  dto: Record<string, unknown>,
  tag?: string | null,
  files: Record<string, (File | string)[]> = {},
) =>
  callAs(who, "/api/admin/boards/update", {
    method: "POST",
    body: dtoForm("updateBoardDTO", dto, files),
    headers: ifMatch(tag),
  });

async function postTag(boardId: number, which: "modify" | "detail" = "modify") {
  const path =
    which === "modify" ? `/api/admin/boards/modify?boardId=${boardId}` : `/api/admin/boards/detail/${boardId}`;
  const res = await callAs(staff, path);
  expect(res.status).toBe(200);
  return { tag: res.headers.get("ETag"), body: (await res.json()) as Record<string, unknown> };
}

async function postRow(boardId: number) {
  const [row] = await db().select().from(board).where(eq(board.boardId, boardId));
  return row;
}

const filesOf = (ownerKind: "BOARD" | "ITEM", ownerId: number) =>
  db()
    .select({ fileOrgName: fileBox.fileOrgName, r2Key: fileBox.r2Key })
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, ownerKind), eq(fileBox.ownerId, ownerId)));

async function stageAs(who: LoggedIn, purpose: "BOARD" | "ITEM", f: File): Promise<string> {
  const form = new FormData();
  form.append("file", f);
  const res = await callAs(who, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadId: string }).uploadId;
}

describe("a post's revision", () => {
  it("is the ETag of its admin answers, outside the JSON, and goes up with every save", async () => {
    const boardId = await newPost("리비전 확인");
    const modify = await postTag(boardId);
    expect(modify.tag).toBe('"r1"');
    expect(modify.body).not.toHaveProperty("rev");
    expect((await postTag(boardId, "detail")).tag).toBe('"r1"');

    const res = await savePost(staff, { boardId, boardTitle: "한 번 고침" }, modify.tag);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(boardId);
    expect(res.headers.get("ETag")).toBe('"r2"');
    expect((await postTag(boardId)).tag).toBe('"r2"');
    expect(await postRow(boardId)).toMatchObject({ boardTitle: "한 번 고침", boardRev: 2 });
  });

  it("refuses a save started from an older revision with 412, storing nothing, and takes it again with the new ETag", async () => {
    const boardId = await newPost("동시에 고치는 글");
    const { tag: opened } = await postTag(boardId);
    // Someone else saves first.
    expect((await savePost(admin, { boardId, boardTitle: "먼저 저장한 제목" }, opened)).status).toBe(200);
    const before = await postRow(boardId);
    const keysBefore = (await bucketKeys()).sort();
    const uploadId = await stageAs(staff, "BOARD", file(PDF, "미리 올린 견적.pdf", "application/pdf"));

    const refused = await savePost(
      staff,
      { boardId, boardTitle: "늦게 저장한 제목", boardContent: "<p>늦은 본문</p>" },
      opened,
      {
        files: [file(PNG, "현장.png", "image/png")],
        uploadIds: [uploadId],
      },
    );
    expect(refused.headers.get("ETag")).toBe('"r2"');
    await expectJsonError(refused, 412, CHANGED_POST);
    // Nothing of the refused save: the row, its files and the bucket as they were.
    expect(await postRow(boardId)).toEqual(before);
    expect(await filesOf("BOARD", boardId)).toEqual([]);
    expect((await bucketKeys()).filter((k) => !keysBefore.includes(k))).toHaveLength(1); // the staged PDF only
    const [staged] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId));
    expect(staged?.uploadId).toBe(uploadId);

    // 내 내용으로 저장: the same save with the ETag the refusal gave, the staged file included.
    const again = await savePost(staff, { boardId, boardTitle: "늦게 저장한 제목" }, refused.headers.get("ETag"), {
      uploadIds: [uploadId],
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).toBe('"r3"');
    expect(await postRow(boardId)).toMatchObject({ boardTitle: "늦게 저장한 제목", boardRev: 3 });
    expect((await filesOf("BOARD", boardId)).map((f) => f.fileOrgName)).toEqual(["미리 올린 견적.pdf"]);
  });

  it("is not checked without If-Match (the spec's client) or with *, and an If-Match naming no revision of ours never matches", async () => {
    const boardId = await newPost("조건 없는 저장");
    expect((await savePost(admin, { boardId, boardTitle: "고침 1" })).status).toBe(200);
    expect((await savePost(admin, { boardId, boardTitle: "고침 2" }, "*")).status).toBe(200);
    expect((await savePost(admin, { boardId, boardTitle: "고침 3" }, 'W/"r9", "r3"')).status).toBe(200);
    expect((await postRow(boardId))?.boardRev).toBe(4);
    for (const tag of ['"abc"', '"r0"', "r4", '"r5"']) {
      await expectJsonError(await savePost(admin, { boardId, boardTitle: "안 됨" }, tag), 412, CHANGED_POST);
    }
    expect(await postRow(boardId)).toMatchObject({ boardTitle: "고침 3", boardRev: 4 });
  });

  it("answers 404, not 412, for a post deleted meanwhile", async () => {
    const boardId = await newPost("지워질 글");
    const { tag } = await postTag(boardId);
    await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" });
    await expectJsonError(
      await savePost(staff, { boardId, boardTitle: "없는 글" }, tag),
      404,
      "게시글을 찾을 수 없습니다.",
    );
  });

  it("catches a save landing between the check and the write (412, the new files taken back)", async () => {
    const boardId = await newPost("경합하는 글");
    const { tag } = await postTag(boardId);
    const keysBefore = (await bucketKeys()).sort();
    // The real D1, with another save landing just before the save's own batch.
    let landed = false;
    const racing = aroundBatch(env.DB, async (statements, run) => {
      if (!landed && statements.length >= 3) {
        landed = true;
        await db().update(board).set({ boardTitle: "끼어든 저장", boardRev: 2 }).where(eq(board.boardId, boardId));
      }
      return run();
    });
    const form = dtoForm(
      "updateBoardDTO",
      { boardId, boardTitle: "밀린 저장" },
      { files: [file(PDF, "밀린.pdf", "application/pdf")] },
    );
    const res = await callWith(
      request("/api/admin/boards/update", {
        method: "POST",
        body: form,
        headers: { Authorization: staff.authorization, "If-Match": tag ?? "" },
      }),
      { DB: racing },
    );
    expect(landed).toBe(true);
    expect(res.headers.get("ETag")).toBe('"r2"');
    await expectJsonError(res, 412, CHANGED_POST);
    expect(await postRow(boardId)).toMatchObject({ boardTitle: "끼어든 저장", boardRev: 2 });
    // Nor a kept version of the post (decision 075): the copy names the revision read, too.
    expect(await db().select().from(boardVersion).where(eq(boardVersion.boardId, boardId))).toEqual([]);
    expect(await filesOf("BOARD", boardId)).toEqual([]);
    expect((await bucketKeys()).sort()).toEqual(keysBefore);
  });
});

describe("an item's revision", () => {
  const ITEM = 3;
  const saveItem = (dto: Record<string, unknown>, tag?: string | null, mainFile?: File) =>
    callAs(staff, "/api/admin/items/update", {
      method: "POST",
      body: dtoForm("updateItemDTO", { itemId: ITEM, ...dto }, mainFile ? { mainFile: [mainFile] } : {}),
      headers: ifMatch(tag),
    });
  const itemTag = async () => (await callAs(staff, `/api/admin/items/modify?itemId=${ITEM}`)).headers.get("ETag");
  const itemRow = async () => (await db().select().from(item).where(eq(item.itemId, ITEM)))[0];

  it("goes up with a save and with 공개/비공개 from the list, not with the images managed in place", async () => {
    const opened = await itemTag();
    expect(opened).toMatch(/^"r\d+"$/);
    const detail = await callAs(staff, `/api/admin/items/detail?itemId=${ITEM}`);
    expect(detail.headers.get("ETag")).toBe(opened);
    expect(await detail.json()).not.toHaveProperty("rev");

    // An image added in place (saved at once) does not make the open form stale.
    const images = new FormData();
    images.append("files", file(PNG, "추가.png", "image/png"));
    expect(
      (await callAs(staff, `/api/admin/items/images?itemId=${ITEM}`, { method: "POST", body: images })).status,
    ).toBe(200);
    const saved = await saveItem({ itemName: "리비전 이중창" }, opened);
    expect(await saved.text()).toBe("수정되었습니다.");
    const afterSave = saved.headers.get("ETag");
    expect(afterSave).not.toBe(opened);
    expect(await itemTag()).toBe(afterSave);

    // 공개/비공개 from the list changes what the form holds: a form opened before is stale.
    const visibility = await callAs(admin, "/api/admin/items/visibility", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ itemIds: [ITEM], itemYN: false }),
    });
    expect(visibility.status).toBe(200);
    const before = await itemRow();
    const keysBefore = (await bucketKeys()).sort();
    const refused = await saveItem(
      { itemName: "늦은 이름", itemYN: true },
      afterSave,
      file(PNG, "새 대표.png", "image/png"),
    );
    expect(refused.headers.get("ETag")).toBe(await itemTag());
    await expectJsonError(refused, 412, CHANGED_ITEM);
    expect(await itemRow()).toEqual(before);
    expect(before).toMatchObject({ itemName: "리비전 이중창", itemYN: false });
    expect((await bucketKeys()).sort()).toEqual(keysBefore);
  });

  it("is not checked without If-Match, and a copy starts at revision 1", async () => {
    const res = await saveItem({ itemName: "조건 없이 고친 창" });
    expect(await res.text()).toBe("수정되었습니다.");
    expect((await itemRow())?.itemName).toBe("조건 없이 고친 창");
    const copy = await callAs(staff, `/api/admin/items/copy?itemId=${ITEM}`, { method: "POST" });
    const { itemId } = (await copy.json()) as { itemId: number };
    expect((await callAs(staff, `/api/admin/items/modify?itemId=${itemId}`)).headers.get("ETag")).toBe('"r1"');
  });
});

describe("an inquiry's memo history", () => {
  const NEWER_MEMO =
    /^이 화면을 연 뒤 새 메모가 등록되었습니다\((직원\d+|관리자|[^,]+), \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 등록하지 않았습니다\.$/;

  async function newInquiry(): Promise<number> {
    const [row] = await db()
      .insert(inquiry)
      .values({
        title: "동시 답변 문의",
        content: "<p>견적</p>",
        writer: "고객",
        tel: "010-2222-3333",
        email: "c@example.com",
      })
      .returning({ inquiryId: inquiry.inquiryId });
    return row?.inquiryId ?? 0;
  }
  const memo = (who: LoggedIn, body: Record<string, unknown>, tag?: string | null) =>
    callAs(who, "/api/admin/inquiry/memo", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...ifMatch(tag) },
      body: JSON.stringify(body),
    });
  const openedTag = async (inquiryId: number) =>
    (await callAs(staff, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).headers.get("ETag");
  const memosOf = (inquiryId: number) => db().select().from(inquiryMemo).where(eq(inquiryMemo.inquiryId, inquiryId));

  it("is the detail's ETag (its newest memo), and a memo's answer names the next one", async () => {
    const inquiryId = await newInquiry();
    expect(await openedTag(inquiryId)).toBe('"r0"');
    const first = await memo(staff, { inquiryId, content: "전화 예정" }, '"r0"');
    expect(first.status).toBe(201);
    const [row] = await memosOf(inquiryId);
    expect(first.headers.get("ETag")).toBe(`"r${row?.memoId}"`);
    expect(await openedTag(inquiryId)).toBe(first.headers.get("ETag"));
    // The same screen writes again with the answer's ETag, without reloading.
    expect((await memo(staff, { inquiryId, content: "통화 완료" }, first.headers.get("ETag"))).status).toBe(201);
    expect(await memosOf(inquiryId)).toHaveLength(2);
  });

  it("refuses an answer written after a memo the writer did not see: 412, no memo, no status change, no mail", async () => {
    const inquiryId = await newInquiry();
    const opened = await openedTag(inquiryId);
    const other = await memo(admin, { inquiryId, content: "제가 답변하겠습니다" });
    expect(other.status).toBe(201);
    const before = await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId)).get();

    const refused = await memo(staff, { inquiryId, content: "견적은 30만원입니다.", answer: true, mail: true }, opened);
    expect(refused.headers.get("ETag")).toBe(other.headers.get("ETag"));
    const message = await expectJsonError(refused, 412, NEWER_MEMO);
    expect(message).toContain("관리자");
    expect((await memosOf(inquiryId)).map((m) => m.content)).toEqual(["제가 답변하겠습니다"]);
    expect(await db().select().from(inquiry).where(eq(inquiry.inquiryId, inquiryId)).get()).toEqual(before);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId))).toEqual([]);

    // 그래도 답변 등록: over the memo the refusal named.
    const again = await memo(
      staff,
      { inquiryId, content: "견적은 30만원입니다.", answer: true, mail: true },
      refused.headers.get("ETag"),
    );
    expect(again.status).toBe(201);
    expect(
      await db().select({ status: inquiry.status }).from(inquiry).where(eq(inquiry.inquiryId, inquiryId)).get(),
    ).toEqual({ status: "완료" });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId))).toHaveLength(1);
  });

  it("is not checked without If-Match (the spec's client)", async () => {
    const inquiryId = await newInquiry();
    await memo(admin, { inquiryId, content: "먼저" });
    expect((await memo(staff, { inquiryId, content: "조건 없이" })).status).toBe(201);
    expect(await memosOf(inquiryId)).toHaveLength(2);
  });
});
