// 동의한 방침 (decision 101): an inquiry records the 시행일 of the 개인정보처리방침 in force when the
// customer sent it, in the same insert; the admin detail names it and links the text agreed to,
// which stays readable at /privacy?version= once a later policy replaces it. An announced policy
// is not the one agreed to until its day; the starting text (no 시행일) records nothing.
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry, privacyVersion } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { privacyPage } from "../../functions/services/privacy";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bytesOf, call, db, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const today = todayLocal();
const FIRST = "<p>처음 시행한 방침: 답변 후 1년간 보관합니다.</p>";
const SECOND = "<p>개정한 방침: 답변 후 3년간 보관합니다.</p>";
const ANNOUNCED = "<p>다음 주부터 바뀌는 방침입니다.</p>";

async function savePolicy(html: string, effectiveDate: string) {
  const res = await callAs(admin, "/api/admin/settings/privacy", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ html, effectiveDate }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Sends an inquiry as a visitor (the spec's parts) and returns its id. */
async function send(title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, content: `<p>${title}</p>`, writer: "김고객" }))
    form.set(name, value);
  const res = await call("/api/inquiry", { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const [row] = await db().select({ id: inquiry.inquiryId }).from(inquiry).where(eq(inquiry.title, title));
  return row?.id as number;
}

async function agreed(inquiryId: number) {
  const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { privacyEffectiveDate: string | null; privacyVersionId: number | null };
  return { date: body.privacyEffectiveDate, versionId: body.privacyVersionId };
}

describe("the policy an inquiry agreed to", () => {
  it("is recorded with each inquiry, and stays readable after a later policy replaces it", async () => {
    // The starting text has no 시행일: nothing to name.
    const undated = await send("방침 시행일 전 문의");
    expect(await agreed(undated)).toEqual({ date: null, versionId: null });

    await savePolicy(FIRST, "2026-01-01");
    const underFirst = await send("첫 방침 아래 문의");
    // The policy in force is the stored one: /privacy shows it.
    expect(await agreed(underFirst)).toEqual({ date: "2026-01-01", versionId: null });

    const revised = addDays(today, -1);
    await savePolicy(SECOND, revised);
    const underSecond = await send("개정 방침 아래 문의");
    expect(await agreed(underSecond)).toEqual({ date: revised, versionId: null });
    // The earlier inquiry now names the kept copy, whose page shows the text agreed to.
    const [kept] = await db().select().from(privacyVersion).where(eq(privacyVersion.effectiveDate, "2026-01-01"));
    expect(kept).toBeTruthy();
    expect(await agreed(underFirst)).toEqual({ date: "2026-01-01", versionId: kept?.versionId });
    const page = await (await call(`/privacy?version=${kept?.versionId}`)).text();
    expect(page).toContain("처음 시행한 방침");
    expect(page).not.toContain("개정한 방침");

    // A change announced for next week is not what a customer agrees to today.
    await savePolicy(ANNOUNCED, addDays(today, 7));
    const whileAnnounced = await send("변경 예고 중 문의");
    expect(await agreed(whileAnnounced)).toMatchObject({ date: revised });
    // The same policy /privacy shows as in force today.
    const shown = await privacyPage(db(), undefined, today);
    expect(shown?.effectiveDate).toBe(revised);
    // The policy agreed to is now the kept copy of the one in force; its link shows that text.
    const { versionId } = await agreed(whileAnnounced);
    expect(versionId).not.toBeNull();
    expect(await (await call(`/privacy?version=${versionId}`)).text()).toContain("개정한 방침");
    // The row itself holds the day.
    const [row] = await db().select().from(inquiry).where(eq(inquiry.inquiryId, whileAnnounced));
    expect(row?.privacyEffectiveDate).toBe(revised);

    // The CSV export's last column says it too; empty for the inquiry sent before policies were dated.
    const csv = new TextDecoder().decode(await bytesOf(await callAs(admin, "/api/admin/inquiry/export")));
    const [header, ...rows] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(header?.at(-1)).toBe("동의한 방침 시행일");
    const agreedIn = (title: string) => rows.find((r) => r[2] === title)?.at(-1);
    expect(
      ["방침 시행일 전 문의", "첫 방침 아래 문의", "개정 방침 아래 문의", "변경 예고 중 문의"].map(agreedIn),
    ).toEqual(["", "2026-01-01", revised, revised]);
  });
});
