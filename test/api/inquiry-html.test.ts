// A visitor's inquiry HTML in front of staff (issue 9): stored without images from elsewhere and
// with its links marked; an older row that still holds them is cleaned when staff open it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const TRAP = [
  "<p>견적 부탁드립니다.</p>",
  '<img src="https://tracker.example/pixel.gif?staff=1" width="1" height="1">',
  '<p style="background:url(https://tracker.example/bg.png)">배경</p>',
  '<a href="https://phish.example/admin-login" target="_self">관리자 재로그인</a>',
].join("");

function inquiryForm(title: string, content: string) {
  const form = new FormData();
  const fields = { title, content, writer: "방문자", tel: "010-1111-2222", email: "visitor@example.com" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("POST /api/inquiry", () => {
  it("stores the content without outside images or url() and with marked links opening in a new tab", async () => {
    const res = await call("/api/inquiry", { method: "POST", body: inquiryForm("추적 픽셀 문의", TRAP) });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(inquiry).where(eq(inquiry.title, "추적 픽셀 문의"));
    expect(row?.content).toBe(
      [
        "<p>견적 부탁드립니다.</p>",
        "<p>배경</p>",
        '<a href="https://phish.example/admin-login" rel="noopener noreferrer nofollow" target="_blank">관리자 재로그인</a>',
      ].join(""),
    );
  });
});

describe("GET /api/admin/inquiry/detail", () => {
  it("cleans a row stored under older rules before staff see it", async () => {
    const [old] = await db()
      .insert(inquiry)
      .values({ title: "예전 문의", content: TRAP, writer: "예전 방문자", createAt: "2025-01-01T09:00:00" })
      .returning({ inquiryId: inquiry.inquiryId });
    const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${old?.inquiryId}`);
    expect(res.status).toBe(200);
    const { content } = (await res.json()) as { content: string };
    expect(content).not.toMatch(/tracker\.example|<img|url\(/);
    expect(content).toContain('rel="noopener noreferrer nofollow" target="_blank"');
    expect(content).toContain("<p>견적 부탁드립니다.</p>");
  });
});
