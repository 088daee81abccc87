// Optional Cloudflare Turnstile on the public inquiry form: on only when the site key and the
// secret are both configured; otherwise nothing is rendered and nothing is checked.
import type { Env } from "../env";

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export const turnstileConfigured = (env: Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET">) =>
  Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET);

/** Asks Cloudflare whether the widget's token is genuine; a network failure counts as no. */
export async function verifyTurnstile(secret: string, token: string, remoteIp: string | null): Promise<boolean> {
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const res = await fetch(SITEVERIFY, { method: "POST", body });
    const outcome = (await res.json()) as { success?: unknown };
    return outcome.success === true;
  } catch {
    return false;
  }
}
