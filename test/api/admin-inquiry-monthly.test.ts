import { beforeAll, describe, expect, it } from "vitest";
import { inquiry } from "../../db/schema";
import { countInquiriesByMonth } from "../../functions/services/inquiries";
import { callAs, loginAsAdmin } from "../auth-fixtures";
import { call, db, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const row = (createAt: string, inquiryType: "GENERAL" | "AS" = "GENERAL") => ({
  title: "문의",
  content: "<p>내용</p>",
  writer: "홍길동",
  createAt,
  updateAt: createAt,
  inquiryType,
});

describe("GET /api/admin/inquiry/monthly", () => {
  it("counts inquiries per month for the last 6 months, oldest first, with empty months as 0, A/S apart", async () => {
    await db()
      .insert(inquiry)
      .values([
        row("2026-11-01T00:00:00"),
        row("2026-11-21T23:59:59", "AS"),
        row("2026-09-15T10:00:00", "AS"),
        row("2026-06-01T00:00:00"),
        row("2026-05-31T23:59:59"), // older than the window
      ]);
    const now = Date.UTC(2026, 10, 22, 3, 0, 0); // 2026-11-22 12:00 in Korea
    expect(await countInquiriesByMonth(db(), 6, now)).toEqual([
      { month: "2026-06", count: 1, asCount: 0 },
      { month: "2026-07", count: 0, asCount: 0 },
      { month: "2026-08", count: 0, asCount: 0 },
      { month: "2026-09", count: 1, asCount: 1 },
      { month: "2026-10", count: 0, asCount: 0 },
      { month: "2026-11", count: 2, asCount: 1 },
    ]);
  });

  it("crosses the year boundary", async () => {
    const now = Date.UTC(2027, 0, 10, 3, 0, 0);
    const months = (await countInquiriesByMonth(db(), 6, now)).map((m) => m.month);
    expect(months).toEqual(["2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01"]);
  });

  it("answers the current six months to a signed-in account and 401 without a token", async () => {
    const res = await callAs(await loginAsAdmin(), "/api/admin/inquiry/monthly");
    const body = (await res.json()) as { month: string; count: number; asCount: number }[];
    expect(body).toHaveLength(6);
    expect(
      body.every(
        (m) =>
          /^\d{4}-\d{2}$/.test(m.month) &&
          Number.isInteger(m.count) &&
          Number.isInteger(m.asCount) &&
          m.asCount <= m.count,
      ),
    ).toBe(true);
    expect((await call("/api/admin/inquiry/monthly")).status).toBe(401);
  });
});
