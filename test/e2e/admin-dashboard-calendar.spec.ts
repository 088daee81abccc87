// Browser tests of the dashboard (/admin: five cards, the monthly inquiry chart from real data) and
// the calendar (/admin/calendar: Schedule-X month view, day list, create, edit and delete modals).
// Every test logs in through the form and makes its own data (inquiries through the public API,
// events through the modals or, to fill a day, the API), so it does not depend on other spec
// files; it relies on the seed's release note and calendar event (db/seed.ts) only.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays } from "../../functions/lib/dates";
import { expectToast, signIn, token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import {
  holdFirstAnswer,
  hydrated,
  loseFirstAnswer,
  runOnLocalD1,
  seriousAxeViolations,
  todayInKorea,
} from "./helpers";

const SHOTS = "/tmp/shots-calendar";
mkdirSync(SHOTS, { recursive: true });

const SEED_EVENT = {
  day: "2026-11-25",
  title: "아파트 발코니 창호 시공",
  location: "경기도 화성시 동탄대로 100 101동 1001호",
};
const SEED_RELEASE = "홈페이지와 관리자 페이지 첫 공개";
const TEXT = {
  created: "일정이 추가되었습니다.",
  updated: "일정이 수정 되었습니다.",
  confirmUpdate: "일정을 수정 하시겠습니까?",
  cancelled: "취소 되었습니다.",
  confirmDelete: "일정을 삭제 하시겠습니까?",
  deleteCancelled: "삭제가 취소 되었습니다.",
  deleted: "일정이 삭제 되었습니다.",
  noEvents: "등록된 일정이 없습니다.",
  postcode: "주소 검색을 불러올 수 없습니다. 주소를 직접 입력해주세요.",
  endBeforeStart: "종료 일시는 시작 일시보다 빠를 수 없습니다.",
  titleRequired: "제목을 입력해주세요.",
};
/** The calendar colours (Schedule-X calendars "normal" and "holiday"), as computed styles. */
const BLUE = { main: "rgb(30, 91, 184)", container: "rgb(220, 232, 251)" };
const RED = { main: "rgb(198, 40, 40)", container: "rgb(253, 226, 225)" };

let seq = 0;
/** A title no other test (or earlier run) uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The chart's last 6 months as the screen names them ("2026년 11월"), oldest first. */
function lastSixMonthLabels(): string[] {
  const [year, month] = todayInKorea().split("-").map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, i) => {
    const index = year * 12 + (month - 1) - (5 - i);
    return `${Math.floor(index / 12)}년 ${(index % 12) + 1}월`;
  });
}

// ---- dialogs and session -----------------------------------------------------------------------

// ---- dashboard ---------------------------------------------------------------------------------

const card = (page: Page, title: string) =>
  page.locator("section.admin-card", { has: page.getByRole("heading", { name: title, exact: true }) });
const bodyRows = (scope: Locator) => scope.locator("tbody tr");

test.describe("dashboard", () => {
  test("the back office has its own shell: no public header, category bar or footer", async ({ page }) => {
    await signIn(page);
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator(".category-bar")).toHaveCount(0);
    // Leaving through 홈페이지 보기 brings the public chrome back.
    await page.getByRole("link", { name: "홈페이지 보기" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("while 회사 정보 was never saved, the dashboard and its screen say so until it is saved (decision 142)", async ({
    page,
  }) => {
    const alert = page
      .locator(".dash-alert")
      .filter({ has: page.getByRole("heading", { name: "회사 정보가 아직 저장되지 않았습니다" }) });
    const sample = page.getByText("아직 저장하지 않은 예시 값입니다. 실제 정보로 바꿔 저장해주세요.");
    // The seed saves the company row: set it aside (a fresh production database has none), and put it back after.
    runOnLocalD1("UPDATE site_setting SET key = 'company-aside' WHERE key = 'company'");
    try {
      await signIn(page);
      await hydrated(page);
      await expect(alert).toContainText(
        "사이트에 예시 회사 정보(상호, 주소, 전화번호, 사업자등록번호)가 보이고 있습니다. 설정 → 회사 정보에서 실제 정보로 저장해주세요.",
      );
      await alert.getByRole("link", { name: "설정 → 회사 정보" }).click();
      await expect(page).toHaveURL("/admin/settings");
      await expect(sample).toBeVisible();
      await page.getByRole("button", { name: "저장", exact: true }).click();
      await expectToast(page, "설정을 저장했습니다.");
      await expect(sample).toHaveCount(0);
      await page.getByRole("link", { name: "대시보드" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
      await expect(card(page, "이번 달 일정")).toBeVisible();
      await expect(alert).toHaveCount(0);
    } finally {
      runOnLocalD1(
        "DELETE FROM site_setting WHERE key = 'company'; UPDATE site_setting SET key = 'company' WHERE key = 'company-aside'",
      );
    }
  });

  test("shows the five cards, the newest notices and the seeded release note with working rows", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
    for (const title of ["이번 달 일정", "월별 문의 현황", "공지사항", "1:1 문의", "릴리즈 노트"])
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();

    // Calendar card: this month's compact view, and a way to the calendar screen.
    const calendar = card(page, "이번 달 일정");
    const [year, month] = todayInKorea().split("-").map(Number);
    await expect(calendar.locator("caption")).toHaveText(`${year}년 ${month}월`);
    await expect(calendar.getByRole("link", { name: "더보기" })).toHaveAttribute("href", "/admin/calendar");
    if (todayInKorea().startsWith(SEED_EVENT.day.slice(0, 7))) {
      // Its day opens it on the calendar (decision 087); the list holds it only while it is to come.
      await expect(
        calendar.getByRole("link", { name: new RegExp(`^${Number(SEED_EVENT.day.slice(8))} ?일 일정 1건$`) }),
      ).toHaveAttribute("href", `/admin/calendar?day=${SEED_EVENT.day}`);
      const listed = calendar.getByRole("listitem").filter({ hasText: SEED_EVENT.title });
      await expect(listed).toHaveCount(todayInKorea() <= SEED_EVENT.day ? 1 : 0);
    }

    // Notice card: the rows of GET /api/admin/boards/simple (title, writer, date).
    const auth = await token(request);
    const notices = (await (
      await request.get("/api/admin/boards/simple", { headers: { Authorization: auth } })
    ).json()) as {
      boardId: number;
      boardTitle: string;
      writer: string;
      boardUpdate: string;
    }[];
    expect(notices.length).toBeGreaterThan(0);
    const notice = card(page, "공지사항");
    await expect(notice.getByRole("columnheader")).toHaveText(["제목", "작성자", "날짜"]);
    await expect(bodyRows(notice)).toHaveCount(notices.length);
    for (const [i, n] of notices.entries())
      await expect(bodyRows(notice).nth(i).locator("td")).toHaveText([
        n.boardTitle,
        n.writer,
        n.boardUpdate.slice(0, 10),
      ]);
    await expect(notice.getByRole("link", { name: "더보기" })).toHaveAttribute("href", "/admin/notice");
    await expect(notice.getByRole("link", { name: "글쓰기" })).toHaveAttribute("href", "/admin/notice/add");

    // Release-note card: the seeded note.
    const release = card(page, "릴리즈 노트");
    await expect(release.getByRole("columnheader")).toHaveText(["제목", "작성일", "수정일"]);
    const releaseRow = bodyRows(release).filter({ hasText: SEED_RELEASE });
    await expect(releaseRow.locator("td").nth(1)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(release.getByRole("link", { name: "더보기" })).toHaveAttribute("href", "/admin/release");

    await expect(card(page, "1:1 문의").getByRole("link", { name: "더보기" })).toHaveAttribute(
      "href",
      "/admin/inquiry",
    );

    // A click anywhere on a row opens the post (here: the writer cell).
    await bodyRows(notice).first().locator("td").nth(1).click();
    await expect(page).toHaveURL(`/admin/notice/${notices[0]?.boardId}`);

    await page.goto("/admin");
    await hydrated(page);
    const releaseLink = card(page, "릴리즈 노트").getByRole("link", { name: SEED_RELEASE });
    const href = await releaseLink.getAttribute("href");
    expect(href).toMatch(/^\/admin\/release\/detail\/\d+$/);
    await bodyRows(card(page, "릴리즈 노트")).filter({ hasText: SEED_RELEASE }).locator("td").nth(2).click();
    await expect(page).toHaveURL(href as string);
  });

  test("the monthly chart counts real inquiries of the last 6 months, with a text alternative", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const table = page.getByRole("table", { name: "월별 문의 수" });
    await expect(table.locator("tbody th")).toHaveText(lastSixMonthLabels());
    await expect(page.getByRole("img", { name: /월별 문의 수 막대 그래프/ })).toBeVisible();
    const thisMonth = table.locator("tbody tr").last().locator("td");
    const before = Number(await thisMonth.first().textContent());

    const asBefore = Number(await thisMonth.nth(1).textContent());

    // Two inquiries through the public form's API count in this month, the A/S one also as A/S.
    const sent: Record<string, string>[] = [
      { title: unique("대시보드 문의 A") },
      { title: unique("대시보드 A/S B"), inquiryType: "AS", addr: "경기도 화성시 동탄대로 9" },
    ];
    const newestTitle = sent[1]?.title as string;
    for (const parts of sent) {
      const res = await request.post("/api/inquiry", {
        multipart: { content: "<p>창호 교체 견적 부탁드립니다.</p>", writer: "홍길동", tel: "010-1234-5678", ...parts },
      });
      expect(res.ok()).toBe(true);
    }
    await page.reload();
    await hydrated(page);
    await expect(thisMonth).toHaveText([String(before + 2), String(asBefore + 1)]);
    await expect(table.locator("tbody tr")).toHaveCount(6);

    // Pointing at this month's bar shows its tooltip in Korean: the month with its year, then the count.
    const canvas = page.getByRole("img", { name: /월별 문의 수 막대 그래프/ });
    const box = await canvas.boundingBox();
    if (!box) throw new Error("the chart has no box");
    await page.mouse.move(box.x + box.width * 0.93, box.y + box.height * 0.6);
    const tooltip = () =>
      canvas.evaluate(async (el) => {
        // The app's own Chart.js module (same URL, so the same instance registry).
        const url = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .find((name) => /\/assets\/chart\.client-[^/]+\.js$/.test(name));
        if (!url) return null;
        const { Chart } = await import(url);
        const shown = Chart.getChart(el as HTMLCanvasElement)?.tooltip;
        return shown && shown.opacity > 0
          ? [...shown.title, ...shown.body.flatMap((b: { lines: string[] }) => b.lines)]
          : null;
      });
    await expect
      .poll(tooltip)
      .toEqual([lastSixMonthLabels().at(-1), `문의 ${before + 2}건`, `A/S 문의 ${asBefore + 1}건`]);

    // The inquiry card shows the newest first; its 답변 opens the inquiry at the answer form (decision 032).
    const inquiry = card(page, "1:1 문의");
    await expect(inquiry.getByRole("columnheader")).toHaveText(["제목", "작성자", "작성일", "답변"]);
    const newest = bodyRows(inquiry).first();
    // The newest is the A/S request, marked as in the inbox (decision 096).
    await expect(newest.locator("td").nth(0)).toHaveText(`${newestTitle} A/S`);
    await expect(newest.locator("td").nth(1)).toHaveText("홍길동");
    await expect(newest.locator("td").nth(2)).toHaveText(todayInKorea());
    const href = await newest.getByRole("link", { name: newestTitle, exact: true }).getAttribute("href");
    await expect(newest.getByRole("link", { name: `${newestTitle} 답변` })).toHaveAttribute("href", `${href}#answer`);
    expect(href).toMatch(/^\/admin\/inquiry\/\d+$/);
    await newest.locator("td").nth(1).click();
    await expect(page).toHaveURL(href as string);
  });
});

// ---- calendar ----------------------------------------------------------------------------------

const dayCell = (page: Page, day: string) => page.locator(`.sx__month-grid-day[data-date="${day}"]`);
const eventIn = (page: Page, day: string, title: string) =>
  dayCell(page, day).locator(".sx__month-grid-event").filter({ hasText: title });
const dayList = (page: Page, day: string) => page.getByRole("dialog", { name: `${day} 일정` });

async function openCalendar(page: Page) {
  await page.goto("/admin/calendar");
  await hydrated(page);
  await expect(page.locator(".sx__month-grid-day").first()).toBeVisible();
}

/** Moves the month view with Schedule-X's 이전/다음 buttons until it shows `ym` (YYYY-MM). */
async function showMonth(page: Page, ym: string) {
  for (let i = 0; i < 48; i++) {
    const first = page.locator(".sx__month-grid-day:not(.is-leading-or-trailing)").first();
    const shown = ((await first.getAttribute("data-date")) ?? "").slice(0, 7);
    if (shown === ym) return;
    await page.getByRole("button", { name: shown < ym ? "다음" : "이전", exact: true }).click();
    await expect(first).not.toHaveAttribute("data-date", new RegExp(`^${shown}`));
  }
  throw new Error(`month ${ym} not reached`);
}

/** Clicks a day cell on its date number (not on an event), which opens that day's list. */
async function clickDay(page: Page, day: string) {
  await dayCell(page, day).locator(".sx__month-grid-day__header-date").click();
  await expect(dayList(page, day)).toBeVisible();
}

async function colours(event: Locator) {
  return event.evaluate((el) => {
    const style = getComputedStyle(el);
    return { main: style.borderInlineStartColor, container: style.backgroundColor };
  });
}

test.describe("calendar", () => {
  test("the seeded event is on its day in November 2026 and the day list shows its details", async ({ page }) => {
    await signIn(page);
    await openCalendar(page);
    // Today's real month may differ: move away and back with the 이전/다음 buttons.
    await showMonth(page, "2027-01");
    await expect(dayCell(page, "2027-01-15")).toBeVisible();
    // The heading in Korean order, year first; Schedule-X's own ("1월 2027년") is not shown.
    const heading = page.locator(".sx__calendar-header");
    await expect(heading.getByText("2027년 1월", { exact: true })).toBeVisible();
    await expect(heading.getByText("1월 2027년")).toBeHidden();
    await showMonth(page, SEED_EVENT.day.slice(0, 7));
    await expect(heading.getByText("2026년 11월", { exact: true })).toBeVisible();
    // The last row's December days are greyed: a different cell and date colour from November's.
    const look = (day: string) =>
      dayCell(page, day).evaluate((cell) => ({
        cell: getComputedStyle(cell).backgroundColor,
        date: getComputedStyle(cell.querySelector(".sx__month-grid-day__header-date") as Element).color,
      }));
    const november = await look("2026-11-26");
    const december = await look("2026-12-03");
    expect(december.cell).not.toBe(november.cell);
    expect(december.date).not.toBe(november.date);
    const event = eventIn(page, SEED_EVENT.day, SEED_EVENT.title);
    await expect(event).toBeVisible();
    await expect(event).toHaveClass(/cal-event-normal/);
    expect(await colours(event)).toEqual(BLUE);

    await clickDay(page, SEED_EVENT.day);
    const list = dayList(page, SEED_EVENT.day);
    const item = list.getByRole("listitem").filter({ hasText: SEED_EVENT.title });
    await expect(item).toContainText("2026-11-25 09:00 ~ 2026-11-25 17:00");
    await item.getByRole("button", { name: "상세" }).click();
    await expect(item.getByRole("button", { name: "상세" })).toHaveAttribute("aria-expanded", "true");
    const details = item.locator("dl");
    await expect(details).toContainText("발코니 이중창 3세트 교체");
    await expect(details).toContainText(SEED_EVENT.location);
    await expect(details).toContainText("공개 (Y)");
    await expect(details).toContainText("예정");
    await expect(details).toContainText("관리자");
    await list.getByRole("button", { name: "닫기" }).click();
    await expect(list).toBeHidden();

    // Clicking the event itself opens its day too.
    await event.click();
    await expect(dayList(page, SEED_EVENT.day)).toBeVisible();
  });

  test("a day with more events than its cell shows says how many more in Korean and opens its list", async ({
    page,
    request,
  }) => {
    const day = "2027-02-17";
    const auth = await token(request);
    const titles = Array.from({ length: 6 }, (_, i) => unique(`현장 ${i + 1}`));
    for (const title of titles) {
      const res = await request.post("/api/admin/calendar", {
        headers: { Authorization: auth },
        data: {
          key: "e2e",
          highlight: "blue",
          startTime: `${day}T09:00`,
          endTime: `${day}T10:00`,
          title,
          description: "",
          calendarYN: "Y",
          location: "",
          holidays: false,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    // A phone's width, where a day is 47 px wide.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openCalendar(page);
    await showMonth(page, day.slice(0, 7));
    // The chips show the start of their title, not of their time ("오전 9…"); the list has both.
    const chips = dayCell(page, day).locator(".sx__month-grid-event");
    await expect(chips.first()).toBeVisible();
    // innerText: what is shown, without the hidden time.
    for (const text of await chips.allInnerTexts()) expect(text).toMatch(/^현장 \d/);
    // Schedule-X shows four events a day and a button for the rest ("+2개", never "+ 2 일정들").
    const more = dayCell(page, day).locator(".sx__month-grid-day__events-more");
    await expect(more).toHaveText(/^\+\d+개$/);
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(hidden).toBeGreaterThanOrEqual(2);
    // The text fits its button (a Range measures the text; the button's ripple would count in scrollWidth).
    const fits = await more.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return text.getBoundingClientRect().width <= el.getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
    await expect(more).toHaveAttribute("aria-label", `2027년 2월 17일 일정 ${hidden}개 더 보기`);
    await more.click();
    const list = dayList(page, day);
    await expect(list).toBeVisible();
    for (const title of titles) {
      const item = list.getByRole("listitem").filter({ hasText: title });
      await expect(item).toContainText(`${day} 09:00 ~ ${day} 10:00`);
    }
  });

  test("Enter on an event opens its day's list on the events, not pressing 추가; the header buttons show the focus ring (decision 149)", async ({
    page,
  }) => {
    await signIn(page);
    await openCalendar(page);
    await showMonth(page, SEED_EVENT.day.slice(0, 7));
    const event = eventIn(page, SEED_EVENT.day, SEED_EVENT.title);
    await event.focus();
    await page.keyboard.press("Enter");
    const list = dayList(page, SEED_EVENT.day);
    await expect(list.getByRole("listitem").filter({ hasText: SEED_EVENT.title })).toBeVisible();
    await expect(list.getByRole("button", { name: "상세" }).first()).toBeFocused();
    await expect(page.getByRole("dialog", { name: "일정 추가" })).toHaveCount(0);
    await expect(list.getByRole("button", { name: "추가" })).not.toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(event).toBeFocused();

    // Schedule-X's own buttons have the site's 3 px ring when reached by keyboard.
    for (const name of ["이전", "다음", "오늘"]) {
      const button = page.locator(".cal-view").getByRole("button", { name, exact: true });
      await button.focus();
      expect(
        await button.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`),
      ).toBe("solid 3px");
    }
  });

  test("a calendar whose file cannot load (gone after a deploy, or offline) says so in the back office: menu and the rest of the screen stay (decision 149)", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|dynamically imported module/);
    await signIn(page);
    const chunk = "**/assets/MonthCalendar.client-*.js";
    await page.route(chunk, (route) => route.abort());
    await page.goto("/admin/calendar");
    await hydrated(page);
    const failed = page.getByRole("alert").filter({ hasText: "화면 일부를 불러오지 못했습니다" });
    await expect(failed).toContainText("새 버전이 배포되었거나 인터넷 연결이 끊겼을 수 있습니다.");
    await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "일정 관리" })).toBeVisible();
    await expect(page.getByRole("button", { name: "일정 추가" })).toBeVisible();
    await expect(page.getByText("서버에서 오류가 발생했습니다")).toHaveCount(0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/calendar-load-failed-${width}.png`, fullPage: true });
    }
    // 다시 시도 loads the page again: with the file there, the calendar shows.
    await page.unroute(chunk);
    await failed.getByRole("button", { name: "다시 시도" }).click();
    await expect(page.locator(".sx__month-grid-day").first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("an empty day says so, from a day cell and from the date field", async ({ page }) => {
    await signIn(page);
    await openCalendar(page);
    // A day of the shown month without any event on the calendar.
    const empty = await page
      .locator(".sx__month-grid-day:not(.is-leading-or-trailing)")
      .filter({ hasNot: page.locator(".sx__month-grid-event") })
      .first()
      .getAttribute("data-date");
    expect(empty).toBeTruthy();
    await clickDay(page, empty as string);
    await expect(dayList(page, empty as string)).toContainText(TEXT.noEvents);
    await dayList(page, empty as string)
      .getByRole("button", { name: "닫기" })
      .click();

    // The keyboard path: a date field and a button.
    await page.getByLabel("날짜별 일정 보기").fill("2031-03-14");
    await page.getByRole("button", { name: "일정 보기" }).click();
    await expect(dayList(page, "2031-03-14")).toContainText(TEXT.noEvents);
  });

  test("the dashboard lists what is still to come: an event under way reads 오늘 and opens today's list", async ({
    page,
    request,
  }) => {
    const auth = { Authorization: await token(request) };
    const today = todayInKorea();
    const title = unique("진행 중 시공");
    // From yesterday to tomorrow: it sorts before anything starting today.
    const made = await request.post("/api/admin/calendar", {
      headers: auth,
      data: {
        title,
        startTime: `${addDays(today, -1)}T00:00`,
        endTime: `${addDays(today, 1)}T00:00`,
        calendarYN: "N",
        holidays: false,
      },
    });
    expect(made.status()).toBe(201);
    const day = await request.get(`/api/admin/calendar/detail?startTime=${today}T00:00:00`, { headers: auth });
    const calendarId = ((await day.json()) as { calendarId: number; title: string }[]).find(
      (e) => e.title === title,
    )?.calendarId;
    try {
      await signIn(page);
      await hydrated(page);
      // The list looks two weeks ahead, past the month's end (its unit test: upcomingEvents.test.ts).
      await expect(card(page, "이번 달 일정").getByRole("heading", { name: "다가오는 일정 (2주)" })).toBeVisible();
      const upcoming = card(page, "이번 달 일정").getByRole("list", { name: "다가오는 일정 (2주)" });
      const tomorrow = addDays(today, 1).slice(5).replace("-", ".");
      const item = upcoming.getByRole("listitem").first();
      await expect(item).toHaveText(`오늘 ~ ${tomorrow}${title}`);
      // A thumb's size on a phone: the row's link and the day in the mini month (32 and 26 px before).
      await page.setViewportSize({ width: 390, height: 844 });
      const rowLink = await item.getByRole("link", { name: title }).boundingBox();
      expect(rowLink?.height ?? 0).toBeGreaterThanOrEqual(44);
      const dayName = new RegExp(`^${Number(today.slice(8))} ?일 일정 \\d+건$`);
      const dayLink = await card(page, "이번 달 일정").getByRole("link", { name: dayName }).boundingBox();
      expect(dayLink?.height ?? 0).toBeGreaterThanOrEqual(44);
      // The whole column: seven of them share the phone's width.
      expect(dayLink?.width ?? 0).toBeGreaterThanOrEqual(38);
      await item.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(`/admin/calendar?day=${today}`);
      await expect(dayList(page, today).getByRole("listitem").filter({ hasText: title })).toBeVisible();
    } finally {
      await request.delete(`/api/admin/calendar?calendarId=${calendarId}`, { headers: auth });
    }
  });

  test("a link to a day (an inquiry's visit) opens its list over its month; a day that is no date is ignored", async ({
    page,
  }) => {
    await signIn(page, "/admin/calendar?day=2031-03-14");
    await hydrated(page);
    await expect(dayList(page, "2031-03-14")).toContainText(TEXT.noEvents);
    await expect(page.getByLabel("날짜별 일정 보기")).toHaveValue("2031-03-14");
    await dayList(page, "2031-03-14").getByRole("button", { name: "닫기" }).click();
    // The month behind it is that day's.
    await expect(dayCell(page, "2031-03-14")).toBeVisible();

    await page.goto("/admin/calendar?day=2031-02-30");
    await hydrated(page);
    await expect(page.locator(".sx__month-grid-day").first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel("날짜별 일정 보기")).toHaveValue(todayInKorea());
  });

  test("일정 추가 creates a blue event for today; the address can be typed when the search cannot load", async ({
    page,
    allowConsoleError,
  }) => {
    // The Daum postcode script cannot load without internet.
    allowConsoleError(/Failed to load resource|postcode|daumcdn/);
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("창호 실측 방문");

    await page.getByRole("button", { name: "일정 추가" }).click();
    const modal = page.getByRole("dialog", { name: "일정 추가" });
    // A new event is all day (종일) on the chosen day.
    await expect(modal.getByLabel("종일")).toBeChecked();
    await expect(modal.getByLabel("시작일")).toHaveValue(today);
    await expect(modal.getByLabel("종료일")).toHaveValue(today);
    await modal.getByLabel("제목").fill(title);
    await modal.getByLabel("내용").fill("거실 창호 실측");
    await modal.getByRole("button", { name: "주소 검색" }).click();
    await expect(modal.getByText(TEXT.postcode)).toBeVisible({ timeout: 10_000 });
    await modal.getByLabel("주소", { exact: true }).fill("경기도 수원시 팔달구 효원로 1");
    await modal.getByLabel("상세 주소").fill("302호");
    // A visit names a customer: private unless chosen otherwise (decision 110), with the reason.
    await expect(modal.getByLabel("비공개", { exact: true })).toBeChecked();
    await expect(modal.getByRole("group", { name: "공개 여부" })).toHaveAccessibleDescription(
      "공개 일정은 누구나 제목과 날짜를 볼 수 있습니다(홈페이지의 휴무 안내). 고객 이름이나 주소가 있는 일정은 비공개로 두세요.",
    );
    await modal.getByRole("button", { name: "등록" }).click();
    await expectToast(page, TEXT.created);
    await expect(modal).toBeHidden();

    const event = eventIn(page, today, title);
    await expect(event).toBeVisible();
    await expect(event).toHaveClass(/cal-event-normal/);
    expect(await colours(event)).toEqual(BLUE);

    await clickDay(page, today);
    const item = dayList(page, today).getByRole("listitem").filter({ hasText: title });
    // All day reads 종일, never "00:00 ~ 00:00".
    await expect(item.locator(".cal-day-time")).toHaveText(`${today} 종일`);
    await item.getByRole("button", { name: "상세" }).click();
    await expect(item.locator("dl")).toContainText(`${today} 종일`);
    await expect(item).not.toContainText("00:00");
    await expect(item.locator("dl")).toContainText("경기도 수원시 팔달구 효원로 1 302호");
    await expect(item.locator("dl")).toContainText("비공개 (N)");
    // Nobody outside reads it.
    const published = (await (await page.request.get("/api/calendar")).json()) as { findTitle: string }[];
    expect(published.map((e) => e.findTitle)).not.toContain(title);
  });

  test("일정 추가 whose answer was lost on the way back is one event when sent again (decision 111)", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("답을 못 받은 일정");
    const posts = await loseFirstAnswer(page, /\/api\/admin\/calendar$/);
    await page.getByRole("button", { name: "일정 추가" }).click();
    const modal = page.getByRole("dialog", { name: "일정 추가" });
    await modal.getByLabel("제목").fill(title);
    await modal.getByRole("button", { name: "등록" }).click();
    await expectToast(page, "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.", "alert");
    await expect(modal.getByLabel("제목")).toHaveValue(title);
    await modal.getByRole("button", { name: "등록" }).click();
    await expectToast(page, TEXT.created);
    await expect(modal).toBeHidden();
    await expect(eventIn(page, today, title)).toHaveCount(1);
    // Read again from the server: one event, not two.
    await page.reload();
    await hydrated(page);
    await expect(eventIn(page, today, title)).toHaveCount(1);
    expect(posts.map((req) => req.headers()["idempotency-key"])).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      posts[0]?.headers()["idempotency-key"],
    ]);
  });

  test("an edit whose answer was lost, saved again, is saved, not refused as changed elsewhere (decision 114)", async ({
    page,
    dialogs,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("고칠 일정");
    const renamed = `${title} (시간 변경)`;
    await page.getByRole("button", { name: "일정 추가" }).click();
    const create = page.getByRole("dialog", { name: "일정 추가" });
    await create.getByLabel("제목").fill(title);
    await create.getByRole("button", { name: "등록" }).click();
    await expectToast(page, TEXT.created);

    const saves = await loseFirstAnswer(page, /\/api\/admin\/calendar\/update$/);
    await clickDay(page, today);
    await dayList(page, today)
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("button", { name: "수정" })
      .click();
    const edit = page.getByRole("dialog", { name: "일정 수정" });
    await edit.getByLabel("제목").fill(renamed);
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm(TEXT.confirmUpdate);
    await expectToast(page, "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.", "alert");
    await expect(edit.getByLabel("제목")).toHaveValue(renamed);
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm(TEXT.confirmUpdate);
    await expectToast(page, TEXT.updated);
    await expect(edit).toBeHidden();
    await expect(page.getByText("다른 곳에서 일정이 수정되었습니다", { exact: false })).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(eventIn(page, today, renamed)).toHaveCount(1);
    expect(saves.map((req) => [req.headers()["idempotency-key"], req.headers()["if-match"]])).toEqual([
      [expect.stringMatching(/^[0-9a-f-]{36}$/), '"r1"'],
      [saves[0]?.headers()["idempotency-key"], '"r1"'],
    ]);
  });

  test("the back button over a typed 일정 추가 asks first; staying keeps the dialog as typed", async ({
    page,
    dialogs,
  }) => {
    await signIn(page, "/admin");
    await hydrated(page);
    // Into the calendar within the app, so that back is the app's own navigation.
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "일정 관리" }).click();
    await expect(page).toHaveURL("/admin/calendar");
    await expect(page.locator(".sx__month-grid-day").first()).toBeVisible();
    await page.getByRole("button", { name: "일정 추가" }).click();
    const modal = page.getByRole("dialog", { name: "일정 추가" });
    await modal.getByLabel("제목").fill("창호 실측 방문 (김고객)");
    dialogs.answerNextConfirm(false);
    await page.goBack();
    await dialogs.expectConfirm("저장하지 않은 내용이 있습니다. 이 화면을 나가시겠습니까?");
    await expect(page).toHaveURL("/admin/calendar");
    await expect(modal.getByLabel("제목")).toHaveValue("창호 실측 방문 (김고객)");
    // Nothing typed: back leaves without a question.
    await modal.getByLabel("제목").fill("");
    await page.goBack();
    await expect(page).toHaveURL("/admin");
    dialogs.expectNoMoreConfirms();
  });

  test("a holiday is red; edit changes its title; delete asks first and removes it", async ({
    page,
    dialogs,
    allowConsoleError,
  }) => {
    // The browser's own line for the 400 answer the test provokes (end before start).
    allowConsoleError(/status of 400 .*\/api\/admin\/calendar/);
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("정기 휴무");
    const renamed = `${title} (변경)`;

    // Create from a day's list: the list closes when the create modal opens.
    await clickDay(page, today);
    await dayList(page, today).getByRole("button", { name: "추가" }).click();
    await expect(dayList(page, today)).toBeHidden();
    const create = page.getByRole("dialog", { name: "일정 추가" });
    await expect(create.getByLabel("시작일")).toHaveValue(today);

    // The end before the start is said at the dates, in view, before anything is sent.
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    let sent = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/admin/calendar")) sent++;
    });
    await create.getByLabel("제목").fill(title);
    await create.getByLabel("종료일").fill(dayBefore);
    await create.getByRole("button", { name: "등록" }).click();
    await expect(create.getByRole("alert")).toHaveText(TEXT.endBeforeStart);
    await expect(create.getByLabel("종료일")).toBeFocused();
    await expect(create.getByLabel("종료일")).toHaveAccessibleDescription(TEXT.endBeforeStart);
    await expect(create.getByRole("alert")).toBeInViewport();
    expect(sent).toBe(0);
    await create.getByLabel("종료일").fill(today);
    await expect(create.getByRole("alert")).toHaveCount(0);

    // A holiday is for the public notice: 휴일 makes it 공개, and unticked private again.
    await expect(create.getByLabel("비공개", { exact: true })).toBeChecked();
    await create.getByLabel("휴일", { exact: true }).check();
    await expect(create.getByLabel("공개", { exact: true })).toBeChecked();
    await create.getByLabel("휴일", { exact: true }).uncheck();
    await expect(create.getByLabel("비공개", { exact: true })).toBeChecked();
    await create.getByLabel("휴일", { exact: true }).check();
    await create.getByRole("button", { name: "등록" }).click();
    await expectToast(page, TEXT.created);
    const event = eventIn(page, today, title);
    await expect(event).toBeVisible();
    await expect(event).toHaveClass(/cal-event-holiday/);
    expect(await colours(event)).toEqual(RED);

    // Edit: the list closes, the modal holds the event's values; a cancelled confirm changes nothing.
    await clickDay(page, today);
    await dayList(page, today)
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("button", { name: "수정" })
      .click();
    await expect(dayList(page, today)).toBeHidden();
    const edit = page.getByRole("dialog", { name: "일정 수정" });
    await expect(edit.getByLabel("종일")).toBeChecked();
    await expect(edit.getByLabel("시작일")).toHaveValue(today);
    await expect(edit.getByLabel("종료일")).toHaveValue(today);
    await expect(edit.getByLabel("제목")).toHaveValue(title);
    await expect(edit.getByLabel("휴일", { exact: true })).toBeChecked();
    await edit.getByLabel("제목").fill(renamed);
    await edit.getByLabel("일정 상태").selectOption({ label: "진행 중" });
    dialogs.answerNextConfirm(false);
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm(TEXT.confirmUpdate);
    await expectToast(page, TEXT.cancelled);
    await expect(edit).toBeVisible();
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm(TEXT.confirmUpdate);
    await expectToast(page, TEXT.updated);
    await expect(edit).toBeHidden();
    await expect(eventIn(page, today, renamed)).toBeVisible();
    await expect(eventIn(page, today, renamed)).toHaveClass(/cal-event-holiday/);

    await clickDay(page, today);
    const item = dayList(page, today).getByRole("listitem").filter({ hasText: renamed });
    await item.getByRole("button", { name: "상세" }).click();
    await expect(item.locator("dl")).toContainText("진행 중");
    await expect(item.locator("dl")).toContainText("휴일");

    // Delete: cancelled first, then confirmed.
    dialogs.answerNextConfirm(false);
    await item.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm(TEXT.confirmDelete);
    await expectToast(page, TEXT.deleteCancelled);
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: "삭제" }).click();
    await dialogs.expectConfirm(TEXT.confirmDelete);
    await expectToast(page, TEXT.deleted);
    dialogs.expectNoMoreConfirms();
    await expect(item).toBeHidden();
    await dayList(page, today).getByRole("button", { name: "닫기" }).click();
    await expect(eventIn(page, today, renamed)).toHaveCount(0);
  });

  test("a delete answered after another day was opened leaves that day's list as it is", async ({ page, dialogs }) => {
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("삭제 경합");
    // A second event stays on today, so today's list is never empty.
    const staying = unique("남는 일정");
    for (const t of [title, staying]) {
      await page.getByRole("button", { name: "일정 추가" }).click();
      const create = page.getByRole("dialog", { name: "일정 추가" });
      await create.getByLabel("제목").fill(t);
      await create.getByRole("button", { name: "등록" }).click();
      await expectToast(page, TEXT.created);
    }

    // The delete's answer is held while the visitor closes today's list and opens an empty day.
    const held = await holdFirstAnswer(page, "**/api/admin/calendar?**", "DELETE");
    const deleteFromToday = async (name: string) => {
      await clickDay(page, today);
      await dayList(page, today)
        .getByRole("listitem")
        .filter({ hasText: name })
        .getByRole("button", { name: "삭제" })
        .click();
      await dialogs.expectConfirm(TEXT.confirmDelete);
    };
    await deleteFromToday(title);
    await dayList(page, today).getByRole("button", { name: "닫기" }).click();
    await page.getByLabel("날짜별 일정 보기").fill("2031-03-14");
    await page.getByRole("button", { name: "일정 보기" }).click();
    const other = dayList(page, "2031-03-14");
    await expect(other).toContainText(TEXT.noEvents);

    const deleted = page.waitForResponse((r) => r.request().method() === "DELETE");
    held.release();
    await deleted;
    await expectToast(page, TEXT.deleted);
    // Today's list is not reloaded into the open day: it still shows that day's (empty) list.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(other).toContainText(TEXT.noEvents);
    await expect(other.getByRole("listitem")).toHaveCount(0);
    await expect(other).not.toContainText(staying);
    await expect(eventIn(page, today, title)).toHaveCount(0);

    await other.getByRole("button", { name: "닫기" }).click();
    await deleteFromToday(staying);
    await expectToast(page, TEXT.deleted);
  });

  test("the title is required at the field; a timed event shows its times and can become 종일", async ({
    page,
    dialogs,
  }) => {
    await signIn(page);
    await openCalendar(page);
    const today = todayInKorea();
    const title = unique("시간 일정");
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/admin/calendar")) posted++;
    });

    await page.getByRole("button", { name: "일정 추가" }).click();
    const create = page.getByRole("dialog", { name: "일정 추가" });
    // No title: the message stands under the field, which gets the focus; nothing is sent.
    await create.getByRole("button", { name: "등록" }).click();
    const titleField = create.getByRole("textbox", { name: /^제목/ });
    await expect(create.getByText(TEXT.titleRequired)).toBeVisible();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");
    await expect(titleField).toHaveAccessibleDescription(TEXT.titleRequired);
    await expect(titleField).toBeFocused();
    const titleBox = await titleField.boundingBox();
    const messageBox = await create.getByText(TEXT.titleRequired).boundingBox();
    expect(messageBox && titleBox && messageBox.y >= titleBox.y + titleBox.height - 1).toBe(true);
    expect(posted).toBe(0);
    // Spaces only are no title either.
    await titleField.fill("   ");
    await create.getByRole("button", { name: "등록" }).click();
    await expect(create.getByText(TEXT.titleRequired)).toBeVisible();
    expect(posted).toBe(0);
    await titleField.fill(title);
    await expect(create.getByText(TEXT.titleRequired)).toBeHidden();

    // Not all day: date and time inputs, office hours to start with.
    await create.getByLabel("종일").uncheck();
    await expect(create.getByLabel("시작 일시")).toHaveValue(`${today}T09:00`);
    await expect(create.getByLabel("종료 일시")).toHaveValue(`${today}T18:00`);
    await create.getByLabel("시작 일시").fill(`${today}T10:30`);
    await create.getByLabel("종료 일시").fill(`${today}T11:45`);
    await create.getByRole("button", { name: "등록" }).click();
    await expectToast(page, TEXT.created);
    await expect(create).toBeHidden();

    await clickDay(page, today);
    const item = dayList(page, today).getByRole("listitem").filter({ hasText: title });
    await expect(item.locator(".cal-day-time")).toHaveText(`${today} 10:30 ~ ${today} 11:45`);

    // Edit: the same form, with the times; turning 종일 on keeps the day.
    await item.getByRole("button", { name: "수정" }).click();
    const edit = page.getByRole("dialog", { name: "일정 수정" });
    await expect(edit.getByLabel("종일")).not.toBeChecked();
    await expect(edit.getByLabel("시작 일시")).toHaveValue(`${today}T10:30`);
    await edit.getByLabel("종일").check();
    await expect(edit.getByLabel("시작일")).toHaveValue(today);
    await expect(edit.getByLabel("종료일")).toHaveValue(today);
    // Clearing the title is refused at the field as on create.
    await edit.getByRole("textbox", { name: /^제목/ }).fill("");
    await edit.getByRole("button", { name: "수정" }).click();
    await expect(edit.getByText(TEXT.titleRequired)).toBeVisible();
    await edit.getByRole("textbox", { name: /^제목/ }).fill(title);
    await edit.getByRole("button", { name: "수정" }).click();
    await dialogs.expectConfirm(TEXT.confirmUpdate);
    await expectToast(page, TEXT.updated);
    await expect(edit).toBeHidden();
    await clickDay(page, today);
    await expect(
      dayList(page, today).getByRole("listitem").filter({ hasText: title }).locator(".cal-day-time"),
    ).toHaveText(`${today} 종일`);
  });

  for (const size of [
    { width: 390, height: 720 },
    { width: 1280, height: 720 },
  ])
    test(`the form's buttons stay in view at ${size.width}x${size.height}; the fields scroll`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page);
      await openCalendar(page);
      await page.getByRole("button", { name: "일정 추가" }).click();
      const create = page.getByRole("dialog", { name: "일정 추가" });
      const submit = create.getByRole("button", { name: "등록" });
      await expect(submit).toBeInViewport({ ratio: 1 });
      await expect(create.getByRole("button", { name: "닫기" })).toBeInViewport({ ratio: 1 });
      const dialogBox = await create.boundingBox();
      expect(dialogBox && dialogBox.y >= 0 && dialogBox.y + dialogBox.height <= size.height).toBe(true);
      // The last field can be reached by scrolling the form, and the buttons are still there.
      const last = create.getByLabel("휴일", { exact: true });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect(submit).toBeInViewport({ ratio: 1 });
      // Timed: two inputs side by side or stacked, both inside the dialog.
      await create.getByLabel("종일").uncheck();
      for (const label of ["시작 일시", "종료 일시"]) {
        const box = await create.getByLabel(label).boundingBox();
        expect(box && dialogBox && box.x >= dialogBox.x && box.x + box.width <= dialogBox.x + dialogBox.width).toBe(
          true,
        );
      }
      await expect(submit).toBeInViewport({ ratio: 1 });
    });
});

test("캘린더 구독: an address made once, read by a calendar app, replaced and deleted", async ({
  page,
  context,
  dialogs,
  request,
}) => {
  const title = `구독 확인 시공 ${Date.now().toString(36)}`;
  const auth = await token(request);
  const made = await request.post("/api/admin/calendar", {
    headers: { Authorization: auth },
    data: {
      key: "e2e",
      highlight: "blue",
      startTime: "2099-03-02T09:00",
      endTime: "2099-03-02T11:00",
      title,
      description: "사다리차 필요",
      calendarYN: "N",
      location: "경기도 화성시 동탄대로 1",
      holidays: false,
    },
  });
  expect(made.status()).toBe(201);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  let firstUrl = "";
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/admin/calendar");
    await hydrated(page);
    await page.getByRole("button", { name: "캘린더 구독" }).click();
    const modal = page.getByRole("dialog", { name: "캘린더 구독" });
    await expect(modal.getByRole("button", { name: /주소 만들기$/ })).toBeVisible();
    if (width === 1280) {
      await expect(modal.getByText("아직 구독 주소가 없습니다.")).toBeVisible();
      await modal.getByRole("button", { name: "구독 주소 만들기" }).click();
    } else {
      // Made already (at 1280, below): a new one is confirmed first.
      dialogs.answerNextConfirm(true);
      await modal.getByRole("button", { name: "새 주소 만들기" }).click();
      await dialogs.expectConfirm("새 주소를 만들까요? 지금 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.");
    }
    await expectToast(page, "캘린더 구독 주소를 만들었습니다.");
    const field = modal.getByLabel("구독 주소");
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[0-9a-f]{64}\.ics$/);
    await expect(modal.getByRole("link", { name: "캘린더 앱에서 열기" })).toHaveAttribute(
      "href",
      url.replace(/^http:/, "webcal:"),
    );
    await modal.getByRole("button", { name: "주소 복사" }).click();
    await expectToast(page, "구독 주소를 복사했습니다.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Nothing in the dialog is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/calendar-feed-${width}.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // What a calendar app reads at that address, without any session.
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = (await feed.text()).replace(/\r\n /g, "");
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toContain("DTSTART:20990302T000000Z");
    expect(ics).toContain("LOCATION:경기도 화성시 동탄대로 1");

    await modal.getByRole("button", { name: "닫기" }).click();
    // Opened again, it says when the address was made but no longer shows it.
    await page.getByRole("button", { name: "캘린더 구독" }).click();
    await expect(modal.getByText(/에 만든 구독 주소가 있습니다\./)).toBeVisible();
    await expect(modal.getByLabel("구독 주소")).toHaveCount(0);
    await modal.getByRole("button", { name: "닫기" }).click();
    if (width === 390) {
      // The address made at 1280 was replaced: it answers 404 now.
      expect((await page.request.get(firstUrl)).status()).toBe(404);
    }
    firstUrl = url;
  }

  // 주소 삭제, after a confirm: the address stops answering.
  await page.getByRole("button", { name: "캘린더 구독" }).click();
  const modal = page.getByRole("dialog", { name: "캘린더 구독" });
  dialogs.answerNextConfirm(true);
  await modal.getByRole("button", { name: "주소 삭제" }).click();
  await dialogs.expectConfirm("구독 주소를 삭제할까요? 이 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.");
  await expectToast(page, /캘린더 구독 주소를 삭제했습니다\./);
  await expect(modal.getByText("아직 구독 주소가 없습니다.")).toBeVisible();
  expect((await page.request.get(firstUrl)).status()).toBe(404);
});

test("캘린더 구독: when the address's state cannot be read, the dialog says so and offers nothing to make", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/net::ERR_FAILED/);
  await signIn(page, "/admin/calendar");
  await hydrated(page);
  // Only the read fails: a 만들기 offered now could replace an address without the confirm.
  await page.route("**/api/admin/calendar/feed", (route) =>
    route.request().method() === "GET" ? route.abort("failed") : route.continue(),
  );
  await page.getByRole("button", { name: "캘린더 구독" }).click();
  const modal = page.getByRole("dialog", { name: "캘린더 구독" });
  await expect(modal.getByText("구독 정보를 불러오지 못했습니다. 창을 닫고 다시 열어주세요.")).toBeVisible();
  await expect(modal.getByRole("button", { name: /주소 만들기$/ })).toHaveCount(0);
  await expect(modal.getByRole("button", { name: "주소 삭제" })).toHaveCount(0);
  await expect(modal.getByText("아직 구독 주소가 없습니다.")).toHaveCount(0);
});
