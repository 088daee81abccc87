import { Link, useSearchParams } from "@remix-run/react";

/** Zero-based page from ?page= of the admin URL. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** How far the −10/+10 jumps go (그누보드's block of ten). */
const JUMP = 10;

/**
 * 처음, −10, 이전, ten numbered pages, 다음, +10 and 맨끝 (decision 153: a list of thousands of pages
 * reaches its oldest page in one tap); the page is kept in ?page= (zero-based, like the API). On a
 * phone the numbers are the five around the current page, on a row of their own. While a search's
 * count is a lower bound (`totalAtLeast`, "N건 이상") its last page is unknown, so 맨끝 is shown
 * disabled rather than open a page that is not the last (decision 166).
 */
export function Pager({
  page,
  totalPages,
  totalAtLeast = false,
  label = "페이지",
}: {
  page: number;
  totalPages: number;
  totalAtLeast?: boolean;
  label?: string;
}) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  const last = totalPages - 1;
  const start = Math.max(0, Math.min(page - 4, totalPages - 10));
  const pages = Array.from({ length: Math.min(10, totalPages) }, (_, i) => start + i);
  const jump = (to: number, shown: boolean, text: string, name?: string) =>
    shown ? (
      <Link to={href(to)} aria-label={name} className="pager-jump">
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className="pager-jump">
        {text}
      </span>
    );
  return (
    <nav className="admin-pager" aria-label={label}>
      {jump(0, page > 0, "처음", "처음 페이지")}
      {jump(page - JUMP, page >= JUMP, "−10", "이전 10페이지")}
      {jump(page - 1, page > 0, "이전")}
      <div className="pager-pages">
        {pages.map((p) => (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`${p + 1} 페이지`}
            className={Math.abs(p - page) > 2 ? "pager-far" : undefined}
          >
            {p + 1}
          </Link>
        ))}
      </div>
      {jump(page + 1, page < last, "다음")}
      {jump(page + JUMP, page + JUMP <= last, "+10", "다음 10페이지")}
      {jump(last, page < last && !totalAtLeast, "맨끝", "맨끝 페이지")}
    </nav>
  );
}
