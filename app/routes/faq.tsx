import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { BoardList, listSeo } from "~/components/BoardList";
import { loadBoardList } from "~/lib/boards.server";
import { siteFromMatches } from "~/lib/seo";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadBoardList(context.cloudflare.env, request, "FAQ");

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  return listSeo(
    {
      title: "자주 묻는 질문",
      description: `${site.name} 견적, 시공 기간, A/S 보증 등 자주 묻는 질문과 답변`,
      path: "/faq",
      siteUrl: site.url,
      siteName: site.name,
    },
    data,
  );
};

export default function FaqList() {
  const data = useLoaderData<typeof loader>();
  // /fag is an alias of /faq (SPEC §2); paging and search stay on the path the visitor used.
  const { pathname } = useLocation();
  return <BoardList title="자주 묻는 질문" basePath={pathname === "/fag" ? "/fag" : "/faq"} {...data} />;
}
