// Admin post payloads (createBoardDTO, updateBoardDTO; SPEC §7, API-SHAPES §9). No server
// imports: the notice form may check the same rules.
import * as z from "zod";
import { nowLocal, parseLocalDateTime } from "../lib/dates";
import { visibleText } from "./visibleText";

export const BOARD_MESSAGES = {
  type: "게시글 유형을 선택해주세요",
  title: "게시글 제목을 입력해주세요.",
  titleMax: "게시글 제목은 200자 이하로 입력해주세요.",
  content: "게시글 내용 형식이 올바르지 않습니다.",
  contentMax: "게시글 내용이 너무 깁니다.",
  visibility: "공개 여부(boardYN)는 Y 또는 N 이어야 합니다.",
  typeQuery: "게시글 유형(boardType)은 NOTICE 또는 FAQ 여야 합니다.",
  pinnedQuery: "고정 글 필터(pinned)는 Y 이거나 비어 있어야 합니다.",
  pinned: "상단 고정(boardPinned)은 true 또는 false 여야 합니다.",
  regDate: "게시 일시 형식이 올바르지 않습니다. (예: 2026-12-01T09:00)",
  regDateRange: "게시 일시는 2000년 1월 1일부터 1년 뒤까지 지정할 수 있습니다.",
  noneSelected: "삭제할 게시글을 선택해주세요.",
  removeFilesList: "삭제할 첨부파일 번호(removeFileBoxIds)는 JSON 배열로 보내주세요.",
  removeFilesMax: "첨부파일은 한 번에 1000개까지 삭제할 수 있습니다.",
  fileNotAttached: "삭제할 첨부파일이 이 게시글에 없습니다. 화면을 새로 고친 뒤 다시 시도해주세요.",
  deleted: "삭제되었습니다.",
} as const;

const TITLE_MAX = 200;
const CONTENT_HTML_MAX = 200_000;

const title = visibleText(BOARD_MESSAGES.title, TITLE_MAX, BOARD_MESSAGES.titleMax);
const content = z.string({ error: BOARD_MESSAGES.content }).max(CONTENT_HTML_MAX, BOARD_MESSAGES.contentMax);
/** "Y" or "N"; "", null and absent mean "not given". */
const visibility = z
  .enum(["Y", "N", ""], { error: BOARD_MESSAGES.visibility })
  .nullish()
  .transform((v) => v || undefined);

/** The latest 게시 일시 accepted: a year ahead (a typo of the year must not hide a post for a decade). */
export const latestRegDate = (now = Date.now()) => nowLocal(now + 366 * 24 * 60 * 60 * 1000);
export const EARLIEST_REG_DATE = "2000-01-01T00:00:00";

/**
 * 게시 일시 (decision 053), Korea local `YYYY-MM-DDTHH:mm[:ss]`, normalised with seconds. A past
 * date backdates the post (a notice brought over from the old site keeps its date); a future one
 * keeps it hidden from visitors until then. "", null and absent mean "not given".
 */
const regDate = z
  .string({ error: BOARD_MESSAGES.regDate })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const parsed = parseLocalDateTime(v);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: BOARD_MESSAGES.regDate });
      return z.NEVER;
    }
    if (parsed < EARLIEST_REG_DATE || parsed > latestRegDate()) {
      ctx.addIssue({ code: "custom", message: BOARD_MESSAGES.regDateRange });
      return z.NEVER;
    }
    return parsed;
  });

/** 상단 고정 (decision 057); null and absent mean "not given". */
const pinned = z
  .boolean({ error: BOARD_MESSAGES.pinned })
  .nullish()
  .transform((v) => v ?? undefined);

const BOARD_TYPES = ["NOTICE", "FAQ"] as const;

/** The `boardType` of the public list's query (required). */
export const boardTypeQuery = z.enum(BOARD_TYPES, { error: BOARD_MESSAGES.typeQuery });

/** The back office list's 유형 filter: the same rule and message; blank or absent means both. */
export const boardTypeFilter = z
  .enum([...BOARD_TYPES, ""], { error: BOARD_MESSAGES.typeQuery })
  .optional()
  .transform((v) => v || undefined);

/** The admin list's 고정 글만 filter (decision 154): "Y" for pinned posts only; blank or absent: all. */
export const pinnedFilter = z
  .enum(["Y", ""], { error: BOARD_MESSAGES.pinnedQuery })
  .optional()
  .transform((v) => v === "Y" || undefined);

const dtoError = (name: string) => ({ error: `${name} 항목은 JSON 객체여야 합니다.` });

export const createBoardSchema = z.object(
  {
    boardType: z.enum(BOARD_TYPES, { error: BOARD_MESSAGES.type }),
    boardTitle: title,
    boardContent: content.nullish().transform((v) => v ?? ""),
    boardYN: visibility.transform((v) => v ?? "Y"),
    boardRegDate: regDate,
    boardPinned: pinned,
  },
  dtoError("createBoardDTO"),
);

/** The changeable fields of updateBoardDTO (boardId is checked by the router); null = unchanged. */
export const updateBoardFieldsSchema = z.object(
  {
    boardTitle: title.nullish().transform((v) => v ?? undefined),
    boardContent: content.nullish().transform((v) => v ?? undefined),
    boardYN: visibility,
    boardRegDate: regDate,
    boardPinned: pinned,
  },
  dtoError("updateBoardDTO"),
);

export type CreateBoardInput = z.output<typeof createBoardSchema>;
