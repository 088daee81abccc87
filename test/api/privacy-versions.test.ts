// 개인정보처리방침 변경 이력 (decision 093): a save with a later 시행일 keeps the policy it replaces,
// as it was, and /privacy lists it with its days and shows it at ?version=; the same 시행일 corrects
// the policy in place; an earlier one is refused; a refused save keeps nothing. A 시행일 to come
// announces the new policy (?version=next) while the one in force stays until the day before.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { privacyVersion, siteSetting } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { SETTINGS_MESSAGES } from "../../functions/schemas/settings";
import { policyOn, privacyPage } from "../../functions/services/privacy";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const put = (body: unknown, ifMatch?: string) =>
  callAs(admin, "/api/admin/settings/privacy", {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...(ifMatch ? { "If-Match": ifMatch } : {}) },
    body: JSON.stringify(body),
  });

const versions = () => db().select().from(privacyVersion).orderBy(privacyVersion.versionId);
const stored = async () =>
  JSON.parse((await db().select().from(siteSetting).where(eq(siteSetting.key, "privacy")))[0]?.value ?? "{}");
const page = async (path = "/privacy") => {
  const res = await call(path);
  return { status: res.status, text: await res.text() };
};

const FIRST = "<p>처음 시행한 방침: 답변 후 1년간 보관합니다.</p>";
const SECOND = "<p>개정한 방침: 답변 후 3년간 보관합니다.</p>";
const today = todayLocal();
const yesterday = addDays(today, -1);
const koreanDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};

describe("개인정보처리방침 변경 이력", () => {
  it("the starting text has no 시행일 and no history; a first 시행일 is set in place", async () => {
    const before = await page();
    expect(before.text).not.toContain("시행일:");
    expect(before.text).not.toContain("개인정보처리방침 변경 이력");

    await expectJsonError(
      await put({ html: FIRST, effectiveDate: addDays(today, 3) }),
      400,
      SETTINGS_MESSAGES.effectiveFuture,
    );
    const res = await put({ html: FIRST, effectiveDate: "2026-01-01" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ html: FIRST, effectiveDate: "2026-01-01" });
    expect(await versions()).toEqual([]);
    const after = await page();
    expect(after.text).toContain('<p class="privacy-effective">시행일: 2026년 1월 1일</p>');
    expect(after.text).toContain(FIRST);
  });

  it("a later 시행일 keeps the replaced policy as it was, listed on /privacy and shown at ?version=", async () => {
    const res = await put({ html: SECOND, effectiveDate: today });
    expect(res.status).toBe(200);
    const kept = await versions();
    expect(kept).toEqual([
      expect.objectContaining({ effectiveDate: "2026-01-01", endDate: yesterday, html: FIRST, archivedBy: 1 }),
    ]);
    const versionId = kept[0]?.versionId;

    const now = await page();
    expect(now.text).toContain(SECOND);
    expect(now.text).not.toContain(FIRST);
    expect(now.text).toContain(`시행일: ${koreanDay(today)}`);
    expect(now.text).toContain('<h2 id="privacy-versions-title">개인정보처리방침 변경 이력</h2>');
    expect(now.text).toContain(`<span aria-current="page">현재 방침 (${today} 시행)</span>`);
    expect(now.text).toContain(`href="/privacy?version=${versionId}">2026-01-01 ~ ${yesterday}</a>`);

    const earlier = await page(`/privacy?version=${versionId}`);
    expect(earlier.status).toBe(200);
    expect(earlier.text).toContain("<h1>이전 개인정보처리방침</h1>");
    expect(earlier.text).toContain(FIRST);
    expect(earlier.text).not.toContain(SECOND);
    expect(earlier.text).toContain(
      `2026년 1월 1일부터 ${koreanDay(yesterday)}까지 시행된 방침입니다. <a data-discover="true" href="/privacy">현재 개인정보처리방침 보기</a>`,
    );
    expect(earlier.text).toMatch(/<link rel="canonical" href="[^"]*\/privacy"\/>/);
    expect(earlier.text).toContain(`href="/privacy">현재 방침 (${today} 시행)</a>`);
  });

  it("the same 시행일 corrects the policy in place; a save without one keeps it", async () => {
    const fixed = "<p>개정한 방침: 답변 후 3년간 보관합니다. (오타 수정)</p>";
    expect((await put({ html: fixed, effectiveDate: today })).status).toBe(200);
    expect((await put({ html: fixed })).status).toBe(200);
    expect(await stored()).toMatchObject({ html: fixed, effectiveDate: today });
    expect(await versions()).toHaveLength(1);
    expect((await page()).text).toContain(fixed);
  });

  it("refuses an earlier 시행일, or one more than a year ahead, with a Korean message and stores nothing", async () => {
    const before = await stored();
    await expectJsonError(
      await put({ html: FIRST, effectiveDate: "2025-12-31" }),
      400,
      SETTINGS_MESSAGES.effectiveEarlier(today),
    );
    await expectJsonError(
      await put({ html: FIRST, effectiveDate: addDays(today, 366) }),
      400,
      SETTINGS_MESSAGES.effectiveTooFar,
    );
    await expectJsonError(await put({ html: FIRST, effectiveDate: "2026-02-30" }), 400);
    expect(await stored()).toEqual(before);
    expect(await versions()).toHaveLength(1);
  });

  it("a save refused for an older revision keeps no version", async () => {
    // Back-date the stored 시행일 so that today is a later one.
    const doc = await stored();
    await db()
      .update(siteSetting)
      .set({ value: JSON.stringify({ ...doc, effectiveDate: "2026-06-01" }), rev: 40 })
      .where(eq(siteSetting.key, "privacy"));
    await expectJsonError(await put({ html: FIRST, effectiveDate: today }, '"r39"'), 412);
    expect(await versions()).toHaveLength(1);
    expect((await put({ html: FIRST, effectiveDate: today }, '"r40"')).status).toBe(200);
    expect((await versions()).map((v) => [v.effectiveDate, v.endDate])).toEqual([
      ["2026-01-01", yesterday],
      ["2026-06-01", yesterday],
    ]);
  });

  it("an unknown or malformed version is a 404 page, and so is ?version=next with nothing announced", async () => {
    for (const path of [
      "/privacy?version=999",
      "/privacy?version=abc",
      "/privacy?version=0",
      "/privacy?version=next",
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain("<h1>이전 개인정보처리방침</h1>");
    }
  });

  it("a 시행일 to come announces the new policy; the one in force stays, kept until the day before", async () => {
    const THIRD = "<p>예고한 방침: 문의는 처리 완료 후 2년간 보관합니다.</p>";
    const inWeek = addDays(today, 7);
    expect((await put({ html: THIRD, effectiveDate: inWeek })).status).toBe(200);
    const kept = await versions();
    const inForce = kept.at(-1);
    expect(inForce).toMatchObject({ effectiveDate: today, endDate: addDays(inWeek, -1), html: FIRST });

    const now = await page();
    expect(now.text).toContain(FIRST);
    expect(now.text).not.toContain(THIRD);
    expect(now.text).toContain(`시행일: ${koreanDay(today)}`);
    expect(now.text).toContain(
      `개인정보처리방침이 ${koreanDay(inWeek)}부터 바뀝니다. <a data-discover="true" href="/privacy?version=next">바뀌는 방침 미리 보기</a>`,
    );
    expect(now.text).toContain(`href="/privacy?version=next">변경 예정 (${inWeek} 시행)</a>`);
    expect(now.text).toContain(`<span aria-current="page">현재 방침 (${today} 시행)</span>`);
    expect(now.text).not.toContain(`?version=${inForce?.versionId}"`);

    const next = await page("/privacy?version=next");
    expect(next.text).toContain("<h1>변경 예정 개인정보처리방침</h1>");
    expect(next.text).toContain(THIRD);
    expect(next.text).toContain(`${koreanDay(inWeek)}부터 시행되는 방침입니다.`);
    expect(next.text).toContain('<span aria-current="page">변경 예정');
    // The one in force asked for by its number is the page in force.
    const byNumber = await page(`/privacy?version=${inForce?.versionId}`);
    expect(byNumber.text).toContain("<h1>개인정보처리방침</h1>");
    expect(byNumber.text).toContain(FIRST);

    // Until its day the announced policy is corrected in place and may move, not before today
    // nor onto the day the one in force began; the one in force then ends the day before.
    const moved = addDays(today, 3);
    expect((await put({ html: THIRD, effectiveDate: moved })).status).toBe(200);
    expect(await versions()).toHaveLength(kept.length);
    expect((await versions()).at(-1)).toMatchObject({ effectiveDate: today, endDate: addDays(today, 2) });
    await expectJsonError(
      await put({ html: THIRD, effectiveDate: today }),
      400,
      SETTINGS_MESSAGES.effectiveAfter(today),
    );
    await expectJsonError(
      await put({ html: THIRD, effectiveDate: addDays(today, -1) }),
      400,
      SETTINGS_MESSAGES.upcomingPast,
    );
    expect((await put({ html: `${THIRD}<p>(고침)</p>` })).status).toBe(200);
    expect(await stored()).toMatchObject({ effectiveDate: moved });
    expect(await versions()).toHaveLength(kept.length);

    // On its day it is the policy in force, and the one before it is history.
    const onTheDay = await privacyPage(db(), undefined, moved);
    expect(onTheDay).toMatchObject({
      html: `${THIRD}<p>(고침)</p>`,
      effectiveDate: moved,
      upcoming: null,
      shown: null,
    });
    expect(onTheDay?.versions[0]).toEqual({
      versionId: inForce?.versionId,
      effectiveDate: today,
      endDate: addDays(today, 2),
    });
    expect(await privacyPage(db(), "next", moved)).toBeUndefined();
    const dayBefore = await privacyPage(db(), undefined, addDays(moved, -1));
    expect(dayBefore).toMatchObject({ html: FIRST, effectiveDate: today, upcoming: moved });
  });

  it("policyOn: the stored policy from its day on, before it the newest kept one", () => {
    const kept = [
      { versionId: 3, effectiveDate: "2026-11-29", endDate: "2026-12-05" },
      { versionId: 1, effectiveDate: "2026-01-01", endDate: "2026-11-28" },
    ];
    expect(policyOn({ effectiveDate: "2026-12-06" }, kept, "2026-12-05")).toEqual({
      inForce: kept[0],
      earlier: [kept[1]],
      upcoming: "2026-12-06",
    });
    expect(policyOn({ effectiveDate: "2026-12-06" }, kept, "2026-12-06")).toEqual({
      inForce: "stored",
      earlier: kept,
      upcoming: null,
    });
    expect(policyOn({ effectiveDate: null }, [], "2026-12-06")).toEqual({
      inForce: "stored",
      earlier: [],
      upcoming: null,
    });
  });
});
