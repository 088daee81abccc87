/** Bindings and vars of wrangler.toml, plus secrets from `wrangler secret put` / .dev.vars. */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  JWT_SECRET?: string;
  /** "production" makes a localhost SITE_URL close the back office (functions/config.ts). */
  ENVIRONMENT?: "development" | "staging" | "production";
  SITE_NAME: string;
  SITE_URL: string;
  COMPANY_PHONE: string;
  COMPANY_FAX: string;
  COMPANY_ADDRESS: string;
  COMPANY_BIZ_NO: string;
  /** Optional: the content of the naver-site-verification meta tag. */
  NAVER_SITE_VERIFICATION?: string;
  /** Optional: Kakao Maps JavaScript key for the location page; without it a static card shows. */
  KAKAO_MAP_KEY?: string;
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
  /** Optional: Cloudflare Turnstile on the inquiry form, on only when both are set. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
}

export type AppBindings = { Bindings: Env };
