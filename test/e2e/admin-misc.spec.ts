// Admin screens (SPEC §2 "Admin screens", §5, §8; API-SHAPES §4, §7, §8, §11): product detail
// management, manufacturers, inquiries, administrators, the profile and the release placeholders.
// Every test makes its own data (unique names) and only looks for that data, so the order of
// spec files and what other specs added do not matter.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  ADMIN,
  adminHeaders,
  expectToast,
  failedLoad,
  login,
  newAccount,
  open,
  registerAccount,
  signIn,
  unique,
  usersIdOf,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { deliverFirstLate, hydrated, seriousAxeViolations } from "./helpers";

async function manuIdOf(request: APIRequestContext, manuName: string): Promise<number> {
  const res = await request.get("/api/admin/manu/list", { headers: await adminHeaders(request) });
  const manu = ((await res.json()) as { manuId: number; manuName: string }[]).find((m) => m.manuName === manuName);
  if (!manu) throw new Error(`no manufacturer ${manuName}`);
  return manu.manuId;
}

// A 1x1 PNG: the preview shows it as an image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

// A minimal PDF: the server checks the bytes, the preview opens it in a new tab.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

// ---------------------------------------------------------------------------------------------

test.describe("product detail management (/admin/detail)", () => {
  test("glass specs: blank register alert, register, edit, delete with none and with cancel, delete", async ({
    dialogs,
    page,
  }) => {
    await login(page);
    await open(page, "/admin/detail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("제품 상세 관리");
    await expect(page.getByRole("button", { name: "유리 사양 관리" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "제품 타입 관리" })).toHaveAttribute("aria-pressed", "false");
    const table = page.getByRole("table", { name: "유리 사양 관리" });
    await expect(table.getByRole("columnheader")).toHaveText(["", "No", "유리 사양"]);
    // The list has loaded (loading again would drop a row added before it).
    await expect(table.getByRole("cell", { name: "22mm", exact: true })).toBeVisible();

    // 등록 only appears once a blank row was added; a blank value is refused.
    const register = page.getByRole("button", { name: "등록", exact: true });
    await expect(register).toHaveCount(0);
    await page.getByRole("button", { name: "새 행 추가" }).click();
    await expect(register).toBeVisible();
    await register.click();
    await expectToast(page, "유리 사양을 입력해주세요.", "alert");

    const spec = unique("e2e유리");
    await page.getByLabel("새 유리 사양").fill(spec);
    await register.click();
    await expectToast(page, "등록 되었습니다.");
    await expect(table.getByRole("cell", { name: spec, exact: true })).toBeVisible();
    await expect(register).toHaveCount(0);

    // A ticked row becomes an input; 수정 sends it and shows the server's text.
    const edited = `${spec}-수정`;
    await page.getByRole("checkbox", { name: `${spec} 선택` }).check();
    const input = table.getByRole("textbox");
    await expect(input).toHaveValue(spec);
    await input.fill(edited);
    await page.getByRole("button", { name: "수정", exact: true }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "수정이 완료 되었습니다.");
    await expect(table.getByRole("cell", { name: edited, exact: true })).toBeVisible();
    await expect(table.getByRole("textbox")).toHaveCount(0);

    // Delete: nothing ticked, then cancelled, then done.
    const remove = page.getByRole("button", { name: "삭제", exact: true });
    await remove.click();
    await expectToast(page, "삭제할 항목을 선택해주세요.", "alert");
    await page.getByRole("checkbox", { name: `${edited} 선택` }).check();
    dialogs.answerNextConfirm(false);
    await remove.click();
    await dialogs.expectConfirm("선택한 항목을 삭제하시겠습니까?");
    await expectToast(page, "삭제가 취소 되었습니다.");
    await expect(table.getByRole("cell", { name: edited, exact: true })).toBeVisible();
    await remove.click();
    await dialogs.expectConfirm("선택한 항목을 삭제하시겠습니까?");
    await expectToast(page, "삭제되었습니다.");
    await expect(table.getByRole("cell", { name: edited, exact: true })).toHaveCount(0);
    dialogs.expectNoMoreConfirms();
  });

  test("item types: blank register alert, register, and a type still used by items cannot be deleted", async ({
    dialogs,
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(409));
    await login(page);
    await open(page, "/admin/detail");
    await page.getByRole("button", { name: "제품 타입 관리" }).click();
    await expect(page.getByRole("button", { name: "제품 타입 관리" })).toHaveAttribute("aria-pressed", "true");
    const table = page.getByRole("table", { name: "제품 타입 관리" });
    await expect(table.getByRole("columnheader")).toHaveText(["", "No", "제품 타입"]);

    await page.getByRole("button", { name: "새 행 추가" }).click();
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expectToast(page, "제품 타입을 입력해주세요", "alert");

    const type = unique("e2e타입");
    await page.getByLabel("새 제품 타입").fill(type);
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expectToast(page, "등록 되었습니다.");
    await expect(table.getByRole("cell", { name: type, exact: true })).toBeVisible();

    // Once an item uses it (a manufacturer and an item of this test's own, made through the API),
    // deleting it shows the server's 409 message and the row stays.
    const api = await adminHeaders(request);
    const manuName = unique("e2e타입제조사");
    expect((await request.post("/api/admin/manu", { headers: api, data: { manuName, manuYN: "N" } })).status()).toBe(
      200,
    );
    const types = (await (await request.get("/api/admin/type", { headers: api })).json()) as {
      itemTypeId: number;
      itemTypeName: string;
    }[];
    const glass = (await (await request.get("/api/admin/glass", { headers: api })).json()) as { glassSpecId: number }[];
    const dto = {
      itemName: `${type} 제품`,
      manuName,
      itemYN: false,
      itemTypeId: types.find((t) => t.itemTypeName === type)?.itemTypeId,
      glassSpecId: glass[0]?.glassSpecId,
    };
    const created = await request.post("/api/admin/items", {
      headers: api,
      multipart: {
        createItemDTO: { name: "blob", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(dto)) },
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.getByRole("checkbox", { name: `${type} 선택` }).check();
    await page.getByRole("button", { name: "삭제", exact: true }).click();
    await dialogs.expectConfirm("선택한 항목을 삭제하시겠습니까?");
    // The server's 409 message (it may name the items after it).
    await expectToast(page, /^제품에서 사용 중인 제품 타입은 삭제할 수 없습니다\./, "alert");
    await expect(table.getByRole("cell", { name: type, exact: true })).toBeVisible();

    // Without the item (its manufacturer deleted with it) the type can go.
    const removed = await request.delete("/api/admin/manu", {
      headers: api,
      data: { manuIds: [await manuIdOf(request, manuName)] },
    });
    expect(removed.status()).toBe(200);
    await page.getByRole("checkbox", { name: `${type} 선택` }).check();
    await page.getByRole("button", { name: "삭제", exact: true }).click();
    await dialogs.expectConfirm("선택한 항목을 삭제하시겠습니까?");
    await expectToast(page, "삭제되었습니다.");
    await expect(table.getByRole("cell", { name: type, exact: true })).toHaveCount(0);
  });

  test("a new row added while the list is still loading keeps what was typed", async ({ page }) => {
    await login(page);
    await open(page, "/admin/detail");
    // The item-type list arrives after the administrator has added and filled a row (a slow network).
    const release = await deliverFirstLate(page, "**/api/admin/type");
    await page.getByRole("button", { name: "제품 타입 관리" }).click();
    const table = page.getByRole("table", { name: "제품 타입 관리" });
    await expect(table.getByText("불러오는 중…")).toBeVisible();
    await page.getByRole("button", { name: "새 행 추가" }).click();
    const type = unique("e2e느린타입");
    await page.getByLabel("새 제품 타입").fill(type);
    release();
    await expect(table.getByText("불러오는 중…")).toHaveCount(0);
    await expect(page.getByLabel("새 제품 타입")).toHaveValue(type);
    await page.unroute("**/api/admin/type");

    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expectToast(page, "등록 되었습니다.");
    await expect(table.getByRole("cell", { name: type, exact: true })).toBeVisible();
    await expect(page.getByLabel("새 제품 타입")).toHaveCount(0);
  });

  test("a list answer that arrives after a newer one does not replace it", async ({ page }) => {
    await login(page);
    await open(page, "/admin/detail");
    // The first list (without the new type) arrives late; the reload after registering answers first.
    const release = await deliverFirstLate(page, "**/api/admin/type");
    await page.getByRole("button", { name: "제품 타입 관리" }).click();
    const table = page.getByRole("table", { name: "제품 타입 관리" });
    await page.getByRole("button", { name: "새 행 추가" }).click();
    const type = unique("e2e늦은응답");
    await page.getByLabel("새 제품 타입").fill(type);
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expectToast(page, "등록 되었습니다.");
    await expect(table.getByRole("cell", { name: type, exact: true })).toBeVisible();

    const stale = page.waitForResponse((r) => r.url().endsWith("/api/admin/type") && r.request().method() === "GET");
    release();
    await stale;
    // The old answer (without the new type) came last; the table still shows the newer list.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(table.getByRole("cell", { name: type, exact: true })).toBeVisible();
    await page.unroute("**/api/admin/type");
  });
});

test.describe("manufacturers (/admin/manu)", () => {
  test("tabs work with the arrow keys, Home and End", async ({ page }) => {
    await login(page);
    await open(page, "/admin/manu");
    const tabs = page.getByRole("tablist", { name: "제조사 관리" }).getByRole("tab");
    await expect(tabs).toHaveText(["목록", "추가", "수정", "삭제"]);
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect(tab("목록")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "목록" }).getByRole("columnheader")).toHaveText([
      "No",
      "제조사명",
      "제품 수",
      "등록 여부",
    ]);

    await tab("목록").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("추가")).toBeFocused();
    await expect(tab("추가")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "추가" }).getByLabel("제조사명")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("수정")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab("삭제")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "삭제" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("목록")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("삭제")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("목록")).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the Tab order.
    await expect(tab("추가")).toHaveAttribute("tabindex", "-1");
  });

  test("add (required fields, duplicate name), edit and delete a manufacturer", async ({
    dialogs,
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(409));
    await login(page);
    await open(page, "/admin/manu");
    const list = () => page.getByRole("tabpanel", { name: "목록" }).getByRole("table");
    // Add: both fields required.
    await page.getByRole("tab", { name: "추가" }).click();
    const add = page.getByRole("tabpanel", { name: "추가" });
    await add.getByRole("button", { name: "등록" }).click();
    await expect(add).toContainText("제조사명을 입력해주세요.");
    await expect(add).toContainText("등록 여부를 선택해주세요.");

    const name = unique("e2e제조사");
    await add.getByLabel("제조사명").fill(name);
    await add.getByRole("radio", { name: "미등록" }).check();
    await add.getByRole("button", { name: "등록" }).click();
    await expectToast(page, "등록 되었습니다.");
    await expect(page.getByRole("tab", { name: "목록" })).toHaveAttribute("aria-selected", "true");
    const row = list().getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("cell")).toHaveText([/\d+/, name, "0", "미등록"]);

    // The same name again: the server's 409 text next to the field, and no new row.
    await page.getByRole("tab", { name: "추가" }).click();
    await add.getByLabel("제조사명").fill(name);
    await add.getByRole("radio", { name: "등록", exact: true }).check();
    await add.getByRole("button", { name: "등록" }).click();
    await expect(add.getByRole("alert")).toHaveText("이미 존재하는 제조사명입니다.");
    // The refused name is still typed in the form: another tab asks before putting it away.
    await page.getByRole("tab", { name: "목록" }).click();
    await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?");
    await expect(list().getByRole("row", { name: new RegExp(name) })).toHaveCount(1);

    // Edit: name and registration, after a confirm.
    const renamed = `${name}수정`;
    await page.getByRole("tab", { name: "수정" }).click();
    const edit = page.getByRole("tabpanel", { name: "수정" });
    await edit.getByLabel("수정할 제조사").selectOption({ label: name });
    await expect(edit.getByLabel("제조사명")).toHaveValue(name);
    await expect(edit.getByRole("radio", { name: "미등록" })).toBeChecked();
    await edit.getByLabel("제조사명").fill(renamed);
    await edit.getByRole("radio", { name: "등록", exact: true }).check();
    dialogs.answerNextConfirm(false);
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "취소 되었습니다.");
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "수정 완료");
    await page.getByRole("tab", { name: "목록" }).click();
    await expect(
      list()
        .getByRole("row", { name: new RegExp(renamed) })
        .getByRole("cell"),
    ).toHaveText([/\d+/, renamed, "0", "등록"]);

    // Delete: none ticked, cancelled (the confirm says its products go too), then done.
    await page.getByRole("tab", { name: "삭제" }).click();
    const del = page.getByRole("tabpanel", { name: "삭제" });
    await del.getByRole("button", { name: "선택 삭제" }).click();
    await expectToast(page, "삭제할 제조사를 선택해 주세요.", "alert");
    await del.getByRole("checkbox", { name: `${renamed} 선택` }).check();
    dialogs.answerNextConfirm(false);
    await del.getByRole("button", { name: "선택 삭제" }).click();
    await dialogs.expectConfirm("선택한 제조사와 그 제품이 모두 삭제됩니다. 계속하시겠습니까?");
    await expectToast(page, "삭제가 취소 되었습니다.");
    await del.getByRole("button", { name: "선택 삭제" }).click();
    await dialogs.expectConfirm("선택한 제조사와 그 제품이 모두 삭제됩니다. 계속하시겠습니까?");
    await expectToast(page, "삭제되었습니다.");
    await expect(del.getByRole("checkbox", { name: `${renamed} 선택` })).toHaveCount(0);
    await page.getByRole("tab", { name: "목록" }).click();
    await expect(list().getByRole("row", { name: new RegExp(renamed) })).toHaveCount(0);
    dialogs.expectNoMoreConfirms();
  });
  test("소개 문구: added with a manufacturer, edited, and shown at the top of its public page", async ({
    dialogs,
    page,
    request,
  }) => {
    await login(page);
    await open(page, "/admin/manu");
    await page.getByRole("tab", { name: "추가" }).click();
    const add = page.getByRole("tabpanel", { name: "추가" });
    const name = unique("소개제조사");
    await add.getByLabel("제조사명").fill(name);
    await add.getByLabel("소개 문구").fill("처음 쓴 소개 문구입니다.");
    await expect(add.getByText("(14/300자)")).toBeVisible();
    await add.getByRole("radio", { name: "등록", exact: true }).check();
    await add.getByRole("button", { name: "등록" }).click();
    await expectToast(page, "등록 되었습니다.");
    const manuId = await manuIdOf(request, name);

    await page.getByRole("tab", { name: "수정" }).click();
    const edit = page.getByRole("tabpanel", { name: "수정" });
    await edit.getByLabel("수정할 제조사").selectOption({ label: name });
    await expect(edit.getByLabel("소개 문구")).toHaveValue("처음 쓴 소개 문구입니다.");
    await edit.getByLabel("소개 문구").fill("고친 소개: 단열 좋은 시스템창 라인");
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "수정 완료");

    await page.goto(`/manu/${manuId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("고친 소개: 단열 좋은 시스템창 라인")).toBeVisible();
    await expect(page.getByText("처음 쓴 소개 문구입니다.")).toHaveCount(0);
    await request.delete("/api/admin/manu", { headers: await adminHeaders(request), data: { manuIds: [manuId] } });
  });
});

test.describe("inquiries (/admin/inquiry)", () => {
  test("an inquiry sent through the public API is listed, shown, its file previewed and downloaded, then deleted", async ({
    dialogs,
    page,
    request,
  }) => {
    const title = unique("e2e문의");
    const form = new FormData();
    const text = {
      title,
      content: "<p>거실 창 <strong>교체</strong> 견적 부탁드립니다.</p>",
      writer: "홍길동",
      tel: "010-9876-5432",
      email: "hong@example.com",
      addr: "경기도 화성시 팔탄면 1",
      detailAddr: "101동 202호",
      manuName: "한빛 프리미엄",
      itemTypeName: "발코니 이중창",
      itemName: "슈퍼세이브 242",
    };
    for (const [k, v] of Object.entries(text)) form.append(k, v);
    form.append("files", new Blob([PNG], { type: "image/png" }), "거실 창 도면.png");
    form.append("files", new Blob([PDF], { type: "application/pdf" }), "견적 요청서.pdf");
    const sent = await request.post("/api/inquiry", { multipart: form });
    expect(sent.status(), await sent.text()).toBe(200);
    await login(page);
    await open(page, "/admin/inquiry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("문의 관리");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "",
      "No",
      "상태",
      "제목",
      "작성자",
      "제조사",
      "담당자",
      "등록일",
    ]);
    // Newest first: the new inquiry is the first row, 신규 and unread (decision 032), dated today (YYYY-MM-DD).
    const row = table.getByRole("row").nth(1);
    await expect(row.getByRole("cell")).toHaveText([
      "",
      /^\d+$/,
      "신규",
      // 재문의 when an earlier run of this file sent the same phone number (decision 070).
      new RegExp(`^읽지 않음 ${title}(재문의)?$`),
      "홍길동",
      "한빛 프리미엄",
      // Nobody has taken it yet (decision 068).
      "",
      /^오늘 \d{2}:\d{2}$/,
    ]);
    // 5 per page (plus the header row).
    expect(await table.getByRole("row").count()).toBeLessThanOrEqual(6);

    await row.getByRole("cell", { name: "홍길동" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiry\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const details = page.locator(".detail-list");
    const value = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
    await expect(value("작성자")).toHaveText("홍길동");
    await expect(value("연락처").getByRole("link", { name: "010-9876-5432" })).toHaveAttribute(
      "href",
      "tel:010-9876-5432",
    );
    await expect(value("이메일")).toHaveText("hong@example.com");
    await expect(value("주소")).toHaveText("경기도 화성시 팔탄면 1 101동 202호");
    await expect(value("제조사")).toHaveText("한빛 프리미엄");
    await expect(value("제품 타입")).toHaveText("발코니 이중창");
    await expect(value("제품명")).toHaveText("슈퍼세이브 242");
    await expect(value("등록일")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page.locator(".misc-content strong")).toHaveText("교체");

    // Preview opens the image in a modal.
    await page.getByRole("button", { name: "거실 창 도면.png 미리보기" }).click();
    const modal = page.getByRole("dialog", { name: "미리보기: 거실 창 도면.png" });
    const img = modal.getByRole("img", { name: "첨부 이미지 거실 창 도면.png" });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
    await modal.getByRole("button", { name: "닫기" }).click();
    await expect(modal).toBeHidden();

    // A PDF preview opens in a new tab, from a blob: URL of this origin.
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "견적 요청서.pdf 미리보기" }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    await tab.close();

    // Download keeps the original name.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "거실 창 도면.png 다운로드" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("거실 창 도면.png");

    // Delete: cancelled first, then done; back to the list without it.
    dialogs.answerNextConfirm(false);
    await page.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm("문의를 삭제하시겠습니까?");
    await expectToast(page, "삭제가 취소 되었습니다.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm("문의를 삭제하시겠습니까?");
    await expectToast(page, "문의 내용이 정상적으로 삭제 되었습니다.");
    await expect(page).toHaveURL("/admin/inquiry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("문의 관리");
    await expect(page.getByRole("cell", { name: title })).toHaveCount(0);
  });
});

test.describe("administrators (/admin/user, /admin/register)", () => {
  test("register an administrator, page to it, see its detail, change its role, delete it", async ({
    dialogs,
    page,
    request,
  }) => {
    // Enough accounts for at least two pages of 5.
    for (let i = 0; i < 5; i++) await registerAccount(request, newAccount("e2efill"));
    await login(page);
    await open(page, "/admin/user");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관리자 관리");
    await expect(page.getByText("이름을 클릭하면 권한을 변경할 수 있습니다.")).toBeVisible();
    const table = page.getByRole("table", { name: "관리자 목록" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "No",
      "계정",
      "이름",
      "권한",
      "연락처",
      "이메일",
      "담당 문의",
    ]);
    // 담당 문의: the account's inquiries not yet 완료, a link to them in the inbox (decision 068).
    const held = table
      .getByRole("row", { name: /admin@example\.com/ })
      .getByRole("link", { name: /담당 미완료 문의 \d+건$/ });
    await expect(held).toHaveText(/^\d+건$/);
    await expect(held).toHaveAttribute("href", "/admin/inquiry?assignee=me&status=%EB%AF%B8%EC%99%84%EB%A3%8C");
    await expect(
      table
        .getByRole("row", { name: /admin@example\.com/ })
        .getByRole("cell")
        .nth(3),
    ).toHaveText("관리자");
    const paging = page.getByRole("navigation", { name: "관리자 목록 페이지" });
    await expect(paging).toContainText(/현재 페이지 1 \/ 전체 \d+/);
    await expect(paging.getByRole("button", { name: "이전" })).toBeDisabled();
    await expect(paging.getByRole("button", { name: "다음" })).toBeEnabled();

    // Register: required fields and the password length are checked next to the fields.
    await page.getByRole("link", { name: "관리자 등록" }).click();
    await expect(page).toHaveURL("/admin/register");
    await expect(page.getByLabel("아이디")).toHaveAttribute("type", "email");
    await page.getByRole("button", { name: "등록" }).click();
    for (const label of ["아이디를", "비밀번호를", "이름을", "연락처를", "이메일을"])
      await expect(page.getByText(`${label} 입력해주세요.`)).toBeVisible();
    const account = newAccount("e2eadmin");
    await page.getByLabel("아이디").fill(account.username);
    await page.getByLabel("비밀번호").fill("short");
    await page.getByLabel("이름").fill(account.name);
    await page.getByLabel("연락처").fill(account.userTel);
    await page.getByLabel("이메일").fill(account.userMail);
    await page.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText("비밀번호는 8자 이상이어야 합니다.")).toBeVisible();
    await page.getByLabel("비밀번호").fill(account.password);
    await page.getByRole("button", { name: "등록" }).click();
    await expectToast(page, "관리자 등록 성공");
    await expect(page).toHaveURL("/admin/user");

    // The newest account is on the last page.
    const next = paging.getByRole("button", { name: "다음" });
    await expect(paging).toContainText("현재 페이지 1 / 전체");
    const total = Number((await paging.textContent())?.match(/전체 (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    for (let p = 2; p <= total; p++) {
      await next.click();
      await expect(paging).toContainText(`현재 페이지 ${p} / 전체 ${total}`);
    }
    await expect(page).toHaveURL(`/admin/user?page=${total - 1}`);
    await expect(next).toBeDisabled();
    await expect(paging.getByRole("button", { name: "이전" })).toBeEnabled();
    const row = table.getByRole("row", { name: new RegExp(account.username) });
    await expect(row.getByRole("cell")).toHaveText([
      /^\d+$/,
      account.username,
      account.name,
      "관리자",
      account.userTel,
      account.userMail,
      // A new account holds no inquiry.
      "0건",
    ]);

    // Detail modal, then 변경 → role modal → 사용자.
    await row.getByRole("cell", { name: account.username }).click();
    const detail = page.getByRole("dialog", { name: "관리자 상세 정보" });
    await expect(detail.locator("dt")).toHaveText(["계정", "이름", "권한", "연락처", "이메일"]);
    await expect(detail.locator("dd")).toHaveText([
      account.username,
      account.name,
      "관리자",
      account.userTel,
      account.userMail,
    ]);
    await expect(detail.getByRole("button")).toHaveText(["닫기", "변경", "삭제"]);
    await detail.getByRole("button", { name: "변경" }).click();
    await expect(detail).toBeHidden();
    const roleModal = page.getByRole("dialog", { name: "권한 변경" });
    await expect(roleModal.locator("dd")).toHaveText([account.username, account.name]);
    const select = roleModal.getByLabel("권한");
    await expect(select.locator("option")).toHaveText(["사용자", "관리자"]);
    await expect(select).toHaveValue("ROLE_ADMIN");
    await expect(roleModal.getByRole("button")).toHaveText(["수정", "닫기"]);
    await select.selectOption({ label: "사용자" });
    await expect(select).toHaveValue("ROLE_USER");
    await roleModal.getByRole("button", { name: "수정" }).click();
    await expectToast(page, "권한 변경 완료");
    await expect(roleModal).toBeHidden();
    await expect(row.getByRole("cell").nth(3)).toHaveText("사용자");

    // The name is a button too (keyboard): it opens the same modal. Delete: cancel closes it.
    await row.getByRole("button", { name: account.name }).click();
    await expect(detail.locator("dd").nth(2)).toHaveText("사용자");
    dialogs.answerNextConfirm(false);
    await detail.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm("관리자 정보를 모두 삭제하시겠습니까? 계속하려면 확인을 누르세요.");
    await expectToast(page, "삭제가 취소 되었습니다.");
    await expect(detail).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole("cell", { name: account.username }).click();
    await detail.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm("관리자 정보를 모두 삭제하시겠습니까? 계속하려면 확인을 누르세요.");
    await expectToast(page, "관리자 정보가 삭제 되었습니다.");
    await expect(detail).toBeHidden();
    await expect(table.getByRole("row", { name: new RegExp(account.username) })).toHaveCount(0);
    dialogs.expectNoMoreConfirms();
  });

  test("/admin/user/{id} shows one administrator as a page", async ({ page, request }) => {
    const account = newAccount("e2edetail");
    await registerAccount(request, account);
    const usersId = await usersIdOf(request, account.username);
    await login(page);
    await open(page, `/admin/user/${usersId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관리자 상세 정보");
    await expect(page.locator(".detail-list dd")).toHaveText([
      account.username,
      account.name,
      "관리자",
      account.userTel,
      account.userMail,
    ]);
  });

  test("a registration with a taken account shows the server's message", async ({ page, allowConsoleError }) => {
    allowConsoleError(failedLoad(409));
    await login(page);
    await open(page, "/admin/register");
    await page.getByLabel("아이디").fill(ADMIN.username);
    await page.getByLabel("비밀번호").fill("another-pass-1");
    await page.getByLabel("이름").fill("중복");
    await page.getByLabel("연락처").fill("010-1111-2222");
    await page.getByLabel("이메일").fill("dup@example.com");
    await page.getByRole("button", { name: "등록" }).click();
    // Beside the form only (decision 023: a failure the screen shows is not toasted again).
    await expect(page.getByRole("alert")).toHaveText("이미 사용 중인 아이디입니다.");
    await expect(page).toHaveURL("/admin/register");
  });

  test("staff (ROLE_USER) has no 관리자 관리 menu and /admin/user shows the 403 screen in the back office", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(403));
    const staff = newAccount("e2estaff");
    await registerAccount(request, staff);
    const usersId = await usersIdOf(request, staff.username);
    const res = await request.patch(`/api/admin/users/role?userId=${usersId}&roleType=ROLE_USER`, {
      headers: await adminHeaders(request),
    });
    expect(res.status()).toBe(200);
    await login(page, staff);
    const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
    await expect(menu.getByRole("link", { name: "문의 관리" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "관리자 관리" })).toHaveCount(0);

    // A link a colleague sent: the back office's own 403 screen, at that address (decision 130).
    await page.goto("/admin/user");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("접근 권한이 없습니다");
    await expect(page).toHaveURL("/admin/user");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("접근 권한이 없습니다.");
    await expect(menu.getByRole("link", { name: "문의 관리" })).toBeVisible();

    // 관리자 등록 too, as it opens: no form to fill in first and lose.
    await page.goto("/admin/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("접근 권한이 없습니다");
    await expect(page).toHaveURL("/admin/register");
    await expect(page.getByLabel("아이디")).toHaveCount(0);
    await page.getByRole("link", { name: "대시보드로" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "접근 권한이 없습니다" })).toHaveCount(0);
  });

  test("an administrator demoted while signed in: the next refusal says so in the back office and the menu follows", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(403));
    const staff = newAccount("e2edemoted");
    await registerAccount(request, staff);
    const usersId = await usersIdOf(request, staff.username);
    await login(page, staff);
    const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
    const adminOnly = ["관리자 관리", "설정", "활동 기록"];
    for (const name of adminOnly) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "설정", exact: true }).click();
    const company = page.getByLabel(/^회사명/);
    await expect(company).not.toHaveValue("");

    // The owner makes the account 사용자 while its settings form is open.
    const demoted = await request.patch(`/api/admin/users/role?userId=${usersId}&roleType=ROLE_USER`, {
      headers: await adminHeaders(request),
    });
    expect(demoted.status()).toBe(200);

    // A save: refused with the server's words, on the form, with what was typed.
    await company.fill("권한 없는 회사명");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expectToast(page, "접근 권한이 없습니다.", "alert");
    await expect(page).toHaveURL("/admin/settings");
    await expect(company).toHaveValue("권한 없는 회사명");
    // The menu now shows what the account may open.
    for (const name of adminOnly) await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "문의 관리" })).toBeVisible();
  });

  test("a demoted account's stale admin menu: opening 관리자 관리 shows the 403 screen and the entries go (phone)", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(403));
    await page.setViewportSize({ width: 390, height: 844 });
    const staff = newAccount("e2edemoted");
    await registerAccount(request, staff);
    const usersId = await usersIdOf(request, staff.username);
    await login(page, staff);
    const demoted = await request.patch(`/api/admin/users/role?userId=${usersId}&roleType=ROLE_USER`, {
      headers: await adminHeaders(request),
    });
    expect(demoted.status()).toBe(200);

    const menuButton = page.getByRole("button", { name: "메뉴", exact: false }).filter({ hasText: "☰" });
    const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
    await menuButton.click();
    // Still the token's role: the entries are there until the server refuses one.
    await menu.getByRole("link", { name: "관리자 관리" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("접근 권한이 없습니다");
    await expect(page).toHaveURL("/admin/user");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("접근 권한이 없습니다.");
    const back = page.getByRole("link", { name: "대시보드로" });
    await expect(back).toBeVisible();
    expect((await back.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await menuButton.click();
    await expect(menu.getByRole("link", { name: "문의 관리" })).toBeVisible();
    for (const name of ["관리자 관리", "설정", "활동 기록"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
    }
    await menu.getByRole("link", { name: "대시보드" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "접근 권한이 없습니다" })).toHaveCount(0);
  });
});

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test.describe("profile (/admin/myinfo, /admin/profile)", () => {
  /** The password re-check modal, answered. */
  async function check(page: Page, password: string) {
    const modal = page.getByRole("dialog", { name: "비밀번호 확인" });
    await expect(modal).toBeVisible();
    await modal.getByLabel("비밀번호").fill(password);
    await modal.getByRole("button", { name: "확인" }).click();
    return modal;
  }
  /** A control by its label; required labels end in a "*" marker. */
  const byLabel = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
  const field = (page: Page, label: string): Locator => byLabel(page.getByRole("form", { name: "기본 정보" }), label);

  test("wrong password is refused; the right one shows the profile, whose name edit survives a reload", async ({
    dialogs,
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(400));
    const account = newAccount("e2eprofile");
    await registerAccount(request, account);
    await login(page, account);
    await page.getByRole("button", { name: `${account.username} ▾` }).click();
    await page.getByRole("link", { name: "내 정보" }).click();
    await expect(page).toHaveURL("/admin/myinfo");

    const modal = page.getByRole("dialog", { name: "비밀번호 확인" });
    await expect(modal.getByLabel("아이디")).toHaveValue(account.username);
    await expect(modal.getByLabel("비밀번호")).toBeFocused();
    await check(page, "wrong-password");
    await expectToast(page, "사용자 정보를 잘못 입력하셨습니다.", "alert");
    await expect(modal).toBeVisible();

    await check(page, account.password);
    await expect(modal).toBeHidden();
    await expect(field(page, "아이디")).toHaveValue(account.username);
    await expect(field(page, "아이디")).toHaveAttribute("readonly", "");
    await expect(field(page, "이름")).toHaveValue(account.name);
    await expect(field(page, "연락처")).toHaveValue(account.userTel);
    await expect(field(page, "이메일")).toHaveValue(account.userMail);
    await expect(field(page, "권한")).toHaveValue("관리자");
    await expect(field(page, "권한")).toHaveAttribute("readonly", "");

    const renamed = `${account.name}수정`;
    await field(page, "이름").fill(renamed);
    dialogs.answerNextConfirm(false);
    await page.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "취소 되었습니다.");
    await page.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm("수정하시겠습니까?");
    await expectToast(page, "정보 수정이 완료 되었습니다.");

    // /admin/profile is the same screen; after a reload the check comes first again.
    await open(page, "/admin/profile");
    await check(page, account.password);
    await expect(field(page, "이름")).toHaveValue(renamed);
    await page.reload();
    await hydrated(page);
    await check(page, account.password);
    await expect(field(page, "이름")).toHaveValue(renamed);
  });

  test("a bad 연락처 is said at its field before any question; leaving with an unsaved change asks first", async ({
    dialogs,
    page,
    request,
  }) => {
    const account = newAccount("e2eprofileguard");
    await registerAccount(request, account);
    await signIn(page, "/admin/myinfo", account);
    await hydrated(page);
    await check(page, account.password);
    await expect(field(page, "이름")).toHaveValue(account.name);

    await field(page, "연락처").fill("abc!!!");
    await page.getByRole("button", { name: "수정" }).click();
    await expect(field(page, "연락처")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "연락처")).toHaveAccessibleDescription("연락처는 숫자와 - 만 입력해주세요.");
    await expect(field(page, "연락처")).toBeFocused();
    dialogs.expectNoMoreConfirms();

    // The menu's 대시보드 with the change unsaved: asked; 취소 stays with the text.
    dialogs.answerNextConfirm(false);
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "대시보드" }).click();
    await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?");
    await expect(page).toHaveURL("/admin/myinfo");
    await expect(field(page, "연락처")).toHaveValue("abc!!!");
    // Put back as it was: nothing unsaved, nothing asked.
    await field(page, "연락처").fill(account.userTel);
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "대시보드" }).click();
    await expect(page).toHaveURL("/admin");
    dialogs.expectNoMoreConfirms();
  });

  test("password change: mismatch and wrong current password are shown at the field; afterwards only the new one logs in", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(400));
    allowConsoleError(failedLoad(401));
    const account = newAccount("e2epw");
    await registerAccount(request, account);
    await login(page, account);
    await open(page, "/admin/profile");
    await check(page, account.password);

    const form = page.getByRole("form", { name: "비밀번호 변경" });
    const newPassword = "changed-pass-5678";
    await byLabel(form, "현재 비밀번호").fill(account.password);
    await byLabel(form, "새 비밀번호").fill(newPassword);
    await byLabel(form, "새 비밀번호 확인").fill(`${newPassword}x`);
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByRole("alert")).toHaveText("새 비밀번호가 일치하지 않습니다.");

    await byLabel(form, "현재 비밀번호").fill("not-the-password");
    await byLabel(form, "새 비밀번호 확인").fill(newPassword);
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByRole("alert")).toHaveText("현재 비밀번호가 올바르지 않습니다.");
    await expect(byLabel(form, "현재 비밀번호")).toHaveAttribute("aria-invalid", "true");

    await byLabel(form, "현재 비밀번호").fill(account.password);
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expectToast(page, "비밀번호가 변경되었습니다.");
    await expect(byLabel(form, "현재 비밀번호")).toHaveValue("");

    // Log out, then the old password fails and the new one works.
    await page.getByRole("button", { name: `${account.username} ▾` }).click();
    await page.getByRole("button", { name: "로그아웃", exact: true }).click();
    await expectToast(page, "로그아웃이 완료 되었습니다.");
    await expect(page).toHaveURL("/");
    await page.goto("/loginForm");
    await hydrated(page);
    await page.getByLabel("아이디").fill(account.username);
    await page.getByLabel("비밀번호").fill(account.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("alert")).toHaveText("아이디와 비밀번호를 다시 확인해주세요.");
    await expect(page).toHaveURL("/loginForm");
    await login(page, { username: account.username, password: newPassword });
  });
  test("로그인된 기기: another browser of the account is counted and signed out from here", async ({
    browser,
    dialogs,
    page,
    request,
  }) => {
    const account = newAccount("e2esessions");
    await registerAccount(request, account);
    await login(page, account);
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await login(otherPage, account);

    await open(page, "/admin/profile");
    await check(page, account.password);
    const section = page.getByRole("region", { name: "로그인된 기기" });
    await expect(section.getByRole("status")).toHaveText("이 기기 말고 1곳에서 로그인되어 있습니다.");
    // Each login by browser and system (decision 079), this one marked.
    const logins = section.getByRole("list", { name: "로그인 목록" }).getByRole("listitem");
    await expect(logins).toHaveCount(2);
    await expect(logins.filter({ hasText: "이 기기" })).toHaveCount(1);
    for (const login of await logins.all()) {
      await expect(login).toContainText("Chrome · Linux");
      await expect(login).toContainText(/로그인 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    await expect(logins.filter({ hasText: "이 기기" }).getByRole("button", { name: "로그아웃" })).toHaveCount(0);
    await section.getByRole("button", { name: "다른 기기 모두 로그아웃" }).click();
    await dialogs.expectConfirm("다른 기기의 로그인을 모두 끝낼까요? 그 기기에서는 늦어도 15분 안에 로그아웃됩니다.");
    await expectToast(page, "다른 기기의 로그인을 모두 끝냈습니다.");
    await expect(section.getByRole("status")).toHaveText("이 기기 말고 로그인된 곳이 없습니다.");
    await expect(section.getByRole("button", { name: "다른 기기 모두 로그아웃" })).toBeDisabled();

    // The other browser's login cannot be renewed: opening the back office asks it to log in.
    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/loginForm/);
    await other.close();
    // This one goes on.
    await open(page, "/admin/notice");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL("/admin/notice");
  });
  test("로그인된 기기: one login of the list is signed out from here, the others go on", async ({
    browser,
    dialogs,
    page,
    request,
  }) => {
    const account = newAccount("e2eendone");
    await registerAccount(request, account);
    await login(page, account);
    const origin = new URL(page.url()).origin;
    const phone = await browser.newContext({ baseURL: origin, userAgent: IPHONE_SAFARI });
    const phonePage = await phone.newPage();
    await login(phonePage, account);
    const laptop = await browser.newContext({ baseURL: origin });
    const laptopPage = await laptop.newPage();
    await login(laptopPage, account);

    await open(page, "/admin/profile");
    await check(page, account.password);
    const section = page.getByRole("region", { name: "로그인된 기기" });
    await expect(section.getByRole("status")).toHaveText("이 기기 말고 2곳에서 로그인되어 있습니다.");
    const iphone = section.getByRole("listitem").filter({ hasText: "Safari · iPhone" });
    await iphone.getByRole("button", { name: "로그아웃" }).click();
    await dialogs.expectConfirm("Safari · iPhone의 로그인을 끝낼까요? 그 기기에서는 늦어도 15분 안에 로그아웃됩니다.");
    await expectToast(page, "선택한 기기의 로그인을 끝냈습니다.");
    await expect(section.getByRole("status")).toHaveText("이 기기 말고 1곳에서 로그인되어 있습니다.");
    await expect(iphone).toHaveCount(0);

    await phonePage.goto("/admin");
    await expect(phonePage).toHaveURL(/\/loginForm/);
    await laptopPage.goto("/admin/notice");
    await expect(laptopPage).toHaveURL("/admin/notice");
    await expect(laptopPage.getByRole("table")).toBeVisible();
    await phone.close();
    await laptop.close();
  });

  test("로그인된 기기 of another account: an administrator signs it out everywhere from its detail", async ({
    browser,
    dialogs,
    page,
    request,
  }) => {
    const account = newAccount("e2eendall");
    await registerAccount(request, account);
    const usersId = await usersIdOf(request, account.username);
    await login(page);
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const theirs = await other.newPage();
    await login(theirs, account);

    await open(page, `/admin/user/${usersId}`);
    const section = page.getByRole("region", { name: "로그인된 기기" });
    await expect(section.getByRole("status")).toHaveText("1곳에서 로그인되어 있습니다.");
    await section.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
    await dialogs.expectConfirm(
      `${account.name}님의 로그인을 모두 끝낼까요? 늦어도 15분 안에 모든 기기에서 로그아웃됩니다.`,
    );
    await expectToast(page, "이 관리자의 로그인을 모두 끝냈습니다.");
    await expect(section.getByRole("status")).toHaveText("로그인된 곳이 없습니다.");

    await theirs.goto("/admin");
    await expect(theirs).toHaveURL(/\/loginForm/);
    await other.close();
  });
});

test("release notes are placeholders", async ({ page }) => {
  await login(page);
  for (const path of ["/admin/release", "/admin/release/add", "/admin/release/detail/1"]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("패치노트");
    await expect(page.getByRole("main")).toContainText("준비 중인 페이지입니다.");
  }
});

test("these screens have no serious or critical accessibility violations", async ({ page }) => {
  await login(page);
  for (const path of [
    "/admin/detail",
    "/admin/manu",
    "/admin/inquiry",
    "/admin/user",
    "/admin/register",
    "/admin/myinfo",
  ]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});
