import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { isBackOfficePath } from "../functions/lib/paths";
import { contentSecurityPolicy, newNonce, setDocumentHeaders } from "../functions/lib/securityHeaders";
import { turnstileConfigured } from "../functions/lib/turnstile";
import { startAppAfterLoad } from "./lib/appStart.server";
import { CriticalCss } from "./lib/critical-css";
import { CspNonce } from "./lib/csp-nonce";
import { FaultId } from "./lib/fault-id";
import { faultIdOf, logPageFault, logRenderFault } from "./lib/pageFaults.server";
import globalCss from "./styles/global.css?inline";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A fresh nonce per render; a cached page keeps the one of its render together with its header
  // (docs/decisions/016-security-headers.md).
  const nonce = newNonce();
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <CspNonce.Provider value={nonce}>
      <CriticalCss.Provider value={globalCss}>
        <FaultId.Provider value={faultIdOf(loadContext)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </FaultId.Provider>
      </CriticalCss.Provider>
    </CspNonce.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logRenderFault(loadContext, new URL(request.url).pathname, error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Not under Vite's development server, whose client (reloads after it optimizes dependencies,
  // hot updates) must start with the page.
  const publicPage = !import.meta.env.DEV && !isBackOfficePath(new URL(request.url).pathname);
  // Crawlers (Naver, Google) get the complete HTML in one piece; so do visitors of public pages,
  // which the edge cache reads whole anyway, so that the app's start can be moved after the paint.
  if (publicPage || isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Vite's development server injects inline styles without a nonce: the policy is for builds.
  if (!import.meta.env.DEV) {
    const env = loadContext.cloudflare?.env;
    // The map key is a site setting: the root loader's data says whether /location loads the map.
    const root = remixContext.staticHandlerContext.loaderData.root as { site?: { kakaoMapKey?: string } } | undefined;
    const options = { kakaoMap: Boolean(root?.site?.kakaoMapKey), turnstile: Boolean(env && turnstileConfigured(env)) };
    setDocumentHeaders(responseHeaders, contentSecurityPolicy(nonce, options));
  }
  if (!publicPage) return new Response(body, { headers: responseHeaders, status });
  return new Response(startAppAfterLoad(await new Response(body).text(), nonce), { headers: responseHeaders, status });
}

/**
 * Loader, action and render faults: logged by name, code and id, never with their message. A 4xx
 * Remix raises itself (e.g. a PUT to a page without an action) is the sender's fault: not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // The error screen shows its id (decision 164): a visitor or staff member can quote it.
  logPageFault(context, request.method, new URL(request.url).pathname, error);
};
