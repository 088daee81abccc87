// functions/schemas/inquiryRules.ts htmlToText / decodeEntities: the stored HTML as the plain text
// a customer reads in the answer mail, staff in the CSV export and a feed reader in /rss.xml.
import { describe, expect, it } from "vitest";
import { summaryOf } from "../../functions/lib/textSummary";
import { decodeEntities, htmlToText } from "../../functions/schemas/inquiryRules";

describe("htmlToText", () => {
  it("keeps the lines and gives every entity's character back, once", () => {
    expect(
      htmlToText(
        "<p>창이 안 닫혀요 &amp; 바람이 &lt;심해요&gt;<br>그제 &#39;A/S&#x27; 신청&apos;함</p><p>&quot;급함&quot;&nbsp;&#8361;</p><p>&amp;lt;그대로&amp;gt;</p>",
      ),
    ).toBe("창이 안 닫혀요 & 바람이 <심해요>\n그제 'A/S' 신청'함\n\"급함\" ₩\n&lt;그대로&gt;");
  });

  it("leaves what is not an entity it knows as written", () => {
    expect(decodeEntities("&copy; &#0; &#x110000; & 그냥")).toBe("&copy; &#0; &#x110000; & 그냥");
  });
});

// functions/lib/textSummary.ts: a post's text in a search result, a chat preview or the feed.
describe("summaryOf", () => {
  it("decodes entities once and keeps blocks and table cells apart", () => {
    expect(
      summaryOf(
        "<p>12월&nbsp;일정 &amp; 견적 &lt;필독&gt;.</p><h3>1. 지역별 일정</h3>" +
          "<table><tr><th>지역</th><th>12월 1주</th></tr><tr><td>서울</td><td>&amp;lt;미정&amp;gt;</td></tr></table>" +
          "<p>첫 줄<br>둘째 줄</p><p><img src='/api/image/a.png'></p>",
        200,
      ),
    ).toBe("12월 일정 & 견적 <필독>. 1. 지역별 일정 · 지역 · 12월 1주 · 서울 · &lt;미정&gt; · 첫 줄 · 둘째 줄");
  });

  it("cuts after a whole word with an ellipsis, within the limit", () => {
    const html = "<p>문의: 대표번호 031-123-4567 또는 담당자 010-1234-5678로 연락 주세요.</p>";
    expect(summaryOf(html, 100)).toBe("문의: 대표번호 031-123-4567 또는 담당자 010-1234-5678로 연락 주세요.");
    // "…010-12" was the old cut; now the number goes whole or not at all.
    expect(summaryOf(html, 33)).toBe("문의: 대표번호 031-123-4567 또는 담당자…");
    expect(summaryOf(html, 36)).toBe("문의: 대표번호 031-123-4567 또는 담당자…");
    // No separator is left before the ellipsis.
    expect(summaryOf("<td>가나다라</td><td>마바사아자차</td>", 8)).toBe("가나다라…");
    // One word longer than half the limit is cut inside it rather than dropped.
    expect(summaryOf("<p>가 abcdefghijklmnopqrstuvwxyz</p>", 10)).toBe("가 abcdefg…");
  });
});
