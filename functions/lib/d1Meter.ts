// Counts a request's D1 work for its log line (decision 020): statements sent, and the rows read and
// written that D1 reports in each result's meta. D1's raw() (Drizzle's typed selects) returns rows
// without meta, so for those the rows returned are counted as read: a lower bound, never a guess.

export interface D1Usage {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
}

interface Meta {
  meta?: { rows_read?: number; rows_written?: number };
}

/** A D1 binding that behaves exactly like `db` and adds each statement's work to `usage`. */
export function meterD1(db: D1Database): { db: D1Database; usage: D1Usage } {
  const usage: D1Usage = { queries: 0, rowsRead: 0, rowsWritten: 0 };
  const record = (result: Meta) => {
    usage.rowsRead += result.meta?.rows_read ?? 0;
    usage.rowsWritten += result.meta?.rows_written ?? 0;
  };
  // batch() is given the real statements: the runtime reads their internals.
  const inner = new WeakMap<object, D1PreparedStatement>();

  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = {
      bind: (...values: unknown[]) => statement(real.bind(...values)),
      async first(column?: string) {
        usage.queries++;
        // first() hides the meta too; one row (or none) was read at least.
        const row = await (column === undefined ? real.first() : real.first(column));
        if (row !== null) usage.rowsRead++;
        return row;
      },
      async all() {
        usage.queries++;
        const result = await real.all();
        record(result);
        return result;
      },
      async run() {
        usage.queries++;
        const result = await real.run();
        record(result);
        return result;
      },
      async raw(options?: { columnNames?: boolean }) {
        usage.queries++;
        const rows = await (options?.columnNames ? real.raw({ columnNames: true }) : real.raw());
        usage.rowsRead += Math.max(0, rows.length - (options?.columnNames ? 1 : 0));
        return rows;
      },
    } as unknown as D1PreparedStatement;
    inner.set(wrapped, real);
    return wrapped;
  };

  // The database and its read-replica sessions (withSession) answer the same prepare and batch.
  const meter = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === "prepare") return (query: string) => statement(object.prepare(query));
        if (property === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            usage.queries += statements.length;
            const results = await object.batch(statements.map((s) => inner.get(s) ?? s));
            for (const result of results) record(result);
            return results;
          };
        }
        if (property === "withSession" && "withSession" in object) {
          return (constraint?: string) => meter(object.withSession(constraint as D1SessionConstraint));
        }
        const value = Reflect.get(object, property, object);
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  return { db: meter(db), usage };
}
