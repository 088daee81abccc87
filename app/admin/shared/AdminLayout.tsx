import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Link,
  NavLink,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { QUEUE_POLL_MS, refreshNewInquiryCount, useNewInquiryCount } from "~/admin/inquiries/newCount";
import adminStyles from "~/admin/shared/admin.css?url";
import { type Blocked, getBlocked, setBlockedPlace, setNavigator, subscribeBlocked } from "~/admin/shared/api";
import { saveShortcut } from "~/admin/shared/form";
import { confirmLeave } from "~/admin/shared/leave";
import {
  currentUser,
  decodeToken,
  ensureSession,
  getAccessToken,
  loginPath,
  logout,
  SessionUnreachable,
  subscribeToken,
} from "~/admin/shared/session";
import { ERROR_SCREENS } from "~/components/ErrorScreen";
import { flash } from "~/components/notify";
import { LeaveBlocker } from "~/lib/leaveGuard";
import { ForeignZoneNotice } from "./koreaTime";
import { LoadBoundary } from "./LoadBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "관리자" }, { name: "robots", content: "noindex" }];

/**
 * The guard of every /admin path (SPEC §2): a valid access token, refreshed through the refresh
 * cookie when missing or expired; otherwise the login form.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  try {
    await ensureSession();
  } catch (error) {
    // Moving between screens with no answer from the server: still signed in as far as anyone
    // knows; the screen's own calls say the network failed.
    if (!(error instanceof SessionUnreachable && currentUser())) throw redirect(loginPath(new URL(request.url)));
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
  { to: "/admin/inquiry", label: "문의 관리", counted: true },
  { to: "/admin/visits", label: "방문 통계" },
  { to: "/admin/user", label: "관리자 관리", adminOnly: true },
  { to: "/admin/settings", label: "설정", adminOnly: true },
  { to: "/admin/audit", label: "활동 기록", adminOnly: true },
] as const;

/** Below this width the sidebar is a drawer over the content (the same query as in admin.css). */
const NARROW = "(max-width: 1023.98px)";

function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** True while a navigation has been loading for a moment: fast ones show nothing, so nothing flashes. */
function useSlowNavigation(delayMs = 250): boolean {
  const loading = useNavigation().state !== "idle";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  return slow;
}

/**
 * The signed-in account as the access token says, followed as the token is renewed: the menu
 * shows what the role the server holds now allows (a 403 renews it, decision 130).
 */
function useSessionUser(loaded: ReturnType<typeof currentUser>) {
  const token = useSyncExternalStore(subscribeToken, getAccessToken, () => null);
  const user = useMemo(() => decodeToken(token), [token]);
  return user ?? loaded;
}

/**
 * The screen whose data could not be read (403/404/500, decision 130), or null: each failure
 * belongs to the navigation it came with, so moving on shows the next screen as it is.
 */
function useBlocked(): Blocked | null {
  const location = useLocation();
  const navigation = useNavigation();
  // A failure before the layout was there belongs to the page as first loaded.
  const [first] = useState(location.key);
  const place = useRef(location.key);
  place.current = (navigation.location ?? location).key;
  useEffect(() => {
    setBlockedPlace(() => place.current);
    return () => setBlockedPlace(() => null);
  }, []);
  const blocked = useSyncExternalStore(subscribeBlocked, getBlocked, () => null);
  return blocked && (blocked.place ?? first) === location.key ? blocked : null;
}

/** What the user may do about each status, under the server's words. */
const BLOCKED_HINT: Record<Blocked["status"], string> = {
  403: "이 화면은 관리자 권한이 있는 계정만 쓸 수 있습니다. 권한이 필요하면 관리자에게 요청하세요.",
  404: "다른 곳에서 삭제되었거나 주소가 잘못되었을 수 있습니다.",
  500: "잠시 후 다시 시도해주세요.",
};

/** The back office's own error screen, in place of the screen that could not load: the menu stays. */
function BlockedScreen({ blocked }: { blocked: Blocked }) {
  return (
    <section className="admin-card admin-blocked" aria-labelledby="admin-blocked-title">
      <h1 id="admin-blocked-title">{ERROR_SCREENS[blocked.status]?.title}</h1>
      <p role="alert">{blocked.message || ERROR_SCREENS[blocked.status]?.text}</p>
      <p className="hint">{BLOCKED_HINT[blocked.status]}</p>
      <p className="card-actions">
        <Link to="/admin" className="btn btn-primary">
          대시보드로
        </Link>
        {blocked.status === 500 ? (
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            다시 시도
          </button>
        ) : null}
      </p>
    </section>
  );
}

export default function AdminLayout() {
  const user = useSessionUser(useLoaderData<typeof clientLoader>().user);
  const blocked = useBlocked();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const busy = useSlowNavigation();
  // The wide sidebar is open until folded away (SPEC: the top bar toggles it); the drawer starts closed.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const userMenu = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const drawerShown = narrow && drawerOpen;
  const { pathname, key: locationKey } = useLocation();
  const newInquiries = useNewInquiryCount();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  // New inquiries arrive from the public form at any time: counted at the start and again on the
  // screens that show them (dashboard, inbox); other screens load undisturbed.
  const showsInquiries = pathname === "/admin" || pathname.startsWith("/admin/inquiry");
  // biome-ignore lint/correctness/useExhaustiveDependencies: entering such a screen is the trigger
  useEffect(() => {
    if (showsInquiries || newInquiries === null) void refreshNewInquiryCount();
  }, [pathname]);
  // And while the back office stays open (decision 072): every minute the tab is in view, and on
  // coming back to it, telling a new inquiry or assignment wherever the user is.
  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "visible") void refreshNewInquiryCount({ poll: true });
    };
    const timer = window.setInterval(poll, QUEUE_POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, []);

  function closeDrawer() {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }
  /** A link in the drawer closes it at once, not when the next screen has loaded. */
  const onNavigate = () => {
    if (drawerShown) closeDrawer();
  };

  useEffect(() => {
    document.addEventListener("keydown", saveShortcut);
    return () => document.removeEventListener("keydown", saveShortcut);
  }, []);

  // A window widened past the drawer's width forgets it, so narrowing again starts closed.
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);

  // The open drawer: focus moves into it, and Escape closes it from anywhere.
  useEffect(() => {
    if (!drawerShown) return;
    sidebar.current?.querySelector<HTMLElement>("a[href]")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerShown]);

  // The open account menu lies over the screen's own buttons: a tap or focus outside it, or Escape
  // from anywhere, closes it (Escape gives focus back to its button).
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (e: Event) => {
      if (!userMenu.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      userButton.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  async function signOut() {
    // Unsaved work asks first: logging out also removes the drafts kept in this browser.
    if (!confirmLeave()) return;
    await logout();
    // A full load of the home page: nothing of the session stays in memory; the toast shows there.
    flash("로그아웃이 완료 되었습니다.");
    window.location.assign("/");
  }

  return (
    <div className={["admin-shell", sidebarOpen ? "" : "collapsed", drawerShown ? "drawer-open" : ""].join(" ").trim()}>
      {/* As on the public site: past the sidebar's dozen links to the screen itself. */}
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      {busy ? <div className="admin-progress" role="progressbar" aria-label="화면을 불러오는 중" /> : null}
      <aside className="admin-sidebar" id="admin-sidebar" ref={sidebar} hidden={narrow ? !drawerOpen : !sidebarOpen}>
        <Link to="/admin" className="admin-brand" onClick={onNavigate}>
          관리자
        </Link>
        <nav aria-label="관리자 메뉴">
          <ul>
            {MENU.filter((m) => !("adminOnly" in m) || user?.role === "ROLE_ADMIN").map((m) => (
              <li key={m.to}>
                <NavLink to={m.to} end={"end" in m} onClick={onNavigate}>
                  {m.label}
                  {"counted" in m && newInquiries ? (
                    <span className="menu-count">
                      <span className="visually-hidden"> 신규 </span>
                      {newInquiries}
                      <span className="visually-hidden">건</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {drawerShown ? (
        // A tap beside the drawer closes it; the keyboard has Escape and the menu button.
        <div className="admin-backdrop" aria-hidden="true" onClick={closeDrawer} />
      ) : null}
      <div className="admin-main">
        <header className="admin-topbar">
          {narrow ? (
            <button
              ref={menuButton}
              type="button"
              className="icon-button menu-button"
              aria-expanded={drawerOpen}
              aria-controls="admin-sidebar"
              onClick={() => (drawerOpen ? closeDrawer() : setDrawerOpen(true))}
            >
              <span aria-hidden="true">☰</span> 메뉴
            </button>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-expanded={sidebarOpen}
              aria-controls="admin-sidebar"
              onClick={() => setSidebarOpen(!sidebarOpen)}
            >
              {sidebarOpen ? "메뉴 접기" : "메뉴 펼치기"}
            </button>
          )}
          <Link to="/" className="topbar-home">
            홈페이지 보기
          </Link>
          <div className="topbar-user" ref={userMenu}>
            <button
              ref={userButton}
              type="button"
              className="icon-button"
              aria-expanded={menuOpen}
              aria-controls="admin-user-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <span className="topbar-username">{user?.username ?? "계정"}</span> ▾
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
        <main id="main" className="admin-content" aria-busy={busy} tabIndex={-1}>
          <ForeignZoneNotice />
          {blocked ? (
            <BlockedScreen blocked={blocked} />
          ) : (
            <LoadBoundary size="screen" resetKey={locationKey}>
              <Outlet />
            </LoadBoundary>
          )}
        </main>
        <LeaveBlocker />
      </div>
    </div>
  );
}
