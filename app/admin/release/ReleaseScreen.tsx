import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "패치노트 | 관리자" }];

// Release notes (SPEC §2): a placeholder that shows only a work-in-progress text.
export default function AdminRelease() {
  return (
    <section className="admin-card" aria-labelledby="release-title">
      <h1 id="release-title">패치노트</h1>
      <p className="admin-empty">준비 중인 페이지입니다.</p>
    </section>
  );
}
