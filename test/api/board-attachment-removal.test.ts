// Removing a notice's attachment with its edit save (decision 119): `removeFileBoxIds` in
// updateBoardDTO takes the named attachments off the post in the save's own transaction (one
// revision, one If-Match check, one audit row); their rows and objects are then gone (through the
// trash, decision 015), and the public API, page and download stop showing or serving them. A file
// that is not the post's, a stale If-Match, a save landing in between or a failed D1 write removes
// nothing.
import { env } from "cloudflare:test";
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, board, boardVersion, fileBox } from "../../db/schema";
import { emptyTrash } from "../../functions/services/fileTrash";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import {
  aroundBatch,
  bucketKeys,
  call,
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

let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
});

const NOT_ATTACHED = "삭제할 첨부파일이 이 게시글에 없습니다. 화면을 새로 고친 뒤 다시 시도해주세요.";
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";

/** A public notice with two attachments, made through the API; its id, ETag and files. */
async function postWithTwoFiles(title: string) {
  const form = dtoForm(
    "createBoardDTO",
    { boardType: "NOTICE", boardYN: "Y", boardTitle: title, boardContent: "<p>본문</p>" },
    { files: [file(PDF, "옛 가격표.pdf", "application/pdf"), file(PNG, "시공 사진.png", "image/png")] },
  );
  const res = await callAs(staff, "/api/admin/boards", { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const boardId = (await res.json()) as number;
  const modify = await callAs(staff, `/api/admin/boards/modify?boardId=${boardId}`);
  const post = (await modify.json()) as { adminBoardFiles: { fileBoxId: number; fileOrgName: string }[] };
  const [priceList, photo] = post.adminBoardFiles;
  if (!priceList || !photo) throw new Error("two attachments expected");
  return { boardId, tag: modify.headers.get("ETag") ?? "", priceList, photo };
}

const save = (dto: Record<string, unknown>, tag?: string, files: File[] = []) =>
  callAs(staff, "/api/admin/boards/update", {
    method: "POST",
    body: dtoForm("updateBoardDTO", dto, { files }),
    headers: tag ? { "If-Match": tag } : {},
  });

/** What a refused save must leave as it was: the post, its files, the objects, its versions. */
async function stateOf(boardId: number) {
  const [post] = await db().select().from(board).where(eq(board.boardId, boardId));
  const files = await db()
    .select({ fileBoxId: fileBox.fileBoxId, ownerKind: fileBox.ownerKind, r2Key: fileBox.r2Key })
    .from(fileBox)
    .where(eq(fileBox.ownerId, boardId))
    .orderBy(asc(fileBox.fileBoxId));
  const versions = await db().select().from(boardVersion).where(eq(boardVersion.boardId, boardId));
  return { post, files, versions, keys: (await bucketKeys()).sort() };
}

/** The SQL text of a prepared statement (workerd's D1 binding keeps it as `statement`). */
const sqlOf = (s: D1PreparedStatement) => String((s as unknown as { statement?: string }).statement ?? "");

const publicFiles = async (boardId: number) => {
  const res = await call(`/api/boards/detail/${boardId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { boardFiles: { fileOrgName: string }[] }).boardFiles.map((f) => f.fileOrgName);
};

describe("removeFileBoxIds in updateBoardDTO", () => {
  it("removes one of two attachments with the save: row, object, public listing, page and download", async () => {
    const { boardId, tag, priceList, photo } = await postWithTwoFiles("가격표 바뀐 공지");
    const [removedRow] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, priceList.fileBoxId));
    expect(await env.BUCKET.head(removedRow?.r2Key ?? "")).not.toBeNull();
    // The public page is cached: seen once before the save, it must still change after it.
    expect(await (await call(`/notice/${boardId}`)).text()).toContain("옛 가격표.pdf");
    expect((await call(`/api/boardFiles/download/${priceList.fileBoxId}`)).status).toBe(200);

    const res = await save(
      { boardId: String(boardId), boardTitle: "가격표 바뀐 공지 (수정)", removeFileBoxIds: [priceList.fileBoxId] },
      tag,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toBe(boardId);
    expect(res.headers.get("ETag")).toBe('"r2"');

    const { post, files, versions } = await stateOf(boardId);
    expect(post).toMatchObject({ boardTitle: "가격표 바뀐 공지 (수정)", boardRev: 2 });
    // The other file stays; the removed one has no row (not even in the trash) and no object.
    expect(files.map((f) => [f.fileBoxId, f.ownerKind])).toEqual([[photo.fileBoxId, "BOARD"]]);
    expect(await db().select().from(fileBox).where(eq(fileBox.fileBoxId, priceList.fileBoxId))).toEqual([]);
    expect(await env.BUCKET.head(removedRow?.r2Key ?? "")).toBeNull();
    // One save: one kept version, one audit row naming the removed file.
    expect(versions).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "boards"), eq(auditLog.targetId, String(boardId))))
      .orderBy(desc(auditLog.auditId));
    expect(audit.map((a) => [a.action, a.detail])).toEqual([
      ["update", JSON.stringify({ removedFiles: String(priceList.fileBoxId), path: "/update" })],
      ["create", JSON.stringify({ path: "/" })],
    ]);

    expect(await publicFiles(boardId)).toEqual(["시공 사진.png"]);
    const page = await (await call(`/notice/${boardId}`)).text();
    expect(page).not.toContain("옛 가격표.pdf");
    expect(page).toContain("시공 사진.png");
    await expectJsonError(await call(`/api/boardFiles/download/${priceList.fileBoxId}`), 404, FILE_NOT_FOUND);
    await expectJsonError(
      await callAs(staff, `/api/admin/boardfiles/download/${priceList.fileBoxId}`),
      404,
      FILE_NOT_FOUND,
    );
    expect((await call(`/api/boardFiles/download/${photo.fileBoxId}`)).status).toBe(200);
    const admin = (await (await callAs(staff, `/api/admin/boards/detail/${boardId}`)).json()) as {
      adminBoardFiles: { fileOrgName: string }[];
    };
    expect(admin.adminBoardFiles.map((f) => f.fileOrgName)).toEqual(["시공 사진.png"]);
  });

  it("removes and adds in one save; a save without the field keeps every attachment", async () => {
    const { boardId, tag, priceList, photo } = await postWithTwoFiles("교체할 가격표");
    const res = await save({ boardId, removeFileBoxIds: [priceList.fileBoxId] }, tag, [
      file(PDF, "새 가격표.pdf", "application/pdf"),
    ]);
    expect(res.status).toBe(200);
    expect(await publicFiles(boardId)).toEqual(["시공 사진.png", "새 가격표.pdf"]);
    expect((await save({ boardId, boardTitle: "그대로" }, res.headers.get("ETag") ?? "")).status).toBe(200);
    expect((await save({ boardId, removeFileBoxIds: [] })).status).toBe(200);
    expect((await save({ boardId, removeFileBoxIds: null })).status).toBe(200);
    expect(await publicFiles(boardId)).toEqual(["시공 사진.png", "새 가격표.pdf"]);
    expect((await stateOf(boardId)).files[0]?.fileBoxId).toBe(photo.fileBoxId);
  });

  it("refuses a file that is not the post's with 400 and a Korean message, changing nothing", async () => {
    const { boardId, tag, priceList } = await postWithTwoFiles("남의 파일 삭제 시도");
    const other = await postWithTwoFiles("다른 글");
    const before = await stateOf(boardId);
    const otherBefore = await stateOf(other.boardId);
    for (const removeFileBoxIds of [[other.priceList.fileBoxId], [priceList.fileBoxId, 999999]]) {
      await expectJsonError(
        await save({ boardId, boardTitle: "바뀌면 안 됨", removeFileBoxIds }, tag, [file(PDF, "추가.pdf")]),
        400,
        NOT_ATTACHED,
      );
    }
    // Not a list, or not ids.
    await expectJsonError(
      await save({ boardId, removeFileBoxIds: priceList.fileBoxId }, tag),
      400,
      "삭제할 첨부파일 번호(removeFileBoxIds)는 JSON 배열로 보내주세요.",
    );
    await expectJsonError(
      await save({ boardId, removeFileBoxIds: ["abc"] }, tag),
      400,
      "첨부파일 번호는 숫자여야 합니다.",
    );
    expect(await stateOf(boardId)).toEqual(before);
    expect(await stateOf(other.boardId)).toEqual(otherBefore);
    expect(await publicFiles(boardId)).toEqual(["옛 가격표.pdf", "시공 사진.png"]);
  });

  it("refuses a stale If-Match with 412 and removes nothing", async () => {
    const { boardId, tag, priceList } = await postWithTwoFiles("다른 사람이 먼저 고친 글");
    expect((await save({ boardId, boardTitle: "먼저 고침" }, tag)).status).toBe(200);
    const before = await stateOf(boardId);
    await expectJsonError(
      await save({ boardId, removeFileBoxIds: [priceList.fileBoxId] }, tag),
      412,
      /^이 화면을 연 뒤 다른 곳에서 게시글이 수정되었습니다/,
    );
    expect(await stateOf(boardId)).toEqual(before);
    expect(await publicFiles(boardId)).toEqual(["옛 가격표.pdf", "시공 사진.png"]);
  });

  it("removes nothing when another save lands between the check and the write (412)", async () => {
    const { boardId, tag, priceList } = await postWithTwoFiles("경합 중 삭제");
    let landed = false;
    const racing = aroundBatch(env.DB, async (_statements, run) => {
      if (!landed) {
        landed = true;
        await db().update(board).set({ boardTitle: "끼어든 저장", boardRev: 2 }).where(eq(board.boardId, boardId));
      }
      return run();
    });
    const before = await stateOf(boardId);
    const res = await callWith(
      request("/api/admin/boards/update", {
        method: "POST",
        body: dtoForm("updateBoardDTO", { boardId, removeFileBoxIds: [priceList.fileBoxId] }),
        headers: { Authorization: staff.authorization, "If-Match": tag },
      }),
      { DB: racing },
    );
    expect(landed).toBe(true);
    await expectJsonError(res, 412, /^이 화면을 연 뒤 다른 곳에서 게시글이 수정되었습니다/);
    const after = await stateOf(boardId);
    expect(after.files).toEqual(before.files);
    expect(after.keys).toEqual(before.keys);
    expect(after.versions).toEqual([]);
  });

  it("removes nothing when the save's D1 write fails (500)", async () => {
    const { boardId, tag, priceList } = await postWithTwoFiles("저장 실패");
    // The save's batch is the one that keeps a version of the post.
    let failed = false;
    const failing = aroundBatch(env.DB, (statements, run) => {
      if (!statements.some((s) => sqlOf(s).includes('insert into "board_version"'))) return run();
      failed = true;
      return Promise.reject(new Error("D1_ERROR: injected"));
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await stateOf(boardId);
    const res = await callWith(
      request("/api/admin/boards/update", {
        method: "POST",
        body: dtoForm("updateBoardDTO", { boardId, boardTitle: "실패", removeFileBoxIds: [priceList.fileBoxId] }),
        headers: { Authorization: staff.authorization, "If-Match": tag },
      }),
      { DB: failing },
    );
    expect(failed).toBe(true);
    await expectJsonError(res, 500);
    expect(await stateOf(boardId)).toEqual(before);
    expect(await publicFiles(boardId)).toEqual(["옛 가격표.pdf", "시공 사진.png"]);
  });

  it("keeps a TRASH row for the object when the R2 delete fails; the sweep deletes both", async () => {
    const { boardId, tag, priceList } = await postWithTwoFiles("R2 장애 중 삭제");
    const [row] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, priceList.fileBoxId));
    const failingBucket = new Proxy(env.BUCKET, {
      get(target, name) {
        if (name === "delete") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await callWith(
      request("/api/admin/boards/update", {
        method: "POST",
        body: dtoForm("updateBoardDTO", { boardId, removeFileBoxIds: [priceList.fileBoxId] }),
        headers: { Authorization: staff.authorization, "If-Match": tag },
      }),
      { BUCKET: failingBucket },
    );
    expect(res.status).toBe(200);
    // Off the post at once (never listed or served), its object still named by a TRASH row.
    expect(await publicFiles(boardId)).toEqual(["시공 사진.png"]);
    await expectJsonError(await call(`/api/boardFiles/download/${priceList.fileBoxId}`), 404, FILE_NOT_FOUND);
    const [trashed] = await db().select().from(fileBox).where(eq(fileBox.fileBoxId, priceList.fileBoxId));
    expect(trashed).toMatchObject({ ownerKind: "TRASH", r2Key: row?.r2Key });
    expect(await env.BUCKET.head(row?.r2Key ?? "")).not.toBeNull();

    expect(await emptyTrash(db(), env.BUCKET)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(fileBox).where(eq(fileBox.fileBoxId, priceList.fileBoxId))).toEqual([]);
    expect(await env.BUCKET.head(row?.r2Key ?? "")).toBeNull();
  });
});
