// app/lib/tickets.ts: only the answer to the latest request of a kind is applied.
import { describe, expect, it } from "vitest";
import { tickets } from "../../app/lib/tickets";

/** A request whose answer the test releases by hand, in any order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("tickets", () => {
  it("applies a newer answer and drops an older one that arrives after it", async () => {
    const requests = tickets();
    let shown = "none";
    const ask = async (answer: Promise<string>) => {
      const current = requests.take();
      const value = await answer;
      if (current()) shown = value;
    };
    const first = deferred<string>();
    const second = deferred<string>();
    const a = ask(first.promise);
    const b = ask(second.promise);
    second.resolve("new list");
    await b;
    expect(shown).toBe("new list");
    first.resolve("old list");
    await a;
    expect(shown).toBe("new list");
  });

  it("keeps kinds apart, and cancel makes the pending answer of one kind stale", () => {
    const requests = tickets();
    const types = requests.take("types");
    const items = requests.take("items");
    expect(types()).toBe(true);
    expect(items()).toBe(true);
    requests.cancel("items");
    expect(items()).toBe(false);
    expect(types()).toBe(true);
    const again = requests.take("items");
    expect(again()).toBe(true);
    expect(types()).toBe(true);
  });

  it("since: true until the next request or cancel, without starting one", () => {
    const requests = tickets();
    const shown = requests.take();
    const sameList = requests.since();
    expect(shown()).toBe(true);
    expect(sameList()).toBe(true);
    requests.cancel();
    expect(sameList()).toBe(false);
    const later = requests.since();
    requests.take();
    expect(later()).toBe(false);
  });
});
