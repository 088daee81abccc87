// Cloudflare Turnstile on the inquiry form (decision 017), loaded only on a site that configured
// it: most sites do not, and the form's page has no bytes to spare (decision 107).
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; language: string }): string;
  reset(widgetId: string): void;
}
const turnstileOf = () => (window as unknown as { turnstile?: Turnstile }).turnstile;

/**
 * Renders the widget into the container once Cloudflare's script has loaded; the widget puts its
 * token into the form as `cf-turnstile-response`. Returns the reset for after each sending (a
 * token works once).
 */
export function mountTurnstile(container: HTMLElement, siteKey: string): () => void {
  let widget: string | null = null;
  const render = () => {
    const turnstile = turnstileOf();
    if (turnstile && widget === null) widget = turnstile.render(container, { sitekey: siteKey, language: "ko" });
  };
  if (turnstileOf()) render();
  else {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }
  return () => {
    if (widget !== null) turnstileOf()?.reset(widget);
  };
}
