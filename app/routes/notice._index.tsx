import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BoardList, listSeo } from "~/components/BoardList";
import { loadBoardList } from "~/lib/boards.server";
import { siteFromMatches } from "~/lib/seo";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadBoardList(context.cloudflare.env, request, "NOTICE");

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  return listSeo(
    {
      title: "공지사항",
      description: `${site.name}의 새 소식과 공지사항`,
      path: "/notice",
      siteUrl: site.url,
      siteName: site.name,
    },
    data,
  );
};

export default function NoticeList() {
  const data = useLoaderData<typeof loader>();
  return <BoardList title="공지사항" basePath="/notice" {...data} />;
}
