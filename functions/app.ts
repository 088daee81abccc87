// The Hono app behind /api (plus POST /login, POST /logout and /item images): one sub-router
// per resource, one error mapping. The same app runs under `wrangler dev`/production
// (functions/worker.ts) and under `remix vite:dev` (app/routes/api.$.ts).
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { getDb, publicDb } from "../db/client";
import { adminAuditRouter } from "./api/admin/audit";
import { adminBoardFilesRouter } from "./api/admin/boardfiles";
import { adminBoardsRouter } from "./api/admin/boards";
import { adminCalendarRouter } from "./api/admin/calendar";
import { adminGlassRouter } from "./api/admin/glass";
import { adminInfoRouter } from "./api/admin/info";
import { adminInquiryRouter } from "./api/admin/inquiry";
import { adminItemImagesRouter } from "./api/admin/itemImages";
import { adminItemsRouter } from "./api/admin/items";
import { adminManuRouter } from "./api/admin/manu";
import { adminReleaseRouter } from "./api/admin/release";
import { adminSettingsRouter } from "./api/admin/settings";
import { adminBannerRouter, adminLogosRouter } from "./api/admin/siteMedia";
import { adminTypeRouter } from "./api/admin/type";
import { adminUsersRouter } from "./api/admin/users";
import { adminVisitsRouter } from "./api/admin/visits";
import { auditTrail } from "./api/auditTrail";
import { boardFilesRouter } from "./api/boardFiles";
import { boardsRouter } from "./api/boards";
import { calendarRouter } from "./api/calendar";
import { healthRouter } from "./api/health";
import { imageRouter } from "./api/image";
import { inquiryRouter } from "./api/inquiry";
import { itemImagesRouter } from "./api/itemImages";
import { itemsRouter } from "./api/items";
import { manufacturersRouter } from "./api/manufacturers";
import type { ApiEnv } from "./api/router";
import { sessionRouter } from "./api/session";
import { siteImagesRouter } from "./api/siteImages";
import { typeRouter } from "./api/type";
import { adminUploadsRouter, uploadsRouter } from "./api/uploads";
import { visitsRouter } from "./api/visits";
import { requireAdmin, requireLogin } from "./auth/guard";
import { sectionsOfWrite } from "./cache/sections";
import { bumpVersions } from "./cache/versions";
import { AppError, errorResponse, STATUS_MESSAGES, serverErrorMessage } from "./lib/errors";
import { logError } from "./lib/log";
import { BOOKMARK_HEADER } from "./schemas/bookmark";

export function createApi() {
  const api = new Hono<ApiEnv>();
  api.use(async (c, next) => {
    if (!readsOwnWrites(c.req.path)) {
      c.set("db", publicDb(c.env.DB));
      return next();
    }
    // Staff read their own writes: from the bookmark they sent back, else from the primary.
    const session = c.env.DB.withSession(bookmarkOf(c.req.header(BOOKMARK_HEADER)));
    c.set("db", getDb(session));
    await next();
    const bookmark = session.getBookmark();
    if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
  });

  // A successful admin write gives the public content it changed a new version, so every cached
  // public response showing it is stale on the next request (docs/decisions/012-edge-cache.md).
  api.use("/api/admin/*", async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 400) return;
    try {
      await bumpVersions(c.env.DB, sectionsOfWrite(c.req.path));
    } catch (err) {
      // The write itself stands; cached copies then expire within the edge cache's lifetime.
      logError("cache", `version bump after ${c.req.method} ${c.req.path}`, err);
    }
  });

  // Admin responses are never stored by a browser or a cache.
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use("/api/admin/*", noStore);
  api.use("/api/image/upload", noStore);
  // The guard goes by path: every route under /api/admin is behind it, including later ones.
  api.use("/api/admin/*", requireLogin);
  api.use("/api/admin/*", requireAdmin);
  api.use("/api/admin/*", auditTrail);
  api.use("/api/image/upload", requireLogin);

  // Chained, so each route's input and answer types make up AppType for the typed client.
  const app = api
    .route("/", sessionRouter)
    .route("/api/manufacturers", manufacturersRouter)
    .route("/api/type", typeRouter)
    .route("/api/items", itemsRouter)
    .route("/api/boards", boardsRouter)
    .route("/api/boardFiles", boardFilesRouter)
    .route("/api/inquiry", inquiryRouter)
    .route("/api/calendar", calendarRouter)
    .route("/item", itemImagesRouter)
    .route("/api/image", imageRouter)
    .route("/api/uploads", uploadsRouter)
    .route("/api/site-images", siteImagesRouter)
    .route("/api/visit", visitsRouter)
    .route("/api/health", healthRouter)
    .route("/api/admin/glass", adminGlassRouter)
    .route("/api/admin/type", adminTypeRouter)
    .route("/api/admin/items/images", adminItemImagesRouter)
    .route("/api/admin/items", adminItemsRouter)
    .route("/api/admin/manu", adminManuRouter)
    .route("/api/admin/inquiry", adminInquiryRouter)
    .route("/api/admin/boards", adminBoardsRouter)
    .route("/api/admin/boardfiles", adminBoardFilesRouter)
    .route("/api/admin/calendar", adminCalendarRouter)
    .route("/api/admin/release", adminReleaseRouter)
    .route("/api/admin/info", adminInfoRouter)
    .route("/api/admin/users", adminUsersRouter)
    .route("/api/admin/audit", adminAuditRouter)
    .route("/api/admin/visits", adminVisitsRouter)
    .route("/api/admin/uploads", adminUploadsRouter)
    .route("/api/admin/settings/banner", adminBannerRouter)
    .route("/api/admin/settings/logos", adminLogosRouter)
    .route("/api/admin/settings", adminSettingsRouter);

  app.notFound(() => errorResponse(404, "요청하신 API를 찾을 수 없습니다."));
  app.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(err.status, err.message, err.headers);
    if (err instanceof HTTPException) {
      return errorResponse(err.status, STATUS_MESSAGES[err.status] ?? "요청을 처리할 수 없습니다.");
    }
    // Name, code and an id only: messages hold the statement's values, URLs may hold personal data.
    const errorId = logError("api", `${c.req.method} ${c.req.path}`, err);
    return errorResponse(500, serverErrorMessage(errorId));
  });
  return app;
}

/** The API's routes with their inputs and answers, for `hc<AppType>` (app/admin/shared/rpc.ts). */
export type AppType = ReturnType<typeof createApi>;

/** Session and back-office calls, which must see what the same person has just written. */
function readsOwnWrites(pathname: string): boolean {
  return (
    pathname.startsWith("/api/admin/") ||
    pathname.startsWith("/api/image/") ||
    pathname === "/api/auth" ||
    pathname === "/login" ||
    pathname === "/logout"
  );
}

/** A bookmark as D1 writes them (hex groups and dashes); anything else reads from the primary. */
const bookmarkOf = (value: string | undefined) =>
  value && /^[0-9a-f-]{8,200}$/i.test(value) ? value : "first-primary";
