// An item's plain limits without zod, so the image manager's chunk can use them without the
// validator (functions/schemas/catalog.ts builds the item schemas on them).

/** At most this many images per item: the gallery's thumbnails and the create screen's limit. */
export const ITEM_IMAGES_MAX = 10;

export const imageLimitMessage = (current: number) =>
  `제품 이미지는 최대 ${ITEM_IMAGES_MAX}개까지 등록할 수 있습니다. (현재 ${current}개)`;

/** Longest item name. */
export const ITEM_NAME_MAX = 100;

/** Longest name of a glass spec, item type or manufacturer. */
export const NAME_MAX = 50;

/** Longest manufacturer intro: one paragraph on its page and its home card, and the page's description. */
export const MANU_INTRO_MAX = 300;

/** Longest stored rich content of an item. */
export const FREE_CONTENT_MAX = 200_000;
