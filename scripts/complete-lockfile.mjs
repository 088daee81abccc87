// The npm registry reachable here lacks some platform builds (e.g. @biomejs/cli-android-arm64,
// @rollup/rollup-win32-x64-msvc), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as "out of sync". This adds an entry for each missing optional
// platform package, marked with its os/cpu/libc, so `npm ci` skips it on this platform as it
// would skip any foreign build. Run after `npm install` changes the lock: npm run lock:complete
import { readFileSync, writeFileSync } from "node:fs";

const OS = {
  android: "android",
  darwin: "darwin",
  win32: "win32",
  windows: "win32",
  freebsd: "freebsd",
  openbsd: "openbsd",
  openharmony: "openharmony",
  linux: "linux",
  netbsd: "netbsd",
  sunos: "sunos",
  aix: "aix",
};
const CPU = {
  arm64: "arm64",
  x64: "x64",
  64: "x64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
};

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.map((t) => OS[t]).find(Boolean);
  const cpu = tokens.map((t) => CPU[t]).find(Boolean);
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (tokens.includes("musl") || tokens.includes("musleabihf")) entry.libc = ["musl"];
  else if (os === "linux") entry.libc = ["glibc"];
  return entry;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;

/** Where Node would find `name` from the package at `from` (at version `version`), or null. */
function resolve(from, name, version) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    // The nearest copy is the one Node loads: if its version differs, this dependency is missing.
    if (packages[candidate]) return packages[candidate].version === version ? candidate : null;
    if (!base) return null;
    const i = base.lastIndexOf("node_modules/");
    base = i <= 0 ? "" : base.slice(0, i - 1);
  }
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  const optional = pkg.optionalDependencies;
  if (!optional) continue;
  const present = Object.entries(optional)
    .map(([n, v]) => resolve(path, n, v))
    .find(Boolean);
  for (const [name, spec] of Object.entries(optional)) {
    if (resolve(path, name, spec)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // Same folder as a sibling build that npm did place, else next to the parent.
    const dir = present ? present.slice(0, present.lastIndexOf("node_modules/")) : path ? `${path}/` : "";
    const key = `${dir}node_modules/${name}`;
    if (packages[key]) continue;
    packages[key] = { version: spec, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform packages recorded`);
