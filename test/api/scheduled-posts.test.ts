// 게시 일시 of a post (decision 053): a date ahead keeps the post from visitors until then and it
// appears by itself at that time, on the very next request, although the pages showing posts are
// cached; a past date backdates it. Bad dates are refused with nothing stored.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { board } from "../../db/schema";
import { bumpVersions } from "../../functions/cache/versions";
import { nowLocal, withKoreaOffset } from "../../functions/lib/dates";
import { BOARD_MESSAGES } from "../../functions/schemas/board";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, dtoForm, expectJsonError, file, PDF, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Forget versions read on a moved clock.
  await bumpVersions(env.DB, ["boards"]);
});

const DAY = 24 * 60 * 60 * 1000;
/** Korea local minutes, as the form's datetime-local sends them. */
const minutesAt = (ms: number) => nowLocal(ms).slice(0, 16);

async function createPost(dto: Record<string, unknown>, files: File[] = []): Promise<number> {
  const res = await callAs(admin, "/api/admin/boards", {
    method: "POST",
    body: dtoForm(
      "createBoardDTO",
      { boardType: "NOTICE", boardYN: "Y", boardContent: "<p>본문</p>", ...dto },
      { files },
    ),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as number;
}

const updatePost = (dto: Record<string, unknown>) =>
  callAs(admin, "/api/admin/boards/update", { method: "POST", body: dtoForm("updateBoardDTO", dto) });

async function storedDate(boardId: number) {
  const [row] = await db().select({ d: board.boardRegDate }).from(board).where(eq(board.boardId, boardId));
  return row?.d;
}

/** The ids of the public notice list (API) and whether the list page and feed show a title. */
async function publicView(title: string) {
  const api = await call("/api/boards?boardType=NOTICE&size=50");
  const ids = ((await api.json()) as { content: { boardId: number }[] }).content.map((r) => r.boardId);
  const page = await (await call("/notice")).text();
  const feed = await (await call("/rss.xml")).text();
  return { ids, onPage: page.includes(title), inFeed: feed.includes(title), cache: api.headers.get("x-cache") };
}

describe("a post dated ahead", () => {
  it("is stored with its date and listed for staff, but no visitor reaches it, its file or its link", async () => {
    const title = `예약 공지 ${crypto.randomUUID().slice(0, 8)}`;
    const when = minutesAt(Date.now() + 2 * DAY);
    const boardId = await createPost({ boardTitle: title, boardRegDate: when }, [file(PDF, "안내.pdf")]);
    expect(await storedDate(boardId)).toBe(`${when}:00`);

    const staffList = (await (await callAs(admin, "/api/admin/boards")).json()) as {
      content: { boardId: number; boardRegDate: string }[];
    };
    // Newest date first: the scheduled post heads the staff's list.
    expect(staffList.content[0]).toMatchObject({ boardId, boardRegDate: `${when}:00` });

    const view = await publicView(title);
    expect(view.ids).not.toContain(boardId);
    expect(view.onPage).toBe(false);
    expect(view.inFeed).toBe(false);
    expect((await call(`/api/boards/detail/${boardId}`)).status).toBe(404);
    const page = await call(`/notice/${boardId}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(title);
    const [attachment] = (
      (await (await callAs(admin, `/api/admin/boards/detail/${boardId}`)).json()) as {
        adminBoardFiles: { fileBoxId: number }[];
      }
    ).adminBoardFiles;
    expect((await call(`/api/boardFiles/download/${attachment?.fileBoxId}`)).status).toBe(404);
    expect(await (await call("/sitemap.xml")).text()).not.toContain(`/notice/${boardId}<`);
    // The newest public notice has no 다음글 pointing at it.
    const newest = view.ids[0];
    expect(await (await call(`/notice/${newest}`)).text()).not.toContain(`href="/notice/${boardId}"`);
    // Nor is a view counted through the API.
    const [row] = await db().select().from(board).where(eq(board.boardId, boardId));
    expect(row?.boardViewCount).toBe(0);
  });

  it("appears by itself at its time, on the next request, although the list was cached", async () => {
    let t = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => t);
    const title = `정각 공개 ${crypto.randomUUID().slice(0, 8)}`;
    const due = `${minutesAt(t + 10 * 60 * 1000)}:00`;
    const boardId = await createPost({ boardTitle: title, boardRegDate: due });

    const before = await publicView(title);
    expect(before.ids).not.toContain(boardId);
    expect([before.onPage, before.inFeed]).toEqual([false, false]);
    // Cached as it is: a second request is a hit without it.
    const again = await publicView(title);
    expect(again.cache).toBe("HIT");
    expect(again.ids).not.toContain(boardId);

    // A moment before: still hidden (and the versions read now are fresh for another second).
    t = Date.parse(withKoreaOffset(due)) - 300;
    expect((await publicView(title)).ids).not.toContain(boardId);
    // Its time: shown on the very next request, by the list, the page and the feed.
    t = Date.parse(withKoreaOffset(due));
    const after = await publicView(title);
    expect(after.cache).toBe("MISS");
    expect(after.ids[0]).toBe(boardId);
    expect([after.onPage, after.inFeed]).toEqual([true, true]);
    const page = await call(`/notice/${boardId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);
  });
});

describe("게시 일시 given or changed", () => {
  it("backdates a post: public at once, placed by that date", async () => {
    const title = `옛 홈페이지 공지 ${crypto.randomUUID().slice(0, 8)}`;
    const boardId = await createPost({ boardTitle: title, boardRegDate: "2019-03-04T10:30" });
    expect(await storedDate(boardId)).toBe("2019-03-04T10:30:00");
    const list = (await (await call("/api/boards?boardType=NOTICE&size=100")).json()) as {
      content: { boardId: number; boardRegDate: string }[];
    };
    const at = list.content.findIndex((r) => r.boardId === boardId);
    expect(at).toBeGreaterThan(0);
    expect((list.content[at - 1]?.boardRegDate ?? "") > "2019-03-04T10:30:00").toBe(true);
    expect(list.content.slice(at + 1).every((r) => r.boardRegDate < "2019-03-04T10:30:00")).toBe(true);
  });

  it("schedules a public post again, and publishes a scheduled one now, leaving the date alone when absent", async () => {
    const title = `일정 변경 공지 ${crypto.randomUUID().slice(0, 8)}`;
    const boardId = await createPost({ boardTitle: title });
    expect((await publicView(title)).ids).toContain(boardId);

    const later = minutesAt(Date.now() + DAY);
    expect((await updatePost({ boardId, boardRegDate: later })).status).toBe(200);
    expect(await storedDate(boardId)).toBe(`${later}:00`);
    expect((await publicView(title)).ids).not.toContain(boardId);

    // A title change without a date keeps the schedule.
    expect((await updatePost({ boardId, boardTitle: `${title} (수정)`, boardRegDate: null })).status).toBe(200);
    expect(await storedDate(boardId)).toBe(`${later}:00`);

    const now = minutesAt(Date.now());
    expect((await updatePost({ boardId, boardRegDate: now })).status).toBe(200);
    expect((await publicView(title)).ids).toContain(boardId);
  });

  it("refuses a date that is not one or out of range with 400, storing nothing", async () => {
    const [{ n: before }] = (await env.DB.prepare("SELECT count(*) AS n FROM board").all<{ n: number }>()).results as [
      { n: number },
    ];
    const cases: [unknown, string][] = [
      ["2026-13-01T09:00", BOARD_MESSAGES.regDate],
      ["2026-02-30T09:00", BOARD_MESSAGES.regDate],
      ["내일 아침", BOARD_MESSAGES.regDate],
      [20261201, BOARD_MESSAGES.regDate],
      ["1999-12-31T23:59", BOARD_MESSAGES.regDateRange],
      [minutesAt(Date.now() + 400 * DAY), BOARD_MESSAGES.regDateRange],
    ];
    for (const [boardRegDate, message] of cases) {
      const res = await callAs(admin, "/api/admin/boards", {
        method: "POST",
        body: dtoForm("createBoardDTO", { boardType: "NOTICE", boardTitle: "잘못된 일시", boardRegDate }),
      });
      await expectJsonError(res, 400, message);
    }
    const [{ n: after }] = (await env.DB.prepare("SELECT count(*) AS n FROM board").all<{ n: number }>()).results as [
      { n: number },
    ];
    expect(after).toBe(before);
    const [first] = (await db().select({ id: board.boardId }).from(board).limit(1)) as [{ id: number }];
    const stored = await storedDate(first.id);
    await expectJsonError(
      await updatePost({ boardId: first.id, boardRegDate: "2019-02-29T09:00" }),
      400,
      BOARD_MESSAGES.regDate,
    );
    expect(await storedDate(first.id)).toBe(stored);
  });
});
