// /admin/notice/{id}: one post as the administrator sees it (SPEC §2 "Notice management"):
// title, view count, date, writer, attachments (download, image preview), optional image, HTML
// content; edit, delete and back to the list. The loader runs again whenever :id changes.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  type AdminPost,
  BOARD_TYPE_LABEL,
  formatSize,
  loadPost,
  NOTICE_TEXT,
  PostLoading,
  PostMissing,
} from "~/admin/boards/noticeForm";
import { PostVersions } from "~/admin/boards/PostVersions";
import { dateTimeText, isScheduled, PinnedMark, PostStatus } from "~/admin/boards/postStatus";
import { download, fetchBlob, notifyFailure } from "~/admin/shared/api";
import { useCarriedList, useListHref } from "~/admin/shared/backToList";
import { busyProps } from "~/admin/shared/form";
import { client } from "~/admin/shared/rpc";
import { ymd } from "~/admin/shared/types";
import { flash, notify } from "~/components/notify";

export const meta: MetaFunction = ({ data }) => [
  { title: `${(data as { post?: AdminPost | null } | undefined)?.post?.boardTitle ?? "게시글"} | 공지사항/FAQ 관리` },
];

export const clientLoader = ({ params }: ClientLoaderFunctionArgs) => loadPost(params.id, "detail");
clientLoader.hydrate = true as const;

export const HydrateFallback = PostLoading;

const isImage = (fileType: string | null | undefined) => /^image\//i.test(fileType ?? "");

/** Object URLs of the image attachments, fetched with the token (the preview call needs it). */
function useImagePreviews(post: AdminPost | null): Map<number, string> {
  const [urls, setUrls] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    setUrls(new Map());
    const images = post?.adminBoardFiles.filter((f) => isImage(f.fileType)) ?? [];
    if (images.length === 0) return;
    let live = true;
    const created: string[] = [];
    for (const f of images) {
      fetchBlob(`/api/admin/boardfiles/preview/${f.fileBoxId}`)
        .then((blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          created.push(url);
          setUrls((prev) => new Map(prev).set(f.fileBoxId, url));
        })
        .catch(() => {
          // Shown as "미리보기를 불러오지 못했습니다." below; the api client handled the status.
          if (live) setUrls((prev) => new Map(prev).set(f.fileBoxId, ""));
        });
    }
    return () => {
      live = false;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [post]);
  return urls;
}

export default function NoticeDetail() {
  const { post, error } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const previews = useImagePreviews(post);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The list as it was left (decision 115); the edit form keeps it too.
  const listHref = useListHref("/admin/notice");
  const carried = useCarriedList();

  if (!post) return <PostMissing error={error} />;

  async function save(fileBoxId: number, name: string) {
    setDownloading(fileBoxId);
    try {
      await download(`/api/admin/boardfiles/download/${fileBoxId}`, name);
    } catch (err) {
      notifyFailure(err, { fallback: "파일을 내려받지 못했습니다." });
    } finally {
      setDownloading(null);
    }
  }

  async function remove(boardId: number) {
    if (!window.confirm(NOTICE_TEXT.confirmDelete)) {
      notify(NOTICE_TEXT.deleteCanceled);
      return;
    }
    setDeleting(true);
    try {
      await client.api.admin.boards.detail.$delete({ query: { boardId: String(boardId) } });
      flash(NOTICE_TEXT.deleted);
      navigate(listHref);
    } catch (err) {
      notifyFailure(err, { fallback: "게시글을 삭제하지 못했습니다." });
      setDeleting(false);
    }
  }

  const files = post.adminBoardFiles;
  const images = files.filter((f) => isImage(f.fileType));

  return (
    <article className="admin-card notice-detail" aria-labelledby="notice-title">
      <div className="card-head">
        <div>
          <p className="notice-eyebrow">
            <span className={post.boardType === "FAQ" ? "notice-type faq" : "notice-type"}>
              {BOARD_TYPE_LABEL[post.boardType] ?? post.boardType}
            </span>{" "}
            <PostStatus post={post} /> <PinnedMark post={post} />
          </p>
          <h1 id="notice-title">{post.boardTitle}</h1>
        </div>
        <div className="card-actions">
          <Link to={`/admin/notice/edit/${post.boardId}`} state={carried} className="btn btn-primary">
            수정
          </Link>
          <button type="button" className="btn btn-danger" {...busyProps(deleting, () => remove(post.boardId))}>
            {deleting ? "삭제 중…" : "삭제"}
          </button>
          <Link to={listHref} className="btn">
            목록
          </Link>
        </div>
      </div>

      <dl className="detail-list notice-meta">
        <dt>작성자</dt>
        <dd>{post.writer ?? ""}</dd>
        <dt>게시 일시</dt>
        <dd>
          <time dateTime={post.boardRegDate}>{dateTimeText(post.boardRegDate)}</time>
          {isScheduled(post) ? " (이 시각에 공개됩니다)" : null}
        </dd>
        <dt>일자</dt>
        <dd>
          <time dateTime={post.boardUpdate}>{ymd(post.boardUpdate)}</time>
        </dd>
        <dt>조회수</dt>
        <dd>{post.boardViewCount}</dd>
      </dl>

      <section className="notice-attachments" aria-labelledby="notice-files-title">
        <h2 id="notice-files-title">첨부파일 {files.length > 0 ? `(${files.length})` : ""}</h2>
        {files.length === 0 ? (
          <p className="hint">첨부파일이 없습니다.</p>
        ) : (
          <ul className="notice-file-list">
            {files.map((f) => (
              <li key={f.fileBoxId}>
                <span className="notice-file-name">{f.fileOrgName}</span> <small>({formatSize(f.fileSize)})</small>{" "}
                <button
                  type="button"
                  className="btn"
                  aria-label={`${f.fileOrgName} 다운로드`}
                  {...busyProps(downloading === f.fileBoxId, () => save(f.fileBoxId, f.fileOrgName))}
                >
                  {downloading === f.fileBoxId ? "받는 중…" : "다운로드"}
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.length > 0 ? (
          <div className="notice-previews">
            {images.map((f) => {
              const url = previews.get(f.fileBoxId);
              return (
                <figure key={f.fileBoxId}>
                  {url ? (
                    <img src={url} alt={`${f.fileOrgName} 미리보기`} />
                  ) : (
                    <p className="hint" role="status">
                      {url === "" ? "미리보기를 불러오지 못했습니다." : "미리보기를 불러오는 중…"}
                    </p>
                  )}
                  <figcaption>{f.fileOrgName}</figcaption>
                </figure>
              );
            })}
          </div>
        ) : null}
      </section>

      {post.boardImage ? (
        <figure className="notice-board-image">
          <img src={post.boardImage} alt={`${post.boardTitle} 대표 이미지`} />
        </figure>
      ) : null}

      <section className="notice-body" aria-label="본문">
        {/* boardContent is sanitized on the server when it is written. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.boardContent }} />
      </section>

      <PostVersions key={`${post.boardId}:${post.boardUpdate}`} boardId={post.boardId} />
    </article>
  );
}
