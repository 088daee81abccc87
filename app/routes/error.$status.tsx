import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ERROR_SCREENS, ErrorScreen } from "~/components/ErrorScreen";

// /error/401, /error/403, /error/404, /error/500: the screens the admin's response handler opens.
export function loader({ params }: LoaderFunctionArgs) {
  const status = Number(params.status);
  if (!ERROR_SCREENS[status]) throw new Response("Not Found", { status: 404 });
  return { status };
}

export const meta: MetaFunction = () => [{ title: "오류" }, { name: "robots", content: "noindex" }];

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorScreen status={status} />;
}
