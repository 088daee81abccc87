import type { MetaFunction } from "@remix-run/cloudflare";
import { ProfileScreen } from "~/admin/profile/ProfileScreen";

export const meta: MetaFunction = () => [{ title: "내 정보 | 관리자" }];

// /admin/profile and /admin/myinfo: the profile screen (SPEC §2 lists both; they are the same screen).
export default function AdminProfile() {
  return <ProfileScreen />;
}
