// Development only: under `remix vite:dev` the /api paths reach Remix, which hands them to the
// same Hono app the Worker uses in production (there the Worker answers before Remix runs).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { delegateToApi } from "~/lib/api-delegate.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => delegateToApi(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
