// Decision 150: 게시글 작성 and 제품 등록 send a key (Idempotency-Key) with what they add. Sent again after
// its answer was lost, the creation is answered as the first was (the same id), and nothing is
// stored again: one post or item, one set of files, one audit row. Without the key, as the spec's
// client sends, every sending is a new one.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, board, fileBox, item } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, db, dtoForm, expectJsonError, file, PDF, PNG, seedDatabase } from "../fixtures";

const BAD_KEY = "화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const keyed = (key: string | null): Record<string, string> => (key ? { "Idempotency-Key": key } : {});
const filesOf = async (ownerKind: "BOARD" | "ITEM", ownerId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, ownerKind), eq(fileBox.ownerId, ownerId)))
  )[0]?.n;

describe("게시글 작성 sent again after a lost answer (POST /api/admin/boards)", () => {
  const write = (title: string, key: string | null) =>
    callAs(admin, "/api/admin/boards", {
      method: "POST",
      body: dtoForm(
        "createBoardDTO",
        { boardType: "NOTICE", boardYN: "Y", boardTitle: title, boardContent: "<p>본문</p>" },
        { files: [file(PDF, "안내.pdf", "application/pdf")] },
      ),
      headers: keyed(key),
    });
  const posts = async (title: string) =>
    (await db().select({ n: count() }).from(board).where(eq(board.boardTitle, title)))[0]?.n;

  it("is one public post, answered with the same id both times, its attachment stored once", async () => {
    const key = crypto.randomUUID();
    const first = await write("한 번만 올라가야 하는 공지", key);
    expect(first.status).toBe(200);
    const boardId = (await first.json()) as number;
    const keys = (await bucketKeys()).length;
    const again = await write("한 번만 올라가야 하는 공지", key);
    expect(again.status).toBe(200);
    expect(await again.json()).toBe(boardId);
    expect(await posts("한 번만 올라가야 하는 공지")).toBe(1);
    expect(await filesOf("BOARD", boardId)).toBe(1);
    expect((await bucketKeys()).length).toBe(keys);
  });

  it("two at once give one post", async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([write("동시에 두 번 누른 공지", key), write("동시에 두 번 누른 공지", key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toBe(await b.json());
    expect(await posts("동시에 두 번 누른 공지")).toBe(1);
  });

  it("without a key, or with another key, each sending is a post; a bad key adds none", async () => {
    await write("키 없이 보낸 공지", null);
    await write("키 없이 보낸 공지", null);
    expect(await posts("키 없이 보낸 공지")).toBe(2);
    await write("다른 키로 보낸 공지", crypto.randomUUID());
    await write("다른 키로 보낸 공지", crypto.randomUUID());
    expect(await posts("다른 키로 보낸 공지")).toBe(2);
    await expectJsonError(await write("잘못된 키의 공지", "short"), 400, BAD_KEY);
    expect(await posts("잘못된 키의 공지")).toBe(0);
  });
});

describe("제품 등록 sent again after a lost answer (POST /api/admin/items)", () => {
  const DTO = {
    manuName: "한빛 프리미엄",
    itemNum: "K-150",
    itemYN: true,
    glassSpecId: 2,
    itemTypeId: 1,
  };
  const add = (itemName: string, key: string | null) => {
    const form = dtoForm("createItemDTO", { ...DTO, itemName });
    form.append("files", file(PNG, "main.png", "image/png"));
    return callAs(admin, "/api/admin/items", { method: "POST", body: form, headers: keyed(key) });
  };
  const items = async (itemName: string) =>
    (await db().select({ n: count() }).from(item).where(eq(item.itemName, itemName)))[0]?.n;
  const audited = async () =>
    (
      await db()
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.resource, "items"), eq(auditLog.action, "create")))
    )[0]?.n ?? 0;

  it("is one item, answered with the spec's text and the same Location, its image and audit row once", async () => {
    const key = crypto.randomUUID();
    const auditBefore = await audited();
    const first = await add("한 번만 등록될 이중창", key);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    const location = first.headers.get("Location");
    expect(location).toMatch(/^\/api\/admin\/items\/detail\?itemId=\d+$/);
    const keys = (await bucketKeys()).length;
    const again = await add("한 번만 등록될 이중창", key);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get("Location")).toBe(location);
    expect(await items("한 번만 등록될 이중창")).toBe(1);
    const itemId = Number(new URL(location ?? "", "http://x").searchParams.get("itemId"));
    expect(await filesOf("ITEM", itemId)).toBe(1);
    expect((await bucketKeys()).length).toBe(keys);
    expect(await audited()).toBe(auditBefore + 1);
  });

  it("without a key each sending is an item; a bad key is refused and adds none", async () => {
    await add("키 없이 등록한 창", null);
    await add("키 없이 등록한 창", null);
    expect(await items("키 없이 등록한 창")).toBe(2);
    await expectJsonError(await add("잘못된 키의 창", "bad key!"), 400, BAD_KEY);
    expect(await items("잘못된 키의 창")).toBe(0);
  });

  it("a copy of an item added with a key is an item of its own (복제)", async () => {
    const key = crypto.randomUUID();
    const res = await add("복제될 창", key);
    const itemId = Number(new URL(res.headers.get("Location") ?? "", "http://x").searchParams.get("itemId"));
    const copy = await callAs(admin, `/api/admin/items/copy?itemId=${itemId}`, { method: "POST" });
    expect(copy.status).toBe(201);
  });
});
