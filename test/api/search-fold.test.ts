// Search that forgives how a model number or a Korean phrase is typed (decision 158): a stored
// "ABC-123" is found by "ABC123", "abc 123" and full-width "ＡＢＣ－１２３"; "시스템창호" finds
// "시스템 창호" and the other way round; on the public /search page, GET /api/boards, the /notice
// page and the admin item and post lists. The SQL fold of migration 0046 and the keyword's fold
// agree character by character, the folded columns follow updates, and the found text is marked.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, glassSpec, item, itemType, manufacturer } from "../../db/schema";
import { FOLD_DROPPED, foldText } from "../../functions/schemas/searchFold";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, contentChanged, db, seedDatabase } from "../fixtures";

interface Page<T> {
  content: T[];
  totalElements: number;
}

const MODEL = "ABC-123";
const MODEL_ITEM = "폴드 테스트 슬라이딩 창";
const SPACED_ITEM = "폴드 시스템 창호 세트";
const SPACED_POST = "폴드 시스템 창호 시공 안내";
const JOINED_POST = "폴드 시스템창호 점검 안내";
const MODEL_POST = `${MODEL} 단종 안내`;

let admin: LoggedIn;
let modelItemId = 0;
let spacedItemId = 0;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const d = db();
  const [spec] = await d.select({ id: glassSpec.glassSpecId }).from(glassSpec).limit(1);
  const [type] = await d.select({ id: itemType.itemTypeId }).from(itemType).limit(1);
  const [manu] = await d
    .select({ id: manufacturer.manuId })
    .from(manufacturer)
    .where(eq(manufacturer.manuYN, "Y"))
    .limit(1);
  if (!spec || !type || !manu) throw new Error("seed has no catalog");
  const rows = await d
    .insert(item)
    .values([
      {
        itemName: MODEL_ITEM,
        itemNum: MODEL,
        glassSpecId: spec.id,
        itemTypeId: type.id,
        manuId: manu.id,
        itemYN: true,
      },
      {
        itemName: SPACED_ITEM,
        itemNum: null,
        glassSpecId: spec.id,
        itemTypeId: type.id,
        manuId: manu.id,
        itemYN: true,
      },
    ])
    .returning({ id: item.itemId });
  modelItemId = rows[0]?.id ?? 0;
  spacedItemId = rows[1]?.id ?? 0;
  for (const boardTitle of [SPACED_POST, JOINED_POST, MODEL_POST])
    await d.insert(board).values({ boardTitle, boardType: "NOTICE", boardYN: "Y", writer: "관리자" });
  await contentChanged();
});

const MODEL_WAYS = ["ABC123", "abc 123", "ＡＢＣ－１２３", "abc-123", "Abc－123"];

async function adminItems(keyword: string) {
  const res = await callAs(admin, `/api/admin/items?${new URLSearchParams({ searchKeyword: keyword, size: "100" })}`);
  expect(res.status, keyword).toBe(200);
  return ((await res.json()) as Page<{ itemId: number }>).content.map((r) => r.itemId);
}

async function publicNotices(keyword: string) {
  const res = await call(
    `/api/boards?${new URLSearchParams({ boardType: "NOTICE", searchKeyword: keyword, size: "100" })}`,
  );
  expect(res.status, keyword).toBe(200);
  return ((await res.json()) as Page<{ boardTitle: string }>).content.map((r) => r.boardTitle);
}

async function adminPosts(keyword: string) {
  const res = await callAs(admin, `/api/admin/boards?${new URLSearchParams({ searchKeyword: keyword, size: "100" })}`);
  expect(res.status, keyword).toBe(200);
  return ((await res.json()) as Page<{ boardTitle: string }>).content.map((r) => r.boardTitle);
}

const sitePage = async (keyword: string) =>
  (await (await call(`/search?${new URLSearchParams({ searchKeyword: keyword })}`)).text()).replaceAll("<!-- -->", "");

describe("a model number typed another way", () => {
  it.each(MODEL_WAYS)("%s finds the item ABC-123 on the admin list and /search, and the post", async (keyword) => {
    expect(await adminItems(keyword)).toEqual([modelItemId]);
    const html = await sitePage(keyword);
    expect(html).toContain(MODEL_ITEM);
    // The part number's whole stretch that folds into the keyword is marked.
    expect(html).toContain(`품번 <mark>${MODEL}</mark>`);
    expect(html).toContain(`<mark>${MODEL}</mark> 단종 안내`);
    expect(await publicNotices(keyword)).toEqual([MODEL_POST]);
    expect(await adminPosts(keyword)).toEqual([MODEL_POST]);
  });

  it("a different number is not found, and the separators alone still match as typed", async () => {
    expect(await adminItems("ABC124")).toEqual([]);
    expect(await adminItems("ABC 12 4")).toEqual([]);
    // "C-1" folds to 2 characters: matched as typed, which still finds it.
    expect(await adminItems("C-1")).toEqual([modelItemId]);
    expect(await adminItems("C 1")).toEqual([]);
  });
});

describe("a Korean phrase with or without its space", () => {
  it("시스템창호 and 시스템 창호 find both posts, on the API, the /notice page and /search", async () => {
    for (const keyword of ["시스템창호", "시스템 창호", "시스템　창호"]) {
      expect((await publicNotices(keyword)).sort(), keyword).toEqual([JOINED_POST, SPACED_POST].sort());
      expect((await adminPosts(keyword)).sort(), keyword).toEqual([JOINED_POST, SPACED_POST].sort());
      const list = await (await call(`/notice?${new URLSearchParams({ searchKeyword: keyword })}`)).text();
      expect(list, keyword).toContain(SPACED_POST);
      expect(list, keyword).toContain(JOINED_POST);
      const site = await sitePage(keyword);
      expect(site, keyword).toContain(SPACED_ITEM);
      expect(site, keyword).toContain(SPACED_POST);
      expect(site, keyword).toContain(JOINED_POST);
    }
    // Each title has its own way marked.
    const site = await sitePage("시스템창호");
    expect(site).toContain("폴드 <mark>시스템 창호</mark> 시공 안내");
    expect(site).toContain("폴드 <mark>시스템창호</mark> 점검 안내");
  });

  it("the admin item list finds the name with its space by the phrase without it", async () => {
    expect(await adminItems("시스템창호세트")).toEqual([spacedItemId]);
  });
});

describe("the stored folded forms", () => {
  it("the SQL fold of migration 0046 is the keyword's fold, character by character", async () => {
    const wide = Array.from({ length: 0xff5e - 0xff01 + 1 }, (_, i) => String.fromCodePoint(0xff01 + i)).join("");
    const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");
    const title = `${wide}${ascii}${FOLD_DROPPED.join("")}시스템 Élan ㎜ ①`;
    const [row] = await db()
      .insert(board)
      .values({ boardTitle: title, boardType: "FAQ" })
      .returning({ id: board.boardId });
    const stored = await env.DB.prepare("SELECT board_title_fold AS f FROM board WHERE board_id = ?")
      .bind(row?.id)
      .first<string>("f");
    expect(stored).toBe(foldText(title));
    expect(foldText("ＡＢＣ－１２３")).toBe("abc123");
    await db()
      .delete(board)
      .where(eq(board.boardId, row?.id ?? 0));
  });

  it("follow an item's new number, and leave with the item", async () => {
    const [spec] = await db().select({ id: glassSpec.glassSpecId }).from(glassSpec).limit(1);
    const [type] = await db().select({ id: itemType.itemTypeId }).from(itemType).limit(1);
    const [manu] = await db().select({ id: manufacturer.manuId }).from(manufacturer).limit(1);
    const [created] = await db()
      .insert(item)
      .values({
        itemName: "폴드 갱신 확인",
        itemNum: "QZ-100",
        glassSpecId: spec?.id ?? 0,
        itemTypeId: type?.id ?? 0,
        manuId: manu?.id ?? 0,
      })
      .returning({ id: item.itemId });
    const id = created?.id ?? 0;
    expect(await adminItems("qz100")).toEqual([id]);
    await db().update(item).set({ itemNum: "QZ-7 77" }).where(eq(item.itemId, id));
    expect(await adminItems("qz100")).toEqual([]);
    expect(await adminItems("ＱＺ７７７")).toEqual([id]);
    await db().delete(item).where(eq(item.itemId, id));
    expect(await adminItems("qz777")).toEqual([]);
  });
});
