// functions/cache/readMemo.ts: a shared public read happens once per key and content versions.
import { describe, expect, it } from "vitest";
import { sharedRead } from "../../functions/cache/readMemo";
import type { Versions } from "../../functions/cache/versions";

const versions = (catalog: number): Versions => ({ catalog: String(catalog), boards: "1", calendar: "1", site: "1" });

function counter(value = "row") {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return `${value} ${reads}`;
    },
    count: () => reads,
  };
}

describe("shared reads", () => {
  it("read until one read has settled, then serve it under the same versions, again under new ones", async () => {
    const c = counter();
    const key = `k ${crypto.randomUUID()}`;
    // Renders that miss together each read: a read in flight is never awaited by another request.
    const [a, b] = await Promise.all([
      sharedRead(versions(1), ["catalog"], key, c.read),
      sharedRead(versions(1), ["catalog"], key, c.read),
    ]);
    expect([a, b, c.count()]).toEqual(["row 1", "row 2", 2]);
    expect(await sharedRead(versions(1), ["catalog"], key, c.read)).toBe("row 2");
    // A section the read does not depend on changing leaves it remembered.
    expect(await sharedRead({ ...versions(1), boards: "9" }, ["catalog"], key, c.read)).toBe("row 2");
    expect(await sharedRead(versions(2), ["catalog"], key, c.read)).toBe("row 3");
    expect(c.count()).toBe(3);
  });

  it("always read without versions (renders outside the response cache)", async () => {
    const c = counter();
    await sharedRead(undefined, ["catalog"], "k", c.read);
    await sharedRead(undefined, ["catalog"], "k", c.read);
    expect(c.count()).toBe(2);
  });

  it("do not remember a failed read", async () => {
    const key = `k ${crypto.randomUUID()}`;
    const failing = () => Promise.reject(new Error("D1 unavailable"));
    await expect(sharedRead(versions(1), ["catalog"], key, failing)).rejects.toThrow("D1 unavailable");
    const c = counter();
    expect(await sharedRead(versions(1), ["catalog"], key, c.read)).toBe("row 1");
  });

  it("keep at most 200 entries, dropping the least recently used", async () => {
    const first = counter("first");
    await sharedRead(versions(7), ["catalog"], "lru first", first.read);
    for (let i = 0; i < 200; i++) await sharedRead(versions(7), ["catalog"], `lru ${i}`, counter().read);
    await sharedRead(versions(7), ["catalog"], "lru first", first.read);
    expect(first.count()).toBe(2);
  });
});
