// Boundary validation: zod schemas with Korean messages; a failure becomes a 400 AppError.
// `import * as z` (not `{ z }`) and only the Korean locale: esbuild (wrangler) keeps the whole
// namespace object of `{ z }`, every locale (~370 KB) and JSON-schema tools included.
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import ko from "zod/v4/locales/ko.js";
import { type AppError, badRequest } from "./errors";
import { josa, tooLongMessage } from "./korean";

z.config(ko());

/** An id given as a JSON number or a numeric string (API-SHAPES §1). */
export const id = (label = "번호") => {
  const topic = josa(label, "은/는");
  const check = `${josa(label, "을/를")} 확인해주세요.`;
  const digits = z.string().trim().regex(/^\d+$/, `${topic} 숫자여야 합니다.`);
  return z
    .union([z.number(), digits], { error: check })
    .transform((v) => Number(v))
    .pipe(z.number().int(`${topic} 정수여야 합니다.`).positive(check).max(Number.MAX_SAFE_INTEGER));
};

/** Zero-based page number and page size from the query. */
export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce.number({ error: "page는 숫자여야 합니다." }).int().min(0, "page는 0 이상이어야 합니다.").default(0),
    size: z.coerce
      .number({ error: "size는 숫자여야 합니다." })
      .int()
      .min(1, "size는 1 이상이어야 합니다.")
      .max(100, "size는 100 이하여야 합니다.")
      .default(defaultSize),
  });

/** Optional text of at most `max` characters; blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Parses input with a schema, turning the first issue into a Korean 400. Request input goes through
 * `valid` below; this is for what a handler reads itself: the JSON parts of a multipart form
 * (functions/files/receive.ts streams those bodies, so no validator middleware may read them).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw firstIssue(result.error);
}

const firstIssue = (error: { issues: readonly { message: string }[] } | undefined) =>
  badRequest(error?.issues[0]?.message ?? "입력값을 확인해주세요.");

interface ValidOptions {
  /** Every failure answers this one error, whatever the issue (API-SHAPES §11's one text; login's 401). */
  refusal?: AppError;
  /**
   * json only: an unreadable body (empty, not JSON, not sent as application/json) is answered
   * "요청 본문이 비어 있습니다." / "요청 본문의 JSON 형식이 올바르지 않습니다." Without it the schema
   * answers for it as for no body at all (its own message for a missing object or array).
   */
  explainBody?: boolean;
}

/**
 * The one way a route reads its query, JSON body or path parameters: route middleware that
 * validates with `schema`, answers the first issue as a Korean 400 (AppError, so functions/app.ts
 * shapes it), and hands the handler `c.req.valid(target)`; the route's input type reaches the
 * typed client (app/admin/shared/rpc.ts).
 *
 * Query: empty values count as absent and the first of a repeated parameter wins, except for a
 * parameter the schema takes as a list (`?ids=1&ids=2`), which gets all its non-blank values.
 */
export function valid<T extends "query" | "json" | "param", S extends z.ZodType>(
  target: T,
  schema: S,
  options: ValidOptions = {},
) {
  const lists = listParameters(schema);
  const check = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw options.refusal ?? firstIssue(result.error);
    },
    // The cast: zValidator's option type does not resolve for a generic schema.
    target === "query"
      ? { validationFunction: (s: S, value: unknown) => s.safeParseAsync(queryValues(value as Query, lists)) as never }
      : undefined,
  );
  if (target !== "json") return check;
  // Before zValidator, which would answer English for malformed JSON and `{}` for another type.
  const readBody = createMiddleware(async (c, next) => {
    await assertJsonBody(c, schema, options);
    await next();
  });
  return ((c, next) => readBody(c, () => check(c, next))) as typeof check;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Refuses a body zValidator could not read; a readable one stays in Hono's body cache for it. */
async function assertJsonBody(c: Context, schema: z.ZodType, options: ValidOptions): Promise<void> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  // Bytes, not c.req.text(): the runtime warns when a form body is read as text.
  const text = new TextDecoder().decode(await c.req.arrayBuffer());
  if (JSON_TYPE.test(type)) {
    try {
      JSON.parse(text);
      return;
    } catch {}
  }
  if (options.refusal) throw options.refusal;
  if (options.explainBody) {
    throw badRequest(text.trim() === "" ? "요청 본문이 비어 있습니다." : "요청 본문의 JSON 형식이 올바르지 않습니다.");
  }
  throw firstIssue(schema.safeParse(undefined).error);
}

type Query = Record<string, string | string[]>;

/** The query as the schema reads it (see `valid`). */
function queryValues(query: Query, lists: ReadonlySet<string>): Query {
  const out: Query = {};
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (lists.has(name)) out[name] = values.filter((v) => v.trim() !== "");
    else {
      const first = values.find((v) => v !== "");
      if (first !== undefined) out[name] = first;
    }
  }
  for (const name of lists) out[name] ??= [];
  return out;
}

/** Names of an object schema's fields that take a list. */
function listParameters(schema: z.ZodType): Set<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  const shape = schema.shape as Record<string, z.ZodType>;
  return new Set(Object.keys(shape).filter((name) => takesList(shape[name])));
}

const takesList = (schema: z.ZodType | undefined): boolean =>
  schema instanceof z.ZodArray ||
  (schema instanceof z.ZodPipe && takesList(schema.in as z.ZodType)) ||
  ((schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) && takesList(schema.unwrap() as z.ZodType));
