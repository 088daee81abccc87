// The Worker's "react-dom" (wrangler.toml [alias]). Server rendering needs only react-dom/server,
// but react-router-dom imports the browser renderer for flushSync, and bundling it costs ~250 KB
// and ~15 ms of every Worker start-up for code the server never runs. react-router-dom calls
// flushSync only in the browser and copes without it; nothing else on the server imports react-dom.
export function flushSync<T>(update: () => T): T {
  return update();
}

export function createPortal(): never {
  throw new Error("react-dom: portals are not rendered on the server (functions/shims/react-dom.ts)");
}
