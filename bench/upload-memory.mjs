// Upload memory benchmark: the Worker's memory under `wrangler dev` serving the production build,
// before and during a 5 × 20 MB inquiry sent as the spec's one multipart request, and during the
// same five files staged one per request (our forms). Two figures: the Worker isolate's heap as V8
// reports it through the inspector (JS heap + ArrayBuffer backing stores: what the 128 MB limit
// counts), and the resident memory (RSS) of the whole workerd process, which also runs the local
// D1/R2 simulators and keeps freed pages.
// Usage: npm run bench:upload-memory [-- --port 8795 --files 5 --mb 20 --skip-build]
// "20 MB" is 20,000,000 bytes: five of them fit the platform's 100 MiB body cap with the form's text.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import {
  build,
  environment,
  freshSeededState,
  login,
  sleep,
  snapshotBuild,
  startServer,
  writeResult,
} from "./server.mjs";

const { values: opts } = parseArgs({
  options: {
    port: { type: "string", default: "8795" },
    files: { type: "string", default: "5" },
    mb: { type: "string", default: "20" },
    "skip-build": { type: "boolean", default: false },
  },
});
const port = Number(opts.port);
const fileCount = Number(opts.files);
const fileBytes = Number(opts.mb) * 1_000_000;
if (!(port > 1024 && fileCount >= 1 && fileCount <= 5 && fileBytes > 0 && fileBytes <= 20 * 1024 * 1024)) {
  throw new Error("--port > 1024, --files 1–5, --mb up to 20 MiB");
}

/** RSS in MB of the workerd processes wrangler started (its own process group). */
function workerdRss(group) {
  const rows = execFileSync("ps", ["-eo", "pgid=,rss=,comm="], { encoding: "utf8" }).trim().split("\n");
  let kb = 0;
  for (const row of rows) {
    const [pgid, rss, ...comm] = row.trim().split(/\s+/);
    if (Number(pgid) === group && comm.join(" ").includes("workerd")) kb += Number(rss);
  }
  return Math.round((kb / 1024) * 10) / 10;
}

/** The Worker isolate's inspector (wrangler dev --inspector-port), for V8's own heap figures. */
async function inspector(port) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve);
    ws.addEventListener("error", reject);
  });
  let next = 0;
  const waiting = new Map();
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data));
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  const call = (method) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method }));
    });
  return {
    /** JS heap plus ArrayBuffer backing stores, in MB. */
    async isolateMb() {
      const { result } = await call("Runtime.getHeapUsage");
      return Math.round(((result.usedSize + (result.backingStorageSize ?? 0)) / 1024 / 1024) * 10) / 10;
    },
    close: () => ws.close(),
  };
}

/** Samples the isolate and RSS every 25 ms while `work` runs; their peaks. */
async function sampled(group, heap, work) {
  let peakRss = workerdRss(group);
  let peakIsolate = await heap.isolateMb();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakRss = Math.max(peakRss, workerdRss(group));
      peakIsolate = Math.max(peakIsolate, await heap.isolateMb());
      await sleep(25);
    }
  })();
  const t = performance.now();
  try {
    const result = await work();
    return { ...result, peakRss, peakIsolate, seconds: Math.round((performance.now() - t) / 100) / 10 };
  } finally {
    running = false;
    await sampler;
  }
}

/** A PDF-signed file of `size` bytes whose content varies (no compressible run of zeros). */
function drawing(size, n) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = (i / 4096 + n) & 0xff;
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return new Blob([bytes], { type: "application/pdf" });
}

function inquiryForm(title) {
  const form = new FormData();
  form.append("title", title);
  form.append("content", "<p>메모리 측정용 문의입니다.</p>");
  form.append("writer", "벤치마크");
  return form;
}

async function storedFiles(base, auth, title) {
  const list = await (await fetch(`${base}/api/admin/inquiry?size=50`, { headers: { authorization: auth } })).json();
  const row = list.content.find((r) => r.title === title);
  if (!row) return [];
  const detail = await fetch(`${base}/api/admin/inquiry/detail?inquiryId=${row.inquiryId}`, {
    headers: { authorization: auth },
  });
  return (await detail.json()).inquiryFiles;
}

if (!opts["skip-build"]) build();
const buildDir = `.cache/bench-build-${port}`;
await snapshotBuild(buildDir);
const state = `.wrangler/bench-upload-${port}`;
freshSeededState(state);
const server = await startServer({ port, state, buildDir });
const { base, pid: group } = server;
try {
  const auth = await login(base);
  // Warm up: the render path loads on the first request, then a small inquiry with one file.
  for (const path of ["/", "/inquiryForm", "/api/manufacturers"]) await (await fetch(`${base}${path}`)).arrayBuffer();
  const warm = inquiryForm("워밍업 문의");
  warm.append("files", drawing(100_000, 0), "warm.pdf");
  await (await fetch(`${base}/api/inquiry`, { method: "POST", body: warm })).text();
  const heap = await inspector(port + 600);
  await sleep(2000);
  const idle = [];
  for (let i = 0; i < 8; i++) {
    idle.push(workerdRss(group));
    await sleep(250);
  }
  const beforeMb = Math.max(...idle);
  const beforeIsolate = await heap.isolateMb();

  const files = Array.from({ length: fileCount }, (_, i) => drawing(fileBytes, i + 1));
  const single = await sampled(group, heap, async () => {
    const title = `메모리 측정 단일 요청 ${Date.now()}`;
    const form = inquiryForm(title);
    for (const [i, f] of files.entries()) form.append("files", f, `도면${i + 1}.pdf`);
    const res = await fetch(`${base}/api/inquiry`, { method: "POST", body: form });
    return { status: res.status, answer: await res.text(), title };
  });
  const singleStored = await storedFiles(base, auth, single.title);

  await sleep(2000);
  const beforeStaged = await heap.isolateMb();
  const staged = await sampled(group, heap, async () => {
    const ids = [];
    for (const [i, f] of files.entries()) {
      const one = new FormData();
      one.append("file", f, `도면${i + 1}.pdf`);
      const res = await fetch(`${base}/api/uploads`, { method: "POST", body: one });
      if (res.status !== 200) throw new Error(`staging answered ${res.status}: ${await res.text()}`);
      ids.push((await res.json()).uploadId);
    }
    const title = `메모리 측정 파일별 요청 ${Date.now()}`;
    const form = inquiryForm(title);
    for (const id of ids) form.append("uploadIds", id);
    const res = await fetch(`${base}/api/inquiry`, { method: "POST", body: form });
    return { status: res.status, answer: await res.text(), title };
  });
  const stagedStored = await storedFiles(base, auth, staged.title);

  heap.close();
  const mb = (n) => Math.round((n / 1_000_000) * 10) / 10;
  const figures = (run, isolateBefore, stored) => ({
    status: run.status,
    storedFiles: stored.length,
    isolatePeakMb: run.peakIsolate,
    isolateGrowthMb: Math.round((run.peakIsolate - isolateBefore) * 10) / 10,
    workerdRssPeakMb: run.peakRss,
    workerdRssGrowthMb: Math.round((run.peakRss - beforeMb) * 10) / 10,
    seconds: run.seconds,
  });
  const result = {
    environment: await environment(),
    files: fileCount,
    fileMB: mb(fileBytes),
    before: { isolateMb: beforeIsolate, workerdRssMb: beforeMb },
    singleRequest: figures(single, beforeIsolate, singleStored),
    filePerRequest: figures(staged, beforeStaged, stagedStored),
  };
  const row = (f) => ({
    isolateMB: f.isolatePeakMb,
    isolateGrowthMB: f.isolateGrowthMb,
    workerdRssMB: f.workerdRssPeakMb,
    status: f.status,
    stored: f.storedFiles,
    s: f.seconds,
  });
  console.table({
    "idle (before)": { isolateMB: beforeIsolate, workerdRssMB: beforeMb },
    [`one request, ${fileCount} × ${mb(fileBytes)} MB`]: row(result.singleRequest),
    [`${fileCount} staged + submit`]: row(result.filePerRequest),
  });
  if (single.status !== 200 || singleStored.length !== fileCount) throw new Error(`single request: ${single.answer}`);
  if (staged.status !== 200 || stagedStored.length !== fileCount) throw new Error(`staged: ${staged.answer}`);
  console.log(`Wrote ${writeResult("upload-memory", result)}`);
} finally {
  await server.stop();
}
