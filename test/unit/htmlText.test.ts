// functions/schemas/inquiryRules.ts htmlToText / decodeEntities: the stored HTML as the plain text
// a customer reads in the answer mail, staff in the CSV export and a feed reader in /rss.xml.
import { describe, expect, it } from "vitest";
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
