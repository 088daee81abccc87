// /admin/notice/edit/{id}: edit a post with the one notice form (NoticeFormCard): title, public
// Y/N and content change; the type cannot; new files are added to the existing ones.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate } from "@remix-run/react";
import { NoticeFormCard } from "~/admin/boards/NoticeFormCard";
import { loadPost, NOTICE_TEXT, PostLoading, PostMissing } from "~/admin/boards/noticeForm";
import { jsonBlob } from "~/admin/shared/api";
import { client } from "~/admin/shared/rpc";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "게시글 수정 | 공지사항/FAQ 관리" }];

export const clientLoader = ({ params }: ClientLoaderFunctionArgs) => loadPost(params.id, "modify");
clientLoader.hydrate = true as const;

export const HydrateFallback = PostLoading;

export default function NoticeEdit() {
  const { post, revision, error } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  if (!post) return <PostMissing error={error} />;
  // A fresh form (and editor) for each post.
  return (
    <NoticeFormCard
      key={post.boardId}
      post={post}
      revision={revision}
      save={async ({ boardTitle, boardContent, boardYN, boardRegDate, boardPinned, uploadIds }, ifMatch) => {
        const form = new FormData();
        form.append(
          "updateBoardDTO",
          jsonBlob({ boardId: post.boardId, boardTitle, boardContent, boardYN, boardRegDate, boardPinned }),
        );
        for (const id of uploadIds) form.append("uploadIds", id);
        // Multipart, streamed by the server (no declared input): the form goes as the body.
        // If-Match: the revision the form opened (decision 074); a newer one is a 412.
        await client.api.admin.boards.update.$post(
          {},
          { init: { body: form }, headers: ifMatch ? { "If-Match": ifMatch } : {} },
        );
        flash(NOTICE_TEXT.edited);
        navigate(`/admin/notice/${post.boardId}`);
      }}
    />
  );
}
