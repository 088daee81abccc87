// functions/lib/sanitize.ts: rich text from visitors and staff (inquiry content, posts, item
// content) keeps its formatting and loses everything that could run script.
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../functions/lib/sanitize";

describe("sanitizeHtml keeps formatting", () => {
  it("leaves ordinary editor output unchanged, Korean text included", () => {
    const html = [
      '<h2>제품 안내</h2><p style="color:red;">안녕하세요 <b>굵게</b> <strong>강조</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>',
      "<ul><li>자체 공장 생산</li></ul><ol><li>실측</li></ol><blockquote>인용</blockquote><br><hr>",
      '<table><tbody><tr><td colspan="2">가로 2400mm</td></tr></tbody></table>',
    ].join("");
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps http(s) and site-relative links, and target=_blank", () => {
    expect(sanitizeHtml('<a href="https://example.com/plan">도면</a>')).toBe(
      '<a href="https://example.com/plan">도면</a>',
    );
    expect(sanitizeHtml('<a href="/notice/1">공지</a>')).toBe('<a href="/notice/1">공지</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="noopener">새 창</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener">새 창</a>',
    );
  });

  it("keeps images with an http(s) source and their alt text and size", () => {
    const img = '<img src="https://cdn.example.com/a.png" alt="창호" width="300" height="200">';
    expect(sanitizeHtml(img)).toBe(img);
  });

  it("keeps escaped text escaped", () => {
    expect(sanitizeHtml("<p>1 &lt; 2 &amp; 3</p>")).toBe("<p>1 &lt; 2 &amp; 3</p>");
    expect(sanitizeHtml("<p>크기 < 2m</p>")).toBe("<p>크기 &lt; 2m</p>");
  });
});

describe("sanitizeHtml removes script", () => {
  it("drops script, style, iframe, object and embed elements with their content", () => {
    expect(sanitizeHtml("<p>안녕</p><script>alert(1)</script>")).toBe("<p>안녕</p>");
    expect(sanitizeHtml('<style>p{}</style><iframe src="https://evil.example"></iframe><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeHtml('<object data="x.swf"><param name="a" value="b"></object><p>ok</p>')).toBe("<p>ok</p>");
    const embed = sanitizeHtml('<embed src="https://evil.example/x.swf"><p>ok</p>');
    expect(embed).not.toMatch(/<embed|x\.swf/);
    expect(embed).toContain("<p>ok</p>");
    expect(sanitizeHtml("<SCRIPT>alert(1)</SCRIPT><p>ok</p>")).toBe("<p>ok</p>");
  });

  it("drops event-handler attributes and keeps the element", () => {
    expect(sanitizeHtml('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(sanitizeHtml('<p onclick="steal()" onmouseover="x()">글</p>')).toBe("<p>글</p>");
    expect(sanitizeHtml("<img src=x onerror=alert(1)//>")).not.toMatch(/onerror|alert/);
  });

  it("drops javascript: and data: URLs in any spelling, keeping the link text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "  javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">링크</a>`);
      expect(out, href).not.toMatch(/script|alert|data:|msgbox/i);
      expect(out, href).toContain(">링크</a>");
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).not.toMatch(/javascript|alert/);
  });

  it("drops a link target other than _blank", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_top">a</a>')).toBe(
      '<a href="https://example.com">a</a>',
    );
  });

  it("drops elements that are not allowed: svg, forms, inputs, comments", () => {
    expect(sanitizeHtml('<svg onload="alert(1)"><circle/></svg><p>ok</p>')).toBe("<p>ok</p>");
    expect(
      sanitizeHtml('<form action="https://evil.example"><input name="a"><button>보내기</button></form>'),
    ).not.toMatch(/<form|<input|<button/);
    expect(sanitizeHtml("<!-- 숨긴 글 --><p>ok</p>")).toBe("<p>ok</p>");
  });

  it("drops dangerous CSS from style attributes", () => {
    const out = sanitizeHtml('<p style="background:url(javascript:alert(1)); color:red">t</p>');
    expect(out).not.toMatch(/javascript|alert|url\(/);
    expect(out).toContain(">t</p>");
  });

  it("does not let nested tricks rebuild a script tag", () => {
    const out = sanitizeHtml("<scr<script>ipt>alert(1)</script>");
    expect(out).not.toMatch(/<script/i);
  });
});
