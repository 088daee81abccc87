/** Bindings and vars of wrangler.toml, plus secrets from `wrangler secret put` / .dev.vars. */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  JWT_SECRET?: string;
  /** "production" makes a localhost SITE_URL close the back office (functions/config.ts). */
  ENVIRONMENT?: "development" | "staging" | "production";
  /** The site's public address. Company data (name, phone, map key…) are site settings in D1 (decision 030). */
  SITE_URL: string;
  /** New-inquiry notices (functions/services/mail.ts): a `send_email` binding named MAIL … */
  MAIL?: SendEmail;
  /** … or an HTTP mail API (JSON {from, to, subject, text}, Bearer key), e.g. Resend. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Sender address; defaults to noreply@<host of SITE_URL>. */
  MAIL_FROM?: string;
  /** Optional: inquiries per client address as "<count>/<seconds>"; default "5/600". */
  INQUIRY_LIMIT?: string;
  /** Optional: staged inquiry attachments (POST /api/uploads) per client address; default "30/600". */
  UPLOAD_LIMIT?: string;
  /** Optional: visit beacons counted per client address and isolate (decision 097); default "60/60". */
  VISIT_LIMIT?: string;
  /**
   * Benchmarks and tests only, never in production (decision 073): a query parameter that also
   * keys and renders shared pages, so a fresh value always renders anew.
   */
  CACHE_VARY_PARAM?: string;
  /** Optional: Cloudflare Turnstile on the inquiry form, on only when both are set. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
}

export type AppBindings = { Bindings: Env };
