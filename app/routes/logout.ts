// GET /logout leads home. POST /logout belongs to the Hono app: the Worker answers it before Remix
// (dev: app/dev-routes/logout.ts).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/");
