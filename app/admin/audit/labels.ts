// Korean words for the audit log's codes (functions/api/auditTrail.ts writes the codes).

export const ACTION_LABEL: Record<string, string> = {
  login: "로그인",
  login_failed: "로그인 실패",
  create: "등록",
  update: "수정",
  delete: "삭제",
  role: "권한 변경",
  export: "내보내기",
};

/** The path segment after /api/admin/ (and "session" for logins). */
export const RESOURCE_LABEL: Record<string, string> = {
  session: "접속",
  items: "제품",
  manu: "제조사",
  type: "제품 종류",
  glass: "유리 사양",
  boards: "공지사항/FAQ",
  inquiry: "문의",
  calendar: "일정",
  users: "관리자",
  info: "내 정보",
  settings: "설정",
  release: "패치노트",
};

const ROLE_LABEL: Record<string, string> = { ROLE_ADMIN: "관리자", ROLE_USER: "직원" };
/** Sub-paths that read better as a word. */
const PATH_LABEL: Record<string, string> = {
  "/copy": "복제",
  "/visibility": "공개 여부 변경",
  "/replies": "자주 쓰는 답변",
  "/sessions/revoke": "로그인 끝내기",
  "/assignee": "담당자 지정",
  "/feed": "캘린더 구독 주소",
  "/two-factor/setup": "2단계 인증 설정 시작",
  "/two-factor/enable": "2단계 인증 켜기",
  "/two-factor/disable": "2단계 인증 끄기",
  "/two-factor/recovery-codes": "복구 코드 새로 만들기",
  "/two-factor": "2단계 인증 해제",
};
const REASON_LABEL: Record<string, string> = {
  credentials: "아이디/비밀번호 불일치",
  throttled: "시도 횟수 초과",
  code: "인증 코드 불일치",
  retention: "보관 기간이 지나 자동 파기",
};

/** The actor of the site's own work (the Cron Trigger's 개인정보 파기, decision 077). */
export const SYSTEM_ACTOR = "system";

/** Who did it, as the log shows it: the account's name and username, or 자동 처리. */
export function actorLabel(row: {
  actorId: number | null;
  actorName: string | null;
  actorUsername: string;
  action: string;
}) {
  if (row.actorName) return `${row.actorName} (${row.actorUsername})`;
  if (row.actorId === null && row.actorUsername === SYSTEM_ACTOR && row.action !== "login_failed") return "자동 처리";
  return row.actorUsername;
}
/** How a login with 2단계 인증 passed its second step. */
const FACTOR_LABEL: Record<string, string> = { app: "인증 앱", recovery: "복구 코드 사용" };

/** The detail JSON as one short line: new role, failure reason and address, removed files, or the sub-path. */
export function describeDetail(detail: Record<string, string | number> | null): string {
  if (!detail) return "";
  const parts: string[] = [];
  if (detail.role) parts.push(`새 권한: ${ROLE_LABEL[detail.role] ?? detail.role}`);
  if (detail.reason) parts.push(REASON_LABEL[detail.reason] ?? String(detail.reason));
  if (detail.factor) parts.push(FACTOR_LABEL[detail.factor] ?? String(detail.factor));
  if (detail.address) parts.push(`접속 주소 ${detail.address}`);
  // A notice saved with attachments removed (decision 119): their ids, "12,13".
  if (detail.removedFiles) parts.push(`첨부파일 삭제 (번호 ${String(detail.removedFiles).replaceAll(",", ", ")})`);
  if (parts.length === 0 && detail.path && detail.path !== "/")
    parts.push(PATH_LABEL[detail.path] ?? String(detail.path));
  return parts.join(" · ");
}
