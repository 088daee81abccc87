// CPU profile of the Worker under load: the production build under `wrangler dev` (as bench),
// the V8 profiler of workerd through wrangler's inspector, autocannon on one path for a few
// seconds, then the functions, packages and files with the most self time. For finding where a
// request's CPU goes; the figures to quote come from `npm run bench`.
// Usage: node bench/profile.mjs [--path /] [--uncached] [--seconds 6] [--port 8793] [--skip-build]
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { build, bust, freshSeededState, snapshotBuild, startServer } from "./server.mjs";

const { values: opts } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    uncached: { type: "boolean", default: false },
    seconds: { type: "string", default: "6" },
    port: { type: "string", default: "8793" },
    "skip-build": { type: "boolean", default: false },
    top: { type: "string", default: "40" },
  },
});
const port = Number(opts.port);
if (!opts["skip-build"]) build();
const buildDir = `.cache/bench-build-${port}`;
await snapshotBuild(buildDir);
const state = `.wrangler/bench-${port}`;
freshSeededState(state);
// Not minified, so the profile names functions.
const server = await startServer({ port, state, buildDir, args: ["--minify=false"] });
const base = `http://127.0.0.1:${port}`;
try {
  // Warm the isolate (lazy imports, first render) before profiling.
  for (let i = 0; i < 5; i++) await (await fetch(`${base}${opts.path}${opts.uncached ? `?_w=${i}` : ""}`)).text();
  const targets = await (await fetch(`http://127.0.0.1:${port + 600}/json`)).json();
  // wrangler's inspector proxy only accepts DevTools origins.
  // (Node's WebSocket takes headers as an extension of the standard constructor.)
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl, {
    headers: { origin: "https://devtools.devprod.cloudflare.dev" },
  });
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  // The bundle's source, to attribute samples to the package or file each line came from
  // (esbuild marks every module with a "// path" comment line).
  const parsed = [];
  const onMessage = ws.onmessage;
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.method === "Debugger.scriptParsed" && msg.params.url.endsWith("worker.js"))
      parsed.push(msg.params.scriptId);
    onMessage(event);
  };
  await send("Debugger.enable");
  for (let i = 0; i < 20 && parsed.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const source = parsed.length
    ? (await send("Debugger.getScriptSource", { scriptId: parsed[0] })).result.scriptSource
    : "";
  // Beside the profile: its line numbers are this bundle's, which no build on disk has.
  writeFileSync(`.cache/worker-${port}.js`, source);
  await send("Debugger.disable");
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  let n = 0;
  const result = await autocannon({
    url: `${base}${opts.path}`,
    connections: 16,
    duration: Number(opts.seconds),
    requests: opts.uncached ? [{ setupRequest: (req) => ({ ...req, path: bust(opts.path, `p${n++}`) }) }] : undefined,
  });
  const { result: stopped } = await send("Profiler.stop");
  ws.close();
  const profile = stopped.profile;
  mkdirSync(".cache", { recursive: true });
  writeFileSync(`.cache/worker-${port}.cpuprofile`, JSON.stringify(profile));
  // Self time per node, from the samples.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (const [i, nodeId] of profile.samples.entries()) self.set(nodeId, (self.get(nodeId) ?? 0) + (deltas[i + 1] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fnTotals = new Map();
  const fileTotals = new Map();
  const moduleTotals = new Map();
  const marks = [];
  for (const [line, text] of source.split("\n").entries()) {
    const m = text.match(/^\/\/ (\S+)$/);
    if (m) marks.push([line, m[1].replace(/^.*node_modules\//, "").replace(/\/(dist|cjs|esm|umd)\/.*$/, "")]);
  }
  const moduleOf = (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid][0] <= line) {
        found = marks[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  for (const [nodeId, us] of self) {
    const { functionName, url, lineNumber } = byId.get(nodeId).callFrame;
    const file = url.replace(/^.*\//, "") || "(native)";
    const fn = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    fnTotals.set(fn, (fnTotals.get(fn) ?? 0) + us);
    fileTotals.set(file, (fileTotals.get(file) ?? 0) + us);
    const module = file === "worker.js" ? moduleOf(lineNumber) : `(native) ${functionName || "(anonymous)"}`;
    moduleTotals.set(module, (moduleTotals.get(module) ?? 0) + us);
  }
  const top = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(opts.top))
      .map(
        ([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      )
      .join("\n");
  console.log(
    `${result.requests.total} requests, ${result.requests.average} req/s; profile ${(total / 1000).toFixed(0)} ms sampled`,
  );
  console.log(
    `\nby file:\n${top(fileTotals)}\n\nby package or source file:\n${top(moduleTotals)}\n\nby function:\n${top(fnTotals)}`,
  );
} finally {
  server.stop();
}
