// Shared data and helpers of the browser tests (the back office's own are in admin-helpers.ts). The
// values mirror db/seed.ts and the settings defaults (functions/schemas/settings.ts), which the e2e
// server starts from on every run.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type Locator, type Page, type Request } from "@playwright/test";

export const COMPANY = {
  name: "한빛창호",
  phone: "031-123-4567",
  fax: "031-123-4568",
  address: "경기도 화성시 팔탄면 창호공단로 123",
} as const;

export const MANUFACTURERS = ["한빛 프리미엄", "청솔 시스템", "다온 창호"] as const;

/** Seeded notices, oldest first; boardId = index + 1 (they are inserted before the FAQ posts). */
export const NOTICE_COUNT = 13;
export const NEWEST_NOTICE = { id: 13, title: "무료 방문 실측 서비스 지역 확대" } as const;
export const FAQ_COUNT = 6;

/** Every public page with its main heading. */
export const PUBLIC_PAGES = [
  { path: "/", heading: "오래가는 프리미엄 창호" },
  { path: "/about", heading: "인사말" },
  { path: "/location", heading: "오시는 길" },
  { path: "/history", heading: "연혁" },
  { path: "/manu/1", heading: "한빛 프리미엄" },
  { path: "/notice", heading: "공지사항" },
  { path: `/notice/${NEWEST_NOTICE.id}`, heading: NEWEST_NOTICE.title },
  { path: "/faq", heading: "자주 묻는 질문" },
  { path: "/fag", heading: "자주 묻는 질문" },
  { path: "/inquiryForm", heading: "1:1 문의" },
  { path: "/inquiryCheck", heading: "내 문의 확인" },
  { path: "/help", heading: "A/S 문의" },
  { path: "/privacy", heading: "개인정보처리방침" },
  { path: "/search?searchKeyword=%EC%8B%9C%EC%8A%A4%ED%85%9C", heading: "검색" },
  { path: "/loginForm", heading: "관리자 로그인" },
  { path: "/error/401", heading: "로그인이 필요한 페이지입니다" },
  { path: "/error/403", heading: "접근 권한이 없습니다" },
  { path: "/error/404", heading: "페이지를 찾을 수 없습니다" },
  { path: "/error/500", heading: "일시적인 오류가 발생했습니다" },
] as const;

/** Chromium's own console line for a document or resource answered with 404. */
export const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

/** Waits until React has hydrated the page, so clicks reach the client-side handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return Boolean(main && Object.keys(main).some((k) => k.startsWith("__reactFiber")));
  });
}

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core on the page and returns its serious and critical violations, readable. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: a <script> tag of it would be refused by the page's CSP.
  await page.evaluate(await readFile(AXE_PATH, "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`)
          .join("\n")}`,
    );
}

/**
 * The first elements of a list have exactly these texts, in this order. Other spec files (the
 * admin ones) run against the same server state and may leave manufacturers, items or posts of
 * their own behind; those come after the seeded ones (higher ids, later display order).
 */
export async function expectFirstTexts(list: Locator, texts: readonly string[]) {
  await expect
    .poll(async () => (await list.allTextContents()).map((t) => t.trim()).slice(0, texts.length))
    .toEqual(texts);
}

/**
 * These texts are all in the list, in this order; other entries may stand between them (types
 * are ordered by id, so a type another spec file gave a manufacturer can fall between the seeded ones).
 */
export async function expectInOrder(list: Locator, texts: readonly string[]) {
  await expect
    .poll(async () => (await list.allTextContents()).map((t) => t.trim()).filter((t) => texts.includes(t)))
    .toEqual(texts);
}

/** Today in Korea (the API's and the screens' time zone), YYYY-MM-DD. */
export const todayInKorea = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** Fills the public inquiry form with a valid inquiry titled `title`, consent given; not sent yet. */
export async function fillInquiryForm(page: Page, title: string) {
  await page.getByLabel("제조사").selectOption({ label: "한빛 프리미엄" });
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill("거실 창 교체 견적 부탁드립니다. 방문 실측 가능한가요?");
  await page.getByLabel("작성자").fill("김방문");
  await page.getByLabel("연락처").fill("010-2468-1357");
  await page.getByLabel("주소", { exact: true }).fill("경기도 화성시 동탄대로 1");
  await page.getByLabel("상세주소").fill("101동 1001호");
  await page.getByRole("checkbox", { name: "개인정보 수집 및 이용에 동의합니다." }).check();
}

/**
 * A slow network: the first `method` request to `url` reaches the server at once, but its answer is
 * delivered only when the returned function is called; later requests pass untouched.
 */
export async function deliverFirstLate(page: Page, url: string, method = "GET"): Promise<() => void> {
  return (await holdFirstAnswer(page, url, method)).release;
}

/** As deliverFirstLate, and `seen()` tells how many such requests have been sent so far. */
export async function holdFirstAnswer(page: Page, url: string, method = "GET") {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    if (++seen > 1) return route.continue();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  return { release, seen: () => seen };
}

/**
 * A phone between cells: the first `method` request to `url` reaches the server and is handled
 * there, but its answer never comes back (the browser sees the connection drop); later requests
 * pass untouched. Returns the matching requests sent so far (for the keys they carried).
 */
/**
 * A slow phone's start: the page is on screen and typeable while its modules are held; the
 * returned function lets them load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function loseFirstAnswer(page: Page, url: string | RegExp, method = "POST"): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    sent.push(route.request());
    if (sent.length > 1) return route.continue();
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  return sent;
}

/**
 * Runs SQL on the e2e server's own local D1 (its state directory, test/e2e/playwright.config.ts):
 * only for a state no screen can make in a test's time, e.g. a mail that gave up after a day of
 * retries.
 */
export function runOnLocalD1(sql: string) {
  const root = join(import.meta.dirname, "../..");
  const state = `.wrangler/e2e-${Number(process.env.E2E_PORT ?? 8799)}`;
  const args = ["d1", "execute", "window-door-db", "--local", "--persist-to", state, "--command", sql];
  execFileSync(join(root, "node_modules/.bin/wrangler"), args, { cwd: root, stdio: "pipe" });
}

/**
 * A phone camera's photo as staff and customers send it: 4000 × 3000 JPEG over 10 MB, red
 * above and blue below in its pixels, with an Exif block that says "turn 90° clockwise to show"
 * (orientation 6) and where it was taken (GPS).
 */
export async function cameraPhoto(page: Page, size = { width: 4000, height: 3000, grain: 1 }): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, grain }) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const image = context.createImageData(width, height);
    let seed = 12345;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Noise, so the JPEG is as heavy as a real photo; a fixed seed, so it is the same every run.
        // `grain` 2 makes it twice as strong: a picture that stays heavy at any size.
        seed = (seed * 1103515245 + 12345) >>> 0;
        const noise = ((seed >>> 24) & 127) * grain;
        const i = (y * width + x) * 4;
        image.data[i] = y < height / 2 ? 128 + noise : noise;
        image.data[i + 1] = noise;
        image.data[i + 2] = y < height / 2 ? noise : 128 + noise;
        image.data[i + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    const blob = (await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", 1))) as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, size);
  const jpeg = Buffer.from(base64, "base64");
  // TIFF, big-endian: IFD0 {Orientation = 6, GPS IFD pointer}, GPS IFD {N, E}.
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8],
    ...[0, 2],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0],
    ...[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38],
    ...[0, 0, 0, 0],
    ...[0, 2],
    ...[0, 1, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0],
    ...[0, 3, 0, 2, 0, 0, 0, 2, 0x45, 0, 0, 0],
    ...[0, 0, 0, 0],
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  // Right after the start-of-image marker, where cameras put it.
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/**
 * What a viewer shows of a stored picture: its size in pixels and which colour is on its left and
 * on its right (a fifth and four fifths across, half way down).
 */
export async function describePicture(page: Page, bytes: Buffer) {
  return page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/jpeg" });
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const colour = (x: number) => {
      const d = context.getImageData(
        Math.round(bitmap.width * x) - 25,
        Math.round(bitmap.height / 2) - 25,
        50,
        50,
      ).data;
      let [r, b] = [0, 0];
      for (let i = 0; i < d.length; i += 4) [r, b] = [r + (d[i] ?? 0), b + (d[i + 2] ?? 0)];
      return r > b ? "red" : "blue";
    };
    return { width: bitmap.width, height: bitmap.height, left: colour(0.2), right: colour(0.8) };
  }, bytes.toString("base64"));
}

/** True when the JPEG carries an Exif block or any TIFF header (where a GPS position would be). */
export const hasExif = (bytes: Buffer) =>
  bytes.includes(Buffer.from("Exif", "latin1")) || bytes.includes(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]));
