// The public 1:1 inquiry form (SPEC §2 "Public inquiry form", §5; API-SHAPES §3 POST /api/inquiry).
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { SEED_ADMIN } from "../../db/seed";
import { expectToast, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import {
  cameraPhoto,
  describePicture,
  expectFirstTexts,
  expectInOrder,
  fillInquiryForm,
  hasExif,
  holdScripts,
  hydrated,
  loseFirstAnswer,
} from "./helpers";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const ADDRESS_FALLBACK = "주소 검색을 불러올 수 없습니다. 주소를 직접 입력해주세요.";

/** A valid 1×1 PNG: the server checks the bytes, not only the name. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

interface StoredInquiry {
  inquiryId: number;
  title: string;
  inquiryFiles: { fileBoxId: number; fileOrgName: string }[];
  [field: string]: unknown;
}

/** Logs in as the seeded administrator and reads the newest inquiry with this title. */
async function storedInquiry(request: APIRequestContext, title: string): Promise<StoredInquiry> {
  const login = await request.post("/login", {
    data: { username: SEED_ADMIN.username, password: SEED_ADMIN.password },
  });
  expect(login.status(), "admin login").toBe(200);
  const headers = { authorization: login.headers().authorization ?? "" };
  const list = await request.get("/api/admin/inquiry?size=50", { headers });
  expect(list.status()).toBe(200);
  const { content } = (await list.json()) as { content: { inquiryId: number; title: string }[] };
  const row = content.find((r) => r.title === title);
  expect(row, `inquiry "${title}" in the admin list`).toBeDefined();
  const detail = await request.get(`/api/admin/inquiry/detail?inquiryId=${row?.inquiryId}`, { headers });
  expect(detail.status()).toBe(200);
  return (await detail.json()) as StoredInquiry;
}

/** How many inquiries titled `title` the office's list holds. */
async function storedCount(request: APIRequestContext, title: string): Promise<number> {
  const login = await request.post("/login", {
    data: { username: SEED_ADMIN.username, password: SEED_ADMIN.password },
  });
  const list = await request.get("/api/admin/inquiry?size=50", {
    headers: { authorization: login.headers().authorization ?? "" },
  });
  const { content } = (await list.json()) as { content: { title: string }[] };
  return content.filter((r) => r.title === title).length;
}

/** The bytes of the one file stored with the inquiry titled `title`, named `name`, as staff download it. */
async function onlyAttachment(request: APIRequestContext, title: string, name: string): Promise<Buffer> {
  const stored = await storedInquiry(request, title);
  expect(stored.inquiryFiles.map((f) => f.fileOrgName)).toEqual([name]);
  const login = await request.post("/login", {
    data: { username: SEED_ADMIN.username, password: SEED_ADMIN.password },
  });
  const res = await request.get(`/api/admin/inquiry/files/download/${stored.inquiryFiles[0]?.fileBoxId}`, {
    headers: { authorization: login.headers().authorization ?? "" },
  });
  return res.body();
}

const submitButton = (page: Page) => page.getByRole("button", { name: "문의 등록" });
const consent = (page: Page) => page.getByRole("checkbox", { name: "개인정보 수집 및 이용에 동의합니다." });

async function openForm(page: Page) {
  await page.goto("/inquiryForm");
  await hydrated(page);
}

/** Records every POST /api/inquiry the page sends. */
function inquiryPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/inquiry") posts.push(req);
  });
  return posts;
}

test("submit stays disabled until the privacy consent is ticked", async ({ page }) => {
  await openForm(page);
  await expect(submitButton(page)).toBeDisabled();
  await consent(page).check();
  await expect(submitButton(page)).toBeEnabled();
  await consent(page).uncheck();
  await expect(submitButton(page)).toBeDisabled();
});

test("general 1:1 is chosen, A/S can be; the consent states the settings' 보관 기간", async ({ page }) => {
  await openForm(page);
  const type = page.getByLabel("문의 유형");
  await expect(type).toHaveValue("GENERAL");
  await expect(type.locator("option")).toHaveText(["일반 1:1 문의", "A/S 문의"]);
  await expect(type.locator("option", { hasText: "A/S" })).toBeEnabled();
  await expect(page.locator(".privacy")).toContainText("답변 완료 후 1년간 보관한 뒤 파기합니다.");
});

test.describe("A/S 접수 on a phone (decision 096)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("/help's link opens the form with A/S chosen; it asks for a phone and an address; staff find it as A/S", async ({
    dialogs,
    page,
  }) => {
    const title = `베란다 창 손잡이 고장 ${Date.now().toString(36)}`;
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("link", { name: "A/S 접수하기" }).click();
    await expect(page).toHaveURL("/inquiryForm?inquiryType=AS");
    await hydrated(page);
    await expect(page.getByLabel("문의 유형")).toHaveValue("AS");
    // The heading and the fields an A/S request needs follow the type chosen.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("A/S 접수");
    await expect(page.getByLabel("연락처 (A/S 필수)")).toHaveAttribute("aria-required", "true");
    // The category bar, the address and the tab's title follow the choice too; typed text stays,
    // and changing the type is not leaving the form (no question).
    const bar = page.getByRole("navigation", { name: /하위 메뉴$/ });
    const marked = bar.locator("[aria-current]");
    await expect(marked).toHaveText("A/S 문의");
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("문의 유형").selectOption("GENERAL");
    await expect(heading).toHaveText("1:1 문의");
    await expect(marked).toHaveText("1:1 문의");
    await expect(page).toHaveURL("/inquiryForm?inquiryType=GENERAL");
    await expect(page).toHaveTitle(/^1:1 문의 \| /);
    await expect(page.getByLabel("주소", { exact: true })).not.toHaveAttribute("aria-required");
    await page.getByLabel("문의 유형").selectOption("AS");
    await expect(heading).toHaveText("A/S 접수");
    await expect(marked).toHaveText("A/S 문의");
    await expect(page).toHaveURL("/inquiryForm?inquiryType=AS");
    await expect(page.getByLabel("제목")).toHaveValue(title);
    dialogs.expectNoMoreConfirms();
    const posts = inquiryPosts(page);

    await page.getByLabel("문의 내용").fill("손잡이가 돌아가지 않아 창이 닫히지 않습니다. 2019년에 설치했습니다.");
    await page.getByLabel("작성자").fill("박수리");
    await page.getByLabel("연락처").fill("010-9753-1357");
    await consent(page).check();
    await submitButton(page).click();
    await expectToast(page, "A/S 문의는 방문 확인을 위해 연락처와 주소를 입력해주세요.", "alert");
    // The missing one of the two is focused.
    await expect(page.getByLabel("주소 (A/S 필수)", { exact: true })).toBeFocused();
    dialogs.expectNoMoreConfirms();
    expect(posts).toHaveLength(0);

    await page.getByLabel("주소 (A/S 필수)", { exact: true }).fill("경기도 화성시 동탄대로 5");
    await submitButton(page).click();
    await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
    await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postData()).toMatch(/name="inquiryType"\r\n\r\nAS\r\n/);
    // No page wider than the phone (the layout viewport would grow and zoom out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await signIn(page, "/admin/inquiry");
    await hydrated(page);
    const search = page.getByRole("search", { name: "문의 검색" });
    await search.getByLabel("검색어").fill(title);
    // On a phone the other filters are behind 필터 (decision 117).
    await search.getByRole("button", { name: "필터" }).tap();
    await search.getByLabel("유형").selectOption({ label: "A/S 문의" });
    await search.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(/inquiryType=AS/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.locator(".inquiry-as")).toHaveText("A/S");
    await row.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/admin\/inquiry\/\d+$/);
    const typeTerm = page.locator("dt", { hasText: "문의 유형" });
    await expect(typeTerm.locator("xpath=following-sibling::dd[1]")).toHaveText("A/S 문의");
  });
});

test.describe("a refusal on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("focuses the field it is about, shown below the header, far above 문의 등록", async ({ page, dialogs }) => {
    await openForm(page);
    await fillInquiryForm(page, "");
    const field = async (label: string) => {
      const target = page.getByRole("textbox", { name: label });
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      const header = (await page.getByRole("banner").boundingBox())?.height ?? 0;
      expect(top, `${label} at ${top} px, under a header of ${header} px`).toBeGreaterThanOrEqual(header);
    };
    // 문의 등록 is at the bottom of a long form: 제목 is about 1 800 px above it.
    await submitButton(page).tap();
    await expectToast(page, "문의 제목을 입력하세요.", "alert");
    await field("제목 (필수)");
    await page.getByLabel("제목").fill("창호 교체 견적");
    await page.getByLabel("연락처").fill("전화주세요");
    await submitButton(page).tap();
    await expectToast(page, "연락처는 숫자와 - 만 입력해주세요.", "alert");
    await field("연락처");
    await page.getByLabel("연락처").fill("010-1111-2222");
    await page.getByLabel("문의 확인 비밀번호 (선택)").fill("12");
    await submitButton(page).tap();
    await expectToast(page, "문의 확인 비밀번호는 4자 이상 30자 이하로 입력해주세요.", "alert");
    await field("문의 확인 비밀번호 (선택)");
    dialogs.expectNoMoreConfirms();
  });
});

test("the type select opens after a manufacturer is chosen and the item select after a type", async ({ page }) => {
  // Other specs may add products during the run, so the expected options come from the public API.
  const typesOf = async (manuId: number) =>
    ((await (await page.request.get(`/api/type?manuId=${manuId}`)).json()) as { itemTypeName: string }[]).map(
      (t) => t.itemTypeName,
    );
  const itemsOf = async (manuId: number, typeId: number) =>
    (
      (await (await page.request.get(`/api/items/itemname?manuId=${manuId}&typeId=${typeId}`)).json()) as {
        itemName: string;
      }[]
    ).map((i) => i.itemName);

  await openForm(page);
  const manu = page.getByLabel("제조사");
  const type = page.getByLabel("제품 타입");
  const item = page.getByLabel("제품", { exact: true });
  await expectFirstTexts(manu.locator("option"), ["제조사 선택", "한빛 프리미엄", "청솔 시스템", "다온 창호"]);
  await expect(type).toBeDisabled();
  await expect(item).toBeDisabled();

  await manu.selectOption({ label: "청솔 시스템" });
  await expect(type).toBeEnabled();
  const types2 = await typesOf(2);
  expect(types2).toEqual(expect.arrayContaining(["발코니 이중창", "시스템창", "터닝도어"]));
  await expectInOrder(type.locator("option"), ["제품 타입 선택", ...types2]);
  await expect(item).toBeDisabled();

  await type.selectOption({ label: "시스템창" });
  await expect(item).toBeEnabled();
  const items2 = await itemsOf(2, 3);
  expect(items2).toContain("알루 슬림 S1");
  await expectFirstTexts(item.locator("option"), ["제품 선택", ...items2]);

  // Another manufacturer loads its own types and closes the item select again.
  await manu.selectOption({ label: "다온 창호" });
  const types3 = await typesOf(3);
  expect(types3).toEqual(expect.arrayContaining(["발코니 이중창", "거실 분합창", "현관 중문"]));
  await expectInOrder(type.locator("option"), ["제품 타입 선택", ...types3]);
  await expect(type).toHaveValue("");
  await expect(item).toBeDisabled();
  await type.selectOption({ label: "현관 중문" });
  const items3 = await itemsOf(3, 5);
  expect(items3).toContain("3연동 중문");
  await expectFirstTexts(item.locator("option"), ["제품 선택", ...items3]);
});

test("each missing field shows its alert, in order, and nothing is sent", async ({ dialogs, page }) => {
  await openForm(page);
  const posts = inquiryPosts(page);
  await consent(page).check();

  await submitButton(page).click();
  await expectToast(page, "문의 내용을 입력하세요.", "alert");

  await page.getByLabel("문의 내용").fill("거실 창 교체 견적 부탁드립니다.");
  await submitButton(page).click();
  await expectToast(page, "문의 제목을 입력하세요.", "alert");

  await page.getByLabel("제목").fill("견적 문의");
  await submitButton(page).click();
  await expectToast(page, "작성자, 연락처는 필수 입력 사항입니다.", "alert");

  // Blank-only text counts as empty.
  await page.getByLabel("작성자").fill("   ");
  await submitButton(page).click();
  await expectToast(page, "작성자, 연락처는 필수 입력 사항입니다.", "alert");

  // A number typed with words is said before the question, not after a round trip.
  await page.getByLabel("연락처").fill("전화주세요");
  await submitButton(page).click();
  await expectToast(page, "연락처는 숫자와 - 만 입력해주세요.", "alert");
  // Too short to look the inquiry up by, with a password: said as such.
  await page.getByLabel("연락처").fill("010-12");
  await page.getByLabel("문의 확인 비밀번호 (선택)").fill("hanbit77");
  await submitButton(page).click();
  await expectToast(page, "문의 확인 비밀번호를 정하시려면 연락처를 정확히 입력해주세요.", "alert");
  await page.getByLabel("문의 확인 비밀번호 (선택)").fill("");
  // An e-mail the answer could not be mailed to: said before the question, at its field (decision 123).
  await page.getByLabel("연락처").fill("010-1234-5678");
  await page.getByLabel("이메일").fill("hong@naver");
  await submitButton(page).click();
  await expectToast(page, "이메일 형식이 올바르지 않습니다.", "alert");
  await expect(page.getByLabel("이메일")).toBeFocused();
  dialogs.expectNoMoreConfirms();
  expect(posts).toHaveLength(0);
});

test("either writer or tel is enough, and dismissing the confirm sends nothing", async ({ dialogs, page }) => {
  await openForm(page);
  const posts = inquiryPosts(page);
  dialogs.answerNextConfirm(false);
  dialogs.answerNextConfirm(false);
  await page.getByLabel("제목").fill("견적 문의");
  await page.getByLabel("문의 내용").fill("발코니 창 교체 견적 부탁드립니다.");
  await page.getByLabel("연락처").fill("010-1234-5678");
  await consent(page).check();
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");

  await page.getByLabel("연락처").fill("");
  await page.getByLabel("작성자").fill("홍길동");
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  // The form is untouched and nothing was posted.
  await expect(page.getByLabel("제목")).toHaveValue("견적 문의");
  await expect(submitButton(page)).toBeEnabled();
  expect(posts).toHaveLength(0);
});

test("the honeypot field is off screen, out of the tab order and hidden from assistive technology", async ({
  page,
}) => {
  await openForm(page);
  const trap = page.locator('input[name="homepage"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).not.toBeInViewport();
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  // Not in the accessibility tree: no textbox of that name for a screen reader.
  await expect(page.getByRole("textbox", { name: "홈페이지" })).toHaveCount(0);
  // Tab goes from the last fields (the 내 문의 확인 password and its hint's link) straight on (the
  // consent's policy link, then its box), never into the trap.
  await page.getByLabel("문의 확인 비밀번호 (선택)").focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("#checkPassword-hint").getByRole("link", { name: "내 문의 확인" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(trap).not.toBeFocused();
  await expect(page.getByRole("link", { name: "개인정보처리방침" }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "개인정보 수집 및 이용에 동의합니다." })).toBeFocused();
});

test("the content byte counter follows the typed text", async ({ page }) => {
  await openForm(page);
  await expect(page.getByText("0/4000 byte")).toBeVisible();
  await page.getByLabel("문의 내용").fill("창호abc");
  await expect(page.getByText("9/4000 byte")).toBeVisible();
});

test("what is typed and chosen before the page's script starts is kept, and it is what is sent (decision 125)", async ({
  dialogs,
  page,
  request,
}) => {
  const title = `시작 전에 쓴 문의 ${Date.now().toString(36)}`;
  const content = "거실 베란다 샷시 교체 견적 부탁드립니다.";
  const release = await holdScripts(page);
  await page.goto("/inquiryForm", { waitUntil: "load" });
  await page.getByLabel("문의 유형").selectOption("AS");
  await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill(content);
  await page.getByLabel(/^연락처/).fill("010-2222-3333");
  await page.getByLabel(/^주소/).fill("서울시 마포구 월드컵로 1");
  await consent(page).check();
  release();
  await hydrated(page);

  // The counter and the A/S heading show that the page took the typed text and the choice.
  await expect(page.getByText(`${new TextEncoder().encode(content).length}/4000 byte`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A/S 접수");
  await expect(page).toHaveURL("/inquiryForm?inquiryType=AS");
  await expect(page.getByLabel("문의 내용")).toHaveValue(content);
  await expect(page.getByLabel(/^주소/)).toHaveValue("서울시 마포구 월드컵로 1");
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await expect(consent(page)).toBeChecked();
  await expect(page.getByLabel("제조사")).toHaveValue(/\d+/);
  // The manufacturer's types load as if it had been chosen now.
  await page.getByLabel("제품 타입").selectOption({ label: "거실 분합창" });

  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/inquiry")),
    submitButton(page).click(),
  ]);
  await expect(page.getByRole("status")).toHaveText(DONE);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  expect(await storedInquiry(request, title)).toMatchObject({
    title,
    content: `<p>${content}</p>`,
    tel: "010-2222-3333",
    addr: "서울시 마포구 월드컵로 1",
    manuName: "한빛 프리미엄",
    itemTypeName: "거실 분합창",
    inquiryType: "AS",
  });
});

test("a complete inquiry with a PNG attachment is sent, confirmed and the form is reset", async ({
  dialogs,
  page,
  request,
}) => {
  const title = `거실 분합창 견적 문의 ${Date.now()}`;
  await openForm(page);
  await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
  await page.getByLabel("제품 타입").selectOption({ label: "거실 분합창" });
  await page.getByLabel("제품", { exact: true }).selectOption({ label: "뷰프레임 160" });
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill("거실 분합창 교체를 생각하고 있습니다.\n\n방문 실측이 가능한가요?");
  await page.getByLabel("첨부파일").setInputFiles(png("거실-사진.png"));
  await expect(page.getByRole("listitem").filter({ hasText: "거실-사진.png" })).toBeVisible();
  await page.getByLabel("작성자").fill("홍길동");
  await page.getByLabel("연락처").fill("010-1234-5678");
  await page.getByLabel("이메일").fill("hong@example.com");
  await page.getByLabel("주소", { exact: true }).fill("경기도 화성시 동탄대로 1");
  await page.getByLabel("상세주소").fill("101동 1001호");
  await consent(page).check();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/inquiry")),
    submitButton(page).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(DONE);

  // The answer shows in the page (no toast repeats it), after the one confirm.
  await expect(page.getByRole("status")).toHaveText(DONE);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  dialogs.expectNoMoreConfirms();
  // The form is empty again.
  await expect(page.getByLabel("제목")).toHaveValue("");
  await expect(page.getByLabel("문의 내용")).toHaveValue("");
  await expect(page.getByLabel("작성자")).toHaveValue("");
  await expect(page.getByLabel("연락처")).toHaveValue("");
  await expect(page.getByLabel("주소", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("제조사")).toHaveValue("");
  await expect(page.getByLabel("제품 타입")).toBeDisabled();
  await expect(page.getByText("거실-사진.png")).toHaveCount(0);
  await expect(consent(page)).not.toBeChecked();
  await expect(submitButton(page)).toBeDisabled();

  // What was stored, read back through the admin API as the office would see it.
  const stored = await storedInquiry(request, title);
  expect(stored).toMatchObject({
    title,
    content: "<p>거실 분합창 교체를 생각하고 있습니다.</p><p>방문 실측이 가능한가요?</p>",
    writer: "홍길동",
    tel: "010-1234-5678",
    email: "hong@example.com",
    addr: "경기도 화성시 동탄대로 1",
    detailAddr: "101동 1001호",
    manuName: "한빛 프리미엄",
    itemTypeName: "거실 분합창",
    itemName: "뷰프레임 160",
  });
  expect(stored.inquiryFiles.map((f) => f.fileOrgName)).toEqual(["거실-사진.png"]);
});

test("written text asks before a link leaves the form; a choice alone or a sent inquiry does not", async ({
  dialogs,
  page,
}) => {
  const LEAVE = "작성 중인 문의 내용이 있습니다. 이 페이지를 나가시겠습니까?";
  const home = page.getByRole("link", { name: /홈$/ }).first();
  await openForm(page);
  // Choosing a manufacturer is not writing: the logo leaves at once.
  await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
  await home.click();
  await expect(page).toHaveURL("/");

  await openForm(page);
  await page.getByLabel("문의 내용").fill("겨울마다 안방 창에 결로가 심합니다.");
  dialogs.answerNextConfirm(false);
  await home.click();
  await dialogs.expectConfirm(LEAVE);
  await expect(page).toHaveURL("/inquiryForm");
  await expect(page.getByLabel("문의 내용")).toHaveValue("겨울마다 안방 창에 결로가 심합니다.");
  // Closing the tab gets the browser's own question.
  dialogs.answerNextLeave(false);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.leaveQuestions()).toBe(1);
  expect(page.isClosed()).toBe(false);

  // Sent: the form is empty again and the logo leaves without a question.
  await fillInquiryForm(page, `결로 문의 ${Date.now()}`);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status")).toHaveText(DONE);
  await home.click();
  await expect(page).toHaveURL("/");
  dialogs.expectNoMoreConfirms();
  expect(dialogs.leaveQuestions()).toBe(1);
});

test("two attachments go one by one with their own progress; a failed one is retried; the office sees both", async ({
  dialogs,
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 503/);
  const title = `첨부 두 개 문의 ${Date.now()}`;
  // A 2 MB drawing (a real PDF signature) and a photo. Each staging request is held until released,
  // and the drawing's first attempt fails as a busy server would answer.
  const drawing = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let drawingTries = 0;
  const staged: string[] = [];
  await page.route("**/api/uploads", async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const isDrawing = body.includes(Buffer.from("현장 도면.pdf"));
    staged.push(isDrawing ? "현장 도면.pdf" : "거실-사진.png");
    if (isDrawing && ++drawingTries === 1) {
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ status: 503, message: "파일을 저장하지 못했습니다. 잠시 후 다시 시도해주세요." }),
      });
      return;
    }
    await held;
    await route.continue();
  });
  const posts = inquiryPosts(page);
  await openForm(page);
  await page
    .getByLabel("첨부파일")
    .setInputFiles([png("거실-사진.png"), { name: "현장 도면.pdf", mimeType: "application/pdf", buffer: drawing }]);

  const photoRow = page.locator(".upload-list li", { hasText: "거실-사진.png" });
  const drawingRow = page.locator(".upload-list li", { hasText: "현장 도면.pdf" });
  // Each file has its own bar; the photo is on its way while the drawing's first try failed.
  await expect(page.getByRole("progressbar", { name: "거실-사진.png 업로드 진행률" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "현장 도면.pdf 업로드 진행률" })).toBeVisible();
  await expect(photoRow.locator(".upload-state")).toHaveText(/^\d{1,2}%$/);
  await expect(drawingRow.getByRole("alert")).toHaveText("파일을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.");
  await drawingRow.getByRole("button", { name: "다시 시도" }).click();
  await expect(drawingRow.locator(".upload-state")).toHaveText(/^\d{1,2}%$/);
  release();
  await expect(photoRow.locator(".upload-state")).toHaveText("완료");
  await expect(drawingRow.locator(".upload-state")).toHaveText("완료");
  await expect(page.getByRole("progressbar", { name: "현장 도면.pdf 업로드 진행률" })).toHaveAttribute("value", "100");
  expect(staged.sort()).toEqual(["거실-사진.png", "현장 도면.pdf", "현장 도면.pdf"]);

  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill("사진과 도면을 첨부합니다.");
  await page.getByLabel("연락처").fill("010-3333-4444");
  await consent(page).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/inquiry")),
    submitButton(page).click(),
  ]);
  expect(response.status()).toBe(200);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  // The form itself carried no file: only the two staged ids.
  const sent = posts[0]?.postDataBuffer() ?? Buffer.alloc(0);
  expect(sent.length).toBeLessThan(4096);
  expect(sent.toString("utf8").match(/name="uploadIds"/g)).toHaveLength(2);

  // The office sees both files on the inquiry.
  const stored = await storedInquiry(request, title);
  expect(stored.inquiryFiles.map((f) => f.fileOrgName).sort()).toEqual(["거실-사진.png", "현장 도면.pdf"]);
  await signIn(page, `/admin/inquiry/${stored.inquiryId}`);
  for (const name of ["거실-사진.png", "현장 도면.pdf"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
});

test("a customer's camera photo goes up fitted to 2 560 px, upright and without where it was taken", async ({
  page,
  request,
}) => {
  // Making and fitting a camera-sized photo in the page is CPU work: past 30 s on a loaded machine.
  test.slow();
  const title = `현장 사진 문의 ${Date.now()}`;
  await openForm(page);
  await expect(page.getByText("사진은 크기를 줄이고 촬영 위치 같은 사진 정보를 지운 뒤 올립니다.")).toBeVisible();
  await fillInquiryForm(page, title);
  const photo = await cameraPhoto(page);
  await page.getByLabel("첨부파일").setInputFiles({ name: "창문 사진.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("listitem").filter({ hasText: "창문 사진.jpg" })).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/inquiry")),
    submitButton(page).click(),
  ]);
  expect(await response.text()).toBe(DONE);

  const bytes = await onlyAttachment(request, title, "창문 사진.jpg");
  expect(bytes.length).toBeLessThan(photo.length / 2);
  expect(hasExif(bytes)).toBe(false);
  expect(await describePicture(page, bytes)).toEqual({ width: 1920, height: 2560, left: "blue", right: "red" });
});

test("a photo over 20 MB (a 200-megapixel phone's) is not refused: it goes up fitted", async ({ page, request }) => {
  // Making and fitting a camera-sized photo in the page is CPU work: past 30 s on a loaded machine.
  test.slow();
  const title = `큰 사진 문의 ${Date.now()}`;
  await openForm(page);
  await fillInquiryForm(page, title);
  // The camera photo made heavier with comment segments right after its start, as large phones' are.
  const photo = await cameraPhoto(page);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x20)]);
  const padding = Array.from({ length: Math.ceil((25 * 1024 * 1024 - photo.length) / segment.length) }, () => segment);
  const heavy = Buffer.concat([photo.subarray(0, 2), ...padding, photo.subarray(2)]);
  expect(heavy.length).toBeGreaterThan(25 * 1024 * 1024);
  await page.getByLabel("첨부파일").setInputFiles({ name: "현관 200MP.jpg", mimeType: "image/jpeg", buffer: heavy });
  await expect(page.locator(".upload-item", { hasText: "현관 200MP.jpg" }).locator(".upload-state")).toHaveText("완료");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await submitButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();

  const bytes = await onlyAttachment(request, title, "현관 200MP.jpg");
  expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
  expect(await describePicture(page, bytes)).toEqual({ width: 1920, height: 2560, left: "blue", right: "red" });
});

test("a 6th file or a refused type shows the rule before anything is uploaded", async ({ page }) => {
  await openForm(page);
  const posts = inquiryPosts(page);
  const files = page.getByLabel("첨부파일");
  const chosen = page.locator(".upload-list li");
  await files.setInputFiles([1, 2, 3, 4, 5].map((n) => png(`사진${n}.png`)));
  await expect(chosen).toHaveCount(5);
  await expect(page.getByRole("alert")).toHaveCount(0);

  await files.setInputFiles(png("사진6.png"));
  await expect(page.getByRole("alert")).toHaveText("파일은 최대 5개까지 첨부할 수 있습니다.");
  await expect(chosen).toHaveCount(5);
  await expect(page.getByText("사진6.png")).toHaveCount(0);

  // Removing one makes room again.
  await page.getByRole("button", { name: "사진1.png 첨부 취소" }).click();
  await expect(chosen).toHaveCount(4);
  await files.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByRole("alert")).toContainText("setup.exe: 첨부할 수 없는 파일 형식입니다.");
  await expect(chosen).toHaveCount(4);
  await files.setInputFiles(png("사진6.png"));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(chosen).toHaveCount(5);
  expect(posts).toHaveLength(0);
});

test("address search without the network shows the fallback note and the address stays typeable", async ({
  page,
  allowConsoleError,
}) => {
  // The external postcode widget cannot load on this machine; block it so the test never waits on DNS.
  allowConsoleError(/Failed to load resource: net::ERR_FAILED @ https:\/\/t1\.daumcdn\.net\//);
  await page.route("https://t1.daumcdn.net/**", (route) => route.abort("failed"));
  await openForm(page);
  await page.getByRole("button", { name: "주소 검색" }).click();
  await expect(page.getByRole("status")).toHaveText(ADDRESS_FALLBACK);
  const addr = page.getByLabel("주소", { exact: true });
  await expect(addr).toBeEditable();
  await addr.fill("경기도 화성시 팔탄면 창호공단로 123");
  await expect(addr).toHaveValue("경기도 화성시 팔탄면 창호공단로 123");
});

test("이 제품 문의하기 on a product opens the form with its manufacturer, type and item chosen", async ({
  dialogs,
  page,
  request,
}) => {
  // 뷰프레임 160 (item 2) is 한빛 프리미엄's 거실 분합창 (type 2).
  await page.goto("/manu/1?type=2&item=2");
  await hydrated(page);
  await page.getByRole("link", { name: "이 제품 문의하기" }).click();
  await expect(page).toHaveURL("/inquiryForm?manuId=1&typeId=2&itemId=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1:1 문의");
  const manu = page.getByLabel("제조사");
  const type = page.getByLabel("제품 타입");
  const item = page.getByLabel("제품", { exact: true });
  await expect(manu.locator("option:checked")).toHaveText("한빛 프리미엄");
  await expect(type).toBeEnabled();
  await expect(type.locator("option:checked")).toHaveText("거실 분합창");
  await expect(item).toBeEnabled();
  await expect(item.locator("option:checked")).toHaveText("뷰프레임 160");

  // What is sent carries the chosen names.
  const title = `제품에서 온 문의 ${Date.now()}`;
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill("이 제품 견적을 받고 싶습니다.");
  await page.getByLabel("연락처").fill("010-2222-3333");
  await consent(page).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/inquiry")),
    submitButton(page).click(),
  ]);
  expect(response.status()).toBe(200);
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  expect(await storedInquiry(request, title)).toMatchObject({
    manuName: "한빛 프리미엄",
    itemTypeName: "거실 분합창",
    itemName: "뷰프레임 160",
  });

  // Changing the manufacturer still clears the type and the item.
  await page.goto("/inquiryForm?manuId=1&typeId=2&itemId=2");
  await hydrated(page);
  await manu.selectOption({ label: "청솔 시스템" });
  await expect(type).toHaveValue("");
  await expect(item).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts with its attachment and shows the done message", async ({ page, request }) => {
    const title = `스크립트 없이 보낸 문의 ${Date.now()}`;
    await page.goto("/inquiryForm");
    // Photos go up as chosen here: the page does not promise to fit them.
    await expect(page.locator("#files-hint")).toContainText("txt, zip.");
    await expect(page.locator("#files-hint")).not.toContainText("사진은 크기를 줄이고");
    await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("문의 내용").fill("스크립트 없이 보냅니다.\n\n사진을 봐주세요.");
    await page.getByLabel("작성자").fill("김영희");
    await page.getByLabel("첨부파일").setInputFiles(png("현관-사진.png"));
    await consent(page).check();
    await submitButton(page).click();
    await expect(page).toHaveURL("/inquiryForm?sent=1#main");
    await expect(page.getByRole("status")).toHaveText(DONE);
    const stored = await storedInquiry(request, title);
    expect(stored).toMatchObject({
      writer: "김영희",
      manuName: "한빛 프리미엄",
      content: "<p>스크립트 없이 보냅니다.</p><p>사진을 봐주세요.</p>",
    });
    expect(stored.inquiryFiles.map((f) => f.fileOrgName)).toEqual(["현관-사진.png"]);
  });

  test("without the consent the form is refused with a message and nothing is stored", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    // The refused form is answered with its status (400), which the browser reports.
    allowConsoleError(/Failed to load resource: the server responded with a status of 400 .*\/inquiryForm#send-error$/);
    const title = `동의 없는 문의 ${Date.now()}`;
    await page.goto("/inquiryForm");
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("문의 내용").fill("동의하지 않았습니다.");
    await page.getByLabel("작성자").fill("김영희");
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toHaveText("개인정보 수집 및 이용에 동의해주세요.");
    const auth = await request.post("/login", {
      data: { username: SEED_ADMIN.username, password: SEED_ADMIN.password },
    });
    const list = await request.get("/api/admin/inquiry?size=50", {
      headers: { authorization: auth.headers().authorization ?? "" },
    });
    const { content } = (await list.json()) as { content: { title: string }[] };
    expect(content.map((r) => r.title)).not.toContain(title);
  });

  test("a refused form comes back as it was typed, opened at the reason; fixed, it is stored", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: the server responded with a status of 400 .*\/inquiryForm#send-error$/);
    const title = `고쳐서 보낸 문의 ${Date.now()}`;
    await page.goto("/inquiryForm");
    // No title: the server refuses it.
    await page.getByLabel("문의 내용").fill("베란다 창이 잘 안 닫힙니다.\n\n주말 방문 가능할까요?");
    await page.getByLabel("작성자").fill("박지민");
    await page.getByLabel("연락처").fill("010-3344-5566");
    await page.getByLabel("이메일").fill("jimin@example.com");
    await page.getByLabel("주소", { exact: true }).fill("부산광역시 해운대구 센텀로 10");
    await page.getByLabel("상세주소").fill("202동 303호");
    await page.getByLabel("문의 확인 비밀번호 (선택)").fill("jimin-2026");
    await consent(page).check();
    await submitButton(page).click();

    const reason = page.getByRole("alert");
    await expect(reason).toHaveText("문의 제목을 입력하세요.");
    await expect(page).toHaveURL(/\/inquiryForm#send-error$/);
    // The reason sits by 문의 등록, far down the form: the page opens there, not at its top.
    await expect(reason).toBeInViewport();
    await expect(page.getByLabel("문의 내용")).toHaveValue("베란다 창이 잘 안 닫힙니다.\n\n주말 방문 가능할까요?");
    await expect(page.getByLabel("작성자")).toHaveValue("박지민");
    await expect(page.getByLabel("연락처")).toHaveValue("010-3344-5566");
    await expect(page.getByLabel("이메일")).toHaveValue("jimin@example.com");
    await expect(page.getByLabel("주소", { exact: true })).toHaveValue("부산광역시 해운대구 센텀로 10");
    await expect(page.getByLabel("상세주소")).toHaveValue("202동 303호");
    await expect(consent(page)).toBeChecked();
    // A password is never written back into a page.
    await expect(page.getByLabel("문의 확인 비밀번호 (선택)")).toHaveValue("");
    expect(await page.content()).not.toContain("jimin-2026");

    await page.getByLabel("제목").fill(title);
    await submitButton(page).click();
    await expect(page).toHaveURL("/inquiryForm?sent=1#main");
    await expect(page.getByRole("status")).toHaveText(DONE);
    await expect(page.getByRole("alert")).toHaveCount(0);
    const stored = await storedInquiry(request, title);
    expect(stored).toMatchObject({
      writer: "박지민",
      tel: "010-3344-5566",
      email: "jimin@example.com",
      addr: "부산광역시 해운대구 센텀로 10",
      detailAddr: "202동 303호",
      content: "<p>베란다 창이 잘 안 닫힙니다.</p><p>주말 방문 가능할까요?</p>",
    });
  });

  test("the product's manufacturer, type and item are chosen in the server-rendered form", async ({ page }) => {
    await page.goto("/inquiryForm?manuId=1&typeId=2&itemId=2");
    await expect(page.getByLabel("제조사").locator("option:checked")).toHaveText("한빛 프리미엄");
    await expect(page.getByLabel("제품 타입").locator("option:checked")).toHaveText("거실 분합창");
    await expect(page.getByLabel("제품", { exact: true }).locator("option:checked")).toHaveText("뷰프레임 160");
  });

  test("unknown or mismatched ids are left unchosen", async ({ page }) => {
    // Item 4 belongs to 청솔 시스템, type 9 does not exist.
    await page.goto("/inquiryForm?manuId=1&typeId=2&itemId=4");
    await expect(page.getByLabel("제품 타입").locator("option:checked")).toHaveText("거실 분합창");
    await expect(page.getByLabel("제품", { exact: true }).locator("option:checked")).toHaveText("제품 선택");
    await page.goto("/inquiryForm?manuId=1&typeId=9&itemId=2");
    await expect(page.getByLabel("제조사").locator("option:checked")).toHaveText("한빛 프리미엄");
    await expect(page.getByLabel("제품 타입").locator("option:checked")).toHaveText("제품 타입 선택");
    await expect(page.getByLabel("제품", { exact: true })).toBeDisabled();
    await page.goto("/inquiryForm?manuId=abc");
    await expect(page.getByLabel("제조사").locator("option:checked")).toHaveText("제조사 선택");
  });
});

test("a photo whose fitting module fails to load (offline a moment, a release) still goes, with no English on the page (audit 41)", async ({
  page,
  dialogs,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/shrinkImage|Failed to fetch dynamically imported module|net::ERR_FAILED/);
  const title = `모듈 없이 간 사진 ${Date.now().toString(36)}`;
  await openForm(page);
  await fillInquiryForm(page, title);
  // The chunk that fits photos cannot be fetched, as offline or after a deploy removed it.
  await page.route("**/assets/shrinkImage-*.js", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("첨부파일").setInputFiles(png("창문.png"));
  const row = page.locator(".upload-list li", { hasText: "창문.png" });
  await expect(row.locator(".upload-state")).toHaveText("완료");
  await expect(page.getByText(/Failed|module/i)).toHaveCount(0);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();
  expect(await onlyAttachment(request, title, "창문.png")).toEqual(PNG);
});

test("an upload that stalls shows the network message after a minute without progress; 다시 시도 sends it (audit 41)", async ({
  page,
}) => {
  await page.clock.install();
  await openForm(page);
  // The first staging request gets no answer at all; the next goes through.
  let tries = 0;
  await page.route("**/api/uploads", async (route) => {
    if (++tries > 1) return route.continue();
    await new Promise(() => {});
  });
  await page
    .getByLabel("첨부파일")
    .setInputFiles({ name: "메모.txt", mimeType: "text/plain", buffer: Buffer.from("창 크기 1800x1200") });
  const row = page.locator(".upload-list li", { hasText: "메모.txt" });
  await expect(row.locator(".upload-state")).toHaveText(/^\d{1,2}%$/);
  await page.clock.fastForward(50_000);
  await expect(row.locator(".upload-state")).toHaveText(/^\d{1,2}%$/);
  await page.clock.fastForward(11_000);
  await expect(row.getByRole("alert")).toHaveText("네트워크 오류로 파일을 올리지 못했습니다.");
  await row.getByRole("button", { name: "다시 시도" }).click();
  await expect(row.locator(".upload-state")).toHaveText("완료");
  expect(tries).toBe(2);
});

test("address search whose module cannot load shows the fallback note (audit 41)", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/postcode|net::ERR_FAILED/);
  await openForm(page);
  await page.route("**/assets/postcode-*.js", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "주소 검색" }).click();
  await expect(page.getByRole("status")).toHaveText(ADDRESS_FALLBACK);
});

test("after 문의 등록 the success message has focus; a refused field is marked, its reason stays under it until changed (audit 41)", async ({
  page,
  dialogs,
}) => {
  await page.clock.install();
  await openForm(page);
  await fillInquiryForm(page, `포커스 확인 ${Date.now().toString(36)}`);
  const content = page.getByLabel("문의 내용");
  await content.fill("");
  await submitButton(page).click();
  await expect(content).toBeFocused();
  await expect(content).toHaveAttribute("aria-invalid", "true");
  await expect(content).toHaveAccessibleDescription(/^문의 내용을 입력하세요\./);
  // Long after the toast is gone, the reason is still by the field.
  await page.clock.fastForward(20_000);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.locator("#content ~ p.form-error")).toHaveText("문의 내용을 입력하세요.");
  await content.fill("거실 창 교체 견적 부탁드립니다.");
  await expect(content).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("문의 내용을 입력하세요.")).toHaveCount(0);
  // A wrong e-mail: the same marking on 이메일.
  const email = page.getByLabel("이메일");
  await email.fill("hong@");
  await submitButton(page).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("이메일 형식이 올바르지 않습니다.");
  await email.fill("");
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  const done = page.getByRole("status").filter({ hasText: DONE });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
});

test("a refusal's toast is put away by the 문의 등록 that then works", async ({ page, dialogs }) => {
  await page.clock.install();
  await openForm(page);
  await fillInquiryForm(page, "");
  await submitButton(page).click();
  const refusal = page.getByRole("alert").filter({ hasText: "문의 제목을 입력하세요." });
  await expect(refusal).toBeVisible();
  // The clock stands still from here: the toast's own 8 s never end it.
  await page.clock.pauseAt(Date.now() + 2_000);
  await page.getByLabel("제목").fill(`토스트 정리 ${Date.now().toString(36)}`);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a sending that stalls ends in the network message after 30 s; sent again, it is stored once", async ({
  page,
  dialogs,
}) => {
  const title = `멈춘 연결의 문의 ${Date.now().toString(36)}`;
  await page.clock.install();
  await openForm(page);
  await fillInquiryForm(page, title);
  // The first sending reaches the server, whose answer never comes.
  const posts = inquiryPosts(page);
  await page.route("**/api/inquiry", async (route) => {
    if (posts.length > 1) return route.continue();
    await route.fetch();
    await new Promise(() => {});
  });
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  // The button changes its name while sending.
  const sending = page.locator("form.inquiry-form button[type=submit]");
  await expect(sending).toHaveText("등록 중…");
  await page.clock.fastForward(29_000);
  await expect(sending).toHaveText("등록 중…");
  await page.clock.fastForward(2_000);
  await expect(page.getByRole("alert").filter({ hasText: "네트워크 오류로 답을 받지 못했습니다." })).toBeVisible();
  await expect(sending).toHaveText("문의 등록");
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(await posts[1]?.headerValue("idempotency-key")).toBe(await posts[0]?.headerValue("idempotency-key"));
  expect(await storedCount(page.request, title)).toBe(1);
});

test("an answer lost on the way back: sent again, the same inquiry is stored once (decision 106)", async ({
  page,
  dialogs,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  const title = `답을 못 받은 문의 ${Date.now().toString(36)}`;
  await openForm(page);
  await fillInquiryForm(page, title);
  await page.getByLabel("첨부파일").setInputFiles(png("창틀.png"));
  await expect(page.locator(".upload-state", { hasText: "완료" })).toBeVisible();
  const posts = inquiryPosts(page);
  // The first sending reaches the server and is stored; its answer never comes back.
  await loseFirstAnswer(page, "**/api/inquiry");
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("alert").filter({ hasText: "네트워크 오류로 답을 받지 못했습니다." })).toHaveText(
    "네트워크 오류로 답을 받지 못했습니다. 연결을 확인하고 다시 등록해주세요. 이미 접수되었다면 두 번 등록되지 않습니다.",
  );
  // What was typed and attached is still there; 문의 등록 again.
  await expect(page.getByLabel("제목")).toHaveValue(title);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();

  expect(posts).toHaveLength(2);
  const keys = await Promise.all(posts.map((p) => p.headerValue("idempotency-key")));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  // One inquiry with its one photo, not two under the same title.
  const stored = await storedInquiry(page.request, title);
  expect(stored.inquiryFiles.map((f) => f.fileOrgName)).toEqual(["창틀.png"]);
  expect(await storedCount(page.request, title)).toBe(1);

  // The next inquiry from the same page is a new one with a new key.
  await fillInquiryForm(page, `${title} 두 번째`);
  await submitButton(page).click();
  await dialogs.expectConfirm("문의를 등록 하시겠습니까?");
  await expect(page.getByRole("status").filter({ hasText: DONE })).toBeVisible();
  expect(posts).toHaveLength(3);
  expect(await posts[2]?.headerValue("idempotency-key")).not.toBe(keys[0]);
});
