// The settings area's sub-navigation (issue 12): one list, so each settings screen is one line here.
import { NavLink } from "@remix-run/react";

const TABS = [
  { to: "/admin/settings", label: "회사 정보", end: true },
  { to: "/admin/settings/pages", label: "홈·소개 문구" },
  { to: "/admin/settings/banner", label: "배너" },
  { to: "/admin/settings/popup", label: "팝업 공지" },
  { to: "/admin/settings/logos", label: "하단 로고" },
  { to: "/admin/settings/privacy", label: "개인정보처리방침" },
  { to: "/admin/settings/security", label: "보안" },
] as const;

export function SettingsTabs() {
  return (
    <nav className="settings-tabs" aria-label="설정 메뉴">
      <ul>
        {TABS.map((t) => (
          <li key={t.to}>
            <NavLink to={t.to} end={"end" in t}>
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
