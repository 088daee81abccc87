// The Worker's vars and secrets, checked with zod once per isolate (decision 020). A problem is
// logged once for the operator (Korean, then English); those that make the back office unsafe or
// wrong (no signing key, a production SITE_URL that is not the site) close it with a 503, while
// the public site and the inquiry form go on.
import * as z from "zod";
import { MIN_SECRET_LENGTH } from "./auth/secret";
import type { Env } from "./env";

export interface ConfigProblem {
  key: string;
  message: string;
  /** The back office answers 503 while this is wrong. */
  closesBackOffice: boolean;
}

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.(invalid|example|test|localhost)$/;
const optionalUrl = (key: string) =>
  z.url({ protocol: /^https?$/, error: `${key}: 올바른 URL이 아닙니다. / ${key} is not a valid URL.` }).optional();

/** A limit var as parseLimit reads it (functions/services/rateLimit.ts). */
const limitVar = (key: string, example: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, `${key}: "횟수/초" 형식이어야 합니다 (예: ${example}). / must be "<count>/<seconds>".`)
    .optional();
const vars = z.object({
  ENVIRONMENT: z
    .enum(["development", "staging", "production"], {
      error:
        "ENVIRONMENT: development, staging, production 중 하나여야 합니다. / must be development, staging or production.",
    })
    .optional(),
  MAIL_API_URL: optionalUrl("MAIL_API_URL"),
  MAIL_FROM: z
    .email({ error: "MAIL_FROM: 올바른 이메일 주소가 아닙니다. / MAIL_FROM is not an e-mail address." })
    .optional(),
  INQUIRY_LIMIT: limitVar("INQUIRY_LIMIT", "5/600"),
  UPLOAD_LIMIT: limitVar("UPLOAD_LIMIT", "30/600"),
  CACHE_VARY_PARAM: z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_]{0,31}$/,
      "CACHE_VARY_PARAM: 영문, 숫자, _ 로 된 이름이어야 합니다. / must be a parameter name (letters, digits, _).",
    )
    .optional(),
});

function problemsOf(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (key: string, message: string, closesBackOffice = false) =>
    problems.push({ key, message, closesBackOffice });

  const parsed = vars.safeParse(env);
  if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0]), issue.message);

  if ((env.JWT_SECRET?.length ?? 0) < MIN_SECRET_LENGTH) {
    add(
      "JWT_SECRET",
      `JWT_SECRET: 없거나 ${MIN_SECRET_LENGTH}자보다 짧습니다 (wrangler secret put JWT_SECRET). / JWT_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters.`,
      true,
    );
  }
  const production = env.ENVIRONMENT === "production";
  let site: URL | undefined;
  try {
    site = new URL(env.SITE_URL);
  } catch {
    add("SITE_URL", "SITE_URL: 올바른 URL이 아닙니다. / SITE_URL is not a valid URL.", production);
  }
  if (site && production && (site.protocol !== "https:" || LOCAL_HOST.test(site.hostname))) {
    add(
      "SITE_URL",
      `SITE_URL: 운영 환경에는 사이트의 실제 https 주소가 필요합니다 (지금 ${site.origin}). / production needs the site's real https address.`,
      true,
    );
  }
  if (production && env.CACHE_VARY_PARAM) {
    add(
      "CACHE_VARY_PARAM",
      "CACHE_VARY_PARAM: 운영 환경에서는 설정하지 마세요. 누구나 이 값을 바꿔 캐시를 피할 수 있습니다. / never set it in production: anyone could get past the cache with it.",
    );
  }
  // Without a mail service, new-inquiry notices and answers wait in the outbox for good (decision 120).
  if (production && !env.MAIL && !(env.MAIL_API_URL && env.MAIL_API_KEY)) {
    add(
      "MAIL",
      "MAIL: 메일 발송이 설정되지 않아 새 문의 알림과 답변 메일이 보내지지 않습니다 (send_email 바인딩 MAIL 또는 MAIL_API_URL과 MAIL_API_KEY). / no mail service: notices and answers are not sent.",
    );
  }
  if (env.MAIL_API_URL && !env.MAIL_API_KEY) {
    add("MAIL_API_KEY", "MAIL_API_KEY: MAIL_API_URL에는 키가 필요합니다. / MAIL_API_URL needs MAIL_API_KEY.");
  }
  if (Boolean(env.TURNSTILE_SITE_KEY) !== Boolean(env.TURNSTILE_SECRET)) {
    add(
      "TURNSTILE_SECRET",
      "TURNSTILE_SITE_KEY와 TURNSTILE_SECRET은 함께 설정해야 합니다 (지금은 꺼져 있음). / set both Turnstile keys (Turnstile is off).",
    );
  }
  return problems;
}

const checked = new WeakMap<Env, ConfigProblem[]>();
const logged = new Set<string>();

/** The configuration's problems; each is logged once per isolate. */
export function checkConfig(env: Env): ConfigProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = problemsOf(env);
    checked.set(env, problems);
    for (const { message } of problems) {
      if (logged.has(message)) continue;
      logged.add(message);
      console.error(`[config] ${message}`);
    }
  }
  return problems;
}

/** Whether the back office may run with this configuration. */
export const backOfficeOpen = (env: Env) => !checkConfig(env).some((p) => p.closesBackOffice);
