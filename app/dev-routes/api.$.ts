// Development only (added by vite.config.ts under `remix vite:dev`, decision 001): the /api paths
// reach Remix there, which hands them to the same Hono app the Worker answers with in production.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { delegateToApi } from "./api-delegate.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => delegateToApi(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
