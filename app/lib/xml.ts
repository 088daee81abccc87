// Text inside the XML documents the site serves (/sitemap.xml, /rss.xml).

// XML 1.0 has no place for most control characters (a post's title may hold one, and one would
// make the whole document unreadable): they are left out.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value. */
export const escapeXml = (s: string) =>
  s.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
