// Fills a local D1 state (already migrated and seeded, see scripts/local-setup.mjs) with a large,
// deterministic data set for the benchmarks: board posts (NOTICE and FAQ), inquiries and items in
// Korean, spread over the seeded manufacturers, item types and glass specs.
// Usage: npm run bench:data -- --persist-to <dir> [--boards 100000] [--inquiries 100000]
//        [--items 10000] [--seed 8]
// The same counts and seed always give the same rows, so runs on different days are comparable.
// Rows go in as multi-row INSERTs written to SQL files, executed by `wrangler d1 execute --local`:
// one file per table keeps wrangler start-ups to three, and statements stay below D1's 100 KB limit.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { prng } from "./prng.ts";

export const LARGE = { boards: 100_000, inquiries: 100_000, items: 10_000 };

const SEASONS = ["봄철", "여름철", "장마철", "가을철", "겨울철", "연말", "설 연휴", "추석 연휴"];
const SUBJECTS = [
  "시스템창",
  "발코니 이중창",
  "거실 분합창",
  "터닝도어",
  "현관 중문",
  "알루미늄 창호",
  "PVC 창호",
  "삼중유리",
  "로이유리",
  "방충망",
  "창호 하드웨어",
  "단열 필름",
];
const TOPICS = [
  "결로 예방 관리 방법",
  "단열 점검 이벤트",
  "시공 일정 안내",
  "신제품 출시 안내",
  "A/S 접수 방법 변경",
  "가격 조정 안내",
  "무료 방문 실측 서비스",
  "정부 지원사업 안내",
  "시공 사례 업데이트",
  "고객센터 운영 안내",
  "배송 지연 안내",
  "에너지효율 등급 인증",
];
const ENDINGS = ["안내", "공지", "알려드립니다", "소식", "변경 사항", "이벤트"];
const QUESTIONS = [
  "견적은 어떻게 받을 수 있나요?",
  "시공 기간은 얼마나 걸리나요?",
  "A/S 보증 기간은 어떻게 되나요?",
  "겨울에도 시공할 수 있나요?",
  "결로가 생기면 어떻게 하나요?",
  "카드 결제가 가능한가요?",
  "기존 창틀을 그대로 두고 교체할 수 있나요?",
  "방문 실측 비용이 있나요?",
  "유리만 따로 교체할 수 있나요?",
  "소음 차단 효과는 어느 정도인가요?",
];
const SENTENCES = [
  "하루 두 번 10분 이상 환기하면 결로를 크게 줄일 수 있습니다.",
  "실측 후 제작까지 보통 7일에서 10일이 걸립니다.",
  "프레임과 하드웨어는 시공일로부터 5년간 무상으로 보증합니다.",
  "자세한 내용은 고객센터 031-123-4567로 문의해 주세요.",
  "아파트 한 세대 기준으로 시공은 하루면 끝납니다.",
  "삼중유리와 로이코팅으로 겨울철 난방비를 아낄 수 있습니다.",
  "기밀 성능이 높아 외부 소음과 미세먼지 유입을 줄여 줍니다.",
  "방문 일정은 담당자가 전화로 미리 안내해 드립니다.",
  "정부 지원사업 대상 여부는 주소지 관할 센터에서 확인할 수 있습니다.",
  "시공 당일에는 창 주변의 가구를 조금 옮겨 두시면 좋습니다.",
  "에너지소비효율 1등급 제품은 별도 인증서를 함께 드립니다.",
  "배송 일정은 지역과 물량에 따라 하루 이틀 달라질 수 있습니다.",
];
const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신"];
const GIVEN = ["민준", "서연", "도윤", "지우", "하준", "서윤", "예준", "하은", "지호", "수아", "현우", "지민"];
const CITIES = ["서울시 강남구", "서울시 마포구", "경기도 화성시", "경기도 수원시", "인천시 연수구", "부산시 해운대구"];
const STREETS = ["테헤란로", "월드컵로", "동탄대로", "광교중앙로", "송도과학로", "해운대로"];
const ITEM_WORDS = ["슈퍼세이브", "뷰프레임", "시스템", "알루 슬림", "리프트", "턴도어", "실속", "클래식", "프리미엄"];
const COLORS = ["화이트", "그레이", "다크그레이", "블랙", "오크", "월넛", "샴페인골드"];
const USES = ["발코니 확장부", "거실 분합", "침실·거실", "거실", "발코니", "테라스 출입", "현관"];
// The seed (db/seed.ts) has 3 manufacturers, 5 item types and 6 glass specs with ids from 1.
const MANUFACTURERS = ["한빛 프리미엄", "청솔 시스템", "다온 창호"];
const ITEM_TYPES = ["발코니 이중창", "거실 분합창", "시스템창", "터닝도어", "현관 중문"];
const GLASS_SPECS = 6;

const sql = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/** A Korea local date-time `minutes` before a fixed base (the seed's base), as the app stores it. */
function minutesAgo(minutes) {
  return new Date(Date.UTC(2026, 10, 20, 10, 0, 0) - minutes * 60_000).toISOString().slice(0, 19);
}

function textMaker(rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const paragraphs = (lo, hi) =>
    Array.from({ length: int(lo, hi) }, () => `<p>${pick(SENTENCES)} ${pick(SENTENCES)}</p>`).join("");
  return { pick, int, paragraphs };
}

function* boardRows(count, rand) {
  const { pick, int, paragraphs } = textMaker(rand);
  for (let i = 0; i < count; i++) {
    // Older posts first, so the newest are at the top of every list (as in real use).
    const date = minutesAgo((count - i) * 7 + int(0, 5));
    const faq = rand() < 0.3;
    const title = faq
      ? `${pick(SUBJECTS)} ${pick(QUESTIONS)}`
      : `${pick(SEASONS)} ${pick(SUBJECTS)} ${pick(TOPICS)} ${pick(ENDINGS)} ${i + 1}`;
    const list = rand() < 0.2 ? `<ul><li>${pick(SUBJECTS)}</li><li>${pick(SUBJECTS)}</li></ul>` : "";
    yield [
      title,
      `<h3>${title}</h3>${paragraphs(1, 3)}${list}`,
      faq ? "FAQ" : "NOTICE",
      rand() < 0.95 ? "Y" : "N",
      "관리자",
      1,
      faq ? "자주 묻는 질문" : "공지사항",
      date,
      date,
      int(0, 500),
    ];
  }
}
const BOARD_COLUMNS = [
  "board_title",
  "board_content",
  "board_type",
  "board_yn",
  "writer",
  "users_id",
  "category",
  "board_reg_date",
  "board_update",
  "board_view_count",
];

function* inquiryRows(count, rand) {
  const { pick, int, paragraphs } = textMaker(rand);
  for (let i = 0; i < count; i++) {
    const date = minutesAgo((count - i) * 5 + int(0, 4));
    const writer = `${pick(SURNAMES)}${pick(GIVEN)}`;
    const type = pick(ITEM_TYPES);
    yield [
      `${pick(SUBJECTS)} ${pick(["견적 문의", "시공 문의", "A/S 요청", "교체 상담", "방문 실측 요청"])} (${writer})`,
      `<p>${type} 교체를 생각하고 있습니다.</p>${paragraphs(1, 2)}`,
      writer,
      `010-${String(int(0, 9999)).padStart(4, "0")}-${String(int(0, 9999)).padStart(4, "0")}`,
      `user${i + 1}@example.com`,
      `${pick(CITIES)} ${pick(STREETS)} ${int(1, 300)}`,
      `${int(101, 120)}동 ${int(1, 30)}${String(int(1, 4)).padStart(2, "0")}호`,
      `${pick(ITEM_WORDS)} ${int(100, 300)}`,
      pick(MANUFACTURERS),
      type,
      date,
      date,
    ];
  }
}
const INQUIRY_COLUMNS = [
  "title",
  "content",
  "writer",
  "tel",
  "email",
  "addr",
  "detail_addr",
  "item_name",
  "manu_name",
  "item_type_name",
  "create_at",
  "update_at",
];

function* itemRows(count, rand) {
  const { pick, int, paragraphs } = textMaker(rand);
  for (let i = 0; i < count; i++) {
    const date = minutesAgo((count - i) * 60);
    const name = `${pick(ITEM_WORDS)} ${pick(SUBJECTS)} ${int(100, 999)}`;
    const frame = String(int(40, 250));
    yield [
      name,
      `BN-${String(i + 1).padStart(5, "0")}`,
      pick(USES),
      pick(COLORS),
      pick(COLORS),
      frame,
      `${pick(SUBJECTS)} ${pick(["슬림 프레임", "고단열", "저소음", "실속형", "고기밀"])} 제품`,
      rand() < 0.9 ? 1 : 0,
      `<h2>${name}</h2>${paragraphs(1, 3)}<ul><li>프레임 폭 ${frame}mm</li><li>자체 공장 생산</li></ul>`,
      int(1, GLASS_SPECS),
      int(1, ITEM_TYPES.length),
      int(1, MANUFACTURERS.length),
      // After the nine seeded items (display orders 1–9).
      10 + i,
      date,
      date,
    ];
  }
}
const ITEM_COLUMNS = [
  "item_name",
  "item_num",
  "item_use",
  "item_out_color",
  "item_in_color",
  "item_frame_width",
  "item_description",
  "item_yn",
  "free_content",
  "glass_spec_id",
  "item_type_id",
  "manu_id",
  "display_order",
  "item_reg_date",
  "item_update",
];

/** Multi-row INSERT statements, each well under D1's 100 000-byte statement limit. */
function insertSql(table, columns, rows, maxBytes = 80_000) {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  const out = [];
  let values = [];
  let bytes = 0;
  for (const row of rows) {
    const tuple = `(${row.map(sql).join(", ")})`;
    const size = Buffer.byteLength(tuple);
    if (values.length > 0 && bytes + size > maxBytes) {
      out.push(`${head}${values.join(",\n")};\n`);
      values = [];
      bytes = 0;
    }
    values.push(tuple);
    bytes += size + 2;
  }
  if (values.length > 0) out.push(`${head}${values.join(",\n")};\n`);
  return out.join("");
}

/** Writes the SQL files for the given counts into `dir`; returns their paths in load order. */
export function writeSqlFiles(dir, { boards, inquiries, items, seed = 8 }) {
  mkdirSync(dir, { recursive: true });
  // One PRNG stream per table: changing one count leaves the other tables' rows unchanged.
  const files = [
    ["board", BOARD_COLUMNS, boardRows(boards, prng(seed * 3 + 1))],
    ["inquiry", INQUIRY_COLUMNS, inquiryRows(inquiries, prng(seed * 3 + 2))],
    ["item", ITEM_COLUMNS, itemRows(items, prng(seed * 3 + 3))],
  ]
    .map(([table, columns, rows]) => {
      const text = insertSql(table, columns, rows);
      if (!text) return undefined;
      const file = join(dir, `${table}.sql`);
      writeFileSync(file, text);
      return file;
    })
    .filter(Boolean);
  return files;
}

/** Fills the local D1 under `persistTo` (wrangler's --persist-to) with the given counts. */
export function fillLocalD1(persistTo, counts, log = console.log) {
  const dir = join(".cache", "bench-data", `${counts.boards}-${counts.inquiries}-${counts.items}`);
  const started = Date.now();
  const files = writeSqlFiles(dir, counts);
  log(`SQL written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const file of files) {
    const t = Date.now();
    execFileSync(
      "node_modules/.bin/wrangler",
      ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"],
      {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}`, CI: "true" },
      },
    );
    log(`${file}: loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      "persist-to": { type: "string" },
      boards: { type: "string", default: String(LARGE.boards) },
      inquiries: { type: "string", default: String(LARGE.inquiries) },
      items: { type: "string", default: String(LARGE.items) },
      seed: { type: "string", default: "8" },
    },
  });
  if (!values["persist-to"]) {
    console.error("Usage: npm run bench:data -- --persist-to <dir> [--boards N] [--inquiries N] [--items N]");
    process.exit(2);
  }
  const counts = {
    boards: Number(values.boards),
    inquiries: Number(values.inquiries),
    items: Number(values.items),
    seed: Number(values.seed),
  };
  const started = Date.now();
  // Migrations and the seed first (both skip what is already there): the rows refer to the seed.
  execFileSync(process.execPath, ["scripts/local-setup.mjs", "--persist-to", values["persist-to"]], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  fillLocalD1(values["persist-to"], counts);
  console.log(
    `Added ${counts.boards} posts, ${counts.inquiries} inquiries, ${counts.items} items in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}
