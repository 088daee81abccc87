// The audit log's one-line detail (app/admin/audit/labels.ts): words for codes and sub-paths.
import { describe, expect, it } from "vitest";
import { actorLabel, describeDetail } from "../../app/admin/audit/labels";

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

  it("names the attachments a notice's save removed (decision 119)", () => {
    expect(describeDetail({ path: "/update", removedFiles: "12,13" })).toBe("첨부파일 삭제 (번호 12, 13)");
  });
});

describe("2단계 인증, 개인정보 파기 and who did it (decisions 076, 077)", () => {
  it("words the second step, the retention purge and the two-factor paths", () => {
    expect(describeDetail({ address: "127.0.0.1", factor: "recovery" })).toBe("복구 코드 사용 · 접속 주소 127.0.0.1");
    expect(describeDetail({ reason: "code", address: "127.0.0.1" })).toBe("인증 코드 불일치 · 접속 주소 127.0.0.1");
    expect(describeDetail({ reason: "retention", months: 12 })).toBe("보관 기간이 지나 자동 파기");
    expect(describeDetail({ path: "/two-factor" })).toBe("2단계 인증 해제");
    expect(describeDetail({ path: "/two-factor/enable" })).toBe("2단계 인증 켜기");
  });

  it("names the site's own work 자동 처리, never a failed login that tried the name", () => {
    const row = { actorId: null, actorName: null, actorUsername: "system" };
    expect(actorLabel({ ...row, action: "delete" })).toBe("자동 처리");
    expect(actorLabel({ ...row, action: "login_failed" })).toBe("system");
    expect(actorLabel({ actorId: 1, actorName: "관리자", actorUsername: "admin@example.com", action: "update" })).toBe(
      "관리자 (admin@example.com)",
    );
  });
});
