// GET /login (the redirect target of a failed token refresh) shows the login form;
// POST /login belongs to the Hono app and arrives here only under `remix vite:dev`.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { delegateToApi } from "~/lib/api-delegate.server";

export const loader = () => redirect("/loginForm");
export const action = ({ request, context }: ActionFunctionArgs) => delegateToApi(request, context);
