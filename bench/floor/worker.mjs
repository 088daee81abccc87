// Every request to Remix, as the site's Worker hands it a public page, with nothing around it.
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "./build/server/index.js";

const handle = createRequestHandler(build);

export default {
  fetch: (request, env, ctx) => handle(request, { cloudflare: { env, ctx } }),
};
