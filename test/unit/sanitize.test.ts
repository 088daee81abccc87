// functions/lib/sanitize.ts: rich text from visitors and staff (inquiry content, posts, item
// content) keeps its formatting and loses everything that could run script; visitors' HTML also
// loses whatever would load from elsewhere when staff open it.
import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeInquiryHtml } from "../../functions/lib/sanitize";

describe("sanitizeHtml keeps formatting", () => {
  it("leaves ordinary editor output unchanged, Korean text included", () => {
    const html = [
      '<h2>제품 안내</h2><p style="color:red;">안녕하세요 <b>굵게</b> <strong>강조</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>',
      "<ul><li>자체 공장 생산</li></ul><ol><li>실측</li></ol><blockquote>인용</blockquote><br><hr>",
      '<table><tbody><tr><td colspan="2">가로 2400mm</td></tr></tbody></table>',
    ].join("");
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps http(s) and site-relative links and target=_blank; every link gets rel noopener noreferrer", () => {
    expect(sanitizeHtml('<a href="https://example.com/plan">도면</a>')).toBe(
      '<a href="https://example.com/plan" rel="noopener noreferrer">도면</a>',
    );
    expect(sanitizeHtml('<a href="/notice/1">공지</a>')).toBe('<a href="/notice/1" rel="noopener noreferrer">공지</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">새 창</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">새 창</a>',
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
      '<a href="https://example.com" rel="noopener noreferrer">a</a>',
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

describe("sanitizeInquiryHtml: a visitor's HTML in front of staff", () => {
  it("leaves the inquiry form's own output (paragraphs and line breaks) unchanged", () => {
    const html = "<p>거실 창 교체 견적 부탁드립니다.<br>가로 2400mm</p><p>&lt;급함&gt; 연락 주세요</p>";
    expect(sanitizeInquiryHtml(html)).toBe(html);
  });

  it("removes images from other sites and data: images, in any spelling", () => {
    for (const src of [
      "https://tracker.example/pixel.gif?who=staff",
      "http://tracker.example/p.png",
      "//tracker.example/p.png",
      "HTTPS://tracker.example/p.png",
      "&#104;ttps://tracker.example/p.png",
      "  https://tracker.example/p.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "/api/image/../../../tracker.example",
      "/item/x?u=https://tracker.example",
    ]) {
      const out = sanitizeInquiryHtml(`<p>사진<img src="${src}" alt="현장"></p>`);
      expect(out, src).toBe("<p>사진</p>");
    }
    expect(sanitizeInquiryHtml('<img alt="출처 없음"><p>글</p>')).toBe("<p>글</p>");
  });

  it("keeps images of our own uploads (root-relative editor and item images)", () => {
    const own = '<img src="/api/image/3f0c1c9e-1b2a-4c3d-9e8f-0a1b2c3d4e5f.png" alt="도면">';
    expect(sanitizeInquiryHtml(own)).toBe(own);
    expect(sanitizeInquiryHtml('<img src="/item/window-1.png">')).toBe('<img src="/item/window-1.png">');
  });

  it("gives every link rel noopener noreferrer nofollow and a new tab, whatever the visitor wrote", () => {
    expect(sanitizeInquiryHtml('<a href="https://phish.example/login" rel="opener" target="_self">로그인</a>')).toBe(
      '<a href="https://phish.example/login" rel="noopener noreferrer nofollow" target="_blank">로그인</a>',
    );
    expect(sanitizeInquiryHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
  });

  it("drops media elements, image maps and styles, which load from anywhere", () => {
    const out = sanitizeInquiryHtml(
      [
        '<video src="https://x.example/v.mp4" poster="https://x.example/p.png"></video>',
        '<audio src="https://x.example/a.mp3"></audio>',
        '<map><area href="https://x.example" shape="rect" coords="0,0,9,9"></map>',
        '<p style="background-image:url(https://x.example/p.png); color:red">글</p>',
        '<span style="list-style-image: url(//x.example/p.png)">a</span>',
      ].join(""),
    );
    expect(out).not.toMatch(/x\.example|<video|<audio|<area|url\(/);
    expect(out).toContain("<p>글</p>");
  });

  it("keeps no style or class: a link cannot be sized or classed to cover the staff screen (audit 40)", () => {
    const cover = [
      '<p><a href="https://phish.example/admin-login" style="display:inline-block;width:2600px;height:3000px;',
      'margin:-1400px;background:#fff">로그인이 만료되었습니다</a></p>',
      '<div class="admin-progress" style="height:100%;background:#fff">가짜</div>',
      '<span style="color:red" class="x">글</span>',
    ].join("");
    expect(sanitizeInquiryHtml(cover)).toBe(
      '<p><a href="https://phish.example/admin-login" rel="noopener noreferrer nofollow" target="_blank">' +
        "로그인이 만료되었습니다</a></p><div>가짜</div><span>글</span>",
    );
  });

  it("keeps no layout that could cover the staff screen", () => {
    const out = sanitizeInquiryHtml('<div style="position:fixed;inset:0;z-index:9999">가짜 로그인 창</div>');
    expect(out).not.toMatch(/position|z-index|inset/);
  });

  it("still removes script like the staff sanitizer", () => {
    expect(sanitizeInquiryHtml('<p onclick="x()">a</p><script>alert(1)</script>')).toBe("<p>a</p>");
  });
});
