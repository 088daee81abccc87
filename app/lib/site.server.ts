import type { Env } from "../../functions/env";
import { turnstileConfigured } from "../../functions/lib/turnstile";

/** Company contact data: one configuration place (wrangler.toml [vars]) for every page. */
export function siteOf(env: Env) {
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    phone: env.COMPANY_PHONE,
    fax: env.COMPANY_FAX,
    address: env.COMPANY_ADDRESS,
    bizNo: env.COMPANY_BIZ_NO,
    hours: "평일 09:00 - 18:00 (주말·공휴일 휴무)",
    naverVerification: env.NAVER_SITE_VERIFICATION ?? "",
    kakaoMapKey: env.KAKAO_MAP_KEY ?? "",
    /** Public by design; set only when Turnstile is fully configured (key and secret). */
    turnstileSiteKey: turnstileConfigured(env) ? (env.TURNSTILE_SITE_KEY ?? "") : "",
  };
}

export type Site = ReturnType<typeof siteOf>;
