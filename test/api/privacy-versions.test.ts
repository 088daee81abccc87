// 개인정보처리방침 변경 이력 (decision 093): a save with a later 시행일 keeps the policy it replaces,
// as it was, and /privacy lists it with its days and shows it at ?version=; the same 시행일 corrects
// the policy in place; an earlier or a future 시행일 is refused; a refused save keeps nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { privacyVersion, siteSetting } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { SETTINGS_MESSAGES } from "../../functions/schemas/settings";
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

  it("refuses an earlier or a future 시행일 with a Korean message and stores nothing", async () => {
    const before = await stored();
    await expectJsonError(
      await put({ html: FIRST, effectiveDate: "2025-12-31" }),
      400,
      SETTINGS_MESSAGES.effectiveEarlier(today),
    );
    await expectJsonError(
      await put({ html: FIRST, effectiveDate: addDays(today, 2) }),
      400,
      SETTINGS_MESSAGES.effectiveFuture,
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

  it("an unknown or malformed version is a 404 page", async () => {
    for (const path of ["/privacy?version=999", "/privacy?version=abc", "/privacy?version=0"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain("<h1>이전 개인정보처리방침</h1>");
    }
  });
});
