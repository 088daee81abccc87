// POST /logout belongs to the Hono app; under `remix vite:dev` it arrives here first.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { delegateToApi } from "~/lib/api-delegate.server";

export const loader = () => redirect("/");
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
