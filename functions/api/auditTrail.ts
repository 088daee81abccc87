// Records every successful back-office change in the audit log, by path, so routes added later
// are recorded without edits (docs/decisions/033-audit-log.md). Mounted after the guard.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type AuditAction, recordAudit } from "../services/audit";
import type { ApiEnv } from "./router";

/** Reads that are recorded: they take data out of the back office. */
const AUDITED_READS: Record<string, AuditAction> = { "/api/admin/inquiry/export": "export" };

/**
 * Writes that change nothing kept: staging an upload (its use is recorded with the form that
 * claims it) and the password re-check before the profile form.
 */
const UNRECORDED = ["/api/admin/uploads", "/api/admin/info/check"];

/**
 * The sub-paths where a POST makes a new row; elsewhere (…/update, …/order) it changes one. A
 * calendar feed's POST issues a new address (the old one stops).
 */
const CREATES = new Set(["", "register", "copy", "feed"]);
/** Resources there is one of (one's own profile): a POST updates them. */
const SINGLE = new Set(["info"]);
/** Areas whose lists sit one level down (/settings/banner, /settings/logos): the list is the resource. */
const AREAS = new Set(["settings"]);

function actionOf(method: string, resource: string, rest: string[]): AuditAction | null {
  if (method === "DELETE") return "delete";
  if (rest.at(-1) === "role") return "role";
  if (method === "PUT" || method === "PATCH") return "update";
  if (method === "POST") return CREATES.has(rest.join("/")) && !SINGLE.has(resource) ? "create" : "update";
  return null;
}

const ID_KEY = /(^id|Ids?)$/;

/** The ids an input or answer names: a number, a list of them, or the first `…Id(s)` field. */
function idsIn(value: unknown): number[] {
  if (typeof value === "number" && Number.isSafeInteger(value)) return [value];
  if (typeof value === "string" && /^\d{1,15}$/.test(value)) return [Number(value)];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === "object" ? [] : idsIn(v)));
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (!ID_KEY.test(key)) continue;
      const ids = idsIn(v);
      if (ids.length > 0) return ids;
    }
  }
  return [];
}

async function targetOf(c: Context<ApiEnv>, resource: string): Promise<number[]> {
  const set = c.get("auditTarget");
  if (set !== undefined) return [set].flat();
  const validated = c.req.valid.bind(c.req) as (target: string) => unknown;
  for (const input of [validated("param"), validated("query"), validated("json")]) {
    const ids = idsIn(input);
    if (ids.length > 0) return ids;
  }
  if (c.res.headers.get("content-type")?.startsWith("application/json")) {
    const ids = idsIn(
      await c.res
        .clone()
        .json()
        .catch(() => null),
    );
    if (ids.length > 0) return ids;
  }
  // One's own profile and password.
  return resource === "info" ? [c.var.user.usersId] : [];
}

/** What a call is recorded as: its action, resource and sub-path; null for a call not recorded. */
export interface AuditCode {
  action: AuditAction;
  resource: string;
  /** The path after the resource, "/" for its root. */
  path: string;
}

/**
 * The row a successful call to an /api/admin path makes, by method and path alone, so the audit
 * screen's labels (app/admin/audit/labels.ts) can be checked against every route.
 */
export function auditCodeOf(method: string, path: string): AuditCode | null {
  if (UNRECORDED.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  const [resource = "", ...rest] = path.slice("/api/admin/".length).split("/");
  const action =
    method === "GET" ? AUDITED_READS[path] : actionOf(method, resource, AREAS.has(resource) ? rest.slice(1) : rest);
  return action ? { action, resource, path: `/${rest.join("/")}` } : null;
}

export const auditTrail = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 400 || c.get("repeat")) return;
  const code = auditCodeOf(c.req.method, c.req.path);
  if (!code) return;
  const { action, resource } = code;
  const detail: Record<string, string | number> = { ...c.get("auditDetail"), path: code.path };
  if (action === "role") detail.role = String(c.req.query("roleType") ?? "");
  await recordAudit(c.var.db, {
    actorId: c.var.user.usersId,
    username: c.var.user.username,
    action,
    resource,
    targetIds: await targetOf(c, resource),
    detail,
  });
});
