// Development only: replaces routes/login.ts under `remix vite:dev` (same route id), keeping its
// GET redirect and handing POST /login to the Hono app, which answers it first in production.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { delegateToApi } from "./api-delegate.server";

export { loader } from "~/routes/login";
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
