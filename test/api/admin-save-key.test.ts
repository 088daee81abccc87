// Decisions 114, 137: an edit screen's save (a notice, an item, an event, a manufacturer) sends a key with its If-Match.
// Sent again after its answer was lost, it is answered as the first was: the same answer and ETag,
// nothing stored again (no revision, version, attachment, object or audit row), where it used to be
// refused as "changed elsewhere" (by itself). A save made by anyone since still refuses it.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  board,
  boardVersion,
  calendarEvent,
  fileBox,
  item,
  itemVersion,
  manufacturer,
  pendingUpload,
} from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, db, dtoForm, expectJsonError, file, PDF, seedDatabase } from "../fixtures";

const BAD_KEY = "화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";
const CHANGED = (what: string) =>
  new RegExp(
    `^이 화면을 연 뒤 다른 곳에서 ${what} 수정되었습니다\\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\)\\. 저장하지 않았습니다\\.$`,
  );

let admin: LoggedIn;
let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

const keyed = (key: string | null, ifMatch: string | null): Record<string, string> => ({
  ...(key ? { "Idempotency-Key": key } : {}),
  ...(ifMatch ? { "If-Match": ifMatch } : {}),
});

const audited = async (resource: string, targetId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, resource), eq(auditLog.action, "update"), eq(auditLog.targetId, String(targetId))),
      )
  )[0]?.n ?? 0;

describe("a notice's save sent again after a lost answer (POST /api/admin/boards/update)", () => {
  async function newPost(title: string) {
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
  const save = (boardId: number, title: string, key: string | null, ifMatch: string | null, files: File[] = []) =>
    callAs(staff, "/api/admin/boards/update", {
      method: "POST",
      body: dtoForm("updateBoardDTO", { boardId, boardTitle: title }, { files }),
      headers: keyed(key, ifMatch),
    });
  const attachments = (boardId: number) =>
    db()
      .select({ name: fileBox.fileOrgName })
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, "BOARD"), eq(fileBox.ownerId, boardId)));
  const versions = async (boardId: number) =>
    (await db().select({ n: count() }).from(boardVersion).where(eq(boardVersion.boardId, boardId)))[0]?.n;
  const row = async (boardId: number) =>
    (
      await db().select({ title: board.boardTitle, rev: board.boardRev }).from(board).where(eq(board.boardId, boardId))
    )[0];

  it("is answered as saved, with its file attached once, one version and one audit row", async () => {
    const boardId = await newPost("재전송 공지");
    const key = crypto.randomUUID();
    const pdf = () => file(PDF, "시공 안내.pdf", "application/pdf");
    const first = await save(boardId, "재전송 공지 (수정)", key, '"r1"', [pdf()]);
    expect(first.status).toBe(200);
    expect(first.headers.get("ETag")).toBe('"r2"');
    const objects = (await bucketKeys()).length;

    // The screen never saw that answer: it sends the same form, over the revision it opened.
    const again = await save(boardId, "재전송 공지 (수정)", key, '"r1"', [pdf()]);
    expect(again.status).toBe(200);
    expect(await again.json()).toBe(boardId);
    expect(again.headers.get("ETag")).toBe('"r2"');

    expect(await row(boardId)).toEqual({ title: "재전송 공지 (수정)", rev: 2 });
    expect(await attachments(boardId)).toEqual([{ name: "시공 안내.pdf" }]);
    expect(await versions(boardId)).toBe(1);
    expect((await bucketKeys()).length).toBe(objects);
    expect(await db().select().from(pendingUpload)).toEqual([]);
    expect(await audited("boards", boardId)).toBe(1);
  });

  it("two sent at once are one save", async () => {
    const boardId = await newPost("두 번 누른 저장");
    const key = crypto.randomUUID();
    const answers = await Promise.all([1, 2].map(() => save(boardId, "한 번만 저장", key, '"r1"')));
    expect(answers.map((r) => [r.status, r.headers.get("ETag")])).toEqual([
      [200, '"r2"'],
      [200, '"r2"'],
    ]);
    expect(await row(boardId)).toEqual({ title: "한 번만 저장", rev: 2 });
    expect(await versions(boardId)).toBe(1);
  });

  it("is refused as changed elsewhere once someone saved since, storing nothing", async () => {
    const boardId = await newPost("그 사이 고친 글");
    const key = crypto.randomUUID();
    expect((await save(boardId, "내가 고친 제목", key, '"r1"')).status).toBe(200);
    // A colleague saves over it (from the spec's client: no key, no If-Match).
    expect(
      (
        await callAs(admin, "/api/admin/boards/update", {
          method: "POST",
          body: dtoForm("updateBoardDTO", { boardId, boardTitle: "동료가 고친 제목" }),
        })
      ).status,
    ).toBe(200);
    const refused = await save(boardId, "내가 고친 제목", key, '"r1"', [file(PDF, "늦은 첨부.pdf", "application/pdf")]);
    await expectJsonError(refused, 412, CHANGED("게시글이"));
    expect(refused.headers.get("ETag")).toBe('"r3"');
    expect(await row(boardId)).toEqual({ title: "동료가 고친 제목", rev: 3 });
    expect(await attachments(boardId)).toEqual([]);
  });

  it("a key without If-Match changes nothing: each save is a save, as before", async () => {
    const boardId = await newPost("조건 없는 저장");
    const key = crypto.randomUUID();
    expect((await save(boardId, "같은 제목", key, null)).headers.get("ETag")).toBe('"r2"');
    expect((await save(boardId, "같은 제목", key, null)).headers.get("ETag")).toBe('"r3"');
  });

  it("refuses a key no screen makes, storing nothing", async () => {
    const boardId = await newPost("나쁜 키");
    await expectJsonError(await save(boardId, "바뀌면 안 됨", "x y", '"r1"'), 400, BAD_KEY);
    expect(await row(boardId)).toEqual({ title: "나쁜 키", rev: 1 });
  });
});

describe("an item's save sent again after a lost answer (POST /api/admin/items/update)", () => {
  const ITEM = 2;
  const save = (dto: Record<string, unknown>, key: string | null, ifMatch: string | null) =>
    callAs(staff, "/api/admin/items/update", {
      method: "POST",
      body: dtoForm("updateItemDTO", { itemId: ITEM, ...dto }),
      headers: keyed(key, ifMatch),
    });
  const row = async () =>
    (await db().select({ name: item.itemName, rev: item.itemRev }).from(item).where(eq(item.itemId, ITEM)))[0];
  const versions = async () =>
    (await db().select({ n: count() }).from(itemVersion).where(eq(itemVersion.itemId, ITEM)))[0]?.n;

  it("is answered as saved, with one version and one audit row; after 공개/비공개 it is refused", async () => {
    const opened = (await callAs(staff, `/api/admin/items/modify?itemId=${ITEM}`)).headers.get("ETag");
    const before = await row();
    const key = crypto.randomUUID();
    const first = await save({ itemName: "재전송 시스템창" }, key, opened);
    expect(await first.text()).toBe("수정되었습니다.");
    const afterFirst = { versions: await versions(), audited: await audited("items", ITEM) };

    const again = await save({ itemName: "재전송 시스템창" }, key, opened);
    expect(await again.text()).toBe("수정되었습니다.");
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await row()).toEqual({ name: "재전송 시스템창", rev: (before?.rev ?? 0) + 1 });
    expect({ versions: await versions(), audited: await audited("items", ITEM) }).toEqual(afterFirst);

    // 공개/비공개 from the list changes the item: the same save sent again is now stale.
    const visibility = await callAs(admin, "/api/admin/items/visibility", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ itemIds: [ITEM], itemYN: false }),
    });
    expect(visibility.status).toBe(200);
    await expectJsonError(await save({ itemName: "재전송 시스템창" }, key, opened), 412, CHANGED("제품이"));
    expect((await row())?.rev).toBe((before?.rev ?? 0) + 2);
  });
});

describe("an event's save sent again after a lost answer (POST /api/admin/calendar/update)", () => {
  it("is answered 200 with the spec's text three times, one revision, one audit row", async () => {
    const [created] = await db()
      .insert(calendarEvent)
      .values({ title: "실측 방문", startTime: "2026-12-03T10:00:00", endTime: "2026-12-03T11:00:00", usersId: 1 })
      .returning({ calendarId: calendarEvent.calendarId });
    const calendarId = created?.calendarId ?? 0;
    const key = crypto.randomUUID();
    const body = JSON.stringify({
      calendarId,
      title: "실측 방문 (시간 변경)",
      startTime: "2026-12-03T14:00",
      endTime: "2026-12-03T15:00",
    });
    const answers: [number, string, string | null][] = [];
    for (const _ of [1, 2, 3]) {
      const res = await callAs(staff, "/api/admin/calendar/update", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...keyed(key, '"r1"') },
        body,
      });
      answers.push([res.status, await res.text(), res.headers.get("ETag")]);
    }
    expect(answers).toEqual(Array(3).fill([200, "일정이 수정되었습니다.", '"r2"']));
    const [event] = await db()
      .select({ title: calendarEvent.title, startTime: calendarEvent.startTime, rev: calendarEvent.calendarRev })
      .from(calendarEvent)
      .where(eq(calendarEvent.calendarId, calendarId));
    expect(event).toEqual({ title: "실측 방문 (시간 변경)", startTime: "2026-12-03T14:00:00", rev: 2 });
    expect(await audited("calendar", calendarId)).toBe(1);
  });
});

describe("a manufacturer's save sent again after a lost answer (POST /api/admin/manu/update)", () => {
  const MANU = 1;
  const save = (manuIntro: string, key: string | null, ifMatch: string | null) =>
    callAs(staff, "/api/admin/manu/update", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...keyed(key, ifMatch) },
      body: JSON.stringify({ manuId: MANU, manuIntro }),
    });
  const row = async () =>
    (
      await db()
        .select({ intro: manufacturer.manuIntro, rev: manufacturer.rev })
        .from(manufacturer)
        .where(eq(manufacturer.manuId, MANU))
    )[0];

  it("is answered as saved with one audit row; once a colleague saved, it is refused", async () => {
    const opened = (await callAs(staff, `/api/admin/manu/detail?manuId=${MANU}`)).headers.get("ETag");
    const before = await row();
    const key = crypto.randomUUID();
    const first = await save("창호 전문 제조사입니다.", key, opened);
    expect(await first.text()).toBe("제조업체가 변경되었습니다.");
    const again = await save("창호 전문 제조사입니다.", key, opened);
    expect([again.status, await again.text()]).toEqual([200, "제조업체가 변경되었습니다."]);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await row()).toEqual({ intro: "창호 전문 제조사입니다.", rev: (before?.rev ?? 0) + 1 });
    expect(await audited("manu", MANU)).toBe(1);

    // A colleague's save moves the revision on: the same save sent again is now refused.
    const colleague = await callAs(admin, "/api/admin/manu/update", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ manuId: MANU, manuYN: "Y" }),
    });
    expect(colleague.status).toBe(200);
    await expectJsonError(await save("창호 전문 제조사입니다.", key, opened), 412, CHANGED("제조사가"));
    expect((await row())?.rev).toBe((before?.rev ?? 0) + 2);
  });
});
