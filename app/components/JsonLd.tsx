/** Structured data for search engines: a schema.org object in a JSON-LD data block. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // JSON in a script element: "<" is escaped so the text can never close the element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, never executed (a data block)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page's place in the site, from the home page down to it, as a BreadcrumbList. */
export function BreadcrumbJsonLd({ siteUrl, trail }: { siteUrl: string; trail: { name: string; path: string }[] }) {
  return (
    <JsonLd
      data={{
        "@type": "BreadcrumbList",
        itemListElement: [{ name: "홈", path: "/" }, ...trail].map((crumb, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: crumb.name,
          item: `${siteUrl}${crumb.path}`,
        })),
      }}
    />
  );
}
