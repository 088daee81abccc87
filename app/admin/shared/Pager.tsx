import { Link, useSearchParams } from "@remix-run/react";

/** Zero-based page from ?page= of the admin URL. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** Previous/next and numbered pages; the page is kept in ?page= (zero-based, like the API). */
export function Pager({ page, totalPages, label = "페이지" }: { page: number; totalPages: number; label?: string }) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  const start = Math.max(0, Math.min(page - 4, totalPages - 10));
  const pages = Array.from({ length: Math.min(10, totalPages) }, (_, i) => start + i);
  return (
    <nav className="admin-pager" aria-label={label}>
      {page > 0 ? <Link to={href(page - 1)}>이전</Link> : <span aria-disabled="true">이전</span>}
      {pages.map((p) => (
        <Link key={p} to={href(p)} aria-current={p === page ? "page" : undefined} aria-label={`${p + 1} 페이지`}>
          {p + 1}
        </Link>
      ))}
      {page < totalPages - 1 ? <Link to={href(page + 1)}>다음</Link> : <span aria-disabled="true">다음</span>}
    </nav>
  );
}
