// Back office glass specs, item types and manufacturers (SPEC §7 "Admin: glass and type",
// "Admin: manufacturers"; API-SHAPES §4 and §7). Staff accounts (ROLE_USER) may use all of it.
import { env } from "cloudflare:test";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, glassSpec, item, itemType, manufacturer } from "../../db/schema";
import { SEED_MANUFACTURERS } from "../../db/seed";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, call, contentChanged, db, expectJsonError, PNG, seedDatabase } from "../fixtures";

let staff: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
  admin = await loginAsAdmin();
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

async function expectText(res: Response, status: number, text: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain;\s*charset=UTF-8/i);
  expect(await res.text()).toBe(text);
}

async function getJson(path: string, who: LoggedIn = staff) {
  const res = await callAs(who, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.json();
}

const glassRows = () => db().select().from(glassSpec).orderBy(asc(glassSpec.glassSpecId));
const typeRows = () => db().select().from(itemType).orderBy(asc(itemType.itemTypeId));

describe("without a token", () => {
  it("answers 401 JSON to every admin catalogue call and changes nothing", async () => {
    for (const [path, method] of [
      ["/api/admin/glass", "GET"],
      ["/api/admin/glass?newGlassSpec=99mm", "POST"],
      ["/api/admin/glass?deletedIds=1", "DELETE"],
      ["/api/admin/type", "GET"],
      ["/api/admin/type?itemTypeName=무단", "POST"],
      ["/api/admin/manu/list", "GET"],
      ["/api/admin/manu", "DELETE"],
    ] as const) {
      await expectJsonError(await call(path, { method }), 401);
    }
    expect((await glassRows()).map((g) => g.glassSpecSize)).not.toContain("99mm");
    expect(await db().select().from(manufacturer)).toHaveLength(3);
  });
});

describe("GET /api/admin/glass", () => {
  it("lists every glass spec by glassSpecId with exactly glassSpecId and glassSpecSize", async () => {
    expect(await getJson("/api/admin/glass")).toStrictEqual([
      { glassSpecId: 1, glassSpecSize: "22mm" },
      { glassSpecId: 2, glassSpecSize: "24mm" },
      { glassSpecId: 3, glassSpecSize: "26mm" },
      { glassSpecId: 4, glassSpecSize: "28mm" },
      { glassSpecId: 5, glassSpecSize: "43mm (삼중)" },
      { glassSpecId: 6, glassSpecSize: "-" },
    ]);
  });
});

describe("POST /api/admin/glass?newGlassSpec=", () => {
  it("registers a spec from the URL-encoded query with 201 and the shown text", async () => {
    const size = "33mm + 로이";
    await expectText(
      await callAs(staff, `/api/admin/glass?newGlassSpec=${encodeURIComponent(size)}`, { method: "POST" }),
      201,
      "등록 되었습니다.",
    );
    const list = (await getJson("/api/admin/glass")) as { glassSpecId: number; glassSpecSize: string }[];
    expect(list.at(-1)).toEqual({ glassSpecId: 7, glassSpecSize: size });
  });

  it("refuses a missing, empty or blank value with 400 and stores nothing", async () => {
    for (const qs of ["", "?newGlassSpec=", "?newGlassSpec=%20%20"]) {
      await expectJsonError(
        await callAs(staff, `/api/admin/glass${qs}`, { method: "POST" }),
        400,
        "유리 사양을 입력해주세요.",
      );
    }
    expect(await glassRows()).toHaveLength(7);
  });

  it("refuses a value longer than 50 characters", async () => {
    const long = "가".repeat(51);
    await expectJsonError(
      await callAs(staff, `/api/admin/glass?newGlassSpec=${encodeURIComponent(long)}`, { method: "POST" }),
      400,
      "유리 사양은 50자 이하로 입력해주세요.",
    );
    expect((await glassRows()).map((g) => g.glassSpecSize)).not.toContain(long);
  });
});

describe("POST /api/admin/glass/update", () => {
  it("renames a spec from updateGlassSize and answers the shown text", async () => {
    await expectText(
      await callAs(staff, "/api/admin/glass/update", json("POST", { glassSpecId: 7, updateGlassSize: " 34mm " })),
      200,
      "수정이 완료 되었습니다.",
    );
    // A numeric string id works too.
    await expectText(
      await callAs(admin, "/api/admin/glass/update", json("POST", { glassSpecId: "7", updateGlassSize: "35mm" })),
      200,
      "수정이 완료 되었습니다.",
    );
    const [row] = await db().select().from(glassSpec).where(eq(glassSpec.glassSpecId, 7));
    expect(row?.glassSpecSize).toBe("35mm");
  });

  it("answers 404 for an unknown id and 400 for a blank size, a missing id or a bad body", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/glass/update", json("POST", { glassSpecId: 999, updateGlassSize: "1mm" })),
      404,
      "유리 사양을 찾을 수 없습니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/glass/update", json("POST", { glassSpecId: 7, updateGlassSize: "  " })),
      400,
      "유리 사양을 입력해주세요.",
    );
    // glassSpecSize is not the request key.
    await expectJsonError(
      await callAs(staff, "/api/admin/glass/update", json("POST", { glassSpecId: 7, glassSpecSize: "1mm" })),
      400,
      "유리 사양을 입력해주세요.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/glass/update", json("POST", { updateGlassSize: "1mm" })),
      400,
      "유리 사양 번호를 확인해주세요.",
    );
    await expectJsonError(await callAs(staff, "/api/admin/glass/update", json("POST", "{oops")), 400);
    const [row] = await db().select().from(glassSpec).where(eq(glassSpec.glassSpecId, 7));
    expect(row?.glassSpecSize).toBe("35mm");
  });
});

describe("DELETE /api/admin/glass?deletedIds=", () => {
  it("answers 400 with 삭제할 항목이 없습니다. when no id is given", async () => {
    for (const qs of ["", "?deletedIds=", "?other=1"]) {
      await expectJsonError(
        await callAs(staff, `/api/admin/glass${qs}`, { method: "DELETE" }),
        400,
        "삭제할 항목이 없습니다.",
      );
    }
  });

  it("answers 400 for a non-numeric id", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/glass?deletedIds=7&deletedIds=abc", { method: "DELETE" }),
      400,
      "유리 사양 번호는 숫자여야 합니다.",
    );
    expect((await glassRows()).map((g) => g.glassSpecId)).toContain(7);
  });

  it("refuses with 409 and deletes nothing when one of the specs is used by an item", async () => {
    // Spec 1 (22mm) is used by the seeded item 7; spec 7 is unused.
    const message = await expectJsonError(
      await callAs(staff, "/api/admin/glass?deletedIds=7&deletedIds=1", { method: "DELETE" }),
      409,
    );
    expect(message).toContain("사용 중인 유리 사양은 삭제할 수 없습니다");
    expect(message).toContain("22mm");
    expect((await glassRows()).map((g) => g.glassSpecId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("deletes the given specs with repeated parameters, ignoring unknown ids", async () => {
    await callAs(staff, "/api/admin/glass?newGlassSpec=50mm", { method: "POST" });
    await expectText(
      await callAs(staff, "/api/admin/glass?deletedIds=7&deletedIds=8&deletedIds=999", { method: "DELETE" }),
      200,
      "성공적으로 삭제 되었습니다.",
    );
    const list = (await getJson("/api/admin/glass")) as { glassSpecId: number }[];
    expect(list.map((g) => g.glassSpecId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("GET /api/admin/type", () => {
  it("lists all types by itemTypeId", async () => {
    expect(await getJson("/api/admin/type")).toStrictEqual([
      { itemTypeId: 1, itemTypeName: "발코니 이중창" },
      { itemTypeId: 2, itemTypeName: "거실 분합창" },
      { itemTypeId: 3, itemTypeName: "시스템창" },
      { itemTypeId: 4, itemTypeName: "터닝도어" },
      { itemTypeId: 5, itemTypeName: "현관 중문" },
    ]);
  });
});

describe("POST /api/admin/type?itemTypeName=", () => {
  it("registers a type with 201 and the shown text", async () => {
    await expectText(
      await callAs(staff, `/api/admin/type?itemTypeName=${encodeURIComponent("폴딩도어 & 창")}`, { method: "POST" }),
      201,
      "등록 되었습니다.",
    );
    expect((await typeRows()).at(-1)).toMatchObject({ itemTypeId: 6, itemTypeName: "폴딩도어 & 창" });
  });

  it("refuses a blank or too long name with 400", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/type?itemTypeName=", { method: "POST" }),
      400,
      "제품 타입을 입력해주세요.",
    );
    await expectJsonError(
      await callAs(staff, `/api/admin/type?itemTypeName=${"a".repeat(51)}`, { method: "POST" }),
      400,
      "제품 타입은 50자 이하로 입력해주세요.",
    );
    expect(await typeRows()).toHaveLength(6);
  });
});

describe("POST /api/admin/type/update", () => {
  it("renames a type and answers the shown text", async () => {
    await expectText(
      await callAs(staff, "/api/admin/type/update", json("POST", { itemTypeId: 6, itemTypeName: "폴딩도어" })),
      200,
      "제품 타입이 수정되었습니다.",
    );
    expect((await typeRows()).at(-1)).toMatchObject({ itemTypeId: 6, itemTypeName: "폴딩도어" });
  });

  it("answers 404 for an unknown id and 400 for a blank name", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/type/update", json("POST", { itemTypeId: 404, itemTypeName: "x" })),
      404,
      "제품 타입을 찾을 수 없습니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/type/update", json("POST", { itemTypeId: 6, itemTypeName: "" })),
      400,
      "제품 타입을 입력해주세요.",
    );
    expect((await typeRows()).at(-1)?.itemTypeName).toBe("폴딩도어");
  });
});

describe("DELETE /api/admin/type?itemTypeIds=", () => {
  it("answers 400 when no id is given", async () => {
    await expectJsonError(await callAs(staff, "/api/admin/type", { method: "DELETE" }), 400, "삭제할 항목이 없습니다.");
  });

  it("refuses with 409 naming the type still used by an item, deleting nothing", async () => {
    const message = await expectJsonError(
      await callAs(staff, "/api/admin/type?itemTypeIds=6&itemTypeIds=5", { method: "DELETE" }),
      409,
    );
    expect(message).toContain("사용 중인 제품 타입은 삭제할 수 없습니다");
    expect(message).toContain("현관 중문");
    expect(await typeRows()).toHaveLength(6);
  });

  it("deletes unused types, ignoring unknown ids", async () => {
    await expectText(
      await callAs(staff, "/api/admin/type?itemTypeIds=6&itemTypeIds=12345", { method: "DELETE" }),
      200,
      "성공적으로 삭제 되었습니다.",
    );
    expect((await typeRows()).map((t) => t.itemTypeId)).toEqual([1, 2, 3, 4, 5]);
  });
});

interface ManuRow {
  manuId: number;
  manuName: string;
  itemCount: number;
  manuYN: string;
}

describe("GET /api/admin/manu/list and /count", () => {
  it("list every manufacturer, Y and N, by manuId with the count of all its items", async () => {
    await db().insert(manufacturer).values({ manuId: 4, manuName: "숨김 제조사", manuYN: "N" });
    // A non-public item counts too.
    await db()
      .insert(item)
      .values({ itemId: 40, itemName: "비공개", manuId: 4, itemTypeId: 1, glassSpecId: 1, itemYN: false });
    const [first, second, third] = SEED_MANUFACTURERS.map((m) => m.manuIntro);
    const expected = [
      { manuId: 1, manuName: "한빛 프리미엄", itemCount: 3, manuYN: "Y", manuIntro: first },
      { manuId: 2, manuName: "청솔 시스템", itemCount: 3, manuYN: "Y", manuIntro: second },
      { manuId: 3, manuName: "다온 창호", itemCount: 3, manuYN: "Y", manuIntro: third },
      { manuId: 4, manuName: "숨김 제조사", itemCount: 1, manuYN: "N", manuIntro: null },
    ];
    expect(await getJson("/api/admin/manu/list")).toStrictEqual(expected);
    expect(await getJson("/api/admin/manu/count")).toStrictEqual(expected);
  });
});

describe("POST /api/admin/manu", () => {
  it("creates a manufacturer and answers it as JSON with the new id", async () => {
    const res = await callAs(staff, "/api/admin/manu", json("POST", { manuName: " 새 제조사 ", manuYN: "N" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toStrictEqual({ manuId: 5, manuName: "새 제조사", manuYN: "N" });
    const list = (await getJson("/api/admin/manu/list")) as ManuRow[];
    expect(list.at(-1)).toEqual({ manuId: 5, manuName: "새 제조사", itemCount: 0, manuYN: "N", manuIntro: null });
  });

  it("registers (Y) when manuYN is absent or empty", async () => {
    const res = await callAs(staff, "/api/admin/manu", json("POST", { manuName: "기본값 제조사" }));
    expect(await res.json()).toStrictEqual({ manuId: 6, manuName: "기본값 제조사", manuYN: "Y" });
    const res2 = await callAs(staff, "/api/admin/manu", json("POST", { manuName: "빈값 제조사", manuYN: "" }));
    expect(await res2.json()).toMatchObject({ manuName: "빈값 제조사", manuYN: "Y" });
  });

  it("answers 409 with 이미 존재하는 제조사명입니다. for a taken name", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "한빛 프리미엄", manuYN: "Y" })),
      409,
      "이미 존재하는 제조사명입니다.",
    );
    expect(await db().select().from(manufacturer).where(eq(manufacturer.manuName, "한빛 프리미엄"))).toHaveLength(1);
  });

  it("takes a name as it looks: an NBSP, a zero-width space or a double space make no new name (audit 40)", async () => {
    const before = (await db().select().from(manufacturer)).length;
    for (const manuName of ["한빛\u00a0프리미엄", "한빛 프리미엄\u200b", "한빛  프리미엄", "\uFEFF한빛 프리미엄"]) {
      await expectJsonError(
        await callAs(staff, "/api/admin/manu", json("POST", { manuName, manuYN: "Y" })),
        409,
        "이미 존재하는 제조사명입니다.",
      );
    }
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "\u200b\u00a0", manuYN: "Y" })),
      400,
      "제조사명을 입력해주세요.",
    );
    expect((await db().select().from(manufacturer)).length).toBe(before);
  });

  it("answers 400 for a missing or blank name and for a manuYN other than Y or N", async () => {
    const before = (await db().select().from(manufacturer)).length;
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuYN: "Y" })),
      400,
      "제조사명을 입력해주세요.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "   " })),
      400,
      "제조사명을 입력해주세요.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "잘못된 여부", manuYN: "yes" })),
      400,
      "등록 여부(manuYN)는 Y 또는 N 이어야 합니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "가".repeat(51) })),
      400,
      "제조사명은 50자 이하로 입력해주세요.",
    );
    expect(await db().select().from(manufacturer)).toHaveLength(before);
  });
});

describe("POST /api/admin/manu/update", () => {
  const manuRow = async (manuId: number) =>
    (await db().select().from(manufacturer).where(eq(manufacturer.manuId, manuId)))[0];

  it("changes only the given fields; null fields are left unchanged", async () => {
    await expectText(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 5, manuName: "새 이름", manuYN: null })),
      200,
      "제조업체가 변경되었습니다.",
    );
    expect(await manuRow(5)).toMatchObject({ manuName: "새 이름", manuYN: "N" });
    await expectText(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: "5", manuName: null, manuYN: "Y" })),
      200,
      "제조업체가 변경되었습니다.",
    );
    expect(await manuRow(5)).toMatchObject({ manuName: "새 이름", manuYN: "Y" });
    // Keeping its own name is not a duplicate.
    await expectText(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 5, manuName: "새 이름", manuYN: "Y" })),
      200,
      "제조업체가 변경되었습니다.",
    );
  });

  it("answers 404 for an unknown id, 409 for another manufacturer's name and 400 for a bad flag", async () => {
    await expectJsonError(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 999, manuName: "없는 곳" })),
      404,
      "제조사를 찾을 수 없습니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 5, manuName: "청솔 시스템" })),
      409,
      "이미 존재하는 제조사명입니다.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 5, manuYN: "X" })),
      400,
      "등록 여부(manuYN)는 Y 또는 N 이어야 합니다.",
    );
    expect(await manuRow(5)).toMatchObject({ manuName: "새 이름", manuYN: "Y" });
  });

  it("changes the intro visitors read on the manufacturer's page and the home page at once; null keeps it, blank removes it", async () => {
    const page = async (path: string) => (await call(path)).text();
    // Cached first: the change must show on the very next request.
    const seeded = SEED_MANUFACTURERS[1].manuIntro;
    expect(await page("/manu/2")).toContain(seeded);
    expect(await page("/")).toContain(seeded);
    const intro = "청솔 시스템의 새 소개: 슬림 프레임 <신제품> 출시";
    await expectText(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 2, manuIntro: intro })),
      200,
      "제조업체가 변경되었습니다.",
    );
    const escaped = "청솔 시스템의 새 소개: 슬림 프레임 &lt;신제품&gt; 출시";
    for (const path of ["/manu/2", "/"]) {
      const html = await page(path);
      expect(html).toContain(escaped);
      expect(html).not.toContain(seeded);
    }

    await callAs(
      staff,
      "/api/admin/manu/update",
      json("POST", { manuId: 2, manuIntro: null, manuName: "청솔 시스템" }),
    );
    expect(await page("/manu/2")).toContain(escaped);

    await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 2, manuIntro: "" }));
    expect((await manuRow(2))?.manuIntro).toBeNull();
    const home = await page("/");
    expect(home).not.toContain(escaped);
    expect(home).toContain("제품 라인업과 사양을 확인하세요.");
    await expectJsonError(
      await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 2, manuIntro: "나".repeat(301) })),
      400,
      "소개 문구는 300자 이하로 입력해주세요.",
    );
    expect((await manuRow(2))?.manuIntro).toBeNull();
    await db().update(manufacturer).set({ manuIntro: seeded }).where(eq(manufacturer.manuId, 2));
    await contentChanged();
  });

  it("takes effect on the public list (manuYN N hides the manufacturer)", async () => {
    await callAs(staff, "/api/admin/manu/update", json("POST", { manuId: 5, manuYN: "N" }));
    const res = await call("/api/manufacturers");
    const names = ((await res.json()) as { manuName: string }[]).map((m) => m.manuName);
    expect(names).not.toContain("새 이름");
    expect(names).toContain("한빛 프리미엄");
  });
});

// Decision 133: the edit form reads the manufacturer with its revision as the ETag and saves
// against it, so a form opened before a colleague's save cannot silently put the old text back.
describe("manufacturer revisions (GET /api/admin/manu/detail, POST /api/admin/manu/update with If-Match)", () => {
  const CHANGED =
    /^이 화면을 연 뒤 다른 곳에서 제조사가 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/;
  const post = (body: unknown, tag?: string | null): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json", ...(tag ? { "If-Match": tag } : {}) },
    body: JSON.stringify(body),
  });
  const opened = async (who: LoggedIn, manuId: number) => {
    const res = await callAs(who, `/api/admin/manu/detail?manuId=${manuId}`);
    expect(res.status).toBe(200);
    return { tag: res.headers.get("ETag"), body: (await res.json()) as Record<string, unknown> };
  };
  const rowOf = async (manuId: number) =>
    (await db().select().from(manufacturer).where(eq(manufacturer.manuId, manuId)))[0];

  it("answers one manufacturer as the edit form shows it, with its revision as a strong ETag; 404 for none", async () => {
    const { tag, body } = await opened(staff, 5);
    expect(tag).toMatch(/^"r\d+"$/);
    expect(body).toStrictEqual({ manuId: 5, manuName: "새 이름", manuYN: "N", manuIntro: null });
    await expectJsonError(await callAs(staff, "/api/admin/manu/detail?manuId=999"), 404, "제조사를 찾을 수 없습니다.");
    await expectJsonError(await callAs(staff, "/api/admin/manu/detail?manuId=abc"), 400);
  });

  it("saves over the revision the form opened and answers the next one", async () => {
    const mine = await opened(admin, 5);
    const res = await callAs(admin, "/api/admin/manu/update", post({ manuId: 5, manuIntro: "첫 소개" }, mine.tag));
    await expectText(res, 200, "제조업체가 변경되었습니다.");
    const next = res.headers.get("ETag");
    expect(next).toMatch(/^"r\d+"$/);
    expect(next).not.toBe(mine.tag);
    expect((await opened(admin, 5)).tag).toBe(next);
    expect((await rowOf(5))?.manuIntro).toBe("첫 소개");
  });

  it("refuses a save from a form opened before a colleague's: 412, the Korean message, the current ETag, nothing changed", async () => {
    const mine = await opened(admin, 5);
    const theirs = await opened(staff, 5);
    const rewritten = await callAs(
      staff,
      "/api/admin/manu/update",
      post({ manuId: 5, manuName: "새 이름", manuYN: "N", manuIntro: "동료가 고친 소개" }, theirs.tag),
    );
    expect(rewritten.status).toBe(200);
    const before = await rowOf(5);

    // The older form still holds the old intro and changes only 등록 여부.
    const res = await callAs(
      admin,
      "/api/admin/manu/update",
      post({ ...mine.body, manuYN: "Y", manuIntro: mine.body.manuIntro ?? "" }, mine.tag),
    );
    await expectJsonError(res, 412, CHANGED);
    expect(res.headers.get("ETag")).toBe(rewritten.headers.get("ETag"));
    expect(await rowOf(5)).toEqual(before);
    expect(before?.manuIntro).toBe("동료가 고친 소개");

    // 내 내용으로 저장: the same save over the revision the refusal named goes through.
    const again = await callAs(
      admin,
      "/api/admin/manu/update",
      post({ manuId: 5, manuYN: "Y", manuIntro: "첫 소개" }, res.headers.get("ETag")),
    );
    expect(again.status).toBe(200);
    expect(await rowOf(5)).toMatchObject({ manuYN: "Y", manuIntro: "첫 소개" });
  });

  it("refuses a delete-then-save with 404 and an If-Match naming no revision of ours with 412", async () => {
    await expectJsonError(
      await callAs(admin, "/api/admin/manu/update", post({ manuId: 999, manuName: "없는 곳" }, '"r1"')),
      404,
      "제조사를 찾을 수 없습니다.",
    );
    const before = await rowOf(5);
    await expectJsonError(
      await callAs(admin, "/api/admin/manu/update", post({ manuId: 5, manuIntro: "엉뚱한 태그" }, '"abc"')),
      412,
      CHANGED,
    );
    expect(await rowOf(5)).toEqual(before);
  });

  it("still saves without If-Match (the spec's client) or with *, and the revision moves on", async () => {
    const { tag } = await opened(admin, 5);
    await expectText(
      await callAs(admin, "/api/admin/manu/update", post({ manuId: 5, manuYN: "N", manuIntro: "" })),
      200,
      "제조업체가 변경되었습니다.",
    );
    expect(await rowOf(5)).toMatchObject({ manuName: "새 이름", manuYN: "N", manuIntro: null });
    const after = (await opened(admin, 5)).tag;
    expect(after).not.toBe(tag);
    const star = await callAs(admin, "/api/admin/manu/update", post({ manuId: 5, manuYN: "N" }, "*"));
    expect(star.status).toBe(200);
    // A form opened before either save is refused now.
    await expectJsonError(
      await callAs(admin, "/api/admin/manu/update", post({ manuId: 5, manuYN: "Y" }, tag)),
      412,
      CHANGED,
    );
  });
});

describe("DELETE /api/admin/manu", () => {
  it("answers 400 for an empty or missing manuIds and for a missing body", async () => {
    for (const body of [{ manuIds: [] }, {}, { manuIds: "1" }]) {
      await expectJsonError(
        await callAs(staff, "/api/admin/manu", json("DELETE", body)),
        400,
        "삭제할 제조사를 선택해 주세요.",
      );
    }
    await expectJsonError(await callAs(staff, "/api/admin/manu", { method: "DELETE" }), 400);
    expect(await db().select().from(manufacturer).where(eq(manufacturer.manuId, 1))).toHaveLength(1);
  });

  it("deletes each manufacturer with all its items, their file rows and their stored objects", async () => {
    // Seeded manufacturer 1 has items 1-3, each with one stored image.
    const images = await db()
      .select()
      .from(fileBox)
      .where(inArray(fileBox.ownerId, [1, 2, 3, 4]));
    const doomed = images.filter((f) => f.ownerKind === "ITEM" && f.ownerId !== 4);
    expect(doomed).toHaveLength(3);
    // Item 40 of manufacturer 4 gets two images of its own.
    const extra = ["item/extra-1.png", "item/extra-2.png"];
    for (const [i, key] of extra.entries()) {
      await env.BUCKET.put(key, PNG);
      await db()
        .insert(fileBox)
        .values({
          fileName: `${crypto.randomUUID()}.png`,
          r2Key: key,
          fileOrgName: `extra-${i}.png`,
          fileType: "image/png",
          fileSize: PNG.byteLength,
          ownerKind: "ITEM",
          ownerId: 40,
          isMain: i === 0,
        });
    }
    const keysBefore = await bucketKeys();
    for (const f of doomed) expect(keysBefore).toContain(f.r2Key);

    await expectText(
      await callAs(staff, "/api/admin/manu", json("DELETE", { manuIds: [1, "4", 999] })),
      200,
      "삭제 성공",
    );

    const manus = (await getJson("/api/admin/manu/list")) as ManuRow[];
    expect(manus.map((m) => m.manuId)).toEqual([2, 3, 5, 6, 7]);
    const items = await db().select({ itemId: item.itemId }).from(item).orderBy(asc(item.itemId));
    expect(items.map((i) => i.itemId)).toEqual([4, 5, 6, 7, 8, 9]);
    const rows = await db().select().from(fileBox).where(eq(fileBox.ownerKind, "ITEM"));
    expect(rows.map((r) => r.ownerId).sort()).toEqual([4, 5, 6, 7, 8, 9]);
    const keysAfter = await bucketKeys();
    for (const key of [...doomed.map((f) => f.r2Key), ...extra]) expect(keysAfter).not.toContain(key);
    // The other manufacturers' images are still there.
    for (const r of rows) expect(keysAfter).toContain(r.r2Key);
    // Visitors no longer see the manufacturer or its items.
    expect(((await (await call("/api/manufacturers")).json()) as ManuRow[]).map((m) => m.manuId)).toEqual([2, 3, 6, 7]);
    await expectJsonError(await call("/api/items?itemId=1"), 404);
  });
});

// Last: it makes manufacturers, whose ids the tests above count on.
describe("POST /api/admin/manu with an intro", () => {
  it("keeps an intro given with the new manufacturer (trimmed; blank is none) and refuses one over 300 characters", async () => {
    const intro = "  새 라인의 소개 문구입니다.  ";
    const res = await callAs(
      staff,
      "/api/admin/manu",
      json("POST", { manuName: "소개 있는 제조사", manuIntro: intro }),
    );
    const { manuId } = (await res.json()) as { manuId: number };
    const [row] = await db().select().from(manufacturer).where(eq(manufacturer.manuId, manuId));
    expect(row?.manuIntro).toBe("새 라인의 소개 문구입니다.");
    await db().delete(manufacturer).where(eq(manufacturer.manuId, manuId));

    const blank = await callAs(staff, "/api/admin/manu", json("POST", { manuName: "빈 소개 제조사", manuIntro: "  " }));
    const blankId = ((await blank.json()) as { manuId: number }).manuId;
    expect((await db().select().from(manufacturer).where(eq(manufacturer.manuId, blankId)))[0]?.manuIntro).toBeNull();
    await db().delete(manufacturer).where(eq(manufacturer.manuId, blankId));

    const before = await db().select().from(manufacturer);
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "긴 소개", manuIntro: "가".repeat(301) })),
      400,
      "소개 문구는 300자 이하로 입력해주세요.",
    );
    await expectJsonError(
      await callAs(staff, "/api/admin/manu", json("POST", { manuName: "숫자 소개", manuIntro: 3 })),
      400,
      "소개 문구는 문자열이어야 합니다.",
    );
    expect(await db().select().from(manufacturer)).toEqual(before);
  });
});

describe("a glass spec or product type named like another", () => {
  it("is refused with 409 and a Korean message, on create and on rename; its own name is kept", async () => {
    const specs = await db().select().from(glassSpec).orderBy(asc(glassSpec.glassSpecId));
    const [first, second] = specs;
    if (!first || !second) throw new Error("the seed has two glass specs");
    const before = await db().select().from(glassSpec);
    await expectJsonError(
      await callAs(staff, `/api/admin/glass?newGlassSpec=${encodeURIComponent(` ${first.glassSpecSize} `)}`, {
        method: "POST",
      }),
      409,
      "이미 등록된 유리 사양입니다.",
    );
    await expectJsonError(
      await callAs(
        staff,
        "/api/admin/glass/update",
        json("POST", { glassSpecId: second.glassSpecId, updateGlassSize: first.glassSpecSize }),
      ),
      409,
      "이미 등록된 유리 사양입니다.",
    );
    expect(await db().select().from(glassSpec)).toEqual(before);
    // Saving a spec under the name it has is no clash with itself.
    await expectText(
      await callAs(
        staff,
        "/api/admin/glass/update",
        json("POST", { glassSpecId: first.glassSpecId, updateGlassSize: first.glassSpecSize }),
      ),
      200,
      "수정이 완료 되었습니다.",
    );

    const types = await db().select().from(itemType).orderBy(asc(itemType.itemTypeId));
    const [a, b] = types;
    if (!a || !b) throw new Error("the seed has two product types");
    await expectJsonError(
      await callAs(staff, `/api/admin/type?itemTypeName=${encodeURIComponent(a.itemTypeName)}`, { method: "POST" }),
      409,
      "이미 등록된 제품 타입입니다.",
    );
    await expectJsonError(
      await callAs(
        staff,
        "/api/admin/type/update",
        json("POST", { itemTypeId: b.itemTypeId, itemTypeName: a.itemTypeName }),
      ),
      409,
      "이미 등록된 제품 타입입니다.",
    );
    expect(await db().select().from(itemType).orderBy(asc(itemType.itemTypeId))).toEqual(types);
  });
});
