// Development only, like api.$.ts: item images and their smaller copies are answered by the Hono app.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { delegateToApi } from "./api-delegate.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => delegateToApi(request, context);
