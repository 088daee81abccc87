// 이전 버전 (decision 075): every save of a post keeps what it replaced (title, content, 공개, 상단 고정,
// when it was saved, who replaced it and when), in the same transaction; the newest 20 per post;
// a refused save keeps nothing; listed without content, read one by one; gone with the post.
// Items the same way: what their edit form held, with the names of its type and glass.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boardVersion, itemVersion, users } from "../../db/schema";
import { VERSIONS_KEPT } from "../../functions/lib/revision";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { db, dtoForm, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn & { username: string };

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

async function newPost(title: string): Promise<number> {
  const res = await callAs(admin, "/api/admin/boards", {
    method: "POST",
    body: dtoForm("createBoardDTO", {
      boardType: "FAQ",
      boardYN: "Y",
      boardTitle: title,
      boardContent: "<p>첫 본문</p>",
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as number;
}

const save = (who: LoggedIn, dto: Record<string, unknown>, ifMatch?: string) =>
  callAs(who, "/api/admin/boards/update", {
    method: "POST",
    body: dtoForm("updateBoardDTO", dto),
    headers: ifMatch ? { "If-Match": ifMatch } : {},
  });

interface Listed {
  rev: number;
  boardTitle?: string;
  itemName?: string;
  savedAt: string;
  replacedBy: string | null;
  replacedAt: string;
}
const versions = async (boardId: number) => {
  const res = await callAs(staff, `/api/admin/boards/versions?boardId=${boardId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed[];
};
const version = (boardId: number, rev: number) =>
  callAs(staff, `/api/admin/boards/versions/detail?boardId=${boardId}&rev=${rev}`);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe("이전 버전 of a post", () => {
  it("keeps what each save replaced, newest first, with who replaced it", async () => {
    const boardId = await newPost("버전 1 제목");
    expect(await versions(boardId)).toEqual([]);
    expect((await save(staff, { boardId, boardTitle: "버전 2 제목", boardContent: "<p>둘째 본문</p>" })).status).toBe(
      200,
    );
    expect((await save(admin, { boardId, boardYN: "N", boardPinned: true })).status).toBe(200);

    const listed = await versions(boardId);
    expect(listed.map((v) => [v.rev, v.boardTitle])).toEqual([
      [2, "버전 2 제목"],
      [1, "버전 1 제목"],
    ]);
    const staffName = await db()
      .select({ name: users.name })
      .from(users)
      .where(eq(users.username, staff.username))
      .get();
    expect(listed[1]?.replacedBy).toBe(staffName?.name);
    expect(listed[0]?.replacedBy).toBe("관리자");
    for (const v of listed) {
      expect(v.savedAt).toMatch(DATE_TIME);
      expect(v.replacedAt).toMatch(DATE_TIME);
      expect(Object.keys(v).sort()).toEqual(["boardTitle", "replacedAt", "replacedBy", "rev", "savedAt"]);
    }

    const first = await version(boardId, 1);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      rev: 1,
      boardTitle: "버전 1 제목",
      boardContent: "<p>첫 본문</p>",
      boardYN: "Y",
      boardPinned: false,
      savedAt: expect.stringMatching(DATE_TIME),
      replacedBy: staffName?.name,
      replacedAt: expect.stringMatching(DATE_TIME),
    });
    expect(await (await version(boardId, 2)).json()).toMatchObject({
      boardTitle: "버전 2 제목",
      boardContent: "<p>둘째 본문</p>",
      boardYN: "Y",
      boardPinned: false,
    });
  });

  it("keeps nothing for a refused save, and only the newest 20", async () => {
    const boardId = await newPost("많이 고친 글");
    await expectJsonError(await save(staff, { boardId, boardTitle: "낡은 화면" }, '"r9"'), 412);
    expect(await versions(boardId)).toEqual([]);
    for (let i = 1; i <= VERSIONS_KEPT + 3; i++) {
      expect((await save(admin, { boardId, boardTitle: `고침 ${i}` })).status).toBe(200);
    }
    const listed = await versions(boardId);
    expect(listed).toHaveLength(VERSIONS_KEPT);
    expect(listed[0]).toMatchObject({ rev: VERSIONS_KEPT + 3, boardTitle: `고침 ${VERSIONS_KEPT + 2}` });
    expect(listed.at(-1)).toMatchObject({ rev: 4, boardTitle: "고침 3" });
    await expectJsonError(await version(boardId, 1), 404, "이전 버전을 찾을 수 없습니다.");
  });

  it("goes with the post; an unknown post or version is a 404, a bad number a 400", async () => {
    const boardId = await newPost("지울 글");
    await save(admin, { boardId, boardTitle: "지울 글 2" });
    expect(await db().select().from(boardVersion).where(eq(boardVersion.boardId, boardId))).toHaveLength(1);
    expect((await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" })).status).toBe(200);
    expect(await db().select().from(boardVersion).where(eq(boardVersion.boardId, boardId))).toEqual([]);
    await expectJsonError(
      await callAs(staff, `/api/admin/boards/versions?boardId=${boardId}`),
      404,
      "게시글을 찾을 수 없습니다.",
    );
    await expectJsonError(await version(boardId, 1), 404);
    await expectJsonError(await callAs(staff, "/api/admin/boards/versions?boardId=abc"), 400);
    await expectJsonError(await callAs(staff, "/api/admin/boards/versions/detail?boardId=1&rev=x"), 400);
  });

  it("is behind the guard", async () => {
    const res = await callAs({ authorization: "Bearer nope" } as LoggedIn, "/api/admin/boards/versions?boardId=1");
    await expectJsonError(res, 401);
  });
});

describe("이전 버전 of an item", () => {
  const saveItem = (dto: Record<string, unknown>, ifMatch?: string) =>
    callAs(staff, "/api/admin/items/update", {
      method: "POST",
      body: dtoForm("updateItemDTO", dto),
      headers: ifMatch ? { "If-Match": ifMatch } : {},
    });
  const copyOf = async (itemId: number) => {
    const res = await callAs(staff, `/api/admin/items/copy?itemId=${itemId}`, { method: "POST" });
    return ((await res.json()) as { itemId: number }).itemId;
  };

  it("keeps what the form held before each save, read with its type's and glass's names", async () => {
    const itemId = await copyOf(1);
    const before = (await (await callAs(staff, `/api/admin/items/modify?itemId=${itemId}`)).json()) as Record<
      string,
      unknown
    >;
    const saved = await saveItem({
      itemId,
      itemName: "바뀐 이름",
      freeContent: "<p>바뀐 상세</p>",
      itemTypeId: 2,
      glassSpecId: 3,
    });
    expect(await saved.text()).toBe("수정되었습니다.");
    await expectJsonError(await saveItem({ itemId, itemName: "낡은 화면" }, '"r1"'), 412);

    const listed = (await (await callAs(staff, `/api/admin/items/versions?itemId=${itemId}`)).json()) as Listed[];
    expect(listed).toEqual([
      {
        rev: 1,
        itemName: before.itemName,
        savedAt: expect.stringMatching(DATE_TIME),
        replacedBy: expect.stringMatching(/^직원\d+$/),
        replacedAt: expect.stringMatching(DATE_TIME),
      },
    ]);
    const one = await callAs(staff, `/api/admin/items/versions/detail?itemId=${itemId}&rev=1`);
    expect(await one.json()).toEqual({
      rev: 1,
      itemName: before.itemName,
      itemNum: before.itemNum,
      itemUse: before.itemUse,
      itemOutColor: before.itemOutColor,
      itemInColor: before.itemInColor,
      itemFrameWidth: before.itemFrameWidth,
      itemDescription: before.itemDescription,
      itemYN: false,
      freeContent: before.freeContent,
      glassSpecId: before.glassSpecId,
      glassSize: before.glassSize,
      itemTypeId: before.itemTypeId,
      itemType: before.itemType,
      savedAt: expect.stringMatching(DATE_TIME),
      replacedBy: listed[0]?.replacedBy,
      replacedAt: expect.stringMatching(DATE_TIME),
    });
    await expectJsonError(
      await callAs(staff, `/api/admin/items/versions/detail?itemId=${itemId}&rev=2`),
      404,
      "이전 버전을 찾을 수 없습니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/items/versions?itemId=99999"),
      404,
      "제품을 찾을 수 없습니다.",
    );

    // Gone with the item.
    const removed = await callAs(admin, "/api/admin/items", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([itemId]),
    });
    expect(removed.status).toBe(200);
    expect(await db().select().from(itemVersion).where(eq(itemVersion.itemId, itemId))).toEqual([]);
  });
});
