// The Worker: wrangler [assets] serves build/client first; everything else arrives here.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { getDb } from "../db/client";
import { createApi, isApiRequest } from "./app";
import { assertSecretConfigured } from "./auth/tokens";
import { serveCached } from "./cache/edge";
import { sectionsOfRead } from "./cache/sections";
import type { Env } from "./env";
import { countPublicBoardView } from "./services/boards";

const api = createApi();
const serverBuild = build as unknown as ServerBuild;
const handleRemix = createRequestHandler(serverBuild);
let configChecked = false;

/** The post id of a visitor's view of /notice/{id} (the page, or its data on navigation). */
function viewedPostId(method: string, pathname: string): number | null {
  const match = method === "GET" ? /^\/notice\/(\d{1,9})(\.data)?$/.exec(pathname) : null;
  return match ? Number(match[1]) : null;
}

export default {
  async fetch(request, env, ctx) {
    if (!configChecked) {
      // Without a signing key the Worker refuses to serve at all (see README, Deploy).
      assertSecretConfigured(env);
      configChecked = true;
    }
    const isApi = isApiRequest(request);
    const render = (req: Request) =>
      isApi ? api.fetch(req, env, ctx) : handleRemix(req, { cloudflare: { env, ctx } });
    const { pathname } = new URL(request.url);
    const sections = sectionsOfRead(request.method, pathname);
    if (sections) {
      const response = await serveCached(request, {
        d1: env.DB,
        build: serverBuild.assets.version,
        sections,
        ctx,
        render,
      });
      const postId = viewedPostId(request.method, pathname);
      // A post page is shared by everyone, so its views are counted here, after the answer.
      if (postId && response.status < 400) ctx.waitUntil(countPublicBoardView(getDb(env.DB), postId).run());
      return response;
    }
    const response = await render(request);
    // Nothing else is shared: admin screens, sessions, writes, counted views.
    if (!response.headers.has("cache-control")) {
      const headers = new Headers(response.headers);
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    return response;
  },
} satisfies ExportedHandler<Env>;
