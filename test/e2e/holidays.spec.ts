// "휴무 안내": public holiday/closure events of the schedule on /help, and on the home page when
// one starts within 14 days (Korea's date), rendered on the server.
import type { APIRequestContext } from "@playwright/test";
import { token } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./helpers";

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];
const DAY_MS = 24 * 60 * 60 * 1000;
/** Korea's date `days` from today, as `YYYY-MM-DD`. */
const koreaDay = (days: number) => new Date(Date.now() + 9 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
const label = (day: string) => `${day} (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`;

const RUN = Date.now().toString(36);
const SOON = { title: `임시 휴무 ${RUN}`, day: koreaDay(3), holidays: true, calendarYN: "Y" };
const LATER = { title: `창립기념일 휴무 ${RUN}`, day: koreaDay(30), holidays: true, calendarYN: "Y" };
const PRIVATE = { title: `사내 워크숍 ${RUN}`, day: koreaDay(4), holidays: true, calendarYN: "N" };
const WORK = { title: `현장 시공 ${RUN}`, day: koreaDay(5), holidays: false, calendarYN: "Y" };
const PAST = { title: `지난 휴무 ${RUN}`, day: koreaDay(-3), holidays: true, calendarYN: "Y" };
const EVENTS = [SOON, LATER, PRIVATE, WORK, PAST];

async function adminHeaders(request: APIRequestContext) {
  return { authorization: await token(request) };
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const e of EVENTS) {
    const res = await request.post("/api/admin/calendar", {
      headers,
      data: {
        key: RUN,
        highlight: e.holidays ? "red" : "blue",
        startTime: `${e.day}T00:00`,
        endTime: `${e.day}T00:00`,
        title: e.title,
        description: "",
        calendarYN: e.calendarYN,
        location: "",
        holidays: e.holidays,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const list = (await (await request.get("/api/admin/calendar", { headers })).json()) as {
    calendarId: number;
    title: string;
  }[];
  for (const e of list.filter((row) => row.title.endsWith(RUN))) {
    await request.delete(`/api/admin/calendar?calendarId=${e.calendarId}`, { headers });
  }
});

test("/help lists the upcoming public closures with date and title, nothing else", async ({ page }) => {
  await page.goto("/help");
  const notice = page.getByRole("region", { name: "휴무 안내" });
  await expect(notice.getByRole("heading", { level: 2 })).toHaveText("휴무 안내");
  const rows = notice.getByRole("listitem");
  await expect(rows.filter({ hasText: RUN })).toHaveText([
    `${label(SOON.day)}${SOON.title}`,
    `${label(LATER.day)}${LATER.title}`,
  ]);
  for (const hidden of [PRIVATE, WORK, PAST]) await expect(page.getByText(hidden.title)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the home page shows only the closures of the next 14 days", async ({ page }) => {
  await page.goto("/");
  const notice = page.getByRole("region", { name: "휴무 안내" });
  await expect(notice).toContainText(label(SOON.day));
  await expect(notice).toContainText(SOON.title);
  await expect(page.getByText(LATER.title)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the notice is in the HTML before any script runs", async ({ request }) => {
  const html = await (await request.get("/help")).text();
  expect(html).toContain("휴무 안내");
  expect(html).toContain(SOON.title);
});
