// The audit log's words (app/admin/audit/labels.ts): what was done and to which record, in Korean,
// for every route the log records (decision 118) and for rows stored before it.
import { describe, expect, it } from "vitest";
import { actorLabel, describeDetail, describeTarget } from "../../app/admin/audit/labels";
import { auditCodeOf } from "../../functions/api/auditTrail";
import { createApi } from "../../functions/app";

/** A row as GET /api/admin/audit answers it. */
const row = (
  action: string,
  resource: string,
  detail: Record<string, string | number> | null,
  targetId = null as string | null,
) => ({
  action,
  resource,
  detail,
  targetId,
});
const shown = (r: ReturnType<typeof row>) => `${describeTarget(r)} | ${describeDetail(r)}`;

/** Every route of the admin API that writes a row, as the middleware codes it. */
const audited = createApi()
  .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/admin/"))
  .map((r) => ({ route: `${r.method} ${r.path}`, code: auditCodeOf(r.method, r.path.replace(/\/$/, "")) }))
  .filter((r, i, all) => r.code !== null && all.findIndex((o) => o.route === r.route) === i);

describe("every audited admin route", () => {
  it("is found in the router table", () => {
    expect(audited.length).toBeGreaterThan(50);
    expect(audited.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        "DELETE /api/admin/items/images",
        "POST /api/admin/inquiry/memo",
        "GET /api/admin/inquiry/export",
      ]),
    );
  });

  it.each(audited)("$route says in Korean what it did", ({ code }) => {
    if (!code) return;
    const text = describeDetail(row(code.action, code.resource, { path: code.path }));
    // Never the raw path or the unknown route's fallback; empty only where 작업 says it all.
    expect(text).not.toMatch(/[/a-z]|기타 변경/);
    if (text === "") expect(["create", "delete", "role"]).toContain(code.action);
    else expect(text).toMatch(/[가-힣]/);
  });
});

describe("what was done and to which record (decision 118)", () => {
  it("names an image's product and says 이미지 삭제 / 대표 이미지 지정", () => {
    expect(shown(row("delete", "items", { path: "/images", image: 26 }, "10"))).toBe("제품 #10 | 이미지 삭제");
    expect(shown(row("update", "items", { path: "/images/main", image: 21 }, "10"))).toBe(
      "제품 #10 | 대표 이미지 지정",
    );
    expect(shown(row("update", "items", { path: "/images" }, "10"))).toBe("제품 #10 | 이미지 추가");
  });

  it("tells a memo from an answer and an answer mailed to the customer", () => {
    expect(describeDetail(row("update", "inquiry", { path: "/memo", kind: "memo" }))).toBe("메모");
    expect(describeDetail(row("update", "inquiry", { path: "/memo", kind: "answer" }))).toBe("답변");
    expect(describeDetail(row("update", "inquiry", { path: "/memo", kind: "answer_mailed" }))).toBe("답변 (메일 발송)");
  });

  it("words the edits that showed an English path", () => {
    expect(describeDetail(row("update", "items", { path: "/update" }))).toBe("내용 수정");
    expect(describeDetail(row("update", "inquiry", { path: "/status" }))).toBe("상태 변경");
    expect(describeDetail(row("update", "items", { path: "/update/displayorder" }))).toBe("표시 순서 변경");
    expect(describeDetail(row("create", "users", { path: "/register" }))).toBe("");
    expect(shown(row("update", "settings", { path: "/banner/update" }, "3"))).toBe("배너 #3 | 내용 수정");
    expect(shown(row("update", "settings", { path: "/company" }))).toBe("설정 | 회사 정보");
    expect(describeDetail(row("create", "items", { path: "/copy" }))).toBe("복제");
    expect(describeDetail(row("create", "items", { path: "/copy", source: 7 }))).toBe("제품 #7에서 복제");
    expect(describeDetail(row("create", "calendar", { path: "/feed" }))).toBe("구독 주소 만들기");
  });
});

describe("rows stored before decision 118", () => {
  it("name an image or a mail by its own number, not as a product or inquiry", () => {
    expect(shown(row("delete", "items", { path: "/images" }, "26"))).toBe("제품 이미지 #26 | 이미지 삭제");
    expect(shown(row("update", "items", { path: "/images/main" }, "21"))).toBe("제품 이미지 #21 | 대표 이미지 지정");
    expect(shown(row("update", "inquiry", { path: "/mail-retry" }, "4"))).toBe("메일 #4 | 메일 다시 보내기");
    expect(shown(row("update", "inquiry", { path: "/mail-retry", mail: 4 }, "9"))).toBe("문의 #9 | 메일 다시 보내기");
  });

  it("say 메모 또는 답변 when the row does not tell, and 기타 변경 for a path no route has now", () => {
    expect(describeDetail(row("update", "inquiry", { path: "/memo" }))).toBe("메모 또는 답변");
    expect(describeDetail(row("update", "items", { path: "/gone" }))).toBe("기타 변경 (/gone)");
    expect(describeDetail(row("delete", "glass", { path: "/" }))).toBe("");
  });
});

describe("describeDetail", () => {
  it("prefers the role, the reason and the address to the path", () => {
    expect(describeDetail(row("role", "users", { path: "/role", role: "ROLE_ADMIN" }))).toBe("새 권한: 관리자");
    expect(describeDetail(row("login_failed", "session", { reason: "throttled", address: "127.0.0.1" }))).toBe(
      "시도 횟수 초과 · 접속 주소 127.0.0.1",
    );
  });

  it("names the attachments a notice's save removed (decision 119)", () => {
    expect(describeDetail(row("update", "boards", { path: "/update", removedFiles: "12,13" }))).toBe(
      "내용 수정 · 첨부파일 삭제 (번호 12, 13)",
    );
  });
});

describe("2단계 인증, 개인정보 파기 and who did it (decisions 076, 077)", () => {
  it("words the second step, the retention purge and the two-factor paths", () => {
    expect(describeDetail(row("login", "session", { address: "127.0.0.1", factor: "recovery" }))).toBe(
      "복구 코드 사용 · 접속 주소 127.0.0.1",
    );
    expect(describeDetail(row("login_failed", "session", { reason: "code", address: "127.0.0.1" }))).toBe(
      "인증 코드 불일치 · 접속 주소 127.0.0.1",
    );
    expect(describeDetail(row("delete", "inquiry", { reason: "retention", months: 12 }))).toBe(
      "보관 기간이 지나 자동 파기",
    );
    expect(describeDetail(row("delete", "users", { path: "/two-factor" }))).toBe("2단계 인증 해제");
    expect(describeDetail(row("update", "info", { path: "/two-factor/enable" }))).toBe("2단계 인증 켜기");
  });

  it("names the site's own work 자동 처리, never a failed login that tried the name", () => {
    const r = { actorId: null, actorName: null, actorUsername: "system" };
    expect(actorLabel({ ...r, action: "delete" })).toBe("자동 처리");
    expect(actorLabel({ ...r, action: "login_failed" })).toBe("system");
    expect(actorLabel({ actorId: 1, actorName: "관리자", actorUsername: "admin@example.com", action: "update" })).toBe(
      "관리자 (admin@example.com)",
    );
  });
});
