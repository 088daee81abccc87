// Server faults in the log: what kind of error, its code and an id, never its message. Messages
// carry data: Drizzle's "Failed query: … params: …" holds the values of the statement (e-mail,
// password hash, phone), and a request's query string may hold a search or a name.

/** An id for one fault: in the log line and in the answer, so a user's report finds the line. */
export function newErrorId(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The most precise first: D1's messages end in the SQLite result code.
const CODES = [/\bSQLITE_[A-Z_]+\b/, /\bD1_[A-Z_]+\b/];
const codeIn = (message: string) => CODES.map((re) => re.exec(message)?.[0]).find(Boolean);

/** The error's name and those of its causes, plus a machine code when one is known (SQLITE_…, D1_…). */
export function describeError(error: unknown): string {
  const names: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (!(current instanceof Error)) {
      names.push(typeof current);
      break;
    }
    names.push(current.name);
    const own = (current as { code?: unknown }).code;
    code ??= typeof own === "string" || typeof own === "number" ? String(own) : codeIn(current.message);
    current = current.cause;
  }
  return code ? `${names.join(" < ")} [${code}]` : names.join(" < ");
}

/**
 * Logs a fault as `[scope] what: Name < CauseName [CODE] (error id)` and returns the id. `what` is a
 * method and a path, never a query string or a body.
 */
export function logError(scope: string, what: string, error: unknown, errorId = newErrorId()): string {
  console.error(`[${scope}] ${what}: ${describeError(error)} (error id ${errorId})`);
  return errorId;
}
