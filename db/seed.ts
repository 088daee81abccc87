// Local seed data: what a window company's site looks like on its first day. Runs on any
// runtime that has a D1 binding and an R2 binding (the local start script, tests).
import { count } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { hashPassword } from "../functions/auth/password";
import { SETTING_DEFAULTS } from "../functions/schemas/settings";
import type { Db } from "./client";
import {
  bannerSlide,
  board,
  calendarEvent,
  type FileOwnerKind,
  fileBox,
  footerLogo,
  glassSpec,
  item,
  itemType,
  manufacturer,
  releaseNote,
  siteSetting,
  users,
} from "./schema";

export interface SeedImage {
  /**
   * Original file name: "window-*" for items, "banner-*" for slides, "mobile-banner-*" for the
   * slides' pictures for phones (only when given), "logo-*" for footer logos.
   */
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export const SEED_ADMIN = { username: "admin@example.com", password: "admin1234!", name: "관리자" } as const;

export const SEED_MANUFACTURERS = [
  {
    manuName: "한빛 프리미엄",
    manuIntro:
      "한빛 프리미엄은 단열과 기밀을 최우선으로 설계한 고급 PVC 시스템창호 브랜드입니다. 자체 공장에서 프레임 압출부터 조립까지 직접 관리합니다.",
  },
  {
    manuName: "청솔 시스템",
    manuIntro: "청솔 시스템은 넓은 조망과 슬림한 프레임을 원하는 분께 맞춘 알루미늄 시스템창호 라인입니다.",
  },
  {
    manuName: "다온 창호",
    manuIntro: "다온 창호는 합리적인 가격의 발코니·거실 창호와 현관 중문을 제공하는 실속형 라인입니다.",
  },
] as const;

export const SEED_ITEM_TYPES = ["발코니 이중창", "거실 분합창", "시스템창", "터닝도어", "현관 중문"] as const;
export const SEED_GLASS_SPECS = ["22mm", "24mm", "26mm", "28mm", "43mm (삼중)", "-"] as const;

const ITEMS: {
  itemName: string;
  itemNum: string;
  type: number;
  glass: number;
  use: string;
  out: string;
  in: string;
  frame: string;
  desc: string;
}[] = [
  {
    itemName: "슈퍼세이브 242",
    itemNum: "HB-242",
    type: 0,
    glass: 1,
    use: "발코니 확장부",
    out: "화이트",
    in: "화이트",
    frame: "242",
    desc: "에너지소비효율 1등급의 이중창",
  },
  {
    itemName: "뷰프레임 160",
    itemNum: "HB-160",
    type: 1,
    glass: 2,
    use: "거실 분합",
    out: "그레이",
    in: "오크",
    frame: "160",
    desc: "슬림한 프레임으로 넓은 조망",
  },
  {
    itemName: "시스템 T82",
    itemNum: "HB-T82",
    type: 2,
    glass: 4,
    use: "침실·거실",
    out: "다크그레이",
    in: "화이트",
    frame: "82",
    desc: "삼중유리 틸트앤턴 시스템창",
  },
  {
    itemName: "알루 슬림 S1",
    itemNum: "CS-S1",
    type: 2,
    glass: 3,
    use: "거실",
    out: "블랙",
    in: "블랙",
    frame: "70",
    desc: "초슬림 알루미늄 프레임",
  },
  {
    itemName: "알루 리프트 230",
    itemNum: "CS-230",
    type: 0,
    glass: 2,
    use: "발코니",
    out: "샴페인골드",
    in: "화이트",
    frame: "230",
    desc: "리프트 슬라이딩으로 가벼운 개폐",
  },
  {
    itemName: "턴도어 D1",
    itemNum: "CS-D1",
    type: 3,
    glass: 5,
    use: "테라스 출입",
    out: "다크그레이",
    in: "화이트",
    frame: "90",
    desc: "안쪽으로 열리는 터닝도어",
  },
  {
    itemName: "실속 이중창 220",
    itemNum: "DO-220",
    type: 0,
    glass: 0,
    use: "발코니",
    out: "화이트",
    in: "화이트",
    frame: "220",
    desc: "합리적인 가격의 발코니 이중창",
  },
  {
    itemName: "3연동 중문",
    itemNum: "DO-M3",
    type: 4,
    glass: 5,
    use: "현관",
    out: "화이트",
    in: "화이트",
    frame: "40",
    desc: "공간을 넓게 쓰는 3연동 슬라이딩 중문",
  },
  {
    itemName: "분합창 클래식",
    itemNum: "DO-C1",
    type: 1,
    glass: 1,
    use: "거실 분합",
    out: "월넛",
    in: "월넛",
    frame: "140",
    desc: "따뜻한 목질감의 분합창",
  },
];

const NOTICE_TITLES = [
  "홈페이지를 새롭게 단장했습니다",
  "설 연휴 고객센터 운영 안내",
  "여름철 결로 예방 관리 방법",
  "시스템창 신제품 출시 안내",
  "공장 정기 점검에 따른 출고 일정 안내",
  "겨울철 창호 단열 점검 이벤트",
  "A/S 접수 방법 변경 안내",
  "현관 중문 시공 사례 업데이트",
  "추석 연휴 배송 및 시공 일정 안내",
  "에너지소비효율 1등급 인증 획득",
  "창호 교체 정부 지원사업 안내",
  "개인정보처리방침 개정 안내",
  "무료 방문 실측 서비스 지역 확대",
];

const FAQS: [string, string][] = [
  [
    "견적은 어떻게 받을 수 있나요?",
    "1:1 문의에 주소와 창 크기를 남겨주시면 담당자가 연락드려 방문 실측 후 견적을 안내해 드립니다.",
  ],
  ["시공 기간은 얼마나 걸리나요?", "아파트 한 세대 기준으로 실측 후 제작 7~10일, 시공은 보통 하루면 끝납니다."],
  ["A/S 보증 기간은 어떻게 되나요?", "프레임과 하드웨어는 시공일로부터 5년, 유리는 2년간 무상으로 보증합니다."],
  ["겨울에도 시공할 수 있나요?", "네. 실내 온도를 유지하며 구역별로 나누어 시공하므로 겨울에도 가능합니다."],
  [
    "결로가 생기면 어떻게 하나요?",
    "하루 두 번 10분 이상 환기하고, 실내 습도를 40~60%로 유지하면 결로를 크게 줄일 수 있습니다.",
  ],
  ["카드 결제가 가능한가요?", "계약금과 잔금 모두 카드 결제와 계좌이체가 가능합니다."],
];

/** The home carousel's first slides (SPEC §2 "Navigation": three slides), in order. */
export const SEED_SLIDES = [
  {
    imageAlt: "넓은 통창 너머로 하늘이 보이는 거실",
    headline: "오래가는 프리미엄 창호",
    description: "자체 공장에서 직접 만든 튼튼한 창호로 사계절 내내 따뜻하고 조용한 집을 만듭니다.",
  },
  {
    imageAlt: "노을빛이 드는 창과 소파가 놓인 실내",
    headline: "공간에 맞춘 인테리어 디자인",
    description: "집의 분위기와 생활 방식에 어울리는 색상과 프레임을 함께 고민합니다.",
  },
  {
    imageAlt: "색상과 구성이 다른 세 가지 창호",
    headline: "원하는 대로, 맞춤 창호 디자인",
    description: "크기, 색상, 유리 사양까지 현장에 꼭 맞게 설계하고 시공합니다.",
  },
] as const;

/** The footer's partner and certification logos (SPEC §1), in order. */
export const SEED_LOGOS = ["에너지소비효율 1등급 인증", "KS 인증 창호", "협력사 유리 전문 파트너"] as const;

/** The images named `<prefix>*`, or all of them when none is (the tests pass one image). */
function imagesFor(images: readonly SeedImage[], prefix: string): readonly SeedImage[] {
  const own = images.filter((i) => i.name.startsWith(prefix));
  return own.length > 0 ? own : images;
}

/** Stores an image in R2 and returns its file_box values (name `<uuid>.<ext>`, like an upload). */
async function storeSeedImage(bucket: R2Bucket, image: SeedImage, ownerKind: FileOwnerKind, ownerId: number) {
  const fileName = `${crypto.randomUUID()}.${image.name.split(".").pop() ?? "bin"}`;
  const r2Key = `${ownerKind.toLowerCase()}/${fileName}`;
  await bucket.put(r2Key, image.bytes, { httpMetadata: { contentType: image.contentType } });
  return {
    fileName,
    r2Key,
    fileOrgName: image.name,
    fileType: image.contentType,
    fileSize: image.bytes.byteLength,
    ownerKind,
    ownerId,
  };
}

/** A Korea local date-time `days` days before a fixed base, so the seed is reproducible. */
function daysAgo(days: number, hour = 10): string {
  const base = Date.UTC(2026, 10, 20, hour, 0, 0) - days * 86_400_000;
  return new Date(base).toISOString().slice(0, 19);
}

/**
 * Seeds an empty database; returns false (and does nothing) when it already has data.
 * Objects go to R2 first, then every row in one D1 batch (one transaction), with explicit
 * ids, so a failed seed leaves no rows and can simply run again.
 */
export async function seed(db: Db, bucket: R2Bucket, images: readonly SeedImage[]): Promise<boolean> {
  // Any account means data (not the catalogue: staff may delete every sample manufacturer, and the
  // seed's fixed ids would then collide with the rows that are left).
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  if (images.length === 0) throw new Error("seed needs at least one image");
  const itemImages = imagesFor(images, "window-");

  const adminId = 1;
  const writer = { writer: SEED_ADMIN.name, usersId: adminId };
  const statements: BatchItem<"sqlite">[] = [
    db.insert(users).values({
      usersId: adminId,
      username: SEED_ADMIN.username,
      name: SEED_ADMIN.name,
      role: "ROLE_ADMIN",
      userMail: SEED_ADMIN.username,
      userTel: "010-0000-0000",
      ...(await hashPassword(SEED_ADMIN.password)),
    }),
    ...SEED_MANUFACTURERS.map((m, i) => db.insert(manufacturer).values({ manuId: i + 1, ...m, manuYN: "Y" })),
    ...SEED_ITEM_TYPES.map((itemTypeName, i) => db.insert(itemType).values({ itemTypeId: i + 1, itemTypeName })),
    ...SEED_GLASS_SPECS.map((glassSpecSize, i) => db.insert(glassSpec).values({ glassSpecId: i + 1, glassSpecSize })),
    // The site settings as the site started (decision 030).
    ...Object.entries(SETTING_DEFAULTS).map(([key, value]) =>
      db.insert(siteSetting).values({ key, value: JSON.stringify(value), updatedBy: adminId }),
    ),
  ];

  for (const [i, it] of ITEMS.entries()) {
    const itemId = i + 1;
    const date = daysAgo(60 - i);
    statements.push(
      db.insert(item).values({
        itemId,
        itemName: it.itemName,
        itemNum: it.itemNum,
        itemUse: it.use,
        itemOutColor: it.out,
        itemInColor: it.in,
        itemFrameWidth: it.frame,
        itemDescription: it.desc,
        itemYN: true,
        freeContent: `<h2>${it.itemName}</h2><p>${it.desc}. 프레임 폭 ${it.frame}mm, 실외 ${it.out} / 실내 ${it.in} 색상으로 제작됩니다.</p><ul><li>자체 공장 생산</li><li>정품 자재 사용</li><li>시공 후 5년 무상 보증</li></ul>`,
        glassSpecId: it.glass + 1,
        itemTypeId: it.type + 1,
        manuId: Math.floor(i / 3) + 1,
        displayOrder: itemId,
        itemRegDate: date,
        itemUpdate: date,
      }),
    );
    const image = itemImages[i % itemImages.length] as SeedImage;
    const file = await storeSeedImage(bucket, image, "ITEM", itemId);
    statements.push(db.insert(fileBox).values({ ...file, isMain: true, fileRegDate: date }));
  }
  const bannerImages = imagesFor(images, "banner-");
  // Square pictures composed for phones (decision 038); the tests' single image has none.
  const phoneImages = images.filter((image) => image.name.startsWith("mobile-banner-"));
  for (const [i, slide] of SEED_SLIDES.entries()) {
    const file = await storeSeedImage(bucket, bannerImages[i % bannerImages.length] as SeedImage, "BANNER", i + 1);
    const phoneImage = phoneImages[i];
    const phoneFile = phoneImage ? await storeSeedImage(bucket, phoneImage, "BANNER", i + 1) : null;
    statements.push(
      db.insert(bannerSlide).values({
        slideId: i + 1,
        ...slide,
        imageName: file.fileName,
        mobileImageName: phoneFile?.fileName ?? null,
        displayOrder: i + 1,
      }),
      db.insert(fileBox).values(file),
    );
    if (phoneFile) statements.push(db.insert(fileBox).values(phoneFile));
  }
  const logoImages = imagesFor(images, "logo-");
  for (const [i, name] of SEED_LOGOS.entries()) {
    const file = await storeSeedImage(bucket, logoImages[i % logoImages.length] as SeedImage, "LOGO", i + 1);
    statements.push(
      db.insert(footerLogo).values({ logoId: i + 1, name, imageName: file.fileName, displayOrder: i + 1 }),
      db.insert(fileBox).values(file),
    );
  }

  for (const [i, boardTitle] of NOTICE_TITLES.entries()) {
    const date = daysAgo(NOTICE_TITLES.length - i, 9 + (i % 8));
    statements.push(
      db.insert(board).values({
        boardTitle,
        boardContent: `<p>${boardTitle}에 대해 알려드립니다.</p><p>자세한 내용은 고객센터로 문의해 주세요.</p>`,
        boardType: "NOTICE",
        boardYN: "Y",
        boardRegDate: date,
        boardUpdate: date,
        boardViewCount: (i * 7) % 50,
        ...writer,
      }),
    );
  }
  for (const [i, [boardTitle, answer]] of FAQS.entries()) {
    const date = daysAgo(30 - i);
    statements.push(
      db.insert(board).values({
        boardTitle,
        boardContent: `<p>${answer}</p>`,
        boardType: "FAQ",
        boardYN: "Y",
        category: "자주 묻는 질문",
        boardRegDate: date,
        boardUpdate: date,
        ...writer,
      }),
    );
  }
  statements.push(
    db.insert(releaseNote).values({
      title: "홈페이지와 관리자 페이지 첫 공개",
      content: "제품, 공지사항, FAQ, 1:1 문의, 일정 관리를 한곳에서 관리합니다.",
      createAt: daysAgo(1),
      updateAt: daysAgo(1),
    }),
    db.insert(calendarEvent).values({
      title: "아파트 발코니 창호 시공",
      description: "발코니 이중창 3세트 교체",
      startTime: "2026-11-25T09:00:00",
      endTime: "2026-11-25T17:00:00",
      location: "경기도 화성시 동탄대로 100 101동 1001호",
      calendarYN: "Y",
      holidays: false,
      scheduleStatus: "PLANNED",
      ...writer,
    }),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return true;
}
