// Server-side HTML sanitizing for rich text: staff's posts and item content (sanitizeHtml) and
// visitors' inquiry content (sanitizeInquiryHtml, stricter: staff open it, so it may not load
// anything from elsewhere or dress up a link). js-xss runs in Workers without a DOM and is
// allow-list based: anything not listed is dropped.
import * as xssModule from "xss";

// xss is CommonJS: Node's ESM loader (under `remix vite:dev`) exposes it only as `default`,
// bundlers expose the named exports too.
const { FilterXSS, getDefaultWhiteList, safeAttrValue, friendlyAttrValue, parseAttr } =
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

// Visitors' HTML: no media elements (they load from anywhere), no image maps, and no style or class:
// the inquiry form sends neither, and with them one link could be sized or given the back office's
// own fixed-position class to cover the whole staff screen (audit 40).
const { audio: _audio, video: _video, area: _area, ...visitorTags } = allow;
const visitorAllow = Object.fromEntries(
  Object.entries(visitorTags).map(([tag, attrs]) => [tag, attrs.filter((attr) => !common.includes(attr))]),
);

/** Our own uploaded images, root-relative: editor images and item images. */
const OWN_IMAGE = /^\/(api\/image|item)\/[A-Za-z0-9._-]+$/;

/** safeAttrValue's CSS filter, which it uses for style attributes only (never for href). */
const NO_CSS = { process: (css: string) => css };

const STRIP_WITH_BODY = ["script", "style", "iframe", "object", "embed", "noscript"];

interface Rules {
  whiteList: Record<string, string[]>;
  /** The rel every link gets; the author's own rel is replaced. */
  rel: string;
  /** Links open in a new tab whatever the author wrote. */
  newTab: boolean;
  /** Which image sources may stay; an image with any other source is removed. */
  imageSource: (src: string) => boolean;
  /** Which CSS declarations of a style attribute may stay (after js-xss's own CSS allow-list). */
  cssValue: (value: string) => boolean;
}

function makeFilter(rules: Rules) {
  const filter: xssModule.FilterXSS = new FilterXSS({
    whiteList: rules.whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: STRIP_WITH_BODY,
    allowCommentTag: false,
    css: { onAttr: (_name: string, value: string) => (rules.cssValue(value) ? undefined : "") },
    onTag(tag, html, info) {
      if (tag !== "img" || info.isClosing) return undefined;
      let src = "";
      parseAttr(html.slice(4).replace(/\/?>$/, ""), (name, value) => {
        if (name === "src") src = friendlyAttrValue(value).trim();
        return "";
      });
      return rules.imageSource(src) ? undefined : "";
    },
    onTagAttr(tag, name, value, isWhiteAttr) {
      if (name === "style" && isWhiteAttr) {
        // js-xss would keep a style left empty by the CSS rules as a bare `style`: drop it.
        const css = safeAttrValue(tag, name, value, (filter as unknown as { cssFilter: typeof NO_CSS }).cssFilter);
        return css ? `style="${css}"` : "";
      }
      if (tag !== "a") return undefined;
      if (name === "target") return rules.newTab || value !== "_blank" ? "" : 'target="_blank"';
      if (name === "rel") return "";
      if (name !== "href") return undefined;
      const href = safeAttrValue(tag, name, value, NO_CSS);
      if (!href) return "";
      return `href="${href}" rel="${rules.rel}"${rules.newTab ? ' target="_blank"' : ""}`;
    },
  });
  return filter;
}

/** Posts and item content, written by staff: links to other sites stay and open safely. */
const staffFilter = makeFilter({
  whiteList: allow,
  rel: "noopener noreferrer",
  newTab: false,
  imageSource: () => true,
  cssValue: () => true,
});

/**
 * Inquiry content, written by anyone: images only from our own uploads (no tracking pixel, no
 * `data:` picture), no styles, and links marked as the visitor's, opening in a new tab.
 */
const inquiryFilter = makeFilter({
  whiteList: visitorAllow,
  rel: "noopener noreferrer nofollow",
  newTab: true,
  imageSource: (src) => OWN_IMAGE.test(src),
  cssValue: () => false,
});

export function sanitizeHtml(html: string): string {
  return staffFilter.process(html);
}

export function sanitizeInquiryHtml(html: string): string {
  return inquiryFilter.process(html);
}
