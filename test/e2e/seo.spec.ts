// Findability: titles, descriptions, canonical links and Open Graph tags of the public pages,
// robots.txt, sitemap.xml and the LocalBusiness structured data of the home page.
import { expect, test } from "./fixtures";
import { COMPANY, NEWEST_NOTICE, NOTICE_COUNT } from "./helpers";

/** Indexable public pages and the path their canonical link names. */
const INDEXABLE = [
  { path: "/", canonical: "/" },
  { path: "/about", canonical: "/about" },
  { path: "/location", canonical: "/location" },
  { path: "/manu/1", canonical: "/manu/1" },
  // An item's own page (decision 045); the first product's is its manufacturer's (decision 127).
  { path: "/manu/1?type=2&item=2", canonical: "/manu/1?type=2&item=2" },
  { path: "/manu/1?type=1&item=1", canonical: "/manu/1" },
  { path: "/notice", canonical: "/notice" },
  { path: `/notice/${NEWEST_NOTICE.id}`, canonical: `/notice/${NEWEST_NOTICE.id}` },
  { path: "/faq", canonical: "/faq" },
  { path: "/fag", canonical: "/faq" },
  { path: "/inquiryForm", canonical: "/inquiryForm" },
  { path: "/help", canonical: "/help" },
];

test.describe("each public page has a title, description, canonical link and og:title", () => {
  for (const { path, canonical } of INDEXABLE) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const title = await page.title();
      expect(title).toContain(COMPANY.name);
      expect(title.length).toBeGreaterThan(COMPANY.name.length + 3);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length ?? 0).toBeGreaterThan(5);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      const href = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
      expect(new URL(href).pathname + new URL(href).search).toBe(canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // The picture a shared link shows exists (the URL names the configured site; its path is ours).
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
      const picture = await page.request.get(new URL(ogImage).pathname);
      expect(picture.status(), ogImage).toBe(200);
      // A type every messenger's preview shows (KakaoTalk does not reliably show WebP, decision 161).
      expect(picture.headers()["content-type"]).toMatch(/^image\/(jpeg|png|gif)$/);
      expect((await picture.body()).byteLength).toBeGreaterThan(1000);
    });
  }

  test("page titles differ and name the page", async ({ page }) => {
    const titles: Record<string, string> = {};
    for (const path of ["/about", "/location", "/notice", "/faq", "/inquiryForm", "/help", "/manu/2"]) {
      await page.goto(path);
      titles[path] = await page.title();
    }
    expect(titles["/about"]).toMatch(/^인사말/);
    expect(titles["/location"]).toMatch(/^오시는 길/);
    expect(titles["/notice"]).toMatch(/^공지사항/);
    expect(titles["/faq"]).toMatch(/^자주 묻는 질문/);
    expect(titles["/inquiryForm"]).toMatch(/^1:1 문의/);
    expect(titles["/help"]).toMatch(/^A\/S 문의/);
    expect(titles["/manu/2"]).toContain("청솔 시스템");
    expect(new Set(Object.values(titles)).size).toBe(Object.keys(titles).length);
  });

  test("the home page's description reads correctly with the company's name", async ({ page }) => {
    // "한빛창호은" was wrong Korean (after a vowel the particle is 는); the sentence now ends with the name.
    await page.goto("/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `자체 공장에서 만든 프리미엄 창호를 정직한 가격으로 시공하는 ${COMPANY.name}입니다. 제품 안내, 공지사항, 1:1 문의.`,
    );
  });

  test("a notice's description comes from its text", async ({ page }) => {
    await page.goto(`/notice/${NEWEST_NOTICE.id}`);
    await expect(page).toHaveTitle(`${NEWEST_NOTICE.title} | ${COMPANY.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `${NEWEST_NOTICE.title}에 대해 알려드립니다. 자세한 내용은 고객센터로 문의해 주세요.`,
    );
  });
});

test("the login and error screens have a title and are kept out of search results", async ({ page }) => {
  // /history too, while the seeded site has no timeline yet (decision 113; test/api/admin-settings.test.ts).
  for (const path of ["/loginForm", "/error/401", "/error/403", "/error/404", "/error/500", "/history"]) {
    await page.goto(path);
    // Named as every page is: "… | 한빛창호" (a tab or bookmark among others says whose it is).
    expect(await page.title(), path).toMatch(new RegExp(`^\\S.* \\| ${COMPANY.name}$`));
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
  }
  await page.goto("/loginForm");
  expect(await page.title()).toBe(`관리자 로그인 | ${COMPANY.name}`);
});

test("/robots.txt allows the site, keeps admin out and names the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/plain");
  const text = await res.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("/sitemap.xml lists the public pages, the manufacturers and the posts", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(locs).toEqual(
    expect.arrayContaining(["/", "/about", "/location", "/notice", "/faq", "/inquiryForm", "/help"]),
  );
  // The seeded site has no timeline yet: its placeholder page is left out (decision 113).
  expect(locs).not.toContain("/history");
  expect(locs).toEqual(expect.arrayContaining(["/manu/1", "/manu/2", "/manu/3"]));
  expect(locs).toContain(`/notice/${NEWEST_NOTICE.id}`);
  expect(locs.filter((p) => /^\/notice\/\d+$/.test(p)).length).toBeGreaterThanOrEqual(NOTICE_COUNT);
  expect(locs.some((p) => p.startsWith("/admin") || p.startsWith("/loginForm"))).toBe(false);
});

test("the home page has HomeAndConstructionBusiness JSON-LD with the phone number", async ({ page }) => {
  await page.goto("/");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((s) => JSON.parse(s) as Record<string, unknown>);
  const business = data.find((d) => d["@type"] === "HomeAndConstructionBusiness" || d["@type"] === "LocalBusiness");
  expect(business, "LocalBusiness JSON-LD").toBeDefined();
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: COMPANY.name,
    telephone: COMPANY.phone,
    faxNumber: COMPANY.fax,
    address: { streetAddress: COMPANY.address },
    // From the seeded hours text "평일 09:00 - 18:00 (주말·공휴일 휴무)".
    openingHours: ["Mo-Fr 09:00-18:00"],
  });
});
