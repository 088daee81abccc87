// The API's answers to requests it has no route for, and to a stray Authorization header on
// public calls (API-SHAPES §1: public calls ignore it; a bad token never makes them fail).
import { beforeAll, describe, expect, it } from "vitest";
import { bytesOf, call, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const NOT_FOUND = "요청하신 API를 찾을 수 없습니다.";

describe("an unknown API path", () => {
  it("answers 404 JSON with a Korean message, for any method", async () => {
    await expectJsonError(await call("/api/no-such-thing"), 404, NOT_FOUND);
    await expectJsonError(await call("/api"), 404, NOT_FOUND);
    await expectJsonError(await call("/api/boards/detail/1/extra"), 404, NOT_FOUND);
    await expectJsonError(await call("/api/no-such-thing", { method: "POST", body: "{}" }), 404, NOT_FOUND);
  });

  it("is not handed to the page renderer (no HTML for /api paths)", async () => {
    const res = await call("/api/notice", { headers: { accept: "text/html" } });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).not.toContain("<html");
  });

  it("answers JSON, not 500, for a method the path does not have", async () => {
    const res = await call("/api/manufacturers", { method: "DELETE" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await expectJsonError(res, res.status);
  });
});

describe("an Authorization header on public calls", () => {
  const GARBAGE = [
    "Bearer garbage",
    "garbage",
    "Bearer ",
    // Looks like a JWT, but the signature is wrong and it expired in 1970.
    "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6IlJPTEVfQURNSU4iLCJleHAiOjF9.c2lnbmF0dXJl",
  ];

  it("does not change the answers of the read calls", async () => {
    const paths = [
      "/api/manufacturers",
      "/api/type?manuId=1",
      "/api/type/category?itemTypeId=1&manuId=1",
      "/api/items/itemname?manuId=1&typeId=1",
      "/api/items?itemId=1",
      "/api/boards?boardType=NOTICE",
      "/api/boards?boardType=FAQ&searchKeyword=%EA%B2%AC%EC%A0%81",
    ];
    for (const path of paths) {
      const plain = await call(path);
      expect(plain.status, path).toBe(200);
      const expected = await plain.json();
      for (const authorization of GARBAGE) {
        const res = await call(path, { headers: { authorization } });
        expect(res.status, `${path} with ${authorization}`).toBe(200);
        expect(await res.json()).toEqual(expected);
      }
    }
  });

  it("does not change the post detail (apart from the view it counts)", async () => {
    const first = (await (await call("/api/boards/detail/1")).json()) as { boardViewCount: number };
    let views = first.boardViewCount;
    for (const authorization of GARBAGE) {
      const res = await call("/api/boards/detail/1", { headers: { authorization } });
      expect(res.status).toBe(200);
      views += 1;
      expect(await res.json()).toEqual({ ...first, boardViewCount: views });
    }
  });

  it("does not change the error answers either", async () => {
    for (const authorization of GARBAGE) {
      await expectJsonError(await call("/api/items?itemId=9999", { headers: { authorization } }), 404);
      await expectJsonError(await call("/api/boards", { headers: { authorization } }), 400);
    }
  });

  it("still serves item images", async () => {
    const item = (await (await call("/api/items?itemId=1")).json()) as { fileBoxes: { fileName: string }[] };
    const res = await call(`/item/${item.fileBoxes[0]?.fileName}`, {
      headers: { authorization: GARBAGE[0] as string },
    });
    expect(res.status).toBe(200);
    expect(await bytesOf(res)).toEqual(PNG);
  });

  it("still accepts an inquiry", async () => {
    const form = new FormData();
    form.append("title", "토큰이 남아 있는 문의");
    form.append("content", "<p>로그인 흔적이 있는 브라우저에서 보냅니다.</p>");
    form.append("writer", "홍길동");
    form.append("files", file(PNG, "사진.png", "image/png"));
    const res = await call("/api/inquiry", {
      method: "POST",
      body: form,
      headers: { authorization: "Bearer expired" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.");
  });
});
