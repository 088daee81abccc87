import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet, redirect, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import adminStyles from "~/admin/shared/admin.css?url";
import { setNavigator } from "~/admin/shared/api";
import { currentUser, ensureSession, logout } from "~/admin/shared/session";
import { flash } from "~/components/notify";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "관리자" }, { name: "robots", content: "noindex" }];

/**
 * The guard of every /admin path (SPEC §2): a valid access token, refreshed through the refresh
 * cookie when missing or expired; otherwise the login form.
 */
export async function clientLoader() {
  try {
    await ensureSession();
  } catch {
    throw redirect("/loginForm");
  }
  return { user: currentUser() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      관리자 페이지를 불러오는 중…
    </p>
  );
}

const MENU = [
  { to: "/admin", label: "대시보드", end: true },
  { to: "/admin/item", label: "제품 관리" },
  { to: "/admin/detail", label: "제품 상세 관리" },
  { to: "/admin/manu", label: "제조사 관리" },
  { to: "/admin/notice", label: "공지사항/FAQ" },
  { to: "/admin/calendar", label: "일정 관리" },
  { to: "/admin/inquiry", label: "문의 관리" },
  { to: "/admin/user", label: "관리자 관리", adminOnly: true },
] as const;

export default function AdminLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);

  async function signOut() {
    await logout();
    // A full load of the home page: nothing of the session stays in memory; the toast shows there.
    flash("로그아웃이 완료 되었습니다.");
    window.location.assign("/");
  }

  return (
    <div className={sidebarOpen ? "admin-shell" : "admin-shell collapsed"}>
      <aside className="admin-sidebar" id="admin-sidebar" hidden={!sidebarOpen}>
        <Link to="/admin" className="admin-brand">
          관리자
        </Link>
        <nav aria-label="관리자 메뉴">
          <ul>
            {MENU.filter((m) => !("adminOnly" in m) || user?.role === "ROLE_ADMIN").map((m) => (
              <li key={m.to}>
                <NavLink to={m.to} end={"end" in m}>
                  {m.label}
                </NavLink>
              </li>
            ))}
            <li>
              <span className="menu-disabled" aria-disabled="true">
                설정 (준비중)
              </span>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="admin-main">
        <header className="admin-topbar">
          <button
            type="button"
            className="icon-button"
            aria-expanded={sidebarOpen}
            aria-controls="admin-sidebar"
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            {sidebarOpen ? "메뉴 접기" : "메뉴 펼치기"}
          </button>
          <Link to="/" className="topbar-home">
            홈페이지 보기
          </Link>
          <div className="topbar-user">
            <button
              type="button"
              className="icon-button"
              aria-expanded={menuOpen}
              aria-controls="admin-user-menu"
              onClick={() => setMenuOpen(!menuOpen)}
              onKeyDown={(e) => e.key === "Escape" && setMenuOpen(false)}
            >
              {user?.username ?? "계정"} ▾
            </button>
            <ul id="admin-user-menu" className="topbar-menu" hidden={!menuOpen}>
              <li>
                <Link to="/admin/myinfo" onClick={() => setMenuOpen(false)}>
                  내 정보
                </Link>
              </li>
              <li>
                <Link to="/admin/release" onClick={() => setMenuOpen(false)}>
                  패치노트
                </Link>
              </li>
              <li>
                <button type="button" onClick={signOut}>
                  로그아웃
                </button>
              </li>
            </ul>
          </div>
        </header>
        <main id="main" className="admin-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
