// Server-rendered pages through the Worker (SPEC §2): the home page, the notice list and the
// not-found page, as a visitor (or a crawler) gets them before any script runs.
import { beforeAll, describe, expect, it } from "vitest";
import { board, manufacturer } from "../db/schema";
import { call, db, seedDatabase } from "./fixtures";

/** The HTML a visitor sees before any script runs: scripts (and the loader data in them) removed. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

async function page(path: string, status: number) {
  const res = await call(path, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(status);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await res.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="ko">/);
  return withoutScripts(html);
}

beforeAll(async () => {
  await seedDatabase();
  await db().insert(manufacturer).values({ manuId: 4, manuName: "미등록 제조사", manuYN: "N" });
  await db().insert(board).values({
    boardTitle: "비공개 공지 초안",
    boardType: "NOTICE",
    boardYN: "N",
    writer: "관리자",
    boardRegDate: "2026-12-31T00:00:00",
  });
});

const MANUFACTURERS = [
  [1, "한빛 프리미엄"],
  [2, "청솔 시스템"],
  [3, "다온 창호"],
] as const;

describe("GET /", () => {
  it("renders the registered manufacturers, each linking to its page, into the HTML", async () => {
    const body = await page("/", 200);
    for (const [manuId, name] of MANUFACTURERS) {
      expect(body).toMatch(new RegExp(`<a[^>]*href="/manu/${manuId}"[^>]*>${name}</a>`));
    }
  });

  it("leaves out an unregistered manufacturer", async () => {
    const body = await page("/", 200);
    expect(body).not.toContain("미등록 제조사");
    expect(body).not.toContain('href="/manu/4"');
  });

  it("shows the company contact details from the configuration", async () => {
    const body = await page("/", 200);
    expect(body).toContain("031-123-4567");
    expect(body).toContain("031-123-4568");
    expect(body).toContain("경기도 화성시 팔탄면 창호공단로 123");
    expect(body).toContain("123-45-67890");
  });
});

describe("GET /notice", () => {
  it("renders the newest public notice first, linking to its detail, and no hidden notice", async () => {
    const body = await page("/notice", 200);
    expect(body).toMatch(/<a[^>]*href="\/notice\/13"[^>]*>무료 방문 실측 서비스 지역 확대<\/a>/);
    expect(body.indexOf("무료 방문 실측 서비스 지역 확대")).toBeLessThan(body.indexOf("개인정보처리방침 개정 안내"));
    expect(body).not.toContain("비공개 공지 초안");
  });
});

describe("an unknown page", () => {
  it("answers 404 with the Korean not-found screen and a link to the main page", async () => {
    const body = await page("/no-such-page", 404);
    expect(body).toContain("잘못된 페이지 접근입니다");
    expect(body).toMatch(/<a[^>]*href="\/"[^>]*>메인 페이지로 이동<\/a>/);
  });
});
