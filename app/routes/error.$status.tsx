import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ERROR_SCREENS, ErrorScreen, errorTitle } from "~/components/ErrorScreen";
import { siteFromMatches } from "~/lib/seo";

// /error/401, /error/403, /error/404, /error/500: the screens the admin's response handler opens.
export function loader({ params }: LoaderFunctionArgs) {
  const status = Number(params.status);
  if (!ERROR_SCREENS[status]) throw new Response("Not Found", { status: 404 });
  return { status };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: errorTitle(data?.status ?? 404, siteFromMatches(matches).name) },
  { name: "robots", content: "noindex" },
];

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorScreen status={status} />;
}
