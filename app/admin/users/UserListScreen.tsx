import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { busyProps, CardHead, useBusy } from "~/admin/shared/form";
import { Modal } from "~/admin/shared/Modal";
import { data as answer, client, type InferResponseType, text } from "~/admin/shared/rpc";
import { LoadingCard, orNull, pageOf } from "~/admin/shared/screen";
import { currentUser } from "~/admin/shared/session";
import { type AdminUser, roleLabel, UserDetailList } from "~/admin/users/UserDetail";
import { notify } from "~/components/notify";
import { NOT_DONE } from "../../../functions/schemas/inquiryRules";

export const meta: MetaFunction = () => [{ title: "관리자 관리 | 관리자" }];

// Administrator list (SPEC §2, §4, §5; API-SHAPES §11): ROLE_ADMIN only; the API answers 403 to
// staff and the global handler opens /error/403.

type RoleOption = InferResponseType<typeof client.api.admin.users.roles.$get>[number];

const PAGE_SIZE = 5;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // currentPage starts at 0 (SPEC §4).
  const page = pageOf(request);
  const query = { page: String(page), size: String(PAGE_SIZE) };
  return { page, data: await orNull(answer(client.api.admin.users.all.$get({ query }))) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="관리자 관리" text="관리자 목록을 불러오는 중…" />;

export default function AdminUserList() {
  const { page, data } = useLoaderData<typeof clientLoader>();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [roleTarget, setRoleTarget] = useState<AdminUser | null>(null);
  const { busy, run } = useBusy();
  const rows = data?.content ?? [];
  const totalPages = Math.max(data?.totalPages ?? 0, 1);

  const me = currentUser()?.usersId;
  const goTo = (p: number) => setSearchParams(p > 0 ? { page: String(p) } : {});

  async function remove(user: AdminUser) {
    if (!window.confirm("관리자 정보를 모두 삭제하시겠습니까? 계속하려면 확인을 누르세요.")) {
      notify("삭제가 취소 되었습니다.");
      setSelected(null);
      return;
    }
    // A refusal (400: own account, unknown role; 409: last administrator) says why in its toast.
    await run(async () => {
      const message = await text(client.api.admin.users.$delete({ query: { usersId: String(user.usersId) } }));
      notify(message);
      setSelected(null);
      // The last row of a later page may be gone: stay in range.
      if (rows.length === 1 && page > 0) goTo(page - 1);
      else revalidator.revalidate();
    });
  }

  return (
    <section className="admin-card" aria-labelledby="user-title">
      <CardHead id="user-title" title="관리자 관리">
        <Link to="/admin/register" className="btn btn-primary">
          관리자 등록
        </Link>
      </CardHead>
      <p className="misc-hint">이름을 클릭하면 권한을 변경할 수 있습니다.</p>
      <table className="admin-table stack-table user-table">
        <caption className="visually-hidden">관리자 목록</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              No
            </th>
            <th scope="col">계정</th>
            <th scope="col">이름</th>
            <th scope="col">권한</th>
            <th scope="col">연락처</th>
            <th scope="col">이메일</th>
            <th scope="col">담당 문의</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="admin-empty">
                {data ? "등록된 관리자가 없습니다." : "관리자 목록을 불러오지 못했습니다."}
              </td>
            </tr>
          ) : (
            rows.map((user, i) => (
              <tr key={user.usersId} className="clickable" onClick={() => setSelected(user)}>
                <td className="num">{page * PAGE_SIZE + i + 1}</td>
                <td className="account">{user.username}</td>
                <td className="title">
                  {/* The row is clickable by mouse; the name button makes it reachable by keyboard. */}
                  <button
                    type="button"
                    className="misc-link-button"
                    onClick={(e) => {
                      e.stopPropagation();
                      setSelected(user);
                    }}
                  >
                    {user.name}
                  </button>
                </td>
                <td className="status">
                  <span className={user.role === "ROLE_ADMIN" ? "status-badge on" : "status-badge"}>
                    {roleLabel(user.role)}
                  </span>
                </td>
                <td className="tel">{user.userTel}</td>
                <td className="email">{user.userMail}</td>
                {/* Not yet 완료 (decision 068): opens the inbox on them. */}
                <td className="open-inquiries" data-label="담당 문의">
                  <Link
                    to={`/admin/inquiry?${new URLSearchParams({
                      assignee: user.usersId === me ? "me" : String(user.usersId),
                      status: NOT_DONE,
                    })}`}
                    onClick={(e) => e.stopPropagation()}
                    aria-label={`${user.name} 담당 미완료 문의 ${user.openInquiries}건`}
                  >
                    {user.openInquiries}건
                  </Link>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="misc-paging" aria-label="관리자 목록 페이지">
        <button type="button" className="btn" disabled={page <= 0} onClick={() => goTo(page - 1)}>
          이전
        </button>
        <span aria-live="polite">
          현재 페이지 {page + 1} / 전체 {totalPages}
        </span>
        <button type="button" className="btn" disabled={page >= totalPages - 1} onClick={() => goTo(page + 1)}>
          다음
        </button>
      </nav>

      <Modal
        title="관리자 상세 정보"
        open={selected !== null}
        onClose={() => setSelected(null)}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setSelected(null)}>
              닫기
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setRoleTarget(selected);
                setSelected(null);
              }}
            >
              변경
            </button>
            <button type="button" className="btn btn-danger" {...busyProps(busy, () => selected && remove(selected))}>
              삭제
            </button>
          </>
        }
      >
        {selected ? <UserDetailList user={selected} /> : null}
      </Modal>

      <RoleModal
        user={roleTarget}
        onClose={() => setRoleTarget(null)}
        onChanged={() => {
          setRoleTarget(null);
          revalidator.revalidate();
        }}
      />
    </section>
  );
}

function RoleModal({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const selectId = useId();
  const [roles, setRoles] = useState<RoleOption[] | null>(null);
  const [role, setRole] = useState("");
  const { busy, run } = useBusy();
  const userId = user?.usersId;
  const userRole = user?.role;

  // Opening the modal for a user starts from that user's role; the roles load once.
  useEffect(() => {
    if (userId === undefined) return;
    setRole(userRole ?? "");
    if (roles !== null) return;
    answer(client.api.admin.users.roles.$get())
      .then(setRoles)
      .catch(() => setRoles([]));
  }, [userId, userRole, roles]);

  async function submit() {
    if (!user) return;
    await run(async () => {
      const message = await text(
        client.api.admin.users.role.$patch({ query: { userId: String(user.usersId), roleType: role } }),
      );
      notify(message);
      onChanged();
    });
  }

  return (
    <Modal
      title="권한 변경"
      open={user !== null}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-primary" disabled={!roles?.length} {...busyProps(busy, submit)}>
            {busy ? "수정 중…" : "수정"}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            닫기
          </button>
        </>
      }
    >
      {user ? (
        <>
          <dl className="detail-list">
            <dt>계정</dt>
            <dd>{user.username}</dd>
            <dt>이름</dt>
            <dd>{user.name}</dd>
          </dl>
          <label htmlFor={selectId}>권한</label>
          <select
            id={selectId}
            value={role}
            disabled={!roles?.length}
            aria-busy={roles === null}
            onChange={(e) => setRole(e.target.value)}
          >
            {roles === null ? <option value={role}>권한 목록을 불러오는 중…</option> : null}
            {roles?.map((r) => (
              <option key={r.name} value={r.name}>
                {r.description}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </Modal>
  );
}
