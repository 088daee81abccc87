// 같은 연락처의 문의 (decision 070): an inquiry's detail lists the other inquiries left with the same
// phone number, however it was typed, newest first, at most 10, through an index on its digits;
// the inbox marks a number's later inquiries 재문의.
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry } from "../../db/schema";
import { repeatCustomer, sameTel } from "../../functions/services/inquiries";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { db, queryPlan, seedDatabase } from "../fixtures";

let admin: LoggedIn;
const ids: Record<string, number> = {};

interface Detail {
  sameCustomer: { inquiryId: number; title: string; status: string; createAt: string }[];
}
const sameOf = async (title: string) => {
  const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${ids[title]}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Detail).sameCustomer;
};

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  await db().delete(inquiry);
  const rows: [title: string, tel: string | null, day: string][] = [
    ["첫 문의", "010-1234-5678", "2026-10-01"],
    ["A/S 요청", "01012345678", "2026-10-15"],
    ["추가 견적", "010 1234 5678", "2026-11-01"],
    ["방충망", "(010)1234.5678", "2026-11-20"],
    ["다른 고객", "010-9876-5432", "2026-11-21"],
    ["번호 없음", null, "2026-11-22"],
    ["짧은 번호 1", "1234", "2026-11-23"],
    ["짧은 번호 2", "12-34", "2026-11-24"],
  ];
  const made = await db()
    .insert(inquiry)
    .values(
      rows.map(([title, tel, day]) => ({
        title,
        tel,
        content: "<p>문의</p>",
        createAt: `${day}T10:00:00`,
        updateAt: `${day}T10:00:00`,
      })),
    )
    .returning({ inquiryId: inquiry.inquiryId, title: inquiry.title });
  for (const r of made) ids[r.title] = r.inquiryId;
});

describe("the same customer's other inquiries", () => {
  it("are found whatever separators were typed, newest first, without the inquiry itself", async () => {
    expect((await sameOf("A/S 요청")).map((r) => r.title)).toEqual(["방충망", "추가 견적", "첫 문의"]);
    const [newest] = await sameOf("첫 문의");
    expect(newest).toEqual({
      inquiryId: ids["방충망"],
      title: "방충망",
      status: "신규",
      createAt: "2026-11-20T10:00:00",
    });
  });

  it("are none for another number, no number, or a number too short to name a customer", async () => {
    expect(await sameOf("다른 고객")).toEqual([]);
    expect(await sameOf("번호 없음")).toEqual([]);
    expect(await sameOf("짧은 번호 1")).toEqual([]);
    expect(await sameOf("짧은 번호 2")).toEqual([]);
  });

  it("are at most 10", async () => {
    await db()
      .insert(inquiry)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ title: `반복 ${i}`, tel: "010.1234.5678", content: "<p>x</p>" })),
      );
    const list = await sameOf("첫 문의");
    expect(list).toHaveLength(10);
    expect(list.every((r) => r.inquiryId !== ids["첫 문의"])).toBe(true);
  });

  it("mark the inbox's rows that are not the number's first inquiry (재문의)", async () => {
    const res = await callAs(admin, "/api/admin/inquiry?size=50");
    const rows = ((await res.json()) as { content: { title: string; repeatCustomer: boolean }[] }).content;
    const marked = Object.fromEntries(rows.map((r) => [r.title, r.repeatCustomer]));
    expect(marked).toMatchObject({
      "첫 문의": false,
      "A/S 요청": true,
      "추가 견적": true,
      방충망: true,
      "다른 고객": false,
      "번호 없음": false,
      "짧은 번호 1": false,
      "짧은 번호 2": false,
    });
  });

  it("are looked up through the index on the phone number's digits, not a scan of every inquiry", async () => {
    const steps = await queryPlan(sameTel(db(), ids["첫 문의"] ?? 0).toSQL());
    expect(steps).toContain("USING INDEX inquiry_tel_digits_idx");
    expect(steps).not.toMatch(/^SCAN inquiry\b/m);

    // The inbox's mark: a search of that index for each row shown.
    const mark = db().select({ repeat: repeatCustomer }).from(inquiry).limit(5).toSQL();
    expect(await queryPlan(mark)).toMatch(
      /CORRELATED SCALAR SUBQUERY[\s\S]*SEARCH earlier USING (COVERING )?INDEX inquiry_tel_digits_idx/,
    );
  });
});
