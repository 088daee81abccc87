// The Worker: wrangler [assets] serves build/client first; everything else arrives here.
// Start-up loads only the cache path: the API and the Remix build (zod, React, drizzle, …) load
// on the first request the cache cannot answer, so a fresh isolate serving hits starts fast.
import BUILD_ID from "build-id";
import { serveCached } from "./cache/edge";
import { sectionsOfRead } from "./cache/sections";
import { sharedRequest } from "./cache/sharedUrl";
import type { Versions } from "./cache/versions";
import type { Env } from "./env";
import { backOfficeUnavailable } from "./lib/backOffice";
import { meterD1 } from "./lib/d1Meter";
import { logError, requestLogLine } from "./lib/log";
import { isApiPath, isBackOfficePath } from "./lib/paths";
import { refusal, serverFault } from "./lib/refusals";
import { withCommonHeaders } from "./lib/securityHeaders";

interface Renderers {
  checkConfig: (env: Env) => unknown;
  api: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
  remix: (request: Request, env: Env, ctx: ExecutionContext, content?: Versions) => Promise<Response>;
}
let renderers: Promise<Renderers> | undefined;

function loadRenderers(): Promise<Renderers> {
  renderers ??= (async (): Promise<Renderers> => {
    const [{ createApi }, { checkConfig }, { createRequestHandler }, build] = await Promise.all([
      import("./app"),
      import("./config"),
      import("@remix-run/cloudflare"),
      import("remix-build"),
    ]);
    const api = createApi();
    const handleRemix = createRequestHandler(build as never);
    return {
      checkConfig,
      api: (request, env, ctx) => api.fetch(request, env, ctx),
      remix: (request, env, ctx, content) => handleRemix(request, { cloudflare: { env, ctx }, content }),
    };
  })().catch((error) => {
    renderers = undefined;
    throw error;
  });
  return renderers;
}

/**
 * The post id of a visitor's view of /notice/{id} (the page, or its data on navigation). A
 * prefetch (a link the visitor's pointer or focus rests on, decision 044) is not a view: the
 * click that follows asks again, and the visitor may never click.
 */
function viewedPostId(request: Request, pathname: string): number | null {
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (request.method !== "GET" || purpose.includes("prefetch")) return null;
  const match = /^\/notice\/(\d{1,9})(\.data)?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

async function countView(env: Env, boardId: number) {
  const [{ getDb }, { countPublicBoardView }] = await Promise.all([
    import("../db/client"),
    import("./services/boards"),
  ]);
  await countPublicBoardView(getDb(env.DB), boardId).run();
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (env.ENVIRONMENT !== "production") return handle(request, env, ctx, pathname);
    // Production keeps one structured line per request (no query, no body, no personal data),
    // with the D1 work the answer took (work left to waitUntil, e.g. a view count, is not in it).
    const startedAt = Date.now();
    const meter = meterD1(env.DB);
    const response = await handle(request, { ...env, DB: meter.db }, ctx, pathname);
    console.log(requestLogLine(request.method, pathname, response, startedAt, meter.usage));
    return response;
  },

  /** Cron Trigger: upload sweep and mail delivery, loaded on demand like the renderers. */
  async scheduled(controller, env) {
    const { runScheduled } = await import("./jobs");
    await runScheduled(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;

async function handle(request: Request, env: Env, ctx: ExecutionContext, pathname: string): Promise<Response> {
  const isApi = isApiPath(request.method, pathname);
  const refused = refusal(request, pathname, isApi);
  if (refused) return refused;
  // "//" or "/notice//13" is the same page as with one slash: one URL for it, for visitors and
  // search engines alike (and never a cached copy of its own).
  if (!isApi && pathname.includes("//") && (request.method === "GET" || request.method === "HEAD")) {
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/{2,}/g, "/");
    return withCommonHeaders(new Response(null, { status: 301, headers: { Location: url.href } }));
  }
  // With a wrong configuration (no signing key, a production SITE_URL that is not the site) the
  // public site keeps working; the back office says it cannot.
  if (isBackOfficePath(pathname) && !(await import("./config")).backOfficeOpen(env)) {
    return withCommonHeaders(backOfficeUnavailable(isApi));
  }
  try {
    return await answer(request, env, ctx, pathname, isApi);
  } catch (error) {
    // Rendering and the API answer their own faults; this catches the rest (e.g. D1 unreachable).
    return serverFault(isApi, logError("worker", `${request.method} ${pathname}`, error));
  }
}

async function answer(request: Request, env: Env, ctx: ExecutionContext, pathname: string, isApi: boolean) {
  // The headers are added to what is rendered, so a cached copy keeps them (and a page its CSP).
  const render = async (req: Request, content?: Versions) => {
    const { api, remix, checkConfig } = await loadRenderers();
    // The configuration is checked (and its problems logged) once, on the first render.
    checkConfig(env);
    return withCommonHeaders(await (isApi ? api(req, env, ctx) : remix(req, env, ctx, content)));
  };
  const sections = sectionsOfRead(request.method, pathname);
  if (sections) {
    const shared = sharedRequest(request, isApi, env.CACHE_VARY_PARAM);
    const response = await serveCached(shared, { d1: env.DB, build: BUILD_ID, sections, ctx, render });
    const postId = viewedPostId(request, pathname);
    // A post page is shared by everyone, so its views are counted here, after the answer.
    if (postId && response.status < 400) ctx.waitUntil(countView(env, postId));
    return response;
  }
  const response = await render(request);
  // Nothing else is shared: admin screens, sessions, writes, counted views.
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  return response;
}
