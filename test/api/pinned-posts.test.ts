// 상단 고정 (decision 057): a pinned post heads its public list on every page, marked 공지, as well
// as keeping its place; not among search results, not when hidden or scheduled; the API's lists
// stay in the contract's order. Staff set and clear it on create and update.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board } from "../../db/schema";
import { nowLocal } from "../../functions/lib/dates";
import { BOARD_MESSAGES } from "../../functions/schemas/board";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, dtoForm, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const create = (dto: Record<string, unknown>) =>
  callAs(admin, "/api/admin/boards", {
    method: "POST",
    body: dtoForm("createBoardDTO", { boardType: "NOTICE", boardYN: "Y", boardContent: "<p>본문</p>", ...dto }),
  });
const update = (dto: Record<string, unknown>) =>
  callAs(admin, "/api/admin/boards/update", { method: "POST", body: dtoForm("updateBoardDTO", dto) });

/** The list page's rows: the pinned ones (marked 공지) first, then the numbered ones, as titles. */
async function listPage(path: string) {
  const html = (await (await call(path)).text()).replaceAll("<!-- -->", "");
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr([^>]*)>([\s\S]*?)<\/tr>/g)].map((m) => {
    const title = /<td class="title"><a[^>]*>([\s\S]*?)<\/a>/.exec(m[2] ?? "")?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    return (m[1] ?? "").includes("pinned") ? `공지 ${title}` : title;
  });
}

describe("a pinned post", () => {
  it("is created pinned, heads /notice on every page marked 공지, and keeps its place too", async () => {
    const title = `주요 공지 ${crypto.randomUUID().slice(0, 6)}`;
    // Older than every seeded notice: its own place is on the last page.
    const res = await create({ boardTitle: title, boardPinned: true, boardRegDate: "2020-01-01T09:00" });
    expect(res.status).toBe(200);
    const boardId = (await res.json()) as number;
    const [row] = await db().select({ p: board.boardPinned }).from(board).where(eq(board.boardId, boardId));
    expect(row?.p).toBe(true);

    const first = await listPage("/notice");
    expect(first[0]).toBe(`공지 ${title}`);
    expect(first.slice(1)).not.toContain(title);
    const second = await listPage("/notice?page=2");
    expect(second[0]).toBe(`공지 ${title}`);
    // In its own place (the oldest: the last row of the last page).
    expect(second.at(-1)).toBe(title);
    // Only in its own list.
    expect((await listPage("/faq")).some((t) => t.includes(title))).toBe(false);
    // Not among search results, which are the matches in order.
    expect(await listPage(`/notice?searchKeyword=${encodeURIComponent(title)}`)).toEqual([title]);
    // The API keeps the contract's order and fields: newest first, no pin.
    const api = (await (await call("/api/boards?boardType=NOTICE&size=100")).json()) as {
      content: Record<string, unknown>[];
    };
    expect(api.content.at(-1)?.boardTitle).toBe(title);
    expect(Object.keys(api.content[0] ?? {})).not.toContain("boardPinned");
    // Staff see it in their list.
    const staff = (await (await callAs(admin, "/api/admin/boards?size=100")).json()) as {
      content: { boardId: number; boardPinned: boolean }[];
    };
    expect(staff.content.find((r) => r.boardId === boardId)?.boardPinned).toBe(true);

    // Unpinned by an update without other changes; an absent flag changes nothing.
    expect((await update({ boardId, boardTitle: `${title} (수정)` })).status).toBe(200);
    expect((await listPage("/notice"))[0]).toBe(`공지 ${title} (수정)`);
    expect((await update({ boardId, boardPinned: false })).status).toBe(200);
    expect((await listPage("/notice"))[0]).not.toContain("공지 ");
  });

  it("is not shown while hidden or dated ahead, and the five newest pinned are shown", async () => {
    const hidden = await create({ boardTitle: "고정 비공개", boardPinned: true, boardYN: "N" });
    const ahead = await create({
      boardTitle: "고정 예약",
      boardPinned: true,
      boardRegDate: nowLocal(Date.now() + 86_400_000).slice(0, 16),
    });
    expect([hidden.status, ahead.status]).toEqual([200, 200]);
    const titles = [1, 2, 3, 4, 5, 6].map((n) => `고정 ${n}번`);
    for (const [i, boardTitle] of titles.entries()) {
      expect((await create({ boardTitle, boardPinned: true, boardRegDate: `2021-01-0${i + 1}T09:00` })).status).toBe(
        200,
      );
    }
    const rows = await listPage("/notice");
    expect(rows.filter((t) => t.startsWith("공지 "))).toEqual(
      ["고정 6번", "고정 5번", "고정 4번", "고정 3번", "고정 2번"].map((t) => `공지 ${t}`),
    );
    expect(rows.join()).not.toContain("고정 비공개");
    expect(rows.join()).not.toContain("고정 예약");
  });

  it("refuses a flag that is not true or false", async () => {
    await expectJsonError(await create({ boardTitle: "잘못된 고정", boardPinned: "yes" }), 400, BOARD_MESSAGES.pinned);
  });
});
