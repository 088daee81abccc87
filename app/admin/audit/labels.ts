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
  type: "제품 타입",
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
const REASON_LABEL: Record<string, string> = {
  credentials: "아이디/비밀번호 불일치",
  throttled: "시도 횟수 초과",
  code: "인증 코드 불일치",
  retention: "보관 기간이 지나 자동 파기",
};

/**
 * What each recorded admin call did, by `action resource/sub-path` as the row holds them (the root
 * without a sub-path). "" where 작업 and 대상 say it all. test/unit/auditLabels.test.ts walks the
 * API's routes: one missing here fails there.
 */
export const ROUTE_LABEL: Record<string, string> = {
  "create items": "",
  "update items/update": "내용 수정",
  "create items/copy": "복제",
  "update items/update/displayorder": "표시 순서 변경",
  "update items/visibility": "공개 여부 변경",
  "delete items": "",
  "update items/images": "이미지 추가",
  "delete items/images": "이미지 삭제",
  "update items/images/order": "이미지 순서 변경",
  "update items/images/main": "대표 이미지 지정",
  "create glass": "",
  "update glass/update": "내용 수정",
  "delete glass": "",
  "create type": "",
  "update type/update": "내용 수정",
  "delete type": "",
  "create manu": "",
  "update manu/update": "내용 수정",
  "delete manu": "",
  "update inquiry/status": "상태 변경",
  "update inquiry/assignee": "담당자 지정",
  // Rows before decision 118 do not say which; newer ones carry `kind` (MEMO_KIND_LABEL).
  "update inquiry/memo": "메모 또는 답변",
  "update inquiry/mail-retry": "메일 다시 보내기",
  "update inquiry/replies": "자주 쓰는 답변 수정",
  "delete inquiry": "",
  "delete inquiry/bulk": "선택 삭제",
  "export inquiry/export": "문의 목록 CSV",
  "create boards": "",
  "update boards/update": "내용 수정",
  "delete boards": "",
  "delete boards/detail": "",
  "create calendar": "",
  "update calendar/update": "내용 수정",
  "delete calendar": "",
  "create calendar/feed": "구독 주소 만들기",
  // Rows before the feed's POST counted as a creation.
  "update calendar/feed": "구독 주소 만들기",
  "delete calendar/feed": "구독 주소 삭제",
  "update info": "이름·연락처 수정",
  "update info/password": "비밀번호 변경",
  "update info/sessions/revoke": "로그인 끝내기",
  "update info/two-factor/setup": "2단계 인증 설정 시작",
  "update info/two-factor/enable": "2단계 인증 켜기",
  "update info/two-factor/disable": "2단계 인증 끄기",
  "update info/two-factor/recovery-codes": "복구 코드 새로 만들기",
  "create users/register": "",
  "delete users": "",
  "role users/role": "",
  "update users/sessions/revoke": "로그인 끝내기",
  "delete users/two-factor": "2단계 인증 해제",
  "update settings/company": "회사 정보",
  "update settings/pages": "홈·소개 문구",
  "update settings/privacy": "개인정보처리방침",
  "update settings/popup": "팝업 공지",
  "update settings/security": "보안",
  "create settings/banner": "",
  "update settings/banner/update": "내용 수정",
  "update settings/banner/order": "순서 변경",
  "delete settings/banner": "",
  "create settings/logos": "",
  "update settings/logos/update": "내용 수정",
  "update settings/logos/order": "순서 변경",
  "delete settings/logos": "",
};

/** A memo on an inquiry, as its row tells it (decision 118). */
const MEMO_KIND_LABEL: Record<string, string> = {
  memo: "메모",
  answer: "답변",
  answer_mailed: "답변 (메일 발송)",
};

/** Settings lists whose entries have their own numbers: 대상 names the list, not 설정. */
const SETTINGS_LIST: Record<string, string> = { banner: "배너", logos: "하단 로고" };

/**
 * Routes whose rows before decision 118 named another record than the resource's: the image, the
 * mail. Newer rows name the item or inquiry and keep the other's number in the detail under `key`.
 */
const OTHER_TARGET: Record<string, { key: string; noun: string }> = {
  "delete items/images": { key: "image", noun: "제품 이미지" },
  "update items/images/main": { key: "image", noun: "제품 이미지" },
  "update inquiry/mail-retry": { key: "mail", noun: "메일" },
};

type Detail = Record<string, string | number> | null;
interface Row {
  action: string;
  resource: string;
  detail: Detail;
}

/** The row's key in ROUTE_LABEL, or undefined for a row of no admin call (logins, the cron's). */
function routeKey({ action, resource, detail }: Row): string | undefined {
  if (detail?.path === undefined) return undefined;
  const path = String(detail.path);
  return `${action} ${resource}${path === "/" ? "" : path}`;
}

/** 대상: the kind of record and its numbers. */
export function describeTarget(row: Row & { targetId: string | null }): string {
  const other = OTHER_TARGET[routeKey(row) ?? ""];
  const area = row.resource === "settings" ? String(row.detail?.path ?? "").split("/")[1] : undefined;
  const noun =
    other && row.detail?.[other.key] === undefined
      ? other.noun
      : (SETTINGS_LIST[area ?? ""] ?? RESOURCE_LABEL[row.resource] ?? row.resource);
  return row.targetId ? `${noun} #${row.targetId.replaceAll(",", ", #")}` : noun;
}

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

/**
 * 내용 as one short line: new role, failure reason and address, or what the call did. A path no
 * label knows (a route removed since) is shown as it was recorded, after 기타 변경.
 */
export function describeDetail(row: Row): string {
  const { detail } = row;
  if (!detail) return "";
  const parts: string[] = [];
  if (detail.role) parts.push(`새 권한: ${ROLE_LABEL[detail.role] ?? detail.role}`);
  if (detail.reason) parts.push(REASON_LABEL[detail.reason] ?? String(detail.reason));
  if (detail.factor) parts.push(FACTOR_LABEL[detail.factor] ?? String(detail.factor));
  if (detail.address) parts.push(`접속 주소 ${detail.address}`);
  const key = routeKey(row);
  if (parts.length === 0 && key !== undefined) {
    // 복제 names the product it was made from (the new one is the 대상).
    const copied = detail.source === undefined ? undefined : `제품 #${detail.source}에서 복제`;
    const label = copied ?? (detail.kind === undefined ? undefined : MEMO_KIND_LABEL[detail.kind]) ?? ROUTE_LABEL[key];
    if (label === undefined && detail.path !== "/") parts.push(`기타 변경 (${detail.path})`);
    else if (label) parts.push(label);
  }
  // A notice saved with attachments removed (decision 119): their ids, "12,13".
  if (detail.removedFiles) parts.push(`첨부파일 삭제 (번호 ${String(detail.removedFiles).replaceAll(",", ", ")})`);
  return parts.join(" · ");
}
