import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import type { FromList } from "~/components/BoardList";
import type { ErrorBack } from "~/components/ErrorScreen";
import { BreadcrumbJsonLd, JsonLd } from "~/components/JsonLd";
import { ShareButton } from "~/components/ShareButton";
import { SiteLink } from "~/components/SiteLink";
import { type CategoryHandle, listOfPost } from "~/lib/category";
import { useHydrated } from "~/lib/hydrated";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { publicDb } from "../../db/client";
import { withKoreaOffset } from "../../functions/lib/dates";
import { summaryOf } from "../../functions/lib/textSummary";
import { getPublicBoard, postTypeOf } from "../../functions/services/boards";

/** The first picture of a post's text: the sanitizer keeps only our own (/api/image/…, /item/…). */
const firstImage = (html: string) => /<img[^>]+src="(\/[^"]+)"/.exec(html)?.[1];

/**
 * The page is cached for everyone (decision 012); the Worker counts each view apart. The head's
 * text and picture are read here, not in `meta`, which the browser loads too (decision 127).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const boardId = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  // Not a post's number: a wrong address, with the generic screen.
  if (!boardId) throw new Response("게시글을 찾을 수 없습니다.", { status: 404 });
  const db = publicDb(context.cloudflare.env.DB);
  const post = await getPublicBoard(db, boardId);
  if (!post) {
    // A hidden post's list is still known; a deleted one's is not (then 공지사항).
    const list = listOfPost((await postTypeOf(db, boardId)) ?? "NOTICE");
    const back: ErrorBack = {
      text: "요청하신 게시글을 찾을 수 없습니다. 삭제되었거나 비공개로 바뀌었을 수 있습니다.",
      to: list.path,
      label: `${list.name} 목록`,
    };
    throw data(back, { status: 404 });
  }
  return {
    post,
    description: summaryOf(post.boardContent, 150) || post.boardTitle,
    image: firstImage(post.boardContent),
  };
}

/** A FAQ post belongs to 고객문의 › 자주 묻는 질문, a notice to 공지사항 (the category bar). */
export const handle: CategoryHandle = {
  listOf: (data) => {
    const type = (data as { post?: { boardType?: string } } | undefined)?.post?.boardType;
    return type ? listOfPost(type).path : undefined;
  },
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return data
    ? seo({
        title: data.post.boardTitle,
        description: data.description,
        path: `/notice/${data.post.boardId}`,
        siteUrl: site.url,
        siteName: site.name,
        image: data.image,
      })
    : [];
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

type Post = Awaited<ReturnType<typeof loader>>["post"];

/**
 * The post as an Article with its place in the site (a breadcrumb trail), so search engines show
 * its date and section. The picture is the post's first image, else the site's sharing picture.
 */
function PostJsonLd({ post, list, image }: { post: Post; list: { path: string; name: string }; image?: string }) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  if (!site) return null;
  const url = `${site.url}/notice/${post.boardId}`;
  const organization = { "@type": "Organization", name: site.name, url: site.url };
  return (
    <>
      <JsonLd
        data={{
          "@type": "Article",
          headline: post.boardTitle,
          datePublished: withKoreaOffset(post.boardRegDate),
          dateModified: withKoreaOffset(post.boardUpdate),
          author: organization,
          publisher: organization,
          image: [`${site.url}${image ?? "/images/og-default.jpg"}`],
          mainEntityOfPage: url,
        }}
      />
      <BreadcrumbJsonLd siteUrl={site.url} trail={[list, { name: post.boardTitle, path: `/notice/${post.boardId}` }]} />
    </>
  );
}

/**
 * 이전글 and 다음글, as on every Korean board: the older and the newer post of the same list, so a
 * reader goes on without the list.
 */
function PostPager({ post, from }: { post: Post; from: FromList | null }) {
  const rows = [
    { label: "이전글", other: post.older, none: "이전글이 없습니다." },
    { label: "다음글", other: post.newer, none: "다음글이 없습니다." },
  ];
  return (
    <nav className="post-pager" aria-label="이전글, 다음글">
      <ul>
        {rows.map(({ label, other, none }) => (
          <li key={label}>
            <span className="post-pager-label">{label}</span>
            {other ? (
              <SiteLink
                to={`/notice/${other.boardId}`}
                // The list is still the one 목록으로 returns to, no longer the page before.
                state={from ? { list: from.list } : undefined}
                aria-label={`${label}: ${other.boardTitle}`}
              >
                {other.boardTitle}
              </SiteLink>
            ) : (
              <span className="post-pager-none">{none}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function NoticeDetail() {
  const { post, image } = useLoaderData<typeof loader>();
  const list = listOfPost(post.boardType);
  // Read after hydration: a reload keeps the history state, which the server's page cannot know.
  const state = useLocation().state as FromList | null;
  const from = useHydrated() ? state : null;
  const navigate = useNavigate();
  return (
    <main id="main" className="container page">
      <PostJsonLd post={post} list={list} image={image} />
      <article className="post">
        <header className="post-header">
          <p className="eyebrow">{list.name}</p>
          <h1>{post.boardTitle}</h1>
          <p className="post-meta">
            <span>작성자 {post.writer}</span>
            <span>
              등록일 <time dateTime={post.boardRegDate}>{post.boardRegDate.slice(0, 10)}</time>
            </span>
            {/* The list dates a post by its 등록일; an edit on a later day is said beside it. */}
            {post.boardUpdate.slice(0, 10) > post.boardRegDate.slice(0, 10) ? (
              <span>
                수정일 <time dateTime={post.boardUpdate}>{post.boardUpdate.slice(0, 10)}</time>
              </span>
            ) : null}
            <span>조회 {post.boardViewCount}</span>
          </p>
        </header>
        {post.boardFiles.length > 0 ? (
          <section className="attachments" aria-label="첨부파일">
            <h2 className="visually-hidden">첨부파일</h2>
            <ul>
              {post.boardFiles.map((f) => (
                <li key={f.fileBoxId}>
                  <a href={f.fileUrl} download={f.fileOrgName}>
                    {f.fileOrgName}
                  </a>{" "}
                  <small>({formatSize(f.fileSize)})</small>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* boardContent is sanitized on the server when it is written. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text */}
        <div className="prose post-body" dangerouslySetInnerHTML={{ __html: post.boardContent }} />
        <PostPager post={post} from={from} />
        <div className="page-actions">
          <SiteLink
            className="button-secondary"
            to={from?.list.startsWith(list.path) ? from.list : list.path}
            onClick={(e) => {
              // Straight from the list: back to it as the back button goes (its page and scroll).
              if (!from?.direct || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              navigate(-1);
            }}
          >
            목록으로
          </SiteLink>
          <ShareButton title={post.boardTitle} path={`/notice/${post.boardId}`} />
        </div>
      </article>
    </main>
  );
}
