import type { Versions } from "../functions/cache/versions";
import type { Env } from "../functions/env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The content versions of a public page's cache key (functions/cache/readMemo.ts); absent
     * for what is never cached (back office, sessions) and on the dev server. */
    content?: Versions;
  }
}
