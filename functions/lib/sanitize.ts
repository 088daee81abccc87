// Server-side HTML sanitizing for rich text (inquiry content, board content, item freeContent).
// js-xss runs in Workers without a DOM and is allow-list based: anything not listed is dropped.
import * as xssModule from "xss";

// xss is CommonJS: Node's ESM loader (under `remix vite:dev`) exposes it only as `default`,
// bundlers expose the named exports too.
const { FilterXSS, getDefaultWhiteList } =
  (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;

const common = ["style", "class"];
const allow: Record<string, string[]> = {
  ...getDefaultWhiteList(),
  p: [...common],
  span: [...common],
  div: [...common],
  h1: [...common],
  h2: [...common],
  h3: [...common],
  h4: [...common],
  h5: [...common],
  h6: [...common],
  strong: [...common],
  b: [...common],
  em: [...common],
  i: [...common],
  u: [...common],
  s: [...common],
  code: [...common],
  pre: [...common],
  blockquote: [...common],
  ul: [...common],
  ol: [...common, "start"],
  li: [...common, "value"],
  a: ["href", "title", "target", "rel", ...common],
  img: ["src", "alt", "title", "width", "height", ...common],
  br: [],
  hr: [],
  table: [...common],
  thead: [],
  tbody: [],
  tr: [],
  th: [...common, "colspan", "rowspan"],
  td: [...common, "colspan", "rowspan"],
};

const filter = new FilterXSS({
  whiteList: allow,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    // Links that leave the site open safely.
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank"' : "";
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
