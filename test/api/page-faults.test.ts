// A public page whose database read fails (decision 164): the site's 500 screen in Korean with the
// error id its log line names, so a visitor can quote it; nothing of the failure is cached, the next
// request renders the page. The fault is injected by wrapping the real D1 (every batch fails).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { aroundBatch, call, callWith, request, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);
afterEach(() => vi.restoreAllMocks());

const failingD1 = aroundBatch(env.DB, async () => {
  await null;
  throw new Error("D1_ERROR: injected fault: SQLITE_IOERR");
});

/** The error id the screen shows, if any. */
const shownId = (html: string) => /오류 번호: <strong id="fault-id">([0-9a-f]{8})<\/strong>/.exec(html)?.[1];

describe("a public page whose D1 read fails", () => {
  it("answers the 500 screen with the logged error id, and the next request renders the page", async () => {
    for (const [path, content] of [
      ["/notice?t=fault", "공지사항"],
      ["/manu/1?t=fault", "한빛 프리미엄"],
      ["/?t=fault", "한빛 프리미엄"],
    ] as const) {
      const logged: string[] = [];
      vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
      const res = await callWith(request(path), { DB: failingD1 });
      vi.restoreAllMocks();
      expect(res.status, path).toBe(500);
      const html = await res.text();
      expect(html).toContain("일시적인 오류가 발생했습니다");
      const id = shownId(html);
      expect(id, path).toBeDefined();
      const pathname = path.split("?")[0];
      expect(logged, path).toEqual([`[page] GET ${pathname}: Error [SQLITE_IOERR] (error id ${id})`]);

      // Not kept for anyone: the same address with a working database is the page.
      const again = await callWith(request(path), {});
      expect(again.status, path).toBe(200);
      const page = await again.text();
      expect(page).toContain(content);
      expect(shownId(page)).toBeUndefined();
    }
  });

  it("shows an id only for a fault: not on /error/500 itself, nor on a 404", async () => {
    for (const path of ["/error/500", "/없는-페이지", "/notice/99999999"]) {
      const html = await (await call(path)).text();
      expect(html, path).not.toContain("오류 번호");
    }
  });
});
