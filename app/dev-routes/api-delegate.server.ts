// Development only (app/dev-routes, decision 001): the production Worker calls the Hono app itself.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createApi } from "../../functions/app";

let api: ReturnType<typeof createApi> | undefined;

/** Hands a request to the Hono API app with the Worker's bindings. */
export function delegateToApi(request: Request, context: AppLoadContext): Promise<Response> {
  api ??= createApi();
  return Promise.resolve(api.fetch(request, context.cloudflare.env, context.cloudflare.ctx));
}
