// Public reads that many pages share (the menus, the home page's data, a manufacturer page), kept
// in the isolate under the content versions they were read with (docs/decisions/012-edge-cache.md).
// A page missing from the response cache (a new URL, a new build, a new Korea day) then renders
// without a D1 round trip; any admin write gives its sections new versions, so the next render
// reads again. Renders outside the response cache (back office, dev server) always read.
import type { Section } from "./sections";
import type { Versions } from "./versions";

const MAX_ENTRIES = 200;
// Insertion order is recency order (a hit moves its entry to the end), so the first key is the oldest.
const reads = new Map<string, { value: unknown }>();

/**
 * `read()` per `key` and versions of `sections` in this isolate until one read has succeeded;
 * then its value serves every later render. Renders that miss together each read: a read in
 * flight belongs to the request that started it (if that request is cancelled, its I/O is
 * dropped and a render waiting on it would hang or fail), so only settled values are shared.
 * `versions` is what the page's cache key was made with, or undefined (no memo).
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
    return Promise.resolve(known.value as T);
  }
  // A failed read is not remembered: the next render tries again.
  return read().then((value) => {
    reads.set(memoKey, { value });
    for (const [oldest] of reads) {
      if (reads.size <= MAX_ENTRIES) break;
      reads.delete(oldest);
    }
    return value;
  });
}
