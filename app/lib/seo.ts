import type { MetaDescriptor } from "@remix-run/cloudflare";

interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/notice". */
  path: string;
  siteUrl?: string;
  siteName?: string;
  image?: string;
}

/** Title, description, canonical URL and Open Graph tags of a public page. */
export function seo({ title, description, path, siteUrl = "", siteName = "", image }: SeoInput): MetaDescriptor[] {
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const url = `${siteUrl}${path}`;
  // A page without its own picture shares the site's (a static file: the banner is the owner's
  // to change or remove).
  const ogImage = `${siteUrl}${image ?? "/images/og-default.webp"}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: ogImage },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

interface RootData {
  site: { url: string; name: string };
}

/** The site's URL and name from the root loader, for meta functions. */
export function siteFromMatches(matches: readonly { id: string; data: unknown }[]): RootData["site"] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return root?.site ?? { url: "", name: "" };
}
