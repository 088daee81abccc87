// 자주 쓰는 답변 (decision 061): the staff's saved answers for the inquiry memo box, one JSON
// document kept beside the site settings (its own key, never read by a public page). Its editor
// saves against the revision it opened, as the settings do (decision 092).
import type { Db } from "../../db/client";
import { type ReplyTemplates, replyTemplatesSchema } from "../schemas/inquiryAdmin";
import { documentRow, type Revised, type Saver, storeDocument } from "./settings";

const KEY = "inquiry-replies";

/** What a company that never saved its own starts with: the answers most inquiries get. */
export const DEFAULT_REPLIES: ReplyTemplates = {
  replies: [
    {
      title: "방문 실측 안내",
      content:
        "{고객명}님, 문의 주셔서 감사합니다.\n정확한 견적을 위해 담당 기사가 방문하여 실측해 드립니다. 편하신 날짜와 시간을 알려주시면 일정을 잡아 연락드리겠습니다.",
    },
    {
      title: "견적 안내",
      content:
        "{고객명}님, 문의 주셔서 감사합니다.\n보내주신 내용으로 견적을 준비하고 있습니다. 창 크기(가로×세로)와 설치 위치 사진을 보내주시면 더 정확한 견적을 드릴 수 있습니다.",
    },
  ],
};

/** A stored document is one this schema wrote; anything else reads as the default. */
function parsed(json: string | undefined): ReplyTemplates {
  if (json === undefined) return DEFAULT_REPLIES;
  try {
    const result = replyTemplatesSchema.safeParse(JSON.parse(json));
    if (result.success) return result.data;
  } catch {}
  return DEFAULT_REPLIES;
}

/** The list and its revision (0: never saved). */
export async function readReplies(db: Db): Promise<Revised<ReplyTemplates>> {
  const { json, rev } = await documentRow(db, KEY);
  return { value: parsed(json), rev };
}

/** Replaces the whole list (checked by the route); answers what is now stored and its revision. */
export const saveReplies = (db: Db, replies: ReplyTemplates, who: Saver) =>
  storeDocument(db, { key: KEY, what: "자주 쓰는 답변" }, replies, who);
