import type { MetaFunction } from "@remix-run/cloudflare";
import { ProfileScreen } from "~/components/admin/ProfileScreen";

export const meta: MetaFunction = () => [{ title: "내 정보 | 관리자" }];

// /admin/profile: the profile screen (SPEC §2 lists both myinfo and profile; they are the same screen).
export default function AdminProfile() {
  return <ProfileScreen />;
}
