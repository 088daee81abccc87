// Site settings (issue 12, decision 030): the owner changes the phone number, the greeting and a
// history row in the back office, and the public pages show them on their next load. The specs
// share one server: the settings go back to today's values at the end.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addDays } from "../../functions/lib/dates";
import { DEFAULT_COMPANY, DEFAULT_PAGES, DEFAULT_POPUP, DEFAULT_PRIVACY } from "../../functions/schemas/settings";
import { expectToast, signIn, token } from "./admin-helpers";
import { COMPANY, deliverFirstLate, holdFirstAnswer, hydrated, seriousAxeViolations, todayInKorea } from "./helpers";

const SHOTS = "/tmp/shots-settings";
type Company = typeof DEFAULT_COMPANY;
/** 2026-03-01 → 2026년 3월 1일, as /privacy words its days. */
const koreanDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};
const NEW_PHONE = "02-777-1234";

test.afterAll(async ({ request }) => {
  const authorization = await token(request);
  const headers = { authorization };
  const cards = DEFAULT_PAGES.greeting.cards.map(({ image: _image, ...card }) => card);
  expect((await request.put("/api/admin/settings/company", { headers, data: DEFAULT_COMPANY })).ok()).toBe(true);
  const pages = { ...DEFAULT_PAGES, greeting: { ...DEFAULT_PAGES.greeting, cards } };
  expect((await request.put("/api/admin/settings/pages", { headers, data: pages })).ok()).toBe(true);
  expect((await request.put("/api/admin/settings/privacy", { headers, data: DEFAULT_PRIVACY })).ok()).toBe(true);
});

/** Screenshots at a phone's and a desktop's width; on the phone nothing may push the page sideways. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("the phone number changed in settings shows in the header, the footer and /help on the next load", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "설정" }).click();
  await expect(page).toHaveURL("/admin/settings");
  await expect(page.getByRole("link", { name: "회사 정보" })).toHaveAttribute("aria-current", "page");
  const phone = page.getByLabel("전화번호");
  await expect(phone).toHaveValue(COMPANY.phone);
  await shoot(page, "company");

  // A malformed number: the field says why, and nothing is saved.
  await phone.fill("전화 주세요");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("전화번호 형식이 올바르지 않습니다. (예: 031-123-4567)")).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await phone.fill(NEW_PHONE);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(page.getByText("전화번호 형식이 올바르지 않습니다.", { exact: false })).toHaveCount(0);

  await page.goto("/");
  const header = page.getByRole("navigation", { name: "주요 메뉴" });
  await expect(header.getByRole("link", { name: /상담전화/ })).toHaveAttribute("href", `tel:${NEW_PHONE}`);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`전화 ${NEW_PHONE}`);
  await expect(footer).not.toContainText(COMPANY.phone);
  await page.goto("/help");
  await expect(page.getByRole("main").getByRole("link", { name: NEW_PHONE })).toHaveAttribute(
    "href",
    `tel:${NEW_PHONE}`,
  );
});

test("what is typed while the company data is being saved stays in the form", async ({ page }) => {
  await signIn(page, "/admin/settings");
  await hydrated(page);
  const phone = page.getByLabel("전화번호");
  await expect(phone).toBeEditable();
  // The save's answer is slow; meanwhile the phone number is corrected again.
  const release = await deliverFirstLate(page, "**/api/admin/settings/company", "PUT");
  await phone.fill("02-777-0001");
  await page.getByRole("button", { name: "저장" }).click();
  await phone.fill("02-777-0002");
  release();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(phone).toHaveValue("02-777-0002");
});

test("a save over company data someone else saved meanwhile is refused and keeps what was typed; 내 내용으로 저장 saves it", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin/settings");
  await hydrated(page);
  const hours = page.getByLabel("상담 시간");
  await expect(hours).toBeEditable();
  // Another administrator saves the company data after this screen opened (decision 092).
  const headers = { authorization: await token(request) };
  const read = async () => (await (await request.get("/api/admin/settings/company", { headers })).json()) as Company;
  const before = await read();
  const theirs = { ...before, fax: "02-777-9999" };
  expect((await request.put("/api/admin/settings/company", { headers, data: theirs })).ok()).toBe(true);

  await hours.fill("평일 08:00 - 17:00");
  await page.getByRole("button", { name: "저장" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "이 화면을 연 뒤 다른 곳에서 설정이 수정되었습니다" });
  // The notice is brought into view: the form is longer than the screen.
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText("저장하지 않았습니다.");
  await expect(notice.getByRole("link", { name: "저장된 내용 보기 (새 창)" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  await expect(hours).toHaveValue("평일 08:00 - 17:00");
  expect(await read()).toEqual(theirs);
  await shoot(page, "company-conflict");

  // 내 내용으로 저장: the form as it is replaces the other save (its fax too), and the notice goes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await notice.getByRole("button", { name: "내 내용으로 저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(notice).toHaveCount(0);
  expect(await read()).toEqual({ ...before, hours: "평일 08:00 - 17:00" });

  // The next save goes over the revision that save made: no notice.
  await hours.fill(before.hours);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(page.getByText("다른 곳에서 설정이 수정되었습니다", { exact: false })).toHaveCount(0);
  expect(await read()).toEqual(before);
});

test("the privacy policy edited in settings shows on /privacy, linked from the footer and the inquiry form", async ({
  page,
}) => {
  await signIn(page, "/admin/settings/privacy");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "개인정보처리방침" })).toHaveAttribute("aria-current", "page");
  const editor = page.getByRole("textbox", { name: "개인정보처리방침 본문" });
  await expect(editor).toContainText("1. 수집하는 개인정보 항목과 수집 방법");
  // Emptied: the field's message, nothing sent.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("개인정보처리방침을 입력해주세요.")).toBeVisible();
  await page.keyboard.type("개인정보 보호책임자: 김대표 (031-123-4567)");
  // 문의 보관 기간 (decision 077): 1년 until changed; kept after a reload.
  const retention = page.getByLabel("문의 보관 기간");
  await expect(retention).toHaveValue("12");
  await expect(retention.locator("option")).toHaveText([
    "처리 완료 후 6개월",
    "처리 완료 후 1년",
    "처리 완료 후 2년",
    "처리 완료 후 3년",
    "처리 완료 후 5년",
  ]);
  await retention.selectOption({ label: "처리 완료 후 3년" });
  await shoot(page, "privacy");
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("문의 보관 기간")).toHaveValue("36");

  await page.goto("/inquiryForm");
  await hydrated(page);
  const policyLink = page
    .getByRole("group", { name: "개인정보 수집 및 이용 동의" })
    .getByRole("link", { name: "개인정보처리방침" });
  await expect(policyLink).toHaveAttribute("target", "_blank");
  await page.getByRole("contentinfo").getByRole("link", { name: "개인정보처리방침" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("개인정보처리방침");
  await expect(page.getByRole("main")).toContainText("개인정보 보호책임자: 김대표 (031-123-4567)");
  await expect(page.getByRole("main")).not.toContainText("1. 수집하는 개인정보 항목과 수집 방법");
});

test("a revised policy is announced for its 시행일, then in force, the one before it readable from /privacy", async ({
  page,
  request,
}) => {
  const today = todayInKorea();
  const first = addDays(today, -30);
  await signIn(page, "/admin/settings/privacy");
  await hydrated(page);
  const effective = page.getByLabel("시행일");
  const editor = page.getByRole("textbox", { name: "개인정보처리방침 본문" });
  await expect(editor).toBeEditable();
  // A first 시행일 cannot lie ahead (only the server knows none is stored): said at the field.
  await effective.fill(addDays(today, 1));
  await page.getByRole("button", { name: "저장" }).click();
  await expect(effective).toHaveAttribute("aria-invalid", "true");
  await expect(effective).toHaveAccessibleDescription(/처음 정하는 시행일은 오늘이나 그 전 날짜로 입력해주세요\./);
  await expect(effective).toBeFocused();
  // A first 시행일 dates the policy in force.
  await effective.fill(first);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  const before = (await editor.innerText()).trim().split("\n")[0] ?? "";
  expect(before.length).toBeGreaterThan(0);
  // A customer agrees to it by sending an inquiry (decision 101).
  const underFirst = await sendInquiry(request, "첫 방침에 동의한 문의");

  // The revised text, announced a week ahead; more than a year ahead is refused at the field.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type("개정한 방침: 문의는 처리 완료 후 3년간 보관합니다.");
  await effective.fill(addDays(today, 400));
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("시행일은 1년 안의 날짜로 입력해주세요.")).toBeVisible();
  const inWeek = addDays(today, 7);
  await effective.fill(inWeek);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");

  // Until then the policy in force stays, with the change announced and readable.
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText(before);
  await expect(main).not.toContainText("개정한 방침");
  await expect(main).toContainText(`개인정보처리방침이 ${koreanDay(inWeek)}부터 바뀝니다.`);
  await shoot(page, "privacy-announced");
  await main.getByRole("link", { name: "바뀌는 방침 미리 보기" }).click();
  await expect(page).toHaveURL("/privacy?version=next");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("변경 예정 개인정보처리방침");
  await expect(main).toContainText("개정한 방침: 문의는 처리 완료 후 3년간 보관합니다.");
  await expect(main).toContainText(`${koreanDay(inWeek)}부터 시행되는 방침입니다.`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Brought forward to today: it is the policy in force now.
  await page.goto("/admin/settings/privacy");
  await hydrated(page);
  await expect(effective).toHaveValue(inWeek);
  await expect(page.locator(".settings-state")).toHaveText(
    `${koreanDay(inWeek)}부터 시행될 방침입니다. 그 전날까지는 지금 시행 중인 방침이 홈페이지에 보이고, 이 방침은 미리 보기로 알려집니다.`,
  );
  await effective.fill(today);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(page.locator(".settings-state")).toHaveText(`${koreanDay(today)}부터 시행 중인 방침입니다.`);

  await page.goto("/privacy");
  await expect(main).toContainText("개정한 방침: 문의는 처리 완료 후 3년간 보관합니다.");
  await expect(main).toContainText(`시행일: ${koreanDay(today)}`);
  const history = page.getByRole("navigation", { name: "개인정보처리방침 변경 이력" });
  await expect(history.getByText(`현재 방침 (${today} 시행)`)).toHaveAttribute("aria-current", "page");
  await shoot(page, "privacy-current");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await history.getByRole("link", { name: `${first} ~ ${addDays(today, -1)}` }).click();
  await expect(page).toHaveURL(/\/privacy\?version=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("이전 개인정보처리방침");
  await expect(main).toContainText(`${koreanDay(first)}부터 ${koreanDay(addDays(today, -1))}까지 시행된 방침입니다.`);
  await expect(main).toContainText(before);
  await expect(main).not.toContainText("개정한 방침");
  await shoot(page, "privacy-earlier");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "현재 개인정보처리방침 보기" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(main).toContainText("개정한 방침: 문의는 처리 완료 후 3년간 보관합니다.");

  // Each inquiry names the policy its customer agreed to, linking the text as it was then.
  const underRevised = await sendInquiry(request, "개정 방침에 동의한 문의");
  await page.goto(`/admin/inquiry/${underRevised}`);
  await hydrated(page);
  const agreedNow = page.getByRole("link", { name: `개인정보처리방침 (${koreanDay(today)} 시행)` });
  await expect(agreedNow).toHaveAttribute("href", "/privacy");
  await expect(agreedNow).toHaveAttribute("target", "_blank");
  await page.goto(`/admin/inquiry/${underFirst}`);
  await hydrated(page);
  await expect(page.locator(".detail-list")).toContainText("동의한 방침");
  const agreedThen = page.getByRole("link", { name: `개인정보처리방침 (${koreanDay(first)} 시행)` });
  await expect(agreedThen).toHaveAttribute("href", /^\/privacy\?version=\d+$/);
  await page.goto((await agreedThen.getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("이전 개인정보처리방침");
  await expect(main).toContainText(before);
  await expect(main).not.toContainText("개정한 방침");
});

/** Sends an inquiry as a visitor and returns its id, found through the admin list. */
async function sendInquiry(request: APIRequestContext, title: string): Promise<number> {
  const unique = `${title} ${Date.now().toString(36)}`;
  const sent = await request.post("/api/inquiry", {
    multipart: { title: unique, content: "<p>견적 부탁드립니다.</p>", writer: "김고객" },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const headers = { Authorization: await token(request) };
  const list = await request.get("/api/admin/inquiry?page=0&size=10", { headers });
  const rows = (await list.json()) as { content: { inquiryId: number; title: string }[] };
  const id = rows.content.find((row) => row.title === unique)?.inquiryId ?? 0;
  expect(id).toBeGreaterThan(0);
  return id;
}

test("the greeting and a history row edited in settings show on /about and /history", async ({ page }) => {
  await signIn(page, "/admin/settings/pages");
  await hydrated(page);
  await page.getByLabel("인사말 제목").fill("대표 인사말");
  const editor = page.getByRole("textbox", { name: "인사말 본문" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("언제나 고객 곁에 있겠습니다.");

  // Two rows, then the second moved above the first.
  await page.getByRole("button", { name: "연혁 추가" }).click();
  await page.getByLabel("1번째 연도").fill("2010");
  await page.getByLabel("1번째 연혁 내용").fill("한빛창호 설립");
  await page.getByRole("button", { name: "연혁 추가" }).click();
  await page.getByLabel("2번째 연도").fill("20a4");
  await page.getByLabel("2번째 연혁 내용").fill("제2공장 준공\nKS 인증 획득");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("연도는 4자리 숫자로 입력해주세요.")).toBeVisible();
  await page.getByLabel("2번째 연도").fill("2024");
  await page.getByRole("button", { name: "위로 (2번째 연혁)" }).click();
  await expect(page.getByLabel("1번째 연도")).toHaveValue("2024");
  // The message belonged to the row that moved: it goes rather than sit at the wrong row.
  await expect(page.getByText("연도는 4자리 숫자로 입력해주세요.")).toHaveCount(0);
  await shoot(page, "pages");
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("대표 인사말");
  await expect(page.getByRole("main")).toContainText("언제나 고객 곁에 있겠습니다.");
  await expect(page.getByRole("main").getByRole("img")).toHaveCount(3);

  await page.goto("/history");
  const years = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(years).toHaveText(["2024", "2010"]);
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "KS 인증 획득" }).last()).toBeVisible();
  await expect(page.getByText("연혁 페이지를 준비하고 있습니다.")).toHaveCount(0);
  await shoot(page, "history");
});

test("the lines typed in the home text and a 인사말 card's text show as lines on the site", async ({
  page,
  request,
}) => {
  const headers = { authorization: await token(request) };
  // The pages as the earlier tests left them (their 연혁 included), put back at the end.
  const saved = (await (await request.get("/api/admin/settings/pages", { headers })).json()) as typeof DEFAULT_PAGES;
  const asSent = (pages: typeof DEFAULT_PAGES) => ({
    ...pages,
    greeting: { ...pages.greeting, cards: pages.greeting.cards.map(({ image: _image, ...card }) => card) },
  });
  const lines = asSent(saved);
  lines.home = { ...lines.home, text: "첫째 줄입니다.\n둘째 줄입니다.\n\n넷째 줄입니다." };
  lines.greeting.cards = lines.greeting.cards.map((card, i) =>
    i === 0 ? { ...card, text: "직접 생산합니다.\n유통 단계를 줄였습니다." } : card,
  );
  expect((await request.put("/api/admin/settings/pages", { headers, data: lines })).ok()).toBe(true);

  // innerText follows the rendering: a line shown is a "\n", lines run together a space.
  await page.goto("/");
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown are what is tested
  const intro = await page.locator(".intro-block p").last().innerText();
  expect(intro).toBe("첫째 줄입니다.\n둘째 줄입니다.\n\n넷째 줄입니다.");
  await page.goto("/about");
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown are what is tested
  const card = await page.locator(".promise p").first().innerText();
  expect(card).toBe("직접 생산합니다.\n유통 단계를 줄였습니다.");
  // 제조사 소개 and 제품 설명 are written in the same kind of box and shown by the same rule.
  await page.goto("/manu/1");
  for (const text of [page.locator(".manu-intro p"), page.locator(".item-desc")])
    await expect(text).toHaveCSS("white-space", "pre-line");
  expect((await request.put("/api/admin/settings/pages", { headers, data: asSent(saved) })).ok()).toBe(true);
});

test("a history row edited while the pages are being saved keeps what was typed", async ({ page }) => {
  await signIn(page, "/admin/settings/pages");
  await hydrated(page);
  const events = page.getByLabel("1번째 연혁 내용");
  await expect(events).toBeEditable();
  // The save's answer is slow; meanwhile the row is written on.
  const release = await deliverFirstLate(page, "**/api/admin/settings/pages", "PUT");
  await events.fill("한빛창호 설립");
  await page.getByRole("button", { name: "저장" }).click();
  await events.fill("한빛창호 설립\n첫 공장 가동");
  release();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(events).toHaveValue("한빛창호 설립\n첫 공장 가동");
  await expect(events).toBeFocused();
});

test("of two pictures chosen for a greeting card, the last one is saved even when the first upload ends later", async ({
  page,
}) => {
  await signIn(page, "/admin/settings/pages");
  await hydrated(page);
  // The first upload's answer is held until the second one has finished.
  const first = await holdFirstAnswer(page, "**/api/admin/uploads?**", "POST");
  const input = page.getByLabel("카드 1 이미지 바꾸기");
  const progress = page.getByRole("progressbar", { name: "카드 1 이미지 업로드" });
  // First a 1600 × 700 picture, then a 600 × 450 one: told apart on /about by their width.
  const seedImage = (path: string, name: string) => ({
    name,
    mimeType: "image/webp",
    buffer: readFileSync(join(import.meta.dirname, "../..", path)),
  });
  await input.setInputFiles(seedImage("db/seed-images/banner-2.webp", "넓은 사진.webp"));
  await expect.poll(first.seen).toBe(1);
  await input.setInputFiles(seedImage("public/images/about-1.webp", "카드 사진.webp"));
  await expect.poll(first.seen).toBe(2);
  await expect(progress).toHaveCount(0);

  const lateAnswer = page.waitForResponse("**/api/admin/uploads?**");
  first.release();
  await lateAnswer;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(progress).toHaveCount(0);
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");

  await page.goto("/about");
  const picture = page.getByRole("main").getByRole("img").first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute("src", /^\/api\/site-images\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
});

test("팝업 공지 set in settings opens over the home page on a phone; 오늘 하루 보지 않기 keeps it shut there, 닫기 only for now", async ({
  page,
  browser,
  request,
}) => {
  const title = `여름 방충망 할인 안내 ${Date.now().toString(36)}`;
  await signIn(page, "/admin/settings/popup");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "팝업 공지" })).toHaveAttribute("aria-current", "page");
  // Where it stands for visitors, by what is saved.
  const state = (text: string) => page.locator(".settings-state").filter({ hasText: text });
  await expect(state("꺼져 있어 홈 화면에 보이지 않습니다.")).toBeVisible();
  await page.getByLabel("홈 화면에 팝업 보이기").check();
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel("내용", { exact: true }).fill("방충망 교체를 20% 할인합니다.\n8월 말까지 접수분에 드립니다.");
  await page.getByLabel("자세히 보기 링크").fill("/inquiryForm");
  await page.getByLabel("게시 종료일").fill(todayInKorea());
  await page.getByRole("button", { name: "저장" }).click();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(state("지금 홈 화면에 보이고 있습니다.")).toBeVisible();
  await shoot(page, "popup-settings");

  const phoneContext = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "ko-KR" });
  /** After the page's script ran and had a frame to open the popup (or not). */
  const settled = async (phone: Page) => {
    await hydrated(phone);
    await phone.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  const visitor = await phoneContext();
  try {
    const phone = await visitor.newPage();
    await phone.goto("/");
    const dialog = phone.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    // Its lines as typed, its link, all of it on the phone's screen.
    await expect(dialog.getByText("방충망 교체를 20% 할인합니다.")).toBeVisible();
    // innerText keeps a line break only where it is rendered as one (white-space: pre-line).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
    expect(await dialog.locator("p").evaluate((p) => (p as HTMLElement).innerText.split("\n").length)).toBe(2);
    await expect(dialog.getByRole("link", { name: "자세히 보기" })).toHaveAttribute("href", "/inquiryForm");
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/popup-home-390.png` });
    // Both buttons are a thumb's size (닫기 was 40 px wide).
    for (const name of ["닫기", "오늘 하루 보지 않기"]) {
      const button = await dialog.getByRole("button", { name }).boundingBox();
      expect(Math.min(button?.width ?? 0, button?.height ?? 0), name).toBeGreaterThanOrEqual(44);
    }

    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toHaveCount(0);
    await phone.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    await expect(dialog).toHaveCount(0);
    await phone.reload();
    await settled(phone);
    await expect(phone.getByRole("dialog")).toHaveCount(0);

    // Another browser has not hidden it.
    const other = await (await phoneContext()).newPage();
    await other.goto("/");
    await expect(other.getByRole("dialog", { name: title })).toBeVisible();
    await other.context().close();
  } finally {
    await visitor.close();
    const headers = { authorization: await token(request) };
    expect((await request.put("/api/admin/settings/popup", { headers, data: DEFAULT_POPUP })).ok()).toBe(true);
  }
  // Switched off: nobody sees it.
  const after = await (await phoneContext()).newPage();
  await after.goto("/");
  await settled(after);
  await expect(after.getByRole("dialog")).toHaveCount(0);
  await after.context().close();
});

test("저장 pressed with the keyboard keeps focus while it saves and after; a second press meanwhile sends nothing (decision 149)", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  await hydrated(page);
  await expect(page.getByLabel("전화번호")).toBeEditable();
  const slow = await holdFirstAnswer(page, "**/api/admin/settings/company", "PUT");
  const save = page.getByRole("button", { name: "저장" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect.poll(slow.seen).toBe(1);
  const saving = page.getByRole("button", { name: "저장 중…" });
  await expect(saving).toHaveAttribute("aria-disabled", "true");
  await expect(saving).toBeFocused();
  await page.keyboard.press("Enter");
  slow.release();
  await expectToast(page, "설정을 저장했습니다.");
  expect(slow.seen()).toBe(1);
  await expect(save).toBeFocused();
});

test("Ctrl+S pressed again while the save runs sends no second save (no conflict with itself)", async ({ page }) => {
  await signIn(page, "/admin/settings");
  await hydrated(page);
  const field = page.getByLabel("대표자");
  await expect(field).toBeEditable();
  const before = await field.inputValue();
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().endsWith("/api/admin/settings/company")) puts.push(r.url());
  });
  const slow = await holdFirstAnswer(page, "**/api/admin/settings/company", "PUT");
  await field.fill(before === "김한빛" ? "이한빛" : "김한빛");
  await field.press("Control+s");
  await expect.poll(slow.seen).toBe(1);
  await expect(page.getByRole("button", { name: "저장 중…" })).toHaveAttribute("aria-disabled", "true");
  await field.press("Control+s");
  await field.press("Meta+s");
  slow.release();
  await expectToast(page, "설정을 저장했습니다.");
  await expect(page.getByRole("button", { name: "저장", exact: true })).not.toHaveAttribute("aria-disabled", "true");
  expect(puts).toHaveLength(1);
  await expect(field).toBeFocused();
  // Once saved, the key saves again.
  await field.fill(before);
  await field.press("Control+s");
  await expect.poll(() => puts.length).toBe(2);
  await expectToast(page, "설정을 저장했습니다.");
});
