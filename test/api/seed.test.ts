// The seed runs on an empty database only (`npm start`, README): "later starts keep your local data",
// also after staff deleted every sample manufacturer (audit 40: the seed took that for an empty
// database and failed on the administrator's fixed id, and the site did not start).
import { env } from "cloudflare:test";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { manufacturer, users } from "../../db/schema";
import { seed } from "../../db/seed";
import { callAs, loginAsAdmin } from "../auth-fixtures";
import { db, SEED_IMAGES } from "../fixtures";

const rows = async () => ({
  users: (await db().select({ n: count() }).from(users))[0]?.n,
  manufacturers: (await db().select({ n: count() }).from(manufacturer))[0]?.n,
});

describe("seed", () => {
  it("fills an empty database, then leaves it alone, also once every manufacturer is deleted", async () => {
    expect(await seed(getDb(env.DB), env.BUCKET, SEED_IMAGES)).toBe(true);
    const seeded = await rows();
    expect(seeded.manufacturers).toBeGreaterThan(0);
    expect(await seed(getDb(env.DB), env.BUCKET, SEED_IMAGES)).toBe(false);

    const deleted = await deleteEveryManufacturer();
    expect(deleted).toBe(200);
    expect(await rows()).toEqual({ users: seeded.users, manufacturers: 0 });
    expect(await seed(getDb(env.DB), env.BUCKET, SEED_IMAGES)).toBe(false);
    expect(await rows()).toEqual({ users: seeded.users, manufacturers: 0 });
  });
});

/** Deletes every manufacturer as staff would (the admin API). */
async function deleteEveryManufacturer(): Promise<number> {
  const admin = await loginAsAdmin();
  const ids = (await db().select({ manuId: manufacturer.manuId }).from(manufacturer)).map((m) => m.manuId);
  const res = await callAs(admin, "/api/admin/manu", {
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ manuIds: ids }),
  });
  return res.status;
}
