import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

describe("GET /api/manufacturers", () => {
  it("lists the public manufacturers by manuId with the spec's field names", async () => {
    const res = await call("/api/manufacturers");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { manuId: 1, manuName: "한빛 프리미엄", manuYN: "Y" },
      { manuId: 2, manuName: "청솔 시스템", manuYN: "Y" },
      { manuId: 3, manuName: "다온 창호", manuYN: "Y" },
    ]);
  });
});
