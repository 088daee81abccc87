/** Structured data for search engines: a schema.org object in a JSON-LD data block. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // JSON in a script element: "<" is escaped so the text can never close the element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, never executed (a data block)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
