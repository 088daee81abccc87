// What a shared (cached) response is keyed and rendered by (docs/decisions/012-edge-cache.md).
// Links from ads, newsletters and social apps carry tracking parameters that nothing reads, and
// anyone can add a parameter of their own: each value would be a cache key, so every such visit
// would miss, render again and push the hot pages out of the isolate's memory (a way around the
// cache for anyone who wants to load the Worker: decision 073). A page is keyed and rendered by
// the parameters it reads only, in one order; an API read without the tracking parameters.

/** utm_* (Google Analytics and most tools), click ids of Google, Meta, Microsoft, Yandex, Instagram
 * and Mailchimp, GA's cross-domain ids, and Naver's search-ad and shopping parameters. No page or
 * API call reads any of them; a parameter that one does must not match. */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|napm|n_(media|query|rank|ad|ad_group|ad_group_type|keyword|keyword_id|campaign|campaign_type|contract))$/i;

/**
 * The query parameters each public page reads in its loader, meta or server render; a page not
 * listed reads none. A page that starts reading one must list it here (test/unit/sharedUrl.test.ts
 * reads every route for `searchParams` to hold this list to it).
 */
export const PAGE_PARAMS: readonly [path: RegExp, names: readonly string[]][] = [
  [/^\/(notice|faq|fag)$/, ["page", "searchKeyword"]],
  [/^\/manu\/[^/]+$/, ["type", "item"]],
  [/^\/inquiryForm$/, ["manuId", "typeId", "itemId", "sent", "inquiryType"]],
  [/^\/search$/, ["searchKeyword"]],
  [/^\/sitemap\.xml$/, ["part"]],
  [/^\/privacy$/, ["version"]],
  // Read by the action only (추가 문의 posts to ?intent=note, decision 103); a GET renders the same page.
  [/^\/inquiryCheck$/, ["intent"]],
];

/** Remix's own parameter of a page's data request (`/notice.data?_routes=…`). */
const REMIX_PARAMS = ["_routes"];

/**
 * Remix's lazy route discovery (`/__manifest?p=/notice&p=/faq&version=…`): the routes of the
 * paths asked for, for one build. Its parameters are all its own.
 */
const MANIFEST = "/__manifest";

/** The page a path shows: a data request's `.data` taken off (`/_root.data` is `/`). */
const pageOf = (pathname: string) =>
  pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;

function pageParams(pathname: string, varyParam: string | undefined): Set<string> {
  const page = pageOf(pathname);
  const names = PAGE_PARAMS.find(([path]) => path.test(page))?.[1] ?? [];
  return new Set([...names, ...(page === pathname ? [] : REMIX_PARAMS), ...(varyParam ? [varyParam] : [])]);
}

/**
 * The request as the cache keys and renders it: a page's with only the parameters it reads,
 * sorted; an API read's without tracking parameters. The same request when nothing changes.
 * The browser keeps its URL, so scripts in the page still see every parameter. `varyParam`
 * (CACHE_VARY_PARAM, benchmarks and tests only) is kept on pages too.
 */
export function sharedRequest(request: Request, isApi: boolean, varyParam?: string): Request {
  if (!request.url.includes("?")) return request;
  const url = new URL(request.url);
  const before = url.search;
  if (isApi) {
    for (const name of new Set(url.searchParams.keys())) if (TRACKING.test(name)) url.searchParams.delete(name);
  } else if (url.pathname !== MANIFEST) {
    const kept = pageParams(url.pathname, varyParam);
    for (const name of new Set(url.searchParams.keys())) if (!kept.has(name)) url.searchParams.delete(name);
    url.searchParams.sort();
  }
  return url.search === before ? request : new Request(url, request);
}
