// Public reads that many pages share (the menus, the home page's data, a manufacturer page), kept
// in the isolate under the content versions they were read with (docs/decisions/012-edge-cache.md).
// A page missing from the response cache (a new URL, a new build, a new Korea day) then renders
// without a D1 round trip; any admin write gives its sections new versions, so the next render
// reads again. Renders outside the response cache (back office, dev server) always read.
import type { Section } from "./sections";
import type { Versions } from "./versions";

const MAX_ENTRIES = 200;
// Insertion order is recency order (a hit moves its entry to the end), so the first key is the oldest.
const reads = new Map<string, Promise<unknown>>();

/**
 * `read()` once per `key` and versions of `sections` in this isolate; concurrent renders share
 * the one read. `versions` is what the page's cache key was made with, or undefined (no memo).
 * The value is shared between renders: treat it as read-only.
 */
export function sharedRead<T>(
  versions: Versions | undefined,
  sections: readonly Section[],
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!versions) return read();
  const memoKey = `${key} ${sections.map((s) => versions[s]).join(".")}`;
  const known = reads.get(memoKey);
  if (known) {
    reads.delete(memoKey);
    reads.set(memoKey, known);
    return known as Promise<T>;
  }
  const reading = read();
  reads.set(memoKey, reading);
  // A failed read is not remembered: the next render tries again.
  reading.catch(() => {
    if (reads.get(memoKey) === reading) reads.delete(memoKey);
  });
  for (const [oldest] of reads) {
    if (reads.size <= MAX_ENTRIES) break;
    reads.delete(oldest);
  }
  return reading;
}
