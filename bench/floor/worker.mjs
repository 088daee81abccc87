// Every request to Remix, as the site's Worker hands it a public page, with nothing around it.
// With the variable CACHE_API set, a miss does what the site's miss does with the Cache API and
// nothing more: look the URL up, render, keep the bytes in the data centre's cache, answer them.
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "./build/server/index.js";

const handle = createRequestHandler(build);

async function throughTheCache(request, env, ctx) {
  const cache = caches.default;
  const key = new Request(request.url);
  const hit = await cache.match(key);
  if (hit) return hit;
  const rendered = await handle(request, { cloudflare: { env, ctx } });
  const body = await rendered.arrayBuffer();
  const stored = new Headers(rendered.headers);
  stored.set("Cache-Control", "public, max-age=600");
  ctx.waitUntil(cache.put(key, new Response(body, { status: rendered.status, headers: stored })));
  return new Response(body, rendered);
}

export default {
  fetch: (request, env, ctx) =>
    env.CACHE_API && request.method === "GET"
      ? throughTheCache(request, env, ctx)
      : handle(request, { cloudflare: { env, ctx } }),
};
