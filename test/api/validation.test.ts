// How every route reads its query and JSON body (functions/lib/validation.ts `valid`, decision 026):
// the rules the routes had before the validator middleware, with the Korean texts a screen shows.
import { beforeAll, describe, expect, it } from "vitest";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { expectJsonError, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const send = (method: string, path: string, body: string, type = "application/json") =>
  callAs(admin, path, { method, headers: { "Content-Type": type }, body });

describe("query parameters", () => {
  it("count an empty value as absent and take the first of a repeated one", async () => {
    const res = await callAs(admin, "/api/admin/boards?page=&size=&size=3&size=50");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ number: 0, size: 3 });
    await expectJsonError(await callAs(admin, "/api/admin/boards?page=abc&page=1"), 400, "page는 숫자여야 합니다.");
  });

  it("give a list parameter all its non-blank values", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/glass?deletedIds=&deletedIds=%20", { method: "DELETE" }),
      400,
      "삭제할 항목이 없습니다.",
    );
    await expectJsonError(
      await callAs(admin, "/api/admin/type?itemTypeIds=x&itemTypeIds=1", { method: "DELETE" }),
      400,
      "제품 타입 번호는 숫자여야 합니다.",
    );
  });

  it("answer the one text of a call whose every failure reads the same", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/users/role?userId=x&roleType=ROLE_ADMIN", { method: "PATCH" }),
      400,
      "권한 변경 실패",
    );
  });
});

describe("JSON bodies", () => {
  it("say what is wrong with an empty, malformed or non-JSON body where the route explains it", async () => {
    await expectJsonError(await send("POST", "/api/admin/manu/update", ""), 400, "요청 본문이 비어 있습니다.");
    const malformed = "요청 본문의 JSON 형식이 올바르지 않습니다.";
    await expectJsonError(await send("POST", "/api/admin/manu/update", "{manuId"), 400, malformed);
    const sentAsText = JSON.stringify({ manuId: 1, manuName: "텍스트" });
    await expectJsonError(await send("POST", "/api/admin/manu/update", sentAsText, "text/plain"), 400, malformed);
  });

  it("otherwise answer the schema's own text for a body it could not read", async () => {
    await expectJsonError(await send("POST", "/api/admin/calendar", "{not json"), 400, "일정 정보를 확인해주세요.");
    await expectJsonError(
      await send("POST", "/api/admin/calendar", "{}", "text/plain"),
      400,
      "일정 정보를 확인해주세요.",
    );
    await expectJsonError(
      await send("DELETE", "/api/admin/boards", "not json"),
      400,
      "삭제할 게시글 번호 목록을 JSON 배열로 보내주세요.",
    );
  });
});
