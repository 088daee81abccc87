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

describe("checkConfig", () => {
  const base = { ...(env as unknown as Env) };

  it("finds nothing wrong with the local configuration", () => {
    expect(checkConfig({ ...base })).toEqual([]);
  });

  it("names each wrong var in Korean and English, and only some close the back office", () => {
    const problems = checkConfig({
      ...base,
      SITE_NAME: " ",
      INQUIRY_LIMIT: "five",
      MAIL_API_URL: "https://mail.example/send",
      MAIL_API_KEY: undefined,
      MAIL_FROM: "not-mail",
      TURNSTILE_SITE_KEY: "0x4AAA",
      ENVIRONMENT: "prod" as Env["ENVIRONMENT"],
    });
    const byKey = Object.fromEntries(problems.map((p) => [p.key, p]));
    expect(Object.keys(byKey).sort()).toEqual(
      ["ENVIRONMENT", "INQUIRY_LIMIT", "MAIL_API_KEY", "MAIL_FROM", "SITE_NAME", "TURNSTILE_SECRET"].sort(),
    );
    expect(byKey.SITE_NAME?.message).toBe("SITE_NAME: 비어 있습니다. / SITE_NAME is empty.");
    expect(byKey.INQUIRY_LIMIT?.message).toContain('"횟수/초" 형식');
    expect(problems.every((p) => !p.closesBackOffice)).toBe(true);
  });

  it("closes the back office without a signing key, in any environment", () => {
    const [problem] = checkConfig({ ...base, JWT_SECRET: undefined });
    expect(problem).toMatchObject({ key: "JWT_SECRET", closesBackOffice: true });
  });
});
