import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

export function loader({ context }: LoaderFunctionArgs) {
  const { SITE_URL } = context.cloudflare.env;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    // The pictures of posts (editor images) may be crawled: the Article data and image search name
    // them. Before the Disallow for crawlers that take the first matching line (others take the longest).
    "Allow: /api/image/",
    "Disallow: /api/",
    "Disallow: /loginForm",
    "Disallow: /error/",
    "",
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
