// The public response cache (docs/decisions/012-edge-cache.md): a miss renders and stores, a hit
// serves the same bytes without asking D1 for the content, an admin write makes what it changed
// fresh on the very next request, 304 on a matching ETag, nothing shared for staff or sessions,
// and the D1 read-replication bookmark that lets staff read their own writes.
import { env } from "cloudflare:test";
import BUILD_ID from "build-id";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { board, manufacturer } from "../../db/schema";
import { cacheKey } from "../../functions/cache/edge";
import { bumpVersions, currentVersions, VERSIONS_RENEW_MS, VERSIONS_TTL_MS } from "../../functions/cache/versions";
import { BOOKMARK_HEADER } from "../../functions/schemas/bookmark";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, callWith, db, request, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

/** Two requests for the same URL: the first renders, the second is a hit with the same bytes. */
async function missThenHit(path: string) {
  const bust = `${path}${path.includes("?") ? "&" : "?"}t=${crypto.randomUUID()}`;
  const first = await call(bust);
  const second = await call(bust);
  expect(first.headers.get("x-cache"), path).toBe("MISS");
  expect(second.headers.get("x-cache"), path).toBe("HIT");
  const [a, b] = [await first.text(), await second.text()];
  expect(b).toBe(a);
  expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  return { first, second, body: a };
}

function multipartDto(name: string, dto: unknown) {
  const form = new FormData();
  form.append(name, new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
  return form;
}

describe("public responses", () => {
  it("are rendered once, then served from the cache with the same body, ETag and headers", async () => {
    for (const path of ["/", "/notice", "/faq", "/manu/1", "/api/manufacturers", "/api/boards?boardType=NOTICE"]) {
      const { first, second } = await missThenHit(path);
      expect(first.status).toBe(200);
      expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=1, must-revalidate");
      expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
      expect(second.headers.get("set-cookie")).toBeNull();
    }
  });

  it("are stored in the data centre's Cache API under the build and content versions", async () => {
    const path = `/api/manufacturers?t=${crypto.randomUUID()}`;
    const served = await (await call(path)).text();
    const key = cacheKey(new URL(`http://localhost${path}`), BUILD_ID, ["catalog"], await currentVersions(env.DB));
    const cache = (caches as unknown as { default: Cache }).default;
    let stored: Response | undefined;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await cache.match(key);
      if (!stored) await new Promise((r) => setTimeout(r, 20));
    }
    expect(await stored?.text()).toBe(served);
    // The copy's own lifetime is for the cache; visitors get the revalidating header.
    expect(stored?.headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("answer a matching If-None-Match with 304 and no body, a different one with the page", async () => {
    // Each render has its own CSP nonce (decision 016): the ETag is that of this URL's copy.
    const etag = (await call("/notice")).headers.get("etag") ?? "";
    const revalidated = await call("/notice", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    const changed = await call("/notice", { headers: { "If-None-Match": '"0123"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("공지사항");
  });

  it("visitors arriving together each get a whole page that keeps its own nonce; then one stored copy serves all", async () => {
    // Concurrent misses each render (a lookup in flight is never shared between requests,
    // decision 012), so their pages may differ in the CSP nonce, but each must be consistent.
    const path = `/manu/1?t=${crypto.randomUUID()}`;
    const together = await Promise.all(Array.from({ length: 12 }, () => call(path)));
    const etags = new Set<string>();
    for (const res of together) {
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain("한빛 프리미엄");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(body).toContain(`nonce="${nonce}"`);
      etags.add(res.headers.get("etag") ?? "");
    }
    const later = await Promise.all(Array.from({ length: 3 }, () => call(path)));
    const laterBodies = await Promise.all(later.map((r) => r.text()));
    expect(later.map((r) => r.headers.get("x-cache"))).toEqual(["HIT", "HIT", "HIT"]);
    expect(new Set(laterBodies).size).toBe(1);
    expect(new Set(later.map((r) => r.headers.get("etag"))).size).toBe(1);
    expect(etags).toContain(later[0]?.headers.get("etag"));
  });

  it("answer HEAD from the same cached copy, without a body", async () => {
    await call("/faq");
    const head = await call("/faq", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("are the same for a visitor with a session: nothing personal is stored or served", async () => {
    const anonymous = await call("/api/manufacturers");
    const withSession = await call("/api/manufacturers", {
      headers: { Authorization: admin.authorization, Cookie: admin.cookie },
    });
    expect(withSession.headers.get("x-cache")).toBe("HIT");
    expect(await withSession.text()).toBe(await anonymous.text());
    expect(withSession.headers.get("set-cookie")).toBeNull();
  });

  it("share one copy between a plain link and a campaign link; a parameter a page reads keeps its own", async () => {
    const plain = `/notice?t=${crypto.randomUUID()}`;
    const first = await call(plain);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const body = await first.text();
    const tracking =
      "utm_source=naver&utm_medium=cpc&n_media=27758&n_query=%EC%B0%BD%ED%98%B8&fbclid=IwAR0x&gclid=Cj0K";
    const campaign = await call(`${plain}&${tracking}`);
    expect(campaign.headers.get("x-cache")).toBe("HIT");
    expect(campaign.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await campaign.text()).toBe(body);
    // A campaign link arriving first stores the copy the plain link then gets.
    const api = `/api/boards?boardType=NOTICE&t=${crypto.randomUUID()}`;
    const fromAd = await call(`${api}&utm_campaign=spring&gclid=Cj0K`);
    expect(fromAd.headers.get("x-cache")).toBe("MISS");
    const direct = await call(api);
    expect(direct.headers.get("x-cache")).toBe("HIT");
    expect(await direct.json()).toEqual(await fromAd.json());
    // The search keyword is the page's own: a different answer under its own key.
    const searched = await call(`${plain}&searchKeyword=${encodeURIComponent("연휴")}&utm_source=naver`);
    expect(searched.headers.get("x-cache")).toBe("MISS");
    const html = await searched.text();
    expect(html).not.toBe(body);
    expect(html).toContain("연휴");
  });

  it("share one copy of a page whatever parameters it does not read are added (no way around the cache)", async () => {
    const fresh = `/notice?t=${crypto.randomUUID()}`;
    const first = await call(fresh);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const body = await first.text();
    for (const added of ["cachebust=1", "x=2&y=3", "_=1732780800000", "PAGE=3", "searchkeyword=%EC%B0%BD"]) {
      const res = await call(`${fresh}&${added}`);
      expect(res.headers.get("x-cache"), added).toBe("HIT");
      expect(await res.text()).toBe(body);
    }
    // In any order, the parameters the page reads keep their own copy.
    const second = `${fresh}&page=2&searchKeyword=${encodeURIComponent("안내")}`;
    expect((await call(second)).headers.get("x-cache")).toBe("MISS");
    const reordered = await call(`${fresh}&searchKeyword=${encodeURIComponent("안내")}&zz=1&page=2`);
    expect(reordered.headers.get("x-cache")).toBe("HIT");
    // The home page reads none.
    const home = `/?t=${crypto.randomUUID()}`;
    expect((await call(home)).headers.get("x-cache")).toBe("MISS");
    expect((await call(`${home}&v=${Date.now()}&page=9`)).headers.get("x-cache")).toBe("HIT");
  });

  it("count every view of a cached post page, hit or miss", async () => {
    const views = async () =>
      (await db().select({ n: board.boardViewCount }).from(board).where(eq(board.boardId, 13)))[0]?.n ?? -1;
    const before = await views();
    const first = await call("/notice/13");
    const second = await call("/notice/13");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    // Counted after the answer (waitUntil): wait for both, a bounded number of times.
    for (let i = 0; i < 50 && (await views()) < before + 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await views()).toBe(before + 2);
  });

  it("do not count a prefetch (a link hovered or focused, decision 044), only the visit that follows", async () => {
    const views = async () =>
      (await db().select({ n: board.boardViewCount }).from(board).where(eq(board.boardId, 13)))[0]?.n ?? -1;
    const before = await views();
    // callWith waits for the work left after the answer, where a view would be counted.
    const prefetched = await callWith(request("/notice/13.data", { headers: { "Sec-Purpose": "prefetch" } }), {});
    expect(prefetched.status).toBe(200);
    expect(await prefetched.text()).toContain("boardTitle");
    const older = await callWith(request("/notice/13", { headers: { Purpose: "prefetch" } }), {});
    expect(await older.text()).toContain("<h1");
    expect(await views()).toBe(before);
    const visit = await callWith(request("/notice/13.data"), {});
    expect(visit.status).toBe(200);
    expect(await views()).toBe(before + 1);
  });
});

describe("an admin write", () => {
  it("renaming a manufacturer shows on the home page and in the API on the next request", async () => {
    await missThenHit("/");
    expect(await (await call("/")).text()).toContain("청솔 시스템");
    const res = await callAs(admin, "/api/admin/manu/update", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ manuId: 2, manuName: "청솔 창호 시스템", manuYN: "Y" }),
    });
    expect(res.status).toBe(200);
    const home = await call("/");
    expect(home.headers.get("x-cache")).toBe("MISS");
    expect(await home.text()).toContain("청솔 창호 시스템");
    const list = (await (await call("/api/manufacturers")).json()) as { manuName: string }[];
    expect(list.map((m) => m.manuName)).toContain("청솔 창호 시스템");
  });

  it("the reads a page shares are remembered until a write: a new URL renders without reading again", async () => {
    const menuName = async (path: string) => {
      const res = await call(path);
      expect(res.headers.get("x-cache"), path).toBe("MISS");
      return /청솔[^<"]*/.exec(await res.text())?.[0];
    };
    const before = await menuName(`/?t=${crypto.randomUUID()}`);
    // A change made behind the admin API bumps no version (decision 012): pages missing from the
    // response cache still render with the menus as read before.
    await db().update(manufacturer).set({ manuName: "청솔 직접 변경" }).where(eq(manufacturer.manuId, 2));
    expect(await menuName(`/?t=${crypto.randomUUID()}`)).toBe(before);
    const res = await callAs(admin, "/api/admin/manu/update", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ manuId: 2, manuName: "청솔 프리미엄", manuYN: "Y" }),
    });
    expect(res.status).toBe(200);
    expect(await menuName(`/?t=${crypto.randomUUID()}`)).toBe("청솔 프리미엄");
    expect(await menuName(`/notice?t=${crypto.randomUUID()}`)).toBe("청솔 프리미엄");
  });

  it("editing an item shows on its manufacturer page and in the item call on the next request", async () => {
    const detail = (await (await callAs(admin, "/api/admin/items/detail?itemId=1")).json()) as {
      manuId: number;
      itemTypeId: number;
      itemName: string;
    };
    const page = `/manu/${detail.manuId}?type=${detail.itemTypeId}&item=1`;
    expect(await (await missThenHit(page)).body).toContain(detail.itemName);
    await missThenHit("/api/items?itemId=1");

    const res = await callAs(admin, "/api/admin/items/update", {
      method: "POST",
      body: multipartDto("updateItemDTO", { itemId: 1, itemName: "슈퍼세이브 242 플러스" }),
    });
    expect(res.status).toBe(200);
    expect(await (await call(page)).text()).toContain("슈퍼세이브 242 플러스");
    expect(((await (await call("/api/items?itemId=1")).json()) as { itemName: string }).itemName).toBe(
      "슈퍼세이브 242 플러스",
    );
  });

  it("editing a post shows on the notice list, its page and the board API on the next request", async () => {
    await missThenHit("/notice");
    await missThenHit("/notice/13");
    await missThenHit("/api/boards?boardType=NOTICE");
    const res = await callAs(admin, "/api/admin/boards/update", {
      method: "POST",
      body: multipartDto("updateBoardDTO", { boardId: 13, boardTitle: "무료 방문 실측 서비스 전국 확대" }),
    });
    expect(res.status).toBe(200);
    expect(await (await call("/notice")).text()).toContain("무료 방문 실측 서비스 전국 확대");
    expect(await (await call("/notice/13")).text()).toContain("무료 방문 실측 서비스 전국 확대");
    const page = (await (await call("/api/boards?boardType=NOTICE")).json()) as { content: { boardTitle: string }[] };
    expect(page.content.map((r) => r.boardTitle)).toContain("무료 방문 실측 서비스 전국 확대");
  });

  it("a calendar event makes the pages fresh but leaves the catalog API cached", async () => {
    await missThenHit("/");
    await call("/api/manufacturers");
    const res = await callAs(admin, "/api/admin/calendar", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "연말 휴무",
        description: "",
        startTime: "2026-12-31T00:00",
        endTime: "2026-12-31T00:00",
        calendarYN: "Y",
        location: "",
        holidays: true,
      }),
    });
    expect(res.status).toBe(201);
    expect((await call("/")).headers.get("x-cache")).toBe("MISS");
    expect((await call("/api/manufacturers")).headers.get("x-cache")).toBe("HIT");
  });

  it("that fails changes nothing: the cached copies stay hits", async () => {
    await call("/api/manufacturers");
    const res = await callAs(admin, "/api/admin/manu/update", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ manuId: 999, manuName: "없는 제조사", manuYN: "Y" }),
    });
    expect(res.status).toBe(404);
    expect((await call("/api/manufacturers")).headers.get("x-cache")).toBe("HIT");
  });
});

describe("content versions", () => {
  it("are renewed after a request's answer once half their lifetime old, so no request waits for D1", async () => {
    let t = Date.now() + 3_600_000; // past any versions this isolate remembers
    const clock = vi.spyOn(Date, "now").mockImplementation(() => t);
    try {
      const read = await currentVersions(env.DB);
      // Another isolate's write: D1 changes without this isolate knowing.
      const written = (Number(read.boards.split("~")[0]) % 1_000_000) + 7;
      await env.DB.prepare("UPDATE content_version SET version = ? WHERE section = 'boards'").bind(written).run();
      const renewals: Promise<unknown>[] = [];
      const waitUntil = (renewal: Promise<unknown>) => renewals.push(renewal);

      t += VERSIONS_RENEW_MS - 1;
      expect(await currentVersions(env.DB, waitUntil)).toEqual(read);
      expect(renewals).toHaveLength(0);
      t += 1;
      // Half their lifetime: answered with what it has; one renewal, not one per request.
      expect(await currentVersions(env.DB, waitUntil)).toEqual(read);
      expect(await currentVersions(env.DB, waitUntil)).toEqual(read);
      expect(renewals).toHaveLength(1);
      await Promise.all(renewals);
      expect((await currentVersions(env.DB, waitUntil)).boards).toBe(String(written));
      expect(renewals).toHaveLength(1);

      // Without a request to renew them, they are read again once their lifetime is over.
      await env.DB.prepare("UPDATE content_version SET version = ? WHERE section = 'boards'")
        .bind(written + 1)
        .run();
      t += VERSIONS_RENEW_MS;
      expect((await currentVersions(env.DB)).boards).toBe(String(written));
      t += VERSIONS_TTL_MS - VERSIONS_RENEW_MS;
      expect((await currentVersions(env.DB)).boards).toBe(String(written + 1));
    } finally {
      clock.mockRestore();
      // Forget the versions read on the moved clock.
      await bumpVersions(env.DB, ["boards"]);
    }
  });
});

describe("never shared", () => {
  it("admin API responses are no-store, not cached, and show a change at once", async () => {
    const first = await callAs(admin, "/api/admin/manu/list");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("x-cache")).toBeNull();
    await env.DB.prepare("UPDATE manufacturer SET manu_name = '다온 창호 본사' WHERE manu_id = 3").run();
    const second = (await (await callAs(admin, "/api/admin/manu/list")).json()) as { manuName: string }[];
    expect(second.map((m) => m.manuName)).toContain("다온 창호 본사");
  });

  it("the back office pages, the login page's session calls and counted post views are no-store", async () => {
    for (const path of ["/admin", "/admin/notice"]) {
      const res = await call(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("x-cache"), path).toBeNull();
    }
    const detail = await call("/api/boards/detail/13");
    expect(detail.headers.get("cache-control")).toBe("no-store");
    const login = await call("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ username: "nobody@example.com", password: "wrong-password" }),
    });
    expect(login.headers.get("cache-control")).toBe("no-store");
  });
});

describe("D1 read replication bookmark", () => {
  it("comes back on admin calls, and a call that sends it back reads the write it follows", async () => {
    const created = await callAs(admin, "/api/admin/manu", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ manuName: "북마크 제조사", manuYN: "Y" }),
    });
    expect(created.status).toBe(200);
    const bookmark = created.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f-]{8,}$/i);

    const read = await callAs(admin, "/api/admin/manu/list", { headers: { [BOOKMARK_HEADER]: bookmark ?? "" } });
    expect(read.status).toBe(200);
    const names = ((await read.json()) as { manuName: string }[]).map((m) => m.manuName);
    expect(names).toContain("북마크 제조사");
    // The session never goes back in time: the answer's bookmark is at least the one sent.
    expect((read.headers.get(BOOKMARK_HEADER) ?? "") >= (bookmark ?? "")).toBe(true);
  });

  it("is ignored when it is not a bookmark, and public calls carry none", async () => {
    const res = await callAs(admin, "/api/admin/manu/list", { headers: { [BOOKMARK_HEADER]: "'; DROP TABLE x" } });
    expect(res.status).toBe(200);
    expect((await call("/api/manufacturers")).headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("a public page or API answer rendered after a write reads no replica older than that write (decision 145)", async () => {
    // The real binding, noting the constraint of every session opened on it.
    const constraints: string[] = [];
    const noting = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "withSession") {
          return (constraint?: string) => {
            constraints.push(constraint ?? "");
            return target.withSession(constraint);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const rename = (manuName: string) =>
      callAs(admin, "/api/admin/manu/update", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ manuId: 1, manuName }),
      });
    const [before] = await db()
      .select({ name: manufacturer.manuName })
      .from(manufacturer)
      .where(eq(manufacturer.manuId, 1));
    for (const [i, path] of ["/manu/1", "/api/manufacturers"].entries()) {
      const written = await rename(`읽기 하한 제조사 ${i}`);
      expect(written.status).toBe(200);
      const writtenAt = written.headers.get(BOOKMARK_HEADER) ?? "";
      expect(writtenAt).not.toBe("");
      constraints.length = 0;
      const res = await callWith(request(`${path}?t=${crypto.randomUUID()}`), { DB: noting });
      expect([res.status, res.headers.get("x-cache")]).toEqual([200, "MISS"]);
      expect(await res.text()).toContain(`읽기 하한 제조사 ${i}`);
      // The versions on the primary, then the content from a session starting at or after the write.
      const reads = constraints.filter((c) => c !== "first-primary");
      expect(reads.length, path).toBeGreaterThan(0);
      for (const constraint of reads) {
        expect(constraint, path).toMatch(/^[0-9a-f-]{8,}$/i);
        expect(constraint >= writtenAt, `${path}: ${constraint}`).toBe(true);
      }
    }
    expect((await rename(before?.name ?? "")).status).toBe(200);
  });
});
