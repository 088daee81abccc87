// `remix-build` is an alias (wrangler.toml [alias], vitest.config.ts) for build/server/index.js.
declare module "remix-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";

  const build: ServerBuild;
  export = build;
}
