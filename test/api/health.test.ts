// GET /api/health (decision 144): what an uptime monitor polls. It says when the database is
// behind the code or unreachable, or the back office closed, while the public pages still answer.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LATEST_MIGRATION } from "../../functions/api/health";
import { call, callWith } from "../fixtures";

const health = async (res: Response) => [res.status, res.headers.get("Cache-Control"), await res.json()];

describe("GET /api/health", () => {
  it("names the newest migration of the folder (a new migration updates it)", () => {
    expect(LATEST_MIGRATION).toBe(env.TEST_MIGRATIONS.at(-1)?.name);
  });

  it("is 200 and all ok on a database at the code's migration, never stored", async () => {
    expect(await health(await call("/api/health"))).toEqual([
      200,
      "no-store",
      { status: "ok", database: "ok", migrations: "ok", configuration: "ok" },
    ]);
  });

  it("is 503 'behind' when the newest migration was not applied, while the home page still answers", async () => {
    const [last] = (
      await env.DB.prepare("SELECT id, name FROM d1_migrations ORDER BY id DESC LIMIT 1").all<{
        id: number;
        name: string;
      }>()
    ).results;
    await env.DB.prepare("DELETE FROM d1_migrations WHERE id = ?").bind(last?.id).run();
    try {
      expect(await health(await call("/api/health"))).toEqual([
        503,
        "no-store",
        { status: "failed", database: "ok", migrations: "behind", configuration: "ok" },
      ]);
      expect((await call("/")).status).toBe(200);
    } finally {
      await env.DB.prepare("INSERT INTO d1_migrations (id, name) VALUES (?, ?)").bind(last?.id, last?.name).run();
    }
  });

  it("is 503 when the database does not answer, or the configuration closes the back office", async () => {
    // The real binding, each statement's read failing as D1 does when it is down.
    const failingRead = <T extends object>(target: T, method: string, then: (value: unknown) => unknown): T =>
      new Proxy(target, {
        get(inner, prop) {
          const value = Reflect.get(inner, prop);
          if (typeof value !== "function") return value;
          return prop === method ? (...args: unknown[]) => then(value.apply(inner, args)) : value.bind(inner);
        },
      });
    const failing = failingRead(env.DB, "withSession", (session) =>
      failingRead(session as D1DatabaseSession, "prepare", (statement) =>
        failingRead(statement as D1PreparedStatement, "first", () => Promise.reject(new Error("D1_ERROR: down"))),
      ),
    );
    const down = await callWith(new Request("http://localhost/api/health"), { DB: failing });
    expect(await health(down)).toEqual([
      503,
      "no-store",
      { status: "failed", database: "failed", migrations: "failed", configuration: "ok" },
    ]);
    const closed = await callWith(new Request("http://localhost/api/health"), { JWT_SECRET: "too short" });
    expect(await health(closed)).toEqual([
      503,
      "no-store",
      { status: "failed", database: "ok", migrations: "ok", configuration: "closed" },
    ]);
  });
});
