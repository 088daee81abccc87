// GET /login (the redirect target of a failed token refresh) shows the login form. POST /login
// belongs to the Hono app: the Worker answers it before Remix (dev: app/dev-routes/login.ts).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/loginForm");
