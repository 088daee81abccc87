// What the public cache keys and renders (decision 012, 073): a page by the parameters it reads,
// an API read without tracking parameters.
import { describe, expect, it } from "vitest";
import { PAGE_PARAMS, sharedRequest } from "../../functions/cache/sharedUrl";

const page = (url: string, init?: RequestInit) => sharedRequest(new Request(url, init), false);
const api = (url: string) => sharedRequest(new Request(url), true);

describe("sharedRequest: pages", () => {
  it("returns the same request when there is nothing to leave out", () => {
    for (const url of [
      "https://example.com/notice",
      "https://example.com/notice?page=2&searchKeyword=a",
      "https://example.com/manu/1?item=2&type=1",
    ]) {
      const request = new Request(url);
      expect(sharedRequest(request, false)).toBe(request);
    }
  });

  it("keeps only the parameters the page reads, sorted, whatever else is added", () => {
    const request = new Request(
      "https://example.com/notice?utm_source=naver&searchKeyword=%EC%97%B0%ED%9C%B4&x=1&UTM_Medium=cpc&page=2&fbclid=x&cachebust=8213&_gl=1",
      { headers: { "If-None-Match": '"abc"' } },
    );
    const shared = sharedRequest(request, false);
    expect(shared.url).toBe("https://example.com/notice?page=2&searchKeyword=%EC%97%B0%ED%9C%B4");
    expect(shared.method).toBe("GET");
    expect(shared.headers.get("if-none-match")).toBe('"abc"');
    expect(page("https://example.com/?v=123").url).toBe("https://example.com/");
    expect(page("https://example.com/about?page=2").url).toBe("https://example.com/about");
    expect(page("https://example.com/manu/3?item=7&type=2&page=4").url).toBe(
      "https://example.com/manu/3?item=7&type=2",
    );
    expect(page("https://example.com/inquiryForm?sent=1&r=2").url).toBe("https://example.com/inquiryForm?sent=1");
  });

  it("keeps Remix's _routes on a page's data request, and the page's own parameters", () => {
    expect(page("https://example.com/notice.data?x=1&_routes=routes%2Fnotice._index&page=3").url).toBe(
      "https://example.com/notice.data?_routes=routes%2Fnotice._index&page=3",
    );
    expect(page("https://example.com/_root.data?_routes=routes%2F_index&z=9").url).toBe(
      "https://example.com/_root.data?_routes=routes%2F_index",
    );
    // Only data requests carry it.
    expect(page("https://example.com/notice?_routes=x").url).toBe("https://example.com/notice");
  });

  it("leaves Remix's route manifest requests as they are: every parameter is its own", () => {
    const url = "https://example.com/__manifest?p=%2Fnotice&p=%2Ffaq&version=3f2a1b&utm_source=x";
    const request = new Request(url);
    expect(sharedRequest(request, false)).toBe(request);
  });

  it("keeps HEAD a HEAD", () => {
    const shared = page("https://example.com/faq?utm_source=kakao", { method: "HEAD" });
    expect(shared.method).toBe("HEAD");
    expect(shared.url).toBe("https://example.com/faq");
  });

  it("lists every parameter a public route or its loader reads", () => {
    const sources = import.meta.glob(["../../app/routes/*.{ts,tsx}", "../../app/lib/*.server.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    const read = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const m of source.matchAll(/(?:searchParams|query|URLSearchParams\([^)]*\))\.get\("([^"]+)"\)/g)) {
        read.add(m[1] as string);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    const listed = new Set(PAGE_PARAMS.flatMap(([, names]) => names));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("sharedRequest: API reads", () => {
  it("leaves out campaign and click ids only, in any letter case, keeping the rest in order", () => {
    expect(api("https://example.com/api/boards?utm_source=naver&page=0&x=1&gclid=y&NaPm=ct%3Dabc").url).toBe(
      "https://example.com/api/boards?page=0&x=1",
    );
  });

  it("keeps names that only look like tracking parameters", () => {
    const url = "https://example.com/api/boards?n=1&n_items=2&utm=3&gclid_x=4&page=0";
    expect(api(url).url).toBe(url);
  });
});
