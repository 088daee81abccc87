// 내 문의 확인 (decision 071): the customer chooses a password on the inquiry form, then reads the
// state of the inquiry and the office's answer by phone number and password, on a phone too.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { cameraPhoto, fillInquiryForm, hasExif, hydrated, loseFirstAnswer, seriousAxeViolations } from "./helpers";

const NOT_FOUND = "입력하신 연락처와 비밀번호로 확인할 수 있는 문의가 없습니다.";
const PASSWORD = "우리집창문1";

/**
 * A Word file as Office writes its start ([Content_Types].xml, then word/document.xml, deflated):
 * the server reads the ZIP to tell it from a renamed archive (file-type in the built Worker).
 */
const DOCX = Buffer.from(
  "UEsDBBQAAAAIACC7fV3GEnoHrAAAAPEAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbF2Puw7CMAxFf6XKihoXBgaUlIEdGPgBK3HbiOahJBT4exKQOjBax/dcWxxfdm4Wisl4J9mWd+zYi9s7UGoKcUmyKedwAEhqIouJ+0CukMFHi7mMcYSA6o4jwa7r9qC8y+Rym6uD9eJS5NFoaq4Y8xktSQZPHzVorx62bPJiY83pF6vNkmEIs1GYy02wOP3X2fphMIrWfLWF6BWlZNxoZ74Si8Ztqh56Ad+n+g9QSwMEFAAAAAgAILt9Xd1ahg0PAAAADQAAABEAAAB3b3JkL2RvY3VtZW50LnhtbLMpt0rJTy7NTc0r0bcDAFBLAQIUAxQAAAAIACC7fV3GEnoHrAAAAPEAAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgAILt9Xd1ahg0PAAAADQAAABEAAAAAAAAAAAAAAIAB3QAAAHdvcmQvZG9jdW1lbnQueG1sUEsFBgAAAAACAAIAgAAAABsBAAAAAA==",
  "base64",
);

/** A valid 1×1 PNG: the server checks the bytes, not only the name. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A phone number of this run only, so retries and other specs never share its inquiries. */
const uniqueTel = () => {
  const n = String(Date.now() % 100_000_000).padStart(8, "0");
  return `010-${n.slice(0, 4)}-${n.slice(4)}`;
};

/** Sends the inquiry form with a phone number and a 문의 확인 비밀번호, as a customer would. */
async function sendWithPassword(page: Page, title: string, tel: string) {
  await page.goto("/inquiryForm");
  await hydrated(page);
  await fillInquiryForm(page, title);
  await page.getByLabel("연락처").fill(tel);
  await page.getByLabel("문의 확인 비밀번호 (선택)").fill(PASSWORD);
  await page.getByRole("button", { name: "문의 등록" }).click();
  await expect(page.getByRole("status")).toContainText("문의 글 작성이 완료 되었습니다.");
}

async function lookUp(page: Page, tel: string, password: string) {
  await page.getByLabel("연락처").fill(tel);
  await page.getByLabel("문의 확인 비밀번호").fill(password);
  await page.getByRole("button", { name: "확인하기" }).click();
}

/** Staff's answer, through the API as the back office sends it. */
async function answer(page: Page, title: string, content: string) {
  const headers = { authorization: await token(page.request) };
  const list = await page.request.get(`/api/admin/inquiry?searchKeyword=${encodeURIComponent(title)}`, { headers });
  const row = ((await list.json()) as { content: { inquiryId: number; title: string }[] }).content.find(
    (r) => r.title === title,
  );
  expect(row, title).toBeDefined();
  for (const memo of [
    { content: "내부 메모: 자재 재고 확인", answer: false },
    { content, answer: true },
  ]) {
    const res = await page.request.post("/api/admin/inquiry/memo", {
      headers,
      data: { inquiryId: row?.inquiryId, ...memo },
    });
    expect(res.status()).toBe(201);
  }
}

test("a customer who chose a password reads the state and then the answer of the inquiry", async ({ page }) => {
  const title = `베란다 샷시 교체 ${Date.now()}`;
  const tel = uniqueTel();
  await sendWithPassword(page, title, tel);

  await page.getByRole("main").getByRole("link", { name: "내 문의 확인" }).first().click();
  await expect(page).toHaveURL("/inquiryCheck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("내 문의 확인");
  await lookUp(page, tel.replaceAll("-", ""), PASSWORD);
  await expect(page.getByRole("heading", { name: "문의 1건" })).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card.locator(".check-status")).toHaveText("접수");
  await expect(card).toContainText("아직 등록된 답변이 없습니다.");
  await card.getByText("문의 내용 보기").click();
  await expect(card).toContainText("거실 창 교체 견적 부탁드립니다.");

  await answer(page, title, "다음 주 화요일 오전에 실측 방문드리겠습니다.\n방문 전 연락드립니다.");
  await lookUp(page, tel, PASSWORD);
  await expect(card.locator(".check-status")).toHaveText("처리 완료");
  const reply = card.getByRole("region", { name: "답변" });
  await expect(reply).toContainText("다음 주 화요일 오전에 실측 방문드리겠습니다.");
  await expect(card).not.toContainText("자재 재고");

  // A wrong password shows nothing of it, and says so where the form is.
  await lookUp(page, tel, "틀린비밀번호");
  await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("the form says what is missing before anything is sent", async ({ page }) => {
  await page.goto("/inquiryForm");
  await hydrated(page);
  await fillInquiryForm(page, `비밀번호만 ${Date.now()}`);
  await page.getByLabel("연락처").fill("");
  await page.getByLabel("문의 확인 비밀번호 (선택)").fill(PASSWORD);
  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/inquiry") posted = true;
  });
  await page.getByRole("button", { name: "문의 등록" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "문의 확인 비밀번호를 정하시려면 연락처를 정확히 입력해주세요." }),
  ).toBeVisible();
  expect(posted).toBe(false);
});

/** global.css's colour of errors (#b3261e), which a field an error is about has as its border. */
const ERROR_RED = "rgb(179, 38, 30)";

test("a refused lookup marks the field it is about with the reason, until that field is edited", async ({
  page,
  allowConsoleError,
}) => {
  // A lookup without a number is answered 400, which the browser logs.
  allowConsoleError(/status of 400 \(Bad Request\) @ .*\/inquiryCheck\.data/);
  await page.goto("/inquiryCheck");
  await hydrated(page);
  const tel = page.getByLabel("연락처");
  const password = page.getByLabel("문의 확인 비밀번호");
  // A wrong password (answered as a number without inquiries): said against the password.
  await lookUp(page, uniqueTel(), "틀린비밀번호");
  await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(NOT_FOUND);
  // Seen too, not only read out: the field's border in the error's red, the other one's grey.
  await expect(password).toHaveCSS("border-top-color", ERROR_RED);
  await expect(tel).not.toHaveAttribute("aria-invalid");
  await expect(tel).not.toHaveCSS("border-top-color", ERROR_RED);
  await password.fill("다른비밀번호");
  await expect(password).not.toHaveAttribute("aria-invalid");
  await expect(password).not.toHaveCSS("border-top-color", ERROR_RED);
  await expect(password).toHaveAccessibleDescription("");
  // A missing number: said against 연락처, and the next answer marks again.
  await tel.fill("");
  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "확인하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("연락처를 입력해주세요.");
  await expect(tel).toHaveAttribute("aria-invalid", "true");
  await expect(tel).toHaveAccessibleDescription("연락처를 입력해주세요.");
  await expect(password).not.toHaveAttribute("aria-invalid");
  await tel.fill("010");
  await expect(tel).not.toHaveAttribute("aria-invalid");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the answer and a long title fit the screen", async ({ page }) => {
    const title = `초고단열알루미늄시스템창호${"교체견적문의".repeat(8)} ${Date.now()}`;
    const tel = uniqueTel();
    await sendWithPassword(page, title, tel);
    await answer(page, title, `https://example.com/${"estimate-".repeat(12)}pdf 에서 견적서를 보실 수 있습니다.`);
    await page.goto("/inquiryCheck");
    await hydrated(page);
    await lookUp(page, tel, PASSWORD);
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("region", { name: "답변" })).toBeVisible();
    await card.getByText("문의 내용 보기").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: "test-results/inquiry-check-390.png", fullPage: true });
    // The results, with their answer and the opened text, read well with assistive technology.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("offline, the lookup and a 추가 문의 are said on the page with what was typed, and go once back online", async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    allowConsoleError(/TypeError: Failed to fetch/);
    const title = `연결이 끊긴 확인 ${Date.now()}`;
    const tel = uniqueTel();
    await sendWithPassword(page, title, tel);
    await page.goto("/inquiryCheck");
    await hydrated(page);

    await context.setOffline(true);
    await lookUp(page, tel, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(
      "네트워크 오류로 확인하지 못했습니다. 연결을 확인하고 다시 시도해주세요.",
    );
    // Still this page (not the browser's offline page), with the number and password as typed.
    await expect(page).toHaveURL("/inquiryCheck");
    await expect(page.getByLabel("연락처")).toHaveValue(tel);
    await expect(page.getByLabel("문의 확인 비밀번호")).toHaveValue(PASSWORD);
    await context.setOffline(false);
    await page.getByRole("button", { name: "확인하기" }).click();
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();

    // A 추가 문의 while offline: the list and the typed note stay, with the reason under it.
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    const note = "창문 사이즈를 다시 알려드립니다. 가로 1800, 세로 1200입니다.";
    await card.getByLabel("추가 문의 내용").fill(note);
    await context.setOffline(true);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "네트워크 오류로 추가 문의를 남기지 못했습니다. 연결을 확인하고 다시 시도해주세요.",
    );
    await expect(page).toHaveURL(/\/inquiryCheck(\?intent=note(&sendKey=[0-9a-f-]{36})?)?$/);
    await expect(card.getByLabel("추가 문의 내용")).toHaveValue(note);
    await context.setOffline(false);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("status")).toHaveText("추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.");
    await expect(card.getByRole("region", { name: "추가 문의" })).toContainText(note);
  });

  test("a 추가 문의 whose answer was lost is sent again and stored once (decision 108)", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    allowConsoleError(/TypeError: Failed to fetch/);
    const title = `답을 못 받은 추가 문의 ${Date.now()}`;
    const tel = uniqueTel();
    await sendWithPassword(page, title, tel);
    await page.goto("/inquiryCheck");
    await hydrated(page);
    await lookUp(page, tel, PASSWORD);
    const card = page.getByRole("article", { name: title });
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    const note = "현관 중문도 같이 견적 부탁드립니다.";
    await card.getByLabel("추가 문의 내용").fill(note);
    await card.getByLabel("첨부파일").setInputFiles({ name: "중문.png", mimeType: "image/png", buffer: PNG });
    // The first sending reaches the server and is stored; its answer never comes back.
    const sent = await loseFirstAnswer(page, /\/inquiryCheck\.data\?intent=note/);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "네트워크 오류로 추가 문의를 남기지 못했습니다. 연결을 확인하고 다시 시도해주세요.",
    );
    await expect(card.getByLabel("추가 문의 내용")).toHaveValue(note);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("status")).toHaveText("추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.");
    // One note with its one photo, not two.
    const notes = card.getByRole("region", { name: "추가 문의" });
    await expect(notes).toHaveCount(1);
    await expect(notes.locator(".check-note-files")).toHaveText("첨부 1개: 중문.png");
    const keys = sent.map((req) => new URL(req.url()).searchParams.get("sendKey"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // The next note is another one, with another key.
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    await card.getByLabel("추가 문의 내용").fill("방문 날짜는 토요일이 좋습니다.");
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(notes).toHaveCount(2);
    expect(sent).toHaveLength(3);
    const next = new URL(sent[2]?.url() ?? "").searchParams.get("sendKey");
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(keys[0]);
  });

  // 추가 문의 (decision 102): without typing the password again; staff find it reopened and unread.
  test("a customer adds to the answered inquiry, and staff find it reopened with the note", async ({
    page,
    allowConsoleError,
  }) => {
    // Making and fitting a camera-sized photo in the page is CPU work: past 30 s on a loaded machine.
    test.slow();
    const title = `방충망 추가 문의 ${Date.now()}`;
    const tel = uniqueTel();
    await sendWithPassword(page, title, tel);
    await answer(page, title, "견적서를 보내드렸습니다.");
    await page.goto("/inquiryCheck");
    await hydrated(page);
    await lookUp(page, tel, PASSWORD);
    const card = page.getByRole("article", { name: title });
    await expect(card.locator(".check-status")).toHaveText("처리 완료");
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    const box = card.getByLabel("추가 문의 내용");
    await expect(box).toBeVisible();
    let posts = 0;
    page.on("request", (req) => {
      // Remix's single fetch posts the action to /inquiryCheck.data.
      if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/inquiryCheck")) posts++;
    });
    // Sent empty, the server says what is missing, where the note is; the list stays. (The refusal
    // is a 400, which the browser logs.)
    allowConsoleError(/inquiryCheck\.data.*400|400.*inquiryCheck\.data/);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("alert")).toHaveText("추가 문의 내용을 입력하거나 파일을 첨부해주세요.");
    await expect(page.getByRole("heading", { name: "문의 1건" })).toBeVisible();
    await box.fill("거실 창 방충망도 같이 교체 가능한가요?\n다음 주 토요일 오전이면 좋겠습니다.");
    // A file the server would refuse is said before anything is sent (decision 103).
    const files = card.getByLabel("첨부파일");
    await files.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("alert")).toContainText("setup.exe: 첨부할 수 없는 파일 형식입니다.");
    expect(posts).toBe(1);
    // A camera photo goes with the note, fitted and without where it was taken (decision 083).
    const photo = await cameraPhoto(page);
    await files.setInputFiles({ name: "방충망 사진.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(card.getByRole("alert")).toHaveCount(0);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("status")).toHaveText("추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.");
    expect(posts).toBe(2);
    const own = card.getByRole("region", { name: "추가 문의" });
    await expect(own).toContainText("거실 창 방충망도 같이 교체 가능한가요?");
    await expect(own.locator(".check-note-files")).toHaveText("첨부 1개: 방충망 사진.jpg");
    // Reopened: staff have something to answer again. The form is empty for the next note.
    await expect(card.locator(".check-status")).toHaveText("처리 중");
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    await expect(card.getByLabel("추가 문의 내용")).toHaveValue("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/inquiry-follow-up-390.png", fullPage: true });

    // The back office: unread in the inbox, the note marked as the customer's in the memo history.
    await signIn(page, `/admin/inquiry?searchKeyword=${encodeURIComponent(title)}`);
    await hydrated(page);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveClass(/unread/);
    await row.getByRole("link", { name: title }).click();
    const memo = page.locator(".inquiry-memos li.customer");
    await expect(memo.locator(".status-badge")).toHaveText("고객 추가 문의");
    await expect(memo).toContainText("다음 주 토요일 오전이면 좋겠습니다.");
    await expect(memo.locator(".inquiry-memo-files")).toHaveText("첨부 1개: 방충망 사진.jpg");
    // The photo is among the inquiry's attachments, marked as sent with a 추가 문의.
    const attached = page.locator(".misc-files li").filter({ hasText: "방충망 사진.jpg" });
    await expect(attached.locator(".status-badge")).toHaveText("추가 문의");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      attached.getByRole("button", { name: "방충망 사진.jpg 다운로드" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("방충망 사진.jpg");
    const bytes = readFileSync(await download.path());
    expect(bytes.length).toBeLessThan(photo.length / 2);
    expect(hasExif(bytes)).toBe(false);
  });

  test("a 추가 문의 stopped by the lookup's 30 minutes keeps the list and the text, which waits for the next lookup (decision 124)", async ({
    page,
    allowConsoleError,
  }) => {
    const title = `오래된 확인 ${Date.now()}`;
    const tel = uniqueTel();
    await sendWithPassword(page, title, tel);
    await page.goto("/inquiryCheck");
    await hydrated(page);
    await lookUp(page, tel, PASSWORD);
    const card = page.getByRole("article", { name: title });
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    const typed = "창문 크기를 다시 재보니 가로 1800입니다.";
    await card.getByLabel("추가 문의 내용").fill(typed);
    // The lookup's ticket as it is after 30 minutes: refused, with the same message (decision 102).
    await card.locator('input[name="ticket"]').evaluate((input: HTMLInputElement) => {
      input.value = `${input.value.slice(0, -4)}AAAA`;
    });
    allowConsoleError(/inquiryCheck\.data.*400|400.*inquiryCheck\.data/);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "확인한 지 오래되어 추가 문의를 남길 수 없습니다. 연락처와 비밀번호로 다시 확인해주세요.",
    );
    await expect(page.getByRole("heading", { name: "문의 1건" })).toBeVisible();
    await expect(card.getByLabel("추가 문의 내용")).toHaveValue(typed);

    // Looked up again: the note waits in its box, and goes.
    await lookUp(page, tel, PASSWORD);
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByLabel("추가 문의 내용")).toHaveValue(typed);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(card.getByRole("status")).toHaveText("추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.");
    await expect(card.getByRole("region", { name: "추가 문의" })).toContainText(typed);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lookup is a plain form post that answers with the page", async ({ page }) => {
    const title = `스크립트 없이 확인 ${Date.now()}`;
    const tel = uniqueTel();
    const sent = await page.request.post("/api/inquiry", {
      multipart: { title, content: "<p>방충망 교체 문의</p>", tel, checkPassword: PASSWORD },
    });
    expect(sent.status()).toBe(200);
    await page.goto("/inquiryCheck");
    await lookUp(page, tel, PASSWORD);
    await expect(page).toHaveURL("/inquiryCheck");
    await expect(page.getByRole("heading", { name: "문의 1건" })).toBeVisible();
    await expect(page.getByRole("article", { name: title }).locator(".check-status")).toHaveText("접수");
    // 추가 문의 is a plain form post too.
    const card = page.getByRole("article", { name: title });
    await card.getByText("추가 문의 남기기", { exact: true }).first().click();
    await card.getByLabel("추가 문의 내용").fill("창틀 색상은 흰색으로 부탁드립니다.");
    await card.getByLabel("첨부파일").setInputFiles([
      { name: "현관-사진.png", mimeType: "image/png", buffer: PNG },
      {
        name: "견적서.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: DOCX,
      },
    ]);
    await card.getByRole("button", { name: "추가 문의 남기기" }).click();
    await expect(page).toHaveURL("/inquiryCheck?intent=note");
    await expect(card.getByRole("status")).toHaveText("추가 문의를 남겼습니다. 확인하는 대로 연락드리겠습니다.");
    const own = card.getByRole("region", { name: "추가 문의" });
    await expect(own).toContainText("창틀 색상은 흰색으로 부탁드립니다.");
    await expect(own.locator(".check-note-files")).toHaveText("첨부 2개: 현관-사진.png, 견적서.docx");
    await lookUp(page, tel, "틀린비밀번호");
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
    await expect(page.getByLabel("문의 확인 비밀번호")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("문의 확인 비밀번호")).toHaveAccessibleDescription(NOT_FOUND);
  });
});
