// Banner slides and footer logos (issue 12, decision 031): administrators only, Korean field
// messages, at most five slides, images byte-checked and never orphaned, the cached home page and
// footer fresh after every write, and slides that start and end on Korea days.
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fileBox, pendingUpload } from "../../db/schema";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { SITE_MEDIA_MESSAGES } from "../../functions/schemas/siteMedia";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, bytesOf, call, db, EXE, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

interface Slide {
  slideId: number;
  imageName: string;
  mobileImageName: string | null;
  headline: string;
  enabled: boolean;
  displayOrder: number;
}
interface Logo {
  logoId: number;
  imageName: string;
  name: string;
  linkUrl: string | null;
}

let admin: LoggedIn;
let staff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  staff = await loginAsStaff();
});

afterEach(() => {
  vi.useRealTimers();
});

const json = (body: unknown, method = "POST"): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

async function stage(purpose: "BANNER" | "LOGO", bytes: Uint8Array = PNG, name = "slide.png") {
  const form = new FormData();
  form.append("file", file(bytes, name));
  return callAs(admin, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
}
const uploadIdOf = async (purpose: "BANNER" | "LOGO") =>
  ((await (await stage(purpose)).json()) as { uploadId: string }).uploadId;

const listSlides = async () => (await (await callAs(admin, "/api/admin/settings/banner")).json()) as Slide[];
const listLogos = async () => (await (await callAs(admin, "/api/admin/settings/logos")).json()) as Logo[];

async function addSlide(headline: string, extra: Record<string, unknown> = {}) {
  const body = { headline, imageAlt: `${headline} 사진`, description: "설명", uploadId: await uploadIdOf("BANNER") };
  return callAs(admin, "/api/admin/settings/banner", json({ ...body, ...extra }));
}
const removeSlide = (slideId: number) =>
  callAs(admin, `/api/admin/settings/banner?id=${slideId}`, { method: "DELETE" });

/** The headlines of the home carousel, in order, as a visitor's (possibly cached) page has them. */
async function homeHeadlines(): Promise<string[]> {
  const html = await (await call("/")).text();
  return [...html.matchAll(/<(?:h1|p class="banner-headline")>([^<]+)</g)].map((m) => m[1] as string);
}

const fileRowsNamed = (names: string[]) =>
  db().select({ r2Key: fileBox.r2Key }).from(fileBox).where(inArray(fileBox.fileName, names));

describe("roles", () => {
  it("refuses visitors with 401 and staff with 403 on every call", async () => {
    const calls: [string, RequestInit][] = [
      ["/api/admin/settings/banner", {}],
      ["/api/admin/settings/banner", json({})],
      ["/api/admin/settings/banner/update", json({})],
      ["/api/admin/settings/banner/order", json({ ids: [] })],
      ["/api/admin/settings/banner?id=1", { method: "DELETE" }],
      ["/api/admin/settings/logos", {}],
      ["/api/admin/settings/logos?id=1", { method: "DELETE" }],
    ];
    for (const [path, init] of calls) {
      await expectJsonError(await call(path, init), 401);
      await expectJsonError(await callAs(staff, path, init), 403);
    }
    expect((await listSlides()).map((s) => s.headline)).toEqual([
      "오래가는 프리미엄 창호",
      "공간에 맞춘 인테리어 디자인",
      "원하는 대로, 맞춤 창호 디자인",
    ]);
  });
});

describe("banner slides", () => {
  it("refuses invalid input with the Korean field message and saves nothing", async () => {
    const before = await listSlides();
    const cases: [Record<string, unknown>, string][] = [
      [{ headline: " " }, SITE_MEDIA_MESSAGES.headlineRequired],
      [{ imageAlt: "" }, SITE_MEDIA_MESSAGES.altRequired],
      [{ linkUrl: "javascript:alert(1)" }, SITE_MEDIA_MESSAGES.link],
      [{ linkUrl: "//evil.example" }, SITE_MEDIA_MESSAGES.link],
      [{ startDate: "2026-02-30" }, SITE_MEDIA_MESSAGES.date],
      [{ startDate: "2026-12-10", endDate: "2026-12-01" }, SITE_MEDIA_MESSAGES.endBeforeStart],
      [{ uploadId: "" }, SITE_MEDIA_MESSAGES.imageRequired],
    ];
    for (const [change, message] of cases) {
      await expectJsonError(await addSlide("새 배너", change), 400, message);
    }
    expect(await listSlides()).toEqual(before);
  });

  it("accepts a site path or an http(s) address as link", async () => {
    for (const linkUrl of ["/inquiryForm", "https://blog.naver.com/window"]) {
      const res = await addSlide(`링크 ${linkUrl}`, { linkUrl });
      expect(res.status).toBe(201);
      const added = ((await res.json()) as (Slide & { linkUrl: string })[]).find((s) => s.headline.endsWith(linkUrl));
      expect(added?.linkUrl).toBe(linkUrl);
      expect((await removeSlide(added?.slideId ?? 0)).status).toBe(200);
    }
  });

  it("refuses a file that is not an image by its bytes, and one over the size limit", async () => {
    await expectJsonError(await stage("BANNER", EXE, "photo.png"), 400, /파일 내용이 확장자와 일치하지 않습니다/);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    await expectJsonError(await stage("BANNER", big, "big.png"), 413, /2MB/);
  });

  it("holds at most five slides: a sixth is refused with a Korean message", async () => {
    expect((await addSlide("넷째")).status).toBe(201);
    expect((await addSlide("다섯째")).status).toBe(201);
    const keysBefore = await bucketKeys();
    await expectJsonError(await addSlide("여섯째"), 400, SITE_MEDIA_MESSAGES.bannerLimit);
    const slides = await listSlides();
    expect(slides.map((s) => s.headline).slice(3)).toEqual(["넷째", "다섯째"]);
    // The refused slide's staged image stays pending (swept after 24 h), never attached.
    expect((await bucketKeys()).length).toBe(keysBefore.length + 1);
    for (const s of slides.slice(3)) expect((await removeSlide(s.slideId)).status).toBe(200);
  });

  it("serves the image bytes to visitors, cached for a year", async () => {
    const [first] = await listSlides();
    const res = await call(`/api/site-images/${first?.imageName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await bytesOf(res)).toEqual(PNG);
    await expectJsonError(await call(`/api/site-images/${crypto.randomUUID()}.png`), 404);
  });

  it("leaves no object behind when an image is replaced or a slide deleted", async () => {
    const created = (await (await addSlide("교체할 배너")).json()) as Slide[];
    const slide = created.find((s) => s.headline === "교체할 배너") as Slide;
    const [oldRow] = await fileRowsNamed([slide.imageName]);
    expect(await bucketKeys()).toContain(oldRow?.r2Key);

    const update = {
      slideId: slide.slideId,
      headline: "바뀐 배너",
      imageAlt: "바뀐 사진",
      uploadId: await uploadIdOf("BANNER"),
    };
    const updated = (await (await callAs(admin, "/api/admin/settings/banner/update", json(update))).json()) as Slide[];
    const replaced = updated.find((s) => s.slideId === slide.slideId) as Slide;
    expect(replaced.headline).toBe("바뀐 배너");
    expect(replaced.imageName).not.toBe(slide.imageName);
    expect(await fileRowsNamed([slide.imageName])).toEqual([]);
    expect(await bucketKeys()).not.toContain(oldRow?.r2Key);
    expect((await call(`/api/site-images/${slide.imageName}`)).status).toBe(404);

    const [newRow] = await fileRowsNamed([replaced.imageName]);
    expect((await removeSlide(slide.slideId)).status).toBe(200);
    expect(await fileRowsNamed([replaced.imageName])).toEqual([]);
    expect(await bucketKeys()).not.toContain(newRow?.r2Key);
    // Every stored banner or logo object has its row (attached, or staged and not yet swept).
    const attached = await db()
      .select({ r2Key: fileBox.r2Key })
      .from(fileBox)
      .where(inArray(fileBox.ownerKind, ["BANNER", "LOGO"]));
    const staged = await db().select({ r2Key: pendingUpload.r2Key }).from(pendingUpload);
    const keys = (await bucketKeys()).filter((k) => k.startsWith("banner/") || k.startsWith("logo/"));
    expect(keys.sort()).toEqual([...attached, ...staged].map((r) => r.r2Key).sort());
    await expectJsonError(await removeSlide(slide.slideId), 404, SITE_MEDIA_MESSAGES.slideNotFound);
  });

  it("keeps an optional picture for phones: replaced, kept or removed on its own, never orphaned", async () => {
    const keysAtStart = await bucketKeys();
    const created = await addSlide("모바일 배너", { mobileUploadId: await uploadIdOf("BANNER") });
    expect(created.status).toBe(201);
    const slide = ((await created.json()) as Slide[]).find((s) => s.headline === "모바일 배너") as Slide;
    expect(slide.mobileImageName).toMatch(/\.png$/);
    expect(slide.mobileImageName).not.toBe(slide.imageName);
    // Phones narrower than 480 px get the picture for phones, the others the main one.
    const picture = (html: string) =>
      new RegExp(
        `<source media="\\(max-width: 479px\\)" srcSet="/api/site-images/${slide.mobileImageName}"/><img src="/api/site-images/${slide.imageName}"`,
        "i",
      ).test(html);
    expect(picture(await (await call("/")).text())).toBe(true);
    const [mobileRow] = await fileRowsNamed([slide.mobileImageName as string]);

    // A new main picture leaves the one for phones as it was.
    const base = { slideId: slide.slideId, headline: "모바일 배너", imageAlt: "모바일 배너 사진" };
    const update = async (change: Record<string, unknown>) =>
      callAs(admin, "/api/admin/settings/banner/update", json({ ...base, ...change }));
    const afterMain = ((await (await update({ uploadId: await uploadIdOf("BANNER") })).json()) as Slide[]).find(
      (s) => s.slideId === slide.slideId,
    ) as Slide;
    expect(afterMain.imageName).not.toBe(slide.imageName);
    expect(afterMain.mobileImageName).toBe(slide.mobileImageName);
    expect(await fileRowsNamed([slide.imageName])).toEqual([]);
    expect(await bucketKeys()).toContain(mobileRow?.r2Key);

    // A new one for phones replaces only that one.
    const afterMobile = ((await (await update({ mobileUploadId: await uploadIdOf("BANNER") })).json()) as Slide[]).find(
      (s) => s.slideId === slide.slideId,
    ) as Slide;
    expect(afterMobile.imageName).toBe(afterMain.imageName);
    expect(afterMobile.mobileImageName).not.toBe(slide.mobileImageName);
    expect(await fileRowsNamed([slide.mobileImageName as string])).toEqual([]);
    expect(await bucketKeys()).not.toContain(mobileRow?.r2Key);

    // Asking to replace it and to remove it at once, or naming one upload for both, changes nothing.
    const before = await listSlides();
    await expectJsonError(
      await update({ mobileUploadId: await uploadIdOf("BANNER"), removeMobileImage: true }),
      400,
      SITE_MEDIA_MESSAGES.mobileImage,
    );
    const same = await uploadIdOf("BANNER");
    await expectJsonError(await update({ uploadId: same, mobileUploadId: same }), 400, SITE_MEDIA_MESSAGES.mobileImage);
    expect(await listSlides()).toEqual(before);

    // Removed: phones get the main picture again, and the file is gone.
    const [lastMobile] = await fileRowsNamed([afterMobile.mobileImageName as string]);
    const removed = ((await (await update({ removeMobileImage: true })).json()) as Slide[]).find(
      (s) => s.slideId === slide.slideId,
    ) as Slide;
    expect(removed.mobileImageName).toBeNull();
    expect(removed.imageName).toBe(afterMain.imageName);
    expect(await bucketKeys()).not.toContain(lastMobile?.r2Key);
    const home = await (await call("/")).text();
    expect(home).toContain(`/api/site-images/${removed.imageName}`);
    expect(home).not.toContain(afterMobile.mobileImageName);

    // Deleting the slide (with a picture for phones again) takes every file with it.
    await update({ mobileUploadId: await uploadIdOf("BANNER") });
    expect((await removeSlide(slide.slideId)).status).toBe(200);
    const left = (await bucketKeys()).filter((k) => !keysAtStart.includes(k));
    const staged = (await db().select({ r2Key: pendingUpload.r2Key }).from(pendingUpload)).map((r) => r.r2Key);
    // Only the two uploads of the refused calls are left, staged (swept after 24 h), none attached.
    expect(left.sort()).toEqual(staged.filter((k) => left.includes(k)).sort());
    expect(left).toHaveLength(2);
  });

  it("reorders only with every slide named once", async () => {
    const ids = (await listSlides()).map((s) => s.slideId);
    await expectJsonError(
      await callAs(admin, "/api/admin/settings/banner/order", json({ ids: ids.slice(1) })),
      400,
      SITE_MEDIA_MESSAGES.listChanged,
    );
    const reversed = [...ids].reverse();
    const res = await callAs(admin, "/api/admin/settings/banner/order", json({ ids: reversed }));
    expect(((await res.json()) as Slide[]).map((s) => s.slideId)).toEqual(reversed);
    await callAs(admin, "/api/admin/settings/banner/order", json({ ids }));
  });
});

describe("the cached home page", () => {
  it("follows every write on the next request: reorder, switch off, add, delete", async () => {
    const slides = await listSlides();
    const headlines = slides.map((s) => s.headline);
    expect(await homeHeadlines()).toEqual(headlines);
    // Cached now: the second request is a hit.
    expect((await call("/")).headers.get("x-cache")).toBe("HIT");

    const [a, b, c] = slides as [Slide, Slide, Slide];
    await callAs(admin, "/api/admin/settings/banner/order", json({ ids: [b.slideId, a.slideId, c.slideId] }));
    expect(await homeHeadlines()).toEqual([b.headline, a.headline, c.headline]);

    const off = { slideId: b.slideId, headline: b.headline, imageAlt: "사진", enabled: false };
    expect((await callAs(admin, "/api/admin/settings/banner/update", json(off))).status).toBe(200);
    expect(await homeHeadlines()).toEqual([a.headline, c.headline]);

    const added = ((await (await addSlide("새 소식")).json()) as Slide[]).find((s) => s.headline === "새 소식");
    expect(await homeHeadlines()).toEqual([a.headline, c.headline, "새 소식"]);
    await removeSlide(added?.slideId ?? 0);
    expect(await homeHeadlines()).toEqual([a.headline, c.headline]);

    await callAs(admin, "/api/admin/settings/banner/update", json({ ...off, enabled: true }));
    await callAs(admin, "/api/admin/settings/banner/order", json({ ids: [a.slideId, b.slideId, c.slideId] }));
    expect(await homeHeadlines()).toEqual(headlines);
  });

  it("shows a slide from its start day to its end day in Korea time, although the page is cached", async () => {
    const res = await addSlide("봄맞이 행사", { startDate: "2027-03-02", endDate: "2027-03-02" });
    expect(res.status).toBe(201);
    // Visitors' clock only (their calls need no session): 23:59 on 2027-03-01 in Korea is 14:59 UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-01T14:59:00Z"));
    expect(todayLocal()).toBe("2027-03-01");
    expect(await homeHeadlines()).not.toContain("봄맞이 행사");
    expect((await call("/")).headers.get("x-cache")).toBe("HIT");

    // Midnight in Korea (15:00 UTC): the next request shows it, no write needed.
    vi.setSystemTime(new Date("2027-03-01T15:00:00Z"));
    expect(await homeHeadlines()).toContain("봄맞이 행사");
    // After its end day it is gone again.
    vi.setSystemTime(new Date(`${addDays("2027-03-02", 1)}T00:00:00+09:00`));
    expect(await homeHeadlines()).not.toContain("봄맞이 행사");

    vi.useRealTimers();
    const slide = (await listSlides()).find((s) => s.headline === "봄맞이 행사");
    await removeSlide(slide?.slideId ?? 0);
  });

  it("still has one top heading and the intro when no slide is active", async () => {
    const slides = await listSlides();
    for (const s of slides) {
      await callAs(
        admin,
        "/api/admin/settings/banner/update",
        json({ slideId: s.slideId, headline: s.headline, imageAlt: "사진", enabled: false }),
      );
    }
    const html = await (await call("/")).text();
    expect(html).not.toContain('aria-label="메인 배너"');
    expect(html.match(/<h1[ >]/g)?.length).toBe(1);
    expect(html).toMatch(/<h1 id="intro-title">공장에서 현장까지, 책임지는 창호<\/h1>/);
    for (const s of slides) {
      await callAs(
        admin,
        "/api/admin/settings/banner/update",
        json({ slideId: s.slideId, headline: s.headline, imageAlt: "사진", enabled: true }),
      );
    }
    expect(await homeHeadlines()).toEqual(slides.map((s) => s.headline));
  });
});

describe("footer logos", () => {
  it("are seeded, shown in every page's footer with the name as alt, and follow edits at once", async () => {
    const logos = await listLogos();
    expect(logos.map((l) => l.name)).toEqual(["에너지소비효율 1등급 인증", "KS 인증 창호", "협력사 유리 전문 파트너"]);
    const footer = async (path: string) => {
      const html = await (await call(path)).text();
      return html.slice(html.indexOf('class="footer-logos"'));
    };
    expect(await footer("/faq")).toContain(`alt="KS 인증 창호"`);

    const ks = logos[1] as Logo;
    const update = { logoId: ks.logoId, name: "KS 인증", linkUrl: "https://standard.go.kr" };
    expect((await callAs(admin, "/api/admin/settings/logos/update", json(update))).status).toBe(200);
    const html = await footer("/faq");
    expect(html).toContain('alt="KS 인증"');
    expect(html).toMatch(/<a href="https:\/\/standard\.go\.kr" rel="noopener" target="_blank"><img[^>]+alt="KS 인증"/);

    await expectJsonError(
      await callAs(admin, "/api/admin/settings/logos", json({ name: "", uploadId: await uploadIdOf("LOGO") })),
      400,
      SITE_MEDIA_MESSAGES.nameRequired,
    );
    const created = await callAs(
      admin,
      "/api/admin/settings/logos",
      json({ name: "새 협력사", uploadId: await uploadIdOf("LOGO") }),
    );
    const added = ((await created.json()) as Logo[]).at(-1) as Logo;
    expect(added.name).toBe("새 협력사");
    expect(await footer("/")).toContain('alt="새 협력사"');
    const [row] = await fileRowsNamed([added.imageName]);
    expect((await callAs(admin, `/api/admin/settings/logos?id=${added.logoId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await footer("/")).not.toContain('alt="새 협력사"');
    expect(await bucketKeys()).not.toContain(row?.r2Key);
    expect(await db().select().from(fileBox).where(eq(fileBox.fileName, added.imageName))).toEqual([]);
  });

  it("refuses an upload staged for the banner", async () => {
    const res = await callAs(
      admin,
      "/api/admin/settings/logos",
      json({ name: "잘못", uploadId: await uploadIdOf("BANNER") }),
    );
    await expectJsonError(res, 400, /첨부파일을 찾을 수 없거나/);
  });
});
