// Security headers (docs/decisions/016-security-headers.md): every page carries a CSP whose nonce
// is the one on its inline scripts and style (also in a cached copy), every answer of the Worker
// the common headers, every file from R2 a sandbox; methods the site does not serve and over-long
// URLs are refused before routing, never as a server error.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fileBox, siteSetting } from "../../db/schema";
import { withCommonHeaders } from "../../functions/lib/securityHeaders";
import { DEFAULT_COMPANY } from "../../functions/schemas/settings";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, callWith, contentChanged, db, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const COMMON = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectCommonHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

/** The policy as a map of directive → sources. */
function directives(res: Response): Map<string, string[]> {
  const policy = res.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** The nonce attribute of every inline or external <script> (JSON-LD data blocks aside) and <style>. */
function elementNonces(html: string): { scripts: (string | null)[]; styles: (string | null)[] } {
  const nonce = (tag: string) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null;
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
  const styles = [...html.matchAll(/<style\b[^>]*>/gi)].map((m) => m[0]);
  return { scripts: scripts.map(nonce), styles: styles.map(nonce) };
}

const page = (path: string) => call(path, { headers: { accept: "text/html" } });

describe("pages", () => {
  const PAGES = ["/", "/notice", "/manu/1", "/inquiryForm", "/location", "/loginForm", "/admin", "/no-such-page"];

  it("carry a strict CSP with a nonce that every inline script and style of the HTML carries", async () => {
    for (const path of PAGES) {
      const res = await page(path);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const csp = directives(res);
      const nonce = nonceOf(res);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp.get("script-src"), path).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
      expect(csp.get("style-src"), path).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(res.headers.get("content-security-policy"), path).not.toMatch(/unsafe-eval|strict-dynamic|\*(?!\.)/);
      expect(csp.get("script-src"), path).not.toContain("'unsafe-inline'");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);

      const { scripts, styles } = elementNonces(await res.text());
      expect(scripts.length, `${path}: Remix's scripts`).toBeGreaterThan(0);
      expect(scripts, path).toEqual(scripts.map(() => nonce));
      expect(styles, path).toEqual([nonce]);
    }
  });

  it("carry the common headers and a Permissions-Policy that turns off what the site never uses", async () => {
    for (const path of PAGES) {
      const res = await page(path);
      expectCommonHeaders(res, path);
      const permissions = res.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(permissions, path).toContain(`${feature}=()`);
      }
    }
  });

  it("allow only the postcode widget's hosts, and the Kakao map's only when its key is set", async () => {
    const csp = directives(await page("/inquiryForm"));
    expect(csp.get("script-src")).toEqual(expect.arrayContaining(["https://t1.daumcdn.net"]));
    expect(csp.get("frame-src")).toEqual(["https://postcode.map.kakao.com", "https://postcode.map.daum.net"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    const location = directives(await page("/location"));
    expect(location.get("script-src")).not.toContain("https://dapi.kakao.com");
    expect(location.get("connect-src")).toEqual(["'self'"]);
    expect(location.get("img-src")).toEqual(["'self'", "data:", "blob:"]);

    // The same page rendered once the settings have a map key (a URL no one has asked for yet, so it renders).
    const company = async (kakaoMapKey: string) => {
      await db()
        .update(siteSetting)
        .set({ value: JSON.stringify({ ...DEFAULT_COMPANY, kakaoMapKey }) })
        .where(eq(siteSetting.key, "company"));
      await contentChanged();
    };
    await company("test-map-key");
    const res = await call(`/location?t=${crypto.randomUUID()}`);
    const map = directives(res);
    expect(map.get("script-src")).toEqual(expect.arrayContaining(["https://dapi.kakao.com", "https://t1.daumcdn.net"]));
    expect(map.get("connect-src")).toEqual(["'self'", "https://dapi.kakao.com"]);
    expect(map.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.daumcdn.net"]);
    await company("");
  });

  it("get a new nonce on every render; a cached copy keeps the nonce of its render in header and HTML", async () => {
    const path = `/notice?t=${crypto.randomUUID()}`;
    const miss = await page(path);
    const hit = await page(path);
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const nonce = nonceOf(miss);
    expect(nonceOf(hit)).toBe(nonce);
    expect(new Set(elementNonces(await hit.text()).scripts)).toEqual(new Set([nonce]));
    const revalidated = await call(path, { headers: { "if-none-match": hit.headers.get("etag") ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(nonceOf(revalidated)).toBe(nonce);

    // Another URL renders with its own nonce; a content change renders this one afresh.
    const other = nonceOf(await page(`/notice?t=${crypto.randomUUID()}`));
    expect(other).not.toBe(nonce);
    await contentChanged();
    const fresh = await page(path);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    const freshNonce = nonceOf(fresh);
    expect(freshNonce).not.toBe(nonce);
    expect(new Set(elementNonces(await fresh.text()).scripts)).toEqual(new Set([freshNonce]));
  });
});

describe("API answers", () => {
  it("carry nosniff and the common headers: data, errors, session calls, admin calls", async () => {
    const answers: [string, Response][] = [
      ["public list", await call("/api/manufacturers")],
      ["cached list again", await call("/api/manufacturers")],
      ["unknown path", await call("/api/no-such-thing")],
      ["bad input", await call("/api/boards")],
      ["no token", await call("/api/admin/inquiry")],
      ["admin list", await callAs(admin, "/api/admin/inquiry")],
      ["login refused", await call("/login", { method: "POST", body: "{}", headers: { Origin: "http://localhost" } })],
    ];
    for (const [what, res] of answers) {
      expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
      expectCommonHeaders(res, what);
    }
  });
});

describe("adding the common headers", () => {
  it("sets them on the answer itself, or on a copy with the same status and body when its headers are immutable", async () => {
    const page = new Response("본문", { status: 201, headers: { "content-type": "text/plain; charset=utf-8" } });
    const same = withCommonHeaders(page, { "x-extra": "1" });
    expect(same).toBe(page);
    expect(await same.text()).toBe("본문");
    expect(Object.fromEntries(same.headers)).toMatchObject({ ...COMMON, "x-extra": "1" });

    const redirect = Response.redirect("https://example.com/notice", 302);
    expect(() => redirect.headers.set("x-try", "1")).toThrow(TypeError);
    const copy = withCommonHeaders(redirect);
    expect(copy).not.toBe(redirect);
    expect(copy.status).toBe(302);
    expect(copy.headers.get("location")).toBe("https://example.com/notice");
    expect(Object.fromEntries(copy.headers)).toMatchObject(COMMON);
  });
});

describe("files from R2", () => {
  async function boardFile(name: string, bytes: Uint8Array, fileType: string) {
    const fileName = `${crypto.randomUUID()}.${name.split(".").pop()}`;
    await env.BUCKET.put(`board/${fileName}`, bytes);
    const [row] = await db()
      .insert(fileBox)
      .values({
        fileName,
        r2Key: `board/${fileName}`,
        fileOrgName: name,
        fileType,
        fileSize: bytes.byteLength,
        ownerKind: "BOARD",
        ownerId: 1,
      })
      .returning({ fileBoxId: fileBox.fileBoxId });
    return row?.fileBoxId;
  }

  it("are sandboxed documents with nosniff: item images, editor images, attachments, staff previews", async () => {
    const item = (await (await call("/api/items?itemId=1")).json()) as { fileBoxes: { fileName: string }[] };
    const form = new FormData();
    form.append("image", file(PNG, "그림.png", "image/png"));
    const uploaded = (await (await callAs(admin, "/api/image/upload", { method: "POST", body: form })).json()) as {
      url: string;
    };
    // Text that a browser would run as a page if it were not sandboxed and sent as a download.
    const html = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const textId = await boardFile("안내.txt", html, "text/plain; charset=utf-8");
    const photoId = await boardFile("사진.png", PNG, "image/png");

    const files: [string, Response][] = [
      ["item image", await call(`/item/${item.fileBoxes[0]?.fileName}`)],
      ["editor image", await call(uploaded.url)],
      ["board attachment", await call(`/api/boardFiles/download/${textId}`)],
      ["staff preview", await callAs(admin, `/api/admin/boardfiles/preview/${photoId}`)],
    ];
    for (const [what, res] of files) {
      expect(res.status, what).toBe(200);
      expect(res.headers.get("content-security-policy"), what).toBe("sandbox");
      expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
    }
    const text = files[2]?.[1];
    expect(text?.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(text?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});

describe("methods the site does not serve", () => {
  const METHODS = ["TRACE", "TRACK", "CONNECT", "PROPFIND", "OPTIONS", "MKCOL", "LOCK"];

  /** The request, or null where the runtime itself refuses to build one (forbidden methods). */
  function request(method: string, path: string): Request | null {
    try {
      return new Request(`http://localhost${path}`, { method });
    } catch {
      return null;
    }
  }

  it("answer 405 in the JSON error shape on /api, with Allow, and log nothing", async () => {
    const logged = vi.spyOn(console, "error");
    let sent = 0;
    for (const method of METHODS) {
      for (const path of ["/api/manufacturers", "/api/admin/inquiry", "/item/x.png"]) {
        const req = request(method, path);
        if (!req) continue;
        sent += 1;
        const res = await callWith(req, {});
        await expectJsonError(res, 405, "허용되지 않는 요청 방식입니다.");
        expect(res.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
        expectCommonHeaders(res, `${method} ${path}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(9);
    expect(logged).not.toHaveBeenCalled();
  });

  it("answer 405 with a plain Korean page elsewhere (TRACE /login included), and log nothing", async () => {
    const logged = vi.spyOn(console, "error");
    let sent = 0;
    for (const method of METHODS) {
      for (const path of ["/login", "/", "/notice", "/admin"]) {
        const req = request(method, path);
        if (!req) continue;
        sent += 1;
        const res = await callWith(req, {});
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
        expectCommonHeaders(res, `${method} ${path}`);
        const body = await res.text();
        expect(body).toContain("<h1>허용되지 않는 요청 방식입니다.</h1>");
        expect(body).not.toMatch(/<script|Error|stack/i);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(12);
    expect(request("TRACE", "/login"), "TRACE is sent, as in the issue").not.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("a served method a page has no action for is the sender's fault: 405, not logged", async () => {
    const logged = vi.spyOn(console, "error");
    const res = await call("/notice", { method: "PUT", headers: { accept: "text/html" } });
    expect(res.status).toBe(405);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("a write to a page from another origin (found by test/api/fuzz.test.ts)", () => {
  const post = (path: string, headers: Record<string, string>) =>
    callWith(new Request(`http://localhost${path}`, { method: "POST", headers, body: "a=1" }), {});

  it("answers 403 with a plain Korean page, never Remix's logged 500", async () => {
    const logged = vi.spyOn(console, "error");
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example", Host: "localhost" },
      { Origin: "null", Host: "localhost" },
      { Origin: "", Host: "localhost" },
      { Origin: "not a url", Host: "localhost" },
      { Origin: "http://localhost", Host: "localhost", "X-Forwarded-Host": "evil.example" },
      { Origin: "http://localhost" }, // no Host: nothing to compare the Origin with
    ];
    for (const headers of cases) {
      for (const path of ["/help", "/notice/1", "/login.data", "/"]) {
        const res = await post(path, headers);
        const what = `${path} ${JSON.stringify(headers)}`;
        expect(res.status, what).toBe(403);
        expect(res.headers.get("content-type"), what).toBe("text/html; charset=utf-8");
        expectCommonHeaders(res, what);
        expect(await res.text(), what).toContain("<h1>허용되지 않은 요청입니다.</h1>");
      }
    }
    // Remix's data requests take any method but GET as an action, HEAD included.
    const head = new Request("http://localhost/logout.data", { method: "HEAD", headers: { Origin: "null" } });
    expect((await callWith(head, {})).status).toBe(403);
    expect(logged).not.toHaveBeenCalled();
  });

  it("goes on to the page from our own origin (405: no page takes a POST), and leaves /api alone", async () => {
    const logged = vi.spyOn(console, "error");
    expect((await post("/help", { Origin: "http://localhost", Host: "localhost" })).status).toBe(405);
    expect((await post("/help", { Host: "localhost" })).status).toBe(405);
    const head = (path: string) =>
      callWith(
        new Request(`http://localhost${path}`, { method: "HEAD", headers: { Origin: "https://evil.example" } }),
        {},
      );
    expect((await head("/help")).status).toBe(200);
    const api = await post("/api/inquiry", { Origin: "https://evil.example", Host: "localhost" });
    await expectJsonError(api, 400);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("over-long URLs", () => {
  const long = (n: number) => "가".repeat(Math.ceil(n / 9));

  it("answer 414 in the JSON error shape on /api and a plain Korean page elsewhere, logging nothing", async () => {
    const logged = vi.spyOn(console, "error");
    const api = await call(`/api/boards?boardType=NOTICE&searchKeyword=${long(9000)}`);
    await expectJsonError(api, 414, "요청 주소가 너무 깁니다.");
    expectCommonHeaders(api, "api 414");
    const pageRes = await page(`/notice?searchKeyword=${long(9000)}`);
    expect(pageRes.status).toBe(414);
    expect(await pageRes.text()).toContain("<h1>요청 주소가 너무 깁니다.</h1>");
    expect(logged).not.toHaveBeenCalled();
  });

  it("leave a URL just under the limit to the route (here a 400 for a keyword over 100 characters)", async () => {
    const path = `/api/boards?boardType=NOTICE&searchKeyword=${"a".repeat(8000)}`;
    expect(`http://localhost${path}`.length).toBeLessThan(8 * 1024);
    const res = await call(path);
    expect(res.status).toBe(400);
  });
});

describe("page paths with an escaped backslash (found by test/api/fuzz.test.ts)", () => {
  it("answer 404 with a plain Korean page when the router cannot read them, never its logged 500", async () => {
    const logged = vi.spyOn(console, "error");
    // `/%5C` decodes to `/\`, which a URL reads as `//`: no host.
    for (const path of ["/%5C", "/%5c", "/%5C%5C", "/%5C/", "/%5C%2F"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expectCommonHeaders(res, path);
      expect(await res.text(), path).toContain("<h1>요청하신 페이지를 찾을 수 없습니다.</h1>");
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("leave the rest to the site: its own 404 page, the API's JSON 404", async () => {
    for (const path of ["/%5Cfoo", "/%5C/notice", "/notice/%5C", "/notice%5C"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("잘못된 페이지 접근입니다. 주소를 다시 확인해주세요.");
    }
    await expectJsonError(await call("/api/%5C"), 404, "요청하신 API를 찾을 수 없습니다.");
  });
});

describe("page paths with repeated slashes", () => {
  it("are moved (301) to the path with single slashes, keeping the query, on the same site", async () => {
    for (const [path, to] of [
      ["//", "/"],
      ["/notice//13", "/notice/13"],
      ["///notice?page=2", "/notice?page=2"],
      ["//evil.example/notice", "/evil.example/notice"],
    ] as const) {
      const res = await call(path, { headers: { accept: "text/html" }, redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(`http://localhost${to}`);
      expectCommonHeaders(res, path);
    }
    // The API keeps its own answers; a write is not redirected.
    await expectJsonError(await call("/api//boards"), 404, "요청하신 API를 찾을 수 없습니다.");
    expect((await call("//", { method: "POST", redirect: "manual" })).status).not.toBe(301);
  });
});
