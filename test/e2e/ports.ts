// The browser tests' servers (see playwright.config.ts). E2E_PORT lets several runs (e.g. while
// developing) use their own servers and state side by side.
export const PORT = Number(process.env.E2E_PORT ?? 8799);
/** The site with Turnstile configured (turnstile.spec.ts). */
export const TURNSTILE_PORT = PORT + 50;
export const TURNSTILE_TEST_SITE_KEY = "0x4AAAAAAAe2eTestSiteKey";
