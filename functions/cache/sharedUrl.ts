// Links from ads, newsletters and social apps carry tracking parameters that no page reads
// (docs/decisions/012-edge-cache.md). Each value would be a cache key of its own: every visitor
// from a campaign link would miss, the page would be rendered again, and the copies would push
// the hot pages out of the isolate's memory. Shared responses are keyed and rendered without them.

/** utm_* (Google Analytics and most tools), click ids of Google, Meta, Microsoft, Yandex, Instagram
 * and Mailchimp, GA's cross-domain ids, and Naver's search-ad and shopping parameters. No page or
 * API call reads any of them; a parameter that one does must not match. */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|napm|n_(media|query|rank|ad|ad_group|ad_group_type|keyword|keyword_id|campaign|campaign_type|contract))$/i;

/** The request as the cache keys and renders it: the same one when it carries no tracking parameter. */
export function withoutTracking(request: Request): Request {
  if (!request.url.includes("?")) return request;
  const url = new URL(request.url);
  const names = [...new Set(url.searchParams.keys())].filter((name) => TRACKING.test(name));
  if (names.length === 0) return request;
  for (const name of names) url.searchParams.delete(name);
  return new Request(url, request);
}
