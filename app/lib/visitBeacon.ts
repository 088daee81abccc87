// 방문 통계 (decision 091): each public page shown sends one beacon; the first of a browser tab's
// session also counts a visit and says where it came from. sessionStorage, not a cookie: nothing
// outlives the tab, and nothing tells the server who the visitor is. Kept this small because every
// public page loads it (the 100 KB budget).
import { useEffect } from "react";

export function useVisitBeacon(pathname: string) {
  useEffect(() => {
    // Not the back office or its login (the server also ignores paths that are no public page).
    if (/^\/(admin|login)/.test(pathname)) return;
    let first = "";
    try {
      if (!sessionStorage.visit) first = sessionStorage.visit = "1";
    } catch {
      // Storage refused (private mode): every page counts as a view only.
    }
    const query = new URLSearchParams({ path: pathname, first, referrer: first && document.referrer });
    navigator.sendBeacon?.(`/api/visit?${query}`);
  }, [pathname]);
}
