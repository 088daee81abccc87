import type { Env } from "../../functions/env";

/** Company contact data: one configuration place (wrangler.toml [vars]) for every page. */
export function siteOf(env: Env) {
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    phone: env.COMPANY_PHONE,
    fax: env.COMPANY_FAX,
    address: env.COMPANY_ADDRESS,
    bizNo: env.COMPANY_BIZ_NO,
  };
}

export type Site = ReturnType<typeof siteOf>;
