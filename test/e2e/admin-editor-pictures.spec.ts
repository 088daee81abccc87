// Pictures that come into the back office's rich-text editor other than by 이미지 (audit 40 items 2
// and 3, decision 147): a screenshot pasted as a file or a photo dropped in is uploaded; pasted
// HTML (Word, 한글, a web page) keeps only pictures that can show on the site: a data: picture is
// uploaded, file: and other sites' pictures are taken out with one message. The stored content is
// read back through the API.
import type { APIRequestContext, Page } from "@playwright/test";
import { expectToast, signIn, token, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const editor = (page: Page) => page.getByRole("textbox", { name: "내용" });
const NOT_A_PICTURE = "그림 파일만 넣을 수 있습니다. 첨부파일은 첨부파일 칸에 올려주세요.";
const dropped = (count: number) => `붙여넣은 그림 ${count}개는 가져올 수 없어 뺐습니다. 이미지 버튼으로 올려주세요.`;

/** A valid 1×1 PNG (the server checks image bytes), as base64. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** The posts made here are private and deleted at the end. */
const made: number[] = [];
test.afterAll(async ({ request }) => {
  if (made.length === 0) return;
  const headers = { authorization: await token(request) };
  expect((await request.delete("/api/admin/boards", { headers, data: made })).status()).toBe(200);
});

async function startNotice(page: Page) {
  await signIn(page, "/admin/notice/add");
  await hydrated(page);
  await page.getByLabel("게시글 유형").selectOption("NOTICE");
  await page.getByRole("textbox", { name: /^제목/ }).fill(unique("그림 붙여넣기 "));
  await page.getByRole("radio", { name: "비공개", exact: true }).check();
  await editor(page).click();
  await page.keyboard.type("시공 사진 안내");
  await page.keyboard.press("Enter");
}

/** Presses 등록 and answers the stored content of the new post. */
async function registerAndRead(page: Page, request: APIRequestContext): Promise<string> {
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notice\/\d+$/);
  await expectToast(page, "게시글이 등록되었습니다.");
  const postId = Number(page.url().split("/").pop());
  made.push(postId);
  const res = await request.get(`/api/admin/boards/modify?boardId=${postId}`, {
    headers: { Authorization: await token(request) },
  });
  return ((await res.json()) as { boardContent: string }).boardContent;
}

/** Pastes (or drops) a clipboard with files ({name, type}, a PNG's bytes unless text) and HTML. */
async function transfer(
  page: Page,
  kind: "paste" | "drop",
  { files = [], html = "", text = "" }: { files?: { name: string; type: string }[]; html?: string; text?: string },
) {
  await editor(page).evaluate(
    (element, { kind, files, html, text, png }) => {
      const data = new DataTransfer();
      for (const { name, type } of files) {
        const bytes = type.startsWith("image/") ? Uint8Array.from(atob(png), (c) => c.charCodeAt(0)) : [text];
        data.items.add(new File([new Blob([bytes as BlobPart])], name, { type }));
      }
      if (html) data.setData("text/html", html);
      if (html && text) data.setData("text/plain", text);
      if (kind === "paste") {
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
        return;
      }
      const { left, top } = element.getBoundingClientRect();
      for (const type of ["dragenter", "dragover", "drop"]) {
        const init = { dataTransfer: data, bubbles: true, cancelable: true, clientX: left + 20, clientY: top + 20 };
        element.dispatchEvent(new DragEvent(type, init));
      }
    },
    { kind, files, html, text, png: PNG },
  );
}

for (const kind of ["paste", "drop"] as const) {
  test(`a picture file ${kind === "paste" ? "pasted (a screenshot)" : "dropped onto the text"} is uploaded and saved as the site's picture`, async ({
    page,
    request,
  }) => {
    await startNotice(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/image/upload"));
    await transfer(page, kind, { files: [{ name: "현장사진.png", type: "image/png" }] });
    const { url } = (await (await uploaded).json()) as { url: string };
    expect(url).toMatch(/^\/api\/image\//);
    const picture = editor(page).locator("img");
    await expect(picture).toHaveAttribute("src", url);
    await expect(picture).toHaveAttribute("alt", "현장사진");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    const content = await registerAndRead(page, request);
    expect(content).toContain(`<img src="${url}" alt="현장사진">`);
    expect(content).toContain("시공 사진 안내");
  });
}

test("a file that is not a picture is not put in, with a message", async ({ page }) => {
  await startNotice(page);
  let uploads = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/image/upload")) uploads++;
  });
  await transfer(page, "drop", { files: [{ name: "견적서.pdf", type: "application/pdf" }], text: "%PDF-1.4" });
  await expectToast(page, NOT_A_PICTURE, "alert");
  await expect(editor(page).locator("img")).toHaveCount(0);
  expect(uploads).toBe(0);
});

const WORD =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">' +
  "<style>p.MsoNormal{margin:0cm;font-size:10.0pt;}</style></head><body lang=KO><!--StartFragment-->" +
  "<p class=MsoNormal>시공 기간: 12월 1일 ~ 12월 31일<o:p></o:p></p>" +
  '<p class=MsoNormal><img width=320 height=240 src="file:///C:/Users/kim/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" alt="시공 사진"></p>' +
  '<p>블로그 사진: <img src="https://postfiles.pstatic.net/MjAy/window.jpg?type=w966" alt="블로그 사진"></p>' +
  `<p>작은 그림: <img src="data:image/png;base64,${PNG}" alt="작은 그림"></p>` +
  "<p class=MsoNormal>문의: 031-123-4567<o:p></o:p></p><!--EndFragment--></body></html>";

test("pasted Word or web HTML: a data: picture is uploaded, file: and other sites' pictures are taken out with one message", async ({
  page,
  request,
}) => {
  await startNotice(page);
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/image/upload"));
  await transfer(page, "paste", { html: WORD, text: "시공 기간: 12월 1일 ~ 12월 31일" });
  await expect(page.getByRole("alert").filter({ hasText: dropped(2) })).toHaveCount(1);
  const { url } = (await (await uploaded).json()) as { url: string };
  expect(url).toMatch(/^\/api\/image\//);
  await expect(editor(page)).toContainText("문의: 031-123-4567");
  // The paragraph that only held the Word picture went with it.
  await expect(
    editor(page)
      .locator("p")
      .filter({ hasNotText: /\S/ })
      .filter({ hasNot: page.locator("img") }),
  ).toHaveCount(0);
  const pictures = editor(page).locator("img");
  await expect(pictures).toHaveCount(1);
  await expect(pictures).toHaveAttribute("src", url);
  await expect(pictures).toHaveAttribute("alt", "작은 그림");

  const content = await registerAndRead(page, request);
  expect(content.match(/<img /g)).toHaveLength(1);
  expect(content).toContain(`<img src="${url}" alt="작은 그림">`);
  expect(content).not.toMatch(/file:|pstatic|data:/);
  expect(content).toContain("블로그 사진:");
});
