// Calendar edit revisions (decision 085): GET /api/admin/calendar/event answers one event with its
// revision as the ETag; an update that sends it back in If-Match is refused with 412 (JSON, Korean,
// the current ETag) when someone saved the event in between, and then changes nothing. An update
// without If-Match (the spec's client) is not checked, and still moves the revision on.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarEvent } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn;
beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

const CHANGED =
  /^이 화면을 연 뒤 다른 곳에서 일정이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/;

const post = (body: unknown, tag?: string | null): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(tag ? { "If-Match": tag } : {}) },
  body: JSON.stringify(body),
});

async function newEvent(title: string): Promise<number> {
  const res = await callAs(
    admin,
    "/api/admin/calendar",
    post({ title, startTime: "2027-03-02T10:00", endTime: "2027-03-02T12:00", calendarYN: "N", holidays: false }),
  );
  expect(res.status).toBe(201);
  const [row] = await db()
    .select({ calendarId: calendarEvent.calendarId })
    .from(calendarEvent)
    .where(eq(calendarEvent.title, title));
  return row?.calendarId as number;
}

async function opened(who: LoggedIn, calendarId: number) {
  const res = await callAs(who, `/api/admin/calendar/event?calendarId=${calendarId}`);
  expect(res.status).toBe(200);
  return { tag: res.headers.get("ETag"), body: (await res.json()) as Record<string, unknown> };
}

const rowOf = async (calendarId: number) =>
  (await db().select().from(calendarEvent).where(eq(calendarEvent.calendarId, calendarId)))[0];

describe("GET /api/admin/calendar/event", () => {
  it("answers the event as the day list has it, with its revision as a strong ETag", async () => {
    const calendarId = await newEvent("설치 방문 (ETag)");
    const { tag, body } = await opened(staff, calendarId);
    expect(tag).toBe('"r1"');
    const day = await callAs(staff, "/api/admin/calendar/detail?startTime=2027-03-02T00:00:00");
    const listed = ((await day.json()) as Record<string, unknown>[]).find((e) => e.calendarId === calendarId);
    expect(body).toEqual(listed);
    expect(body.title).toBe("설치 방문 (ETag)");
  });

  it("404 with the Korean message for an unknown event, 400 for a bad id, 401 without a login", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/event?calendarId=999999"),
      404,
      "일정을 찾을 수 없습니다.",
    );
    await expectJsonError(await callAs(admin, "/api/admin/calendar/event?calendarId=abc"), 400);
    expect((await call("/api/admin/calendar/event?calendarId=1")).status).toBe(401);
  });
});

describe("POST /api/admin/calendar/update with If-Match", () => {
  it("saves over the revision the form opened and answers the next one", async () => {
    const calendarId = await newEvent("설치 방문 (저장)");
    const { tag } = await opened(admin, calendarId);
    const res = await callAs(
      admin,
      "/api/admin/calendar/update",
      post({ calendarId, title: "설치 방문 (수정됨)" }, tag),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("일정이 수정되었습니다.");
    expect(res.headers.get("ETag")).toBe('"r2"');
    const row = await rowOf(calendarId);
    expect(row?.title).toBe("설치 방문 (수정됨)");
    expect(row?.calendarRev).toBe(2);
    expect((await opened(admin, calendarId)).tag).toBe('"r2"');
  });

  it("refuses a save from a form opened before someone else's: 412, the current ETag, nothing changed", async () => {
    const calendarId = await newEvent("설치 방문 (충돌)");
    const mine = await opened(admin, calendarId);
    // Someone moves the visit to the afternoon meanwhile.
    const theirs = await opened(staff, calendarId);
    const moved = await callAs(
      staff,
      "/api/admin/calendar/update",
      post({ calendarId, startTime: "2027-03-02T14:00", endTime: "2027-03-02T16:00" }, theirs.tag),
    );
    expect(moved.status).toBe(200);
    const before = await rowOf(calendarId);

    const res = await callAs(
      admin,
      "/api/admin/calendar/update",
      post({ calendarId, ...mine.body, description: "현관문 교체", scheduleStatus: "PLANNED" }, mine.tag),
    );
    await expectJsonError(res, 412, CHANGED);
    expect(res.headers.get("ETag")).toBe('"r2"');
    // The afternoon stays: the old form's morning times did not come back.
    expect(await rowOf(calendarId)).toEqual(before);
    expect(before?.startTime).toBe("2027-03-02T14:00:00");

    // 내 내용으로 저장: the same save over the revision the refusal named goes through.
    const again = await callAs(
      admin,
      "/api/admin/calendar/update",
      post({ calendarId, description: "현관문 교체" }, res.headers.get("ETag")),
    );
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).toBe('"r3"');
    expect((await rowOf(calendarId))?.description).toBe("현관문 교체");
  });

  it("an update without If-Match (the spec's client) or with * is not checked but still moves the revision on", async () => {
    const calendarId = await newEvent("설치 방문 (조건 없음)");
    const { tag } = await opened(admin, calendarId);
    expect((await callAs(staff, "/api/admin/calendar/update", post({ calendarId, location: "서울" }))).status).toBe(
      200,
    );
    expect((await callAs(staff, "/api/admin/calendar/update", post({ calendarId, title: "별표" }, "*"))).status).toBe(
      200,
    );
    expect((await rowOf(calendarId))?.calendarRev).toBe(3);
    // The form opened before them is now refused.
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/update", post({ calendarId, title: "늦은 저장" }, tag)),
      412,
      CHANGED,
    );
    expect((await rowOf(calendarId))?.title).toBe("별표");
  });

  it("a tag that is no revision of ours never matches; a deleted event is 404, not 412", async () => {
    const calendarId = await newEvent("설치 방문 (삭제)");
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/update", post({ calendarId, title: "x" }, '"abc"')),
      412,
      CHANGED,
    );
    const { tag } = await opened(admin, calendarId);
    expect((await callAs(staff, `/api/admin/calendar?calendarId=${calendarId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/update", post({ calendarId, title: "x" }, tag)),
      404,
      "일정을 찾을 수 없습니다.",
    );
  });

  it("end before start is still a 400 over a matching revision, and stores nothing", async () => {
    const calendarId = await newEvent("설치 방문 (시간)");
    const { tag } = await opened(admin, calendarId);
    const before = await rowOf(calendarId);
    await expectJsonError(
      await callAs(admin, "/api/admin/calendar/update", post({ calendarId, endTime: "2027-03-01T09:00" }, tag)),
      400,
      "종료 일시는 시작 일시보다 빠를 수 없습니다.",
    );
    expect(await rowOf(calendarId)).toEqual(before);
  });
});

describe("DELETE /api/admin/calendar with If-Match (decision 094)", () => {
  const remove = (calendarId: number, tag?: string | null) =>
    callAs(staff, `/api/admin/calendar?calendarId=${calendarId}`, {
      method: "DELETE",
      headers: tag ? { "If-Match": tag } : {},
    });

  it("refuses to delete an event changed since the revision named (412, the current ETag) and keeps it", async () => {
    const calendarId = await newEvent("설치 방문 (삭제 경합)");
    const { tag } = await opened(staff, calendarId);
    expect(
      (await callAs(admin, "/api/admin/calendar/update", post({ calendarId, title: "오후로 옮긴 방문" }))).status,
    ).toBe(200);
    const refused = await remove(calendarId, tag);
    expect(refused.headers.get("ETag")).toBe('"r2"');
    await expectJsonError(
      refused,
      412,
      /^이 화면을 연 뒤 다른 곳에서 일정이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 삭제하지 않았습니다\.$/,
    );
    expect(await rowOf(calendarId)).toMatchObject({ title: "오후로 옮긴 방문", calendarRev: 2 });

    const done = await remove(calendarId, '"r2"');
    expect(done.status).toBe(200);
    expect(await done.text()).toBe("일정이 삭제 되었습니다.");
    expect(await rowOf(calendarId)).toBeUndefined();
    await expectJsonError(await remove(calendarId, '"r2"'), 404, "일정을 찾을 수 없습니다.");
  });

  it("deletes without If-Match (the spec's client) or with *, whatever the revision", async () => {
    for (const tag of [undefined, "*"]) {
      const calendarId = await newEvent(`설치 방문 (무조건 삭제 ${tag ?? "없음"})`);
      await callAs(admin, "/api/admin/calendar/update", post({ calendarId, title: "바뀐 방문" }));
      expect((await remove(calendarId, tag)).status).toBe(200);
      expect(await rowOf(calendarId)).toBeUndefined();
    }
  });
});
