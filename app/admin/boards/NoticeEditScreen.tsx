// /admin/notice/edit/{id}: edit a post with the one notice form (NoticeFormCard): title, public
// Y/N and content change; the type cannot; new files are added to the existing ones, and those
// marked 삭제 are removed with the save (decision 119).
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigate } from "@remix-run/react";
import { NoticeFormCard } from "~/admin/boards/NoticeFormCard";
import { createPost, loadPost, NOTICE_TEXT, PostLoading, PostMissing } from "~/admin/boards/noticeForm";
import { jsonBlob } from "~/admin/shared/api";
import { useCarriedList } from "~/admin/shared/backToList";
import { client, data, unhandled } from "~/admin/shared/rpc";
import { useSendKey } from "~/admin/shared/sendKey";
import { formFields, loadVersion, VersionRestored } from "~/admin/shared/Versions";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "게시글 수정 | 공지사항/FAQ 관리" }];

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const rev = new URL(request.url).searchParams.get("version");
  const [loaded, version] = await Promise.all([
    loadPost(params.id, "modify"),
    // 이 버전으로 되돌리기 (decision 075): the form opens filled with an earlier version.
    rev
      ? loadVersion(() =>
          data(client.api.admin.boards.versions.detail.$get({ query: { boardId: params.id ?? "", rev } }, unhandled)),
        )
      : null,
  ]);
  return { ...loaded, version };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PostLoading;

export default function NoticeEdit() {
  const { post, revision, error, version } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const sendKey = useSendKey();
  const carried = useCarriedList();
  if (!post) return <PostMissing error={error} />;
  // The form as loaded: the post, or its fields as an earlier version had them.
  const shown = version ? { ...post, ...formFields(version) } : post;
  // A fresh form (and editor) for each post and each version brought back.
  return (
    <>
      {version ? <VersionRestored savedAt={version.savedAt} keeps="첨부파일은 지금 그대로입니다." /> : null}
      <NoticeFormCard
        key={`${post.boardId}:${version?.rev ?? "now"}`}
        post={shown}
        revision={revision}
        save={async (
          { boardTitle, boardContent, boardYN, boardRegDate, boardPinned, uploadIds, removeFileBoxIds },
          ifMatch,
        ) => {
          // removeFileBoxIds: the 등록된 첨부파일 marked 삭제 go with this save (decision 119).
          const dto = {
            boardId: post.boardId,
            boardTitle,
            boardContent,
            boardYN,
            boardRegDate,
            boardPinned,
            removeFileBoxIds,
          };
          const form = new FormData();
          form.append("updateBoardDTO", jsonBlob(dto));
          for (const id of uploadIds) form.append("uploadIds", id);
          // Multipart, streamed by the server (no declared input): the form goes as the body.
          // If-Match: the revision the form opened (decision 074); a newer one is a 412. The key:
          // sent again after a lost answer, it is answered as saved (decision 114).
          const headers = sendKey.headers(JSON.stringify([dto, uploadIds]), ifMatch);
          await client.api.admin.boards.update.$post({}, { init: { body: form }, headers });
          sendKey.done();
          flash(NOTICE_TEXT.edited);
          // Back to the detail, whose 목록 still returns to the list as it was left (decision 115).
          navigate(`/admin/notice/${post.boardId}`, { state: carried });
        }}
        // Deleted elsewhere while being edited: what was typed becomes a new post (decision 130).
        saveAsNew={async (values) => {
          const boardId = await createPost(values, sendKey);
          flash(NOTICE_TEXT.created);
          navigate(`/admin/notice/${boardId}`);
        }}
      />
    </>
  );
}
