import type { Env } from "../../functions/env";
import { turnstileConfigured } from "../../functions/lib/turnstile";
import type { Company } from "../../functions/schemas/settings";
import { openingHoursOf } from "./seo";

/**
 * What every page shows of the company: the owner's settings (decision 030) plus the site's
 * address and the Turnstile key, which stay deployment configuration.
 */
export function siteOf(env: Env, { alertEmail: _private, ...company }: Company) {
  // The alert address is the owner's inbox: never in a page.
  return {
    ...company,
    url: env.SITE_URL,
    /** For the structured data; read here so the parser stays out of the browser's JavaScript. */
    openingHours: openingHoursOf(company.hours),
    /** Public by design; set only when Turnstile is fully configured (key and secret). */
    turnstileSiteKey: turnstileConfigured(env) ? (env.TURNSTILE_SITE_KEY ?? "") : "",
  };
}

export type Site = ReturnType<typeof siteOf>;
