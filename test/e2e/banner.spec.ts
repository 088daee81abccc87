// The home banner: three crossfading slides, every 5000 ms, looping, keeps running after
// interaction, pausable and operable by keyboard (SPEC §2 "Navigation", §9; DESIGN "Accessibility").
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const HEADLINES = ["오래가는 프리미엄 창호", "공간에 맞춘 인테리어 디자인", "원하는 대로, 맞춤 창호 디자인"];
/** The spec's interval, written out: the tests pin it rather than read it from the component. */
const BANNER_DELAY_MS = 5000;
/** The crossfade, with some slack. */
const FADE_MS = 1300;
/** One slide interval plus the crossfade and some slack, for the tests on the real clock. */
const ONE_TURN_MS = 8_000;

const banner = (page: Page) => page.getByRole("region", { name: "메인 배너" });

/** The headline of the slide a visitor sees: the one not hidden and fully faded in. */
async function visibleHeadline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const slides = [...document.querySelectorAll<HTMLElement>(".banner-slide")];
    const shown = slides.filter((s) => s.getAttribute("aria-hidden") !== "true" && Number(s.style.opacity) > 0.99);
    return shown.length === 1 ? (shown[0]?.querySelector("h1, .banner-headline")?.textContent ?? "") : "";
  });
}

async function openHome(page: Page, { clockPaused = false } = {}) {
  await page.goto("/");
  // The app starts after the load event, the first paint, a frame and a timeout per preload
  // (decision 035): under a paused clock the frame and the timeouts wait for it, so it is moved a
  // frame at a time until the entry script is in. The
  // clock stands still again while the app hydrates, so the banner's timer starts at a known time.
  for (let frame = 0; clockPaused && frame < 30; frame++) {
    if (await page.locator('script[type="module"]').count()) break;
    await page.clock.runFor(16);
  }
  await hydrated(page);
  // The slider's library arrives after hydration (decision 095); its controls work from then on.
  await expect(banner(page).getByRole("button", { name: "다음 배너" })).toBeEnabled();
  await expect(banner(page).locator(".banner-slide")).toHaveCount(3);
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[0]);
}

test("has three slides with image, headline and description, the first one shown", async ({ page }) => {
  await openHome(page);
  const slides = banner(page).locator(".banner-slide");
  for (const [i, headline] of HEADLINES.entries()) {
    const slide = slides.nth(i);
    await expect(slide).toContainText(headline);
    await expect(slide.locator("p").last()).not.toBeEmpty();
    await expect(slide.getByRole("img", { includeHidden: true })).toHaveAttribute("alt", /[가-힣]/);
  }
  const firstImage = slides.first().getByRole("img");
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(banner(page).getByRole("button", { name: "1번째 배너 보기" })).toHaveAttribute("aria-current", "true");
});

test("fetches only the first slide's picture until the app runs, then the others", async ({ page }) => {
  // The app's modules are held back: the page as a phone shows it before the app has started.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const images = banner(page).locator(".banner-slide img");
  const sources = await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(sources).toHaveLength(3);
  const fetched = () => page.evaluate(() => performance.getEntriesByType("resource").map((r) => r.name.split("#")[0]));
  expect(await fetched()).toContain(sources[0]);
  expect(await fetched()).not.toContain(sources[1]);
  expect(await fetched()).not.toContain(sources[2]);
  await expect(images.nth(0)).toBeVisible();
  await expect(images.nth(1)).toBeHidden();

  release();
  await hydrated(page);
  // Every slide's picture is there before its turn comes (5 s later at the earliest).
  for (const i of [0, 1, 2]) {
    await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

/**
 * A fake clock that stands still from the page's first script on: the banner's timer starts at a
 * known moment and only runFor moves time, so intervals are checked without real waiting.
 */
async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T09:00:00+09:00") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01+09:00"));
}

test("changes slide by itself and loops", async ({ page }) => {
  await pausedClock(page);
  await openHome(page, { clockPaused: true });
  for (const next of [1, 2, 0]) {
    await page.clock.runFor(BANNER_DELAY_MS + FADE_MS);
    await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[next]);
    await expect(banner(page).getByRole("button", { name: `${next + 1}번째 배너 보기` })).toHaveAttribute(
      "aria-current",
      "true",
    );
  }
});

test("waits 5000 ms on a slide, then crossfades to the next one", async ({ page }) => {
  await pausedClock(page);
  await openHome(page, { clockPaused: true });
  const dot = (n: number) => banner(page).getByRole("button", { name: `${n}번째 배너 보기` });
  await expect(dot(1)).toHaveAttribute("aria-current", "true");

  await page.clock.runFor(4900);
  expect(await visibleHeadline(page)).toBe(HEADLINES[0]);
  await expect(dot(1)).toHaveAttribute("aria-current", "true");

  // At 5000 ms the crossfade begins: no slide is fully shown for a moment…
  await page.clock.runFor(200);
  await expect.poll(() => visibleHeadline(page)).toBe("");
  // …and then the second slide is.
  await page.clock.runFor(FADE_MS);
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
});

test("next, previous and dot buttons change the slide, and it keeps rotating afterwards", async ({ page }) => {
  await openHome(page);
  const controls = banner(page);
  await controls.getByRole("button", { name: "다음 배너" }).click();
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
  await controls.getByRole("button", { name: "이전 배너" }).click();
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[0]);
  // Looping: previous from the first slide shows the last one.
  await controls.getByRole("button", { name: "이전 배너" }).click();
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[2]);
  await controls.getByRole("button", { name: "2번째 배너 보기" }).click();
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
  // After the visitor's clicks the banner goes on by itself.
  await expect.poll(() => visibleHeadline(page), { timeout: ONE_TURN_MS }).toBe(HEADLINES[2]);
});

test("is operable by keyboard", async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole("button", { name: "다음 배너" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
  await page.keyboard.press("Space");
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[2]);
});

test("the pause button stops the rotation and play resumes it", async ({ page }) => {
  // A fake clock lets the test wait several intervals without real sleeps.
  await page.clock.install();
  await openHome(page);
  const pause = banner(page).getByRole("button", { name: "배너 자동 넘김 일시정지" });
  await pause.click();
  const play = banner(page).getByRole("button", { name: "배너 자동 넘김 재생" });
  await expect(play).toBeVisible();
  await page.clock.runFor(3 * 5000 + 2000);
  expect(await visibleHeadline(page)).toBe(HEADLINES[0]);
  await expect(banner(page).getByRole("button", { name: "1번째 배너 보기" })).toHaveAttribute("aria-current", "true");

  await play.click();
  await expect(banner(page).getByRole("button", { name: "배너 자동 넘김 일시정지" })).toBeVisible();
  await page.clock.runFor(5000 + 2000);
  await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
});

test.describe("for a visitor who asked for reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("it starts paused and says so; ▶ starts the rotation", async ({ page }) => {
    await pausedClock(page);
    await openHome(page, { clockPaused: true });
    const play = banner(page).getByRole("button", { name: "배너 자동 넘김 재생" });
    await expect(play).toHaveText("▶");
    await page.clock.runFor(3 * BANNER_DELAY_MS + FADE_MS);
    expect(await visibleHeadline(page)).toBe(HEADLINES[0]);
    await expect(banner(page).getByRole("button", { name: "1번째 배너 보기" })).toHaveAttribute("aria-current", "true");

    await play.click();
    await expect(banner(page).getByRole("button", { name: "배너 자동 넘김 일시정지" })).toHaveText("❚❚");
    await page.clock.runFor(BANNER_DELAY_MS + FADE_MS);
    await expect.poll(() => visibleHeadline(page)).toBe(HEADLINES[1]);
  });
});
