// Server faults in the log: what kind of error, its code and an id, never its message (only
// SQLite's naming of a missing table or column, which holds no values). Messages
// carry data: Drizzle's "Failed query: … params: …" holds the values of the statement (e-mail,
// password hash, phone), and a request's query string may hold a search or a name.
import type { D1Usage } from "./d1Meter";

/** An id for one fault: in the log line and in the answer, so a user's report finds the line. */
export function newErrorId(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The most precise first: D1's messages end in the SQLite result code.
const CODES = [/\bSQLITE_[A-Z_]+\b/, /\bD1_[A-Z_]+\b/];
const codeIn = (message: string) => CODES.map((re) => re.exec(message)?.[0]).find(Boolean);
// SQLite's words for a database behind the code (a migration not applied): names, never values.
const SCHEMA = /\b(?:no such (?:table|column): [\w.]+|table \w+ has no column named \w+)/;

/** The error's name and those of its causes, plus a machine code when one is known (SQLITE_…, D1_…). */
export function describeError(error: unknown): string {
  const names: string[] = [];
  let code: string | undefined;
  let schema: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (!(current instanceof Error)) {
      names.push(typeof current);
      break;
    }
    names.push(current.name);
    const own = (current as { code?: unknown }).code;
    code ??= typeof own === "string" || typeof own === "number" ? String(own) : codeIn(current.message);
    schema ??= SCHEMA.exec(current.message)?.[0];
    current = current.cause;
  }
  const described = code ? `${names.join(" < ")} [${code}]` : names.join(" < ");
  return schema ? `${described} ${schema}` : described;
}

/**
 * Logs a fault as `[scope] what: Name < CauseName [CODE] (error id)` and returns the id. `what` is a
 * method and a path, never a query string or a body.
 */
export function logError(scope: string, what: string, error: unknown, errorId = newErrorId()): string {
  console.error(`[${scope}] ${what}: ${describeError(error)} (error id ${errorId})`);
  return errorId;
}

/** A path as a route for the logs: ids and stored file names replaced; the query is never seen. */
export function routeOf(pathname: string): string {
  return pathname
    .slice(0, 200)
    .replace(/\/\d+(?=\/|\.data$|$)/g, "/:id")
    .replace(/\/[0-9a-f-]{16,}(\.[a-z0-9]+)?$/i, "/:file");
}

/**
 * The one JSON line per request of production's logs (observability, decision 020): method, route,
 * status, wall time as the runtime reports it, whether the edge cache answered, and the D1 work
 * (statements, rows read and written: functions/lib/d1Meter.ts).
 */
export function requestLogLine(
  method: string,
  pathname: string,
  response: Response,
  startedAt: number,
  d1: D1Usage,
): string {
  const cache = response.headers.get("X-Cache") ?? "none";
  return JSON.stringify({
    type: "request",
    method,
    route: routeOf(pathname),
    status: response.status,
    ms: Date.now() - startedAt,
    cache: cache === "HIT" ? `HIT ${response.headers.get("X-Cache-Layer") ?? ""}`.trim() : cache,
    d1,
  });
}
