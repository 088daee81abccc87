import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { type AppConfig, cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import type { DefineRouteFunction } from "@remix-run/dev/dist/config/routes";
import { defineConfig, type Plugin } from "vite";
import { adminRoutes } from "./app/admin/routes";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The back office's routes are listed in app/admin/routes.ts (decision 022); the public pages are
// files in app/routes/. Development only (decision 001): under `remix vite:dev` the dev-routes hand
// /api, /item and POST /login, /logout to the Hono app. The production Worker answers those paths
// before Remix, so the build leaves them out and bundles the API once. login/logout keep the ids of
// app/routes/login.ts and logout.ts, which they replace (same GET, plus the POST).
const routes =
  (command: string): AppConfig["routes"] =>
  async (defineRoutes) =>
    defineRoutes((route) => {
      adminRoutes(route);
      if (command !== "serve") return;
      route("api/*", "dev-routes/api.$.ts", { id: "dev-routes/api" });
      route("item/:fileName", "dev-routes/item.$fileName.ts", { id: "dev-routes/item" });
      route("item/thumb/:fileName", "dev-routes/item.$fileName.ts", { id: "dev-routes/item-thumb" });
      route("login", "dev-routes/login.ts", { id: "routes/login" });
      route("logout", "dev-routes/logout.ts", { id: "routes/logout" });
    });

const SHELL_MODULES = [
  "/app/components/ErrorScreen.tsx",
  "/app/components/JsonLd.tsx",
  "/app/components/Toaster.tsx",
  "/app/components/notify.ts",
  "/app/lib/category.ts",
  "/app/lib/critical-css.ts",
  "/app/lib/csp-nonce.ts",
  "/app/lib/hydrated.ts",
  "/app/lib/seo.ts",
  "/app/lib/siteImages.ts",
  "/functions/lib/dates.ts",
];

// React and Remix stay in the shell: a manual chunk would otherwise take them in with its modules.
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[a-z-]+|react-router|react-router-dom|turbo-stream)\//;

const FORM_CHUNKS: Record<string, string[]> = {
  formRules: ["/functions/files/rules.ts", "/functions/schemas/inquiryRules.ts", "/app/lib/fitPhoto.ts"],
  formKit: ["/app/lib/tickets.ts", "/app/lib/leaveGuard.ts", "/app/components/UploadList.tsx"],
};

const serverBuildDir = new URL("./build/server/", import.meta.url).pathname;
const serverOnlyDirs = ["functions", "db"].map((dir) => new URL(`./${dir}/`, import.meta.url).pathname);

// The server build leaves the modules of functions/ and db/ (services, schema, …) as imports of
// their source files, so wrangler bundles each once for both the Worker and the Remix loaders:
// one copy, and one module instance (in-isolate state included) instead of two.
function serverModulesStayShared(): Plugin {
  return {
    name: "server-modules-stay-shared",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!options.ssr || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && serverOnlyDirs.some((dir) => resolved.id.startsWith(dir))) {
        // Written as seen from build/server/index.js, where wrangler and Vitest read it.
        return { id: relative(serverBuildDir, resolved.id), external: true };
      }
      return null;
    },
  };
}

// The back office renders in the browser only (decision 121): on the server every /admin path stops
// at AdminLayout's HydrateFallback (its clientLoader hydrates), so no screen under it is ever run
// there. The server build gets each screen as a stub with the screen's own title (the head is
// rendered on both sides and must match); the browser build and the route manifest (read from the
// source files) keep the real modules. A screen whose meta is not a constant keeps its module.
const adminScreens = new Set<string>();
adminRoutes(((_path: string, file: string, children?: unknown) => {
  if (typeof children === "function") children();
  else adminScreens.add(new URL(`./app/${file}`, import.meta.url).pathname);
}) as unknown as DefineRouteFunction);
const CONSTANT_META = /^export const meta: MetaFunction = (\(\) => \[[^\n`]*\]);$/m;

function adminScreensStayInTheBrowser(): Plugin {
  return {
    name: "admin-screens-stay-in-the-browser",
    apply: "build",
    enforce: "pre",
    load(id, options) {
      if (!options?.ssr || !adminScreens.has(id)) return null;
      const meta = readFileSync(id, "utf8").match(CONSTANT_META)?.[1];
      if (!meta) return null;
      return `// Rendered in the browser only (vite.config.ts, decision 121).\nexport const meta = ${meta};\nexport default function AdminScreen() {\n  return null;\n}\n`;
    },
  };
}

// A new id for every build, in its own tiny module (build/server/build-id.js): part of every cached
// public response's key (decision 012), so a deploy never serves pages that point at the assets of
// the build before, and the Worker reads it without loading the Remix build at start-up.
function buildId(): Plugin {
  let ssr = false;
  return {
    name: "build-id",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) return;
      const source = `export default ${JSON.stringify(crypto.randomUUID())};\n`;
      this.emitFile({ type: "asset", fileName: "build-id.js", source });
    },
  };
}

// `npm run test:dev` (test/dev) runs the development server on a local state and a Vite cache of
// its own (the directory `wrangler --persist-to` would take), so it starts cold like a fresh clone.
const DEV_STATE = process.env.DEV_STATE;

export default defineConfig(({ command, isSsrBuild }) => ({
  cacheDir: DEV_STATE ? `${DEV_STATE}/vite` : undefined,
  plugins: [
    // Gives loaders context.cloudflare.env with the local D1 and R2 of wrangler.toml in `npm run dev`.
    cloudflareDevProxyVitePlugin(DEV_STATE ? { persist: { path: `${DEV_STATE}/v3` } } : {}),
    serverModulesStayShared(),
    adminScreensStayInTheBrowser(),
    buildId(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      routes: routes(command),
    }),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    target: "es2022",
    // Browser chunks go through terser: 3.4 KB gzip smaller per public route than esbuild's output
    // (/inquiryForm 100.0 → 96.5 KB, home 94.1 → 90.8; npm run check:budgets), (the whole build: 24 s on this machine).
    // The server bundle keeps esbuild (wrangler minifies nothing; its size is checked apart).
    minify: isSsrBuild ? "esbuild" : "terser",
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // What every page loads with the root layout rides in one chunk: these small modules and,
            // with them, what they need (React, Remix). Seven files became one request, compressed
            // together: the home page's JS went from 101.1 to 97.7 KB gzip (npm run check:budgets).
            // The five small shared modules added later (dates, SEO, site images, critical CSS, the
            // holiday notice: 2.3 KB) took the home page from ten requests to five (97.2 KB).
            // useHydrated (four lines, a chunk of its own before) joined when 추가 문의 took files:
            // /inquiryForm 100.0 → 99.8 KB, the home page 93.7 → 93.6, pages without it +0.1.
            // JsonLd (every page loaded its 0.35 KB chunk): every public route −0.2 KB.
            // HolidayNotice left it again (only / and /help show it): other public routes −0.2 KB.
            manualChunks(id: string) {
              if (SHELL_MODULES.some((m) => id.endsWith(m)) || FRAMEWORK.test(id)) return "shell";
              // Vite's helper for import(): its own file, not folded into the first chunk that needs it.
              if (id.includes("vite/preload-helper")) return "preload-helper";
              // The inquiry pages' small shared modules, one file each before (decision 125): the
              // form's rules and its helpers. /inquiryForm 102.37 → 101.94 KB gzip.
              for (const [chunk, modules] of Object.entries(FORM_CHUNKS)) {
                if (modules.some((m) => id.endsWith(m))) return chunk;
              }
            },
          },
        },
  },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"] },
  },
  // `npm run dev` only: the first scan crawls every module of the app, so no dependency is found
  // later on a page load. Found late (the loaders' imports, keen-slider/react, the admin editors),
  // they made Vite optimise again and reload, and the page ran two copies of React ("Invalid hook
  // call") and never hydrated.
  optimizeDeps: { entries: ["app/**/*.{ts,tsx}"] },
}));
