// One administrator account as the administrator screens show it (SPEC §2 "Administrator list").
import type { client, InferResponseType } from "~/admin/shared/rpc";

/** GET /api/admin/users (and a row of /all: the same columns). */
export type AdminUser = InferResponseType<typeof client.api.admin.users.$get>;

/** 관리자 for ROLE_ADMIN, 사용자 for anything else (SPEC §2, §6). */
export const roleLabel = (role: string | null | undefined) => (role === "ROLE_ADMIN" ? "관리자" : "사용자");

export function UserDetailList({ user }: { user: AdminUser }) {
  return (
    <dl className="detail-list">
      <dt>계정</dt>
      <dd>{user.username}</dd>
      <dt>이름</dt>
      <dd>{user.name}</dd>
      <dt>권한</dt>
      <dd>{roleLabel(user.role)}</dd>
      <dt>연락처</dt>
      <dd>{user.userTel}</dd>
      <dt>이메일</dt>
      <dd>{user.userMail}</dd>
    </dl>
  );
}
