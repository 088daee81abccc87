// The Worker: wrangler [assets] serves build/client first; everything else arrives here.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { createApi, isApiRequest } from "./app";
import { assertSecretConfigured } from "./auth/tokens";
import type { Env } from "./env";

const api = createApi();
const handleRemix = createRequestHandler(build as unknown as ServerBuild);
let configChecked = false;

export default {
  async fetch(request, env, ctx) {
    if (!configChecked) {
      // Without a signing key the Worker refuses to serve at all (see README, Deploy).
      assertSecretConfigured(env);
      configChecked = true;
    }
    if (isApiRequest(request)) return api.fetch(request, env, ctx);
    return handleRemix(request, { cloudflare: { env, ctx } });
  },
} satisfies ExportedHandler<Env>;
