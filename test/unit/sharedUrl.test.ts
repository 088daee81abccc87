// Tracking parameters are left out of what the public cache keys and renders.
import { describe, expect, it } from "vitest";
import { withoutTracking } from "../../functions/cache/sharedUrl";

describe("withoutTracking", () => {
  it("returns the same request when there is nothing to leave out", () => {
    for (const url of ["https://example.com/notice", "https://example.com/notice?page=2&searchKeyword=a"]) {
      const request = new Request(url);
      expect(withoutTracking(request)).toBe(request);
    }
  });

  it("leaves out campaign and click ids, in any letter case, and keeps every other parameter in order", () => {
    const request = new Request(
      "https://example.com/notice?utm_source=naver&page=2&UTM_Medium=cpc&fbclid=x&n_query=%EC%B0%BD&searchKeyword=%EC%97%B0%ED%9C%B4&gclid=y&NaPm=ct%3Dabc&_gl=1",
      { headers: { "If-None-Match": '"abc"' } },
    );
    const shared = withoutTracking(request);
    expect(shared.url).toBe("https://example.com/notice?page=2&searchKeyword=%EC%97%B0%ED%9C%B4");
    expect(shared.method).toBe("GET");
    expect(shared.headers.get("if-none-match")).toBe('"abc"');
  });

  it("keeps names that only look like tracking parameters", () => {
    const url = "https://example.com/api/boards?n=1&n_items=2&utm=3&gclid_x=4&page=0";
    expect(withoutTracking(new Request(url)).url).toBe(url);
  });

  it("keeps HEAD a HEAD", () => {
    const shared = withoutTracking(new Request("https://example.com/faq?utm_source=kakao", { method: "HEAD" }));
    expect(shared.method).toBe("HEAD");
    expect(shared.url).toBe("https://example.com/faq");
  });
});
