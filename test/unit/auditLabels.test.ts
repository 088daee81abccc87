// The audit log's one-line detail (app/admin/audit/labels.ts): words for codes and sub-paths.
import { describe, expect, it } from "vitest";
import { describeDetail } from "../../app/admin/audit/labels";

describe("describeDetail", () => {
  it("names a copy in Korean and keeps other sub-paths as they are", () => {
    expect(describeDetail({ path: "/copy" })).toBe("복제");
    expect(describeDetail({ path: "/replies" })).toBe("자주 쓰는 답변");
    expect(describeDetail({ path: "/visibility" })).toBe("공개 여부 변경");
    expect(describeDetail({ path: "/sessions/revoke" })).toBe("로그인 끝내기");
    expect(describeDetail({ path: "/update/displayorder" })).toBe("/update/displayorder");
    expect(describeDetail({ path: "/" })).toBe("");
  });

  it("prefers the role, the reason and the address to the path", () => {
    expect(describeDetail({ path: "/role", role: "ROLE_ADMIN" })).toBe("새 권한: 관리자");
    expect(describeDetail({ reason: "throttled", address: "127.0.0.1" })).toBe("시도 횟수 초과 · 접속 주소 127.0.0.1");
  });
});
