/** Bindings and vars of wrangler.toml, plus secrets from `wrangler secret put` / .dev.vars. */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  JWT_SECRET?: string;
  SITE_NAME: string;
  SITE_URL: string;
  COMPANY_PHONE: string;
  COMPANY_FAX: string;
  COMPANY_ADDRESS: string;
  COMPANY_BIZ_NO: string;
}

export type AppBindings = { Bindings: Env };
