// Decision 154: the back office finds its pinned posts with 고정 글만 (GET /api/admin/boards?pinned=Y),
// however far back they were written; without it the list is as before.
import { beforeAll, describe, expect, it } from "vitest";
import { board } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { db, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  const post = (boardTitle: string, boardType: "NOTICE" | "FAQ", boardPinned: boolean, boardRegDate: string) => ({
    boardTitle,
    boardType,
    boardPinned,
    boardRegDate,
    boardUpdate: boardRegDate,
    boardContent: "<p>본문</p>",
  });
  // One row a statement: D1 binds at most 100 variables in one.
  for (const row of [
    post("오래전 고정 공지", "NOTICE", true, "2019-03-01T09:00:00"),
    post("오래전 고정 FAQ", "FAQ", true, "2019-02-01T09:00:00"),
    ...Array.from({ length: 12 }, (_, i) => post(`새 공지 ${i}`, "NOTICE", false, `2026-11-${10 + i}T09:00:00`)),
  ])
    await db().insert(board).values(row);
});

const titles = async (query: string) => {
  const res = await callAs(admin, `/api/admin/boards?size=5&${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { boardTitle: string; boardPinned: boolean }[] }).content;
};

describe("GET /api/admin/boards?pinned=Y", () => {
  it("lists the pinned posts only, of one type or both", async () => {
    const pinned = await titles("pinned=Y");
    expect(pinned.map((r) => r.boardTitle)).toContain("오래전 고정 공지");
    expect(pinned.map((r) => r.boardTitle)).toContain("오래전 고정 FAQ");
    expect(pinned.every((r) => r.boardPinned)).toBe(true);
    const notices = await titles("pinned=Y&boardType=FAQ");
    expect(notices.map((r) => r.boardTitle)).toContain("오래전 고정 FAQ");
    expect(notices.map((r) => r.boardTitle)).not.toContain("오래전 고정 공지");
  });

  it("without it, the first page has the newest posts; a wrong value is refused", async () => {
    expect((await titles("")).map((r) => r.boardTitle)).not.toContain("오래전 고정 공지");
    expect((await titles("pinned=")).map((r) => r.boardTitle)).not.toContain("오래전 고정 공지");
    await expectJsonError(
      await callAs(admin, "/api/admin/boards?pinned=yes"),
      400,
      "고정 글 필터(pinned)는 Y 이거나 비어 있어야 합니다.",
    );
  });
});
