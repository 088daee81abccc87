// /admin/notice/add: write a notice or FAQ post with the one notice form (NoticeFormCard), then
// open it.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { NoticeFormCard } from "~/admin/boards/NoticeFormCard";
import { NOTICE_TEXT } from "~/admin/boards/noticeForm";
import { jsonBlob } from "~/admin/shared/api";
import { client, data } from "~/admin/shared/rpc";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "게시글 작성 | 공지사항/FAQ 관리" }];

export default function NoticeAdd() {
  const navigate = useNavigate();
  return (
    <NoticeFormCard
      // A new post has no attachments to remove.
      save={async ({ uploadIds, removeFileBoxIds: _none, ...post }) => {
        const form = new FormData();
        form.append("createBoardDTO", jsonBlob(post));
        // The files are on the server already (staged one by one); the form names them.
        for (const id of uploadIds) form.append("uploadIds", id);
        // Multipart, streamed by the server (no declared input): the form goes as the body.
        const boardId = await data(client.api.admin.boards.$post({}, { init: { body: form } }));
        // Said as 수정 and 삭제 are: the detail that opens is the one just written.
        flash(NOTICE_TEXT.created);
        navigate(`/admin/notice/${boardId}`);
      }}
    />
  );
}
