import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { CriticalCss } from "./lib/critical-css";
import globalCss from "./styles/global.css?inline";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <CriticalCss.Provider value={globalCss}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </CriticalCss.Provider>,
    {
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers (Naver, Google) get the complete HTML in one piece.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { headers: responseHeaders, status });
}
