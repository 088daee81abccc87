import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env } from "../functions/env";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
      FUZZ_RUNS: string;
      FUZZ_SEED: string;
    }
    // Types `exports.default` of "cloudflare:workers" as our Worker.
    interface GlobalProps {
      mainModule: typeof import("../functions/worker");
    }
  }
}
type AppEnv = Env;
