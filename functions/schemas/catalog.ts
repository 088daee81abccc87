// Admin catalogue payloads (SPEC §5/§7, API-SHAPES §4, §5, §7): glass specs, item types,
// manufacturers and the item DTOs. Handlers parse with these; services get clean values.
import * as z from "zod";
import { notTextMessage, tooLongMessage } from "../lib/korean";
import { id } from "../lib/validation";
import { FREE_CONTENT_MAX, ITEM_IMAGES_MAX, ITEM_NAME_MAX, MANU_INTRO_MAX, NAME_MAX } from "./itemRules";
import { visibleText } from "./visibleText";

export const CATALOG_MESSAGES = {
  created: "등록 되었습니다.",
  deleted: "성공적으로 삭제 되었습니다.",
  nothingToDelete: "삭제할 항목이 없습니다.",
  glassUpdated: "수정이 완료 되었습니다.",
  glassRequired: "유리 사양을 입력해주세요.",
  glassNotFound: "유리 사양을 찾을 수 없습니다.",
  glassDuplicate: "이미 등록된 유리 사양입니다.",
  glassInUse:
    "제품에서 사용 중인 유리 사양은 삭제할 수 없습니다. 해당 제품의 유리 사양을 먼저 변경하거나 제품을 삭제해주세요.",
  typeUpdated: "제품 타입이 수정되었습니다.",
  typeRequired: "제품 타입을 입력해주세요.",
  typeNotFound: "제품 타입을 찾을 수 없습니다.",
  typeDuplicate: "이미 등록된 제품 타입입니다.",
  typeInUse:
    "제품에서 사용 중인 제품 타입은 삭제할 수 없습니다. 해당 제품의 타입을 먼저 변경하거나 제품을 삭제해주세요.",
  manuUpdated: "제조업체가 변경되었습니다.",
  manuDeleted: "삭제 성공",
  manuRequired: "제조사명을 입력해주세요.",
  manuDuplicate: "이미 존재하는 제조사명입니다.",
  manuNotFound: "제조사를 찾을 수 없습니다.",
  manuYN: "등록 여부(manuYN)는 Y 또는 N 이어야 합니다.",
  manuNothingToDelete: "삭제할 제조사를 선택해 주세요.",
  itemCreated: "제품이 성공적으로 등록 되었습니다.",
  itemUpdated: "수정되었습니다.",
  itemNotFound: "제품을 찾을 수 없습니다.",
  itemNothingToDelete: "삭제할 제품을 선택해주세요.",
  itemNothingToShow: "공개 여부를 바꿀 제품을 선택해주세요.",
  itemYN: "공개 여부(itemYN)는 true 또는 false 여야 합니다.",
  itemGlassRequired: "유리 사양은 필수 선택 사항입니다. 다시 선택해주세요.",
  itemTypeRequired: "제품 타입은 필수 선택 사항입니다. 다시 선택해주세요.",
  itemManuRequired: "제조사명은 필수 선택 사항입니다. 다시 선택해주세요.",
  itemImageNotFound: "교체할 대표 이미지를 찾을 수 없습니다. 화면을 새로고침한 뒤 다시 시도해주세요.",
  displayOrderChanged: "순서가 변경되었습니다.",
  imageRequired: "업로드할 이미지 파일을 선택해주세요.",
  imageNotFound: "제품 이미지를 찾을 수 없습니다. 화면을 새로고침한 뒤 다시 시도해주세요.",
  imageListChanged: "이미지 목록이 바뀌었습니다. 화면을 새로고침한 뒤 다시 시도해주세요.",
  imageOrderRequired: "이미지 순서(fileBoxIds)를 보내주세요.",
} as const;

/** At most this many ids in one bulk delete. */
export const BULK_MAX = 1000;

const name = (required: string, label: string) => visibleText(required, NAME_MAX, tooLongMessage(label, NAME_MAX));

export const glassSpecSize = name(CATALOG_MESSAGES.glassRequired, "유리 사양");
export const itemTypeName = name(CATALOG_MESSAGES.typeRequired, "제품 타입");
const manuName = name(CATALOG_MESSAGES.manuRequired, "제조사명");

export const newGlassQuery = z.object({ newGlassSpec: glassSpecSize });
export const glassUpdateBody = z.object({ glassSpecId: id("유리 사양 번호"), updateGlassSize: glassSpecSize });
export const newTypeQuery = z.object({ itemTypeName });
export const typeUpdateBody = z.object({ itemTypeId: id("제품 타입 번호"), itemTypeName });

/** Ids of a bulk change (a delete unless told): at least one, at most BULK_MAX, duplicates dropped. */
export const idList = (label: string, emptyMessage: string, action = "삭제") =>
  z
    .array(id(label), { error: emptyMessage })
    .min(1, emptyMessage)
    .max(BULK_MAX, `한 번에 ${BULK_MAX}개까지 ${action}할 수 있습니다.`)
    .transform((ids) => [...new Set(ids)]);

const manuYN = z.enum(["Y", "N"], { error: CATALOG_MESSAGES.manuYN });

/** The intro under the manufacturer's name (decision 060): "" means none. */
const manuIntro = z
  .string({ error: notTextMessage("소개 문구") })
  .trim()
  .max(MANU_INTRO_MAX, tooLongMessage("소개 문구", MANU_INTRO_MAX));

export const manuCreateBody = z.object({
  manuName,
  // Absent, null or "": no intro (the pages show their default line).
  manuIntro: manuIntro.nullish().transform((v) => v || null),
  // Absent, null or "" means the default: registered.
  manuYN: z
    .union([manuYN, z.literal("")], { error: CATALOG_MESSAGES.manuYN })
    .nullish()
    .transform((v) => v || "Y"),
});

export const manuUpdateBody = z.object({
  manuId: id("제조사 번호"),
  manuName: manuName.nullish().transform((v) => v ?? undefined),
  // Null or absent: unchanged, like the other fields; "" removes the intro.
  manuIntro: manuIntro.nullish().transform((v) => (v === null || v === undefined ? undefined : v || null)),
  manuYN: z
    .union([manuYN, z.literal("")], { error: CATALOG_MESSAGES.manuYN })
    .nullish()
    .transform((v) => v || undefined),
});

export const manuDeleteBody = z.object(
  { manuIds: idList("제조사 번호", CATALOG_MESSAGES.manuNothingToDelete) },
  { error: CATALOG_MESSAGES.manuNothingToDelete },
);

export const itemDeleteBody = idList("제품 번호", CATALOG_MESSAGES.itemNothingToDelete);

/** 공개 / 비공개 of the selected items (decision 064). */
export const itemVisibilityBody = z.object(
  {
    itemIds: idList("제품 번호", CATALOG_MESSAGES.itemNothingToShow, "변경"),
    itemYN: z.boolean({ error: CATALOG_MESSAGES.itemYN }),
  },
  { error: CATALOG_MESSAGES.itemNothingToShow },
);

// ---- Items ----

/** A required reference id: missing, blank or not a positive integer all give `message`. */
const requiredRef = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform((v) => Number(v))
    .pipe(z.number().int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));

/** An optional reference id on update: absent, null or "" means unchanged. */
const optionalRef = (message: string) =>
  z
    .union([requiredRef(message), z.literal("")])
    .nullish()
    .transform((v) => (v === "" ? undefined : (v ?? undefined)));

/** A text field; numbers (a frame width typed as a number) are taken as their text. */
const textValue = (label: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: notTextMessage(label) })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, tooLongMessage(label, max)));

/** Create: blank or absent becomes null. */
const createText = (label: string, max: number) =>
  textValue(label, max)
    .nullish()
    .transform((v) => v || null);

/** Update: absent or null keeps the value, blank clears it. */
const updateText = (label: string, max: number) =>
  textValue(label, max)
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : v || null));

const BOOL_ERROR = "공개 여부(itemYN)는 true 또는 false 여야 합니다.";
const boolValue = z.union([z.boolean(), z.enum(["true", "false"]), z.literal("")], { error: BOOL_ERROR });

const textFields = {
  itemNum: ["품번", 50],
  itemUse: ["용도", 100],
  itemOutColor: ["외부 색상", 50],
  itemInColor: ["내부 색상", 50],
  itemFrameWidth: ["프레임 폭", 20],
  itemDescription: ["제품 설명", 1000],
  freeContent: ["상세 내용", FREE_CONTENT_MAX],
} as const;

type TextKey = keyof typeof textFields;

function textShape<T>(make: (label: string, max: number) => T): Record<TextKey, T> {
  return Object.fromEntries(Object.entries(textFields).map(([k, [label, max]]) => [k, make(label, max)])) as Record<
    TextKey,
    T
  >;
}

export const createItemDTO = z.object({
  itemName: createText("제품명", ITEM_NAME_MAX).transform((v) => v ?? ""),
  ...textShape(createText),
  // "" and absent count as false (API-SHAPES §1).
  itemYN: boolValue.nullish().transform((v) => v === true || v === "true"),
  glassSpecId: requiredRef(CATALOG_MESSAGES.itemGlassRequired),
  itemTypeId: requiredRef(CATALOG_MESSAGES.itemTypeRequired),
  manuName: z
    .string({ error: CATALOG_MESSAGES.itemManuRequired })
    .trim()
    .min(1, CATALOG_MESSAGES.itemManuRequired)
    .max(NAME_MAX, CATALOG_MESSAGES.itemManuRequired),
});

export const updateItemDTO = z.object({
  itemId: id("제품 번호"),
  itemName: updateText("제품명", ITEM_NAME_MAX).transform((v) => (v === null ? "" : v)),
  ...textShape(updateText),
  // Absent or null keeps the flag; "" counts as false.
  itemYN: boolValue
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : v === true || v === "true")),
  glassSpecId: optionalRef(CATALOG_MESSAGES.itemGlassRequired),
  itemTypeId: optionalRef(CATALOG_MESSAGES.itemTypeRequired),
  fileBoxId: optionalRef("대표 이미지 번호를 확인해주세요."),
});

export type CreateItemInput = z.output<typeof createItemDTO>;
export type UpdateItemInput = z.output<typeof updateItemDTO>;

/**
 * `displayId` is the item's new position (1-based) among its manufacturer's items; with
 * `within=type`, among those of its own type, the order a visitor sees (decision 155).
 */
export const displayOrderQuery = z.object({
  itemId: id("제품 번호"),
  displayId: z
    .string({ error: "변경할 순서(displayId)를 입력해주세요." })
    .trim()
    .regex(/^-?\d+$/, "순서(displayId)는 정수여야 합니다.")
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int()
        .min(-1_000_000_000, "순서(displayId)를 확인해주세요.")
        .max(1_000_000_000, "순서(displayId)를 확인해주세요."),
    ),
  within: z.literal("type", { error: "순서의 범위(within)는 type만 쓸 수 있습니다." }).optional(),
});

// ---- Item images (README "API beyond the spec") ----

export const itemIdQuery = z.object({ itemId: id("제품 번호") });
export const fileBoxQuery = z.object({ fileBoxId: id("이미지 번호") });

/** The item's image ids in their new order: every image of the item exactly once. */
export const imageOrderBody = z.object(
  {
    itemId: id("제품 번호"),
    fileBoxIds: z
      .array(id("이미지 번호"), { error: CATALOG_MESSAGES.imageOrderRequired })
      .min(1, CATALOG_MESSAGES.imageOrderRequired)
      .max(ITEM_IMAGES_MAX * 10, CATALOG_MESSAGES.imageListChanged)
      .refine((ids) => new Set(ids).size === ids.length, CATALOG_MESSAGES.imageListChanged),
  },
  { error: CATALOG_MESSAGES.imageOrderRequired },
);
