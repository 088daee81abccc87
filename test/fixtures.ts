// Test data shared by the API tests: real file bytes for each upload kind, and the seed.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { getDb } from "../db/client";
import { type SeedImage, seed } from "../db/seed";
import { SECTIONS } from "../functions/cache/sections";
import { bumpVersions } from "../functions/cache/versions";
import type { Env } from "../functions/env";
import worker from "../functions/worker";

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** A real 1×1 PNG. */
export const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
);
/** The start of a JFIF JPEG (SOI, APP0 "JFIF") and its end marker: what file-type reads as jpg. */
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
/** A real 1×1 GIF. */
export const GIF = fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
/** A minimal valid PDF header and trailer (file-type checks the signature). */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** An empty ZIP archive (end-of-central-directory record only). */
export const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
/** The OLE compound-document signature of .hwp/.doc/.xls, padded to one sector. */
export const OLE = (() => {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
})();
/** A Windows executable header: never allowed, whatever its name. */
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

export const SEED_IMAGES: SeedImage[] = [{ name: "window-1.png", bytes: PNG, contentType: "image/png" }];

/** Seeds this test file's fresh storage with the same data `npm start` shows. */
export async function seedDatabase() {
  await seed(getDb(env.DB), env.BUCKET, SEED_IMAGES);
}

export const db = () => getDb(env.DB);

/**
 * A test that writes to D1 directly, not through the admin API, announces its change as every
 * admin write does, so cached public responses go stale (docs/decisions/012-edge-cache.md).
 */
export const contentChanged = () => bumpVersions(env.DB, SECTIONS);

/** SQLite's plan for a built query (Drizzle's `toSQL()`), its steps one per line. */
export async function queryPlan({ sql, params }: { sql: string; params: unknown[] }): Promise<string> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((r) => r.detail).join("\n");
}

/** A request to the Worker, as a browser would send it. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

/** A request to the Worker's origin. */
export const request = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);

/**
 * A request to the Worker with some bindings or vars replaced (a wrapper of the real D1 that
 * injects a fault, no JWT_SECRET, the default inquiry limit): calls its fetch handler directly and
 * waits for the work it leaves for after the answer.
 */
export async function callWith(request: Request, bindings: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const incoming = request as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch(incoming, { ...(env as Env), ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * The real D1 binding (and every session of it) with each `batch` going through `around`, which
 * runs the real batch or not: a fault injected, or another write landing first. Never a mock.
 */
export function aroundBatch(
  real: D1Database,
  around: (statements: D1PreparedStatement[], run: () => Promise<D1Result[]>) => Promise<D1Result[]>,
): D1Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, name) {
        const value = Reflect.get(inner, name);
        if (typeof value !== "function") return value;
        if (name === "withSession") return (...a: unknown[]) => wrap(value.apply(inner, a));
        if (name === "batch") {
          return (statements: D1PreparedStatement[]) =>
            around(statements, () => value.call(inner, statements) as Promise<D1Result[]>);
        }
        return value.bind(inner);
      },
    });
  return wrap(real);
}

/** A back-office multipart form: its JSON part (`createBoardDTO`, `updateItemDTO`, …) and any other parts. */
export function dtoForm(part: string, dto: unknown, parts: Record<string, (File | string)[]> = {}): FormData {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  for (const [name, values] of Object.entries(parts)) for (const v of values) form.append(name, v);
  return form;
}

export function file(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as BlobPart], name, { type });
}

/** Lists every object key in the bucket. */
export async function bucketKeys(): Promise<string[]> {
  const listed = await env.BUCKET.list();
  return listed.objects.map((o) => o.key);
}

/**
 * The real bucket with its writes counted; write number `failAt` (from 1) throws as an R2 outage
 * would. Pass `bucket` as BUCKET to callWith.
 */
export function countingBucket(failAt?: number) {
  let puts = 0;
  const bucket = new Proxy(env.BUCKET, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (name === "put") {
        return (...args: Parameters<R2Bucket["put"]>) => {
          puts += 1;
          if (puts === failAt) throw new Error("R2 unavailable");
          return target.put(...args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket, puts: () => puts };
}

/** The body of a response as bytes. */
export async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

/** Hangul syllables: every user-facing message is Korean. */
export const KOREAN = /[가-힣]/;

/**
 * Asserts the error shape of API-SHAPES §1: the given status, `application/json`, and a body
 * of exactly `{status, message}` with a Korean message (the given one, when passed).
 * Returns the message.
 */
export async function expectJsonError(res: Response, status: number, message?: string | RegExp): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as { status: unknown; message: unknown };
  expect(Object.keys(body).sort()).toEqual(["message", "status"]);
  expect(body.status).toBe(status);
  expect(body.message).toEqual(expect.stringMatching(KOREAN));
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message as string;
}

/** 내 문의 확인's lookup as a browser without JavaScript sends it, from one client address. */
export const lookUpInquiries = (tel: string, password: string, address: string) =>
  callWith(
    request("/inquiryCheck", {
      method: "POST",
      body: new URLSearchParams({ tel, password }),
      headers: { "CF-Connecting-IP": address },
    }),
    {},
  );

/** The titles of the inquiries a lookup's page shows, in its order. */
export const checkedTitles = (page: string) => [...page.matchAll(/<h3 id="check-\d+">([^<]*)<\/h3>/g)].map((m) => m[1]);
