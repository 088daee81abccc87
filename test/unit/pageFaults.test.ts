// app/lib/pageFaults.server.ts: a page's fault has one log line, and its error screen shows that
// line's id (decision 164), also for a fault of the render that React and Remix both report.
import { afterEach, describe, expect, it, vi } from "vitest";
import { faultIdOf, logPageFault, logRenderFault } from "../../app/lib/pageFaults.server";

afterEach(() => vi.restoreAllMocks());

function captureLog() {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  });
  return lines;
}
const idIn = (line: string | undefined) => /\(error id ([0-9a-f]{8})\)$/.exec(line ?? "")?.[1];

describe("page faults", () => {
  it("a render fault that then reaches handleError is one log line, and its id is the one shown", () => {
    const lines = captureLog();
    const request = {};
    const fault = new TypeError("render failed");
    logRenderFault(request, "/faq", fault);
    logPageFault(request, "GET", "/faq", fault);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[page\] render \/faq: TypeError \(error id [0-9a-f]{8}\)$/);
    expect(faultIdOf(request)).toBe(idIn(lines[0]));
  });

  it("a loader fault is logged by handleError with the id shown; another fault of the request gets its own line", () => {
    const lines = captureLog();
    const request = {};
    expect(faultIdOf(request)).toBeUndefined();
    logPageFault(request, "GET", "/notice", new Error("D1_ERROR"));
    expect(faultIdOf(request)).toBe(idIn(lines[0]));
    // The error screen's own render fails too: a new fault, a new line, and that id is shown.
    logPageFault(request, "GET", "/notice", new Error("boundary failed"));
    expect(lines).toHaveLength(2);
    expect(idIn(lines[1])).not.toBe(idIn(lines[0]));
    expect(faultIdOf(request)).toBe(idIn(lines[1]));
  });

  it("the same error object in another request is logged again, under that request's own id", () => {
    const lines = captureLog();
    const shared = new Error("a module-level failure");
    const first = {};
    const second = {};
    logRenderFault(first, "/", shared);
    logPageFault(second, "GET", "/", shared);
    expect(lines).toHaveLength(2);
    expect(faultIdOf(second)).toBe(idIn(lines[1]));
    expect(faultIdOf(first)).toBe(idIn(lines[0]));
  });
});
