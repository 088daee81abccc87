// Boundary validation: zod schemas with Korean messages; a failure becomes a 400 AppError.
// `import * as z` (not `{ z }`) and only the Korean locale: esbuild (wrangler) keeps the whole
// namespace object of `{ z }`, every locale (~370 KB) and JSON-schema tools included.
import * as z from "zod";
import ko from "zod/v4/locales/ko.js";
import { badRequest } from "./errors";

z.config(ko());

/** An id given as a JSON number or a numeric string (API-SHAPES §1). */
export const id = (label = "번호") =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${label}는 숫자여야 합니다.`)], {
      error: `${label}를 확인해주세요.`,
    })
    .transform((v) => Number(v))
    .pipe(
      z.number().int(`${label}는 정수여야 합니다.`).positive(`${label}를 확인해주세요.`).max(Number.MAX_SAFE_INTEGER),
    );

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
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Parses input with a schema, turning the first issue into a Korean 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? "입력값을 확인해주세요.");
}

/** Query parameters as a plain object, with empty values treated as absent. */
export function queryOf(url: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(url).searchParams) if (v !== "" && !(k in out)) out[k] = v;
  return out;
}
