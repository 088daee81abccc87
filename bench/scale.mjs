// Scale benchmark: the same public and admin lists, details and searches on ~1 000 rows and on
// the large set (100 000 posts, 100 000 inquiries, 10 000 items), each state under its own
// `wrangler dev` (ports 8796 and 8795). Each endpoint: the median of N sequential requests, every
// one with a never-seen query parameter so no response cache answers; then the ratio of medians
// large/small, flagged above 2×. Usage: npm run bench:scale [-- --runs 15 --port 8796 --skip-build --fresh
//        --rows 100000 (posts and inquiries of the large set; items a tenth) --only <text>]
// Writes bench/results/scale-<date>.json.
import { parseArgs } from "node:util";
import { LARGE } from "../scripts/fill-large.mjs";
import {
  build,
  bust,
  dataState,
  environment,
  login,
  median,
  snapshotBuild,
  startServer,
  timed,
  writeResult,
} from "./server.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "15" },
    port: { type: "string", default: "8796" },
    rows: { type: "string" },
    fresh: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const runs = Number(opts.runs);
const port = Number(opts.port);
if (!(runs >= 1 && runs <= 200 && port > 1024)) throw new Error("--runs 1–200, --port > 1024");
const rows = opts.rows ? Number(opts.rows) : undefined;
const SETS = {
  small: { boards: 1_000, inquiries: 1_000, items: 1_000 },
  large: rows ? { boards: rows, inquiries: rows, items: Math.max(1, Math.round(rows / 10)) } : LARGE,
};
const LIMIT = 2;

// Korean keywords of 1, 2, 4 and 20 characters, all present in scripts/fill-large.mjs's text.
// The 20-character one is 50 bytes of UTF-8: past D1's LIKE pattern limit once wrapped in %…%.
const KEYWORDS = { 1: "창", 2: "단열", 4: "시스템창", 20: "여름철 시스템창 결로 예방 관리 방법" };
const kw = (n) => encodeURIComponent(KEYWORDS[n]);

/** Facts of the data set the endpoints need: last pages and ids in the middle of each table. */
async function discover(base, admin) {
  const json = async (path, headers = {}) => {
    const r = await timed(`${base}${path}`, headers);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    return JSON.parse(new TextDecoder().decode(r.body));
  };
  const lastPage = (page) => Math.max(0, (page.totalPages ?? 1) - 1);
  const notices = await json("/api/boards?boardType=NOTICE&page=0");
  const faqs = await json("/api/boards?boardType=FAQ&page=0");
  const noticeMid = await json(`/api/boards?boardType=NOTICE&page=${Math.floor(lastPage(notices) / 2)}`);
  const boards = await json("/api/admin/boards?page=0", admin);
  const inquiries = await json("/api/admin/inquiry?page=0", admin);
  const inquiryMid = await json(`/api/admin/inquiry?page=${Math.floor(lastPage(inquiries) / 2)}`, admin);
  const items = await json("/api/admin/items?page=0", admin);
  const itemMid = await json(`/api/admin/items?page=${Math.floor(lastPage(items) / 2)}`, admin);
  const publicItem = itemMid.content.find((i) => i.itemYN === true || i.itemYN === 1) ?? itemMid.content[0];
  return {
    noticeLast: lastPage(notices),
    faqLast: lastPage(faqs),
    boardId: noticeMid.content[0]?.boardId,
    adminBoardsLast: lastPage(boards),
    inquiriesLast: lastPage(inquiries),
    inquiryId: inquiryMid.content[0]?.inquiryId,
    itemsLast: lastPage(items),
    itemId: publicItem?.itemId,
    totals: {
      notices: notices.totalElements,
      faqs: faqs.totalElements,
      boards: boards.totalElements,
      inquiries: inquiries.totalElements,
      items: items.totalElements,
    },
  };
}

/** [name, path, admin?]: names stay the same across data sets; paths use each set's own facts. */
const endpoints = (f) => [
  ["page /notice", "/notice"],
  ["page /notice last page", `/notice?page=${f.noticeLast + 1}`],
  ["page /notice/<id>", `/notice/${f.boardId}`],
  ["page /notice search 4 chars", `/notice?searchKeyword=${kw(4)}`],
  ["page /faq", "/faq"],
  ["page /faq last page", `/faq?page=${f.faqLast + 1}`],
  // {n}: a new number per request. The page's data is remembered in the isolate per wanted type
  // and item while the catalog is unchanged (functions/cache/readMemo.ts), so a fixed URL would
  // measure no read at all; an unknown item shows the type's first item, with the same reads.
  ["page /manu/1", "/manu/1?item={n}"],
  ["api boards list", "/api/boards?boardType=NOTICE&page=0"],
  ["api boards last page", `/api/boards?boardType=NOTICE&page=${f.noticeLast}`],
  ["api boards detail", `/api/boards/detail/${f.boardId}`],
  ...[1, 2, 4, 20].map((n) => [`api boards search ${n} chars`, `/api/boards?boardType=NOTICE&searchKeyword=${kw(n)}`]),
  ["api item detail", `/api/items?itemId=${f.itemId}`],
  ["api item names of a type", "/api/items/itemname?manuId=1&typeId=1"],
  ["admin boards list", "/api/admin/boards?page=0", true],
  ["admin boards last page", `/api/admin/boards?page=${f.adminBoardsLast}`, true],
  ...[1, 2, 4, 20].map((n) => [`admin boards search ${n} chars`, `/api/admin/boards?searchKeyword=${kw(n)}`, true]),
  ["admin inquiry list", "/api/admin/inquiry?page=0", true],
  ["admin inquiry last page", `/api/admin/inquiry?page=${f.inquiriesLast}`, true],
  ["admin inquiry detail", `/api/admin/inquiry/detail?inquiryId=${f.inquiryId}`, true],
  ["admin inquiry search 4 chars", `/api/admin/inquiry?searchKeyword=${kw(4)}`, true],
  ["admin items list", "/api/admin/items?page=0", true],
  ["admin items last page", `/api/admin/items?page=${f.itemsLast}`, true],
  ["admin item detail", `/api/admin/items/detail?itemId=${f.itemId}`, true],
];

/** One server per data set; its facts, admin token and the endpoints measured so far. */
async function openSet(label, counts, serverPort, buildDir) {
  const state = dataState(counts, { fresh: opts.fresh, log });
  const server = await startServer({ port: serverPort, state, buildDir, log });
  const set = { label, counts, state, server, endpoints: {} };
  try {
    set.admin = { Authorization: await login(server.base) };
    set.loggedInAt = Date.now();
    set.facts = await discover(server.base, set.admin);
    log(`${label}: ${JSON.stringify(set.facts.totals)}`);
    return set;
  } catch (err) {
    await server.stop();
    throw err;
  }
}

let requestCount = 0;
async function requestOnce(set, path, isAdmin, n) {
  if (isAdmin && Date.now() - set.loggedInAt > 10 * 60_000) {
    set.admin.Authorization = await login(set.server.base); // access tokens last 15 minutes
    set.loggedInAt = Date.now();
  }
  requestCount += 1;
  const unique = path.replace("{n}", String(requestCount));
  return timed(`${set.server.base}${bust(unique, n)}`, isAdmin ? set.admin : {});
}

/**
 * Both servers run side by side and each endpoint's requests alternate between them, so a
 * neighbour's build slowing the machine down slows both data sets alike.
 */
async function measure(sets) {
  const runId = Date.now();
  const lists = sets.map((set) => endpoints(set.facts));
  for (const [e, [name]] of lists[0].entries()) {
    if (opts.only && !name.includes(opts.only)) continue;
    const samples = sets.map(() => ({ times: [], statuses: {}, bytes: 0 }));
    // Two unmeasured rounds first (route code, statement caches), then the measured ones.
    for (let i = -2; i < runs; i++) {
      const order = i % 2 === 0 ? sets.keys() : [...sets.keys()].reverse();
      for (const k of order) {
        const [, path, isAdmin] = lists[k][e];
        const r = await requestOnce(sets[k], path, isAdmin, `${runId}-${i}`);
        if (i < 0) continue;
        samples[k].times.push(r.ms);
        samples[k].statuses[r.status] = (samples[k].statuses[r.status] ?? 0) + 1;
        samples[k].bytes = r.bytes;
      }
    }
    const line = [];
    for (const [k, set] of sets.entries()) {
      const { times, statuses, bytes } = samples[k];
      set.endpoints[name] = {
        path: lists[k][e][1],
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
        statuses,
        bytes,
      };
      line.push(`${set.label} ${set.endpoints[name].medianMs.toFixed(1)} ms ${JSON.stringify(statuses)}`);
    }
    log(`  ${name}: ${line.join(", ")}`);
  }
}

const log = console.log;
const env = await environment();
if (!opts["skip-build"]) {
  log("Building …");
  build();
}
const buildDir = `.cache/bench-build-${port}`;
await snapshotBuild(buildDir);
const sets = [];
try {
  sets.push(await openSet("small", SETS.small, port, buildDir));
  sets.push(await openSet("large", SETS.large, port - 1, buildDir));
  await measure(sets);
} finally {
  for (const set of sets) await set.server.stop();
}
const [small, large] = sets.map(({ label, counts, state, facts, endpoints }) => ({
  label,
  counts,
  state,
  facts,
  endpoints,
}));

const round = (x, d = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);
const ok = (e) => e && Object.keys(e.statuses).every((s) => s.startsWith("2"));
const table = Object.keys(small.endpoints).map((name) => {
  const a = small.endpoints[name];
  const b = large.endpoints[name];
  const ratio = b ? b.medianMs / a.medianMs : Number.NaN;
  const flag = !ok(a) || !ok(b) ? "ERROR (status)" : ratio > LIMIT ? `> ${LIMIT}×` : "";
  return { endpoint: name, smallMs: a.medianMs, largeMs: b?.medianMs, ratio, flag };
});
console.table(
  table.map((r) => ({
    endpoint: r.endpoint,
    [`${SETS.small.boards} ms`]: round(r.smallMs),
    [`${SETS.large.boards} ms`]: round(r.largeMs),
    ratio: round(r.ratio, 2),
    flag: r.flag,
  })),
);
const flagged = table.filter((r) => r.flag);
log(
  flagged.length
    ? `${flagged.length} of ${table.length} endpoints flagged: ${flagged.map((r) => r.endpoint).join(", ")}`
    : `All ${table.length} endpoints within ${LIMIT}× with 2xx answers.`,
);
const file = writeResult("scale", {
  ...env,
  command: `npm run bench:scale -- ${process.argv.slice(2).join(" ")}`.trim(),
  runs,
  limit: LIMIT,
  keywords: KEYWORDS,
  small,
  large,
  ratios: table,
});
log(`Written to ${file}`);
