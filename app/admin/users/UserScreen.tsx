import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from "@remix-run/react";
import { api } from "~/admin/shared/api";
import { type AdminUser, UserDetailList } from "~/admin/users/UserDetail";

export const meta: MetaFunction = () => [{ title: "관리자 상세 | 관리자" }];

// /admin/user/{id}: the administrator detail of the list's modal, as a page (API-SHAPES §11).

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  try {
    return { user: await api.get<AdminUser>("/api/admin/users", { usersId: params.id ?? "" }) };
  } catch {
    // Announced by the global handler (403 for staff, 404 for an unknown id); the detail stays empty.
    return { user: null };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <section className="admin-card">
      <h1>관리자 상세 정보</h1>
      <p role="status">관리자 정보를 불러오는 중…</p>
    </section>
  );
}

export default function AdminUserDetail() {
  const { user } = useLoaderData<typeof clientLoader>();
  return (
    <section className="admin-card" aria-labelledby="user-detail-title">
      <div className="card-head">
        <h1 id="user-detail-title">관리자 상세 정보</h1>
        <div className="card-actions">
          <Link to="/admin/user" className="btn">
            목록
          </Link>
        </div>
      </div>
      {user ? <UserDetailList user={user} /> : <p className="admin-empty">관리자 정보를 불러오지 못했습니다.</p>}
    </section>
  );
}
