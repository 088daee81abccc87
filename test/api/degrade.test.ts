// Without JWT_SECRET the public site and the inquiry form keep working; the back office answers
// a clear 503 and the operator gets one error line per isolate (decision 017).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inquiry } from "../../db/schema";
import { callWith, db, expectJsonError, request, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const MESSAGE = "서버 설정 오류로 관리자 기능을 사용할 수 없습니다. 사이트 운영 담당자에게 문의해주세요.";
const noSecret = { JWT_SECRET: undefined };
const errors = vi.spyOn(console, "error");
afterAll(() => errors.mockRestore());

describe("without JWT_SECRET", () => {
  it("serves the public pages and public API", async () => {
    for (const path of ["/", "/notice", "/manu/1", "/inquiryForm", "/faq"]) {
      const res = await callWith(request(path), noSecret);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("<main");
    }
    const res = await callWith(request("/api/manufacturers"), noSecret);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("takes an inquiry", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "비밀키 없는 문의",
      content: "<p>견적 부탁드립니다.</p>",
      tel: "010-1111-2222",
    })) {
      form.append(k, v);
    }
    const res = await callWith(request("/api/inquiry", { method: "POST", body: form }), noSecret);
    expect(res.status).toBe(200);
    const [row] = await db().select({ n: count() }).from(inquiry).where(eq(inquiry.title, "비밀키 없는 문의"));
    expect(row?.n).toBe(1);
  });

  it("answers the back office's API and session calls 503 with a Korean JSON message", async () => {
    const json = { "Content-Type": "application/json", Origin: "http://localhost" };
    for (const [path, init] of [
      [
        "/login",
        {
          method: "POST",
          headers: json,
          body: JSON.stringify({ username: "admin@example.com", password: "admin1234!" }),
        },
      ],
      ["/logout", { method: "POST", headers: json }],
      ["/api/auth", { method: "POST", headers: json }],
      ["/api/admin/inquiry", {}],
      ["/api/admin/users/all", {}],
      ["/api/image/upload", { method: "POST" }],
    ] as [string, RequestInit][]) {
      const res = await callWith(request(path, init), noSecret);
      await expectJsonError(res, 503, MESSAGE);
      expect(res.headers.get("set-cookie"), path).toBeNull();
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("answers the back office's screens 503 with a Korean page", async () => {
    for (const path of ["/admin", "/admin/inquiry", "/loginForm", "/login", "/admin.data"]) {
      const res = await callWith(request(path), noSecret);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain("<h1>관리자 기능을 사용할 수 없습니다</h1>");
      expect(html).toContain(MESSAGE);
    }
  });

  it("tells the operator once, naming the missing secret", () => {
    const lines = errors.mock.calls.map((args) => args.join(" ")).filter((line) => line.includes("JWT_SECRET"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("[config] JWT_SECRET: 없거나 32자보다 짧습니다");
    expect(lines[0]).toContain("JWT_SECRET is missing");
  });

  it("a short secret counts as missing; with a real one the back office is back", async () => {
    await expectJsonError(await callWith(request("/api/admin/inquiry"), { JWT_SECRET: "too-short" }), 503, MESSAGE);
    await expectJsonError(await callWith(request("/api/admin/inquiry"), {}), 401);
  });
});
