// Development only: replaces routes/logout.ts under `remix vite:dev` (same route id), adding the
// POST that the Hono app answers first in production.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { delegateToApi } from "./api-delegate.server";

export { loader } from "~/routes/logout";
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
