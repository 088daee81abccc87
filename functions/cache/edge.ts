// The public response cache (docs/decisions/012-edge-cache.md): hot responses in the isolate,
// then the data centre's Cache API, then rendering. The key holds the build and the content
// versions of the sections a response shows, so an admin write needs no purge anywhere.
import { todayLocal } from "../lib/dates";
import type { Section } from "./sections";
import { currentVersions, type Versions } from "./versions";

/** What browsers and other shared caches are told: always revalidate (cheap, with the ETag). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=1, must-revalidate";
/** How long a data centre keeps a copy. Keys change on every write; this only bounds the damage
 * of a write whose version bump failed (logged), and frees memory. */
const STORED_SECONDS = 600;
// Where the stored copy keeps the Cache-Control its visitors get (the copy's own is for the cache).
const OUTWARD_HEADER = "x-outward-cache-control";

type Source = "isolate" | "edge" | "miss";

interface Stored {
  status: number;
  /** Never changed once stored: copied wherever it is changed. */
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  storedAt: number;
  /** The visitors' headers per source, built once: a Response copies a Headers object natively,
   * while building one from a list of pairs was the largest cost of a hit (bench/profile.mjs). */
  outward: Partial<Record<Source, Headers>>;
}

// A small LRU of hot responses: a Map iterates in insertion order, so the first key is the oldest.
const memory = new Map<string, Stored>();
let memoryBytes = 0;
const MEMORY_MAX_BYTES = 16 * 1024 * 1024;
const MEMORY_MAX_ENTRY = 1024 * 1024;

function remember(key: string, stored: Stored) {
  if (stored.body.byteLength > MEMORY_MAX_ENTRY) return;
  forget(key);
  memory.set(key, stored);
  memoryBytes += stored.body.byteLength;
  for (const [oldKey] of memory) {
    if (memoryBytes <= MEMORY_MAX_BYTES) break;
    forget(oldKey);
  }
}

function forget(key: string) {
  const old = memory.get(key);
  if (!old) return;
  memory.delete(key);
  memoryBytes -= old.body.byteLength;
}

function recall(key: string): Stored | undefined {
  const stored = memory.get(key);
  if (!stored) return undefined;
  memory.delete(key);
  if (Date.now() - stored.storedAt > STORED_SECONDS * 1000) {
    memoryBytes -= stored.body.byteLength;
    return undefined;
  }
  memory.set(key, stored);
  return stored;
}

/** Only what is the same for every visitor: a page or a 404, no cookie, not marked private. */
function shareable(res: Response): boolean {
  if (res.status !== 200 && res.status !== 404) return false;
  if (res.headers.has("set-cookie")) return false;
  return !/no-store|private/i.test(res.headers.get("cache-control") ?? "");
}

async function toStored(res: Response): Promise<Stored> {
  const body = new Uint8Array(await res.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const etag = `"${[...digest.subarray(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
  const headers = new Headers(res.headers);
  headers.set("ETag", etag);
  if (!headers.has("cache-control")) headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  // Known length: the answer is sent whole rather than chunked.
  headers.set("Content-Length", String(body.byteLength));
  return { status: res.status, headers, body, etag, storedAt: Date.now(), outward: {} };
}

function forTheCache(stored: Stored): Response {
  const headers = new Headers(stored.headers);
  headers.set(OUTWARD_HEADER, headers.get("cache-control") ?? PUBLIC_CACHE_CONTROL);
  headers.set("Cache-Control", `public, max-age=${STORED_SECONDS}`);
  return new Response(stored.body, { status: stored.status, headers });
}

async function fromTheCache(res: Response): Promise<Stored> {
  const stored = await toStored(res);
  const { headers } = stored;
  headers.set("Cache-Control", headers.get(OUTWARD_HEADER) ?? PUBLIC_CACHE_CONTROL);
  headers.delete(OUTWARD_HEADER);
  headers.delete("cf-cache-status");
  return stored;
}

const matchesEtag = (ifNoneMatch: string | null, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");

function outwardHeaders(stored: Stored, source: Source): Headers {
  const known = stored.outward[source];
  if (known) return known;
  const headers = new Headers(stored.headers);
  headers.set("X-Cache", source === "miss" ? "MISS" : "HIT");
  if (source !== "miss") headers.set("X-Cache-Layer", source);
  stored.outward[source] = headers;
  return headers;
}

function respond(request: Request, stored: Stored, source: Source): Response {
  const outward = outwardHeaders(stored, source);
  if (matchesEtag(request.headers.get("if-none-match"), stored.etag)) {
    const headers = new Headers(outward);
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  // The Response copies the bytes and the headers it is given, so the stored ones serve the next
  // request too.
  return new Response(request.method === "HEAD" ? null : stored.body, { status: stored.status, headers: outward });
}

/**
 * What a response's key holds besides its URL: the build, the versions of its sections and, for
 * what shows site settings, the Korea day, so a banner slide starts and ends on its dates although
 * the home page is cached (decision 031).
 */
function keyToken(build: string, sections: readonly Section[], versions: Versions) {
  const parts: string[] = [build, ...sections.map((s) => versions[s])];
  if (sections.includes("site")) parts.push(todayLocal());
  return parts.join(".");
}

export function cacheKey(url: URL, build: string, sections: readonly Section[], versions: Versions) {
  const key = new URL(url);
  key.searchParams.set("__cv", keyToken(build, sections, versions));
  return key.toString();
}

interface CacheArgs {
  d1: D1Database;
  /** Changes with every deploy, so pages never point at assets of an older build. */
  build: string;
  sections: readonly Section[];
  ctx: ExecutionContext;
  /** Renders with the versions the key was made with (shared reads are remembered under them). */
  render: (request: Request, versions: Versions) => Response | Promise<Response>;
}

/** A public GET or HEAD, answered from the cache when its content has not changed since. */
export async function serveCached(request: Request, { d1, build, sections, ctx, render }: CacheArgs) {
  const versions = await currentVersions(d1, (renewal) => ctx.waitUntil(renewal));
  // The isolate's own map needs no URL object: the hit path stays a string lookup.
  const token = keyToken(build, sections, versions);
  const inIsolate = recall(`${token} ${request.url}`);
  if (inIsolate) return respond(request, inIsolate, "isolate");
  const key = cacheKey(new URL(request.url), build, sections, versions);
  // Requests missing the same key together each look it up and render: a lookup in flight belongs
  // to the request that started it, and when that request is cancelled (its visitor left) its I/O
  // is dropped, so a request waiting on it would hang or fail (workerd: "Cannot perform I/O on
  // behalf of a different request"). What is shared is the settled copy in `memory`.
  const { stored, source, unshared } = await lookUp(key, `${token} ${request.url}`, request, versions, ctx, render);
  return unshared ?? respond(request, stored as Stored, source);
}

type Lookup = { stored?: Stored; source: "edge" | "miss"; unshared?: Response };

async function lookUp(
  key: string,
  memoryKey: string,
  request: Request,
  versions: Versions,
  ctx: ExecutionContext,
  render: CacheArgs["render"],
) {
  const keyRequest = new Request(key);
  const cache = (caches as unknown as { default: Cache }).default;
  const atEdge = await cache.match(keyRequest);
  if (atEdge) {
    const stored = await fromTheCache(atEdge);
    remember(memoryKey, stored);
    return { stored, source: "edge" } satisfies Lookup;
  }
  const fresh = await render(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request, versions);
  if (!shareable(fresh)) return { source: "miss", unshared: fresh } satisfies Lookup;
  const stored = await toStored(fresh);
  remember(memoryKey, stored);
  ctx.waitUntil(cache.put(keyRequest, forTheCache(stored)));
  return { stored, source: "miss" } satisfies Lookup;
}
