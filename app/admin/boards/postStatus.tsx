// A post's state as staff see it in lists, the detail and the dashboard (decision 053). Its own
// module: the dashboard shows it without loading the notice form's pieces.
import { nowLocal } from "../../../functions/lib/dates";
import { serverNow } from "../shared/serverTime";

/** `YYYY-MM-DD HH:mm` of a stored local date-time. */
export const dateTimeText = (dateTime: string) => `${dateTime.slice(0, 10)} ${dateTime.slice(11, 16)}`;

/**
 * Public with a 게시 일시 still to come: visitors see it from then on (decision 053). Judged by the
 * server's clock, as the public pages are, not the PC's (decision 146).
 */
export const isScheduled = (post: { boardYN: string; boardRegDate: string }) =>
  post.boardYN === "Y" && post.boardRegDate > nowLocal(serverNow());

/** A post's state for staff: 공개, 비공개, or 예약 (public from its 게시 일시 on). */
export function PostStatus({ post }: { post: { boardYN: string; boardRegDate: string } }) {
  if (isScheduled(post)) {
    return (
      <span className="status-badge scheduled" title={`${dateTimeText(post.boardRegDate)} 공개`}>
        예약
      </span>
    );
  }
  return (
    <span className={post.boardYN === "Y" ? "status-badge on" : "status-badge"}>
      {post.boardYN === "Y" ? "공개" : "비공개"}
    </span>
  );
}

/** 고정: shown above the public list on every page (decision 057). */
export function PinnedMark({ post }: { post: { boardPinned: boolean } }) {
  return post.boardPinned ? <span className="notice-type pinned">고정</span> : null;
}
