// `remix-build` is an alias (wrangler.toml [alias], vitest.config.ts) for build/server/index.js.
declare module "remix-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";

  const build: ServerBuild;
  export = build;
}

// `build-id` (wrangler.toml [alias], vitest.config.ts): build/server/build-id.js, made by vite.config.ts.
declare module "build-id" {
  const id: string;
  export default id;
}
