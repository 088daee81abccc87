import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from "@remix-run/react";
import { client, data, text } from "~/admin/shared/rpc";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { currentUser } from "~/admin/shared/session";
import { accountSessions, OWN_SESSIONS, SessionsSection } from "~/admin/users/SessionsSection";
import { TwoFactorReset } from "~/admin/users/TwoFactorReset";
import { UserDetailList } from "~/admin/users/UserDetail";

export const meta: MetaFunction = () => [{ title: "관리자 상세 | 관리자" }];

// /admin/user/{id}: the administrator detail of the list's modal, as a page (API-SHAPES §11).

// A failure was announced by the api client (403 for staff, 404 for an unknown id); the detail stays empty.
export const clientLoader = async ({ params }: ClientLoaderFunctionArgs) => ({
  user: await orNull(data(client.api.admin.users.$get({ query: { usersId: params.id ?? "" } }))),
});
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="관리자 상세 정보" text="관리자 정보를 불러오는 중…" />;

export default function AdminUserDetail() {
  const { user } = useLoaderData<typeof clientLoader>();
  const query = { usersId: String(user?.usersId ?? "") };
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
      {user ? (
        <>
          <UserDetailList user={user} />
          <SessionsSection
            load={async () => {
              const { count, sessions } = await data(client.api.admin.users.sessions.$get({ query }));
              return { others: count, sessions };
            }}
            end={(loginId) => text(client.api.admin.users.sessions.revoke.$post({ query: { ...query, loginId } }))}
            words={currentUser()?.username === user.username ? OWN_SESSIONS : accountSessions(user.name)}
          />
          <TwoFactorReset user={user} own={currentUser()?.username === user.username} />
        </>
      ) : (
        <p className="admin-empty">관리자 정보를 불러오지 못했습니다.</p>
      )}
    </section>
  );
}
