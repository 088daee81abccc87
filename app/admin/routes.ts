// The back office's URL map (decision 022): every /admin path and the screen that answers it, in
// one place. Screens live in their feature's folder; the public site keeps app/routes/.
import type { DefineRouteFunction } from "@remix-run/dev/dist/config/routes";

export function adminRoutes(route: DefineRouteFunction) {
  route("admin", "admin/shared/AdminLayout.tsx", () => {
    route("", "admin/dashboard/DashboardScreen.tsx", { index: true });
    // Items (제품 관리): list, add, one item, its edit form, and the older delete page.
    route("item", "admin/items/ItemListScreen.tsx", { index: true });
    route("add", "admin/items/ItemAddScreen.tsx");
    route("item/:itemId", "admin/items/ItemScreen.tsx");
    route("item/edit/:itemId", "admin/items/ItemEditScreen.tsx");
    route("delete", "admin/items/ItemDeleteScreen.tsx");
    route("detail", "admin/details/DetailScreen.tsx");
    route("manu", "admin/manufacturers/ManufacturersScreen.tsx");
    // Boards (공지사항/FAQ).
    route("notice", "admin/boards/NoticeListScreen.tsx", { index: true });
    route("notice/add", "admin/boards/NoticeAddScreen.tsx");
    route("notice/:id", "admin/boards/NoticeScreen.tsx");
    route("notice/edit/:id", "admin/boards/NoticeEditScreen.tsx");
    route("calendar", "admin/calendar/CalendarScreen.tsx");
    route("inquiry", "admin/inquiries/InquiryListScreen.tsx", { index: true });
    route("inquiry/:id", "admin/inquiries/InquiryScreen.tsx");
    // Users (사용자 관리) and one's own profile (SPEC lists both myinfo and profile: one screen).
    route("user", "admin/users/UserListScreen.tsx", { index: true });
    route("user/:id", "admin/users/UserScreen.tsx");
    route("register", "admin/users/RegisterScreen.tsx");
    route("myinfo", "admin/profile/ProfileRoute.tsx", { id: "admin/profile/myinfo" });
    route("profile", "admin/profile/ProfileRoute.tsx");
    // Site settings (administrators only, decision 030): company data, then the home and about texts.
    route("settings", "admin/settings/CompanySettingsScreen.tsx", { index: true });
    route("settings/pages", "admin/settings/PagesSettingsScreen.tsx");
    route("audit", "admin/audit/AuditScreen.tsx");
    // 방문 통계 (decision 091): every back-office account.
    route("visits", "admin/visits/VisitsScreen.tsx");
    // Settings (설정, administrators only): banner slides and footer logos (decision 031).
    route("settings/banner", "admin/settings/BannerSettingsScreen.tsx");
    route("settings/popup", "admin/settings/PopupSettingsScreen.tsx");
    route("settings/logos", "admin/settings/LogoSettingsScreen.tsx");
    // The privacy policy of /privacy (decision 042).
    route("settings/privacy", "admin/settings/PrivacySettingsScreen.tsx");
    // 보안: 2단계 인증 for every account (decision 080).
    route("settings/security", "admin/settings/SecuritySettingsScreen.tsx");
    // 패치노트: a placeholder on three paths (SPEC §2).
    route("release", "admin/release/ReleaseScreen.tsx", { index: true });
    route("release/add", "admin/release/ReleaseScreen.tsx", { id: "admin/release/add" });
    route("release/detail/:id", "admin/release/ReleaseScreen.tsx", { id: "admin/release/detail" });
  });
}
