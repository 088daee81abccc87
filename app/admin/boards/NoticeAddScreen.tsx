// /admin/notice/add: write a notice or FAQ post with the one notice form (NoticeFormCard), then
// open it.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { NoticeFormCard } from "~/admin/boards/NoticeFormCard";
import { createPost, NOTICE_TEXT } from "~/admin/boards/noticeForm";
import { useSendKey } from "~/admin/shared/sendKey";
import { flash } from "~/components/notify";

export const meta: MetaFunction = () => [{ title: "게시글 작성 | 공지사항/FAQ 관리" }];

export default function NoticeAdd() {
  const navigate = useNavigate();
  const sendKey = useSendKey();
  return (
    <NoticeFormCard
      save={async (values) => {
        const boardId = await createPost(values, sendKey);
        // Said as 수정 and 삭제 are: the detail that opens is the one just written.
        flash(NOTICE_TEXT.created);
        navigate(`/admin/notice/${boardId}`);
      }}
    />
  );
}
