// The configuration checked at the first render (functions/config.ts, decision 020): what closes the
// back office in production, and what is only told to the operator.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkConfig } from "../../functions/config";
import type { Env } from "../../functions/env";
import { callWith, expectJsonError, request, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);
const errors = vi.spyOn(console, "error");
afterAll(() => errors.mockRestore());

const CLOSED = "서버 설정 오류로 관리자 기능을 사용할 수 없습니다. 사이트 운영 담당자에게 문의해주세요.";
const production = (siteUrl: string) => ({ ENVIRONMENT: "production", SITE_URL: siteUrl }) as Partial<Env>;

describe("in production", () => {
  for (const siteUrl of ["http://localhost:8787", "https://change-me.invalid", "http://www.hanbit-window.co.kr"]) {
    it(`a SITE_URL of ${siteUrl} closes the back office and leaves the public site open`, async () => {
      await expectJsonError(await callWith(request("/api/admin/inquiry"), production(siteUrl)), 503, CLOSED);
      const page = await callWith(request("/loginForm"), production(siteUrl));
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(CLOSED);
      const home = await callWith(request("/"), production(siteUrl));
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<main");
      const line = errors.mock.calls.map((args) => args.join(" ")).find((l) => l.includes(new URL(siteUrl).origin));
      expect(line).toContain("[config] SITE_URL: 운영 환경에는 사이트의 실제 https 주소가 필요합니다");
    });
  }

  it("the site's real https address and a secret open the back office (login still required)", async () => {
    await expectJsonError(
      await callWith(request("/api/admin/inquiry"), production("https://www.hanbit-window.co.kr")),
      401,
    );
  });

  it("development keeps the local address", async () => {
    await expectJsonError(await callWith(request("/api/admin/inquiry"), { SITE_URL: "http://localhost:8787" }), 401);
  });
});

describe("request logs in production", () => {
  const live = { ENVIRONMENT: "production", SITE_URL: "https://www.hanbit-window.co.kr" } as Partial<Env>;

  it("one JSON line per request: method, route without ids or query, status, time, cache", async () => {
    const logs = vi.spyOn(console, "log");
    try {
      await callWith(request("/notice/3?searchKeyword=%ED%99%8D%EA%B8%B8%EB%8F%99"), live);
      await callWith(request("/notice/3?searchKeyword=%ED%99%8D%EA%B8%B8%EB%8F%99"), live);
      await callWith(request("/api/admin/inquiry"), live);
      const lines = logs.mock.calls.map((args) => args.join(" ")).filter((l) => l.startsWith('{"type":"request"'));
      const parsed = lines.map((l) => JSON.parse(l));
      expect(parsed.map(({ ms, d1, ...rest }) => rest)).toEqual([
        { type: "request", method: "GET", route: "/notice/:id", status: 200, cache: "MISS" },
        { type: "request", method: "GET", route: "/notice/:id", status: 200, cache: "HIT isolate" },
        { type: "request", method: "GET", route: "/api/admin/inquiry", status: 401, cache: "none" },
      ]);
      expect(parsed.every((l) => typeof l.ms === "number" && l.ms >= 0)).toBe(true);
      // Rendering the post read D1 (the post; the menus may come from the isolate's remembered
      // reads); the isolate's copy and a request without a token never reached it.
      const [miss, hit, refused] = parsed.map((l) => l.d1);
      expect(miss.queries).toBeGreaterThanOrEqual(1);
      expect(miss.rowsRead).toBeGreaterThanOrEqual(1);
      expect(miss.rowsWritten).toBe(0);
      expect(hit).toEqual({ queries: 0, rowsRead: 0, rowsWritten: 0 });
      expect(refused).toEqual({ queries: 0, rowsRead: 0, rowsWritten: 0 });
      // The query (a search for a name) never reaches the log.
      expect(lines.join("\n")).not.toMatch(/searchKeyword|홍길동/);
    } finally {
      logs.mockRestore();
    }
  });

  it("a write counts the rows D1 wrote: a failed login records the attempt", async () => {
    const logs = vi.spyOn(console, "log");
    try {
      const res = await callWith(
        request("/login", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: live.SITE_URL as string,
            "CF-Connecting-IP": "203.0.113.77",
          },
          body: JSON.stringify({ username: "nobody@example.com", password: "wrong-password-1" }),
        }),
        live,
      );
      expect(res.status).toBe(401);
      const line = logs.mock.calls.map((args) => String(args[0])).find((l) => l.startsWith('{"type":"request"'));
      const { route, status, d1 } = JSON.parse(line ?? "{}");
      expect({ route, status }).toEqual({ route: "/login", status: 401 });
      expect(d1.queries).toBeGreaterThanOrEqual(1);
      expect(d1.rowsWritten).toBeGreaterThanOrEqual(1);
      // The address and the username stay out of the line.
      expect(line).not.toMatch(/203\.0\.113|nobody/);
    } finally {
      logs.mockRestore();
    }
  });

  it("nothing per request outside production", async () => {
    const logs = vi.spyOn(console, "log");
    try {
      await callWith(request("/api/manufacturers"), {});
      expect(logs.mock.calls.filter((args) => String(args[0]).startsWith('{"type":"request"'))).toEqual([]);
    } finally {
      logs.mockRestore();
    }
  });
});

describe("checkConfig", () => {
  const base = { ...(env as unknown as Env) };

  it("finds nothing wrong with the local configuration", () => {
    expect(checkConfig({ ...base })).toEqual([]);
  });

  // A production site with a mail service (decision 120).
  const live = {
    ...base,
    ...production("https://www.hanbit-window.co.kr"),
    MAIL_API_URL: "https://mail.example/send",
    MAIL_API_KEY: "key",
    CACHE_VARY_PARAM: undefined,
  };

  it("tells the operator when the benchmarks' cache parameter is set in production", () => {
    const problems = checkConfig({ ...live, CACHE_VARY_PARAM: "t" });
    expect(problems.map((p) => [p.key, p.closesBackOffice])).toEqual([["CACHE_VARY_PARAM", false]]);
    expect(problems[0]?.message).toContain("운영 환경에서는 설정하지 마세요.");
    expect(checkConfig({ ...live, CACHE_VARY_PARAM: undefined })).toEqual([]);
  });

  it("tells the operator when production has no mail service, keeping the back office open", () => {
    const problems = checkConfig({ ...live, MAIL_API_URL: undefined, MAIL_API_KEY: undefined });
    expect(problems.map((p) => [p.key, p.closesBackOffice])).toEqual([["MAIL", false]]);
    expect(problems[0]?.message).toContain("새 문의 알림과 답변 메일이 보내지지 않습니다");
    const binding = { send: async () => {} } as unknown as Env["MAIL"];
    expect(checkConfig({ ...live, MAIL_API_URL: undefined, MAIL_API_KEY: undefined, MAIL: binding })).toEqual([]);
  });

  it("names each wrong var in Korean and English, and only some close the back office", () => {
    const problems = checkConfig({
      ...base,
      INQUIRY_LIMIT: "five",
      MAIL_API_URL: "https://mail.example/send",
      MAIL_API_KEY: undefined,
      MAIL_FROM: "not-mail",
      TURNSTILE_SITE_KEY: "0x4AAA",
      ENVIRONMENT: "prod" as Env["ENVIRONMENT"],
      CACHE_VARY_PARAM: "a b",
    });
    const byKey = Object.fromEntries(problems.map((p) => [p.key, p]));
    expect(Object.keys(byKey).sort()).toEqual(
      ["CACHE_VARY_PARAM", "ENVIRONMENT", "INQUIRY_LIMIT", "MAIL_API_KEY", "MAIL_FROM", "TURNSTILE_SECRET"].sort(),
    );
    expect(byKey.MAIL_FROM?.message).toBe(
      "MAIL_FROM: 올바른 이메일 주소가 아닙니다. / MAIL_FROM is not an e-mail address.",
    );
    expect(byKey.INQUIRY_LIMIT?.message).toContain('"횟수/초" 형식');
    expect(problems.every((p) => !p.closesBackOffice)).toBe(true);
  });

  it("closes the back office without a signing key, in any environment", () => {
    const [problem] = checkConfig({ ...base, JWT_SECRET: undefined });
    expect(problem).toMatchObject({ key: "JWT_SECRET", closesBackOffice: true });
  });
});
