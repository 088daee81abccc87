// Banner settings (issue 12, decisions 031, 038): an administrator adds a slide, moves it first and
// switches it off, and the home carousel follows on the next load each time; a seeded slide's
// picture for phones is replaced and then taken away; the image fields say what size fits. Added
// slides are deleted at the end, so the seeded three (banner.spec.ts) are as before but for that
// picture.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expectToast, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { cameraPhoto, holdFirstAnswer, hydrated } from "./helpers";

const SEEDED = ["오래가는 프리미엄 창호", "공간에 맞춘 인테리어 디자인", "원하는 대로, 맞춤 창호 디자인"];
const image = {
  name: "새 배너.webp",
  mimeType: "image/webp",
  buffer: readFileSync(join(import.meta.dirname, "../../db/seed-images/banner-2.webp")),
};

/** The headlines of the home carousel in order (the first is the page's h1). */
async function homeHeadlines(page: Page): Promise<string[]> {
  await page.goto("/");
  await hydrated(page);
  return page.locator(".banner-slide").locator("h1, .banner-headline").allTextContents();
}

test("add, reorder and switch off a banner slide: the home carousel follows", async ({
  page,
  dialogs,
  allowConsoleError,
}) => {
  // Four rounds between the back office and the home page.
  test.slow();
  // Ends in a consonant: the delete confirmation says "…할인"을, not the machine-made 을(를).
  const headline = `가을 창호 점검 ${Date.now().toString(36)} 특별 할인`;
  expect(await homeHeadlines(page)).toEqual(SEEDED);
  await signIn(page);
  // The tabs sit where they sit on the other settings screens (under 설정): they do not jump.
  const tabsTop = async () =>
    (await page.getByRole("navigation", { name: "설정 메뉴" }).boundingBox())?.y ?? Number.NaN;
  await page.goto("/admin/settings/popup");
  await hydrated(page);
  const popupTabs = await tabsTop();
  await page.goto("/admin/settings/banner");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "설정" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "배너" })).toBeVisible();
  await expect(page.getByRole("link", { name: "배너", exact: true })).toHaveAttribute("aria-current", "page");
  expect(await tabsTop()).toBe(popupTabs);
  await page.goto("/admin/settings/logos");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "하단 로고" })).toBeVisible();
  expect(await tabsTop()).toBe(popupTabs);
  await page.goto("/admin/settings/banner");
  await hydrated(page);

  await page.getByRole("button", { name: "배너 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "배너 추가" });
  // Saving without the required fields names the first missing one.
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "이미지를 올려주세요.", "alert");
  await dialog.getByLabel("이미지 *", { exact: true }).setInputFiles(image);
  await expect(dialog.getByText("올렸습니다.")).toBeVisible();
  // Another picture chosen: it replaces the first, whose preview is released (its blob URL no
  // longer loads; the browser logs that failed load).
  const preview = dialog.getByRole("img", { name: "선택한 이미지 미리 보기" });
  const first = (await preview.getAttribute("src")) ?? "";
  expect(first).toMatch(/^blob:/);
  await dialog.getByLabel("이미지 *", { exact: true }).setInputFiles({ ...image, name: "새 배너 2.webp" });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect(preview).not.toHaveAttribute("src", first);
  allowConsoleError(/ERR_FILE_NOT_FOUND/);
  const released = await page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve(false);
        probe.onerror = () => resolve(true);
        probe.src = url;
      }),
    first,
  );
  expect(released, "the first preview's blob URL is released").toBe(true);
  await dialog.getByLabel("이미지 설명 (화면 낭독기용)").fill("단열 점검을 받는 거실 창");
  await dialog.getByLabel("제목").fill(headline);
  await dialog.getByLabel("설명", { exact: true }).fill("겨울이 오기 전 무료로 점검해 드립니다.");
  await dialog.getByLabel("링크").fill("/inquiryForm");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "등록되었습니다.");
  await expect(dialog).toHaveCount(0);
  const rows = page.locator(".media-row");
  await expect(rows).toHaveCount(4);
  await expect(rows.last()).toContainText(headline);
  expect(await homeHeadlines(page)).toEqual([...SEEDED, headline]);

  // Moved to the top with the keyboard.
  await page.goto("/admin/settings/banner");
  await hydrated(page);
  for (let i = 0; i < 3; i++) {
    await page.getByRole("button", { name: `${headline} 위로 이동` }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "순서를 바꿨습니다.");
  }
  await expect(rows.first()).toContainText(headline);
  expect(await homeHeadlines(page)).toEqual([headline, ...SEEDED]);
  await expect(
    page
      .locator(".banner-slide")
      .first()
      .getByRole("link", { name: /자세히 보기/ }),
  ).toHaveAttribute("href", "/inquiryForm");

  // Switched off: gone from the home page, still listed in the back office.
  await page.goto("/admin/settings/banner");
  await hydrated(page);
  const toggle = page.getByRole("switch", { name: `${headline} 사용` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expectToast(page, `"${headline}" 배너를 껐습니다.`);
  await expect(toggle).not.toBeChecked();
  expect(await homeHeadlines(page)).toEqual(SEEDED);

  // Deleted after a confirm: the seeded slides are as before.
  await page.goto("/admin/settings/banner");
  await hydrated(page);
  await page.getByRole("button", { name: `${headline} 삭제` }).click();
  await dialogs.expectConfirm(`"${headline}"을 삭제할까요? 이미지도 함께 삭제됩니다.`);
  await expectToast(page, "삭제되었습니다.");
  await expect(rows).toHaveCount(3);
  expect(await homeHeadlines(page)).toEqual(SEEDED);
});

test("of two pictures chosen one after the other, the last one counts even when the first upload ends later", async ({
  page,
}) => {
  await signIn(page, "/admin/settings/banner");
  await hydrated(page);
  await page.getByRole("button", { name: "배너 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "배너 추가" });
  // The first upload's answer is held until the second one has been shown.
  const first = await holdFirstAnswer(page, "**/api/admin/uploads?**", "POST");
  const input = dialog.getByLabel("이미지 *", { exact: true });
  await input.setInputFiles(image);
  await expect.poll(first.seen).toBe(1);
  // The second: a 240 × 96 picture, told apart from the 1600 × 700 first by its width.
  const second = {
    name: "작은 배너.png",
    mimeType: "image/png",
    buffer: readFileSync(join(import.meta.dirname, "../../db/seed-images/logo-cert-ks.png")),
  };
  await input.setInputFiles(second);
  await expect(dialog.getByText("올렸습니다.")).toBeVisible();
  const preview = dialog.getByRole("img", { name: "선택한 이미지 미리 보기" });
  const shownWidth = () => preview.evaluate((img: HTMLImageElement) => img.naturalWidth);
  await expect.poll(shownWidth).toBe(240);

  // The late answer to the first choice changes nothing.
  const lateAnswer = page.waitForResponse("**/api/admin/uploads?**");
  first.release();
  await lateAnswer;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await shownWidth()).toBe(240);
  await expect(dialog.getByText("올렸습니다.")).toBeVisible();
  await dialog.getByRole("button", { name: "닫기" }).click();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** The first slide's picture as loaded: its address and its width in pixels. */
async function firstPicture(page: Page) {
  await page.goto("/");
  const img = page.locator(".banner-slide").first().locator("img");
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => ({ src: new URL(i.currentSrc).pathname, width: i.naturalWidth }));
}

test("a slide's picture for phones shows on phones only, can be replaced, and can be taken away again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const slide = SEEDED[0] as string;
  const phone = await (await browser.newContext({ ...PHONE, baseURL })).newPage();
  const wide = await firstPicture(page);
  expect(wide.width).toBe(1600);
  // The seeded slide has a square 1000 px picture for phones.
  const seeded = await firstPicture(phone);
  expect(seeded.width).toBe(1000);
  expect(seeded.src).not.toBe(wide.src);

  await signIn(page, "/admin/settings/banner");
  await hydrated(page);
  const row = page.locator(".media-row").filter({ hasText: slide });
  await expect(row).toContainText("모바일 이미지 있음");
  await page.getByRole("button", { name: `${slide} 수정` }).click();
  let dialog = page.getByRole("dialog", { name: "배너 수정" });
  // Each picture's field says what it is for.
  await expect(dialog.getByText(/^가로형 1600×700 권장 · jpg/)).toBeVisible();
  await expect(dialog.getByText(/^휴대폰\(화면 폭 480px 미만\)에서 대신 보입니다/)).toBeVisible();
  await dialog.getByLabel("모바일 이미지 (바꿀 때만 선택)", { exact: true }).setInputFiles({
    name: "휴대폰 배너.webp",
    mimeType: "image/webp",
    buffer: readFileSync(join(import.meta.dirname, "../../db/seed-images/window-1.webp")),
  });
  await expect(dialog.getByText("올렸습니다.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "선택한 모바일 이미지 미리 보기" })).toBeVisible();
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "수정되었습니다.");
  await expect(row).toContainText("모바일 이미지 있음");

  // The phone gets the new 800 px picture; a computer still the 1600 px wide one; the replaced
  // picture's file is gone.
  const onPhone = await firstPicture(phone);
  expect(onPhone.width).toBe(800);
  expect(onPhone.src).not.toBe(wide.src);
  expect(await firstPicture(page)).toEqual(wide);
  expect((await page.request.get(seeded.src)).status()).toBe(404);

  // Taken away: the phone gets the wide picture again, and the file is gone.
  await page.goto("/admin/settings/banner");
  await hydrated(page);
  await page.getByRole("button", { name: `${slide} 수정` }).click();
  dialog = page.getByRole("dialog", { name: "배너 수정" });
  await expect(dialog.getByText("모바일 이미지 (바꿀 때만 선택)")).toBeVisible();
  await dialog.getByRole("checkbox", { name: /모바일 이미지 삭제/ }).check();
  await expect(dialog.getByText("모바일 이미지 (선택)")).toBeVisible();
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "수정되었습니다.");
  await expect(row).not.toContainText("모바일 이미지 있음");
  expect(await firstPicture(phone)).toEqual(wide);
  expect((await page.request.get(onPhone.src)).status()).toBe(404);
  await phone.context().close();
});

test("a detailed photo far over the banner's 2 MB goes up fitted within it", async ({ page }) => {
  // Making and fitting a camera-sized photo in the page is CPU work: past 30 s on a loaded machine.
  test.slow();
  await signIn(page, "/admin/settings/banner");
  await hydrated(page);
  await page.getByRole("button", { name: "배너 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "배너 추가" });
  // Already at the banner's 2 560 px and so grainy that fitting its size alone leaves it over 2 MB.
  const photo = await cameraPhoto(page, { width: 2560, height: 1920, grain: 2 });
  const [staged] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/api/admin/uploads?purpose=BANNER"),
    ),
    dialog
      .getByLabel("이미지 *", { exact: true })
      .setInputFiles({ name: "현장.jpg", mimeType: "image/jpeg", buffer: photo }),
  ]);
  expect(staged.status()).toBe(200);
  const answer = (await staged.json()) as { fileSize: number; fileType: string; fileOrgName: string };
  expect(answer.fileType).toBe("image/jpeg");
  expect(answer.fileOrgName).toBe("현장.jpg");
  expect(answer.fileSize).toBeLessThanOrEqual(2 * 1024 * 1024);
  expect(photo.length).toBeGreaterThan(3 * answer.fileSize);
  await expect(dialog.getByText("올렸습니다.")).toBeVisible();
  await dialog.getByRole("button", { name: "닫기" }).click();
});

test("the footer logo form says what size fits the footer", async ({ page }) => {
  await signIn(page, "/admin/settings/logos");
  await hydrated(page);
  await page.getByRole("button", { name: "로고 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "로고 추가" });
  await expect(
    dialog.getByText(
      "120×48 칸에 맞춰 보입니다. 가로 240×96 권장 · jpg, png, gif, webp · 1MB 이하. 큰 사진은 긴 변 1,000px로 줄이고 사진 정보(촬영 위치 등)를 지워 올립니다.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toHaveCount(0);
});

test.describe("the banner dialog on a phone keeps what was chosen and typed", () => {
  test.use(PHONE);

  test("저장 waits for the picture and for the save; a second tap sends nothing; 닫기 asks over typed work", async ({
    page,
    dialogs,
  }) => {
    await signIn(page, "/admin/settings/banner");
    await hydrated(page);
    // The list's ↑ and ↓ are a thumb's square (they were 37 px wide).
    for (const way of ["위로", "아래로"]) {
      const move = await page
        .getByRole("button", { name: new RegExp(`${way} 이동$`) })
        .first()
        .boundingBox();
      expect(Math.min(move?.width ?? 0, move?.height ?? 0), way).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole("button", { name: "배너 추가" }).click();
    const dialog = page.getByRole("dialog", { name: "배너 추가" });
    const save = dialog.getByRole("button", { name: /^(저장|저장 중…|이미지 올리는 중…)$/ });
    const headline = `점검 배너 ${Date.now().toString(36)} 안내`;
    await dialog.getByLabel("이미지 설명 (화면 낭독기용)").fill("창호 점검");
    await dialog.getByLabel("제목").fill(headline);

    // Closing with typed work asks; 취소 keeps the dialog and the text (닫기 and Escape alike).
    dialogs.answerNextConfirm(false);
    await dialog.getByRole("button", { name: "닫기" }).tap();
    await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 창을 닫으시겠습니까?");
    await expect(dialog.getByLabel("제목")).toHaveValue(headline);
    dialogs.answerNextConfirm(false);
    await page.keyboard.press("Escape");
    await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 창을 닫으시겠습니까?");
    await expect(dialog.getByLabel("제목")).toHaveValue(headline);

    // While the picture is on its way, 저장 cannot be pressed (the slide would keep no picture).
    const upload = await holdFirstAnswer(page, "**/api/admin/uploads?**", "POST");
    await dialog.getByLabel("이미지 *", { exact: true }).setInputFiles(image);
    await expect.poll(upload.seen).toBe(1);
    await expect(save).toHaveText("이미지 올리는 중…");
    await expect(save).toBeDisabled();
    upload.release();
    await expect(dialog.getByText("올렸습니다.")).toBeVisible();
    await expect(save).toHaveText("저장");
    await expect(save).toBeEnabled();

    // While the save is under way, a second tap sends nothing.
    const created = await holdFirstAnswer(page, "**/api/admin/settings/banner", "POST");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/admin/settings/banner") posts.push(r.url());
    });
    await save.tap();
    await expect.poll(created.seen).toBe(1);
    await expect(save).toHaveText("저장 중…");
    await expect(save).toBeDisabled();
    await save.click({ force: true });
    created.release();
    await expectToast(page, "등록되었습니다.");
    await expect(dialog).toHaveCount(0);
    expect(posts).toHaveLength(1);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // Cleanup: the seeded three stay as they were for the other tests.
    await page.getByRole("button", { name: `${headline} 삭제` }).tap();
    await dialogs.expectConfirm(`"${headline}"를 삭제할까요? 이미지도 함께 삭제됩니다.`);
    await expect(page.getByText(headline)).toHaveCount(0);
  });

  test("a file refused by the server and a description too long are said at their fields", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: the server responded with a status of 400/);
    await signIn(page, "/admin/settings/banner");
    await hydrated(page);
    await page.getByRole("button", { name: "배너 추가" }).click();
    const dialog = page.getByRole("dialog", { name: "배너 추가" });
    const input = dialog.getByLabel("이미지 *", { exact: true });
    await input.setInputFiles({ name: "notimage.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });
    const refused = dialog.locator(".media-image-field").first().getByRole("alert");
    await expect(refused).toHaveText("파일 내용이 확장자와 일치하지 않습니다. (notimage.jpg)");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // The refused file is no longer shown as chosen.
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    // A picture chosen next clears the message.
    await input.setInputFiles(image);
    await expect(dialog.getByText("올렸습니다.")).toBeVisible();
    await expect(refused).toHaveCount(0);

    await dialog.getByLabel("설명", { exact: true }).fill("가".repeat(250));
    await dialog.getByRole("button", { name: "저장" }).tap();
    const description = dialog.getByLabel("설명", { exact: true });
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(description).toHaveAccessibleDescription("설명은 200자 이하로 입력해주세요.");
  });
});

test("사용 switched with the keyboard keeps focus while it saves; a second press meanwhile sends nothing", async ({
  page,
}) => {
  await signIn(page, "/admin/settings/banner");
  await hydrated(page);
  const headline = SEEDED[2];
  const toggle = page.getByRole("switch", { name: `${headline} 사용` });
  await expect(toggle).toBeChecked();
  const slow = await holdFirstAnswer(page, "**/api/admin/settings/banner/update", "POST");
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect.poll(slow.seen).toBe(1);
  // Busy, not disabled: the keyboard stays on the switch.
  await expect(toggle).toHaveAttribute("aria-disabled", "true");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Space");
  slow.release();
  await expectToast(page, `"${headline}" 배너를 껐습니다.`);
  await expect(toggle).not.toBeChecked();
  expect(slow.seen()).toBe(1);
  await expect(toggle).toBeFocused();
  await expect(toggle).not.toHaveAttribute("aria-disabled", "true");
  // Back on, as seeded.
  await page.keyboard.press("Space");
  await expectToast(page, `"${headline}" 배너를 켰습니다.`);
  await expect(toggle).toBeChecked();
});
