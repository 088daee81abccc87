// What every back-office screen that loads in the browser shares (decision 010): the loader's
// failure rule and the card shown while the first load runs.

/**
 * The answer of a screen's load, or null when it failed: the API client has already told the
 * user and, for §8's statuses, opened /loginForm or shown the back office's error screen in its
 * place (decision 130), so a screen only shows its empty state.
 */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch {
    return null;
  }
}

/** The 0-based page of a list URL (`?page=`); anything else is the first page. */
export function pageOf(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(raw) && raw > 0 ? raw : 0;
}

/**
 * The address of a list's last page when `page` is past it, else null: its last rows were deleted
 * or moved to another status, from the list or from a detail whose 목록 returns to that page
 * (decision 115). A list with no rows at all is its first page. The loader goes there with
 * `replace`, so the back button does not come to the emptied page and bounce off it again.
 */
export function pastLastPage(request: Request, page: number, totalPages: number | undefined): string | null {
  const last = totalPages === undefined ? page : Math.max(0, totalPages - 1);
  if (page <= last) return null;
  const url = new URL(request.url);
  if (last > 0) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  return `${url.pathname}${url.search}`;
}

/** The card shown until a screen's first load has answered. */
export function LoadingCard({ title, text }: { title: string; text: string }) {
  return (
    <section className="admin-card">
      <h1>{title}</h1>
      <p role="status">{text}</p>
    </section>
  );
}
