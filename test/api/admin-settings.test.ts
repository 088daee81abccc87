// Site settings (issue 12, decisions 030, 042): GET and PUT /api/admin/settings/{company,pages,privacy} for
// administrators only, Korean field messages with nothing saved, the public pages that show them
// fresh on the next request, sanitized greeting HTML, and greeting pictures claimed and removed.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, mailOutbox, pendingUpload, siteSetting } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import {
  DEFAULT_COMPANY,
  DEFAULT_PAGES,
  DEFAULT_POPUP,
  DEFAULT_PRIVACY,
  SETTINGS_MESSAGES,
} from "../../functions/schemas/settings";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, call, db, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;
let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

const put = (session: LoggedIn, path: string, body: unknown) =>
  callAs(session, path, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** The stored document (the seed writes today's values). */
const stored = async (key: string) => (await db().select().from(siteSetting).where(eq(siteSetting.key, key)))[0]?.value;

/** The pages document as the form sends it: cards without their image paths. */
const pagesInput = (patch: Record<string, unknown> = {}) => ({
  home: DEFAULT_PAGES.home,
  greeting: {
    title: DEFAULT_PAGES.greeting.title,
    html: DEFAULT_PAGES.greeting.html,
    cards: DEFAULT_PAGES.greeting.cards.map(({ image: _image, ...card }) => card),
  },
  history: [],
  ...patch,
});

async function stageImage(session: LoggedIn, name = "greeting.png"): Promise<string> {
  const form = new FormData();
  form.append("file", file(PNG, name, "image/png"));
  const res = await callAs(session, "/api/admin/uploads?purpose=SITE", { method: "POST", body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadId: string }).uploadId;
}

describe("who may use the settings", () => {
  it("anonymous: 401; staff: 403, whatever the call; nothing saved", async () => {
    for (const path of [
      "/api/admin/settings/company",
      "/api/admin/settings/pages",
      "/api/admin/settings/privacy",
      "/api/admin/settings/popup",
    ]) {
      await expectJsonError(await call(path), 401);
      await expectJsonError(await callAs(staff, path), 403);
      await expectJsonError(await put(staff, path, DEFAULT_COMPANY), 403);
    }
    expect(await stored("company")).toBe(JSON.stringify(DEFAULT_COMPANY));
  });

  it("the administrator reads today's values before anything was saved", async () => {
    const company = await callAs(admin, "/api/admin/settings/company");
    expect(await company.json()).toEqual(DEFAULT_COMPANY);
    const pages = await callAs(admin, "/api/admin/settings/pages");
    expect(await pages.json()).toEqual(DEFAULT_PAGES);
    const privacy = await callAs(admin, "/api/admin/settings/privacy");
    expect(await privacy.json()).toEqual(DEFAULT_PRIVACY);
    const popup = await callAs(admin, "/api/admin/settings/popup");
    expect(await popup.json()).toEqual(DEFAULT_POPUP);
  });
});

describe("PUT /api/admin/settings/company", () => {
  it.each([
    [{ phone: "전화 주세요" }, SETTINGS_MESSAGES.phone],
    [{ fax: "12" }, SETTINGS_MESSAGES.fax],
    [{ naverBlog: "blog.naver.com/x" }, SETTINGS_MESSAGES.url],
    [{ instagram: "javascript:alert(1)" }, SETTINGS_MESSAGES.url],
    [{ alertEmail: "owner@" }, SETTINGS_MESSAGES.email],
    [{ name: "  " }, "회사명을 입력해주세요."],
    [{ bizNo: "12345" }, SETTINGS_MESSAGES.bizNo],
  ])("refuses %o with the field's Korean message and saves nothing", async (patch, message) => {
    const res = await put(admin, "/api/admin/settings/company", { ...DEFAULT_COMPANY, ...patch });
    await expectJsonError(res, 400, message);
    expect(await stored("company")).toBe(JSON.stringify(DEFAULT_COMPANY));
  });

  it("saves the document, answers it, and every cached public page shows it on the next request", async () => {
    // Cached copies of pages showing the company (MISS then HIT).
    for (const path of ["/", "/help", "/location"]) await call(path);
    expect((await call("/help")).headers.get("x-cache")).toBe("HIT");

    const company = {
      ...DEFAULT_COMPANY,
      phone: "02-555-0199",
      representative: "김대표",
      instagram: "https://instagram.com/hanbit",
      googleVerification: "google-code-123",
      alertEmail: "owner@company.example",
      hours: "평일 08:30 - 17:30, 토요일 09:00 - 12:00",
    };
    const res = await put(admin, "/api/admin/settings/company", company);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(company);
    expect(JSON.parse((await stored("company")) ?? "{}")).toEqual(company);

    for (const path of ["/", "/help", "/location"]) {
      const page = await call(path);
      expect(page.headers.get("x-cache"), path).toBe("MISS");
      // React's text separators out, so the text reads as the visitor sees it.
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html, path).toContain('href="tel:02-555-0199"');
      expect(html, path).not.toContain("031-123-4567");
      expect(html, path).toContain("대표 김대표");
      expect(html, path).toContain('<meta name="google-site-verification" content="google-code-123"/>');
      expect(html, path).toContain('"telephone":"02-555-0199"');
      // The structured data's opening hours follow the hours the owner wrote.
      expect(html, path).toContain('"openingHours":["Mo-Fr 08:30-17:30","Sa 09:00-12:00"]');
      expect(html, path).toContain('href="https://instagram.com/hanbit"');
      // The alert address is the owner's inbox, never shown.
      expect(html, path).not.toContain("owner@company.example");
    }
  });

  it("sends the new-inquiry notice to the alert address instead of every account", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "알림 주소 문의", content: "<p>내용</p>", writer: "홍길동" }))
      form.append(name, value);
    expect((await call("/api/inquiry", { method: "POST", body: form })).status).toBe(200);
    const [notice] = await db().select().from(mailOutbox);
    expect(notice?.recipients).toBe("owner@company.example");
    expect(notice?.body).toContain("한빛창호 홈페이지에 새 1:1 문의가 등록되었습니다.");
  });
});

describe("PUT /api/admin/settings/pages", () => {
  it.each([
    [{ history: [{ year: "20a4", events: ["설립"] }] }, SETTINGS_MESSAGES.year],
    [{ history: [{ year: "2024", events: ["", " "] }] }, "연혁 내용을 입력해주세요."],
    [{ home: { ...DEFAULT_PAGES.home, title: "" } }, "홈 소개 제목을 입력해주세요."],
  ])("refuses %o with the field's Korean message and saves nothing", async (patch, message) => {
    await expectJsonError(await put(admin, "/api/admin/settings/pages", pagesInput(patch)), 400, message);
    expect(await stored("pages")).toBe(JSON.stringify(DEFAULT_PAGES));
  });

  it("sanitizes the greeting, keeps the history order, and /about, /history and / show them at once", async () => {
    for (const path of ["/", "/about", "/history"]) await call(path);
    // Before the timeline is written, /history is a placeholder kept out of search results and the sitemap.
    const placeholder = await (await call("/history")).text();
    expect(placeholder).toContain("연혁 페이지를 준비하고 있습니다.");
    expect(placeholder).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await call("/sitemap.xml")).text()).not.toContain("/history</loc>");
    const html = '<h2>반갑습니다</h2><p onclick="steal()">정성을 다하겠습니다.<script>alert(1)</script></p>';
    const history = [
      { year: "2024", events: ["제2공장 준공", "", "KS 인증 획득"] },
      { year: "2010", events: ["한빛창호 설립"] },
    ];
    const res = await put(
      admin,
      "/api/admin/settings/pages",
      pagesInput({
        home: { eyebrow: "", title: "새 소개 제목", text: "새 소개 문구" },
        history,
        greeting: { ...pagesInput().greeting, title: "대표 인사말", html },
      }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as typeof DEFAULT_PAGES;
    expect(saved.greeting.html).toBe("<h2>반갑습니다</h2><p>정성을 다하겠습니다.</p>");
    expect(saved.history).toEqual([
      { year: "2024", events: ["제2공장 준공", "KS 인증 획득"] },
      { year: "2010", events: ["한빛창호 설립"] },
    ]);
    // Pictures untouched: the built-in ones stay.
    expect(saved.greeting.cards.map((c) => c.image)).toEqual(DEFAULT_PAGES.greeting.cards.map((c) => c.image));

    const about = await (await call("/about")).text();
    expect(about).toContain("<h1>대표 인사말</h1>");
    expect(about).toContain("<h2>반갑습니다</h2><p>정성을 다하겠습니다.</p>");
    expect(about).not.toContain("steal()");
    const timeline = await (await call("/history")).text();
    expect(timeline.indexOf("제2공장 준공")).toBeLessThan(timeline.indexOf("한빛창호 설립"));
    expect(timeline).not.toContain("연혁 페이지를 준비하고 있습니다.");
    expect(timeline).not.toContain('name="robots"');
    expect(await (await call("/sitemap.xml")).text()).toContain("<loc>http://localhost:8787/history</loc>");
    const home = await (await call("/")).text();
    expect(home).toContain("새 소개 제목");
    expect(home).not.toContain("직접 만들고 직접 시공합니다");
  });

  it("claims a staged picture, serves it, and removes the one it replaces (row and object)", async () => {
    const first = await stageImage(admin);
    const cards = pagesInput().greeting.cards;
    const withFirst = cards.map((c, i) => (i === 1 ? { ...c, uploadId: first } : c));
    const saved = (await (
      await put(
        admin,
        "/api/admin/settings/pages",
        pagesInput({ greeting: { ...pagesInput().greeting, cards: withFirst } }),
      )
    ).json()) as typeof DEFAULT_PAGES;
    const image = saved.greeting.cards[1]?.image ?? "";
    expect(image).toMatch(/^\/api\/site-images\/[0-9a-f-]{36}\.png$/);
    expect(saved.greeting.cards[0]?.image).toBe("/images/about-1.webp");
    expect(await db().select().from(pendingUpload)).toEqual([]);
    const served = await call(image);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await (await call("/about")).text()).toContain(`src="${image}"`);

    // Replaced: the old picture's row and object go; the new one is the only SITE file.
    const second = await stageImage(admin, "second.png");
    const withSecond = cards.map((c, i) => (i === 1 ? { ...c, uploadId: second } : c));
    const again = (await (
      await put(
        admin,
        "/api/admin/settings/pages",
        pagesInput({ greeting: { ...pagesInput().greeting, cards: withSecond } }),
      )
    ).json()) as typeof DEFAULT_PAGES;
    const files = await db().select().from(fileBox).where(eq(fileBox.ownerKind, "SITE"));
    expect(files.map((f) => `/api/site-images/${f.fileName}`)).toEqual([again.greeting.cards[1]?.image]);
    expect((await bucketKeys()).filter((k) => k.endsWith(image.split("/").pop() ?? "-"))).toEqual([]);
    expect((await call(image)).status).toBe(404);

    // Saving again without an upload keeps the picture.
    const kept = (await (await put(admin, "/api/admin/settings/pages", pagesInput())).json()) as typeof DEFAULT_PAGES;
    expect(kept.greeting.cards[1]?.image).toBe(again.greeting.cards[1]?.image);
  });

  it("refuses a picture that is not staged, or staged by someone else, and saves nothing", async () => {
    const before = await stored("pages");
    const othersUpload = await stageImage(staff);
    for (const uploadId of [crypto.randomUUID(), othersUpload]) {
      const cards = pagesInput().greeting.cards.map((c, i) => (i === 0 ? { ...c, uploadId } : c));
      const res = await put(
        admin,
        "/api/admin/settings/pages",
        pagesInput({ greeting: { ...pagesInput().greeting, cards } }),
      );
      await expectJsonError(res, 400, SETTINGS_MESSAGES.imageMissing);
    }
    expect(await stored("pages")).toBe(before);
  });
});

describe("PUT /api/admin/settings/privacy", () => {
  it("the seeded policy is at /privacy, linked from every page's footer and from the inquiry form", async () => {
    const policy = (await (await call("/privacy")).text()).replaceAll("<!-- -->", "");
    expect(policy).toContain("<h1>개인정보처리방침</h1>");
    expect(policy).toContain("<h2>1. 수집하는 개인정보 항목과 수집 방법</h2>");
    expect(policy).toMatch(/<link rel="canonical" href="[^"]*\/privacy"\/>/);
    for (const path of ["/", "/notice", "/inquiryForm"]) {
      expect(await (await call(path)).text(), path).toMatch(
        /<a class="footer-privacy"[^>]* href="\/privacy">개인정보처리방침<\/a>/,
      );
    }
    expect(await (await call("/inquiryForm")).text()).toContain('href="/privacy" target="_blank">개인정보처리방침</a>');
    expect(await (await call("/sitemap.xml")).text()).toContain("/privacy</loc>");
  });

  it("refuses a blank policy with a Korean message and saves nothing", async () => {
    const before = await stored("privacy");
    for (const body of [{ html: "  " }, {}, { html: "x".repeat(50_001) }]) {
      const res = await put(admin, "/api/admin/settings/privacy", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^개인정보처리방침(을 입력해주세요|은 50000자 이하로 입력해주세요)\.$/,
      );
    }
    expect(await stored("privacy")).toBe(before);
  });

  it("sanitizes the policy and /privacy shows it on the next request", async () => {
    await call("/privacy");
    expect((await call("/privacy")).headers.get("x-cache")).toBe("HIT");
    const html = '<h2>보유 기간</h2><p onmouseover="steal()">답변 후 3년간 보관합니다.<script>alert(1)</script></p>';
    const res = await put(admin, "/api/admin/settings/privacy", { html });
    expect(res.status).toBe(200);
    // The 보관 기간 (decision 077) was not sent: the stored one (the default, 1년) stays.
    expect(await res.json()).toEqual({
      html: "<h2>보유 기간</h2><p>답변 후 3년간 보관합니다.</p>",
      retentionMonths: 12,
      effectiveDate: null,
    });
    const page = await call("/privacy");
    expect(page.headers.get("x-cache")).toBe("MISS");
    const text = await page.text();
    expect(text).toContain("<h2>보유 기간</h2><p>답변 후 3년간 보관합니다.</p>");
    expect(text).not.toContain("steal()");
    expect(text).not.toContain("1. 수집하는 개인정보 항목과 수집 방법");
  });
});

describe("PUT /api/admin/settings/popup (decision 090)", () => {
  const TITLE = "설 연휴 시공 일정 안내";
  const popup = (patch: Record<string, unknown> = {}) => ({
    enabled: true,
    title: TITLE,
    text: "2월 16일부터 18일까지 쉽니다.\n연휴 중 문의는 19일부터 답변드립니다.",
    link: "/notice",
    startDate: "",
    endDate: "",
    ...patch,
  });
  /** The home page's HTML, with the loader's data the popup opens from. */
  const home = async () => (await call("/")).text();

  it.each([
    [{ title: " " }, "팝업 제목을 입력해주세요."],
    [{ title: "가".repeat(51) }, "팝업 제목은 50자 이하로 입력해주세요."],
    [{ text: "가".repeat(501) }, "팝업 내용은 500자 이하로 입력해주세요."],
    [{ link: "javascript:alert(1)" }, "링크는 /로 시작하는 사이트 경로나 http:// 또는 https:// 주소로 입력해주세요."],
    [{ link: "//evil.example" }, "링크는 /로 시작하는 사이트 경로나 http:// 또는 https:// 주소로 입력해주세요."],
    [{ startDate: "2026-02-30" }, "날짜를 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요."],
    [{ startDate: "2026-12-10", endDate: "2026-12-09" }, "종료일은 시작일보다 빠를 수 없습니다."],
    [{ enabled: "yes" }, "팝업을 보일지 선택해주세요."],
  ])("refuses %o with its Korean message and saves nothing", async (patch, message) => {
    const before = await stored("popup");
    await expectJsonError(await put(admin, "/api/admin/settings/popup", popup(patch)), 400, message);
    expect(await stored("popup")).toBe(before);
  });

  it("saves it off without a title; the home page then has no popup", async () => {
    const res = await put(admin, "/api/admin/settings/popup", popup({ enabled: false, title: "", link: "" }));
    expect(await res.json()).toEqual({ ...DEFAULT_POPUP, text: popup().text });
    expect(await home()).not.toContain("2월 16일부터 18일까지 쉽니다.");
  });

  it("the cached home page carries it on the next request, and only within its days", async () => {
    const today = todayLocal();
    await call("/");
    expect((await call("/")).headers.get("x-cache")).toBe("HIT");

    const saved = await put(
      admin,
      "/api/admin/settings/popup",
      popup({ startDate: today, endDate: addDays(today, 3) }),
    );
    expect(await saved.json()).toEqual({ ...popup(), startDate: today, endDate: addDays(today, 3) });
    const page = await call("/");
    expect(page.headers.get("x-cache")).toBe("MISS");
    const html = await page.text();
    expect(html).toContain(TITLE);
    expect(html).toContain("/notice");

    // Days to come, days gone, switched off: not on the page.
    for (const days of [
      { startDate: addDays(today, 1), endDate: "" },
      { startDate: "", endDate: addDays(today, -1) },
    ]) {
      await put(admin, "/api/admin/settings/popup", popup(days));
      expect(await home()).not.toContain(TITLE);
    }
    await put(admin, "/api/admin/settings/popup", popup({ enabled: false }));
    expect(await home()).not.toContain(TITLE);
    // Nothing else shows it: the notice list is not the home page.
    await put(admin, "/api/admin/settings/popup", popup());
    expect(await home()).toContain(TITLE);
    expect(await (await call("/notice")).text()).not.toContain(TITLE);
  });
});

describe("GET /api/admin/settings/saved (decision 142)", () => {
  it("says 회사 정보 was never saved on a fresh database, and saved after its first PUT", async () => {
    // A fresh production database: migrations and admin:create, no seed, so no company row.
    await db().delete(siteSetting).where(eq(siteSetting.key, "company"));
    await expectJsonError(await call("/api/admin/settings/saved"), 401);
    await expectJsonError(await callAs(staff, "/api/admin/settings/saved"), 403);
    expect(await (await callAs(admin, "/api/admin/settings/saved")).json()).toEqual({ company: false });

    // Saving the sample values as they are still counts: someone looked at them and kept them.
    expect((await put(admin, "/api/admin/settings/company", DEFAULT_COMPANY)).status).toBe(200);
    expect(await (await callAs(admin, "/api/admin/settings/saved")).json()).toEqual({ company: true });
  });
});
